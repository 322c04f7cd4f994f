"""The game state: zones, objects, players, turn position, log (CR 100–122, 400).

:class:`GameState` holds everything a game is, as data.  Copying it is O(1)
(:meth:`GameState.copy_state`): containers are tuples (immutable) or records
owned through a token (see :mod:`casualmagic.core.objects`), so a copy and
the original share everything until one of them writes.

This module holds the primitive changes every rule is built from — logging
an event, moving an object between zones (400.7), drawing, shuffling — and
nothing about timing; the turn, priority, casting and state-based-action
rules live in their own modules.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from casualmagic.cards.model import CardDef
from casualmagic.core import rng
from casualmagic.core.dispatch import ENTERING, PUT_INTO_GRAVEYARD, RULES, publish
from casualmagic.core.events import Event, LogList
from casualmagic.core.objects import PLAYER_ZONES, GameObject, Player, Token

if TYPE_CHECKING:
    from casualmagic.core.decisions import Decision
    from casualmagic.core.hooks import Variant
    from casualmagic.core.options import GameOptions

STEPS: tuple[tuple[str, str, str], ...] = (
    ("beginning", "untap", "502"),
    ("beginning", "upkeep", "503"),
    ("beginning", "draw", "504"),
    ("precombat_main", "main", "505"),
    ("combat", "beginning_of_combat", "507"),
    ("combat", "declare_attackers", "508"),
    ("combat", "declare_blockers", "509"),
    ("combat", "first_strike_damage", "510.4"),
    ("combat", "combat_damage", "510"),
    ("combat", "end_of_combat", "511"),
    ("postcombat_main", "main", "505"),
    ("ending", "end", "513"),
    ("ending", "cleanup", "514"),
)
"""The phases and steps of a turn in order (CR 500.1), with their rules."""

UNTAP, UPKEEP, DRAW, MAIN1, BEGIN_COMBAT, ATTACKERS, BLOCKERS, FIRST_STRIKE, DAMAGE, \
    END_COMBAT, MAIN2, END, CLEANUP = range(len(STEPS))

SETUP_PHASE = "setup"

QUIET_EVENTS = frozenset(
    {"step", "turn", "mana_empties", "cast", "activate", "trigger", "starting_player",
     "random_chooser", "keep", "skip_draw", "attackers", "blockers", "assign_combat_damage",
     "mana_ability", "tap", "untap", "shuffle", "end_combat"}
)
"""Events that can't make a state-based action applicable (CR 704.5): no recheck needed."""

CHARS_SAFE_EVENTS = frozenset(
    {"step", "draw", "life", "damage", "mana_ability", "mana_empties", "cast", "activate",
     "trigger", "add_mana", "shuffle", "prevent", "keep", "mulligan", "pay_unless", "tap",
     "untap", "attackers", "blockers", "assign_combat_damage", "end_combat", "discard", "mill", "scry",
     "surveil", "bottom", "draw_from_empty", "turn"}
)
"""Events after which no characteristic can differ unless an effect reads hand sizes, life
totals, graveyards, tapped or combat status (see engine.continuous._volatile)."""


_SEAT_SETS: dict[frozenset[int], frozenset[int]] = {}
"""Interned ``visible_to`` sets (events keep a reference, so the log holds few copies)."""

_new = tuple.__new__  # builds an Event from all its fields (see emit)


def _unlink(node: Any) -> list[Any]:
    """A cons list ``(newest, (older, ...))`` as a plain list, oldest first."""
    out = []
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


def _relink(items: list[Any]) -> Any:
    node = None
    for item in items:
        node = (item, node)
    return node


class GameState:
    """All the data of one game.  See the module docstring for the copy rules."""

    def __init__(self) -> None:
        self._tok: Token = [True]
        self.seed = 0
        self.rng = 0
        self.options: GameOptions
        self.hooks: tuple[Variant, ...] = ()
        self.players: tuple[Player, ...] = ()
        self.objects: dict[int, GameObject] = {}  # read-only view while shared (copy_state)
        self._objs_tok = self._tok
        self.next_id = 1
        self.battlefield: tuple[int, ...] = ()
        self.stack: tuple[int, ...] = ()  # last is the top (CR 405.1)
        self.exile: tuple[int, ...] = ()
        self.command: tuple[int, ...] = ()
        self.turn = 0
        self.active = 0
        self.step = UNTAP
        self.stage = "setup"
        self.priority: int | None = None
        self.passes = 0
        self.tasks: tuple[tuple[Any, ...], ...] = ()
        self.pending: Decision | None = None
        self.log: LogList = None
        self.seq = 0
        self.choices: Any = None  # persistent list of (decision kind, option)
        self.n_choices = 0
        self.effects: tuple[Any, ...] = ()  # continuous effects (CR 611, 613)
        self.timestamp = 0
        self.sba_dirty = True
        self.waiting_triggers: tuple[Any, ...] = ()
        self.combat: Any = None
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.starting_player = 0
        self.vstate: tuple[tuple[str, Any], ...] = ()  # variant state, immutable pairs
        self.last_known: tuple[tuple[int, Any], ...] = ()  # CR 608.2h last known information
        self.chars_cache: Any = None  # see engine.continuous; never shared by copies
        self.stray_tokens: tuple[int, ...] = ()  # tokens that left the battlefield (704.5d)
        self.board_version = 0  # bumped by every event but a step change (see engine.actions)
        self.chars_epoch = 0  # bumped by events that may change characteristics (continuous)
        self.actions_cache: Any = None  # legal priority actions by board version; never shared
        self.replacements: tuple[Any, ...] = ()  # replacement/prevention effects (CR 614, 615)
        self.repl_cache: Any = None  # see engine.replacement; never shared by copies
        self.rules_cache: Any = None  # see engine.casting_rules; never shared by copies
        self.combat_cache: Any = None  # see engine.statics.combat_rules; never shared
        self.keyword_cache: Any = None  # see engine.keyword_index; never shared by copies
        self.card_cache: dict[int, int] = {}  # see object_of_card; shared, never changed
        self.delayed: tuple[Any, ...] = ()  # delayed triggered abilities (CR 603.7)
        # simultaneous turns (807.4): the others, suspended; see engine.simultaneous
        self.parallel: tuple[Any, ...] = ()
        self.turn_marker = 0  # which simultaneous turn is the current one (807.4b)
        self.rotate_due = False  # the next simultaneous turn goes on next (a pass was made)
        self.turns_begun = 0  # turns begun in the game (each gets its own number)
        self.turn_direction = 1  # turn order (101.4): +1 to each seat's left; -1 once reversed

    # -- copying ---------------------------------------------------------------------
    def copy_state(self, into: GameState) -> GameState:
        """Copy every field into ``into`` (one dict copy) and give both a fresh token; the
        old token is revoked, so the records both now share are read-only
        (:class:`~casualmagic.core.objects.Token`), and both see the objects they share
        through one read-only view until they first change one (``_objects_w``)."""
        objs = self.objects
        if type(objs) is dict:
            self.objects = MappingProxyType(objs)  # type: ignore[assignment]
        self._tok[0] = False
        self._tok = [True]
        self.chars_cache = None  # caches are never shared: both start without them
        self.actions_cache = None
        self.repl_cache = None
        self.rules_cache = None
        self.combat_cache = None
        self.keyword_cache = None
        d = self.__dict__.copy()
        d["_tok"] = [True]
        into.__dict__ = d
        return into

    def __getstate__(self) -> dict[str, Any]:
        skip = ("_tok", "_objs_tok", "chars_cache", "actions_cache", "repl_cache",
                "rules_cache", "combat_cache", "keyword_cache", "card_cache")
        state = {k: v for k, v in self.__dict__.items() if k not in skip}
        state["objects"] = dict(state["objects"])
        # the log and the choices are cons lists; pickle them flat (no deep recursion)
        for key in ("log", "choices"):
            state[key] = _unlink(state.get(key))
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            if k in ("log", "choices"):
                v = _relink(v)
            object.__setattr__(self, k, v)
        self._tok = [True]
        self._objs_tok = None
        self.chars_cache = None
        self.actions_cache = None
        self.repl_cache = None
        self.rules_cache = None
        self.combat_cache = None
        self.keyword_cache = None
        self.card_cache = {}

    # -- copy-on-write access ----------------------------------------------------------
    def player_w(self, index: int) -> Player:
        """Player ``index``'s record, writable (copied first if shared)."""
        p = self.players[index]
        if p._tok is not self._tok:
            p = p.copy(self._tok)
            players = list(self.players)
            players[index] = p
            self.players = tuple(players)
        return p

    def obj_w(self, oid: int) -> GameObject:
        """Object ``oid``, writable (copied first if shared)."""
        o = self.objects[oid]
        if o._tok is not self._tok:
            o = o.copy(self._tok)
            self._objects_w()[oid] = o
        return o

    def _objects_w(self) -> dict[int, GameObject]:
        """The objects dict, writable (copied first if shared)."""
        if self._objs_tok is not self._tok:
            self.objects = dict(self.objects)
            self._objs_tok = self._tok
        return self.objects

    # -- variant state -----------------------------------------------------------------
    def vget(self, key: str, default: Any = None) -> Any:
        """A variant's state value (immutable values only)."""
        for k, v in self.vstate:
            if k == key:
                return v
        return default

    def vset(self, key: str, value: Any) -> None:
        self.vstate = tuple((k, v) for k, v in self.vstate if k != key) + ((key, value),)

    # -- the log -------------------------------------------------------------------------
    def events_this_turn(self) -> Iterator[Event]:
        """This turn's events, newest first: what "this turn" conditions read (e.g. "if you
        cast a spell this turn"), so nothing extra needs remembering."""
        node = self.log
        while node:
            ev, node = node
            if ev.turn != self.turn:
                return
            yield ev

    def emit(
        self,
        kind: str,
        player: int | None,
        data: dict[str, Any],
        rule: str,
        *,
        private_to: int | None = None,
        visible_to: frozenset[int] | None = None,
        hidden: tuple[str, ...] = (),
    ) -> None:
        """Record an event (docs/architecture.md "Event log").  Every state change calls this.

        ``visible_to`` is who may see the cards it names (``None``: everyone; see
        :mod:`casualmagic.core.visibility`); ``private_to=p`` is ``visible_to={p}``;
        ``hidden`` alone (no one named) hides those keys from every seat."""
        self.seq += 1
        if self.stage == "setup":
            phase, step = SETUP_PHASE, ""
        else:
            phase, step, _ = STEPS[self.step]
        if private_to is not None:
            visible_to = frozenset((private_to,))
        elif hidden and visible_to is None:
            visible_to = frozenset()
        if visible_to is not None:  # one shared set per group of seats, not one per event
            visible_to = _SEAT_SETS.setdefault(visible_to, visible_to)
        self.log = (  # every field given: built without the NamedTuple's __new__ (hot)
            _new(Event, (self.seq, self.turn, phase, step, kind, player, data, rule, visible_to,
                         hidden)),
            self.log,
        )
        if kind not in QUIET_EVENTS:
            self.sba_dirty = True
        if kind != "step":
            self.board_version += 1
        if kind not in CHARS_SAFE_EVENTS:
            self.chars_epoch += 1
        for hook in self.hooks:
            if hook.watches_events:
                hook.on_event(self, self.log[0])

    # -- randomness ----------------------------------------------------------------------
    def random_below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` from the game's RNG."""
        value, self.rng = rng.below(self.rng, n)
        return value

    # -- players -------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def n_living(self) -> int:
        """How many players are still in the game."""
        n = 0
        for p in self.players:
            if not p.left:
                n += 1
        return n

    def living(self) -> list[int]:
        """Players still in the game, in turn order starting at seat 0 (CR 102.1)."""
        return [p.index for p in self.players if not p.left]

    def in_turn_order(self, start: int) -> list[int]:
        """Players still in the game in turn order beginning with ``start`` (APNAP, 101.4)."""
        n = len(self.players)
        d = self.turn_direction  # reversed turn order goes the other way round (101.4)
        return [(start + d * i) % n for i in range(n)
                if not self.players[(start + d * i) % n].left]

    def next_player(self, after: int) -> int:
        n = len(self.players)
        d = self.turn_direction
        for i in range(1, n + 1):
            q = (after + d * i) % n
            if not self.players[q].left:
                return q
        return after

    def opponents(self, player: int) -> list[int]:
        """Players in the game who are opponents of ``player`` (CR 102.3: not teammates)."""
        team = self.players[player].team
        out = [p.index for p in self.players if not p.left and p.team != team]
        for hook in self.hooks:  # multiplayer formats: range of influence (CR 801.2, 801.10)
            if hook.limits_influence:
                out = [q for q in out if hook.within_influence(self, player, ("player", q))]  # type: ignore[arg-type]
        return out

    # -- objects and zones ----------------------------------------------------------------
    def new_object(
        self, card: CardDef, card_id: int, owner: int, zone: str, kind: str = "card"
    ) -> GameObject:
        """Create an object (not yet in any zone container)."""
        oid = self.next_id
        self.next_id += 1
        obj = GameObject(self._tok, oid, card, card_id, owner, zone, kind)
        self.timestamp += 1
        obj.timestamp = self.timestamp
        self._objects_w()[oid] = obj
        return obj

    def zone_ids(self, zone: str, owner: int | None = None) -> tuple[int, ...]:
        """The object ids in a zone (own zones need ``owner``)."""
        if zone in PLAYER_ZONES:
            assert owner is not None
            return getattr(self.players[owner], zone)
        return getattr(self, zone)

    def _set_zone(self, zone: str, owner: int, ids: tuple[int, ...]) -> None:
        if zone in PLAYER_ZONES:
            setattr(self.player_w(owner), zone, ids)
        else:
            setattr(self, zone, ids)

    def remove_from_zone(self, oid: int) -> None:
        o = self.objects[oid]
        if o.zone == "stack" and self.parallel and oid not in self.stack:
            if RULES.take_off_other_stack(self, oid):  # on another turn's stack (807.5)
                return
        ids = self.zone_ids(o.zone, o.owner)
        self._set_zone(o.zone, o.owner, tuple(i for i in ids if i != oid))

    def move(
        self,
        oid: int,
        to_zone: str,
        *,
        position: str = "top",
        controller: int | None = None,
        kind: str | None = None,
        replaced: bool = False,
        face_down: CardDef | None = None,
    ) -> int:
        """Move an object to another zone; it becomes a new object (CR 400.7).

        Returns the new object's id.  The caller emits the event that says
        why (zone changes are logged by the rule that caused them).
        ``position`` is ``top`` or ``bottom`` for libraries (CR 401).
        ``face_down``: the characteristics it enters the battlefield with, turned face down
        before it enters (708.3: manifest, cloak), its card kept as ``printed``.
        """
        old = self.objects[oid]
        if not replaced and to_zone != old.zone:
            # replacement effects apply to every zone change, whatever moves the card
            # (614.1a "exile it instead"; 903.9b a commander to the command zone "from
            # anywhere"), so this is the one place they are looked for
            to_zone, position = RULES.redirect_zone(self, oid, to_zone, position)
        self.remember(old)
        self.remove_from_zone(oid)
        owner = old.owner
        if to_zone == "battlefield":
            new_kind = "permanent"
        elif to_zone == "stack":
            new_kind = kind or "spell"
        else:
            new_kind = "card"
        # a permanent that entered as a copy is its own card again elsewhere (707.2, 400.7)
        card = old.get_info("printed", old.card) if old.info else old.card
        new = self.new_object(card, old.card_id, owner, to_zone, new_kind)
        if old.card_id < 0 and old.kind != "ability" and to_zone != "battlefield":
            self.stray_tokens = (*self.stray_tokens, new.id)  # a token (111.7, 704.5d)
        if controller is not None:
            new.controller = controller
        if face_down is not None or (old.face_down and old.zone == "stack"
                                     and to_zone == "battlefield" and old.card is not card):
            # 708.3, 708.4: turned face down before it enters, or a face-down spell becoming
            # a face-down permanent: it shows what it showed, its card kept as printed
            new.face_down = True
            new.info = (("printed", card), *(kv for kv in old.info if kv[0] == "face_down_by"))
            new.card = face_down if face_down is not None else old.card
        elif old.face_down and old.zone in ("battlefield", "stack"):
            # 708.9: a face-down permanent or spell leaving for another zone is revealed
            self.emit("reveal", owner, {"cards": [card.name], "objects": [new.id],
                                        "from": old.zone, "to": to_zone, "face_down": True},
                      "708.9")
        if to_zone == "battlefield" and old.get_info("face") is not None:
            # with the face up it had as a spell (712.13) or was played with (712.12)
            new.info = (("printed", card), *(kv for kv in old.info
                                              if kv[0] in ("face", "transformed")))
            new.card = old.card
        if old.zone == "stack" and to_zone == "battlefield":
            new.x = old.x  # "enters with X counters" reads the spell's X (107.3m)
            for key in ("kicked", "kick_count", "offspring_paid", "squad_paid", "squad_count"):
                paid = old.get_info(key)  # 702.33d: "if it was kicked", 702.33c: "for each
                if paid:  # time it was kicked"; offspring's and squad's (702.175a, 702.157a)
                    new.info = (*new.info, (key, paid))
            cast_from = old.get_info("cast_from")
            if cast_from is not None:  # "if you didn't cast it from your hand" (601.2a)
                new.info = (*new.info, ("cast_from", cast_from))
            spent = old.get_info("colors_spent")
            if spent is not None:  # "for each color of mana spent to cast it" (601.2h)
                new.info = (*new.info, ("colors_spent", spent))
            extra = old.get_info("extra_mana_for_counters")
            if extra:  # "enters with that many additional +1/+1 counters" (601.2b, 614.1c)
                new.info = (*new.info, ("extra_mana_for_counters", extra))
            life_paid = old.get_info("phyrexian_life")
            if life_paid:  # Phyrexian symbols paid with life (107.4f): compleated, 702.150a
                new.info = (*new.info, ("phyrexian_life", life_paid))
            copy_of = old.get_info("enter_as_copy")
            if copy_of is not None:  # 707.5: it enters as a copy, with the copiable values
                new.info = (*new.info, ("printed", new.card))
                new.card = copy_of
        if to_zone == "battlefield":
            new.since_turn = self.turn
            if old.info and old.get_info("as_enters") is not None:
                # the choices made before it entered (614.12a), applied as it enters
                new.info = (*new.info, ("as_enters", old.get_info("as_enters")))
        self._objects_w().pop(oid, None)
        ids = self.zone_ids(to_zone, owner)
        if to_zone == "library" and position == "shuffle":
            ids = (new.id, *ids)
            self._set_zone(to_zone, owner, ids)
            self.shuffle_library(owner)
            return new.id
        if to_zone == "library" and position == "top":
            ids = (new.id, *ids)
        else:
            ids = (*ids, new.id)
        self._set_zone(to_zone, owner, ids)
        if to_zone == "graveyard" and old.card_id >= 0 and old.kind != "ability":
            # "whenever a card is put into a graveyard from anywhere" (603.2, 400.3)
            publish(self, PUT_INTO_GRAVEYARD, new.id)
        if to_zone == "battlefield":
            publish(self, ENTERING, new.id)  # "enters tapped", "enters with counters" (614.1c)
        return new.id

    def remember(self, obj: GameObject) -> None:
        """Keep last known information of an object leaving its zone (CR 608.2h, 603.10)."""
        if obj.zone in ("battlefield", "stack"):
            lk = tuple(x for x in self.last_known[-15:] if x[0] != obj.id)
            self.last_known = (*lk, (obj.id, obj))

    def last_known_object(self, oid: int) -> GameObject | None:
        """The object ``oid`` as it last existed, if it has left (CR 608.2h)."""
        if oid in self.objects:
            return self.objects[oid]
        for k, o in reversed(self.last_known):
            if k == oid:
                return o
        return None

    def object_of_card(self, card_id: int) -> GameObject | None:
        """The object the card ``card_id`` is now, in whatever zone (CR 400.7: a card that
        changes zones becomes a new object), or None; abilities on the stack aside.

        The index ``card_cache`` (card id → object id) is checked at each use and rebuilt
        when it no longer holds (the card has moved since); it is a new dict each time,
        never changed in place, so copies of the state may share it."""
        oid = self.card_cache.get(card_id)
        o = self.objects.get(oid) if oid is not None else None
        if o is None or o.card_id != card_id or o.kind == "ability":
            self.card_cache = {ob.card_id: ob.id for ob in self.objects.values()
                               if ob.card_id >= 0 and ob.kind != "ability"}
            oid = self.card_cache.get(card_id)
            o = self.objects.get(oid) if oid is not None else None
        return o

    def cease_to_exist(self, oid: int) -> None:
        """Remove an object from the game entirely (tokens 704.5d, abilities leaving the stack)."""
        self.remove_from_zone(oid)
        self._objects_w().pop(oid, None)

    def shuffle_library(self, player: int) -> None:
        """Randomize a library (CR 701.20) with the game's RNG."""
        p = self.player_w(player)
        p.library, self.rng = rng.shuffled(self.rng, p.library)
        from casualmagic.core.visibility import forget

        forget(self, p.library)  # 701.20a: no player knows their order any more

    # -- convenience queries --------------------------------------------------------------
    def all_stack_ids(self) -> tuple[int, ...]:
        """The objects on the stack -- on every stack when several turns are played at once
        (807.5)."""
        if not self.parallel:
            return self.stack
        return RULES.all_stack_ids(self)

    def permanents(self, controller: int | None = None) -> list[GameObject]:
        objs = self.objects
        if controller is None:
            return [objs[i] for i in self.battlefield]
        return [objs[i] for i in self.battlefield if objs[i].controller == controller]

    def distinct_card_options(self, ids: tuple[int, ...], verb: str) -> list[tuple[str, int]]:
        """``(verb, id)`` options, one per distinct card name: identical cards are
        interchangeable, so offering each would only repeat the same choice."""
        seen: set[str] = set()
        out = []
        for oid in ids:
            name = self.objects[oid].card.name
            if name not in seen:
                seen.add(name)
                out.append((verb, oid))
        return out
