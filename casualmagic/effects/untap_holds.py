"""Permanents kept tapped through an untap step: "Tap target creature. It doesn't untap
during its controller's next untap step" (CR 502.3: "effects can keep one or more of a
player's permanents from untapping").

The op marks the objects; :func:`casualmagic.engine.turn.untap_step` reads the marks
(:data:`UNTAP_HOLDS`) at the next untap step of whoever controls each object then, keeps
it tapped and drops the mark. A permanent that leaves the battlefield is a new object
(400.7), so the mark is gone with it.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.turn import UNTAP_HOLDS


@effect("doesnt_untap_next")
def _doesnt_untap_next(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """""[It] doesn't untap during its controller's next untap step" (502.3): each object
    ``what`` names stays tapped through the next untap step of its controller."""
    held = tuple(game.vget(UNTAP_HOLDS, ()))
    for oid in objects_of(game, obj, eff.get("what")):
        if game.objects[oid].zone == "battlefield" and oid not in held:
            held = (*held, oid)
            game.emit("untap_hold", obj.controller, {"object": oid}, "502.3")
    game.vset(UNTAP_HOLDS, held)
    return None
