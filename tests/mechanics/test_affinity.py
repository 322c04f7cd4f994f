"""Affinity for [text] (CR 702.41a): the spell costs {1} less for each [text] its caster
controls — for any permanent type or subtype, not only artifacts — with real cards compiled
from their oracle text (Argivian Phalanx, Brine Giant, Angelic Observer)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.vocabulary import affinity_filter, is_keyword
from tests.scenario import Scenario, has_option


@pytest.mark.parametrize("name,keyword", [
    ("Argivian Phalanx", "Affinity for creatures"), ("Brine Giant", "Affinity for enchantments"),
    ("Angelic Observer", "Affinity for Citizens"),
])
def test_702_41a_affinity_cards_compile(name, keyword):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert keyword in card.raw["keywords"]


def test_702_41a_affinity_reads_plurals_and_refuses_unknown_words():
    assert affinity_filter("Affinity for Allies") == "Ally you control"
    assert affinity_filter("Affinity for Plains") == "Plains you control"
    assert affinity_filter("Affinity for historic permanents") == "historic permanent you control"
    assert not is_keyword("Affinity for Widgets")


def test_702_41a_affinity_for_creatures_reduces_by_each_creature_you_control():
    s = Scenario()
    game = s.game
    s.lands(0, "Plains", "Plains", "Plains")
    phalanx = s.hand(0, "Argivian Phalanx")[0]  # {5}{W}
    s.add(1, "Grizzly Bears")  # an opponent's creature doesn't count
    s.add(0, "Grizzly Bears")
    s.add(0, "Grizzly Bears")
    assert not has_option(game, "cast", phalanx)  # {3}{W} with two creatures: four mana
    s.add(0, "Grizzly Bears")
    assert has_option(game, "cast", phalanx)
    s.cast(0, "Argivian Phalanx")
    s.resolve()
    s.assert_count(0, "Argivian Phalanx", 1)
    assert all(game.objects[i].tapped for i in s.named(0, "Plains"))
