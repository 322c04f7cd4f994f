"""Multikicker (CR 702.33c-e): an additional cost paid any number of times as the spell is cast
(601.2b, 601.2f), and what the card does for each time it was kicked — Everflowing Chalice and
the creatures that enter with a counter for each time, compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle


@pytest.mark.parametrize("name", ["Everflowing Chalice", "Gnarlid Pack", "Apex Hawks"])
def test_702_33c_compiled_multikicker_cards_are_implemented(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["statics"][0]["amount"] == "times it was kicked"


def _cast_kicking(s, name, kicks):
    """Cast ``name`` paying its multikicker ``kicks`` times, every other choice the first."""
    game = s.game
    card = s.in_zone(0, name, "hand")
    game.choose(option(game, "cast", card))
    paid = 0
    asked = []
    while game.pending.kind != "priority":
        d = game.pending
        if d.kind == "kick":
            asked.append(d.rule)
            if paid < kicks:
                paid += 1
                game.choose(("kick", d.options[0][1]))
            else:
                game.choose(("no_kick",))
        else:
            game.choose(0)
    return asked


def _charge(s, oid):
    return dict(s.game.objects[oid].counters).get("charge", 0)


def test_702_33c_everflowing_chalice_kicked_twice():
    s = Scenario()
    s.lands(0, *["Wastes"] * 6)
    s.hand(0, "Everflowing Chalice")
    asked = _cast_kicking(s, "Everflowing Chalice", 2)
    assert asked == ["702.33c"] * 3  # once, again, and the third time declined
    settle(s.game)
    chalice = s.in_zone(0, "Everflowing Chalice", "battlefield")
    assert _charge(s, chalice) == 2
    assert sum(s.game.objects[w].tapped for w in s.named(0, "Wastes")) == 4
    cast = next(e for e in s.game.events if e.kind == "cast")
    assert cast.data["kick_count"] == 2


def test_702_33c_multikicker_stops_when_no_more_can_be_paid():
    s = Scenario()
    s.lands(0, *["Wastes"] * 3)
    s.hand(0, "Everflowing Chalice")
    asked = _cast_kicking(s, "Everflowing Chalice", 5)
    assert len(asked) == 1  # {2} once; a second {2} can't be paid with one land left
    settle(s.game)
    assert _charge(s, s.in_zone(0, "Everflowing Chalice", "battlefield")) == 1


def test_702_33c_not_kicked_enters_without_counters():
    s = Scenario()
    s.hand(0, "Everflowing Chalice")
    s.lands(0, "Wastes", "Wastes")
    _cast_kicking(s, "Everflowing Chalice", 0)
    settle(s.game)
    assert _charge(s, s.in_zone(0, "Everflowing Chalice", "battlefield")) == 0


def test_702_33c_gnarlid_pack_gets_a_counter_for_each_kick():
    s = Scenario()
    s.lands(0, *["Forest"] * 6)
    s.hand(0, "Gnarlid Pack")
    _cast_kicking(s, "Gnarlid Pack", 2)
    settle(s.game)
    pack = s.in_zone(0, "Gnarlid Pack", "battlefield")
    assert dict(s.game.objects[pack].counters).get("+1/+1") == 2
