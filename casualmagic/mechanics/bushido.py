"""Bushido (CR 702.45): "Bushido N" means "Whenever this creature blocks or becomes blocked,
it gets +N/+N until end of turn" (702.45a); each instance triggers separately (702.45b).
The abilities trigger as blockers are declared (509.1i, 509.3a, 509.3c:
``rule_hooks.BLOCKERS_DECLARED``), once per creature however many it blocks or is blocked
by."""

from __future__ import annotations

from functools import lru_cache

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import keyword_numbers


@lru_cache(maxsize=16)
def bushido_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Bushido N" stands for (702.45a)."""
    return TriggeredAbility(
        "blocks_or_becomes_blocked",
        (Effect("pump", (("power", n), ("toughness", n), ("what", "self"))),), (), None,
        f"Bushido {n} (Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} "
        "until end of turn.)")


def bushido_triggers(game: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """Each blocking creature and each blocked creature with bushido: one trigger per
    instance (702.45a-b)."""
    objs = game.objects
    involved = dict.fromkeys([*(b for b, _ in blocks), *(a for _, a in blocks)])
    for oid in involved:
        o = objs.get(oid)
        if o is None:
            continue
        for n in keyword_numbers(game, o, "Bushido"):
            queue_trigger(game, oid, o.card, bushido_ability(n), o.controller)


rule_hooks.BLOCKERS_DECLARED.append(bushido_triggers)
