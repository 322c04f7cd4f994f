"""Echo (CR 702.30a): the upkeep trigger after the permanent came under its controller's
control, paid or not, with a real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import DRAW, UPKEEP
from tests.scenario import Scenario, pass_until, settle


def test_702_30a_echo_cards_compile_with_their_cost():
    card = compiled("Goblin Patrol")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Echo {R}"]


def _cast_patrol(s):
    s.lands(0, "Mountain")
    s.hand(0, "Goblin Patrol")
    s.cast(0, "Goblin Patrol")
    s.resolve()
    return s.in_zone(0, "Goblin Patrol", "battlefield")


def _to_next_upkeep(s):
    pass_until(s.game, DRAW, 1)
    pass_until(s.game, UPKEEP, 0)


def test_702_30a_echo_declined_sacrifices_it():
    s = Scenario()
    _cast_patrol(s)
    _to_next_upkeep(s)
    settle(s.game, ("decline",))
    s.assert_count(0, "Goblin Patrol", 0)
    assert s.named(0, "Goblin Patrol", "graveyard")


def test_702_30a_echo_paid_keeps_it_and_triggers_only_once():
    s = Scenario()
    game = s.game
    patrol = _cast_patrol(s)
    _to_next_upkeep(s)
    assert game.waiting_triggers or game.stack
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "pay"), None))
    assert game.objects[patrol].zone == "battlefield"
    assert any(e.kind == "pay_optional" for e in game.events)
    _to_next_upkeep(s)  # it did not come under control since the last upkeep: no trigger
    assert not game.stack and not game.waiting_triggers
    s.assert_count(0, "Goblin Patrol", 1)


def test_702_30a_echo_does_not_trigger_for_a_permanent_controlled_since_before():
    s = Scenario()
    s.add(0, "Goblin Patrol")  # under seat 0's control since before their last upkeep
    _to_next_upkeep(s)
    assert not s.game.stack and not s.game.waiting_triggers
