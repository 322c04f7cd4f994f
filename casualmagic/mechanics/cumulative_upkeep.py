"""Cumulative upkeep (CR 702.24): "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it" (702.24a); multiple instances trigger separately,
each counting all the age counters as it resolves (702.24b).  Only mana costs are read
("Cumulative upkeep {1}"; "{G} or {W}" and non-mana costs stay missing in the compiler).

It triggers for the active player's permanents as the upkeep begins (503.1a:
``rule_hooks.UPKEEP``), once a turn; a permanent with no keyword that no effect touches is
passed over at once (as echo's, ``mechanics.echo``)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import EFFECTS, effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import queue_trigger

PREFIX = "Cumulative upkeep "
_COST = re.compile(r"\{[^}]+\}")


@lru_cache(maxsize=64)
def cumulative_upkeep_ability(cost: str) -> TriggeredAbility:
    """The triggered ability "Cumulative upkeep [cost]" stands for (702.24a)."""
    return TriggeredAbility(
        "upkeep", (Effect("cumulative_upkeep", (("cost", cost),)),), (), None,
        f"Cumulative upkeep {cost} (At the beginning of your upkeep, put an age counter on "
        f"this permanent, then sacrifice it unless you pay its upkeep cost for each age "
        f"counter on it.)")


def cumulative_upkeep(game: GameState) -> None:
    """One trigger per instance on each of the active player's permanents (702.24a-b)."""
    for o in may_have(game, PREFIX.strip(), game.active):
        for k in sorted(cont.characteristics(game, o).keywords):
            if k.startswith(PREFIX):
                queue_trigger(game, o.id, o.card, cumulative_upkeep_ability(k[len(PREFIX):]),
                              o.controller)


@effect("cumulative_upkeep")
def _cumulative_upkeep(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """Put an age counter on it, then sacrifice it unless its controller pays the cost once
    for each age counter (702.24a, 118.12)."""
    o = source_permanent(game, obj)
    if o is None:
        return None  # 702.24a: "if this permanent is on the battlefield" (603.4)
    if sub is None and answer is None:
        add_counters(game, o.id, "age", 1, "702.24a")
        o = game.objects[o.id]
    cost = "".join(_COST.findall(str(eff.get("cost")))) * o.counter("age")
    return EFFECTS["sacrifice_unless_pay"](game, obj, Effect("sacrifice_unless_pay",
                                                             (("cost", cost),)), sub, answer, at)


rule_hooks.UPKEEP.append(cumulative_upkeep)
