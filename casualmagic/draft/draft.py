"""The draft itself: rounds, picks and passing, as Decisions (CR 905.1–905.2, 903.13b–d).

A :class:`Draft` is to a booster draft what a ``Game`` is to a game: ``draft.pending`` is a
:class:`~casualmagic.core.decisions.Decision` (the seat that picks, kind ``draft_pick``,
one option per card of its current pack, the rule), ``draft.choose(option)`` answers it,
``draft.view(seat)`` is what that seat may look at, and ``draft.events`` is the log, each
event citing its rule and naming who may see it (``seen_by``; None: everyone).

Each draft round every seat opens a booster pack, drafts one card (Conspiracy Draft, 905.1a)
or two (Commander Draft, 903.13b) into a face-down pile, then passes the rest: left in the
first and third rounds, right in the second (905.1b, 903.13c).  There is no active player or
priority (905.2a): the seats pick at the same time, asked one after another in a random
order.  A seat sees only its current pack, its own drafted cards, and what draft-matters
abilities reveal (905.1c, 903.13d): a card drafted face up (905.2c), a card revealed as it
is drafted and what was noted for it (905.2b).  When the last round ends each seat's drafted
cards are their card pool (905.1d, 903.13e).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from casualmagic.core.decisions import Decision, IllegalChoiceError, Option

LEFT, RIGHT = 1, -1
LIBRARIAN = "Cogwork Librarian"
OPERATIVE = "Leovold's Operative"
EXTRA_PICKS = (LIBRARIAN, OPERATIVE)
"""Face-up cards that let their drafter draft an additional card from a pack (905.2)."""
SPY = "Cogwork Spy"
ARCHDEMON = "Archdemon of Paliano"
RANDOM_PICKS = 3


@dataclass(frozen=True)
class DraftRules:
    """The rules of one kind of draft: picks per turn and the rule each step cites."""

    name: str
    picks: int
    pick_rule: str
    pass_rule: str
    view_rule: str
    pool_rule: str
    start_rule: str


CONSPIRACY_DRAFT = DraftRules("Conspiracy Draft", 1, "905.1a", "905.1b", "905.1c", "905.1d",
                              "905.1")
COMMANDER_DRAFT = DraftRules("Commander Draft", 2, "903.13b", "903.13c", "903.13d", "903.13e",
                             "903.13a")


@dataclass(frozen=True)
class DraftEvent:
    """One thing that happened in the draft, with its rule and who may see it."""

    seq: int
    kind: str
    player: int | None
    data: dict[str, Any]
    rule: str
    seen_by: tuple[int, ...] | None = None
    """The seats who may see this event; None: every seat (905.1c)."""

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "phase": "draft", "kind": self.kind, "player": self.player,
                "data": self.data, "rule": self.rule}

    def visible_to(self, seat: int | None) -> bool:
        return seat is None or self.seen_by is None or seat in self.seen_by


@cache
def draft_ability(name: str) -> str | None:
    """The draft-matters ability of a card the draft engine carries out, from its oracle
    text: ``face_up`` ("Draft this card face up", 905.2c), ``note_count`` ("Reveal this card
    as you draft it and note how many cards you've drafted this draft round", 905.2b),
    ``note_passer`` ("... note the player who passed it to you"), ``reveal`` ("Reveal this
    card as you draft it"); None for other cards."""
    from casualmagic.cards.database import get_database

    rec = get_database().get(name)
    text = (rec.text if rec is not None else "").lower()
    if "draft this card face up" in text:
        return "face_up"
    if "reveal this card as you draft it and note how many cards you've drafted" in text:
        return "note_count"
    if "reveal this card as you draft it and note the player who passed it to you" in text:
        return "note_passer"
    if "reveal this card as you draft it" in text:
        return "reveal"
    return None


@dataclass
class Draft:
    """A booster draft between ``len(boosters[0])`` seats (see the module docstring)."""

    boosters: list[list[list[str]]]
    rules: DraftRules = CONSPIRACY_DRAFT
    seed: int = 0
    names: tuple[str, ...] = ()
    events: list[DraftEvent] = field(default_factory=list)
    pools: list[list[str]] = field(default_factory=list)
    face_up: list[list[str]] = field(default_factory=list)
    notes: list[dict[str, Any]] = field(default_factory=list)
    round: int = 0
    pick_number: int = 0
    packs: list[list[str]] = field(default_factory=list)
    pending: Decision | None = None
    _order: list[int] = field(default_factory=list)
    _taken: dict[int, int] = field(default_factory=dict)
    _passed_by: list[int | None] = field(default_factory=list)
    _offered: set[int] = field(default_factory=set)
    _random_left: dict[int, int] = field(default_factory=dict)
    _skip: set[int] = field(default_factory=set)
    _returning: dict[int, str] = field(default_factory=dict)
    _watchers: dict[int, list[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.boosters or not self.boosters[0]:
            raise ValueError("a draft needs at least one round of boosters")
        n = len(self.boosters[0])
        if n < 2:
            raise ValueError(f"a draft needs at least two players, not {n}")
        if any(len(rnd) != n for rnd in self.boosters):
            raise ValueError("every draft round needs one booster per player")
        self.rng = random.Random(self.seed)
        self.names = self.names or tuple(f"Player {i + 1}" for i in range(n))
        self.pools = [[] for _ in range(n)]
        self.face_up = [[] for _ in range(n)]
        self._emit("draft_start", None, {"draft": self.rules.name, "players": n,
                                         "rounds": len(self.boosters),
                                         "picks": self.rules.picks}, self.rules.start_rule)
        self._open_round()

    # -- the public API --------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.pools)

    @property
    def over(self) -> bool:
        return self.pending is None

    @property
    def direction(self) -> int:
        """LEFT in the first and third rounds, RIGHT in the second (905.1b, 903.13c)."""
        return RIGHT if self.round % 2 == 1 else LEFT

    def choose(self, option: Option | int) -> None:
        """Answer the pending pick with one of its options (or its index)."""
        d = self.pending
        if d is None:
            raise IllegalChoiceError("the draft is over: there is no pick to make")
        if isinstance(option, int) and not isinstance(option, bool):
            if not 0 <= option < len(d.options):
                raise IllegalChoiceError(f"pick {option} is not among the {len(d.options)} "
                                         f"cards of the pack ({d.rule})")
            option = d.options[option]
        if option not in d.options:
            raise IllegalChoiceError(f"{option!r} is not among {self.names[d.player]}'s "
                                     f"options ({d.rule}): {', '.join(map(repr, d.options))}")
        if d.kind == "draft_ability":
            self._use_ability(d.player, option)
            self._advance()
            return
        self._pick(d.player, option[1])
        self._advance()

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may look at now (905.1c, 903.13d): its current pack, its own drafted
        cards, every card drafted face up (905.2c) and every revealed card and note (905.2b).
        Of the other seats' packs, only how many cards they hold."""
        return {
            "seat": seat, "rule": self.rules.view_rule, "round": self.round + 1,
            "pick": self.pick_number + 1,
            "passing": "left" if self.direction == LEFT else "right",
            "pack": list(self.packs[seat]) if not self.over and not self._random_left.get(seat)
            else [],  # Archdemon of Paliano: "you can't look at booster packs"
            "drafted": list(self.pools[seat]),
            "face_up": {s: list(c) for s, c in enumerate(self.face_up) if c},
            "notes": [dict(n) for n in self.notes],
            "pack_sizes": {s: len(p) for s, p in enumerate(self.packs)},
        }

    def events_for(self, seat: int | None) -> list[DraftEvent]:
        """The events ``seat`` may see (None: all of them)."""
        return [e for e in self.events if e.visible_to(seat)]

    # -- steps -----------------------------------------------------------------------------
    def _emit(self, kind: str, player: int | None, data: dict[str, Any], rule: str,
              seen_by: tuple[int, ...] | None = None) -> None:
        self.events.append(DraftEvent(len(self.events) + 1, kind, player, data, rule, seen_by))

    def _open_round(self) -> None:
        self.packs = [list(p) for p in self.boosters[self.round]]
        self._passed_by = [None] * self.n_players
        self.pick_number = 0
        self._emit("draft_round", None, {"round": self.round + 1, "passing": "left" if
                                         self.direction == LEFT else "right"},
                   self.rules.pass_rule)
        for seat, pack in enumerate(self.packs):
            self._emit("open_booster", seat, {"player": self.names[seat], "cards": list(pack)},
                       self.rules.pick_rule, seen_by=(seat,))
        self._start_step()

    def _start_step(self) -> None:
        """Every seat with cards in front of it picks; 905.2a: in a random order."""
        skipping = self._skip & {s for s in range(self.n_players) if self.packs[s]}
        for seat in sorted(skipping):  # Leovold's Operative: "pass the next booster pack
            self._emit("draft_skip", seat, {"player": self.names[seat]}, "905.2")  # without
        self._skip -= skipping  # drafting a card from it"
        self._order = [s for s in range(self.n_players) if self.packs[s] and s not in skipping]
        self.rng.shuffle(self._order)
        self._taken = {s: 0 for s in self._order}
        self._offered = set()
        if not self._order:
            self._end_step()
            return
        self._ask()

    def _ask(self) -> None:
        seat = self._order[0]
        pack = self.packs[seat]
        left = min(self.rules.picks, len(pack) + self._taken[seat]) - self._taken[seat]
        prompt = (f"round {self.round + 1}, pick {self.pick_number + 1}: draft a card ({left} "
                  "to draft from this pack)")
        options = tuple(("pick", c) for c in dict.fromkeys(pack))
        if self._random_left.get(seat):  # Archdemon of Paliano: "must draft cards at random"
            options = (("pick", pack[self.rng.randrange(len(pack))]),)
            prompt += f"; {ARCHDEMON} makes you draft at random"
        self.pending = Decision(seat, "draft_pick", options, self.rules.pick_rule, prompt)

    def _offer_abilities(self, seat: int) -> bool:
        """905.2: "As you draft a card, you may draft an additional card from that booster
        pack" (Cogwork Librarian, Leovold's Operative, while face up): asked once per pick."""
        if seat in self._offered or not self.packs[seat]:
            return False
        usable = [c for c in EXTRA_PICKS if c in self.face_up[seat]]
        if not usable:
            return False
        self._offered.add(seat)
        self.pending = Decision(seat, "draft_ability", (*(("use", c) for c in usable),
                                                        ("decline",)), "905.2",
                                f"draft an additional card from this pack with "
                                f"{' or '.join(usable)}?")
        return True

    def _use_ability(self, seat: int, option: Option) -> None:
        if option[0] != "use":
            return
        card, who = option[1], self.names[seat]
        self._taken[seat] -= 1  # one more card from this pack
        self.face_up[seat].remove(card)
        if card == LIBRARIAN:  # "... put this card into that booster pack" (once the
            self.pools[seat].remove(card)  # additional card is drafted)
            self._returning[seat] = card
            self._emit("draft_ability", seat, {"player": who, "card": card,
                                               "effect": "put into the booster pack"}, "905.2")
        else:  # Leovold's Operative: "turn this card face down, then pass the next booster
            self._skip.add(seat)  # pack without drafting a card from it"
            self._emit("draft_ability", seat, {"player": who, "card": card,
                                               "effect": "turned face down"}, "905.2c")

    def _pick(self, seat: int, card: str) -> None:
        pack = self.packs[seat]
        for spy in self._watchers.pop(id(pack), []):  # Cogwork Spy: "look at the next card
            self._emit("draft_look", seat, {"player": self.names[spy], "card": card,  # drafted
                                            "drafted_by": self.names[seat]},  # from this pack"
                       "905.2", seen_by=tuple(sorted({spy, seat})))
        pack.remove(card)
        self.pools[seat].append(card)
        self._taken[seat] += 1
        if seat in self._returning:
            pack.append(self._returning.pop(seat))
        if self._random_left.get(seat):
            self._random_left[seat] -= 1
            if not self._random_left[seat] and ARCHDEMON in self.face_up[seat]:
                self.face_up[seat].remove(ARCHDEMON)  # "After you draft three cards this
                self._emit("draft_face_down", seat, {"player": self.names[seat],  # way, turn
                                                     "card": ARCHDEMON}, "905.2c")  # it down"
        if card == SPY and pack:
            self._watchers.setdefault(id(pack), []).append(seat)
        if card == ARCHDEMON:
            self._random_left[seat] = RANDOM_PICKS
        ability = draft_ability(card)
        who = self.names[seat]
        hidden = ability is None
        self._emit("draft_pick", seat, {"player": who, "card": card, "round": self.round + 1,
                                        "pick": self.pick_number + 1,
                                        "face_up": ability == "face_up"},
                   self.rules.pick_rule, seen_by=(seat,) if hidden else None)
        if ability == "face_up":
            self.face_up[seat].append(card)
            self._emit("drafted_face_up", seat, {"player": who, "card": card}, "905.2c")
        elif ability in ("reveal", "note_count", "note_passer"):
            self._emit("draft_reveal", seat, {"player": who, "card": card}, "905.2b")
            if ability == "note_count":
                self._note(seat, card, number=sum(1 for e in self.events if e.kind ==
                                                  "draft_pick" and e.player == seat and
                                                  e.data["round"] == self.round + 1))
            elif ability == "note_passer" and self._passed_by[seat] is not None:
                passer: int = self._passed_by[seat]  # type: ignore[assignment]
                self._note(seat, card, noted_player=self.names[passer], noted_seat=passer)

    def _note(self, seat: int, card: str, **noted: Any) -> None:
        """905.2b: noted information any player may look at during the draft and game
        (``number``, or ``noted_player`` and its ``noted_seat``)."""
        note = {"player": self.names[seat], "seat": seat, "card": card, **noted}
        self.notes.append(note)
        self._emit("draft_note", seat, note, "905.2b")

    def _advance(self) -> None:
        seat = self._order[0]
        if self._offer_abilities(seat):
            return
        if self._taken[seat] < self.rules.picks and self.packs[seat]:
            self._ask()  # 903.13b: the second card of this pick
            return
        self._order.pop(0)
        if self._order:
            self._ask()
            return
        self._end_step()

    def _end_step(self) -> None:
        self.pick_number += 1
        if any(self.packs):
            self._pass()
            self._start_step()
            return
        self.round += 1
        if self.round < len(self.boosters):
            self._open_round()
            return
        self.round -= 1
        self.pending = None
        for s in range(self.n_players):
            self._emit("card_pool", s, {"player": self.names[s], "cards": list(self.pools[s])},
                       self.rules.pool_rule, seen_by=(s,))
        self._emit("draft_end", None, {"pools": {self.names[s]: len(p) for s, p in
                                                 enumerate(self.pools)}}, self.rules.pool_rule)

    def _pass(self) -> None:
        """Each seat passes what is left of its pack to the next seat (905.1b, 903.13c)."""
        n, d = self.n_players, self.direction
        self.packs = [self.packs[(s - d) % n] for s in range(n)]
        self._passed_by = [(s - d) % n for s in range(n)]
        self._emit("pass_packs", None, {"passing": "left" if d == LEFT else "right",
                                        "cards_left": sorted({len(p) for p in self.packs})},
                   self.rules.pass_rule)
