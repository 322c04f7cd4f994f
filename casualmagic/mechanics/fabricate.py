"""Fabricate (CR 702.123): "Fabricate N" means "When this permanent enters, you may put N +1/+1
counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens"
(702.123a); each instance triggers separately (702.123b).  The choice is the controller's
as the ability resolves; a permanent no longer on the battlefield can't get the counters, so
then the tokens are created (608.2b)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import EFFECTS, WAIT, effect
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import keyword_numbers


@lru_cache(maxsize=16)
def fabricate_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Fabricate N" stands for (702.123a)."""
    return TriggeredAbility(
        "enters", (Effect("fabricate", (("amount", n),)),), (), None,
        f"Fabricate {n} (When this permanent enters, you may put {n} +1/+1 counter"
        f"{'s' if n != 1 else ''} on it. If you don't, create {n} 1/1 colorless Servo "
        f"artifact creature token{'s' if n != 1 else ''}.)")


def servos(n: int) -> Effect:
    """"create N 1/1 colorless Servo artifact creature tokens" (111.1)."""
    return Effect("create_token", (("name", "Servo"), ("types", "Artifact Creature — Servo"),
                                   ("power", 1), ("toughness", 1), ("amount", n)))


@effect("fabricate")
def _fabricate(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """Counters on the permanent or Servo tokens, the controller's choice (702.123a)."""
    n = int(eff.get("amount", 1))
    src = source_id(obj)
    here = src is not None and src in game.objects and game.objects[src].zone == "battlefield"
    if answer is None and here:
        ask(game, obj.controller, "choose", [("counters", n), ("tokens", n)], "702.123a",
            ("resolve", obj.id, at, "chosen"),
            f"Fabricate {n}: put {n} +1/+1 counter(s) on {game.objects[src].card.name}, or "
            f"create {n} Servo token(s)?")
        return WAIT
    if here and answer is not None and answer[0] == "counters":
        add_counters(game, src, "+1/+1", n, "702.123a")
        return None
    return EFFECTS["create_token"](game, obj, servos(n), None, None, at)


def fabricate_triggers(game: GameState, oid: int) -> None:
    """A permanent with fabricate entered: one trigger per instance (702.123a-b)."""
    o = game.objects[oid]
    for n in keyword_numbers(game, o, "Fabricate"):
        queue_trigger(game, oid, o.card, fabricate_ability(n), o.controller)


rule_hooks.ENTERED.append(fabricate_triggers)
