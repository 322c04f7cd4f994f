"""For Mirrodin! (CR 702.163a): as the Equipment enters, a 2/2 red Rebel token is created and
the Equipment attached to it, with a real card compiled from its oracle text (Barbed
Batterfist)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario


def test_702_163a_for_mirrodin_cards_compile():
    card = compiled("Barbed Batterfist")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["For Mirrodin!"]


def test_702_163a_for_mirrodin_makes_a_rebel_and_equips_it():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Barbed Batterfist")
    s.cast(0, "Barbed Batterfist")
    s.resolve()
    fist = s.in_zone(0, "Barbed Batterfist", "battlefield")
    [rebel] = s.named(0, "Rebel")
    ch = cont.characteristics(game, game.objects[rebel])
    assert game.objects[fist].attached_to == rebel
    assert (ch.power, ch.toughness) == (3, 1)  # 2/2, equipped: +1/-1
    assert set(ch.colors) == {"R"} and "Rebel" in ch.subtypes
    assert any(e.kind == "attach" and e.rule == "702.163a" for e in game.events)
