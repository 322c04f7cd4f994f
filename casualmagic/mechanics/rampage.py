"""Rampage (CR 702.23): "Rampage N" means "Whenever this creature becomes blocked, it gets
+N/+N until end of turn for each creature blocking it beyond the first" (702.23a).  The bonus
is counted once, as the ability resolves (702.23b: blockers added or removed later change
nothing); each instance triggers separately (702.23c)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import keyword_numbers


@lru_cache(maxsize=16)
def rampage_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Rampage N" stands for (702.23a)."""
    return TriggeredAbility(
        "becomes_blocked", (Effect("rampage", (("amount", n),)),), (), None,
        f"Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n} until end of "
        "turn for each creature blocking it beyond the first.)")


@effect("rampage")
def _rampage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """+N/+N until end of turn for each creature blocking the source beyond the first,
    counted now (702.23a-b)."""
    src = source_id(obj)
    combat = game.combat
    if src is None or src not in game.objects or combat is None:
        return None
    beyond = max(0, len(combat.blockers_of(src)) - 1)
    n = int(eff.get("amount", 1)) * beyond
    if n:
        add_effect(game, ContinuousEffect("7c", "pt_add", (n, n), next_timestamp(game), obj.id,
                                          obj.controller, (src,), None, "end_of_turn",
                                          "702.23a"))  # 613.4c, 611.2c
    game.emit("pump", obj.controller, {"object": src, "power": n, "toughness": n,
                                       "keywords": []}, "702.23a")
    return None


def rampage_triggers(game: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """Each blocked creature with rampage: one trigger per instance (702.23a, c)."""
    objs = game.objects
    for oid in dict.fromkeys(a for _, a in blocks):
        o = objs.get(oid)
        if o is None:
            continue
        for n in keyword_numbers(game, o, "Rampage"):
            queue_trigger(game, oid, o.card, rampage_ability(n), o.controller)


rule_hooks.BLOCKERS_DECLARED.append(rampage_triggers)
