"""Renown (CR 702.112): "Renown N" means "Whenever this creature deals combat damage to a
player, if it isn't renowned, put N +1/+1 counters on it and it becomes renowned" (702.112a).
Renowned is a designation that stays until the permanent leaves the battlefield (702.112b,
400.7: the new object is not renowned), kept in the permanent's ``info``; the "if" is an
intervening one (603.4), checked as it triggers and again as it resolves."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import keyword_numbers


@lru_cache(maxsize=16)
def renown_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Renown N" stands for (702.112a)."""
    return TriggeredAbility(
        "deals_combat_damage_to_player", (Effect("renown", (("amount", n),)),), (), None,
        f"Renown {n} (When this creature deals combat damage to a player, if it isn't renowned, "
        f"put {n} +1/+1 counter{'s' if n != 1 else ''} on it and it becomes renowned.)")


def is_renowned(o: GameObject) -> bool:
    """Has the permanent become renowned (702.112b)?"""
    return bool(o.info) and bool(o.get_info("renowned"))


@effect("renown")
def _renown(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """If the source is still on the battlefield and not renowned (603.4), N +1/+1 counters
    and it becomes renowned (702.112a)."""
    src = source_id(obj)
    if src is None or src not in game.objects or game.objects[src].zone != "battlefield" \
            or is_renowned(game.objects[src]):
        return None
    add_counters(game, src, "+1/+1", int(eff.get("amount", 1)), "702.112a")
    o = game.obj_w(src)
    o.info = (*o.info, ("renowned", True))
    game.emit("renowned", obj.controller, {"object": src, "card": o.card.name}, "702.112b")
    return None


def renown_triggers(game: GameState, source: GameObject, player: int) -> None:
    """A creature with renown dealt combat damage to a player, and isn't renowned."""
    o = game.objects.get(source.id)
    if o is None or o.zone != "battlefield" or is_renowned(o):
        return
    for n in keyword_numbers(game, o, "Renown"):
        queue_trigger(game, o.id, o.card, renown_ability(n), o.controller)


rule_hooks.COMBAT_DAMAGE_TO_PLAYER.append(renown_triggers)
