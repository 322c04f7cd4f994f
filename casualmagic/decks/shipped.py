"""Decks shipped with the package (``casualmagic/decks/data/*.txt``)."""

from __future__ import annotations

from importlib import resources

DECKS = {
    "gruul-stompy": "gruul-stompy.txt",
    "dimir-control": "dimir-control.txt",
    "azorius-skies": "azorius-skies.txt",
    "rakdos-fire": "rakdos-fire.txt",
}
"""Shipped 40-card decks for duels (the core engine's starter pool)."""

DEFAULT_DUEL_DECKS = ("gruul-stompy", "dimir-control")


def shipped_deck_text(name: str) -> str:
    """The text of a shipped deck, by name (see :data:`DECKS`)."""
    if name not in DECKS:
        raise KeyError(f"no shipped deck {name!r} (shipped: {', '.join(sorted(DECKS))})")
    return (resources.files("casualmagic.decks") / "data" / DECKS[name]).read_text(encoding="utf-8")
