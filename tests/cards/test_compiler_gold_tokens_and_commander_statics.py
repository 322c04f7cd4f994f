"""Predefined tokens (111.10c: Gold) and "commander creatures you control" in a static
ability's filter (903.3, 613.1): "Exile target creature. Create a Gold token." (Gild),
"Commander creatures you control get +2/+2 and have indestructible." (Bastion Protector).
GOLDEN holds real cards whose compiled definitions were checked by hand against their oracle
text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, put
from tests.variants.commander.helpers import (
    commander_game,
    commander_of,
    deck,
    onto_battlefield,
    to_main,
)

GOLDEN: dict[str, dict] = {
    # "Exile target creature. Create a Gold token. (It's an artifact with "Sacrifice this
    # token: Add one mana of any color.")"
    "Gild": {
        "spell": [{"do": "exile", "what": 0},
                  {"do": "create_predefined_token", "kind": "Gold"}],
        "targets": ["creature"],
    },
    # "Commander creatures you control get +2/+2 and have indestructible."
    "Bastion Protector": {
        "statics": [{"op": "pump_all", "filter": "commander creature you control", "power": 2,
                     "toughness": 2,
                     "text": "Commander creatures you control get +2/+2 and have "
                             "indestructible."},
                    {"op": "grant_keywords", "filter": "commander creature you control",
                     "keywords": ["Indestructible"],
                     "text": "Commander creatures you control get +2/+2 and have "
                             "indestructible."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_111_10c_gild_exiles_and_the_gold_token_sacrifices_for_any_color() -> None:
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Gild")
    s.cast(0, "Gild", giant)
    s.resolve()
    game = s.game
    assert giant not in game.battlefield
    gold = s.in_zone(0, "Gold", "battlefield")
    assert cont.characteristics(game, game.objects[gold]).types == ("Artifact",)
    s.hand(0, "Llanowar Elves")  # {G}: only the Gold token can pay for it
    game.choose(option(game, "cast", s.in_zone(0, "Llanowar Elves", "hand")))
    while game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    assert gold not in game.battlefield
    s.assert_count(0, "Llanowar Elves", 1)


def test_903_3_bastion_protector_pumps_only_commander_creatures() -> None:
    game = commander_game(deck("Karlov of the Ghost Council", "Plains"),
                          deck("Jerrard of the Closed Fist", "Mountain"))
    to_main(game, 0)
    karlov = onto_battlefield(game, commander_of(game, 0))
    other = put(game, 0, "Grizzly Bears")
    put(game, 0, "Bastion Protector")
    ch = cont.characteristics(game, game.objects[karlov])
    assert (ch.power, ch.toughness) == (4, 4) and "Indestructible" in ch.keywords
    ch = cont.characteristics(game, game.objects[other])
    assert (ch.power, ch.toughness) == (2, 2) and "Indestructible" not in ch.keywords
