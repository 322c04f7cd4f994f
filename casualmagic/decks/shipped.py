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


class DeckTextError(ValueError):
    """A deck list line that can't be read (names the file and line)."""


def parse_simple_list(text: str, source: str = "deck") -> list[str]:
    """Card names, repeated per count, from ``N Name`` lines (comments with #)."""
    names: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        count, _, name = line.partition(" ")
        count = count.rstrip("x")
        if not count.isdigit() or not name.strip():
            raise DeckTextError(f"{source}:{n}: cannot read {raw.strip()!r}: expected 'COUNT NAME'")
        names.extend([name.strip()] * int(count))
    return names
