"""Oracle records: what the card database knows of every real card (CR 200–208).

A :class:`CardRecord` is the card's printed characteristics and oracle text,
its faces, and its colour identity computed by the project (CR 903.4) next
to the source's value.  It is knowledge about a card, not something the
engine plays: the engine plays :class:`~casualmagic.cards.model.CardDef`.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from casualmagic.cards.definitions import parse_type_line
from casualmagic.cards.mana import ManaCostError, parse_cost

SPECIAL_TYPES = ("Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy")
"""Card types of the casual variants (CR 310–314)."""


def fold(name: str) -> str:
    """A name folded for lookup: case, accents and extra spaces ignored."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return " ".join(text.casefold().replace("’", "'").split())


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One real card's oracle record."""

    name: str
    mana_cost: str
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    layout: str = "normal"
    keywords: tuple[str, ...] = ()
    source_color_identity: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    face_names: tuple[str, ...] = ()
    back: str | None = None
    front: str | None = None
    hand_modifier: int | None = None
    life_modifier: int | None = None
    sets: tuple[str, ...] = field(default=())

    @property
    def mana_value(self) -> float:
        try:
            return parse_cost(self.mana_cost).mana_value
        except ManaCostError:
            return 0

    @property
    def is_basic_land(self) -> bool:
        return "Basic" in self.supertypes and "Land" in self.types

    @property
    def special_type(self) -> str | None:
        for t in SPECIAL_TYPES:
            if t in self.types:
                return t
        return None

    @property
    def names(self) -> tuple[str, ...]:
        """The card's name and its faces' names (201.3: a split card's names)."""
        return (self.name, *self.face_names)


def record_from_compact(row: dict) -> tuple[CardRecord, str]:
    """Build a record from the shipped compact form (see scripts/build_card_db.py).

    Returns the record (identity not yet computed) and its mana cost.
    """
    type_line = row.get("t", "")
    sup, types, sub = parse_type_line(type_line)
    name = row["n"]
    faces = tuple(part.strip() for part in name.split(" // ")) if " // " in name else ()
    return CardRecord(
        name=name,
        mana_cost=row.get("c", ""),
        type_line=type_line,
        supertypes=sup,
        types=types,
        subtypes=sub,
        text=row.get("x", ""),
        power=row.get("p"),
        toughness=row.get("d"),
        loyalty=row.get("l"),
        layout=row.get("y", "normal"),
        keywords=tuple(row.get("k", ())),
        source_color_identity=tuple(c for c in "WUBRG" if c in row.get("i", "")),
        face_names=faces,
        back=row.get("bk"),
        front=row.get("fr"),
        hand_modifier=row.get("h"),
        life_modifier=row.get("lf"),
        sets=tuple(row.get("s", ())),
    ), row.get("c", "")
