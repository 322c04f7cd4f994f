"""Triggers on a player's draws counted each turn (CR 121.2, 603.2): "Whenever a player draws
their second card each turn, ..." (High Noon At Thunder Junction).  The count is kept per
turn in variant state; the ability remembers the player as its subject ``("player", p)``.

Fired from :func:`casualmagic.engine.triggers.card_drawn` (a one-line hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.engine.state import GameState

SECOND_DRAW = "second_draw_each_turn"
"""The trigger event of "whenever a player draws their second card each turn"."""


def draws_this_turn(game: GameState, player: int) -> int:
    """How many cards ``player`` has drawn this turn (121.2: one at a time)."""
    turn, counts = game.vget("draws.this_turn", (0, ()))
    return dict(counts).get(player, 0) if turn == game.turn else 0


def card_drawn(game: GameState, player: int) -> None:
    """Count ``player``'s draw; on their second this turn trigger the abilities that watch
    for it, of permanents and of face-up planes (901.7), each player's draws counting."""
    from casualmagic.engine.triggers import _queue, abilities_of

    turn, counts = game.vget("draws.this_turn", (0, ()))
    d = dict(counts) if turn == game.turn else {}
    d[player] = d.get(player, 0) + 1
    game.vset("draws.this_turn", (game.turn, tuple(sorted(d.items()))))
    if d[player] != 2:
        return
    planes = tuple(i for hook in game.hooks for i in hook.command_zone_sources(game))  # 901.7
    for oid in (*game.battlefield, *planes):
        o = game.objects[oid]
        if not any(ab.event == SECOND_DRAW for ab in o.card.triggered):
            continue
        for ab in (abilities_of(game, o) if o.zone == "battlefield" else o.card.triggered):
            if ab.event == SECOND_DRAW:
                _queue(game, oid, o.card, ab, o.controller, ("player", player))
