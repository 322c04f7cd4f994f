"""Game objects and players (CR 109, 102) as copy-on-write records.

Both record types carry an ownership token ``_tok``.  A game state only
writes to records whose token is its own; any other record is shared with a
clone and is copied before the first write (see
:meth:`casualmagic.core.state.GameState.obj_w`).  That keeps
``clone()`` O(1) while a game that is never cloned never copies anything.

Cloning a game revokes its token (:class:`Token`): every record made before the
clone is then shared, and read-only -- assigning to one of its fields raises
:class:`ReadOnlyRecordError` instead of silently changing both games.  Writes go
through ``game.player_w(i)`` / ``game.obj_w(oid)``, which copy a shared record
first.  The objects map both games share is a read-only view until one of them
writes (see ``GameState.copy_state``).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import ActivatedAbility, CardDef, TriggeredAbility

Token = list[bool]  # [live]: a one-item list, so cloning (which makes two) costs next to nothing
"""Write permission for the records of one game state: ``tok[0]`` is true until the state is
cloned; then both games get new tokens and the records made before are shared, read-only."""

SHARED: Token = [False]
"""The token of records shared by more than one game (unpickled records included)."""


class ReadOnlyRecordError(AttributeError):
    """A field of a record shared with a clone was assigned directly."""


def _refuse_write(record: object, name: str) -> None:
    what = "player" if isinstance(record, Player) else "object"
    how = "game.player_w(index)" if what == "player" else "game.obj_w(id)"
    raise ReadOnlyRecordError(
        f"can't set {name!r}: this {what} record is shared with a clone of the game and is "
        f"read-only; write through {how}, which copies it first")


ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
"""The game zones of CR 400.1."""

PLAYER_ZONES = ("library", "hand", "graveyard")
"""Zones each player has their own of (CR 400.2: library, hand, graveyard)."""


class GameObject:
    """An object in a zone (CR 109.1): a card, token, copy, spell or ability.

    A card that changes zones becomes a new object with a new ``id`` (CR 400.7);
    ``card_id`` names the physical card across those objects (``-1`` for tokens
    and abilities), which is how card conservation is checked.
    """

    __slots__ = (
        "_tok",
        "id",
        "card",
        "card_id",
        "owner",
        "controller",
        "zone",
        "kind",
        "tapped",
        "since_turn",
        "damage",
        "deathtouch_damage",
        "counters",
        "attached_to",
        "face_down",
        "timestamp",
        "targets",
        "x",
        "ability",
        "source",
        "is_copy",
        "info",
    )
    id: int
    card: CardDef
    card_id: int
    owner: int
    controller: int
    zone: str
    kind: str
    tapped: bool
    since_turn: int
    damage: int
    deathtouch_damage: bool
    counters: tuple[tuple[str, int], ...]
    attached_to: int | None
    face_down: bool
    timestamp: int
    targets: tuple[Any, ...]
    x: int
    ability: ActivatedAbility | TriggeredAbility | None
    source: int | None
    is_copy: bool
    info: tuple[tuple[str, Any], ...]

    def __init__(
        self,
        tok: Token,
        oid: int,
        card: CardDef,
        card_id: int,
        owner: int,
        zone: str,
        kind: str = "card",
    ) -> None:
        put = object.__setattr__  # every field at once, past the shared-record check
        put(self, "_tok", tok)
        put(self, "id", oid)
        put(self, "card", card)
        put(self, "card_id", card_id)
        put(self, "owner", owner)
        put(self, "controller", owner)
        put(self, "zone", zone)
        put(self, "kind", kind)  # card | permanent | spell | ability | token
        put(self, "tapped", False)
        put(self, "since_turn", 0)
        put(self, "damage", 0)
        put(self, "deathtouch_damage", False)
        put(self, "counters", ())
        put(self, "attached_to", None)
        put(self, "face_down", False)
        put(self, "timestamp", 0)
        put(self, "targets", ())
        put(self, "x", 0)
        put(self, "ability", None)
        put(self, "source", None)
        put(self, "is_copy", False)
        put(self, "info", ())

    def copy(self, tok: Token) -> GameObject:
        new = GameObject.__new__(GameObject)
        for name in GameObject.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        object.__setattr__(new, "_tok", tok)
        return new

    def __setattr__(self, name: str, value: Any) -> None:
        if not self._tok[0]:
            _refuse_write(self, name)
        object.__setattr__(self, name, value)

    def counter(self, kind: str) -> int:
        for k, n in self.counters:
            if k == kind:
                return n
        return 0

    def with_counter(self, kind: str, delta: int) -> tuple[tuple[str, int], ...]:
        """The counters tuple after adding ``delta`` (may be negative) of ``kind``."""
        out = []
        found = False
        for k, n in self.counters:
            if k == kind:
                found = True
                n += delta
            if n > 0:
                out.append((k, n))
        if not found and delta > 0:
            out.append((kind, delta))
        return tuple(out)

    def get_info(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default

    @property
    def name(self) -> str:
        return "face-down card" if self.face_down else self.card.name

    def __getstate__(self) -> dict[str, Any]:
        return {n: getattr(self, n) for n in GameObject.__slots__ if n != "_tok"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            object.__setattr__(self, k, v)
        object.__setattr__(self, "_tok", SHARED)

    def __repr__(self) -> str:
        return f"<{self.kind} #{self.id} {self.card.name} in {self.zone}>"


class Player:
    """A player's record (CR 102): life, counters, own zones, mana pool."""

    __slots__ = (
        "_tok",
        "index",
        "name",
        "life",
        "poison",
        "library",
        "hand",
        "graveyard",
        "mana_pool",
        "lands_played",
        "land_plays",
        "max_hand_size",
        "drew_from_empty",
        "lost",
        "left",
        "loss_rule",
        "mulligans",
        "kept",
        "turn_started",
        "team",
        "extra",
    )

    def __init__(self, tok: Token, index: int, name: str, life: int, team: int) -> None:
        object.__setattr__(self, "_tok", tok)
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0
        self.library: tuple[int, ...] = ()  # index 0 is the top card (CR 401.2)
        self.hand: tuple[int, ...] = ()
        self.graveyard: tuple[int, ...] = ()  # last is the top (CR 404.2)
        self.mana_pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # W U B R G C (CR 106.4)
        self.lands_played = 0
        self.land_plays = 1  # CR 305.2
        self.max_hand_size: int | None = 7  # CR 402.2; None = no maximum
        self.drew_from_empty = False  # for CR 704.5b
        self.lost = False
        self.left = False
        self.loss_rule = ""
        self.mulligans = 0
        self.kept = False
        self.turn_started = -1  # turn number of this player's most recent turn (302.6)
        self.team = team
        self.extra: tuple[tuple[str, Any], ...] = ()

    def copy(self, tok: Token) -> Player:
        new = Player.__new__(Player)
        for name in Player.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        object.__setattr__(new, "_tok", tok)
        return new

    def __setattr__(self, name: str, value: Any) -> None:
        if not self._tok[0]:
            _refuse_write(self, name)
        object.__setattr__(self, name, value)

    @property
    def in_game(self) -> bool:
        return not self.left

    def get_extra(self, key: str, default: Any = None) -> Any:
        for k, v in self.extra:
            if k == key:
                return v
        return default

    def __getstate__(self) -> dict[str, Any]:
        return {n: getattr(self, n) for n in Player.__slots__ if n != "_tok"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            object.__setattr__(self, k, v)
        object.__setattr__(self, "_tok", SHARED)

    def __repr__(self) -> str:
        return f"<Player {self.index} {self.name} life={self.life}>"
