"""Connive (CR 701.47): "Certain abilities instruct a permanent to connive. To do so, that
permanent's controller draws a card, then discards a card. If a nonland card is discarded this
way, that player puts a +1/+1 counter on the conniving permanent" (701.47a); "connive N" draws
N cards, discards N cards, then puts a +1/+1 counter for each nonland card discarded
(701.47e).  The ``connive`` op: the discards are the controller's choice, one card at a time
(701.8a, a ``discard`` decision).  A permanent that left the battlefield before it connives
still does, by its last known information (701.47c): its controller draws and discards, and
no counter is put on anything (the new object is not the conniving permanent, 400.7); it
connives even if some of that was impossible (701.47b).  Only one permanent connives per
instruction here (a target, the source, or "it"); 701.47d's order for several at once is
not needed by the instructions the compiler reads."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import amount_of, last_known, objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import add_counters, discard_card
from casualmagic.engine.turn import draw_cards


@effect("connive")
def _connive(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """The conniving permanent's controller draws N, discards N (asked one at a time), then
    puts a +1/+1 counter on it for each nonland card discarded (701.47a, e)."""
    if sub is None:
        conniver = _conniver(game, obj, eff.get("what", "self"))
        if conniver is None:
            return None
        who = conniver.controller
        n = amount_of(game, obj, eff.get("amount", 1))
        draw_cards(game, who, n, "701.47a")
        sub = (conniver.id, who, n, 0)
    oid, who, left, nonland = sub
    if answer is not None:
        if "Land" not in game.objects[answer[1]].card.types:
            nonland += 1
        discard_card(game, who, answer[1], "701.47a")
        left -= 1
    hand = game.players[who].hand
    if left > 0 and hand:
        ask(game, who, "discard", game.distinct_card_options(hand, "discard"), "701.47a",
            ("resolve", obj.id, at, (oid, who, left, nonland)),
            f"Connive: discard {left} card{'s' if left > 1 else ''}")
        return WAIT
    if nonland and oid in game.battlefield:
        add_counters(game, oid, "+1/+1", nonland, "701.47a", sync=True)
    game.emit("connive", who, {"object": oid, "nonland discarded": nonland}, "701.47b")
    return None


def _conniver(game: GameState, obj: GameObject, what: Any) -> GameObject | None:
    """The permanent instructed to connive: a target (still legal), or the source or "it" as
    it is or last existed (701.47c, 608.2h)."""
    if isinstance(what, int):
        ids = objects_of(game, obj, what)
        return game.objects[ids[0]] if ids else None
    return last_known(game, obj, what)
