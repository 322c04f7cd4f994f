"""Quoted abilities a static ability grants (113.2, 613.1f: layer 6), compiled by
``compiler/granted_abilities.py``: the object an Aura is attached to has the quoted ability
(303.4), with keywords in the same list.  GOLDEN holds real cards whose compiled definitions
were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, refresh

GOLDEN: dict[str, dict] = {
    # "Enchant land\nEnchanted land has "{T}, Pay 1 life: Draw a card.""
    "Underworld Connections": {
        "enchant": "land",
        "statics": [{"op": "grant_abilities", "filter": "attached",
                     "abilities": [{"cost": "{T}, Pay 1 life",
                                    "effects": [{"do": "draw", "amount": 1}],
                                    "text": "{T}, Pay 1 life: Draw a card."}],
                     "text": 'Enchanted land has "{T}, Pay 1 life: Draw a card."'}],
    },
    # "Enchant creature\nEnchanted creature has flying and "Sacrifice a creature: This
    # creature gets +2/+1 until end of turn."\nWhen this Aura is put into a graveyard from the
    # battlefield, return it to its owner's hand."
    "Fallen Ideal": {
        "enchant": "creature",
        "statics": [
            {"op": "grant_attached", "keywords": ["Flying"],
             "text": 'Enchanted creature has flying and "Sacrifice a creature: This creature '
                     'gets +2/+1 until end of turn."'},
            {"op": "grant_abilities", "filter": "attached",
             "abilities": [{"cost": "Sacrifice a creature",
                            "effects": [{"do": "pump", "what": "self", "power": 2,
                                         "toughness": 1}],
                            "text": "Sacrifice a creature: This creature gets +2/+1 until "
                                    "end of turn."}],
             "text": 'Enchanted creature has flying and "Sacrifice a creature: This creature '
                     'gets +2/+1 until end of turn."'}],
        "triggers": [{"when": "put_into_graveyard_from_battlefield",
                      "effects": [{"do": "bounce", "what": "self"}],
                      "text": "When this Aura is put into a graveyard from the battlefield, "
                              "return it to its owner's hand."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_113_2_underworld_connections_the_enchanted_land_draws_for_a_life() -> None:
    s = Scenario()
    swamp = s.add(0, "Swamp")
    s.lands(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Underworld Connections")
    s.cast(0, "Underworld Connections", swamp)
    s.resolve()
    game = s.game
    game.obj_w(swamp).tapped = False  # untapped if it paid for the Aura (a fixture)
    s.add(0, "Island", "library")
    refresh(game)
    hand = len(game.players[0].hand)
    game.choose(option(game, "activate", swamp))
    s.resolve()
    assert game.objects[swamp].tapped
    s.assert_life(0, 19)
    assert len(game.players[0].hand) == hand + 1


def test_113_2_fallen_ideal_grants_flying_and_a_sacrifice_pump() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    fodder = s.add(0, "Llanowar Elves")
    s.lands(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Fallen Ideal")
    s.cast(0, "Fallen Ideal", bears)
    s.resolve()
    game = s.game
    assert "Flying" in cont.characteristics(game, game.objects[bears]).keywords
    game.choose(option(game, "activate", bears))
    while game.pending.kind != "priority":
        d = game.pending
        pick = next((o for o in d.options if fodder in o), d.options[0])
        game.choose(pick)
    s.resolve()
    assert fodder not in game.battlefield
    assert (cont.power(game, game.objects[bears]),
            cont.toughness(game, game.objects[bears])) == (4, 3)
