"""Monstrosity (CR 701.31): "'Monstrosity N' means 'If this permanent isn't monstrous, put N
+1/+1 counters on it and it becomes monstrous'" (701.31a).  The ``monstrosity`` op of an
activated ability ("{3}{G}{G}: Monstrosity 3."); monstrous is a designation kept on the
permanent (info ``monstrous``) until it leaves the battlefield (701.31b: a new object is not
monstrous, 400.7), not a copiable value.  "Monstrosity X" reads the X paid for the ability
(107.3)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import amount_of, source_permanent
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters

MONSTROUS = "monstrous"


def is_monstrous(o: GameObject) -> bool:
    """701.31b: has the permanent become monstrous?"""
    return bool(o.info) and bool(o.get_info(MONSTROUS))


@effect("monstrosity")
def _monstrosity(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """If the source isn't monstrous, N +1/+1 counters and it becomes monstrous (701.31a)."""
    o = source_permanent(game, obj)
    if o is None or is_monstrous(o):
        return None
    n = amount_of(game, obj, eff.get("amount", 1))
    add_counters(game, o.id, "+1/+1", n, "701.31a", sync=True)
    w = game.obj_w(o.id)
    w.info = (*w.info, (MONSTROUS, True))
    game.emit("monstrous", obj.controller, {"object": o.id, "card": o.card.name, "amount": n},
              "701.31a")
    return None
