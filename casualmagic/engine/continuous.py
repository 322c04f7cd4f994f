"""Continuous effects and current characteristics (CR 611, 613).

An object's characteristics start from its card (CR 613.1) and are changed
by continuous effects applied in layers: 2 control, 4 type, 5 colour,
6 abilities, 7a–7d power/toughness (CR 613.1, 613.4), each in timestamp
order (613.7).  Effects come from resolved spells and abilities (stored in
``game.effects``, CR 611.2) and from static abilities of permanents
(611.3, gathered by :func:`static_effects`).

Characteristics are computed on demand and cached per state version
(``game.seq``), so repeated queries in one step cost a dictionary lookup.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from casualmagic.cards.model import ObjectFilter

if TYPE_CHECKING:
    from casualmagic.engine.objects import GameObject
    from casualmagic.engine.state import GameState

LAYER_ORDER = {"1": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7a": 6, "7b": 7, "7c": 8, "7d": 9}


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """One continuous effect (CR 611).

    ``affected`` locks in the affected objects when the effect began
    (CR 611.2c); a static ability's effect uses ``filter`` instead, which is
    re-evaluated continuously (611.3a).  ``duration`` is ``end_of_turn``
    (ends in cleanup, 514.2), ``while_source`` (ends when the source leaves the
    battlefield, 611.2b), or ``static``.
    """

    layer: str
    op: str
    args: tuple[Any, ...]
    timestamp: int
    source: int | None
    controller: int
    affected: tuple[int, ...] = ()
    filter: ObjectFilter | None = None
    duration: str = "end_of_turn"
    rule: str = "611.2"


class Characteristics:
    """Current characteristics of a permanent after all layers (CR 613)."""

    __slots__ = ("types", "subtypes", "supertypes", "colors", "keywords", "power", "toughness")

    def __init__(
        self,
        types: tuple[str, ...],
        subtypes: tuple[str, ...],
        supertypes: tuple[str, ...],
        colors: tuple[str, ...],
        keywords: frozenset[str],
        power: int | None,
        toughness: int | None,
    ) -> None:
        self.types = types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.colors = colors
        self.keywords = keywords
        self.power = power
        self.toughness = toughness


def _base(obj: GameObject) -> Characteristics:
    c = obj.card
    if obj.face_down:  # CR 708.2a: a face-down permanent is a 2/2 with no name, text, types...
        return Characteristics(("Creature",), (), (), (), frozenset(), 2, 2)
    return Characteristics(
        c.types, c.subtypes, c.supertypes, c.colors, c.keywords, c.power, c.toughness
    )


def static_effects(game: GameState) -> list[ContinuousEffect]:
    """Effects generated now by static abilities of permanents (CR 604.2, 611.3)."""
    from casualmagic.engine.statics import effects_of_static

    out: list[ContinuousEffect] = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.static and not o.face_down:
            out.extend(effects_of_static(game, o))
    return out


def _cache(game: GameState) -> list:
    """Per-state-version cache: ``[seq, anything_applies, {object id: characteristics},
    all effects in layer and timestamp order (or None until needed)]``.

    The cache lives in the state's ``chars_cache`` slot, which copies reset,
    so two diverging copies never share one.
    """
    entry = game.chars_cache
    if entry is None or entry[0] != game.seq:
        entry = [game.seq, bool(game.effects) or _has_statics(game), {}, None, None]
        game.chars_cache = entry
    return entry


def _ordered_effects(game: GameState) -> list[ContinuousEffect]:
    """Every continuous effect now, in layer then timestamp order (613.1, 613.7)."""
    entry = _cache(game)
    if entry[3] is None:
        effs = [*game.effects, *static_effects(game)]
        effs.sort(key=lambda e: (LAYER_ORDER[e.layer], e.timestamp))
        entry[3] = effs
    return entry[3]


def any_effects(game: GameState) -> bool:
    """Is any continuous effect or static ability around? (If not, printed values stand.)"""
    return _cache(game)[1]


def _touched(game: GameState) -> tuple[frozenset[int], bool]:
    """Objects named by an effect, and whether any effect applies by filter (per version)."""
    entry = _cache(game)
    if entry[4] is None:
        effs = _ordered_effects(game)
        entry[4] = (frozenset(i for e in effs for i in e.affected),
                    any(e.filter is not None for e in effs))
    return entry[4]


def is_plain(game: GameState, obj: GameObject) -> bool:
    """True when no effect or counter can change ``obj``: printed values stand."""
    if obj.counters or obj.face_down:
        return False
    entry = game.chars_cache
    if entry is None or entry[0] != game.seq:
        entry = _cache(game)
    if not entry[1]:
        return True
    touched = entry[4] or _touched(game)
    return not touched[1] and obj.id not in touched[0]


def characteristics(game: GameState, obj: GameObject) -> Characteristics:
    """The current characteristics of ``obj`` (CR 613)."""
    if is_plain(game, obj):
        return _base(obj)
    entry = _cache(game)
    ch = entry[2].get(obj.id)
    if ch is None:
        ch = _compute(game, obj)
        entry[2][obj.id] = ch
    return ch


def _has_statics(game: GameState) -> bool:
    objs = game.objects
    for oid in game.battlefield:
        if objs[oid].card.static:
            return True
    return False


def _applies(game: GameState, eff: ContinuousEffect, obj: GameObject) -> bool:
    if eff.affected:
        return obj.id in eff.affected
    if eff.filter is not None:
        from casualmagic.engine.targets import matches_filter_base

        return matches_filter_base(game, eff.filter, obj, eff.controller, printed=True)
    return False


def _compute(game: GameState, obj: GameObject) -> Characteristics:
    ch = _base(obj)
    if obj.zone != "battlefield":
        return ch
    effs = [e for e in _ordered_effects(game) if _applies(game, e, obj)]
    p, t = ch.power, ch.toughness
    counters_applied = False
    switch = False
    for e in effs:
        layer = e.layer
        if layer in ("7c", "7d") and not counters_applied:
            p, t = _apply_counters(obj, p, t)
            counters_applied = True
        op = e.op
        if op == "add_types":
            ch.types = tuple(dict.fromkeys((*ch.types, *e.args[0])))
            ch.subtypes = tuple(dict.fromkeys((*ch.subtypes, *e.args[1])))
        elif op == "set_colors":
            ch.colors = tuple(e.args[0])
        elif op == "add_keywords":
            ch.keywords = ch.keywords | frozenset(e.args[0])
        elif op == "remove_keywords":
            ch.keywords = ch.keywords - frozenset(e.args[0])
        elif op == "lose_all_abilities":
            ch.keywords = frozenset()
        elif op == "set_pt":
            p, t = e.args[0], e.args[1]
        elif op == "pt_add":
            if p is not None:
                p += e.args[0]
            if t is not None:
                t += e.args[1]
        elif op == "switch_pt":
            switch = not switch
            p, t = t, p
    if not counters_applied:
        p, t = _apply_counters(obj, p, t)
    ch.power, ch.toughness = p, t
    return ch


def _apply_counters(obj: GameObject, p: int | None, t: int | None) -> tuple[int | None, int | None]:
    """+1/+1 and -1/-1 counters apply in layer 7c (CR 613.4c, 122.1a)."""
    if p is None or t is None or not obj.counters:
        return p, t
    plus = obj.counter("+1/+1")
    minus = obj.counter("-1/-1")
    return p + plus - minus, t + plus - minus


def power(game: GameState, obj: GameObject) -> int:
    if is_plain(game, obj):
        return obj.card.power or 0
    return characteristics(game, obj).power or 0


def toughness(game: GameState, obj: GameObject) -> int:
    if is_plain(game, obj):
        return obj.card.toughness or 0
    return characteristics(game, obj).toughness or 0


def has_keyword(game: GameState, obj: GameObject, keyword: str) -> bool:
    if is_plain(game, obj):
        return keyword in obj.card.keywords
    return keyword in characteristics(game, obj).keywords


def is_type(game: GameState, obj: GameObject, card_type: str) -> bool:
    if is_plain(game, obj):
        return card_type in obj.card.types
    return card_type in characteristics(game, obj).types


def colors_of(game: GameState, obj: GameObject) -> tuple[str, ...]:
    if obj.zone != "battlefield":
        return obj.card.colors
    return characteristics(game, obj).colors


def add_effect(game: GameState, effect: ContinuousEffect) -> None:
    """Start a continuous effect from a resolving spell or ability (CR 611.2)."""
    game.effects = (*game.effects, effect)


def end_effects(game: GameState, duration: str) -> int:
    """End every effect with ``duration`` (e.g. ``end_of_turn`` at 514.2); returns how many."""
    kept = tuple(e for e in game.effects if e.duration != duration)
    ended = len(game.effects) - len(kept)
    game.effects = kept
    return ended


def next_timestamp(game: GameState) -> int:
    game.timestamp += 1
    return game.timestamp
