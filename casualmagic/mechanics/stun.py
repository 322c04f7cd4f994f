"""Stun counters (CR 122.1d): "If a permanent with a stun counter would become untapped,
instead remove a stun counter from it."  Every untap the engine makes (the untap step,
502.3, and untap effects, 701.21b) goes through :func:`casualmagic.engine.primitives.untap`,
which asks :func:`stunned` first (the ``WOULD_UNTAP`` point of engine/rule_hooks.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.engine import rule_hooks

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

STUN = "stun"


def stunned(game: GameState, oid: int) -> bool:
    """``oid`` would become untapped: if it has a stun counter, remove one instead and say
    so (True: it stays tapped); otherwise False (untap it as usual)."""
    o = game.objects.get(oid)
    if o is None or not o.counters or o.counter(STUN) <= 0:
        return False
    w = game.obj_w(oid)
    w.counters = w.with_counter(STUN, -1)
    game.emit("remove_counter", w.controller, {"object": oid, "kind": STUN, "amount": 1,
                                               "instead_of": "untap"}, "122.1d")
    return True


rule_hooks.WOULD_UNTAP.append(stunned)
