"""Backup (CR 702.165): "Backup N" means "When this creature enters, put N +1/+1 counters on
target creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn" (702.165a).  Only abilities printed on the
card are granted (702.165c), fixed as the ability is put on the stack (702.165d): they are
read from the card the trigger was put on the stack with — its keywords, activated and
triggered abilities whose paragraphs follow the backup paragraph — and granted in layer 6
(613.1f).  The compiler leaves a card missing when a paragraph below is a static ability
(``compiler.keyword_abilities.backup_unsupported``)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from casualmagic.cards.model import CardDef, Effect, TargetSpec, TriggeredAbility
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import objects_of, source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import numbers

_REMINDER = re.compile(r"\s*\([^()]*\)")


@lru_cache(maxsize=8)
def backup_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Backup N" stands for (702.165a)."""
    return TriggeredAbility(
        "enters", (Effect("backup", (("amount", n), ("what", 0))),),
        (TargetSpec(parse_filter("creature")),), None,
        f"Backup {n} (When this creature enters, put {n} +1/+1 counter{'s' if n != 1 else ''} "
        "on target creature. If that's another creature, it gains the following abilities "
        "until end of turn.)")


@lru_cache(maxsize=256)
def printed_below(card: CardDef, n: int) -> tuple[frozenset[str], tuple[Any, ...], tuple[Any, ...]]:
    """``(keywords, activated, triggered)``: the abilities printed below "Backup N" on
    ``card`` (702.165a, 702.165c)."""
    lines = [_REMINDER.sub("", line).strip().replace(card.name, "~")
             for line in card.text.split("\n")]
    lines = [line for line in lines if line]
    head = f"Backup {n}"
    at = next((i for i, line in enumerate(lines) if line.lower() == head.lower()), None)
    if at is None:
        return frozenset(), (), ()
    below = lines[at + 1:]
    by_lower = {k.lower(): k for k in card.keywords}
    kws = frozenset(by_lower[p.strip().lower()] for line in below
                    for p in re.split(r"[,;]\s*", line) if p.strip().lower() in by_lower)
    acts = tuple(a for a in card.activated if a.text and any(a.text in line for line in below))
    trigs = tuple(t for t in card.triggered if t.text and any(t.text in line for line in below))
    return kws, acts, trigs


def backup_triggers(game: GameState, oid: int) -> None:
    """A creature with backup entered: one trigger per instance (702.165a)."""
    o = game.objects[oid]
    if not o.card.keywords:
        return
    for n in numbers(o.card.keywords, "Backup"):
        queue_trigger(game, oid, o.card, backup_ability(n), o.controller)


@effect("backup")
def _backup(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """N +1/+1 counters on the target; another creature gains the abilities printed below
    until end of turn (702.165a)."""
    n = int(eff.get("amount", 1))
    src = source_id(obj)
    for target in objects_of(game, obj, eff.get("what")):
        add_counters(game, target, "+1/+1", n, "702.165a")
        if target == src or target not in game.objects:
            continue
        kws, acts, trigs = printed_below(obj.card, n)
        stamp = next_timestamp(game)
        for op, what in (("add_keywords", tuple(sorted(kws))), ("add_abilities", acts),
                         ("add_triggers", trigs)):
            if what:
                add_effect(game, ContinuousEffect("6", op, (what,), stamp, src, obj.controller,
                                                  (target,), None, "end_of_turn", "702.165a"))
        if kws or acts or trigs:
            game.emit("backup", obj.controller, {"object": target,
                                                 "card": game.objects[target].card.name,
                                                 "keywords": sorted(kws)}, "702.165a")
    return None


rule_hooks.ENTERED.append(backup_triggers)
