"""The registry through which the rules plug into the core (core/dispatch.py): happenings
published to their subscribers in a fixed order (603.2: triggered abilities react to events),
and the rules' answers to the core."""

from __future__ import annotations

import pytest

from casualmagic.core.dispatch import (
    ENTERED,
    RULES,
    SPELL_CAST,
    SUBSCRIBERS,
    provide,
    publish,
    subscribe,
    unsubscribe,
)


def test_603_2_subscribers_run_by_order_then_as_subscribed_once_each():
    seen: list[str] = []
    what = "test_happening"

    def late(game, x):
        seen.append(f"late {x}")

    def first(game, x):
        seen.append(f"first {x}")

    def second(game, x):
        seen.append(f"second {x}")

    try:
        subscribe(what, late, order=1)
        subscribe(what, first)
        subscribe(what, second)
        subscribe(what, first)  # twice changes nothing
        publish(None, what, 7)  # type: ignore[arg-type]
    finally:
        for fn in (late, first, second):
            unsubscribe(what, fn)
    assert seen == ["first 7", "second 7", "late 7"]


def test_603_6a_the_trigger_machinery_subscribes_to_what_happens():
    from casualmagic.engine import casting_rules, triggers

    assert triggers.object_entered in SUBSCRIBERS[ENTERED]
    cast = SUBSCRIBERS[SPELL_CAST]  # the permanents' cast triggers before the casting rules'
    assert cast.index(triggers.spell_cast) < cast.index(casting_rules.spell_cast)


def test_the_rules_provide_the_core_its_turn_structure_and_reject_unknown_points():
    from casualmagic.engine import turn

    assert RULES.advance is turn.advance
    with pytest.raises(AttributeError, match="no rule point"):
        provide("no_such_point", lambda game: None)
