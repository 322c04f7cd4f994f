"""Join forces (207.2c): "Starting with you, each player may pay any amount of mana. [Effect
with X], where X is the total amount of mana paid this way." (Alliance of Arms).

As the spell resolves, each player in turn order starting with its controller (101.4) chooses
an amount — from the most they could pay down to 1, or none (608.2d) — and pays it (a
payment plan, 601.2h as for {X}); the total is kept as the spell's X (107.3), which the later
instructions read."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.mana import parse_cost
from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.casting import apply_plan
from casualmagic.engine.effect_registry import WAIT, effect

_ANY = parse_cost("{X}")


@effect("join_forces")
def _join_forces(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """``sub``: ``(players still to choose, total so far)`` or, while a player pays, ``(…,
    "plans", amount, plans)``."""
    if sub is None:
        order = game.in_turn_order(obj.controller)
        sub = (tuple(p for p in order if not game.players[p].left), 0)
    players, total = sub[0], sub[1]
    if answer is not None and len(sub) > 2:  # the payment plan chosen
        amount, plans = sub[3], sub[4]
        apply_plan(game, players[0], plans[answer[1]], _ANY, amount, None)
        game.emit("pay_x", players[0], {"card": obj.card.name, "x": amount}, "608.2d")
        players, total = players[1:], total + amount
    elif answer is not None:  # the amount chosen
        amount = answer[1] if answer[0] == "x" else 0
        plans = tuple(mp.payment_plans(game, players[0], _ANY, amount)) if amount else ()
        if plans:
            ask(game, players[0], "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
                "601.2h", ("resolve", obj.id, at, (players, total, "plans", amount, plans)),
                f"Pay {{{amount}}}")
            return WAIT
        game.emit("pay_x", players[0], {"card": obj.card.name, "x": 0, "declined": True},
                  "608.2d")
        players = players[1:]
    if players:
        top = mp.max_x(game, players[0], _ANY)
        options = [("x", v) for v in range(max(top, 0), 0, -1)] + [("decline",)]
        ask(game, players[0], "x", options, "608.2d", ("resolve", obj.id, at, (players, total)),
            f"Join forces: pay any amount of mana for {obj.card.name}?")
        return WAIT
    game.obj_w(obj.id).x = total  # 107.3: "X is the total amount of mana paid this way"
    return None
