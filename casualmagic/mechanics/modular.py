"""Modular (CR 702.43): "Modular N" means "This permanent enters with N +1/+1 counters on it"
and "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
counter on target artifact creature for each +1/+1 counter on this permanent" (702.43a);
each instance works separately (702.43b).  The counters are a replacement effect as it enters
(614.1c: ``rule_hooks.AS_IT_ENTERS``); the trigger counts the counters the permanent had as
it last existed (603.10a: ``rule_hooks.LEFT_BATTLEFIELD``)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TargetSpec, TriggeredAbility
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.replacement import CountersEvent, happen
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import numbers

MODULAR = TriggeredAbility(
    "dies",
    (Effect("may", (("prompt", "Move its +1/+1 counters onto target artifact creature?"),)),
     Effect("modular", (("what", 0),))),
    (TargetSpec(parse_filter("artifact creature")),), None,
    "Modular (When this permanent is put into a graveyard from the battlefield, you may put a "
    "+1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.)")
"""The triggered half of modular (702.43a); its subject is the permanent as it last existed."""


def modular_counters(game: GameState, oid: int) -> None:
    """It enters with N +1/+1 counters for each instance of modular N (702.43a-b, 614.1c)."""
    o = game.objects[oid]
    if not o.card.keywords:
        return
    for n in numbers(o.card.keywords, "Modular"):
        happen(game, CountersEvent(oid, "+1/+1", n, "702.43a"), sync=True)


@effect("modular")
def _modular(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """A +1/+1 counter on the target for each +1/+1 counter the permanent had (603.10a)."""
    old = obj.get_info("subject")
    last = game.last_known_object(old) if isinstance(old, int) else None
    n = last.counter("+1/+1") if last is not None else 0
    for oid in objects_of(game, obj, eff.get("what")):
        add_counters(game, oid, "+1/+1", n, "702.43a")
    return None


def modular_triggers(game: GameState, old: GameObject, new_oid: int, to_zone: str) -> None:
    """Put into a graveyard from the battlefield with modular: one trigger per instance."""
    if to_zone != "graveyard" or not old.card.keywords:
        return
    for _n in numbers(old.card.keywords, "Modular"):
        queue_trigger(game, new_oid, old.card, MODULAR, old.controller, old.id)


rule_hooks.AS_IT_ENTERS.append(modular_counters)
rule_hooks.LEFT_BATTLEFIELD.append(modular_triggers)
