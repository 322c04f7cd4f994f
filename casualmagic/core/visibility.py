"""Who may see a card, and so which players an event naming it is shown to.

One rule decides it for the whole engine, from where the card is:

- 400.2: graveyard, battlefield, stack, exile and command are public zones -- every
  player sees a face-up card there; library and hand are hidden zones.
- 402.3: a player looks at their own hand, never at another player's.
- 401.2: no player looks at a library -- unless an effect lets a player look at cards
  in it (701.16e) or search it (701.19a: "look at all cards in that zone"); that player
  then knows those cards while they stay there (the object's ``known_to``).
- 708.5: a face-down spell or permanent is seen by its controller only; 406.3: a card
  exiled face down by no one, unless an instruction lets a player look at it (again
  ``known_to``).
- 701.16a: a revealed card is shown to all players.

An event that moves a card (:func:`move_visibility`) is seen by every player who could
see the card at either end of the move.  Events carry that set (``Event.visible_to``);
every per-seat log and rendering goes through the one filter :func:`redact` (that is
:meth:`Event.seen_by`), which shows other seats that a card moved but not which one.
The full log keeps everything, for replays and judges.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from casualmagic.core.events import CARD_KEYS, Event, Visibility, redact
from casualmagic.core.objects import GameObject

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

PUBLIC_ZONES = frozenset({"graveyard", "battlefield", "stack", "exile", "command"})
"""CR 400.2 (ante is not played)."""

HIDDEN_ZONES = frozenset({"library", "hand"})
"""CR 400.2."""

NOBODY: frozenset[int] = frozenset()
PUBLIC: Visibility = None


def known_to(obj: GameObject) -> frozenset[int]:
    """The players allowed to look at a card in a hidden zone or exiled face down
    (701.16e looking, 701.19a searching, 406.3)."""
    return obj.get_info("known_to", NOBODY)


def viewers(obj: GameObject) -> Visibility:
    """Who may see the face of ``obj`` where it is now (``None``: every player)."""
    zone = obj.zone
    if obj.info and obj.get_info("revealed"):  # 701.16a
        return PUBLIC
    if zone == "hand":  # 402.3
        return known_to(obj) | {obj.owner}
    if zone == "library":  # 401.2
        return known_to(obj)
    if obj.face_down:
        if zone in ("battlefield", "stack"):  # 708.5
            return known_to(obj) | {obj.controller}
        return known_to(obj)  # 406.3: exiled face down
    return PUBLIC  # 400.2


def may_see(obj: GameObject, viewer: int) -> bool:
    """May ``viewer`` see the face of ``obj`` now?"""
    seen = viewers(obj)
    return seen is None or viewer in seen


def move_visibility(before: GameObject, after: GameObject | None, *,
                    revealed: bool = False) -> Visibility:
    """Who sees which card moved from where ``before`` was to where ``after`` is: every
    player who could see it at either end (400.2), everyone if it is revealed (701.16a).
    ``after`` is ``None`` when the new object no longer exists (all see where it went)."""
    if revealed:
        return PUBLIC
    start = viewers(before)
    if start is None or after is None:
        return PUBLIC
    end = viewers(after)
    if end is None:
        return PUBLIC
    return start | end


def let_look(game: GameState, ids: Iterable[int], player: int) -> None:
    """``player`` looks at these cards (701.16e) or finds them in a search (701.19a): they
    know them while the cards stay where they are."""
    for oid in ids:
        o = game.objects.get(oid)
        if o is None or player in known_to(o):
            continue
        w = game.obj_w(oid)
        w.info = (*(kv for kv in w.info if kv[0] != "known_to"), ("known_to", known_to(o) | {player}))


def forget(game: GameState, ids: Iterable[int]) -> None:
    """The cards of a shuffled library (701.20a; 701.16d): no one knows or sees them any more."""
    objs = game.objects
    for oid in ids:
        o = objs[oid]
        if o.info and (o.get_info("known_to") or o.get_info("revealed")):
            w = game.obj_w(oid)
            w.info = tuple(kv for kv in w.info if kv[0] not in ("known_to", "revealed"))


def reveal(game: GameState, ids: Iterable[int]) -> None:
    """Reveal these cards (701.16a): every player sees them while they stay where they are."""
    for oid in ids:
        if oid in game.objects and not game.objects[oid].get_info("revealed"):
            w = game.obj_w(oid)
            w.info = (*w.info, ("revealed", True))


__all__ = ["CARD_KEYS", "Event", "forget", "HIDDEN_ZONES", "NOBODY", "PUBLIC", "PUBLIC_ZONES", "Visibility",
           "known_to", "let_look", "may_see", "move_visibility", "redact", "reveal",
           "viewers"]
