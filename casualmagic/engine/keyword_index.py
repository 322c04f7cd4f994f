"""Which permanents may have a keyword now: a per-state index for the mechanics that look for
one on the whole battlefield at every upkeep, cast or entering (echo 702.30a, fading 702.32a,
vanishing 702.63a, extort 702.101a, evolve 702.100a, graft 702.58a, ...).

A permanent has the keywords printed on its card (its copiable values, 613.2), those an effect
grants or removes (layer 6, 613.1f) and those its keyword counters give (122.1b); a face-down
permanent has none of its own (708.2).  So a permanent without counters, face up and named by
no effect (:func:`casualmagic.engine.continuous.plain_ids`) has exactly the keywords printed on
its card, and one whose card prints no keyword starting with a name can't have it.
:func:`may_have` gives the other permanents — those whose card prints it and those whose
characteristics may differ from the printed ones — in battlefield order (the order a walk of
``game.battlefield`` would meet them, so triggers are put in the same order).

The index is kept in the state's ``keyword_cache`` slot for one battlefield (the tuple, which
every zone change replaces) and one ``chars_epoch`` (bumped by every event that may change a
characteristic, a counter or a face: a copy effect, a transform, a text change).  Copies of a
state start without it (``copy_state``); nothing survives from one game to another.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from casualmagic.cards.model import CardDef
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont


def _entry(game: GameState) -> list[Any]:
    """``[chars_epoch, battlefield, ids not plain by themselves (counters, face down),
    {key: ids whose card fits}]`` for the state now."""
    entry = game.keyword_cache
    if entry is None or entry[0] != game.chars_epoch or entry[1] is not game.battlefield:
        objs = game.objects
        marked = frozenset(i for i in game.battlefield
                           if objs[i].counters or objs[i].face_down)
        entry = [game.chars_epoch, game.battlefield, marked, {}]
        game.keyword_cache = entry
    return entry


def printed_ids(game: GameState, key: str, fits: Callable[[CardDef], bool]) -> tuple[int, ...]:
    """The permanents whose card ``fits`` (a test of printed values only, the same for every
    call with this ``key``), in battlefield order."""
    entry = _entry(game)
    found = entry[3].get(key)
    if found is None:
        objs = game.objects
        found = entry[3][key] = tuple(i for i in game.battlefield if fits(objs[i].card))
    return found


def _prints(name: str) -> Callable[[CardDef], bool]:
    return lambda card: any(k.startswith(name) for k in card.keywords)


def candidates(game: GameState, key: str, fits: Callable[[CardDef], bool]) -> Sequence[int]:
    """The permanents whose card ``fits`` (see :func:`printed_ids`) and those whose
    characteristics may differ from their card's (an effect names them, counters, face
    down: not plain, :func:`casualmagic.engine.continuous.is_plain`), in battlefield order."""
    touched = cont.plain_ids(game)
    if touched is cont.ALL_TOUCHED:
        return game.battlefield  # an effect applies by filter: none is plain
    ids = printed_ids(game, key, fits)
    more = _entry(game)[2]
    if touched:
        more = more | touched
    if not more:
        return ids
    printed = frozenset(ids)
    return [i for i in game.battlefield if i in printed or i in more]


def may_have(game: GameState, name: str, controller: int | None = None) -> list[GameObject]:
    """The permanents (of ``controller``, or all) that may have a keyword starting with
    ``name`` ("Echo" for "Echo {2}{R}", "Fading" for "Fading 3"), in battlefield order: every
    other permanent has no such keyword (see the module docstring).  Callers still check
    each one's characteristics."""
    objs = game.objects
    if name in cont.KEYWORD_COUNTERS.values():
        ids: Sequence[int] = game.battlefield  # a keyword counter may give it (122.1b)
    else:
        ids = candidates(game, "keyword:" + name, _prints(name))
    if controller is None:
        return [objs[i] for i in ids]
    return [objs[i] for i in ids if objs[i].controller == controller]
