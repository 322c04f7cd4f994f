"""Counters removed from all permanents as a permanent enters (Thief of Blood): "As this
creature enters, remove all counters from all permanents. This creature enters with a +1/+1
counter on it for each counter removed this way." — a replacement effect of the entering
creature (614.1c, 614.12): every counter of every other permanent is removed (122.1; the
creature isn't a permanent yet as it enters), then the creature enters with that many +1/+1
counters."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import remove_counters
from casualmagic.engine.replacement import CountersEvent, happen


def remove_all_counters_as_enters(game: GameState, oid: int) -> None:
    """The replacement above, applied as the permanent ``oid`` enters (614.1c)."""
    me = game.objects[oid].controller
    removed = 0
    for i in list(game.battlefield):
        if i == oid:
            continue
        for kind, n in game.objects[i].counters:
            if n > 0:
                remove_counters(game, i, kind, n, me, "122.1")
                removed += n
    if removed:
        happen(game, CountersEvent(oid, "+1/+1", removed, "614.1c"), sync=True)


rule_hooks.ENTERS_REPLACEMENT["remove_all_counters_as_enters"] = remove_all_counters_as_enters
