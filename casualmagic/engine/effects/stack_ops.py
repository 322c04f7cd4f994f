"""Effects on the stack: countering (CR 701.5)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.primitives import (
    move_object,
)
from casualmagic.engine.effects.refs import (
    objects_of,
)
from casualmagic.engine.effects.registry import effect
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


@effect("counter_spell")
def _counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.5a: a countered spell is put into its owner's graveyard."""
    for oid in objects_of(game, obj, eff.get("what")):
        target = game.objects[oid]
        if target.kind == "ability":
            game.cease_to_exist(oid)
            game.emit("counter", obj.controller, {"object": oid, "card": target.card.name}, "701.5a")
        else:
            move_object(game, oid, "graveyard", "counter", "701.5a")
    return None


