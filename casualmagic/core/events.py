"""Events: the game log, each change citing the CR rule that caused it.

An :class:`Event` has ``seq, turn, phase, step, kind, player, data, rule``
(docs/architecture.md "Event log").  Every event carries its visibility, ``visible_to``:
``None`` when it is public, else the set of players who may see which cards it
names (its controller, a set of players, or nobody) -- decided by the rule that
moved or showed the card (see :mod:`casualmagic.core.visibility`).  Every other
player sees a redacted copy, made by the one filter :func:`redact`: the card keys
(``hidden``, by default :data:`CARD_KEYS`) read ``"hidden"``.

The log is kept as a persistent linked list (``(event, previous)`` pairs) so
that copying a game state shares the whole history at no cost.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

import orjson

Visibility = frozenset[int] | None
"""Who may see the cards an event names: ``None`` for every player (a public event)."""

CARD_KEYS = ("card", "cards", "object", "new_object", "objects", "card_id")
"""The data keys that name a card or object: what a redacted event hides by default."""


class Event(NamedTuple):
    """One thing that happened, with the CR rule that made it happen."""

    seq: int
    turn: int
    phase: str
    step: str
    kind: str
    player: int | None
    data: dict[str, Any]
    rule: str
    visible_to: Visibility = None
    hidden: tuple[str, ...] = ()

    @property
    def private_to(self) -> int | None:
        """The one player who may see this event's cards, if exactly one may."""
        seen = self.visible_to
        return next(iter(seen)) if seen is not None and len(seen) == 1 else None

    def may_be_seen_by(self, viewer: int | None) -> bool:
        """May ``viewer`` see the cards this event names?  (``None``: the full log.)"""
        return self.visible_to is None or viewer is None or viewer in self.visible_to

    def seen_by(self, viewer: int | None) -> Event:
        """This event as ``viewer`` may see it: see :func:`redact`."""
        return redact(self, viewer)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seq": self.seq,
            "turn": self.turn,
            "phase": self.phase,
            "step": self.step,
            "kind": self.kind,
            "player": self.player,
            "data": self.data,
            "rule": self.rule,
        }
        seen = self.visible_to
        if seen is not None:
            if len(seen) == 1:
                out["private_to"] = next(iter(seen))
            else:
                out["visible_to"] = sorted(seen)
        return out


def redact(ev: Event, viewer: int | None) -> Event:
    """THE per-seat filter: ``ev`` as ``viewer`` may see it.  Every per-seat log, JSON Lines
    stream and text rendering goes through here; ``viewer=None`` is the full log (replays,
    judges), which keeps everything.  A seat that may not see the cards gets a copy whose
    card keys read ``"hidden"``: it learns that something happened (a card moved, where
    to), not which card."""
    if ev.visible_to is None or viewer is None or viewer in ev.visible_to:
        return ev
    keys = ev.hidden or CARD_KEYS
    data = dict(ev.data)
    changed = False
    for key in keys:
        if key in data:
            data[key] = "hidden"
            changed = True
    return ev._replace(data=data) if changed else ev

LogList = tuple[Event, "LogList"] | None


def iter_log(log: LogList) -> list[Event]:
    """The events of a persistent log, oldest first."""
    out: list[Event] = []
    while log is not None:
        out.append(log[0])
        log = log[1]
    out.reverse()
    return out


def to_jsonl(events: list[Event], viewer: int | None = None) -> Iterator[bytes]:
    """Each event as one JSON line (bytes, newline-terminated)."""
    for ev in events:
        yield orjson.dumps(redact(ev, viewer).to_json(), option=orjson.OPT_SORT_KEYS) + b"\n"
