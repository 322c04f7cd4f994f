"""Which permanents may have a keyword now, for the mechanics that look for one on the whole
battlefield at every upkeep, cast or entering (echo 702.30a, fading 702.32a, vanishing
702.63a, extort 702.101a, evolve 702.100a, graft 702.58a): one lean pass over the
battlefield instead of a characteristics query per permanent.

A permanent has the keywords printed on its card (its copiable values, 613.2), those an effect
grants or removes (layer 6, 613.1f) and those its keyword counters give (122.1b); a face-down
permanent has none of its own (708.2).  So a permanent without counters, face up and named by
no effect (:func:`casualmagic.engine.continuous.plain_ids`) has exactly the keywords printed on
its card, and one whose card prints no keyword starting with a name can't have it.
:func:`may_have` gives the other permanents — those whose card prints it and those whose
characteristics may differ from the printed ones — in battlefield order (the order a walk of
``game.battlefield`` meets them, so triggers are put in the same order).

Whether a card prints a keyword is worked out once per card and game: the answers are kept in
the state's ``keyword_cache`` slot (``{name: {card: bool}}``; a card definition never
changes).  Copies of a state start without it (``copy_state``); nothing survives from one game
to another.
"""

from __future__ import annotations

from casualmagic.cards.model import CardDef
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont

COUNTER_KEYWORDS = frozenset(cont.KEYWORD_COUNTERS.values())
"""Keywords a counter may give (122.1b): any permanent with counters may have them."""


def _prints(game: GameState, name: str) -> dict[CardDef, bool]:
    """``{card: does it print a keyword starting with name}`` for this game, filled as asked."""
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    found = memo.get(name)
    if found is None:
        found = memo[name] = {}
    return found


def may_have(game: GameState, name: str, controller: int | None = None) -> list[GameObject]:
    """The permanents (of ``controller``, or all) that may have a keyword starting with
    ``name`` ("Echo" for "Echo {2}{R}", "Fading" for "Fading 3"), in battlefield order: every
    other permanent has no such keyword (see the module docstring).  Callers still check
    each one's characteristics."""
    objs = game.objects
    touched = cont.plain_ids(game)
    if touched is cont.ALL_TOUCHED or name in COUNTER_KEYWORDS:  # none is plain; 122.1b
        return [o for o in (objs[i] for i in game.battlefield)
                if controller is None or o.controller == controller]
    prints = _prints(game, name)
    out = []
    for oid in game.battlefield:
        o = objs[oid]
        if controller is not None and o.controller != controller:
            continue
        card = o.card
        printed = prints.get(card)
        if printed is None:
            printed = prints[card] = any(k.startswith(name) for k in card.keywords)
        if printed or o.counters or o.face_down or (touched and oid in touched):
            out.append(o)
    return out
