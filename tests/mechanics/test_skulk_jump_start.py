"""Skulk (CR 702.118b): blocked only by creatures with power no greater than its own; jump-start
(CR 702.133a): cast from the graveyard by discarding a card, then exiled — with real cards
compiled from their oracle text (Furtive Homunculus, Direct Current)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, BLOCKERS
from tests.scenario import Scenario, done, has_option, option, pass_until, settle


@pytest.mark.parametrize("name,keyword", [("Furtive Homunculus", "Skulk"),
                                          ("Direct Current", "Jump-start")])
def test_702_118b_702_133a_cards_compile(name, keyword):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert keyword in card.raw["keywords"]


def test_702_118b_skulk_cant_be_blocked_by_greater_power():
    s = Scenario()
    game = s.game
    homunculus = s.add(0, "Furtive Homunculus")  # 2/1
    ogre = s.add(1, "Hill Giant")  # 3/3: greater power
    bears = s.add(1, "Grizzly Bears")  # 2/2: equal power
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    game.choose(("attack", homunculus, "player", 1))
    done(game)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    assert game.step == BLOCKERS and game.pending.kind == "block"
    assert not has_option(game, "block", ogre, homunculus)
    assert has_option(game, "block", bears, homunculus)


def test_702_133a_jump_start_discards_a_card_and_exiles_the_spell():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain", "Mountain")
    current = s.add(0, "Direct Current", "graveyard")
    assert not has_option(game, "cast", current, "jump-start")  # no card to discard (118.3)
    s.hand(0, "Forest")
    game.choose(option(game, "cast", current, "jump-start"))
    settle(game, ("target", "player", 1))
    s.assert_life(1, 18)
    assert s.named(0, "Forest", "graveyard") and not s.named(0, "Forest", "hand")
    assert not s.named(0, "Direct Current", "graveyard")
    assert [i for i in game.exile if game.objects[i].card.name == "Direct Current"]
