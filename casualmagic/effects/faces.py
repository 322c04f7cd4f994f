"""Ops of cards with more than one face: "Transform [this permanent]" (CR 701.28a); "flip
[this permanent]" (710.2); a Class's "This Class's level becomes N" (716.2a); a Case's "this
Case becomes solved" (719.3a). The rules themselves are in :mod:`casualmagic.engine.faces`,
:mod:`casualmagic.engine.class_levels` and :mod:`casualmagic.engine.cases`."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.cases import solve
from casualmagic.engine.class_levels import become_level
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.faces import flip, transform


@effect("transform")
def _transform(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """701.28a; 701.28f: an ability of the permanent that transforms it does nothing if the
    permanent transformed since the ability was put on the stack."""
    for oid in objects_of(game, obj, eff.get("what", "self")):
        since = obj.id if obj.kind == "ability" and oid == obj.source else None
        transform(game, oid, since)
    return None


@effect("become_class_level")
def _become_class_level(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """716.2a: "This Class's level becomes N" (the ability's source)."""
    become_level(game, obj.source if obj.kind == "ability" else obj.id, int(eff.get("level")))
    return None


@effect("solve_case")
def _solve_case(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """719.3a: "this Case becomes solved" (the ability's source)."""
    solve(game, obj.source if obj.kind == "ability" else obj.id)
    return None


@effect("flip")
def _flip(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """710.2: "flip [this permanent]"."""
    for oid in objects_of(game, obj, eff.get("what", "self")):
        flip(game, oid)
    return None
