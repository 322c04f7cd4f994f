"""Compleated (702.150a) on a compiled planeswalker: paying its Phyrexian mana symbol with
life (107.4f) makes it enter with two fewer loyalty counters; paying it with mana does not
(mechanics/compleated.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle


def test_702_150a_compleated_compiles_as_a_keyword() -> None:
    card = compiled("Vraska, Betrayal's Sting")
    assert card is not None and card.raw["keywords"] == ["Compleated"]


@pytest.mark.parametrize(("plan", "loyalty", "life"), [
    ("tap 6 × Swamp", 6, 20),  # {B/P} paid with {B}
    ("tap 5 × Swamp, 2 life", 4, 18),  # paid with 2 life: two fewer loyalty counters
])
def test_702_150a_compleated_enters_with_two_fewer_loyalty_for_a_symbol_paid_with_life(
        plan: str, loyalty: int, life: int) -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Swamp"] * 6)
    (vraska,) = s.hand(0, "Vraska, Betrayal's Sting")  # {4}{B}{B/P}, loyalty 6
    game.choose(option(game, "cast", vraska))
    game.choose(next(o for o in game.pending.options if o[2] == plan))
    settle(game)
    (walker,) = s.named(0, "Vraska, Betrayal's Sting")
    assert game.objects[walker].counter("loyalty") == loyalty
    s.assert_life(0, life)
    assert any(e.kind == "compleated" and e.rule == "702.150a" for e in game.events) == (
        loyalty == 4)
