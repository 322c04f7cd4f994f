"""Decks shipped with the package (``casualmagic/decks/data/``), by variant.

* ``duel``: the 40-card starter decks of the core engine (``data/*.txt``), also the
  main decks of Planechase games;
* ``commander`` and ``brawl``: ``data/commander/``;
* ``planechase``: planar decks (``data/planechase/``; 901.3), which a Planechase game
  picks by the number of players — they are not main decks.

A variant's decks are listed by the variant (:func:`register_shipped`, called when
``casualmagic.variants`` is imported): the deck package sits below the variants and never
imports them.

A main deck can be named wherever a deck is asked for (``--deck commander-jerrard``,
``new_game(decks=["gruul-stompy", ...])``); ``casualmagic decks list`` lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

from casualmagic.decks.precon_like import precon_lists

DECKS = {
    "gruul-stompy": "gruul-stompy.txt",
    "dimir-control": "dimir-control.txt",
    "azorius-skies": "azorius-skies.txt",
    "rakdos-fire": "rakdos-fire.txt",
}
"""Shipped 40-card decks for duels (the core engine's starter pool)."""

DEFAULT_DUEL_DECKS = ("gruul-stompy", "dimir-control")


@dataclass(frozen=True, slots=True)
class ShippedDeck:
    """One shipped deck: its name, the variant it is built for, and its file."""

    name: str
    variant: str
    file: Any  # an importlib.resources Traversable
    main_deck: bool = True
    """False for a supplementary deck (a planar deck, 100.2d): not a deck for ``--deck``."""

    def text(self) -> str:
        return self.file.read_text(encoding="utf-8")

    @property
    def description(self) -> str:
        """The file's first comment line (each shipped file starts with one)."""
        for line in self.text().splitlines():
            line = line.strip()
            if line.startswith(("#", "//")):
                return line.lstrip("#/ ").strip()
            if line:
                break
        return ""


_VARIANT_DECKS: list[tuple[str, str, tuple[str, ...], bool]] = []
"""``(variant, folder of data/, deck names, main decks?)``, registered by the variants."""


def register_shipped(variant: str, folder: str, names: tuple[str, ...],
                     main_deck: bool = True) -> None:
    """A variant's shipped decks: ``data/<folder>/<name>.txt`` for each name (``main_deck``
    False for supplementary decks, 100.2d).  Registering the same list twice changes nothing."""
    entry = (variant, folder, tuple(names), main_deck)
    if entry not in _VARIANT_DECKS:
        _VARIANT_DECKS.append(entry)


def shipped_decks() -> list[ShippedDeck]:
    """Every shipped deck, grouped by variant: duel, the variants' main decks (commander,
    brawl), then the supplementary decks (planechase)."""
    data = resources.files("casualmagic.decks") / "data"
    out = [ShippedDeck(name, "duel", data / file) for name, file in DECKS.items()]
    for variant, folder, names, main in sorted(_VARIANT_DECKS, key=lambda v: not v[3]):
        out += [ShippedDeck(n, variant, data / folder / f"{n}.txt", main_deck=main)
                for n in names]
    return out


def shipped_deck(name: str) -> ShippedDeck | None:
    """The shipped deck called ``name``, or None."""
    if name in DECKS:  # the duel decks, without importing the variants
        return ShippedDeck(name, "duel", resources.files("casualmagic.decks") / "data" / DECKS[name])
    return next((d for d in shipped_decks() if d.name == name), None)


def shipped_deck_text(name: str) -> str:
    """The text of a shipped deck, by name (see :func:`shipped_decks`)."""
    deck = shipped_deck(name)
    if deck is None:
        raise KeyError(f"no shipped deck {name!r} (shipped: "
                       f"{', '.join(d.name for d in shipped_decks() if d.main_deck)})")
    return deck.text()


def precon_decks() -> dict[str, list[str]]:
    """The official Commander precon decklists shipped as data
    (``decks/data/precons/``): ``{file name: every card name, commander first}``."""
    return {name: [*commanders, *main] for name, (commanders, main) in precon_lists().items()}
