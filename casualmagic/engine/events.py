"""Events: the game log, each change citing the CR rule that caused it.

An :class:`Event` has ``seq, turn, phase, step, kind, player, data, rule``
(DESIGN.md "Event log").  Some events carry hidden information (the card a
player drew): ``private_to`` names the one player who may see the keys in
``hidden``; everyone else sees them as ``"hidden"`` (:meth:`Event.seen_by`).

The log is kept as a persistent linked list (``(event, previous)`` pairs) so
that copying a game state shares the whole history at no cost.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

import orjson


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
    private_to: int | None = None
    hidden: tuple[str, ...] = ()

    def seen_by(self, viewer: int | None) -> Event:
        """This event as ``viewer`` may see it (``None`` is the all-seeing log)."""
        if not self.hidden or viewer is None or viewer == self.private_to:
            return self
        data = dict(self.data)
        for key in self.hidden:
            if key in data:
                data[key] = "hidden"
        return self._replace(data=data)

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
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out


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
        yield orjson.dumps(ev.seen_by(viewer).to_json(), option=orjson.OPT_SORT_KEYS) + b"\n"
