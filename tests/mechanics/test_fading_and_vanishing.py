"""Fading (CR 702.32) and vanishing (702.63): counters as the permanent enters (614.1c), the
upkeep triggers (503.1a) and the sacrifice, with real cards compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import DRAW, UPKEEP
from tests.scenario import Scenario, pass_until, settle


@pytest.mark.parametrize("name,keywords", [
    ("Blastoderm", ["Shroud", "Fading 3"]), ("Calciderm", ["Shroud", "Vanishing 4"]),
    ("Keldon Marauders", ["Vanishing 2"]),
])
def test_702_fading_and_vanishing_cards_are_implemented(name, keywords):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == keywords


def _next_upkeep(s):
    """To seat 0's next upkeep, with its triggers resolved."""
    game = s.game
    pass_until(game, DRAW, 1)
    pass_until(game, UPKEEP, 0)
    settle(game)


def test_702_32a_fading_enters_with_fade_counters_and_removes_one_each_upkeep():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 4)
    s.hand(0, "Blastoderm")
    s.cast(0, "Blastoderm")
    s.resolve()
    beast = s.in_zone(0, "Blastoderm", "battlefield")
    assert game.objects[beast].counter("fade") == 3
    _next_upkeep(s)
    assert game.objects[beast].counter("fade") == 2
    assert any(e.rule == "702.32a" and e.kind == "remove_counters" for e in game.events)


def test_702_32a_fading_sacrifices_when_no_fade_counter_can_be_removed():
    s = Scenario()
    beast = s.add(0, "Blastoderm")  # no fade counters (put there by a test fixture)
    _next_upkeep(s)
    s.assert_count(0, "Blastoderm", 0)
    assert s.named(0, "Blastoderm", "graveyard")
    assert beast not in s.game.objects or s.game.objects[beast].zone != "battlefield"


def test_702_63a_vanishing_enters_with_time_counters():
    s = Scenario()
    s.lands(0, *["Plains"] * 4)
    s.hand(0, "Calciderm")
    s.cast(0, "Calciderm")
    s.resolve()
    assert s.game.objects[s.in_zone(0, "Calciderm", "battlefield")].counter("time") == 4


def test_702_63a_vanishing_sacrifices_when_the_last_time_counter_is_removed():
    s = Scenario()
    game = s.game
    calciderm = s.add(0, "Calciderm", counters=(("time", 2),))
    _next_upkeep(s)
    assert game.objects[calciderm].counter("time") == 1
    _next_upkeep(s)
    s.assert_count(0, "Calciderm", 0)
    assert s.named(0, "Calciderm", "graveyard")


def test_702_63a_vanishing_without_time_counters_does_not_trigger():
    s = Scenario()
    s.add(0, "Calciderm")  # no time counters: the "if" is false, nothing triggers (603.4)
    _next_upkeep(s)
    s.assert_count(0, "Calciderm", 1)
