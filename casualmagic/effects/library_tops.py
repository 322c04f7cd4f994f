"""Cards put on top of a library at the same time (401.4): "If an effect puts two or more
cards in a specific position in a library at the same time, the owner of those cards may
arrange them in any order." (Footbottom Feast's "Put any number of target creature cards from
your graveyard on top of your library.")

The owner chooses, one card at a time, the card that goes on top next (each later one above
it); the last card left goes on top without asking. Cards of several owners go each to its
owner's library, each owner choosing the order of their own, in turn order (101.4)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import move_object


@effect("put_on_top_in_any_order")
def _put_on_top_in_any_order(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """Put the ``what`` cards on top of their owners' libraries in the order each owner
    chooses (401.4): ``sub`` the cards still to place."""
    left: tuple[int, ...] = tuple(objects_of(game, obj, eff.get("what"))) if sub is None \
        else sub
    if answer is not None:
        move_object(game, answer[1], "library", "put_on_top", "401.4", "top")
        left = tuple(i for i in left if i != answer[1])
    left = tuple(i for i in left if i in game.objects)
    while left:
        owner = min({game.objects[i].owner for i in left},
                    key=lambda p: game.in_turn_order(game.active).index(p))
        mine = [i for i in left if game.objects[i].owner == owner]
        if len(mine) > 1:
            ask(game, owner, "choose", game.distinct_card_options(mine, "top"), "401.4",
                ("resolve", obj.id, at, left),
                "Which card goes on top of your library next (the last one ends on top)?")
            return WAIT
        move_object(game, mine[0], "library", "put_on_top", "401.4", "top")
        left = tuple(i for i in left if i != mine[0])
    return None
