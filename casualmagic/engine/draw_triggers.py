"""Triggers on a player's draws counted each turn (CR 121.2, 603.2): "Whenever a player draws
their second card each turn, ..." (High Noon At Thunder Junction).  The count is read from
this turn's events; the ability remembers the player as its subject ``("player", p)``.

Fired from :func:`casualmagic.engine.triggers.card_drawn` (a one-line hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

SECOND_DRAW = "second_draw_each_turn"
"""The trigger event of "whenever a player draws their second card each turn"."""


def draws_this_turn(game: GameState, player: int) -> int:
    """How many cards ``player`` has drawn this turn (121.2: one at a time), read from this
    turn's ``draw`` events."""
    return sum(1 for ev in game.events_this_turn() if ev.kind == "draw" and ev.player == player)


def card_drawn(game: GameState, player: int) -> None:
    """``player`` just drew (its ``draw`` event is logged): on their second card this turn
    trigger the abilities that watch for it, of permanents and of face-up planes (901.7),
    each player's draws counting."""
    from casualmagic.engine.triggers import (
        player_event_watchers,
        queue_trigger,
        watches_player,
    )

    watchers = list(player_event_watchers(game, SECOND_DRAW))
    if not watchers or draws_this_turn(game, player) != 2:
        return
    for oid, o, ab in watchers:  # "you draw your second card" / "an opponent draws …"
        if watches_player(game, ab.whose or "each", player, o.controller):
            queue_trigger(game, oid, o.card, ab, o.controller, ("player", player))
