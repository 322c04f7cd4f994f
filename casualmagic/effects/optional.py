"""Optional payments and the card a dying creature became (first needed by vanguard cards,
902.7, but written for any card).

* ``may_pay`` — "you may pay {1}. If you do, [the rest]" (118.12, 608.2d): the player
  chooses a way to pay the ``cost`` or declines; declining skips the rest of the
  instructions.
* ``move_card_it_became`` — "Whenever a creature ... is put into your graveyard from the
  battlefield, you may put it on top of your library": "it" is the new object the creature
  became in its owner's graveyard (400.7, 700.4); ``to`` is ``library_top``, ``hand`` or
  ``exile``.  Nothing happens if that card has left the graveyard (400.7).
* ``bounce_choice`` — "return a creature you control to its owner's hand", chosen as it
  resolves, by ``who``; ``unless_life``: "unless they pay 2 life".
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.effects.choices import decline
from casualmagic.engine.effect_refs import card_it_became, players_of
from casualmagic.engine.effect_registry import WAIT, effect


@effect("may_pay")
def _may_pay(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan

    cost = parse_cost(eff.get("cost", ""))
    if answer is not None:
        payer, plans = sub
        if answer[0] != "pay":
            game.emit("choice", payer, {"card": obj.card.name, "pay": False}, "608.2d")
            return decline(game, obj)
        apply_plan(game, payer, plans[answer[1]], cost, 0, None)
        game.emit("pay_optional", payer, {"card": obj.card.name, "cost": str(cost)}, "118.12")
        return None
    payers = players_of(game, obj, eff.get("who"))
    if not payers:
        return decline(game, obj)
    payer = payers[0]
    plans = tuple(mp.payment_plans(game, payer, cost))
    if not plans:  # 118.3: a cost that can't be paid isn't paid
        return decline(game, obj)
    options: list[tuple] = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
    ask(game, payer, "pay_optional", [*options, ("decline",)], "118.12",
        ("resolve", obj.id, at, (payer, plans)), f"Pay {cost}? ({obj.card.name})")
    return WAIT


_WHERE = {"library_top": ("library", "top"), "hand": ("hand", "top"), "exile": ("exile", "top")}


@effect("move_card_it_became")
def _move_card_it_became(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                         answer: Any, at: int) -> Any:
    from casualmagic.engine.primitives import move_object

    became = card_it_became(game, obj)
    if became is None or became[0].card.is_token:
        return None  # 400.7: it has left the graveyard (a token ceased to exist, 704.5d)
    found = became[1]
    zone, position = _WHERE[eff.get("to", "library_top")]
    move_object(game, found, zone, "move_card", "400.7", position)
    return None


@effect("bounce_choice")
def _bounce_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Return a creature you control to its owner's hand" (not targeted: the player
    chooses as it resolves, 608.2d); with ``who = "each player"`` each chooses in APNAP
    order (101.4); with ``unless_life`` a player may pay that much life instead (118.12):
    "Each player returns a permanent they control to its owner's hand unless they pay 2
    life"."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.life import can_pay_life
    from casualmagic.engine.primitives import lose_life, move_object
    from casualmagic.engine.targets import matches_filter_base

    players = sub if sub is not None else tuple(players_of(game, obj, eff.get("who")))
    life = int(eff.get("unless_life", 0))
    if answer is not None:
        who = players[0]
        if answer[0] == "pay_life":
            lose_life(game, who, life, "119.4")
            game.emit("pay_unless", who, {"card": obj.card.name, "life": life}, "118.12")
        elif answer[0] == "return" and answer[1] in game.battlefield:
            move_object(game, answer[1], "hand", "bounce", "608.2d")
        players = players[1:]
    f = parse_filter(eff.get("filter", "permanent"))
    while players:
        who = players[0]
        ids = [i for i in game.battlefield if game.objects[i].controller == who
               and matches_filter_base(game, f, game.objects[i], who)]
        options: list[tuple] = [("return", i) for i in ids]
        if life and can_pay_life(game, who, life):
            options.append(("pay_life", life))
        if options:
            ask(game, who, "choose", options, "608.2d", ("resolve", obj.id, at, players),
                f"Return a {eff.get('filter', 'permanent')} you control to its owner's hand"
                + (f", or pay {life} life" if life else ""))
            return WAIT
        players = players[1:]
    return None
