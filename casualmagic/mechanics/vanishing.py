"""Vanishing (CR 702.63): "Vanishing N" means "This permanent enters with N time counters on
it", "At the beginning of your upkeep, if this permanent has a time counter on it, remove a
time counter from it" and "When the last time counter is removed from this permanent,
sacrifice it" (702.63a); "Vanishing" without a number is the last two (702.63b); each
instance works separately (702.63c).  The last ability triggers whenever the last time
counter is removed, whatever removed it (``rule_hooks.COUNTERS_REMOVED``)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import remove_counters
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import enter_with_counters, keyword_numbers

UPKEEP = TriggeredAbility(
    "upkeep", (Effect("vanishing"),), (), None,
    "At the beginning of your upkeep, if this permanent has a time counter on it, remove a "
    "time counter from it.")
"""Vanishing's upkeep ability; its intervening "if" (603.4) is checked as it would trigger
(:func:`vanishing_upkeep`) and again as it resolves (the op)."""

LAST = TriggeredAbility(
    "last_time_counter_removed", (Effect("sacrifice", (("what", "self"),)),), (), None,
    "When the last time counter is removed from this permanent, sacrifice it.")
"""Vanishing's sacrifice ability (702.63a)."""


def instances(game: GameState, o: GameObject) -> int:
    """How many vanishing abilities ``o`` has: "Vanishing N" and "Vanishing" (702.63c)."""
    if not o.card.keywords and cont.is_plain(game, o):
        return 0
    return len(keyword_numbers(game, o, "Vanishing")) + int(cont.has_keyword(game, o,
                                                                             "Vanishing"))


def vanishing_upkeep(game: GameState) -> None:
    """The active player's permanents with vanishing and a time counter trigger, once per
    instance (702.63a, 503.1a)."""
    for o in may_have(game, "Vanishing", game.active):
        if o.counter("time") > 0:
            for _ in range(instances(game, o)):
                queue_trigger(game, o.id, o.card, UPKEEP, o.controller)


@effect("vanishing")
def _vanishing(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"If this permanent has a time counter on it" again (603.4), then remove one
    (702.63a)."""
    o = source_permanent(game, obj)
    if o is None or o.counter("time") <= 0:
        return None
    remove_counters(game, o.id, "time", 1, obj.controller, "702.63a")
    return None


def last_counter_removed(game: GameState, oid: int, kind: str) -> None:
    """Time counters were removed from a permanent: if none is left, each vanishing
    instance triggers (702.63a, 702.63c)."""
    o = game.objects.get(oid)
    if kind != "time" or o is None or o.zone != "battlefield" or o.counter("time") > 0:
        return
    for _ in range(instances(game, o)):
        queue_trigger(game, oid, o.card, LAST, o.controller)


rule_hooks.AS_IT_ENTERS.append(enter_with_counters("time", "Vanishing", "702.63a"))
rule_hooks.UPKEEP.append(vanishing_upkeep)
rule_hooks.COUNTERS_REMOVED.append(last_counter_removed)
