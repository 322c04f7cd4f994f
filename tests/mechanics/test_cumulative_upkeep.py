"""Cumulative upkeep (CR 702.24a): at its controller's upkeep an age counter, then its cost
once for each age counter or it is sacrificed — with a real card compiled from its oracle
text (Arctic Wolves)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import DRAW, UPKEEP
from tests.scenario import Scenario, pass_until, settle


def test_702_24a_cumulative_upkeep_compiles():
    card = compiled("Arctic Wolves")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Cumulative upkeep {2}"]


def _next_upkeep(s):
    pass_until(s.game, DRAW, 1)
    pass_until(s.game, UPKEEP, 0)


def test_702_24a_pay_for_each_age_counter_then_decline():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 4)
    wolves = s.add(0, "Arctic Wolves")
    _next_upkeep(s)
    asked = []

    def pay(d):
        if d.kind == "pay_optional":
            asked.append(d.prompt)
            return d.options[0]
        return None

    settle(game, pick=pay)
    assert game.objects[wolves].counter("age") == 1
    assert asked and "{2}" in asked[0]
    s.assert_count(0, "Arctic Wolves", 1)
    _next_upkeep(s)
    asked.clear()

    def decline(d):
        if d.kind == "pay_optional":
            asked.append(d.prompt)
            return ("decline",)
        return None

    settle(game, pick=decline)
    assert asked and "{2}{2}" in asked[0]  # two age counters: {2} twice
    s.assert_count(0, "Arctic Wolves", 0)
    assert s.named(0, "Arctic Wolves", "graveyard")
