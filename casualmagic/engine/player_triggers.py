"""Triggers on what a player does or undergoes (CR 603.2): "Whenever you discard a card" /
"an opponent discards a card" (701.8), "whenever you cycle or discard a card" (702.29d: a
card cycled is discarded once), "whenever an opponent loses life" (119.3).  The ability
remembers the player as its subject ``("player", p)`` ("that player"); ``whose`` says whose
event it watches (``you``, the default, ``opponent`` or ``each``).

Fired by :func:`casualmagic.engine.primitives.discard_card` and the life-loss primitives
(one-line hooks); the watchers are permanents and command-zone objects whose abilities
function there (901.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

DISCARD = "discard"
"""The trigger event of "whenever [a player] discards a card"."""

LOSE_LIFE = "lose_life"
"""The trigger event of "whenever [a player] loses life"."""


def _fire(game: GameState, event: str, player: int) -> None:
    from casualmagic.engine.triggers import (
        player_event_watchers,
        queue_trigger,
        watches_player,
    )

    for oid, o, ab in list(player_event_watchers(game, event)):
        if watches_player(game, ab.whose or "you", player, o.controller):
            queue_trigger(game, oid, o.card, ab, o.controller, ("player", player))


def card_discarded(game: GameState, player: int) -> None:
    """``player`` just discarded a card (701.8)."""
    _fire(game, DISCARD, player)


def life_lost(game: GameState, player: int, amount: int) -> None:
    """``player`` just lost ``amount`` life (119.3, 120.3a)."""
    if amount > 0:
        _fire(game, LOSE_LIFE, player)
