"""Evolve (CR 702.100): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature" (702.100a).  The comparison is an
intervening "if" (603.4), made as it triggers and again as it resolves, with the entering
creature as it last existed if it has left (702.100c); a noncreature permanent entering
triggers nothing (702.100b).  Each instance triggers separately (702.100d)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger

EVOLVE = TriggeredAbility(
    "another_creature_enters", (Effect("evolve"),), (), None,
    "Evolve (Whenever a creature you control enters, if that creature has greater power or "
    "toughness than this creature, put a +1/+1 counter on this creature.)")
"""The triggered ability the keyword stands for (702.100a); the entering creature is its
subject."""


def _bigger(game: GameState, new: GameObject, me: GameObject) -> bool:
    a = cont.characteristics(game, new)
    b = cont.characteristics(game, me)
    return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)


@effect("evolve")
def _evolve(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """The intervening "if" again (603.4, 702.100c), then a +1/+1 counter on the source."""
    src = source_id(obj)
    entered = obj.get_info("subject")
    if src is None or src not in game.objects or game.objects[src].zone != "battlefield":
        return None
    new = game.objects.get(entered) if isinstance(entered, int) else None
    if new is None or new.zone != "battlefield":
        new = game.last_known_object(entered) if isinstance(entered, int) else None
    if new is None or not _bigger(game, new, game.objects[src]):
        return None
    add_counters(game, src, "+1/+1", 1, "702.100a")
    return None


def evolve_triggers(game: GameState, oid: int) -> None:
    """A creature entered: each other creature its controller controls with evolve whose
    power or toughness is lower triggers, once per instance (702.100a-d)."""
    new = game.objects[oid]
    others = [p for p in may_have(game, "Evolve", new.controller) if p.id != oid]
    if not others or not cont.is_type(game, new, "Creature"):
        return  # 702.100b (the permanents that may have evolve asked first: fewer queries)
    for p in others:
        pid = p.id
        if pid == oid or not p.card.keywords and cont.is_plain(game, p):
            continue
        if cont.has_keyword(game, p, "Evolve") and cont.is_type(game, p, "Creature") \
                and _bigger(game, new, p):
            queue_trigger(game, pid, p.card, EVOLVE, p.controller, oid)


rule_hooks.ENTERED.append(evolve_triggers)
