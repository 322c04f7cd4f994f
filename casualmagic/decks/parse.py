"""Reading deck lists in every common format into a :class:`~casualmagic.decks.model.DeckList`.

Text formats (one card a line; CR 100.2 decks, 100.4 sideboards):

* ``4 Lightning Bolt``, ``4x Lightning Bolt``, ``4 x Lightning Bolt`` or a
  bare ``Lightning Bolt`` (one copy);
* printings are kept, not part of the name: ``1 Sol Ring (CMR) 472`` (Arena,
  Moxfield), ``1 [M10] Duress`` (Apprentice), ``4 Lightning Bolt|M10`` (Forge);
* markers ``*F*`` / ``*CMDR*`` (TappedOut, Moxfield; ``*CMDR*`` puts the card
  in the command zone), deckstats' ``# !Commander``, Archidekt's category tags
  ``[Ramp]`` / ``[Commander{top}]`` / ``[Maybeboard{noDeck}]``;
* section headers, with or without a colon, a count or brackets:
  ``Commander``, ``Companion``, ``Deck``, ``Sideboard``, ``Maybeboard``,
  ``Planes``, ``Schemes``, ``Vanguard``, ``Conspiracies`` (see
  :data:`SECTION_ALIASES`); ``// Sideboard`` and Forge's ``[Main]`` too;
  ``Commander: Atraxa, Praetors' Voice`` names a card of that section inline;
* card-type group headers (``Creatures (20)``, ``Lands``) are just groups;
* ``SB: 2 Duress`` lines (MTGO/Apprentice) are sideboard cards;
* Arena's ``About`` / ``Name …`` and Forge's ``[metadata]`` / ``Name=…`` name
  the deck;
* comments: whole lines starting with ``#`` or ``//``, and `` # …`` after a card;
  a comment ``// Variant: commander`` (or ``Format: commander``; Forge's
  ``Format=Commander``) names the variant the deck is built for (``DeckList.variant``);
* MTGO and old Arena exports separate the sideboard from the deck by one
  blank line, with no header.  A file without headers or comments whose
  cards form exactly two blank-line-separated groups is read that way, and
  the deck's ``notes`` say so.

XML formats: MTGO ``.dek`` (``<Cards Quantity="4" Sideboard="false"
Name="…"/>``) and Cockatrice ``.cod``.  MTGO keeps a Commander deck's
commander in the sideboard; the parser keeps the file's sections as
written, and :meth:`DeckList.with_sideboard_as_commanders` moves it.

Split cards written ``Fire/Ice`` (MTGO) become ``Fire // Ice``; curly
apostrophes become straight ones.  Anything the parser cannot read is a
:class:`DeckParseError` naming the file, the line and the problem; every
problem of the file is reported at once.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from casualmagic.decks.model import SECTIONS, DeckEntry, DeckList

SECTION_ALIASES: dict[str, str] = {
    **dict.fromkeys(["deck", "main", "main deck", "maindeck", "mainboard", "main board",
                     "library"], "main"),
    **dict.fromkeys(["sideboard", "side board", "side", "sb"], "sideboard"),
    **dict.fromkeys(["commander", "commanders", "command zone", "commander(s)"], "commanders"),
    **dict.fromkeys(["companion", "companions"], "companions"),
    **dict.fromkeys(["maybeboard", "maybe board", "maybe", "considering"], "maybeboard"),
    **dict.fromkeys(["planes", "planar deck", "planar", "plane deck", "planechase"], "planar"),
    **dict.fromkeys(["schemes", "scheme deck", "archenemy"], "scheme"),
    **dict.fromkeys(["vanguard", "vanguards", "avatar"], "vanguard"),
    **dict.fromkeys(["conspiracies", "conspiracy"], "conspiracy"),
    **dict.fromkeys(["attractions", "attraction deck"], "attraction"),
    **dict.fromkeys(["contraptions", "contraption deck"], "contraption"),
    **dict.fromkeys(["tokens", "token"], "tokens"),
    **dict.fromkeys(["about", "metadata"], "about"),
}
"""Section header words (lower case) → canonical section name."""

KNOWN_HEADERS = ("Commander", "Companion", "Deck", "Sideboard", "Maybeboard", "Planes",
                 "Schemes", "Vanguard", "Conspiracies", "Attractions", "Contraptions", "Tokens",
                 "About")
"""The main spelling of each section header, for messages."""

BARE_CARD_NAMES = frozenset({"conspiracy"})
"""Header words that are also card names: a header only with ``:``, ``[…]`` or a count."""

TYPE_GROUPS = frozenset({
    "creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries",
    "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers",
    "battle", "battles", "spell", "spells", "other spells", "noncreature spells", "other",
})
"""Card-type group headers some sites write (``Creatures (20)``): groups, not sections."""

_HEADER = re.compile(r"^\[?(?P<word>[A-Za-z][A-Za-z() ]*?)\]?\s*(?:\((?P<n>\d+)\))?\s*(?P<colon>:?)$")
_INLINE = re.compile(r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*:\s*(?P<rest>\S.*)$")
_VARIANT = re.compile(r"^(?:variant|format)\s*[:=]\s*(?P<name>[A-Za-z][A-Za-z0-9_+ -]*?)\s*$",
                      re.IGNORECASE)
_COUNT = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<rest>\S.*)$")
_COUNT_ONLY = re.compile(r"^\d+\s*[xX]?$")
_PRINTING = re.compile(r"\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<number>[^\s()]+))?$")
_LEADING_SET = re.compile(r"^\[(?P<set>[A-Za-z0-9]{2,6})\]\s+")
_MARKER = re.compile(r"\s*\*(?P<flag>[A-Za-z0-9-]+)\*")
_TAGS = re.compile(r"\s*\[(?P<tags>[^\[\]]*)\]$")
_SET_LIKE = re.compile(r"^[A-Z0-9]{2,5}$")
_SLASH = re.compile(r"\s*/{1,2}\s*")


@cache
def _parenthesized_names() -> frozenset[str]:
    """Card names that end in a parenthesis, such as "Artist Alley (Plane)" (201.2): a deck
    line naming one is not a card with a set code."""
    from casualmagic.cards.database import get_database

    return frozenset(n for n in get_database().names() if n.endswith(")"))


class DeckParseError(ValueError):
    """A deck file that can't be read: every problem with its file and line.

    ``str(error)`` is one ``file:line: problem`` line per problem, e.g.
    ``deck.txt:12: cannot read '1x' — no card name``.
    """

    def __init__(self, problems: list[tuple[int | None, str]], filename: str | None = None):
        self.filename = filename
        self.problems = problems
        where = filename or "<deck>"
        super().__init__("\n".join(f"{where}:{line}: {msg}" if line else f"{where}: {msg}"
                                   for line, msg in problems))

    @property
    def line(self) -> int | None:
        """The line of the first problem."""
        return self.problems[0][0] if self.problems else None


# -- loading -------------------------------------------------------------------------------

def load_deck(path: str | Path) -> DeckList:
    """Read a deck file (any format of this module's docstring).

    Raises ``OSError`` (``FileNotFoundError``, ``IsADirectoryError``…) if the
    file can't be read and :class:`DeckParseError` if it isn't a deck list.
    The text is read as UTF-8 (with or without BOM) or UTF-16 with BOM; a
    file that is neither is read as Windows-1252 and a note says so.
    """
    path = Path(path)
    data = path.read_bytes()
    text, note = _decode(data, str(path))
    deck = parse_deck_text(text, filename=str(path))
    return replace(deck, source_path=path, notes=(note, *deck.notes) if note else deck.notes)


def _decode(data: bytes, filename: str) -> tuple[str, str | None]:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), None
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        pass
    if b"\x00" in data:
        raise DeckParseError([(None, "not a deck list (a binary file)")], filename)
    try:
        return data.decode("cp1252"), "read as Windows-1252 text (the file is not UTF-8)"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "read as Latin-1 text (the file is not UTF-8)"


def parse_deck_text(text: str, *, filename: str | None = None) -> DeckList:
    """Parse a deck list given as text (``filename`` is used in messages and for the name)."""
    if "\x00" in text:
        raise DeckParseError([(None, "not a deck list (a binary file)")], filename)
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        deck = _parse_xml(stripped, text[:len(text) - len(stripped)].count("\n"), filename)
    else:
        deck = _TextParser(filename).parse(text)
    if deck.name is None and filename:
        deck = replace(deck, name=Path(filename).stem)
    return deck


# -- text formats --------------------------------------------------------------------------

@dataclass
class _TextParser:
    filename: str | None
    sections: dict[str, list[DeckEntry]] = field(default_factory=dict)
    problems: list[tuple[int | None, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    name: str | None = None
    section: str = "main"
    seen_headers: bool = False
    seen_comments: bool = False
    main_groups: list[list[DeckEntry]] = field(default_factory=lambda: [[]])
    main_contiguous: bool = True
    main_entered: int = 0
    blank_pending: bool = False
    after_command_zone: int = 0
    forge: bool = False
    sb_prefix: bool = False
    variant: str | None = None

    def parse(self, text: str) -> DeckList:
        for number, raw in enumerate(text.splitlines(), 1):
            self._line(number, " ".join(raw.replace("\ufeff", "").split()))
        if self.problems:
            raise DeckParseError(self.problems, self.filename)
        self._mtgo_sideboard()
        return self._deck()

    # one line ---------------------------------------------------------------
    def _line(self, n: int, line: str) -> None:
        if not line:
            if self.section == "main" and self.main_groups[-1]:
                self.blank_pending = True
            elif self.section in ("commanders", "companions") and self.sections.get(self.section):
                self.after_command_zone = n  # "Commander\n1 Atraxa\n\n1 Sol Ring": the deck
            return
        if line.startswith(("//", "#")):
            header = _header(line.lstrip("/#").strip())
            if header is not None and header != "group":
                self._switch(header)
            else:
                self.seen_comments = True
                self._declared_variant(line.lstrip("/#").strip())
            return
        if line[:3].upper() == "SB:":
            self.sb_prefix = True
            self._card(n, line[3:].strip(), "sideboard")
            return
        header = _header(line)
        if header == "group":  # Creatures (20): a group of the deck, not a new section
            self.seen_headers = True
            if self.section not in ("main", "sideboard", "maybeboard"):
                self._switch("main")
            return
        if header is not None:
            self._switch(header)
            if line.startswith("[") and header in ("main", "about"):
                self.forge = self.forge or header == "about" or line == "[Main]"
            return
        if self.section == "about":
            if not _COUNT.match(line):
                self._about(n, line)
                return
            self._switch("main")  # "4 Lightning Bolt" after the About lines: the deck begins
        m = _INLINE.match(line)
        if m and m["word"].lower() in SECTION_ALIASES:  # Commander: Atraxa, Praetors' Voice
            target = SECTION_ALIASES[m["word"].lower()]
            if target == "about":
                self._about(n, m["rest"])
            else:
                self.seen_headers = True
                self._card(n, m["rest"], target)
            return
        if m and m["word"].lower() in ("name", "deck name", "title"):
            self.name = m["rest"].strip()
            return
        if line.endswith(":") and not line[0].isdigit():
            self.problems.append((n, f"unknown section {line!r} (known sections: "
                                     f"{', '.join(KNOWN_HEADERS)})"))
            return
        self._card(n, line, self.section)

    def _switch(self, section: str) -> None:
        self.seen_headers = True
        self.after_command_zone = 0
        if section == "main":
            self.main_entered += 1
            if any(self.main_groups):
                self.main_contiguous = False
        self.section = section
        self.blank_pending = False

    def _declared_variant(self, text: str) -> bool:
        """``// Variant: commander`` (or ``Format:``, Forge's ``Format=``): the variant whose
        deck-construction rules the deck is for."""
        m = _VARIANT.match(text)
        if m and self.variant is None:
            self.variant = "+".join(w.strip().lower() for w in m["name"].split("+"))
        return m is not None

    def _about(self, n: int, line: str) -> None:
        key, sep, value = line.partition("=") if "=" in line else line.partition(" ")
        if self._declared_variant(line):
            return
        if key.strip().lower() in ("name", "name:", "deck name") and value.strip():
            self.name = value.strip()
        elif line.strip():
            self.notes.append(f"line {n}: ignored deck information {line!r}")

    def _card(self, n: int, line: str, section: str) -> None:
        if self.after_command_zone and section == self.section:
            self.notes.append(f"line {n}: the cards after the blank line that ends the "
                              f"{self.section} section are read as the deck")
            self._switch("main")
            section = "main"
        entry, target = _entry(n, line, section, self.problems)
        if entry is None:
            return
        if target == "main" and section == "main" and self.section == "main":
            if self.blank_pending:
                self.main_groups.append([])
                self.blank_pending = False
            self.main_groups[-1].append(entry)
        self.sections.setdefault(target, []).append(entry)

    # the whole file -----------------------------------------------------------
    def _mtgo_sideboard(self) -> None:
        """MTGO/old Arena layout: deck, one blank line, sideboard (no header)."""
        groups = [g for g in self.main_groups if g]
        if (len(groups) != 2 or self.seen_comments or self.sections.get("sideboard")
                or not self.main_contiguous or self.main_entered > 1):
            return
        if self.seen_headers and set(self.sections) - {"main", "commanders", "companions"}:
            return
        side = groups[1]
        moved = {id(e) for e in side}
        self.sections["main"] = [e for e in self.sections["main"] if id(e) not in moved]
        self.sections["sideboard"] = side
        self.notes.append(f"the {sum(e.count for e in side)} cards after the blank line before "
                          f"line {side[0].line} were read as the sideboard (MTGO layout); "
                          "write a 'Sideboard' line before them to say so")

    def _deck(self) -> DeckList:
        if not any(self.sections.values()):
            raise DeckParseError([(None, "no cards found")], self.filename)
        extra = tuple((k, tuple(v)) for k, v in self.sections.items() if k not in SECTIONS)
        mtgo_layout = any("MTGO layout" in note for note in self.notes)
        printings = any(e.collector_number for es in self.sections.values() for e in es)
        fmt = "text"
        if self.forge:
            fmt = "forge-dck"
        elif self.sb_prefix:
            fmt = "mtgo-txt"
        elif printings and (self.seen_headers or mtgo_layout):
            fmt = "arena"
        elif mtgo_layout:
            fmt = "mtgo-txt"
        return DeckList(
            **{k: tuple(self.sections.get(k, ())) for k in SECTIONS},
            extra=extra, name=self.name, format=fmt, notes=tuple(self.notes),
            variant=self.variant)


def _header(line: str) -> str | None:
    """The canonical section a header line opens, ``"group"`` for a type group, else None."""
    m = _HEADER.match(line)
    if not m:
        return None
    word = " ".join(m["word"].lower().split())
    decorated = bool(m["colon"] or m["n"] or line.startswith("["))
    if word in SECTION_ALIASES and (decorated or word not in BARE_CARD_NAMES):
        return SECTION_ALIASES[word]
    if word in TYPE_GROUPS:
        return "group"
    return None


def _entry(n: int, line: str, section: str,
           problems: list[tuple[int | None, str]]) -> tuple[DeckEntry | None, str]:
    """One card line → (entry, section it belongs to); problems are appended."""
    raw = line
    if _COUNT_ONLY.match(line):
        problems.append((n, f"cannot read {raw!r} — no card name"))
        return None, section
    count = 1
    m = _COUNT.match(line)
    if m:
        count, line = int(m["count"]), m["rest"]
    if count < 1:
        problems.append((n, f"cannot read {raw!r} — the count must be at least 1"))
        return None, section
    flags: list[str] = []
    tags: list[str] = []
    set_code: str | None = None
    number: str | None = None
    if " #" in line:  # a comment after the card; deckstats marks commanders "# !Commander"
        line, _, comment = line.partition(" #")
        if comment.strip().lower().startswith("!commander"):
            flags.append("CMDR")
    if "|" in line:  # Forge: Name|SET|art index
        line, *printing = (part.strip() for part in line.split("|"))
        set_code = printing[0].upper() if printing and printing[0] else None
        if len(printing) > 1 and printing[1]:
            number = printing[1]
    line = line.strip()
    while (t := _TAGS.search(line)) is not None:  # Archidekt: [Ramp,Commander{top}]
        line = line[:t.start()]
        group = [x.strip() for x in t["tags"].split(",") if x.strip()]
        if len(group) == 1 and _SET_LIKE.match(group[0]) and set_code is None:
            set_code = group[0]  # "4 Lightning Bolt [M10]": a set code
        else:
            tags[:0] = group
    flags.extend(f.upper() if len(f) <= 2 else f for f in _MARKER.findall(line))
    line = _MARKER.sub("", line).strip()
    p = _PRINTING.search(line)
    if p is not None and " ".join(line.split()) in _parenthesized_names():
        p = None  # "Artist Alley (Plane)" is a card's name, not Artist Alley from set PLANE
    if p is not None:
        set_code, number, line = p["set"].upper(), p["number"], line[:p.start()]
    lead = _LEADING_SET.match(line)
    if lead is not None:
        set_code, line = lead["set"].upper(), line[lead.end():]
    name = " ".join(line.replace("’", "'").replace("‘", "'").split())
    if "/" in name:
        name = _SLASH.sub(" // ", name)
    if not name:
        problems.append((n, f"cannot read {raw!r} — no card name"))
        return None, section
    target = section
    for tag in tags:
        base = tag.split("{")[0].strip().lower()
        if base in SECTION_ALIASES and SECTION_ALIASES[base] not in ("main", "about"):
            target = SECTION_ALIASES[base]
    if "CMDR" in (f.upper() for f in flags):
        target = "commanders"
    entry = DeckEntry(count, name, n, set_code, number, tuple(flags), tuple(tags))
    return entry, target


# -- XML formats: MTGO .dek, Cockatrice .cod -------------------------------------------------

def _parse_xml(text: str, offset: int, filename: str | None) -> DeckList:
    import xml.parsers.expat

    problems: list[tuple[int | None, str]] = []
    sections: dict[str, list[DeckEntry]] = {}
    state: dict[str, str | None] = {"root": None, "zone": None, "name": None, "text": None}
    parser = xml.parsers.expat.ParserCreate(encoding="UTF-8")

    def line() -> int:
        return parser.CurrentLineNumber + offset

    def forbid(*_: object) -> None:
        raise DeckParseError([(line(), "DTDs and entities are not allowed in a deck file")],
                             filename)

    def start(tag: str, attrs: dict[str, str]) -> None:
        if state["root"] is None:
            state["root"] = tag
            if tag not in ("Deck", "cockatrice_deck"):
                problems.append((line(), f"not a deck file: the XML root is <{tag}>, not <Deck> "
                                         "(MTGO .dek) or <cockatrice_deck> (Cockatrice .cod)"))
            return
        if tag == "Cards":  # MTGO
            side = attrs.get("Sideboard", "false").lower()
            if side not in ("true", "false"):
                problems.append((line(), f"Sideboard={attrs['Sideboard']!r} is neither true nor "
                                         "false"))
                return
            flags = (f"CatID={attrs['CatID']}",) if attrs.get("CatID") else ()
            _xml_card(attrs.get("Name"), attrs.get("Quantity"), flags,
                      "sideboard" if side == "true" else "main")
        elif tag == "zone":  # Cockatrice
            zone = attrs.get("name", "main")
            state["zone"] = {"main": "main", "side": "sideboard"}.get(zone, zone)
        elif tag == "card":
            _xml_card(attrs.get("name"), attrs.get("number"), (), state["zone"] or "main")
        elif tag == "deckname":
            state["text"] = ""

    def _xml_card(name: str | None, quantity: str | None, flags: tuple[str, ...],
                  section: str) -> None:
        if not name or not name.strip():
            problems.append((line(), "a card without a name"))
            return
        if quantity is None or not quantity.strip().isdigit() or int(quantity) < 1:
            problems.append((line(), f"cannot read the quantity {quantity!r} of {name!r}"))
            return
        clean = " ".join(name.replace("’", "'").split())
        if "/" in clean:
            clean = _SLASH.sub(" // ", clean)
        sections.setdefault(section, []).append(
            DeckEntry(int(quantity), clean, line(), flags=flags))

    def chars(data: str) -> None:
        if state["text"] is not None:
            state["text"] += data

    def end(tag: str) -> None:
        if tag == "deckname" and state["text"] is not None:
            state["name"] = state["text"].strip() or None
            state["text"] = None
        elif tag == "zone":
            state["zone"] = None

    handlers: dict[str, Callable[..., None]] = {
        "StartElementHandler": start, "EndElementHandler": end, "CharacterDataHandler": chars,
        "StartDoctypeDeclHandler": forbid, "EntityDeclHandler": forbid,
    }
    for attr, fn in handlers.items():
        setattr(parser, attr, fn)
    try:
        parser.Parse(text.encode("utf-8"), True)
    except xml.parsers.expat.ExpatError as e:
        msg = xml.parsers.expat.errors.messages[e.code]
        problems.append((e.lineno + offset, f"not a readable XML deck file ({msg})"))
    if problems:
        raise DeckParseError(problems, filename)
    if not any(sections.values()):
        raise DeckParseError([(None, "no cards found")], filename)
    fmt = "mtgo-dek" if state["root"] == "Deck" else "cockatrice-cod"
    extra = tuple((k, tuple(v)) for k, v in sections.items() if k not in SECTIONS)
    return DeckList(**{k: tuple(sections.get(k, ())) for k in SECTIONS}, extra=extra,
                    name=state["name"], format=fmt)
