"""Effects on players: damage, cards drawn and discarded, life (CR 119–121, 701.8, 701.13)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.primitives import (
    deal_damage,
    discard_card,
    gain_life,
    lose_life,
)
from casualmagic.engine.effects.refs import (
    amount_of,
    legal_refs,
    players_of,
)
from casualmagic.engine.effects.registry import WAIT, effect
from casualmagic.engine.flow import ask
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


@effect("damage")
def _damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    to = eff.get("to")
    if isinstance(to, int):
        for ref in legal_refs(obj, to):
            deal_damage(game, obj, ref, n)
    else:
        for p in players_of(game, obj, to):
            deal_damage(game, obj, ("player", p), n)
    return None


@effect("draw")
def _draw(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.turn import draw_cards

    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        draw_cards(game, p, n, "121.1")
    return None


@effect("discard")
def _discard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.8: the discarding player chooses unless the card says "at random"."""
    if sub is None:
        sub = (tuple(players_of(game, obj, eff.get("who"))), amount_of(game, obj, eff.get("amount")))
    players, n = sub
    if not players:
        return None
    who = players[0]
    if answer is not None:
        discard_card(game, who, answer[1], "701.8")
        n -= 1
    hand = game.players[who].hand
    if eff.get("random"):
        for _ in range(min(n, len(hand))):
            hand = game.players[who].hand
            discard_card(game, who, hand[game.random_below(len(hand))], "701.8", at_random=True)
        n = 0
    if n > 0 and hand:
        ask(game, who, "discard", game.distinct_card_options(hand, "discard"), "701.8",
            ("resolve", obj.id, at, (players, n)),
            f"Discard {n} card{'s' if n > 1 else ''}")
        return WAIT
    if len(players) > 1:
        return _discard(game, obj, eff, (players[1:], amount_of(game, obj, eff.get("amount"))), None, at)
    return None


@effect("mill")
def _mill(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.13: put the top N cards of the library into the graveyard."""
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        milled = []
        for _ in range(n):
            lib = game.players[p].library
            if not lib:
                break
            new = game.move(lib[0], "graveyard")
            milled.append(game.objects[new].card.name)
        game.emit("mill", p, {"cards": milled}, "701.13a")
    return None


@effect("gain_life")
def _gain(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        gain_life(game, p, n, "119.3")
    return None


@effect("win_game")
def _win_game(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"You win the game" (CR 104.2b; with a limited range of influence, 801.14)."""
    from casualmagic.engine.ending import win

    for p in players_of(game, obj, eff.get("who")):
        win(game, p)
    return None


@effect("draw_game")
def _draw_game(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"The game is a draw" (CR 104.4c; with a limited range of influence, 801.15)."""
    from casualmagic.engine.ending import draw_game

    draw_game(game, obj.controller)
    return None


@effect("lose_life")
def _lose(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        lose_life(game, p, n, "119.3")
    return None

