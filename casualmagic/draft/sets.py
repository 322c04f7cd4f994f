"""Booster packs: a set's card list and its collation, or a cube list (CR 905.1, 903.13a).

The Conspiracy Draft variant uses Conspiracy (CNS) and Conspiracy: Take the Crown (CN2)
booster packs by default (905.1); Commander Draft uses Commander Legends (CMR) draft
boosters (903.13a).  Their card lists ship in ``draft/data/`` (see its README for the
sources) with each card's rarity and, for the special slots, a flag: ``*`` for the
conspiracy / draft-matters slot of CNS and CN2, ``L`` for the two legendary slots of CMR.

Only cards the engine implements go into generated boosters, so that a draft always leads to
a playable game: what a set list has that the engine can't play is left out (or, for a slot
the set can't fill, substituted), and :attr:`BoosterPlan.notes` says so — nothing is dropped
silently.  A cube is a list of card names (one a line, or ``N name``); its packs are dealt
from the shuffled list, every card at most as many times as listed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

RARITY_WORDS = {"C": "common", "U": "uncommon", "R": "rare", "M": "mythic rare", "S": "special"}


class DraftSetupError(ValueError):
    """A draft can't be set up as asked (unknown set, bad cube file, too few cards): the
    message is one sentence."""


@dataclass(frozen=True)
class SetCard:
    """One card of a set list: collector number, rarity letter, name and slot flag."""

    number: str
    rarity: str
    name: str
    flag: str = ""
    """``*``: the conspiracy or draft-matters slot (CNS, CN2); ``L``: a legendary slot (CMR)."""


@dataclass(frozen=True)
class CardSet:
    code: str
    title: str
    cards: tuple[SetCard, ...]


@dataclass(frozen=True)
class Slot:
    """``count`` cards of a booster, each drawn from the cards of ``rarities`` (a rare slot:
    a mythic rare one time in ``mythic_one_in``) that have ``flag`` (``""``: cards without
    a slot flag; ``"any"``: every card of the set)."""

    count: int
    rarities: str
    flag: str = ""
    mythic_one_in: int = 8


COLLATIONS: dict[str, tuple[Slot, ...]] = {
    # 10 commons, 3 uncommons, 1 rare or mythic rare, 1 conspiracy or draft-matters card of
    # any rarity (15 cards; CNS and CN2 boosters alike)
    "CNS": (Slot(10, "C"), Slot(3, "U"), Slot(1, "RM"), Slot(1, "CURM", "*")),
    "CN2": (Slot(10, "C"), Slot(3, "U"), Slot(1, "RM"), Slot(1, "CURM", "*")),
    # 13 commons, 3 uncommons, 1 rare or mythic rare, 1 foil of any rarity, 2 legendary
    # creatures (20 cards)
    "CMR": (Slot(13, "C"), Slot(3, "U"), Slot(1, "RM"), Slot(1, "CURM", "any"),
            Slot(2, "URM", "L")),
}
SET_CODES = tuple(COLLATIONS)


@cache
def load_set(code: str) -> CardSet:
    """The shipped card list of the set ``code`` (CNS, CN2, CMR)."""
    code = code.upper()
    if code not in COLLATIONS:
        raise DraftSetupError(f"unknown set {code!r}: booster sets are {', '.join(SET_CODES)}")
    text = resources.files("casualmagic.draft").joinpath(f"data/{code.lower()}.txt").read_text(
        encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ").split(" (")[0]
    cards = []
    for line in text.splitlines()[1:]:
        number, tag, name = line.split(" ", 2)
        cards.append(SetCard(number, tag[0], name, tag[1:]))
    return CardSet(code, title, tuple(cards))


@cache
def implemented(name: str) -> bool:
    """Does the engine implement every ability of ``name`` (hand-written or compiled)?"""
    from casualmagic.cards.coverage import status_of

    try:
        return status_of(name)[0] == "implemented"
    except Exception:  # an unknown name (a cube's typo) is not implemented
        return False


def slot_cards(cards: tuple[SetCard, ...], slot: Slot) -> list[SetCard]:
    """The cards a slot draws from."""
    if slot.flag == "any":
        return [c for c in cards if c.rarity in slot.rarities]
    return [c for c in cards if c.rarity in slot.rarities and c.flag == slot.flag]


@dataclass
class BoosterPlan:
    """The boosters of a draft, ``boosters[round][seat]``, and what was left out or
    substituted to keep every card playable."""

    boosters: list[list[list[str]]]
    source: str
    notes: list[str] = field(default_factory=list)

    def all_cards(self) -> list[str]:
        return [c for rnd in self.boosters for pack in rnd for c in pack]


def _draw(rng: random.Random, pool: list[SetCard], slot: Slot) -> SetCard:
    rares = [c for c in pool if c.rarity == "R"]
    mythics = [c for c in pool if c.rarity == "M"]
    if rares and mythics and "M" in slot.rarities and slot.rarities != "M":
        if slot.rarities == "RM":  # a rare slot: a mythic rare one time in eight
            pool = mythics if rng.randrange(slot.mythic_one_in) == 0 else rares
    return pool[rng.randrange(len(pool))]


def set_boosters(codes: list[str], players: int, rng: random.Random,
                 substitutes: dict[str, list[str]] | None = None) -> BoosterPlan:
    """One booster per player per round, round ``r`` of set ``codes[r]``, as the set's
    collation says, from the cards the engine implements.  A slot whose cards the engine
    implements none of is filled from ``substitutes[flag]`` (names), else from the set's
    implemented commons; every card left out or substituted is listed in the notes."""
    plan = BoosterPlan([], "+".join(c.upper() for c in codes))
    for code in codes:
        cs = load_set(code)
        left_out = sorted({c.name for c in cs.cards if not implemented(c.name)})
        playable = tuple(c for c in cs.cards if implemented(c.name))
        if left_out and not any(cs.code in n for n in plan.notes):
            plan.notes.append(f"{cs.title} ({cs.code}): {len(left_out)} of {len(cs.cards)} "
                              f"cards are not implemented by the engine and left out of its "
                              f"boosters: {', '.join(left_out)}")
        commons = slot_cards(playable, Slot(1, "C"))
        if not commons:
            raise DraftSetupError(f"{cs.title}: the engine implements none of its commons")
        pools = []
        for slot in COLLATIONS[cs.code]:
            pool = slot_cards(playable, slot)
            extra = (substitutes or {}).get(slot.flag, []) if slot.flag not in ("", "any") else []
            if extra and len(pool) < 10:  # too few to draft from: substitute
                note = (f"{cs.title} ({cs.code}): the engine implements {len(pool)} of the "
                        f"cards of its {slot.count}-card slot ({', '.join(c.name for c in pool) or 'none'}); "
                        f"the slot also draws from these implemented cards: {', '.join(extra)}")
                if note not in plan.notes:
                    plan.notes.append(note)
                pool = pool + [SetCard("", "U", n, slot.flag) for n in extra]
            if not pool:
                note = (f"{cs.title} ({cs.code}): the engine implements none of the cards of its "
                        f"{slot.count}-card {'/'.join(RARITY_WORDS[r] for r in slot.rarities)} "
                        "slot; that slot is filled with its implemented commons")
                if note not in plan.notes:
                    plan.notes.append(note)
            pools.append((slot, pool or commons))
        rnd = []
        for _ in range(players):
            rnd.append([_draw(rng, pool, slot).name for slot, pool in pools
                        for _ in range(slot.count)])
        plan.boosters.append(rnd)
    return plan


def read_cube(path: Path) -> list[str]:
    """A cube list: one card name a line, or ``N name``; ``#`` starts a comment."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise DraftSetupError(f"cannot read cube file {path}: {e.strerror or e}") from None
    names: list[str] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, _, rest = line.partition(" ")
        if head.isdigit() and rest:
            names.extend([rest.strip()] * int(head))
        else:
            names.append(line)
    return names


def cube_boosters(names: list[str], players: int, rounds: int, pack_size: int,
                  rng: random.Random, source: str = "cube") -> BoosterPlan:
    """Boosters dealt from a shuffled cube; its cards the engine can't play are left out
    (and named in the notes)."""
    from casualmagic.cards.database import get_database

    db = get_database()
    unknown = sorted({n for n in names if db.get(n) is None})
    if unknown:
        raise DraftSetupError(f"the cube names unknown cards: {', '.join(unknown)}")
    names = [db.lookup(n).name for n in names]
    left_out = sorted({n for n in names if not implemented(n)})
    playable = [n for n in names if implemented(n)]
    need = players * rounds * pack_size
    if len(playable) < need:
        raise DraftSetupError(f"the cube has {len(playable)} playable cards; {players} players "
                              f"need {need} ({rounds} boosters of {pack_size})")
    rng.shuffle(playable)
    plan = BoosterPlan([[playable[(r * players + s) * pack_size:(r * players + s + 1) * pack_size]
                         for s in range(players)] for r in range(rounds)], source)
    if left_out:
        plan.notes.append(f"cube: {len(left_out)} card(s) the engine doesn't implement are left "
                          f"out: {', '.join(left_out)}")
    return plan
