"""Fading (CR 702.32): "Fading N" means "This permanent enters with N fade counters on it" and
"At the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent" (702.32a).  The counters are a replacement effect applied as it
enters (614.1c: ``rule_hooks.AS_IT_ENTERS``); the upkeep ability triggers for the active
player's permanents (503.1a: ``rule_hooks.UPKEEP``), once per instance."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import remove_counters
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.primitives import sacrifice
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import enter_with_counters, keyword_numbers

FADING = TriggeredAbility(
    "upkeep", (Effect("fading"),), (), None,
    "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, "
    "sacrifice the permanent.")
"""Fading's triggered ability (702.32a)."""


def fading_upkeep(game: GameState) -> None:
    """Each permanent the active player controls with fading triggers, once per instance
    (702.32a, 503.1a)."""
    for o in may_have(game, "Fading", game.active):
        for _ in keyword_numbers(game, o, "Fading"):
            queue_trigger(game, o.id, o.card, FADING, o.controller)


@effect("fading")
def _fading(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """Remove a fade counter from the source; if you can't, sacrifice it (702.32a, 701.17a)."""
    o = source_permanent(game, obj)
    if o is None:
        return None
    if o.counter("fade") > 0:
        remove_counters(game, o.id, "fade", 1, obj.controller, "702.32a")
    elif o.controller == obj.controller:  # 701.17a: only its controller sacrifices it
        sacrifice(game, o.id, "702.32a")
    return None


rule_hooks.AS_IT_ENTERS.append(enter_with_counters("fade", "Fading", "702.32a"))
rule_hooks.UPKEEP.append(fading_upkeep)
