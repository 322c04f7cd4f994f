"""Deck lists as data: what a deck file says, section by section.

A :class:`DeckList` keeps everything a deck file said: each line's count,
card name, line number, set code, collector number, markers (``*F*``) and
tags (``[Ramp]``), in the file's order, grouped by section:

* ``main``: the deck (CR 100.2; it becomes the library);
* ``sideboard``: CR 100.4;
* ``commanders``: the command-zone section of a Commander or Brawl deck
  (903.3, 903.6);
* ``companions``: companion cards named outside the deck (702.139a);
* ``extra``: every other named section, by canonical name: ``maybeboard``
  (cards under consideration, not part of the deck), ``planar`` (901.3),
  ``scheme`` (904.3), ``vanguard`` (902.2), ``conspiracy`` (905.4),
  ``attraction`` (717.2), ``contraption``.

How the file was read (its format and any interpretation the parser made,
such as "the cards after the blank line are the sideboard") is recorded in
``format`` and ``notes``, so nothing is decided silently.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

SECTIONS = ("main", "sideboard", "commanders", "companions")
"""The sections that are fields of :class:`DeckList`; others live in ``extra``."""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a deck list: ``count`` copies of the card ``name``.

    ``line`` is the 1-based line of the file it came from (0 when it was
    not read from a file).  ``set_code`` and ``collector_number`` are the
    printing the file named, if any (``(CMR) 472``); ``flags`` are markers
    such as ``F`` (foil) or ``CMDR``; ``tags`` are category tags of some
    sites (Archidekt's ``[Ramp]``).
    """

    count: int
    name: str
    line: int = 0
    set_code: str | None = None
    collector_number: str | None = None
    flags: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DeckList:
    """A parsed deck list (see the module docstring for the sections)."""

    main: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    commanders: tuple[DeckEntry, ...] = ()
    companions: tuple[DeckEntry, ...] = ()
    extra: tuple[tuple[str, tuple[DeckEntry, ...]], ...] = ()
    name: str | None = None
    source_path: Path | None = None
    format: str = "text"
    notes: tuple[str, ...] = ()
    variant: str | None = None
    """The variant the file says the deck is built for (``// Variant: commander``), if any."""

    @property
    def total(self) -> int:
        """Cards in the main deck (commanders, sideboard and extra sections not counted)."""
        return sum(e.count for e in self.main)

    def count(self, section: str = "main") -> int:
        """Cards in one section (``"main"``, ``"commanders"``, ``"planar"``, …)."""
        return sum(e.count for e in self.section(section))

    def section(self, name: str) -> tuple[DeckEntry, ...]:
        """The entries of a section by name; an empty tuple for a section the file lacks."""
        if name in SECTIONS:
            return getattr(self, name)
        for key, entries in self.extra:
            if key == name:
                return entries
        return ()

    def sections(self) -> Iterator[tuple[str, tuple[DeckEntry, ...]]]:
        """Every non-empty section with its entries: the four fields first, then ``extra``."""
        for name in SECTIONS:
            entries = getattr(self, name)
            if entries:
                yield name, entries
        for name, entries in self.extra:
            if entries:
                yield name, entries

    def entries(self) -> Iterator[tuple[str, DeckEntry]]:
        """Every entry of every section, with its section's name."""
        for name, entries in self.sections():
            for entry in entries:
                yield name, entry

    def names(self) -> list[str]:
        """The distinct card names of the main deck, in order of first appearance."""
        return list(dict.fromkeys(e.name for e in self.main))

    def expanded(self, section: str = "main") -> list[str]:
        """A section's card names repeated by count, in order (the main deck by default)."""
        return [e.name for e in self.section(section) for _ in range(e.count)]

    def with_sideboard_as_commanders(self) -> DeckList:
        """This deck with its sideboard moved to ``commanders`` when it has no commander.

        MTGO marks a Commander deck's commander (or partner pair) by putting it
        in the sideboard, and its ``.dek`` and ``.txt`` files keep it there; a
        Commander validator can call this for such files.  The deck is returned
        unchanged if it already names commanders or its sideboard has more than
        two cards.
        """
        if self.commanders or not self.sideboard or sum(e.count for e in self.sideboard) > 2:
            return self
        moved = ", ".join(e.name for e in self.sideboard)
        return replace(self, commanders=self.sideboard, sideboard=(),
                       notes=(*self.notes, f"sideboard read as the commander(s): {moved} "
                                           "(MTGO keeps the commander in the sideboard)"))
