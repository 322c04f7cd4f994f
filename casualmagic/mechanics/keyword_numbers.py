"""The number of a keyword written with one (702.1: "Bushido N", "Afterlife N"): the value of
each instance an object has now, for the mechanics that act on them."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.replacement import CountersEvent, happen


def numbers(keywords: Iterable[str], name: str) -> list[int]:
    """``[N, ...]``: the number of each ``"<name> N"`` among ``keywords``."""
    prefix = name + " "
    return [int(k[len(prefix):]) for k in keywords
            if k.startswith(prefix) and k[len(prefix):].isdigit()]


def keyword_numbers(game: GameState, o: GameObject, name: str) -> list[int]:
    """The numbers of ``o``'s ``name`` keywords as it is now (layer 6 may grant or remove
    them, 613.1f), one per instance (a "Bushido 1" it has twice gives ``[1, 1]``, 702.45b)."""
    if not o.card.keywords and cont.is_plain(game, o):
        return []
    return numbers(cont.all_keyword_instances(game, o), name)


def enter_with_counters(kind: str, name: str, rule: str) -> Callable[[GameState, int], None]:
    """An ``AS_IT_ENTERS`` function: "This permanent enters with N ``kind`` counters on it"
    for each "``name`` N" instance it has (614.1c)."""
    def entering(game: GameState, oid: int) -> None:
        o = game.objects[oid]
        if not o.card.keywords:
            return
        for n in numbers(o.card.keywords, name):
            if n:
                happen(game, CountersEvent(oid, kind, n, rule), sync=True)
    return entering
