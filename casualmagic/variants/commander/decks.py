"""The shipped Commander and Brawl decks (``casualmagic/decks/data/commander/``).

Each file lists its commander(s) in a ``Commander`` section (903.3, 903.6)
and uses only cards the engine implements fully.  A game is given a deck as
its file path: the engine reads the command-zone section first, so the
commander is the deck list's first card (see :mod:`.designation`).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

COMMANDER_DECKS = ("commander-sheoldred", "commander-jerrard", "commander-jenara",
                   "commander-rograkh-ishai")
"""Four 100-card decks: mono-black, two-colour, three-colour and a partner pair."""

BRAWL_DECKS = ("brawl-garruk", "brawl-jace")
"""Two 60-card Brawl decks led by planeswalkers (903.12c, 903.12d)."""


def deck_path(name: str) -> Path:
    """The file of a shipped Commander or Brawl deck."""
    if name not in COMMANDER_DECKS + BRAWL_DECKS:
        raise KeyError(f"no shipped commander deck {name!r} "
                       f"(shipped: {', '.join(COMMANDER_DECKS + BRAWL_DECKS)})")
    return Path(str(resources.files("casualmagic.decks") / "data" / "commander" / f"{name}.txt"))


def default_decks(n: int, *, brawl: bool = False) -> list[str]:
    """One shipped deck per seat, in turn (paths, as ``new_game`` accepts them)."""
    names = BRAWL_DECKS if brawl else COMMANDER_DECKS
    return [str(deck_path(names[i % len(names)])) for i in range(n)]
