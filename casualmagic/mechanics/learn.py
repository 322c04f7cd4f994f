"""Learn (CR 701.45a): "'Learn' means 'You may discard a card. If you do, draw a card. If you
didn't discard a card, you may reveal a Lesson card you own from outside the game and put it
into your hand.'"  The ``learn`` op: the player discards a card of their choice or declines
(a ``choose`` decision, 701.8a), and only a discard makes them draw (608.2c).

A game here holds no card outside the game: decks carry no sideboard into a game (Commander
has none, and the variants' and formats' games start from their decks alone), so no player
owns a Lesson card outside the game and the third option never exists.  The choice is
therefore "discard a card, then draw" or "do nothing", which is the whole of 701.45a in such a
game."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import discard_card
from casualmagic.engine.turn import draw_cards


@effect("learn")
def _learn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """Discard a card and draw one, or nothing (701.45a, in a game with no sideboard)."""
    player = obj.controller
    if answer is None:
        hand = game.players[player].hand
        if hand:
            ask(game, player, "choose", [*game.distinct_card_options(hand, "discard"), ("no",)],
                "701.45a", ("resolve", obj.id, at, player), "Learn: discard a card to draw a card?")
            return WAIT
    elif answer[0] == "discard":
        discard_card(game, player, answer[1], "701.45a")
        draw_cards(game, player, 1, "701.45a")
        game.emit("learn", player, {"discarded": True}, "701.45a")
        return None
    game.emit("learn", player, {"discarded": False}, "701.45a")
    return None
