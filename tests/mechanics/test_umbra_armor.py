"""Umbra armor (CR 702.89a): the Aura is destroyed instead of the enchanted permanent, with a
real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

GOLDEN = {"statics": [{"op": "umbra_armor", "text": "Umbra armor"}]}


def test_702_89a_umbra_armor_compiles_to_a_replacement_effect():
    card = compiled("Hyena Umbra")
    assert card.status == "implemented", card.missing
    assert card.raw["statics"][-1] == GOLDEN["statics"][0]


def _enchanted_bears(s):
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Plains")
    s.hand(0, "Hyena Umbra")
    s.cast(0, "Hyena Umbra")  # its only legal target: the Bears (303.4a)
    settle(game)
    return bears, s.in_zone(0, "Hyena Umbra", "battlefield")


def test_702_89a_destroy_destroys_the_aura_instead():
    s = Scenario()
    game = s.game
    bears, umbra = _enchanted_bears(s)
    s.lands(0, "Swamp", "Swamp")
    s.hand(0, "Murder")  # {1}{B}{B}
    s.lands(0, "Swamp")
    s.cast(0, "Murder")  # its only legal target: the Bears
    settle(game)
    assert game.objects[bears].zone == "battlefield"
    assert s.named(0, "Hyena Umbra", "graveyard")
    assert any(e.kind == "umbra_armor" and e.rule == "702.89a" for e in game.events)


def test_702_89a_lethal_damage_is_removed_and_the_aura_destroyed():
    s = Scenario()
    game = s.game
    bears, umbra = _enchanted_bears(s)  # 3/3 with the Umbra
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", bears)
    settle(game)
    assert game.objects[bears].zone == "battlefield"
    assert game.objects[bears].damage == 0
    assert s.named(0, "Hyena Umbra", "graveyard")
