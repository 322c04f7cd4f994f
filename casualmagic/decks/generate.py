"""Random decks from the card pool, for soak tests, benchmarks and quick games.

:func:`random_pool_deck` draws a 40-card deck (CR 100.2a's limited minimum) from
every card the engine implements: 23 distinct nonland cards, 3 nonbasic lands
and 14 basic lands of two colours.  The same seed always gives the same deck.
"""

from __future__ import annotations

import random

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


NONTRADITIONAL = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy",
                            "Dungeon"})
"""Card types of nontraditional cards, which are never in a main deck."""


def random_pool_deck(seed: int) -> list[str]:
    """A seeded random 40-card deck of implemented cards (names)."""
    from casualmagic.cards.definitions import pool_definitions

    rng = random.Random(seed)
    defs = pool_definitions()
    # only traditional Magic cards go in a main deck (100.2, 311.2 planes, 312.2 phenomena)
    spells = sorted(n for n, c in defs.items() if not c.is_land and not c.missing
                    and not NONTRADITIONAL & set(c.types))
    lands = sorted(n for n, c in defs.items() if c.is_land and n not in BASICS and not c.missing)
    colours = rng.sample(BASICS, 2)
    return rng.sample(spells, 23) + rng.sample(lands, 3) + [colours[i % 2] for i in range(14)]
