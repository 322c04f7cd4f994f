"""Emblems (CR 114): "You get an emblem with "…"" and "Target opponent gets an emblem with
"…"" — the emblem is made by :func:`casualmagic.engine.emblems.create_emblem`."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import players_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.emblems import create_emblem


@effect("get_emblem")
def _get_emblem(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """114.1, 114.2: each player the instruction names gets an emblem of their own, in the
    command zone, with the quoted abilities."""
    for p in players_of(game, obj, eff.get("who")):
        create_emblem(game, p, eff.get("emblem"), obj.card.name)
    return None
