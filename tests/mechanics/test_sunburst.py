"""Sunburst (CR 702.44a-b): a counter for each colour of mana spent to cast it — +1/+1
counters on a creature, charge counters otherwise — and none when it isn't cast, with real
cards compiled from their oracle text (Etched Oracle, Pentad Prism)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario


def test_702_44a_sunburst_cards_compile():
    for name in ("Etched Oracle", "Pentad Prism"):
        card = compiled(name)
        assert card.status == "implemented", card.missing
        assert "Sunburst" in card.raw["keywords"]


def test_702_44a_sunburst_creature_gets_a_counter_per_color_spent():
    s = Scenario()
    s.lands(0, "Plains", "Island", "Swamp", "Mountain")
    s.hand(0, "Etched Oracle")
    s.cast(0, "Etched Oracle")
    s.resolve()
    oracle = s.in_zone(0, "Etched Oracle", "battlefield")  # 0/0: it survives with them
    assert s.game.objects[oracle].counter("+1/+1") == 4


def test_702_44a_sunburst_noncreature_gets_charge_counters():
    s = Scenario()
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Pentad Prism")
    s.cast(0, "Pentad Prism")
    s.resolve()
    prism = s.in_zone(0, "Pentad Prism", "battlefield")
    assert s.game.objects[prism].counter("charge") == 1  # green only


def test_702_44b_sunburst_not_cast_no_counters():
    s = Scenario()
    prism = s.add(0, "Pentad Prism")
    assert s.game.objects[prism].counter("charge") == 0


def test_601_2h_converge_enters_with_a_counter_per_color_spent():
    card = compiled("Tajuru Stalwart")  # Converge — enters with a +1/+1 counter for each color
    assert card.status == "implemented", card.missing
    s = Scenario()
    s.lands(0, "Forest", "Island", "Plains")
    s.hand(0, "Tajuru Stalwart")
    s.cast(0, "Tajuru Stalwart")
    s.resolve()
    stalwart = s.in_zone(0, "Tajuru Stalwart", "battlefield")
    assert s.game.objects[stalwart].counter("+1/+1") == 3
