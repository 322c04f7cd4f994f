"""What each player "last chose" between named options, e.g. Two Streams Facility's
"each player chooses green anchor or red waterfall" (a choice made as an effect resolves,
608.2d, that later static abilities read: "Each player who last chose green anchor ...").

Kept in the game's variant state as ``vget("chosen")``: a tuple of ``(seat, options,
choice)`` triples, ``options`` being the tuple of the named options (so several cards'
choices don't mix).  A later choice between the same options replaces the earlier one.
Every change emits ``chooses_option`` (not a characteristics-safe event, so layer effects
that read a choice are recomputed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState


def last_choice(game: GameState, player: int, options: tuple[str, ...] | None = None) -> str | None:
    """What ``player`` last chose between ``options`` (any named choice if None), or None."""
    for seat, opts, choice in game.vget("chosen", ()):
        if seat == player and (options is None or opts == options):
            return choice
    return None


def last_chose(game: GameState, player: int, choice: str) -> bool:
    """Is ``choice`` what ``player`` last chose between the options it is one of?"""
    return any(seat == player and c == choice for seat, _o, c in game.vget("chosen", ()))


def set_choice(game: GameState, player: int, options: tuple[str, ...], choice: str,
               rule: str = "608.2d") -> None:
    """``player`` chooses ``choice`` among ``options``."""
    kept = tuple(t for t in game.vget("chosen", ()) if not (t[0] == player and t[1] == options))
    game.vset("chosen", (*kept, (player, options, choice)))
    game.emit("chooses_option", player, {"choice": choice, "options": list(options)}, rule)
