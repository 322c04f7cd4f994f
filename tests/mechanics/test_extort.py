"""Extort (CR 702.101a): the cast trigger, the optional {W/B} payment and the drain, with a
real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle


def test_702_101a_extort_cards_are_implemented():
    card = compiled("Syndic of Tithes")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Extort"]


def _cast_bears_with_syndic(pay: bool):
    s = Scenario(players=3)
    s.add(0, "Syndic of Tithes")
    s.lands(0, "Forest", "Forest", "Swamp")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    game = s.game
    assert any(t[2].text.startswith("Extort") for t in game.waiting_triggers) or any(
        game.objects[i].kind == "ability" for i in game.stack)
    settle(game, pick=lambda d: (next((o for o in d.options if o[0] == "pay"), None) if pay
                                 else (("decline",) if ("decline",) in d.options else None)))
    return s


def test_702_101a_extort_paid_drains_each_opponent():
    s = _cast_bears_with_syndic(pay=True)
    s.assert_life(1, 19)
    s.assert_life(2, 19)
    s.assert_life(0, 22)  # the total life lost this way
    s.assert_count(0, "Grizzly Bears", 1)


def test_702_101a_extort_declined_does_nothing():
    s = _cast_bears_with_syndic(pay=False)
    s.assert_life(1, 20)
    s.assert_life(0, 20)
