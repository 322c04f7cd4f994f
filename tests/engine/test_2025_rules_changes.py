"""Rules that are new or renumbered in the Comprehensive Rules of 2025-02-07 (see also the
combat tests for 510.1c-d and tests/rules/test_citation_walk.py)."""

from __future__ import annotations

from casualmagic.core.state import MAIN2
from casualmagic.engine.primitives import lose_life
from casualmagic.mechanics.speed import speed, start_engines
from tests.engine.helpers import duel, option, pass_until, put, to_main


def test_702_179a_702_179d_speed_starts_at_1_and_rises_once_a_turn_citing_2025_rules():
    game = duel()
    to_main(game, 0)
    start_engines(game, 0)
    lose_life(game, 1, 1, "119.3")
    lose_life(game, 1, 1, "119.3")  # once each turn (702.179d)
    assert speed(game, 0) == 2 and speed(game, 1) == 0  # no speed counts as 0 (702.179f)
    assert [e.rule for e in game.events if e.kind == "speed"] == ["702.179a", "702.179d"]


def test_701_60a_manifest_dread_cites_its_2025_rule():
    from tests.variants.planechase.helpers import settle
    from tests.variants.planechase.test_planes_facedown import _game, _on_top, _until_choice

    game = _game("Pursued by Something")
    bears = put(game, 0, "Grizzly Bears")
    game.obj_w(bears).tapped = True
    bears_card, _bolt = _on_top(game, 0, "Grizzly Bears", "Lightning Bolt")
    pass_until(game, MAIN2, 0)
    _until_choice(game)
    assert game.pending.rule == "701.60a"
    game.choose(option(game, "card", bears_card))
    settle(game)
    assert [e.rule for e in game.events if e.kind == "put_into_graveyard"] == ["701.60a"]
