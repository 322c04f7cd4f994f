"""An activated ability that costs {1} more (less) to activate for each object (602.2b,
601.2f) — compiled definitions checked by hand against the oracle text, then played
(compiler/ability_cost_counts.py, engine/cost_changes.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, has_option, option

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_ABILITY_COST_COUNTS: dict[str, dict] = {
    # "{3}, {T}: Draw three cards. This ability costs {1} more to activate for each card in
    # your hand."
    "Loreseeker's Stone": {
        "abilities": [{"cost": "{3}, {T}", "effects": [{"do": "draw", "amount": 3}],
                       "text": "{3}, {T}: Draw three cards. This ability costs {1} more to "
                               "activate for each card in your hand.",
                       "cost_per": {"for_each": "cards in your hand", "amount": 1}}]},
    # "{5}, {T}: Each opponent loses 2 life. This ability costs {1} less to activate for each
    # creature card in your graveyard."
    "Battlefield Butcher": {
        "abilities": [{"cost": "{5}, {T}",
                       "effects": [{"do": "lose_life", "who": "each opponent", "amount": 2}],
                       "text": "{5}, {T}: Each opponent loses 2 life. This ability costs {1} "
                               "less to activate for each creature card in your graveyard.",
                       "cost_per": {"for_each": "number of creature card in your graveyard",
                                    "amount": -1}}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_ABILITY_COST_COUNTS))
def test_602_2b_golden_ability_cost_counts(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_ABILITY_COST_COUNTS[name]


def test_601_2f_loreseekers_stone_costs_one_more_for_each_card_in_hand() -> None:
    """Two cards in hand: {5}. Four lands can't pay; a fifth can, and all five are tapped."""
    s = Scenario()
    game = s.game
    stone = s.add(0, "Loreseeker's Stone")
    lands = s.lands(0, *["Mountain"] * 4)
    s.hand(0, "Grizzly Bears", "Grizzly Bears")
    s.add(0, "Grizzly Bears", sick=True)  # a card elsewhere does not count
    assert not has_option(game, "activate", stone)
    lands.append(s.add(0, "Mountain"))
    from tests.scenario import refresh

    refresh(game)
    assert has_option(game, "activate", stone)
    game.choose(option(game, "activate", stone, 0))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(0)
    assert all(game.objects[i].tapped for i in lands)
    s.resolve()
    assert len(game.players[0].hand) == 5


def test_601_2f_battlefield_butcher_costs_one_less_for_each_creature_card() -> None:
    """Three creature cards in the graveyard: {5} becomes {2}."""
    s = Scenario()
    game = s.game
    butcher = s.add(0, "Battlefield Butcher")
    s.lands(0, "Swamp", "Swamp")
    for _ in range(3):
        s.add(0, "Grizzly Bears", "graveyard")
    before = game.players[1].life
    game.choose(option(game, "activate", butcher, 0))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    assert game.players[1].life == before - 2
