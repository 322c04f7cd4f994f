"""Effects on the stack: countering (CR 701.5), "unless pays" (118.12), copying spells (707.10)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.primitives import (
    move_object,
)
from casualmagic.engine.effects.refs import (
    objects_of,
)
from casualmagic.engine.effects.registry import WAIT, effect
from casualmagic.engine.flow import ask
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


@effect("counter_spell")
def _counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.5a: a countered spell is put into its owner's graveyard."""
    for oid in objects_of(game, obj, eff.get("what")):
        _counter_now(game, obj, oid)
    return None


@effect("counter_unless_pays")
def _counter_unless(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Counter target spell unless its controller pays {3}" (CR 701.5a, 118.12): the
    spell's controller chooses whether to pay; ward (702.21a) is the same instruction."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan
    from casualmagic.engine.effects.primitives import lose_life

    victims = [i for i in objects_of(game, obj, eff.get("what")) if game.objects[i].zone == "stack"]
    if not victims:
        return None
    victim = game.objects[victims[0]]
    payer = victim.controller
    cost = parse_cost(eff.get("cost", ""))
    life = eff.get("life", 0)
    if answer is not None:
        if answer[0] == "pay":
            apply_plan(game, payer, sub[answer[1]], cost, 0, None)
            game.emit("pay_unless", payer, {"card": victim.card.name, "cost": str(cost)}, "118.12")
            return None
        if answer[0] == "pay_life":
            lose_life(game, payer, life, "119.4")
            game.emit("pay_unless", payer, {"card": victim.card.name, "life": life}, "118.12")
            return None
        _counter_now(game, obj, victims[0])
        return None
    options: list[tuple] = [("decline",)]
    plans: tuple = ()
    if life:
        if game.players[payer].life >= life:  # 119.4: only a life total at least that high
            options.insert(0, ("pay_life", life))
    else:
        plans = tuple(mp.payment_plans(game, payer, cost))
        options[:0] = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
    what = f"{life} life" if life else str(cost)
    ask(game, payer, "pay_unless", options, "118.12", ("resolve", obj.id, at, plans),
        f"Pay {what}, or {victim.card.name} is countered")
    return WAIT


def _counter_now(game: GameState, obj: GameObject, oid: int) -> None:
    target = game.objects[oid]
    if target.kind == "ability":
        game.cease_to_exist(oid)
        game.emit("counter", obj.controller, {"object": oid, "card": target.card.name}, "701.5a")
    else:
        move_object(game, oid, "graveyard", "counter", "701.5a")
