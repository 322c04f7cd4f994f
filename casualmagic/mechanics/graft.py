"""Graft (CR 702.58): "Graft N" means "This permanent enters with N +1/+1 counters on it" and
"Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a
+1/+1 counter from this permanent onto that creature" (702.58a); each instance works
separately (702.58b).  The counters are a replacement effect as it enters (614.1c:
``rule_hooks.AS_IT_ENTERS``); the trigger watches every creature entering, whoever controls
it (603.6a: ``rule_hooks.ENTERED``), its "if" checked as it triggers and resolves (603.4).
Moving a counter removes it from one object and puts it on the other (122.5)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import remove_counters
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import enter_with_counters, keyword_numbers

GRAFT = TriggeredAbility(
    "another_creature_enters", (Effect("graft"),), (), None,
    "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may "
    "move a +1/+1 counter from this permanent onto that creature.")
"""Graft's triggered ability (702.58a); the entering creature is its subject."""


def graft_triggers(game: GameState, oid: int) -> None:
    """A creature entered: each other permanent with graft and a +1/+1 counter triggers,
    once per instance (702.58a-b)."""
    new = game.objects[oid]
    others = [p for p in may_have(game, "Graft") if p.id != oid]
    if not others or not cont.is_type(game, new, "Creature"):
        return  # (the permanents that may have graft asked first: fewer queries)
    for p in others:
        pid = p.id
        if pid == oid or not p.counters or p.counter("+1/+1") <= 0:
            continue
        for _ in keyword_numbers(game, p, "Graft"):
            queue_trigger(game, pid, p.card, GRAFT, p.controller, oid)


@effect("graft")
def _graft(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """Its controller may move a +1/+1 counter from the source onto the creature that
    entered, if the source still has one and both are on the battlefield (603.4, 122.5)."""
    src = source_id(obj)
    target = obj.get_info("subject")
    o = game.objects.get(src) if src is not None else None
    t = game.objects.get(target) if isinstance(target, int) else None
    if o is None or t is None or o.zone != "battlefield" or t.zone != "battlefield" \
            or o.counter("+1/+1") <= 0:
        return None
    if answer is None:
        ask(game, obj.controller, "may", [("yes",), ("no",)], "702.58a",
            ("resolve", obj.id, at, target),
            f"Move a +1/+1 counter from {o.card.name} onto {t.card.name}?")
        return WAIT
    if answer == ("yes",):
        remove_counters(game, o.id, "+1/+1", 1, obj.controller, "702.58a")
        add_counters(game, t.id, "+1/+1", 1, "702.58a")
    return None


rule_hooks.AS_IT_ENTERS.append(enter_with_counters("+1/+1", "Graft", "702.58a"))
rule_hooks.ENTERED.append(graft_triggers)
