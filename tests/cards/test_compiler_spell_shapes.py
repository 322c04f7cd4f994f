"""The oracle-text compiler, one-shot spell shapes read with ops the engine has: "Up to two
target creatures each get +2/+2 until end of turn" (CR 115.1, 611.2a), "Target creature has
base power and toughness 1/1 until end of turn" (613.4b), "Take an extra turn after this
one" (500.7), "Draw two cards and create two Treasure tokens" (121.1, 111.10).  GOLDEN holds
real cards whose compiled definitions were checked by hand against their oracle text (shown
above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import MAIN1, MAIN2
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until

GOLDEN: dict[str, dict] = {
    # "Up to two target creatures each get +2/+2 until end of turn."
    "Dauntless Onslaught": {
        "spell": [{"do": "pump", "what": 0, "power": 2, "toughness": 2}],
        "targets": [{"filter": "creature", "count": 2, "up_to": True}],
    },
    # "Target creature has base power and toughness 1/1 until end of turn."
    "Diminish": {
        "spell": [{"do": "set_base_pt", "what": 0, "power": 1, "toughness": 1}],
        "targets": ["creature"],
    },
    # "Take an extra turn after this one."
    "Temporal Manipulation": {"spell": [{"do": "extra_turn"}]},
    # "As an additional cost to cast this spell, discard a card.\nDraw two cards and create two
    # Treasure tokens."
    "Big Score": {
        "additional_cost": "Discard a card",
        "spell": [{"do": "draw", "amount": 2},
                  {"do": "create_predefined_token", "kind": "Treasure", "amount": 2}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_115_1_dauntless_onslaught_pumps_two_targets() -> None:
    s = Scenario()
    a = s.add(0, "Grizzly Bears")
    b = s.add(0, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Dauntless Onslaught")
    s.cast(0, "Dauntless Onslaught", a, b)
    s.resolve()
    game = s.game
    assert cont.power(game, game.objects[a]) == 4
    assert cont.power(game, game.objects[b]) == 5


def test_613_4b_diminish_sets_base_power_and_toughness() -> None:
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Island")
    s.hand(0, "Diminish")
    s.cast(0, "Diminish", giant)
    s.resolve()
    game = s.game
    o = game.objects[giant]
    assert (cont.power(game, o), cont.toughness(game, o)) == (1, 1)


def test_500_7_temporal_manipulation_takes_an_extra_turn() -> None:
    s = Scenario()
    s.lands(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Temporal Manipulation")
    s.cast(0, "Temporal Manipulation")
    s.resolve()
    game = s.game
    turn = game.turn
    pass_until(game, MAIN2, 0)
    pass_until(game, MAIN1, 0)
    assert game.turn == turn + 1 and game.active == 0  # seat 0 again, at once


def test_111_10_big_score_draws_and_makes_treasures() -> None:
    s = Scenario()
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Big Score", "Grizzly Bears")
    s.cast(0, "Big Score")
    s.resolve()
    s.assert_count(0, "Treasure", 2)
    assert len(s.game.players[0].hand) == 2  # the Bears discarded, two cards drawn


def test_common_effect_terminal_is_the_union_of_the_shapes() -> None:
    """oracle.lark's COMMON_EFFECT is common_shapes.terminal_pattern() written out: a shape
    added in Python is matched by the grammar too."""
    from importlib import resources

    from casualmagic.cards.compiler.common_shapes import terminal_pattern

    grammar = (resources.files("casualmagic.cards.compiler") / "oracle.lark").read_text("utf-8")
    assert f"COMMON_EFFECT: /{terminal_pattern()}/i\n" in grammar
