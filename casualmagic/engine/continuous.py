"""Continuous effects and current characteristics (CR 611, 613).

An object's characteristics start from its card (CR 613.1) and are changed
by continuous effects applied in layers: 2 control, 4 type, 5 colour,
6 abilities, 7a–7d power/toughness (CR 613.1, 613.4).  Effects come from
resolved spells and abilities (stored in ``game.effects``, CR 611.2) and from
static abilities of permanents (611.3, gathered by :func:`static_effects`).

The battlefield is computed as a whole, layer by layer (:func:`_compute_board`):
within a layer, the objects an effect applies to are judged by their
characteristics as the earlier layers (and the effects applied before it in
this layer) left them (613.6), characteristic-defining abilities go first
(613.3, 613.4a), then effects in timestamp order (613.7) unless one depends
on another (613.8): dependency is found by trying — apply the other effect to
a copy of the board and see whether this one's existence, the set of objects
it applies to, or what it does to them changes (613.8a).  An effect whose
parts span several layers keeps, in the later layers, the set of objects it
had in the first one (613.6).

Control (layer 2) is kept as a cached value in ``obj.controller`` so every
other rule can read it directly; :func:`refresh_control` recomputes it from
the control effects whenever one starts or ends (613.1b, 611.2).

Characteristics are computed on demand and cached per state version
(``game.seq``), so repeated queries in one step cost a dictionary lookup; a
board without effects stays on the fast path (:func:`is_plain`).

Longer than 600 lines: 613's layers are one computation (an object's characteristics),
kept in one module so the order of application reads top to bottom.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from casualmagic.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    ObjectFilter,
    StaticAbility,
    TriggeredAbility,
    merge_tap_mana,
    with_counter_mana,
)
from casualmagic.engine import static_conditions
from casualmagic.engine.designations import is_commander
from casualmagic.engine.face_down import FACE_DOWN_SOURCE
from casualmagic.rules.text import creature_types  # CR 205.3m (also read as cont.creature_types)

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LAYER_ORDER = {"1": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7a": 6, "7b": 7, "7c": 8, "7d": 9}
CHARACTERISTIC_LAYERS = ("4", "5", "6", "7a", "7b", "7c", "7d")
"""The layers that change characteristics here (layer 1 copy and 3 text effects aren't made yet)."""

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""The basic land types and the colour of their intrinsic mana ability (CR 305.6)."""

LAND_TYPES = frozenset({*BASIC_LAND_MANA, "Cave", "Desert", "Gate", "Lair", "Locus", "Mine",
                        "Power-Plant", "Sphere", "Tower", "Town", "Urza's"})
"""Land types (CR 205.3i)."""

NONCREATURE_SUBTYPES = frozenset({"Aura", "Background", "Cartouche", "Class", "Curse", "Role",
                                  "Rune", "Saga", "Shard", "Shrine", "Equipment",
                                  "Fortification", "Vehicle", "Attraction", "Contraption"})
"""Enchantment and artifact types (CR 205.3g–h) an effect setting creature types leaves alone."""

DURATIONS = ("end_of_turn", "permanent", "while_source", "while_control", "until_your_next_turn",
             "static", "while_counter:<kind>", "their_next_turn")
"""How long an effect lasts (CR 611.2a–b, 514.2): see :func:`is_active`."""


@cache
def basic_mana_ability(land_type: str) -> ActivatedAbility:
    """The mana ability a basic land type gives: "{T}: Add [mana]." (CR 305.6)."""
    c = BASIC_LAND_MANA[land_type]
    return ActivatedAbility(cost=Cost(tap=True), produces=(c,), text=f"{{T}}: Add {{{c}}}.")


@dataclass(frozen=True, slots=True)
class LayerFilter:
    """What a static ability's effect applies to, with the words target phrases lack:
    ``nonbasic`` (205.4), subtypes such as ``Forest`` or ``non-Aura`` (205.3),
    and ``other`` (the source itself excluded)."""

    base: ObjectFilter | None
    supertypes_none: frozenset[str] = frozenset()
    subtypes_any: frozenset[str] = frozenset()
    subtypes_none: frozenset[str] = frozenset()
    other: bool = False
    text: str = ""
    power: tuple[int, int] | None = None  # "with power N or greater/less": (low, high)
    keywords_none: frozenset[str] = frozenset()  # "without flying or islandwalk"
    # planes: statics — "modified" (700.9) and "controlled by a player who last chose X"
    modified: bool = False
    chose: str = ""


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """One continuous effect (CR 611), or one layer's part of it (613.6).

    ``affected`` locks in the affected objects when the effect began
    (CR 611.2c); a static ability's effect uses ``filter`` instead, which is
    re-evaluated continuously (611.3a).  ``duration`` is one of
    :data:`DURATIONS`.  ``cda`` marks a characteristic-defining ability
    (604.3, applied first: 613.3, 613.4a).  ``group`` ties the parts of one
    effect in several layers together (613.6); ``origin`` is the index of the
    static ability in its source's card (the effect exists only while the
    source still has that ability); ``turn`` is when the effect began.
    """

    layer: str
    op: str
    args: tuple[Any, ...]
    timestamp: int
    source: int | None
    controller: int
    affected: tuple[int, ...] = ()
    filter: ObjectFilter | LayerFilter | None = None
    duration: str = "end_of_turn"
    rule: str = "611.2"
    cda: bool = False
    group: tuple[Any, ...] | None = None
    origin: int = -1
    turn: int = 0
    # a static ability's condition ("as long as seven or more cards are in your graveyard",
    # "during your turn"): the effect exists only while it holds (611.3a; see
    # engine.static_conditions)
    condition: str = ""


class Characteristics:
    """Current characteristics of a permanent after all layers (CR 613), with the
    abilities it has now (layer 6): keywords, static, activated, triggered."""

    __slots__ = ("types", "subtypes", "supertypes", "colors", "keywords", "power", "toughness",
                 "static", "activated", "triggered", "more_keywords")

    def __init__(
        self,
        types: tuple[str, ...],
        subtypes: tuple[str, ...],
        supertypes: tuple[str, ...],
        colors: tuple[str, ...],
        keywords: frozenset[str],
        power: int | None,
        toughness: int | None,
        static: tuple[StaticAbility, ...] = (),
        activated: tuple[ActivatedAbility, ...] = (),
        triggered: tuple[TriggeredAbility, ...] = (),
    ) -> None:
        self.types = types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.colors = colors
        self.keywords = keywords
        self.power = power
        self.toughness = toughness
        self.static = static
        self.activated = activated
        self.triggered = triggered
        self.more_keywords: tuple[str, ...] = ()
        """Instances of a keyword beyond the first (``keywords`` holds each once): an effect
        gave it a keyword it already had (702.x "multiple instances", e.g. two exalted,
        702.83b; see :func:`keyword_instances`)."""

    def copy(self) -> Characteristics:
        ch = Characteristics(self.types, self.subtypes, self.supertypes, self.colors,
                             self.keywords, self.power, self.toughness, self.static,
                             self.activated, self.triggered)
        ch.more_keywords = self.more_keywords
        return ch

    def __repr__(self) -> str:
        return (f"<{' '.join(self.types)} {' '.join(self.subtypes)} {''.join(self.colors)} "
                f"{self.power}/{self.toughness} {sorted(self.keywords)}>")


_FACE_DOWN = Characteristics(("Creature",), (), (), (), frozenset(), 2, 2)
"""CR 708.2a: a face-down permanent is a 2/2 with no name, text, types or abilities."""


@lru_cache(maxsize=4096)
def card_base(card: CardDef) -> Characteristics:
    """Printed characteristics of a card (613.1); shared, so never written to."""
    return Characteristics(card.types, card.subtypes, card.supertypes, card.colors,
                           card.keywords, card.power, card.toughness, card.static,
                           card.activated, card.triggered)


def _base(obj: GameObject) -> Characteristics:
    if obj.face_down:
        listed = obj.get_info("face_down_as") if obj.info else None
        if listed is None:  # cast face down, manifested, cloaked: the card it shows (708.2a,
            return card_base(obj.card) if obj.card.source == FACE_DOWN_SOURCE else _FACE_DOWN
        return _face_down_as(*listed)  # 702.168a, 701.56a: with ward {2}; engine.face_down)
    return card_base(obj.card)


@lru_cache(maxsize=64)
def _face_down_as(types: tuple[str, ...], subtypes: tuple[str, ...]) -> Characteristics:
    """CR 708.2: a face-down permanent with the characteristics the effect that turned it
    face down lists (e.g. "a 2/2 Cyberman artifact creature"), otherwise those of 708.2a."""
    return Characteristics(types, subtypes, (), (), frozenset(), 2, 2)


# -- gathering effects ------------------------------------------------------------------

def lasts_until_next_turn(game: GameState, controller: int, began: int) -> bool:
    """Does an effect that ``controller`` started on turn ``began`` and that lasts "until
    your next turn" (611.2a) still last?  It ends as that player's next turn begins (in
    Two-Headed Giant, their team's, 805.4; a player who left: as it would have, 800.4m)."""
    return game.players[controller].turn_started <= began


def is_active(game: GameState, e: ContinuousEffect) -> bool:
    """Does an effect from a resolved spell or ability still last? (CR 611.2a–b)

    "For as long as [source] remains on the battlefield" (``while_source``) and
    "for as long as you control [source]" (``while_control``) end when that stops
    being true; "until your next turn" ends when its controller's next turn begins.
    """
    d = e.duration
    if d in ("end_of_turn", "permanent", "static"):
        return True
    if d in ("while_source", "while_control"):
        src = game.objects.get(e.source) if e.source is not None else None
        if src is None or src.zone != "battlefield":
            return False
        return d == "while_source" or src.controller == e.controller
    if d == "until_your_next_turn":
        return lasts_until_next_turn(game, e.controller, e.turn)
    if d == "their_next_turn":  # "during their next turn" (``args[0]``)
        started = game.players[e.args[0]].turn_started  # over once that turn has ended
        return started <= e.turn or (game.active == e.args[0] and game.turn == started)
    if d.startswith("while_counter:"):  # "for as long as it has a [kind] counter on it"
        kind = d[len("while_counter:"):]
        return all(i in game.objects and game.objects[i].zone == "battlefield"
                   and game.objects[i].counter(kind) > 0 for i in e.affected)
    return True


def static_effects(game: GameState) -> list[ContinuousEffect]:
    """Effects generated now by static abilities of permanents (CR 604.2, 611.3)."""
    from casualmagic.engine.statics import effects_of_static

    out: list[ContinuousEffect] = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.static and not o.face_down:
            out.extend(effects_of_static(game, o))
    for oid in _command_sources(game):
        out.extend(effects_of_static(game, objs[oid]))
    return out


def _command_sources(game: GameState) -> list[int]:
    """Command-zone objects whose static abilities function, as variants report them
    (e.g. a face-up plane, 901.7); the core names no variant."""
    out: list[int] = []
    for hook in game.hooks:
        out.extend(i for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                   if game.objects[i].card.static)
    return out


def _cache(game: GameState) -> list:
    """Per-state-version cache: ``[seq, anything_applies, {object id: characteristics}
    (the board, or None until needed), all effects in layer and timestamp order (or
    None until needed), touched objects (or None), whether the effects read volatile
    values (None until known), chars_epoch]``.

    An entry outlives events that can't change characteristics (``CHARS_SAFE_EVENTS``
    in core.state: a draw, a life change, mana...) unless its effects read such
    values (:func:`_volatile`).

    The cache lives in the state's ``chars_cache`` slot, which copies reset,
    so two diverging copies never share one.
    """
    entry = game.chars_cache
    if entry is None or entry[0] != game.seq:
        if entry is not None and entry[5] is False and entry[6] == game.chars_epoch:
            entry[0] = game.seq  # only events that can't change characteristics since
            return entry
        entry = [game.seq, bool(game.effects) or _has_statics(game), None, None, None, None,
                 game.chars_epoch]
        game.chars_cache = entry
    return entry


def _volatile(effs: list[ContinuousEffect]) -> bool:
    """Could these effects read something that events in ``CHARS_SAFE_EVENTS`` change —
    a hand size, a life total, a graveyard, whether something is tapped or in combat?"""
    for e in effs:
        if e.condition:  # a turn, a graveyard, a token created: any event may change it
            return True
        f = e.filter
        base = getattr(f, "base", f)
        if base is not None and (getattr(base, "tapped", None) is not None
                                 or getattr(base, "combat", None) is not None):
            return True
        for a in e.args:
            if isinstance(a, str) and any(w in a for w in ("hand", "life", "graveyard", "library",
                                                         "discarded")):
                return True
    return False


def _order_key(e: ContinuousEffect) -> tuple:
    """613.3, 613.4a, 613.7: layer, characteristic-defining abilities first, then timestamp;
    "can't have [keyword]" after every other effect of its layer, so no effect of any
    timestamp gives the keyword back (Arcane Lighthouse, the Archetypes)."""
    return (LAYER_ORDER[e.layer], not e.cda, e.op == "cant_have_keywords", e.timestamp,
            e.source or 0, e.origin)


def _ordered_effects(game: GameState) -> list[ContinuousEffect]:
    """Every continuous effect now, in layer then timestamp order (613.1, 613.7)."""
    entry = _cache(game)
    if entry[3] is None:
        effs = [e for e in game.effects if e.layer in LAYER_ORDER and is_active(game, e)]
        effs.extend(static_effects(game))
        effs.sort(key=_order_key)
        entry[3] = effs
        entry[5] = _volatile(effs)
    return entry[3]


def rule_effects(game: GameState, op: str) -> list[ContinuousEffect]:
    """Effects from resolved spells and abilities that change a rule of the game rather
    than characteristics (layer ``"rules"``, not one of 613's): e.g. "until a player
    planeswalks, you can't lose the game" (``cant_lose``) or "creatures can't attack you"."""
    return [e for e in game.effects if e.layer == "rules" and e.op == op and is_active(game, e)]


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


def plain_ids(game: GameState) -> frozenset[int] | None:
    """For loops over many objects: None when every object without counters (and face up)
    is plain (no effect applies by filter), else the ids an effect names; an object outside
    it without counters is plain too (:func:`is_plain`, with one lookup per loop)."""
    entry = game.chars_cache
    if entry is None or entry[0] != game.seq:
        entry = _cache(game)
    if not entry[1]:
        return None
    touched = entry[4] or _touched(game)
    return ALL_TOUCHED if touched[1] else touched[0]


ALL_TOUCHED: frozenset[int] = frozenset({-1})
"""The marker :func:`plain_ids` returns when an effect applies by filter: nothing is plain."""


def characteristics(game: GameState, obj: GameObject) -> Characteristics:
    """The current characteristics of ``obj`` (CR 613)."""
    if is_plain(game, obj):
        return _base(obj)
    if obj.zone != "battlefield":
        return _base(obj)
    entry = _cache(game)
    board = entry[2]
    if board is None:
        board = _compute_board(game) if entry[1] else {}
        entry[2] = board
    ch = board.get(obj.id)
    if ch is None:  # counters on a board without effects
        ch = _base(obj).copy()
        ch.power, ch.toughness = _apply_counters(obj, ch.power, ch.toughness)
        ch.keywords = ch.keywords | keyword_counters(obj)  # 122.1b
        board[obj.id] = ch
    return ch


def _has_statics(game: GameState) -> bool:
    objs = game.objects
    for oid in game.battlefield:
        if objs[oid].card.static:
            return True
    return bool(game.hooks) and bool(_command_sources(game))


# -- the board, layer by layer ------------------------------------------------------------

class _Board:
    """Characteristics of every permanent while layers are applied (copy-on-write)."""

    __slots__ = ("chars", "own", "sets", "reach")

    def __init__(self, chars: dict[int, Characteristics], own: set[int],
                 sets: dict[tuple, tuple[int, ...]]) -> None:
        self.chars = chars
        self.own = own
        self.sets = sets  # 613.6: the objects each multi-layer effect began applying to
        self.reach: dict[tuple, tuple[int, ...]] | None = None  # see _shared_reach

    def w(self, oid: int) -> Characteristics:
        if oid not in self.own:
            self.chars[oid] = self.chars[oid].copy()
            self.own.add(oid)
        return self.chars[oid]

    def clone(self) -> _Board:
        return _Board(dict(self.chars), set(), dict(self.sets))


def _compute_board(game: GameState) -> dict[int, Characteristics]:
    """Apply every layer to the whole battlefield at once (CR 613.1–613.8)."""
    objs = game.objects
    board = _Board({oid: _base(objs[oid]) for oid in game.battlefield}, set(), {})
    by_layer: dict[str, list[ContinuousEffect]] = {}
    for e in _ordered_effects(game):
        by_layer.setdefault(e.layer, []).append(e)
    for layer in CHARACTERISTIC_LAYERS:
        if layer == "6":  # 122.1b, 613.1f: keyword counters give their keyword
            for oid in game.battlefield:
                o = objs[oid]
                kws = keyword_counters(o) if o.counters else frozenset()
                if kws and not kws <= board.chars[oid].keywords:
                    ch = board.w(oid)
                    ch.keywords = ch.keywords | kws
        if layer == "7c":  # 613.4c: counters apply in 7c (addition commutes with 7c effects)
            for oid in game.battlefield:
                o = objs[oid]
                if o.counters:
                    ch = board.chars[oid]
                    p, t = _apply_counters(o, ch.power, ch.toughness)
                    if (p, t) != (ch.power, ch.toughness):
                        ch = board.w(oid)
                        ch.power, ch.toughness = p, t
        effs = by_layer.get(layer)
        if effs:
            board.reach = {} if layer in _PT_LAYERS and all(
                e.op in _PT_OPS for e in effs) else None
            _run_layer(game, board, effs)
            board.reach = None
    for oid in board.chars:
        if oid not in board.own:  # callers may keep these; give each its own record
            board.chars[oid] = board.chars[oid].copy()
    return board.chars


def _run_layer(game: GameState, board: _Board, effs: list[ContinuousEffect]) -> None:
    """Apply one layer's effects: CDAs first (613.3), then timestamp order unless a
    dependency says otherwise (613.8b), re-evaluated after each effect (613.8c)."""
    for cda in (True, False):
        pending = [e for e in effs if e.cda == cda]
        if len(pending) > 1 and not _may_depend(pending):
            for e in pending:  # no dependency possible: timestamp order (613.7)
                _apply(game, board, e)
            continue
        while pending:
            nxt = pending[0] if len(pending) == 1 else _next_effect(game, board, pending)
            pending.remove(nxt)
            _apply(game, board, nxt)


def _may_depend(pending: list[ContinuousEffect]) -> bool:
    """Whether any of these effects could depend on another (613.8a), judged without trials:
    none can when no effect's op changes what another's existence, reach or amounts read
    (``depends_on`` answers no for every pair then).  A board of many lords and anthems in
    one layer then costs one pass instead of a dependency search per effect applied."""
    writes = frozenset().union(*(_WRITES.get(e.op, frozenset()) for e in pending))
    return bool(writes) and any(writes & _reads(e) for e in pending)


def _next_effect(game: GameState, board: _Board,
                 pending: list[ContinuousEffect]) -> ContinuousEffect:
    """The effect to apply next (613.8b): the earliest one that depends on no
    unapplied effect outside a dependency loop it is part of."""
    n = len(pending)
    deps = [[j for j in range(n) if j != i and depends_on(game, board, pending[i], pending[j])]
            for i in range(n)]
    if not any(deps):
        return pending[0]
    reach = [_reachable(deps, i) for i in range(n)]
    for i in range(n):  # pending is in timestamp order
        if all(i in reach[j] for j in deps[i]):  # every dependency is in a loop with it
            return pending[i]
    return pending[0]  # pragma: no cover - a finite graph always has a sink component


def _reachable(deps: list[list[int]], start: int) -> set[int]:
    seen: set[int] = set()
    todo = [start]
    while todo:
        for j in deps[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


_WRITES = {
    "add_types": frozenset({"types", "abilities"}),
    "set_types": frozenset({"types", "abilities"}),
    "all_creature_types": frozenset({"types"}),
    "set_subtypes": frozenset({"types", "abilities"}),
    "set_colors": frozenset({"colors"}),
    "add_colors": frozenset({"colors"}),
    "add_keywords": frozenset({"keywords"}),
    "add_abilities": frozenset({"abilities"}),
    "add_triggers": frozenset({"abilities"}),
    "become_wastes": frozenset({"types", "abilities"}),
    "remove_keywords": frozenset({"keywords"}),
    "cant_have_keywords": frozenset({"keywords"}),
    "lose_all_abilities": frozenset({"keywords", "abilities"}),
}
"""What each op can change, to skip dependency trials that can't find one (P/T ops
change only power and toughness, which no filter or amount here reads)."""


def _reads(e: ContinuousEffect) -> frozenset[str]:
    """What an effect's existence, reach and amounts look at (for 613.8a trials)."""
    out: set[str] = set()
    if e.origin >= 0:
        out.add("abilities")
    f = e.filter
    if f is not None:
        out.add("types")
        base = f.base if isinstance(f, LayerFilter) else f
        if base is not None and (base.colors_any or base.colors_none):
            out.add("colors")
        if base is not None and base.keywords_any:
            out.update(("keywords", "abilities"))
    if any(isinstance(a, str) for a in e.args) and e.layer.startswith("7"):
        out.update(("types", "colors", "keywords"))  # counts such as "creatures you control"
    return frozenset(out)


def depends_on(game: GameState, board: _Board, e: ContinuousEffect, other: ContinuousEffect) -> bool:
    """CR 613.8a: would applying ``other`` change whether ``e`` exists, what it applies
    to, or what it does to those objects?  Found by applying ``other`` to a copy."""
    if not (_WRITES.get(other.op, frozenset()) & _reads(e)):
        return False
    trial = board.clone()
    _apply(game, trial, other)
    return _footprint(game, board, e) != _footprint(game, trial, e)


def _footprint(game: GameState, board: _Board, e: ContinuousEffect) -> tuple:
    if not _exists(game, board, e):
        return (False,)
    objs = _applies_to(game, board, e)
    return (True, objs, tuple(_params(game, board, e, oid) for oid in objs))


def _exists(game: GameState, board: _Board, e: ContinuousEffect) -> bool:
    """A static ability's effect exists while its source has the ability (613.8a, 613.6)."""
    if e.condition and not static_conditions.holds(game, e.condition, e.controller, e.source,
                                                   board.chars):
        return False  # 611.3a: "as long as ..." doesn't hold now
    if e.origin < 0 or (e.group is not None and e.group in board.sets):
        return True
    ch = board.chars.get(e.source) if e.source is not None else None
    if ch is None:
        # a command-zone source (e.g. a face-up plane, 901.7) is off the board: layer
        # effects can't remove its abilities, so its static effects exist while it's there
        src = game.objects.get(e.source) if e.source is not None else None
        return src is not None and src.zone == "command"
    ability = game.objects[e.source].card.static[e.origin]
    return any(a is ability for a in ch.static)


def _applies_to(game: GameState, board: _Board, e: ContinuousEffect) -> tuple[int, ...]:
    if e.group is not None and e.group in board.sets:
        return board.sets[e.group]
    chars = board.chars
    if e.affected:
        return tuple(i for i in e.affected if i in chars)
    f = e.filter
    if f is None:
        return ()
    objs = game.objects
    key = _shared_reach(game, board, e, f)
    if key is not None and key in board.reach:  # type: ignore[operator]
        return board.reach[key]  # type: ignore[index]
    out = tuple(oid for oid, ch in chars.items()
                if fits(game, f, objs[oid], ch, e.controller, e.source))
    if key is not None:
        board.reach[key] = out  # type: ignore[index]
    return out


_PT_LAYERS = frozenset({"7b", "7c", "7d"})
_PT_OPS = frozenset({"set_pt", "pt_add", "switch_pt"})


def _shared_reach(game: GameState, board: _Board, e: ContinuousEffect,
                  f: ObjectFilter | LayerFilter) -> tuple | None:
    """The key under which effects of one P/T layer share the objects they apply to, or None.

    In layers 7b-7d with only power/toughness ops, applying an effect changes nothing but
    power and toughness, so a filter that doesn't read them picks the same objects for every
    effect of the layer with the same filter and controller (613.6).  Twenty copies of
    "Oozes you control get +1/+1" then look at the battlefield once, not twenty times.  The
    source is part of the key when the filter reads it ("other", 613.6; "you" for a
    command-zone source, :func:`also_you`)."""
    if board.reach is None:
        return None
    base = f.base if isinstance(f, LayerFilter) else f
    if isinstance(f, LayerFilter) and f.power is not None:
        return None
    if base is not None and (base.min_power is not None or base.min_toughness is not None
                             or base.max_toughness is not None or base.max_power is not None):
        return None
    src = game.objects.get(e.source) if e.source is not None else None
    by_source = (isinstance(f, LayerFilter) and f.other) or src is None \
        or src.zone != "battlefield"
    return (id(f), e.controller, e.source if by_source else None)


def fits(game: GameState, f: ObjectFilter | LayerFilter, obj: GameObject, ch: Characteristics,
         controller: int, source: int | None = None) -> bool:
    """Does a permanent with characteristics ``ch`` fit a filter (CR 613.6: judged on
    the characteristics the earlier layers left it)?"""
    if isinstance(f, LayerFilter):
        if f.other and obj.id == source:
            return False
        if f.supertypes_none and any(s in f.supertypes_none for s in ch.supertypes):
            return False
        if f.subtypes_any and not any(s in f.subtypes_any for s in ch.subtypes):
            return False
        if f.subtypes_none and any(s in f.subtypes_none for s in ch.subtypes):
            return False
        if f.power is not None and not f.power[0] <= (ch.power or 0) <= f.power[1]:
            return False
        if f.keywords_none and f.keywords_none & ch.keywords:
            return False
        if (f.modified or f.chose) and not _fits_planes_statics(game, f, obj):
            return False
        f = f.base  # type: ignore[assignment]
        if f is None:
            return True
    if f.zone != "battlefield":
        return False
    if f.name is not None and obj.card.name != f.name:  # "creatures named ..." (201.2)
        return False
    if f.token is not None and obj.card.is_token != f.token:  # "nontoken creatures" (111.1)
        return False
    if f.commander is not None and is_commander(game, obj.id) != f.commander:
        return False  # "Commander creatures you control get +2/+2" (903.3)
    if not f.fits_characteristics(ch.types, ch.colors, ch.supertypes, ch.keywords, ch.subtypes):
        return False
    if f.tapped is not None and obj.tapped != f.tapped:
        return False
    if f.combat in ("attacking", "blocking", "attacking or blocking"):  # (506.4)
        combat = game.combat  # "attacking creatures you control"
        if combat is None or not (("attacking" in f.combat and combat.is_attacking(obj.id))
                                  or ("blocking" in f.combat and combat.is_blocking(obj.id))):
            return False
    if f.max_mana_value is not None and obj.card.mana_value > f.max_mana_value:
        return False
    mana_value = obj.card.mana_value if f.min_mana_value is not None else 0  # (only read then)
    if not f.fits_numbers(mana_value, ch.power, ch.toughness, obj.counters):
        return False  # "creatures you control with power 4 or greater" (208.1, 613.6)
    if isinstance(f.max_power, int) and (ch.power or 0) > f.max_power:
        return False
    if f.combat == "attacking you" and (game.combat is None or game.combat.defender_of(
            obj.id) != ("player", controller)):  # "creatures attacking you" (508.1b)
        return False
    if f.equipped is not None:  # "equipped creatures" (301.5)
        from casualmagic.engine.targets import is_equipped

        if is_equipped(game, obj.id) != f.equipped:
            return False
    if f.controller == "you" and obj.controller != controller \
            and not also_you(game, obj.controller, controller, source):
        return False
    if f.controller == "opponent" and obj.controller not in game.opponents(controller):
        return False
    return True


def also_you(game: GameState, player: int, you: int, source: int | GameObject | None) -> bool:
    """Is ``player`` "you" as well as ``you`` for an ability of ``source``: a face-up plane
    or phenomenon in the command zone, or an ability of one, in Two-Headed Giant (901.12c:
    both members of the planar controller's team)?"""
    src = game.objects.get(source) if isinstance(source, int) else source
    if src is None or src.zone not in ("command", "stack"):
        return False
    from casualmagic.core.hooks import you_players

    yous = you_players(game, src)
    return player in yous and you in yous


def is_modified(game: GameState, obj: GameObject) -> bool:
    """CR 700.9: counters, an Equipment attached, or an Aura its controller controls."""
    if any(n > 0 for _k, n in obj.counters):
        return True
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.attached_to != obj.id:
            continue
        if "Equipment" in o.card.subtypes:  # 301.5: equipped
            return True
        if "Aura" in o.card.subtypes and o.controller == obj.controller:  # 303.4
            return True
    return False


def _fits_planes_statics(game: GameState, f: LayerFilter, obj: GameObject) -> bool:
    """The "modified" (700.9) and "controlled by a player who last chose ..." words of a
    layer filter (see engine.player_choices)."""
    if f.modified:
        if not is_modified(game, obj):
            return False
    if f.chose:
        from casualmagic.engine.player_choices import last_chose

        if not last_chose(game, obj.controller, f.chose):
            return False
    return True


def _params(game: GameState, board: _Board, e: ContinuousEffect, oid: int) -> tuple:
    """The effect's arguments for one object, amounts worked out (e.g. "mana value")."""
    if not e.layer.startswith("7") or not any(isinstance(a, str) for a in e.args):
        return e.args
    return tuple(layer_amount(game, board, a, oid, e.controller) for a in e.args)


def layer_amount(game: GameState, board: _Board | None, spec: Any, oid: int,
                 controller: int) -> int | None:
    """A number in a P/T effect: an integer, or a value the game works out now —
    ``"mana value"`` (202.3), ``"printed power"``/``"printed toughness"`` (208.1),
    ``"cards in all graveyards"``, ``"cards in your hand"``, ``"its colors"``,
    ``"your life total"``, or ``"<permanents> you control"`` counted on the board as
    the earlier layers left it (e.g. ``"creatures you control"``, ``"Forests you control"``)."""
    if spec is None or isinstance(spec, int):
        return spec
    if spec == "mana value":
        return int(game.objects[oid].card.mana_value)
    if spec == "other creatures sharing a creature type":  # e.g. Velis Vel (205.3m)
        return _sharing_creature_type(game, board, oid)
    if spec == "other creatures you control sharing a creature type":  # Mondassian Colony Ship
        return _sharing_creature_type(game, board, oid, controller)
    if spec in ("printed power", "printed toughness"):  # e.g. "base power equal to its
        card = game.objects[oid].card  # printed toughness" (208.1, 613.4b)
        return (card.power if spec == "printed power" else card.toughness) or 0
    if spec == "cards in all graveyards":
        return sum(len(p.graveyard) for p in game.players)
    if spec == "its colors":  # "+1/+1 for each of its colors" (105.2), as layer 5 left them
        ch = board.chars.get(oid) if board is not None else None
        return len((ch or characteristics(game, game.objects[oid])).colors)
    if spec == "cards in your hand":
        return len(game.players[controller].hand)
    if spec == "your life total":
        return game.players[controller].life
    if spec == "cards you've discarded this turn":  # planes: face-down, Bicycle Rack (701.8)
        return discarded_this_turn(game, game.objects[oid].controller)
    from casualmagic.engine.statics import parse_layer_filter

    f = parse_layer_filter(spec)
    objs = game.objects
    chars = board.chars if board is not None else {i: characteristics(game, objs[i])
                                                   for i in game.battlefield}
    return sum(1 for i, ch in chars.items() if fits(game, f, objs[i], ch, controller))


def _sharing_creature_type(game: GameState, board: _Board | None, oid: int,
                           controller: int | None = None) -> int:
    """How many other creatures on the battlefield (that ``controller`` controls, if given)
    share at least one creature type with ``oid`` (205.3m), judged on the board as the
    earlier layers left it (613.6)."""
    objs = game.objects
    chars = board.chars if board is not None else {i: characteristics(game, objs[i])
                                                   for i in game.battlefield}
    kinds = creature_types()
    mine = set(chars[oid].subtypes) & kinds if oid in chars else set()
    if not mine:
        return 0
    return sum(1 for i, ch in chars.items()
               if i != oid and "Creature" in ch.types and mine & set(ch.subtypes)
               and (controller is None or objs[i].controller == controller))


def _apply(game: GameState, board: _Board, e: ContinuousEffect) -> None:
    """Apply one effect (one layer's part of it) to the board."""
    if not _exists(game, board, e):
        return
    targets = _applies_to(game, board, e)
    if e.group is not None and e.group not in board.sets:
        board.sets[e.group] = targets  # 613.6: the same set in its other layers
    fn = _OPS[e.op]
    objs = game.objects
    if not e.layer.startswith("7") or not any(isinstance(a, str) for a in e.args):
        args = e.args  # no amount to work out per object (see _params)
        for oid in targets:
            fn(objs[oid], board.w(oid), args)
        return
    for oid in targets:
        fn(objs[oid], board.w(oid), _params(game, board, e, oid))


def _op_add_types(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"... is a [type] in addition to its other types" (205.1b); a land gaining basic
    land types gains their mana abilities and keeps its own (305.7)."""
    types, subtypes = args[0], args[1]
    ch.types = tuple(dict.fromkeys((*ch.types, *types)))
    new = tuple(s for s in subtypes if s not in ch.subtypes)
    ch.subtypes = (*ch.subtypes, *new)
    if "Land" in ch.types:
        ch.activated = (*ch.activated, *(basic_mana_ability(s) for s in new if s in BASIC_LAND_MANA))


def _op_all_creature_types(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"... gains all creature types" (205.3m, layer 4): it has every creature type."""
    have = set(ch.subtypes)
    ch.subtypes = (*ch.subtypes, *sorted(t for t in creature_types() if t not in have))


def _op_set_types(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"... is a [type]" without "in addition": it loses its other card types (205.1a)."""
    ch.types = tuple(args[0])


def _op_set_subtypes(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """Set subtypes of a kind (205.1b): new land types replace the old ones, and a land
    set to basic land types loses the abilities of its rules text and gains the basic
    types' mana abilities (305.7); new creature types replace the creature types."""
    new = tuple(args[0])
    lands = tuple(s for s in new if s in LAND_TYPES)
    others = tuple(s for s in new if s not in LAND_TYPES)
    subs = ch.subtypes
    if lands:
        subs = tuple(s for s in subs if s not in LAND_TYPES)
        if "Land" in ch.types and any(s in BASIC_LAND_MANA for s in lands):
            card = obj.card
            printed = set(map(id, card.activated))
            ch.activated = (*(a for a in ch.activated if id(a) not in printed
                              and a not in _BASIC_ABILITIES),
                            *(basic_mana_ability(s) for s in lands if s in BASIC_LAND_MANA))
            ch.static = tuple(a for a in ch.static if all(a is not b for b in card.static))
            ch.triggered = tuple(a for a in ch.triggered if all(a is not b for b in card.triggered))
            _lose_keywords(ch, card.keywords)
    if others:
        subs = tuple(s for s in subs if s in LAND_TYPES or s in NONCREATURE_SUBTYPES)
    ch.subtypes = (*subs, *lands, *others)


@cache
def wastes_mana_ability() -> ActivatedAbility:
    """The only ability of the card Wastes: "{T}: Add {C}." (106.1b: colorless mana)."""
    return ActivatedAbility(cost=Cost(tap=True), produces=("C",), text="{T}: Add {C}.")


def _op_become_wastes(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """Event Horizon: "Nonbasic lands are Wastes" (planes: statics, layer 4).  Wastes is a
    basic land with no land type whose only ability is "{T}: Add {C}"; like a land set to a
    basic land type (305.7), the land loses its land types and the abilities of its rules
    text and has that ability instead.  Its other card types, supertypes and name stay."""
    card = obj.card
    ch.subtypes = tuple(s for s in ch.subtypes if s not in LAND_TYPES)
    printed = set(map(id, card.activated))
    ch.activated = (*(a for a in ch.activated if id(a) not in printed
                      and a not in _BASIC_ABILITIES), wastes_mana_ability())
    ch.static = tuple(a for a in ch.static if all(a is not b for b in card.static))
    ch.triggered = tuple(a for a in ch.triggered if all(a is not b for b in card.triggered))
    _lose_keywords(ch, card.keywords)


def _op_set_colors(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"... is [colour]" (105.3): the new colours replace the old ones."""
    ch.colors = tuple(args[0])


def _op_add_colors(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    ch.colors = tuple(dict.fromkeys((*ch.colors, *args[0])))


def _op_add_keywords(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    _gain_keywords(ch, args[0])


def _op_remove_keywords(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    _lose_keywords(ch, args[0])


def _op_cant_have_keywords(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"… lose hexproof and can't have hexproof" (613.1f, applied last in layer 6, see
    :func:`_order_key`): the keywords and their "from [quality]" forms ("Hexproof from
    black", 702.11d) are removed."""
    names = tuple(args[0])
    ch.keywords = frozenset(k for k in ch.keywords
                            if not any(k == n or k.startswith(f"{n} from ") for n in names))


def _op_add_abilities(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"All creatures have '[cost]: [effect]'" (113.2, 613.1f layer 6): the object gains
    the activated ability; it is the object's own, so "this creature" means it (113.7)."""
    ch.activated = (*ch.activated, *(a for a in args[0] if all(a is not b for b in ch.activated)))


def _op_add_triggers(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """'[Creatures] have "Whenever this creature ..."' (113.2, 613.1f layer 6): the object
    gains the triggered ability; "this creature" means it (113.7)."""
    ch.triggered = (*ch.triggered, *(a for a in args[0] if all(a is not b for b in ch.triggered)))


def _op_lose_all(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """"... loses all abilities" (613.1f): keywords, static, activated, triggered."""
    ch.keywords = frozenset()
    ch.more_keywords = ()
    ch.static = ch.activated = ch.triggered = ()


def _op_set_pt(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """7a/7b: set power and/or toughness (``None`` leaves one alone)."""
    if args[0] is not None:
        ch.power = args[0]
    if args[1] is not None:
        ch.toughness = args[1]


def _op_pt_add(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    if ch.power is not None:
        ch.power += args[0]
    if ch.toughness is not None:
        ch.toughness += args[1]


def _op_switch(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """7d: power becomes toughness and toughness power (613.4d)."""
    ch.power, ch.toughness = ch.toughness, ch.power


def _at_level(obj: GameObject, low: int, high: int | None) -> bool:
    """711.2a-b: at least ``low`` and (unless ``high`` is None, "N3+") at most ``high``
    level counters."""
    n = obj.counter("level")
    return n >= low and (high is None or n <= high)


def _op_level_pt(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """711.2: a level symbol's base power and toughness (layer 7b)."""
    if _at_level(obj, args[0], args[1]):
        ch.power, ch.toughness = args[2], args[3]


def _op_level_abilities(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """711.2: a level symbol's abilities (layer 6): keywords, activated, triggered."""
    if _at_level(obj, args[0], args[1]):
        keywords, activated, triggered = args[2:]
        _gain_keywords(ch, keywords)
        ch.activated = (*ch.activated, *activated)
        ch.triggered = (*ch.triggered, *triggered)


def _op_class_abilities(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """716.2a: "As long as this Class is level N or greater, it has [abilities]" (layer 6):
    keywords, activated, triggered."""
    from casualmagic.engine.class_levels import level_of

    if level_of(obj) >= args[0]:
        keywords, activated, triggered = args[1:]
        _gain_keywords(ch, keywords)
        ch.activated = (*ch.activated, *activated)
        ch.triggered = (*ch.triggered, *triggered)


def _op_solved_abilities(obj: GameObject, ch: Characteristics, args: tuple) -> None:
    """719.3c: "Solved — [Ability]" is an ability of the Case only while it is solved
    (layer 6): keywords, activated, triggered."""
    from casualmagic.engine.cases import is_solved

    if is_solved(obj):
        keywords, activated, triggered = args
        _gain_keywords(ch, keywords)
        ch.activated = (*ch.activated, *activated)
        ch.triggered = (*ch.triggered, *triggered)


_BASIC_ABILITIES = tuple(basic_mana_ability(s) for s in BASIC_LAND_MANA)
_OPS = {
    "level_pt": _op_level_pt, "level_abilities": _op_level_abilities,  # levelers (711.2)
    "class_abilities": _op_class_abilities,  # Classes (716.2a)
    "solved_abilities": _op_solved_abilities,  # Cases (719.3c)
    "add_types": _op_add_types, "set_types": _op_set_types,
    "all_creature_types": _op_all_creature_types, "set_subtypes": _op_set_subtypes,
    "set_colors": _op_set_colors, "add_colors": _op_add_colors,
    "add_keywords": _op_add_keywords, "remove_keywords": _op_remove_keywords,
    "cant_have_keywords": _op_cant_have_keywords,
    "lose_all_abilities": _op_lose_all, "add_abilities": _op_add_abilities,
    "add_triggers": _op_add_triggers,  # planes: statics
    "become_wastes": _op_become_wastes,  # planes: statics (Event Horizon)
    "cda_pt": _op_set_pt, "set_pt": _op_set_pt, "pt_add": _op_pt_add, "switch_pt": _op_switch,
}
"""The characteristic-changing ops an effect record can carry, by name."""


KEYWORD_COUNTERS = {k.lower(): k for k in (
    "Flying", "First strike", "Double strike", "Deathtouch", "Exalted", "Haste", "Hexproof",
    "Indestructible", "Lifelink", "Menace", "Reach", "Shadow", "Trample", "Vigilance")}
"""CR 122.1b: the keyword counters, by counter kind, and the keyword each gives."""


def _gain_keywords(ch: Characteristics, keywords: Iterable[str]) -> None:
    """Layer 6 (613.1f): ``ch`` gains ``keywords``; one it has already is one more instance
    of it (:attr:`Characteristics.more_keywords`)."""
    kws = frozenset(keywords)
    have = ch.keywords
    if kws & have:
        ch.more_keywords = (*ch.more_keywords, *sorted(kws & have))
    ch.keywords = have | kws


def _lose_keywords(ch: Characteristics, keywords: Iterable[str]) -> None:
    """Layer 6: ``ch`` loses every instance of ``keywords``."""
    kws = frozenset(keywords)
    ch.keywords = ch.keywords - kws
    if ch.more_keywords:
        ch.more_keywords = tuple(k for k in ch.more_keywords if k not in kws)


def keyword_instances(game: GameState, obj: GameObject, keyword: str) -> int:
    """How many instances of ``keyword`` ``obj`` has now: its card prints it once at most,
    and each effect that gives it the keyword again adds one (702.83b exalted, 702.25b
    flanking, 702.86b annihilator: each instance triggers separately). 0 if none."""
    if is_plain(game, obj):
        return int(keyword in obj.card.keywords)
    ch = characteristics(game, obj)
    if keyword not in ch.keywords:
        return 0
    return 1 + ch.more_keywords.count(keyword) if ch.more_keywords else 1


def all_keyword_instances(game: GameState, obj: GameObject) -> list[str]:
    """Every keyword instance ``obj`` has now, sorted, a keyword once per instance."""
    if is_plain(game, obj):
        return sorted(obj.card.keywords)
    ch = characteristics(game, obj)
    return sorted((*ch.keywords, *ch.more_keywords))


def keyword_counters(obj: GameObject) -> frozenset[str]:
    """The keywords ``obj``'s keyword counters give it (122.1b)."""
    return frozenset(KEYWORD_COUNTERS[k] for k, n in obj.counters
                     if n > 0 and k in KEYWORD_COUNTERS)


def _apply_counters(obj: GameObject, p: int | None, t: int | None) -> tuple[int | None, int | None]:
    """+1/+1 and -1/-1 counters apply in layer 7c (CR 613.4c, 122.1a)."""
    if p is None or t is None or not obj.counters:
        return p, t
    plus = obj.counter("+1/+1")
    minus = obj.counter("-1/-1")
    return p + plus - minus, t + plus - minus


# -- queries -----------------------------------------------------------------------------

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


def has_subtype(game: GameState, obj: GameObject, subtype: str) -> bool:
    if is_plain(game, obj):
        return subtype in obj.card.subtypes
    return subtype in characteristics(game, obj).subtypes


def colors_of(game: GameState, obj: GameObject) -> tuple[str, ...]:
    if obj.zone != "battlefield":
        from casualmagic.engine.cost_changes import colorless_outside_battlefield

        if obj.card.colors and colorless_outside_battlefield(game):  # planes: costs, 105.2c
            return ()
        return obj.card.colors
    return characteristics(game, obj).colors


def nonmana_abilities(game: GameState, obj: GameObject) -> tuple[tuple[int, ActivatedAbility], ...]:
    """The activated abilities (not mana abilities) ``obj`` has now, with an index: the
    printed ones it still has by their index on the card (613.1f: an effect can remove
    them), then abilities an effect grants it (113.2, layer 6) numbered after the card's."""
    if is_plain(game, obj):
        return obj.card.nonmana_abilities
    have = characteristics(game, obj).activated
    printed = tuple((i, a) for i, a in obj.card.nonmana_abilities if any(a is b for b in have))
    extra = granted_abilities(game, obj)
    if not extra:
        return printed
    n = len(obj.card.activated)
    return (*printed, *((n + j, a) for j, a in enumerate(extra)
                        if not a.is_mana_ability and a.zone == "battlefield"))


def granted_abilities(game: GameState, obj: GameObject) -> tuple[ActivatedAbility, ...]:
    """Activated abilities ``obj`` has that its card doesn't print: granted by an effect
    such as Shiv's "All creatures have '{R}: This creature gets +1/+0 until end of turn.'"
    (113.2, 613.1f), or by a land type (305.6)."""
    if is_plain(game, obj) or obj.zone != "battlefield":
        return ()
    printed = obj.card.activated
    return tuple(a for a in characteristics(game, obj).activated
                 if all(a is not b for b in printed))


def activated_ability(game: GameState, obj: GameObject, index: int) -> ActivatedAbility:
    """The activated ability an ``("activate", id, index)`` option names (602.1): a printed
    one by its index on the card, or a granted one after them (see :func:`nonmana_abilities`)."""
    n = len(obj.card.activated)
    if index < n:
        return obj.card.activated[index]
    return granted_abilities(game, obj)[index - n]


def tap_mana_ability(game: GameState, obj: GameObject) -> tuple[int, ActivatedAbility] | None:
    """The free "{T}: Add ..." mana ability ``obj`` has now (CR 605), or None.

    Several such abilities (a Forest that is also a Swamp, 305.7) are offered as
    one that makes any of their colours.
    """
    if is_plain(game, obj):
        return obj.card.tap_mana_ability
    activated = characteristics(game, obj).activated
    found = [a for a in activated
             if a.is_mana_ability and a.cost.tap and not (
                 a.cost.mana.symbols or a.cost.sacrifice_self or a.cost.pay_life
                 or a.cost.discard or a.cost.untap or a.cost.remove_counter
                 or a.cost.tap_others or a.cost.exile_self or a.cost.sacrifice)]
    printed = obj.card.activated
    index = next((i for i, a in enumerate(printed) if found and a is found[0]), -1)
    # "{T}: Add {G}{G}" beats "{T}: Add {G}" (605); a Vivid land's counter colours (602.2b)
    return with_counter_mana((index, merge_tap_mana(found)) if found else None, activated)


def triggered_abilities(game: GameState, obj: GameObject) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities ``obj`` has now (613.1f: "loses all abilities" removes them)."""
    if obj.zone != "battlefield" or is_plain(game, obj):
        return obj.card.triggered
    return characteristics(game, obj).triggered


# -- starting and ending effects -----------------------------------------------------------

def add_effect(game: GameState, effect: ContinuousEffect) -> None:
    """Start a continuous effect from a resolving spell or ability (CR 611.2)."""
    if not effect.turn and game.turn:
        effect = replace(effect, turn=game.turn)  # the turn it began (807.4: which turn)
    game.effects = (*game.effects, effect)
    if effect.layer == "2":
        refresh_control(game)


def end_effects(game: GameState, duration: str) -> int:
    """End every effect with ``duration`` (e.g. ``end_of_turn`` at 514.2); returns how many.
    Control returns to what the remaining effects say (613.1b, 611.2a)."""
    if game.vstate:  # lasting casting effects ("can't cast spells until ...", 611.2a)
        from casualmagic.engine.casting_rules import end_lasting

        end_lasting(game, duration)
    ended = [e for e in game.effects if e.duration == duration
             and (not game.parallel or e.turn == game.turn)]  # 807.4: this turn's, not another's
    if not ended:
        return 0
    if any(e.layer == "2" for e in ended):
        _track_control(game)
    game.effects = tuple(e for e in game.effects if e not in ended)
    if any(e.layer == "2" for e in ended):
        refresh_control(game)
    return len(ended)


def expire_effects(game: GameState) -> int:
    """End effects whose "for as long as" or "until your next turn" duration is over
    (611.2b) and put control right; returns how many ended.  Called before each
    state-based action check, so no player gets priority in between."""
    ended = [e for e in game.effects if not is_active(game, e)]
    if ended:
        _track_control(game)
        game.effects = tuple(e for e in game.effects if is_active(game, e))
        for e in ended:
            game.emit("effect_ends", e.controller, {"op": e.op, "source": e.source,
                                                    "objects": list(e.affected)}, "611.2b")
    if ended or game.vget("control_ids") or _static_control(game):
        refresh_control(game)
    return len(ended)


def gain_control(game: GameState, oid: int, new_controller: int, duration: str = "permanent",
                 source: int | None = None, rule: str = "613.1b") -> bool:
    """``new_controller`` gains control of permanent ``oid`` (a layer 2 effect, 613.1b).

    ``duration``: ``permanent`` (611.2a: no duration stated), ``end_of_turn``,
    ``while_source`` / ``while_control`` ("for as long as [source] remains on the
    battlefield" / "you control [source]") or ``until_your_next_turn``.  ``source``
    is the permanent the duration names.  Per 611.2b a "for as long as" duration
    that is already over does nothing; returns whether the effect began.  When it
    ends, control goes back to what the remaining effects say (refresh_control).
    """
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    if game.players[new_controller].left:
        return False  # 800.4b: it doesn't change to the control of a player who left
    eff = ContinuousEffect("2", "control", (o.controller,), next_timestamp(game), source,
                           new_controller, (oid,), None, duration, rule, turn=game.turn)
    if not is_active(game, eff):
        return False
    _track_control(game, (oid,))
    add_effect(game, eff)
    return True


def _static_control(game: GameState) -> list[ContinuousEffect]:
    """Layer 2 effects of static abilities now ("You control enchanted creature")."""
    from casualmagic.engine.statics import CONTROL_OPS, effects_of_static

    out = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.static and not o.face_down and any(a.op in CONTROL_OPS for a in o.card.static):
            out.extend(e for e in effects_of_static(game, o) if e.layer == "2")
    return out


def _track_control(game: GameState, extra: tuple[int, ...] = ()) -> None:
    """Remember each permanent a control effect touches, with its controller before any
    (its base controller: the one it entered under, 110.2)."""
    ids = dict(game.vget("control_ids", ()))
    changed = False
    firsts: dict[int, int] = {}
    for e in sorted(game.effects, key=lambda e: e.timestamp):
        if e.layer == "2":
            for i in e.affected:
                firsts.setdefault(i, e.args[0])
    for e in _static_control(game):
        for i in e.affected:
            firsts.setdefault(i, game.objects[i].controller)
    for i in extra:
        firsts.setdefault(i, game.objects[i].controller)
    for i, base in firsts.items():
        if i not in ids and i in game.objects:
            ids[i] = base
            changed = True
    if changed:
        game.vset("control_ids", tuple(ids.items()))


def refresh_control(game: GameState) -> None:
    """Recompute the controller of every permanent a control effect touches or touched:
    its base controller, then each control effect in timestamp order (613.1b, 613.7)."""
    _track_control(game)
    tracked = game.vget("control_ids", ())
    if not tracked:
        return
    effs = [e for e in game.effects if e.layer == "2" and is_active(game, e)]
    effs.extend(_static_control(game))
    effs.sort(key=_order_key)
    keep = []
    for oid, base in tracked:
        o = game.objects.get(oid)
        if o is None or o.zone != "battlefield":
            continue  # a new object now (400.7): nothing to restore
        ctrl = base
        for e in effs:
            if oid in e.affected:
                ctrl = e.controller
        keep.append((oid, base))
        if ctrl != o.controller:
            before = o.controller
            w = game.obj_w(oid)
            w.controller = ctrl
            w.since_turn = game.turn  # 302.6: not continuously controlled since the turn began
            game.emit("control_changes", ctrl, {"object": oid, "card": o.card.name,
                                                "from": before, "to": ctrl}, "613.1b")
    if len(keep) != len(tracked):
        game.vset("control_ids", tuple(keep))


def next_timestamp(game: GameState) -> int:
    game.timestamp += 1
    return game.timestamp


# -- cards discarded this turn (701.8), read by 'for each card discarded this turn' --------

def discarded_this_turn(game: GameState, player: int) -> int:
    """How many cards ``player`` has discarded this turn (701.8), read from this turn's
    ``discard`` events (cycling's discard is one too, 702.29a)."""
    return sum(1 for ev in game.events_this_turn()
               if ev.kind == "discard" and ev.player == player)


# -- a spell that said what its permanent becomes as it enters (613.1d) --------------------

BECOMES_AS_IT_ENTERS = "becomes_as_it_enters"
"""vstate key: ((card id, subtypes, duration), ...) — a commander spell that will be a
Knight as the permanent it becomes (see :func:`becomes_as_it_enters`)."""


def becomes_as_it_enters(game: GameState, oid: int) -> None:
    """A commander spell said "Only one may stand" while on the stack: the permanent it
    becomes is a Knight (613.1d) for the rest of the effect's duration.  Called by
    :func:`casualmagic.engine.triggers.object_entered` while such a spell is pending."""
    pending = game.vget(BECOMES_AS_IT_ENTERS, ())
    o = game.objects[oid]
    mine = [p for p in pending if p[0] == o.card_id]
    if not mine:
        return
    game.vset(BECOMES_AS_IT_ENTERS, tuple(p for p in pending if p[0] != o.card_id))
    for _cid, subs, duration in mine:
        add_effect(game, ContinuousEffect("4", "add_types", ((), subs), next_timestamp(game),
                                          None, o.controller, (oid,), None,
                                          duration or "until_planeswalk", "613.1d",
                                          turn=game.turn))
        game.emit("add_types", o.controller, {"object": oid, "subtypes": list(subs)}, "613.1d")
