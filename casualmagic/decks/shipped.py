"""Decks shipped with the package (``casualmagic/decks/data/``), by variant.

* ``duel``: the 40-card starter decks of the core engine (``data/*.txt``), also the
  main decks of Planechase games;
* ``commander`` and ``brawl``: ``data/commander/`` (see
  :mod:`casualmagic.variants.commander.decks`);
* ``planechase``: planar decks (``data/planechase/``; 901.3), which a Planechase game
  picks by the number of players — they are not main decks.

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


def shipped_decks() -> list[ShippedDeck]:
    """Every shipped deck, grouped by variant (duel, commander, brawl, planechase)."""
    from casualmagic.variants.commander.decks import BRAWL_DECKS, COMMANDER_DECKS
    from casualmagic.variants.planechase import SHIPPED_COMMUNAL_DECKS, SHIPPED_PLANAR_DECKS

    data = resources.files("casualmagic.decks") / "data"
    out = [ShippedDeck(name, "duel", data / file) for name, file in DECKS.items()]
    out += [ShippedDeck(n, "commander", data / "commander" / f"{n}.txt") for n in COMMANDER_DECKS]
    out += [ShippedDeck(n, "brawl", data / "commander" / f"{n}.txt") for n in BRAWL_DECKS]
    out += [ShippedDeck(n, "planechase", data / "planechase" / f"{n}.txt", main_deck=False)
            for n in (*SHIPPED_PLANAR_DECKS, *SHIPPED_COMMUNAL_DECKS)]
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
