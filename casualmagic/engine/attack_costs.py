"""Costs to attack (508.1d, 508.1h-j): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you" (Ghostly Prison, Propaganda) and "…
you or planeswalkers you control unless their controller pays {1} for each of those creatures"
— the static op ``attack_tax`` (``amount``; ``planeswalkers`` true for the second form), one
of the combat-rule statics (:data:`casualmagic.engine.statics.COMBAT_RULE_OPS`).

While attackers are declared, an attack is offered only if the total cost so far stays
payable (118.3); once the declaration is done the total is locked in (508.1h), the active
player activates mana abilities and pays it (508.1i-j) — or declines, which makes the
declaration illegal, so it starts over (508.1h, 508.1: a player is never made to pay, 508.1d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.mana import ManaCost
from casualmagic.core.flow import ask, handler, push
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.statics import combat_rules

if TYPE_CHECKING:
    from casualmagic.core.state import GameState


def tax_for(game: GameState, ref: tuple) -> int:
    """The generic mana one creature attacking ``ref`` (a player or a planeswalker) costs."""
    if ref[0] == "player":
        player, walker = ref[1], False
    else:
        o = game.objects.get(ref[1])
        if o is None:
            return 0
        player, walker = o.controller, True
    total = 0
    for op, args, src in combat_rules(game):
        if op == "attack_tax" and src.controller == player and (
                not walker or args.get("planeswalkers")):
            total += int(args.get("amount", 0))
    return total


def total_tax(game: GameState, chosen: tuple) -> int:
    """The total cost of the attacks ``chosen`` (508.1h)."""
    return sum(tax_for(game, ref) for _oid, ref in chosen)


def any_tax(game: GameState) -> bool:
    return any(op == "attack_tax" for op, _a, _s in combat_rules(game))


def affordable(game: GameState, player: int, amount: int) -> bool:
    """Could ``player`` pay ``amount`` generic mana now (118.3)?"""
    return amount <= 0 or mp.can_pay(game, player, ManaCost().with_generic(amount))


def ask_payment(game: GameState, chosen: tuple, amount: int) -> None:
    """508.1i-j: the active player pays the locked-in total, or declines (the declaration is
    then illegal and is made again, 508.1h)."""
    player = game.active
    cost = ManaCost().with_generic(amount)
    plans = tuple(mp.payment_plans(game, player, cost))
    options: list[tuple] = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
    ask(game, player, "pay_optional", [*options, ("decline",)], "508.1h",
        ("attack_cost", chosen, amount, plans), f"Pay {cost} to attack?")


@handler("attack_cost")
def _attack_cost(game: GameState, task: tuple, answer: object) -> None:
    from casualmagic.engine.casting import apply_plan
    from casualmagic.engine.combat import finish_attackers

    _, chosen, amount, plans = task
    player = game.active
    if isinstance(answer, tuple) and answer[0] == "pay":
        cost = ManaCost().with_generic(amount)
        apply_plan(game, player, plans[answer[1]], cost, 0, None)
        game.emit("attack_cost", player, {"amount": amount, "attackers": len(chosen)}, "508.1j")
        finish_attackers(game, chosen)
        return
    game.emit("attack_cost_declined", player, {"amount": amount}, "508.1h")
    push(game, ("declare_attackers", ()))  # the declaration was illegal: made again
