"""Ops first needed by lands: ``sacrifice_unless_pay`` — "When this land enters, sacrifice it
unless you pay {1}" (118.12: the controller chooses whether to pay the cost as the ability
resolves; if they don't, or can't, they sacrifice it, 701.17a)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import all_matching, objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import move_object, sacrifice


@effect("sacrifice_unless_pay")
def _sacrifice_unless_pay(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan

    cost = parse_cost(eff.get("cost", ""))
    me = obj.controller
    if answer is not None and answer[0] == "pay":
        apply_plan(game, me, sub[answer[1]], cost, 0, None)
        game.emit("pay_optional", me, {"card": obj.card.name, "cost": str(cost)}, "118.12")
        return None
    plans = tuple(mp.payment_plans(game, me, cost)) if answer is None else ()
    if plans:
        options: list[tuple] = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
        ask(game, me, "pay_optional", [*options, ("decline",)], "118.12",
            ("resolve", obj.id, at, plans), f"Pay {cost}, or sacrifice {obj.card.name}?")
        return WAIT
    for oid in objects_of(game, obj, "self"):  # declined, or the cost can't be paid (118.3)
        if game.objects[oid].zone == "battlefield":
            sacrifice(game, oid, "701.17a")
    return None


@effect("sacrifice_unless_return")
def _sacrifice_unless_return(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Sacrifice it unless you return an untapped Mountain you control to its owner's hand"
    (Dormant Volcano; 118.12: an unless cost, paid or not as the ability resolves): the
    controller chooses one untapped permanent of ``filter`` to return (400.3), or declines
    and the source is sacrificed (701.17a); with none to return, it is sacrificed."""
    me = obj.controller
    if answer is not None and answer[0] == "return" and answer[1] in game.battlefield:
        move_object(game, answer[1], "hand", "bounce", "118.12")
        return None
    if answer is None:
        options = [i for i in all_matching(game, obj, eff.get("filter"))
                   if not game.objects[i].tapped]
        if options:
            ask(game, me, "pay_optional", [*(("return", i) for i in options), ("decline",)],
                "118.12", ("resolve", obj.id, at, None),
                f"Return an untapped {eff.get('filter')} to its owner's hand, or sacrifice "
                f"{obj.card.name}?")
            return WAIT
    for oid in objects_of(game, obj, "self"):  # declined, or nothing to return (118.3)
        if game.objects[oid].zone == "battlefield":
            sacrifice(game, oid, "701.17a")
    return None
