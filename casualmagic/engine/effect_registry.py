"""The effect registry: each vocabulary op maps to one function (docs/architecture.md "Cards are data").

An effect function is ``(game, obj, effect, sub, answer, at)`` where ``obj``
is the resolving spell or ability on the stack.  A function that needs a
player's choice calls :func:`~casualmagic.core.flow.ask` with resume
``("resolve", obj.id, at, sub)`` and returns :data:`WAIT`; it is called again
with the answer.  Everything else returns ``None`` when done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

WAIT = object()
EffectFn = Callable[[GameState, GameObject, Effect, Any, Any, int], Any]
EFFECTS: dict[str, EffectFn] = {}


def effect(name: str) -> Callable[[EffectFn], EffectFn]:
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[name] = fn
        return fn

    return deco

