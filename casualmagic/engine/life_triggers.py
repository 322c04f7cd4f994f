"""Triggers on life gained (CR 603.2, 119.3): "Whenever you gain life, ..." — the ability
remembers the player and how much life they gained ("that much", 603.7c-style reference to
the trigger event), as its subject ``("player", player, amount)``.

Fired by :func:`casualmagic.engine.primitives.gain_life` (a one-line hook); the
watchers are permanents and command-zone objects whose abilities function there (a face-up
plane, 901.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

GAIN_LIFE = "gain_life"
"""The trigger event of "Whenever you gain life" (119.3, 603.2)."""


def life_gained(game: GameState, player: int, amount: int) -> None:
    """``player`` just gained ``amount`` life (119.3): trigger each "Whenever you gain life"
    ability its controller's (``whose`` ``each`` / ``opponent`` widen it, like draws)."""
    from casualmagic.engine.triggers import player_event_watchers, queue_trigger

    if amount <= 0:
        return
    for oid, o, ab in list(player_event_watchers(game, GAIN_LIFE)):
        whose = ab.whose or "you"
        if (whose == "you" and player == o.controller) or whose == "each" or (
                whose == "opponent" and player in game.opponents(o.controller)):
            queue_trigger(game, oid, o.card, ab, o.controller, ("player", player, amount))
