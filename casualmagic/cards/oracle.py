"""Oracle records: what the card database knows of every real card (CR 200–208).

A :class:`CardRecord` is one card: its printed characteristics and oracle
text, face by face (:class:`CardFace`), and its colour identity computed by
the project (CR 903.4) next to the source's value.  It is knowledge about a
card, not something the engine plays: the engine plays
:class:`~casualmagic.cards.model.CardDef`.

Records are built from *rows*, the compact dictionaries the package ships
(``cards/data/cards.json.gz``, see ``scripts/build_card_db.py``) and the
importer writes to the local SQLite database::

    {"n": name, "y": layout, "i": source identity ("WU"), "k": [keywords],
     "h": hand modifier, "lf": life modifier, "s": [early variant products],
     "mr": [the meld cards a meld result is made of],
     "c": cost, "t": type line, "x": text, "p": power, "d": toughness, "l": loyalty,
     "ci": colour indicator ("R"),
     "F": [face, ...]}          # multi-faced cards: one such dict per face
                                # (keys n c t x p d l ci; "u": 1 when the data
                                # lacks the face, "m": 1 for a meld back face)

A single-faced card keeps its face's keys at the top level.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from casualmagic.cards.mana import ManaCostError, parse_cost

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})
"""The supertypes of CR 205.4a."""

_TYPE_LINE_SUPERTYPES = SUPERTYPES | {"Host"}  # "Host": an Unstable joke supertype

CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
              "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery",
              "Vanguard")
"""The card types of CR 205.2a."""

SPECIAL_TYPES = ("Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy")
"""Card types of the casual variants (CR 311–314; conspiracies, 905)."""

BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""Basic land types and the mana their intrinsic ability adds (CR 305.6)."""

MULTI_FACED = frozenset({"split", "aftermath", "flip", "adventure", "transform", "modal_dfc",
                         "meld", "reversible_card", "prepare"})
"""Layouts with more than one face or set of characteristics (CR 709, 710, 712, 715)."""

COMBINED_HALVES = frozenset({"split", "aftermath"})
"""Layouts whose halves' characteristics combine outside the stack (CR 709.4)."""

INTERCHANGEABLE_NAMES: dict[str, str] = {
    # CR 201.3: Secret Lair "Universes Beyond" printings and the Universes Within
    # cards with interchangeable names.  The source data knows only the second name
    # of each pair; the first looks the card up and counts as the same name for
    # deck construction (201.3b).
    # The Walking Dead (SLD 143–147, 581)
    "Rick, Steadfast Leader": "Greymond, Avacyn's Stalwart",
    "Daryl, Hunter of Walkers": "Hansk, Slayer Zealot",
    "Glenn, the Voice of Calm": "Gregor, Shrewd Magistrate",
    "Michonne, Ruthless Survivor": "Enkira, Hostile Scavenger",
    "Negan, the Cold-Blooded": "Malik, Grim Manipulator",
    "Lucille": "Gisa's Favorite Shovel",
    # Street Fighter (SLD)
    "Ryu, World Warrior": "Vikya, Scorching Stalwart",
    "Ken, Burning Brawler": "Aisha of Sparks and Smoke",
    "Chun-Li, Countless Kicks": "Zethi, Arcane Blademaster",
    "Guile, Sonic Soldier": "Immard, the Stormcleaver",
    "Zangief, the Red Cyclone": "Maarika, Brutal Gladiator",
    "Dhalsim, Pliable Pacifist": "Tadeas, Juniper Ascendant",
    "Blanka, Ferocious Friend": "The Howling Abomination",
    # Stranger Things (SLD 340–346, 609)
    "Mind Flayer, the Shadow": "Arvinox, the Mind Flail",
    "Chief Jim Hopper": "Sophina, Spearsage Deserter",
    "Dustin, Gadget Genius": "Hargilde, Kindly Runechanter",
    "Eleven, the Mage": "Cecily, Haunted Mage",
    "Lucas, the Sharpshooter": "Bjorna, Nightfall Alchemist",
    "Max, the Daredevil": "Elmar, Ulvenwald Informant",
    "Mike, the Dungeon Master": "Othelm, Sigardian Outcast",
    "Hawkins National Laboratory": "Havengul Laboratory",
}


def fold(name: str) -> str:
    """A name folded for lookup: case, accents, curly quotes and extra spaces ignored."""
    if name.isascii():
        return " ".join(name.casefold().split())
    text = name.replace("’", "'").replace("Æ", "Ae").replace("æ", "ae")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(text.casefold().split())


@lru_cache(maxsize=16384)
def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """``"Legendary Creature — Elf Druid"`` → (supertypes, types, subtypes) (CR 205).

    A plane's subtype may be several words and is one subtype (CR 311.3, 205.3n).
    A split card's type line ``"Instant // Sorcery"`` gives the types of both halves.
    """
    supers: list[str] = []
    types: list[str] = []
    subs: list[str] = []
    for part in type_line.split(" // "):
        left, _, right = part.partition("—")
        words = left.split()
        supers += [w for w in words if w in _TYPE_LINE_SUPERTYPES and w not in supers]
        types += [w for w in words if w not in _TYPE_LINE_SUPERTYPES and w not in types]
        right = right.strip()
        if right:
            if "Plane" in words:
                subs.append(right)
            else:  # 205.3m: "Time Lord" is the one two-word creature type
                words_right = right.replace("Time Lord", "Time_Lord").split()
                subs += [w.replace("_", " ") for w in words_right if w not in subs]
    return tuple(supers), tuple(types), tuple(subs)


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face, half or set of characteristics of a card (CR 709, 710, 712, 715).

    ``known`` is False when the source data lacks this face's characteristics
    (only its name is known).  ``color_indicator`` is None when the data does not
    say whether the face has a colour indicator (CR 204); ``()`` means it has none.
    ``meld_back`` marks the back face of a meld card (CR 712.4b).
    """

    name: str
    mana_cost: str = ""
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] | None = None
    known: bool = True
    meld_back: bool = False

    @property
    def mana_value(self) -> int | float:
        """The face's mana value (CR 202.3); 0 for a cost the parser can't read."""
        return mana_value(self.mana_cost)


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One real card's oracle record (its faces, identity, variant modifiers).

    The card-level characteristics (``mana_cost``, ``type_line``, ``text`` …) are
    those of its first face; :attr:`oracle_text` and :attr:`all_types` cover every face.

    Colour identity (CR 903.4):

    * ``computed_color_identity`` — computed by the project from the
      characteristics this record has (:mod:`casualmagic.cards.identity`);
    * ``source_color_identity`` — the value in the source data (MTGJSON/Scryfall);
    * ``color_identity`` — what deck construction uses: the computed identity,
      except that where the record lacks something 903.4 counts (a face the
      data omits, 903.4d/e; a colour indicator the data does not record, 204)
      the source's colours are added; ``identity_note`` then says why.
    """

    name: str
    layout: str
    faces: tuple[CardFace, ...]
    keywords: tuple[str, ...] = ()
    source_color_identity: tuple[str, ...] = ()
    computed_color_identity: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    identity_note: str | None = None
    hand_modifier: int | None = None
    life_modifier: int | None = None
    interchangeable_names: tuple[str, ...] = ()
    sets: tuple[str, ...] = ()
    meld_result_of: tuple[str, ...] = ()

    # -- the first face's characteristics ------------------------------------------------
    @property
    def front(self) -> CardFace:
        return self.faces[0]

    @property
    def mana_cost(self) -> str:
        """The card's mana cost; a split card's is both halves' (CR 709.4b)."""
        if self.layout in COMBINED_HALVES and len(self.faces) > 1:
            return " // ".join(f.mana_cost if f.known else "?" for f in self.faces)
        return self.faces[0].mana_cost

    @property
    def type_line(self) -> str:
        return self.faces[0].type_line

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.faces[0].supertypes

    @property
    def types(self) -> tuple[str, ...]:
        """Card types; a split card has each half's (CR 709.4c)."""
        if self.layout in COMBINED_HALVES:
            return self.all_types
        return self.faces[0].types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.faces[0].subtypes

    @property
    def text(self) -> str:
        return self.faces[0].text

    @property
    def power(self) -> str | None:
        return self.faces[0].power

    @property
    def toughness(self) -> str | None:
        return self.faces[0].toughness

    @property
    def loyalty(self) -> str | None:
        return self.faces[0].loyalty

    # -- whole card -----------------------------------------------------------------------
    @property
    def face_names(self) -> tuple[str, ...]:
        """The names of the faces of a multi-faced card (empty for a one-faced card)."""
        return tuple(f.name for f in self.faces) if len(self.faces) > 1 else ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the card answers to: full name, face names (709.4a, 712.19),
        and names interchangeable with it (201.3)."""
        return tuple(dict.fromkeys((self.name, *self.face_names, *self.interchangeable_names)))

    @property
    def deck_name(self) -> str:
        """The English name deck construction counts (100.2a, 903.5b): a reversible
        card with the same card on both sides is that card (201.2a)."""
        parts = self.name.split(" // ")
        half = len(parts) // 2
        if self.layout == "reversible_card" and half and parts[:half] == parts[half:]:
            return " // ".join(parts[:half])
        return self.name

    @property
    def oracle_text(self) -> str:
        """Every known face's rules text, faces separated by a ``//`` line."""
        return "\n//\n".join(f.text for f in self.faces if f.known and not f.meld_back)

    @property
    def all_types(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for f in self.faces for t in f.types))

    @property
    def mana_value(self) -> int | float:
        """Mana value (CR 202.3): a split card's halves combined (709.4b); otherwise the
        front face's (712.8a, 715.4, 710.1c)."""
        if self.layout in COMBINED_HALVES:
            return sum(f.mana_value for f in self.faces if f.known)
        return self.faces[0].mana_value

    @property
    def is_complete(self) -> bool:
        """True when the data has every face's characteristics."""
        return all(f.known for f in self.faces)

    @property
    def is_basic_land(self) -> bool:
        """A basic land (CR 205.4c): exempt from the deck limits of 100.2a and 903.5b."""
        return is_basic_land(self)

    @property
    def special_type(self) -> str | None:
        """Plane, Phenomenon, Scheme, Vanguard or Conspiracy (CR 311–314), else None."""
        for t in SPECIAL_TYPES:
            if t in self.types:
                return t
        return None

    @property
    def land_type_colors(self) -> tuple[str, ...]:
        """Colours of mana the card's basic land types let it produce (CR 305.6): what
        903.5d checks against the commander's identity, beyond 903.4."""
        found = {BASIC_LAND_TYPES[s] for f in self.faces if "Land" in f.types
                 for s in f.subtypes if s in BASIC_LAND_TYPES}
        return tuple(c for c in "WUBRG" if c in found)


def is_basic_land(card: CardRecord) -> bool:
    """True for a card with the supertype basic and the type land (CR 205.4c)."""
    return "Basic" in card.supertypes and "Land" in card.types


def mana_value(card: CardRecord | str) -> int | float:
    """Mana value of a record or of a mana cost string (CR 202.3); an unreadable
    (joke) cost counts 0."""
    if isinstance(card, str):
        try:
            return parse_cost(card).mana_value
        except ManaCostError:
            return 0
    return card.mana_value


def _face(data: dict[str, Any], indicators_known: bool) -> CardFace:
    type_line = data.get("t", "")
    sup, types, sub = parse_type_line(type_line)
    indicator: tuple[str, ...] | None
    if "ci" in data:
        indicator = tuple(c for c in "WUBRG" if c in data["ci"])
    else:
        indicator = () if indicators_known else None
    return CardFace(
        name=data.get("n", ""),
        mana_cost=data.get("c", ""),
        type_line=type_line,
        supertypes=sup,
        types=types,
        subtypes=sub,
        text=data.get("x", ""),
        power=data.get("p"),
        toughness=data.get("d"),
        loyalty=data.get("l"),
        color_indicator=indicator,
        known=not data.get("u"),
        meld_back=bool(data.get("m")),
    )


def record_from_row(row: dict[str, Any], indicators_known: bool = False,
                    aliases: tuple[str, ...] = ()) -> CardRecord:
    """Build a record from a compact row (see the module docstring), computing its
    colour identity (CR 903.4).  ``indicators_known`` says whether the data records
    colour indicators (MTGJSON and Scryfall files do; the shipped copy does not)."""
    from casualmagic.cards.identity import record_identity

    if "F" in row:
        faces = tuple(_face(f, indicators_known) for f in row["F"])
    else:
        faces = (_face(row, indicators_known),)
    source = tuple(c for c in "WUBRG" if c in row.get("i", ""))
    name = row["n"]
    computed, used, note = record_identity(faces, source, name)
    return CardRecord(
        name=name,
        layout=row.get("y", "normal"),
        faces=faces,
        keywords=tuple(row.get("k", ())),
        source_color_identity=source,
        computed_color_identity=computed,
        color_identity=used,
        identity_note=note,
        hand_modifier=row.get("h"),
        life_modifier=row.get("lf"),
        interchangeable_names=aliases,
        sets=tuple(row.get("s", ())),
        meld_result_of=tuple(row.get("mr", ())),
    )
