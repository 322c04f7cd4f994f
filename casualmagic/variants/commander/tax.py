"""Commander tax (CR 903.8): {2} more for each previous cast from the command zone.

The count is kept per commander card (partners pay separate taxes) in the
variant state, and grows when a commander cast from the command zone becomes
cast (601.2i).  The engine adds the tax to the total cost (601.2f) through
the ``extra_cost`` hook and shows it in the log line of the cast.
"""

from __future__ import annotations

from casualmagic.core.events import Event
from casualmagic.core.state import GameState
from casualmagic.engine import designations as des
from casualmagic.engine.designations import CASTS_KEY

KEY = CASTS_KEY
"""vstate key: ``((card_id, times cast from the command zone), ...)``."""

TAX_PER_CAST = 2


def casts_from_command_zone(game: GameState, card_id: int) -> int:
    """How many times this commander has been cast from the command zone this game."""
    return dict(game.vget(KEY, ())).get(card_id, 0)


def commander_tax(game: GameState, oid: int, origin: str | None) -> int:
    """CR 903.8: the additional generic mana to cast ``oid`` from ``origin``: {2} for each
    previous time its caster cast it from the command zone; nothing from other zones."""
    if origin != "command" or not des.is_commander(game, oid):
        return 0
    return TAX_PER_CAST * casts_from_command_zone(game, game.objects[oid].card_id)


def count_cast(game: GameState, event: Event) -> None:
    """After a commander cast from the command zone becomes cast (601.2i), count it."""
    if event.kind != "cast" or event.data.get("from") != "command":
        return
    oid = event.data.get("object")
    if oid is None or oid not in game.objects or not des.is_commander(game, oid):
        return
    cid = game.objects[oid].card_id
    counts = dict(game.vget(KEY, ()))
    counts[cid] = counts.get(cid, 0) + 1
    game.vset(KEY, tuple(sorted(counts.items())))
