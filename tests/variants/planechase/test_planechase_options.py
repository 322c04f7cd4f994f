"""Planechase with multiplayer formats: 901.12d (Two-Headed Giant) and 901.13 (range of
influence)."""

from __future__ import annotations

import casualmagic
from casualmagic.cards.model import TargetSpec
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.state import MAIN1
from casualmagic.engine.targets import legal_targets
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until


def test_901_12d_each_member_of_the_active_team_may_roll_the_planar_die():
    game = casualmagic.new_game("planechase", players=4, seed=3, format="2hg")
    pass_until(game, MAIN1)
    first = game.priority
    assert ("planar_die", 0) in game.pending.options
    game.choose(("planar_die", 0))  # the first member rolls once: their next roll costs {1}
    while game.pending.kind != "priority":
        game.choose(0)
    assert rules.rolls_taken(game, first) == 1
    for _ in range(40):  # let anything the roll caused resolve
        if not game.stack and game.pending.kind == "priority" and game.pending.player == first:
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    game.choose(("pass",))  # priority to the teammate, who hasn't rolled: cost {0}
    teammate = game.pending.player
    assert teammate != first and game.players[teammate].team == game.players[first].team
    assert ("planar_die", 0) in game.pending.options


def test_901_13_planes_are_exempt_from_the_range_of_influence():
    game = casualmagic.new_game("planechase", players=5, seed=3, format="ffa",
                                format_options={"range": 1})
    pass_until(game, MAIN1)
    me = game.active
    plane_id = rules.face_up(game)[0][0]
    spec = TargetSpec(parse_filter("player"))
    from_plane = {r[1] for r in legal_targets(game, spec, me, plane_id)}
    from_a_card = {r[1] for r in legal_targets(game, spec, me, None)}
    assert from_plane == set(game.living())  # every player, wherever they sit (901.13)
    assert from_a_card < from_plane  # a range of 1 leaves the far players out (801.4)
