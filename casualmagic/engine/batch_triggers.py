"""Batch triggers on combat damage (CR 603.2c, 510.2): "Whenever one or more creatures you
control deal combat damage to a player, ..." triggers once per combat damage step for each
player dealt such damage, however many creatures dealt it.  Fired from
:func:`casualmagic.engine.triggers.dealt_combat_damage_to_player` (a one-line hook); the
ability remembers the damaged player as its subject ``("player", p)``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

CREATURES_DEAL_COMBAT_DAMAGE = "creatures_deal_combat_damage_to_player"
"""The trigger event of "whenever one or more creatures you control deal combat damage to a
player"."""

_SEEN = "batch.combat_damage"
"""vstate key: ``(turn, step, ((controller, damaged player, subject), ...))`` already
triggered."""


def creatures_dealt_combat_damage(game: GameState, source: int, player: int) -> None:
    """A creature controlled by someone just dealt combat damage to ``player``: the first
    such damage this combat damage step from that controller's creatures triggers their
    "one or more creatures you control" abilities (603.2c: once for the one event).  An
    ability with a ``subject`` ("one or more creatures you control with flying") counts only
    the creatures that fit it, and triggers on the first of them."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.triggers import player_event_watchers, queue_trigger

    src = game.last_known_object(source)
    if src is None:
        return
    you = src.controller
    turn, step, seen = game.vget(_SEEN, (0, -1, ()))
    if (turn, step) != (game.turn, game.step):
        seen = ()
    fired = []
    for oid, o, ab in list(player_event_watchers(game, CREATURES_DEAL_COMBAT_DAMAGE)):
        key = (you, player, ab.subject)
        if o.controller != you or key in seen or (ab.subject is not None and not
                                                   matches_filter_base(game, parse_filter(ab.subject),
                                                                       src, you)):
            continue
        fired.append(key)
        queue_trigger(game, oid, o.card, ab, o.controller, ("player", player))
    if fired:
        game.vset(_SEEN, (game.turn, game.step, (*seen, *dict.fromkeys(fired))))
