"""Effects that add mana outside mana abilities (CR 106.3)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import amount_of
from casualmagic.engine.effect_registry import effect


@effect("add_mana")
def _add_mana(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.mana_payment import add_mana

    n = amount_of(game, obj, eff.get("amount", 1))
    for _ in range(n):
        for c in eff.get("mana"):
            add_mana(game, obj.controller, c)
    game.emit("add_mana", obj.controller, {"mana": eff.get("mana") * n}, "106.3")
    return None


