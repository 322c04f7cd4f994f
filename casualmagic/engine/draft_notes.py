"""What players noted during a draft, read by abilities during the game (CR 905.2b).

905.2b: "Some cards instruct a player to note information ... This information can be
referred to by other abilities during the game."  The game after a draft is given each
player's notes (the draft runner passes them on); they are public: any player may look at
them (:func:`public_notes`, shown in every player's view).

A note is ``(seat, card name, kind, value)``: kind ``"number"`` (Lurking Automaton: "note
how many cards you've drafted this draft round") with an ``int``, or ``"player"`` (Cogwork
Tracker: "note the player who passed it to you") with that player's seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from casualmagic.core.state import GameState

KEY_NOTES = "draft.notes"
NOTE_KINDS = ("number", "player")

Note = tuple[int, str, str, Any]


class NoteError(ValueError):
    """A draft note that can't be carried into the game."""


def note_from_draft(entry: Mapping[str, Any]) -> Note:
    """One note as the draft records it (``seat``, ``card`` and ``number`` or
    ``noted_seat``) as the game keeps it."""
    try:
        seat, card = int(entry["seat"]), str(entry["card"])
    except (KeyError, TypeError, ValueError):
        raise NoteError(f"a draft note needs a seat and a card name, not {dict(entry)!r} "
                        "(905.2b)") from None
    if "number" in entry:
        return seat, card, "number", int(entry["number"])
    if "noted_seat" in entry:
        return seat, card, "player", int(entry["noted_seat"])
    raise NoteError(f"the draft note for {card} notes neither a number nor a player (905.2b)")


def record_notes(game: GameState, notes: Iterable[Mapping[str, Any]]) -> None:
    """Keep the draft's notes for the game (905.2b); notes of seats the game doesn't have
    are a setup error."""
    kept = tuple(note_from_draft(n) for n in notes)
    for seat, card, kind, value in kept:
        if not 0 <= seat < game.n_players or (kind == "player"
                                              and not 0 <= value < game.n_players):
            raise NoteError(f"the draft note for {card} names a seat the game doesn't have: "
                            f"it has {game.n_players} players (905.2b)")
    game.vset(KEY_NOTES, kept)


def noted(game: GameState, player: int, card_name: str, kind: str) -> tuple[Any, ...]:
    """Every ``kind`` value ``player`` noted for cards named ``card_name`` (905.2b)."""
    return tuple(v for s, c, k, v in game.vget(KEY_NOTES, ()) if s == player
                 and c == card_name and k == kind)


def highest_noted_number(game: GameState, player: int, card_name: str) -> int:
    """"The highest number you noted for cards named ~" (905.2b); 0 if none was noted."""
    return max(noted(game, player, card_name, "number"), default=0)


def noted_players(game: GameState, player: int, card_name: str) -> tuple[int, ...]:
    """"A player you noted for cards named ~" (905.2b): their seats."""
    return tuple(dict.fromkeys(noted(game, player, card_name, "player")))


def public_notes(game: GameState) -> list[dict[str, Any]]:
    """Every note, as any player may look at them (905.2b)."""
    return [{"seat": s, "card": c, kind: v} for s, c, kind, v in game.vget(KEY_NOTES, ())]
