"""Adapt (CR 701.43, a keyword action): "Adapt N" means "If this permanent has no +1/+1
counters on it, put N +1/+1 counters on it" (701.43a).  Written as an activated ability's
effect ("{2}{G}{G}: Adapt 2."), whose source is "this permanent"; the check is made as the
ability resolves (608.2)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters


@effect("adapt")
def _adapt(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """Put ``amount`` +1/+1 counters on the source if it has none (701.43a)."""
    o = source_permanent(game, obj)
    if o is None:
        return None
    src = o.id
    if o.counter("+1/+1") > 0:
        game.emit("adapt", obj.controller, {"object": src, "card": o.card.name,
                                            "counters": 0}, "701.43a")
        return None
    n = int(eff.get("amount", 1))
    add_counters(game, src, "+1/+1", n, "701.43a")
    return None
