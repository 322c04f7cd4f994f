"""Lists of tokens in one sentence (111.1) and a predefined token written out with its quoted
ability (111.10) — compiled definitions checked by hand against the oracle text, then played
(compiler/token_lists.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import UPKEEP
from tests.scenario import Scenario, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_TOKEN_LISTS: dict[str, dict] = {
    # "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
    # green Elephant creature token."
    "Bestial Menace": {
        "spell": [{"do": "create_token", "name": "Snake", "types": "Creature — Snake",
                   "colors": "G", "power": 1, "toughness": 1},
                  {"do": "create_token", "name": "Wolf", "types": "Creature — Wolf",
                   "colors": "G", "power": 2, "toughness": 2},
                  {"do": "create_token", "name": "Elephant", "types": "Creature — Elephant",
                   "colors": "G", "power": 3, "toughness": 3}]},
    # "At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn creature
    # token. It has "Sacrifice this token: Add {C}.""
    "Awakening Zone": {
        "triggers": [{"when": "upkeep",
                      "effects": [{"do": "may", "prompt": "Create token?"},
                                  {"do": "create_predefined_token", "kind": "Eldrazi Spawn"}],
                      "text": "At the beginning of your upkeep, you may create a 0/1 colorless "
                              "Eldrazi Spawn creature token. It has \"Sacrifice this token: "
                              "Add {C}.\""}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_TOKEN_LISTS))
def test_precon_token_list_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_TOKEN_LISTS[name]


def test_111_1_bestial_menace_creates_three_different_tokens() -> None:
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    s.hand(0, "Bestial Menace")
    s.cast(0, "Bestial Menace")
    s.resolve()
    made = {(o.card.name, o.card.power, o.card.toughness) for o in s.game.permanents(0)
            if o.card.is_token}
    assert made == {("Snake", 1, 1), ("Wolf", 2, 2), ("Elephant", 3, 3)}


def test_111_10_awakening_zone_spawn_sacrifices_for_colorless_mana() -> None:
    s = Scenario()
    s.add(0, "Awakening Zone")
    game = s.game
    pass_until(game, UPKEEP, active=0)  # seat 0's next upkeep: the trigger on the stack
    settle(game, ("yes",))
    spawns = [o for o in game.permanents(0) if o.card.name == "Eldrazi Spawn"]
    assert len(spawns) == 1
    spawn = spawns[0]
    assert spawn.card.is_token and (spawn.card.power, spawn.card.toughness) == (0, 1)
    assert spawn.card.color_indicator == ()  # colorless (105.2c)
    assert spawn.card.sacrifice_mana_ability is not None  # "Sacrifice this creature: Add {C}."
