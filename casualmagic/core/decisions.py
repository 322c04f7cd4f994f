"""Decisions: every choice a player makes (docs/architecture.md "Game API").

A :class:`Decision` names the player who must choose, the kind of choice,
the rule that asks for it, and a finite tuple of legal options.  Options are
small tuples of plain values (``("pass",)``, ``("cast", 41)``,
``("target", "player", 1)``) so they can be compared, stored in a replay and
sent over the wire as JSON.  ``resume`` is the engine's pending work (data)
that receives the answer.
"""

from __future__ import annotations

from typing import Any, NamedTuple

Option = tuple[Any, ...]


class EngineError(Exception):
    """Base class of errors the engine reports to a user (never a traceback)."""


class IllegalChoiceError(EngineError, ValueError):
    """A choice that is not among the pending decision's legal options."""


class GameOverError(EngineError):
    """A choice was sent to a game that has ended."""


class Decision(NamedTuple):
    """A pending choice for one player.

    ``kind`` is one of: ``first_player`` (103.1), ``mulligan`` (103.5),
    ``bottom`` (103.5), ``priority`` (117), ``target`` (601.2c), ``mode``
    (601.2b), ``x`` (601.2b), ``pay`` (601.2g–h), ``attack`` (508.1),
    ``block`` (509.1), ``assign`` (510.1c–d: how much combat damage one recipient gets,
    ``("assign", n, "object" | "player", id)``), ``discard`` (514.1, 701.8), ``legend`` (704.5j),
    ``order`` (603.3b), ``choose`` (any other "choose" of an effect).
    """

    player: int
    kind: str
    options: tuple[Option, ...]
    rule: str
    prompt: str = ""
    resume: tuple[Any, ...] = ()

    def index_of(self, option: Option) -> int:
        """The position of ``option`` in ``options`` (``-1`` when not legal)."""
        try:
            return self.options.index(option)
        except ValueError:
            return -1


def normalise_option(value: Any) -> Option:
    """Turn JSON-decoded lists back into option tuples (for replays and the server)."""
    if isinstance(value, list):
        return tuple(normalise_option(v) if isinstance(v, list) else v for v in value)
    return value
