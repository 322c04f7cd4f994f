"""Phasing (CR 702.26): phased-out permanents are treated as though they don't exist.

A permanent that phases out leaves the list ``game.battlefield`` (so every battlefield
query, loop and filter of the engine skips it at no cost) but keeps its object id, its
zone name ``"battlefield"``, its status and its counters: phasing is no zone change
(702.26d) — it is not "leaving the battlefield", nothing triggers on it (702.26f).  The
phased-out ids wait in the variant state under :data:`KEY` together with the condition
that brings them back; anything attached to a permanent phases out with it ("indirectly",
702.26g) and phases in with it (702.26h).

The keyword itself (702.26a) phases a player's permanents with phasing out, and those that
phased out under their control back in, as their untap step begins (502.1,
``rule_hooks.UNTAP_STEP_BEGINS``; no untap step, no phasing, 702.26m): their phase-in
condition is ``untap_step:<player>``, shared by what phased out indirectly with them (702.26g).

The only other phase-in condition used yet is ``until_planeswalk`` ("They phase out until a
player planeswalks", Unyaro; "When a player planeswalks, those permanents phase in", The
Doctor's Childhood Barn, 901.11): :func:`player_planeswalked` is called by the planechase
variant as a player planeswalks.
"""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.keyword_index import may_have

KEY = "phased_out"
"""Variant-state key: a tuple of ``(object id, phase-in condition)`` pairs."""


def is_phased_out(game: GameState, oid: int) -> bool:
    """Is ``oid`` a phased-out permanent (702.26b)?"""
    return any(i == oid for i, _ in game.vget(KEY, ()))


def phased_out_ids(game: GameState) -> tuple[int, ...]:
    """The permanents that are phased out: on the battlefield, though not in
    ``game.battlefield`` (702.26b, 702.26d)."""
    objs = game.objects
    return tuple(i for i, _ in game.vget(KEY, ()) if i in objs and objs[i].zone == "battlefield")


def _with_attached(game: GameState, ids: list[int]) -> list[int]:
    """``ids`` and, after each, the permanents attached to it, recursively (702.26g)."""
    out: list[int] = []
    todo = list(ids)
    objs = game.objects
    while todo:
        oid = todo.pop(0)
        if oid in out:
            continue
        out.append(oid)
        todo.extend(i for i in game.battlefield if objs[i].attached_to == oid)
    return out


def phase_out(game: GameState, ids: list[int], until: str = "until_planeswalk",
              rule: str = "702.26a") -> list[int]:
    """Phase out the permanents ``ids`` (702.26a) and what is attached to them (702.26g).
    They leave combat (506.4) and are treated as though they don't exist (702.26b) until
    ``until`` happens.  Returns the ids that phased out."""
    from casualmagic.engine.combat import remove_from_combat

    gone = [i for i in _with_attached(game, [i for i in ids if i in game.battlefield])]
    if not gone:
        return []
    for oid in gone:
        if game.combat is not None:
            remove_from_combat(game, oid)
    drop = set(gone)
    game.battlefield = tuple(i for i in game.battlefield if i not in drop)
    game.vset(KEY, (*game.vget(KEY, ()), *((i, until) for i in gone)))
    game.emit("phase_out", None, {"objects": gone,
                                  "cards": [game.objects[i].card.name for i in gone],
                                  "until": until}, rule)
    return gone


def phase_in(game: GameState, until: str, rule: str = "702.26a") -> list[int]:
    """Phase in every permanent waiting for ``until`` (702.26a): it is back with the status,
    counters and attachments it had (702.26d, 702.26h) — not a new object, and it doesn't
    "enter the battlefield" (702.26f)."""
    waiting = game.vget(KEY, ())
    back = [i for i, u in waiting if u == until and i in game.objects
            and game.objects[i].zone == "battlefield"]
    game.vset(KEY, tuple((i, u) for i, u in waiting if u != until))
    if not back:
        return []
    game.battlefield = (*game.battlefield, *back)
    game.emit("phase_in", None, {"objects": back,
                                 "cards": [game.objects[i].card.name for i in back]}, rule)
    return back


def player_planeswalked(game: GameState) -> None:
    """901.11: permanents phased out "until a player planeswalks" phase in (a cheap no-op
    when nothing is phased out)."""
    if game.vget(KEY):
        phase_in(game, "until_planeswalk", "702.26a")


def untap_step_phasing(game: GameState) -> None:
    """702.26a, 502.1: as the active player's untap step begins, their phased-in permanents
    with phasing phase out and, simultaneously, the permanents that phased out under their
    control phase in (so a permanent that phases in now doesn't phase out again this step)."""
    me = game.active
    until = f"untap_step:{me}"
    leaving = [o.id for o in may_have(game, "Phasing", me)
               if cont.has_keyword(game, o, "Phasing")]
    back = phase_in(game, until, "702.26a") if game.vget(KEY) else []
    if leaving:
        phase_out(game, [i for i in leaving if i not in back], until, "702.26a")


rule_hooks.PHASED_OUT.append(phased_out_ids)
rule_hooks.UNTAP_STEP_BEGINS.append(untap_step_phasing)
