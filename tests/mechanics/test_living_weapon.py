"""Living weapon (CR 702.92a): the Germ token and the Equipment attached to it, with a real
card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, settle


def test_702_92a_living_weapon_cards_are_implemented():
    card = compiled("Flayer Husk")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Living weapon"]


def test_702_92a_living_weapon_creates_a_germ_and_attaches_to_it():
    s = Scenario()
    game = s.game
    s.lands(0, "Plains")
    s.hand(0, "Flayer Husk")
    s.cast(0, "Flayer Husk")
    settle(game)
    husk = s.in_zone(0, "Flayer Husk", "battlefield")
    germs = s.named(0, "Phyrexian Germ")
    assert len(germs) == 1
    germ = game.objects[germs[0]]
    assert game.objects[husk].attached_to == germ.id
    assert germ.card.colors == ("B",) or set(germ.card.colors) == {"B"}
    assert (cont.power(game, germ), cont.toughness(game, germ)) == (1, 1)  # +1/+1 equipped
    assert any(e.kind == "attach" and e.rule == "702.92a" for e in game.events)
