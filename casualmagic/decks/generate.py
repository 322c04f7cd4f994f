"""Random decks from the card pool, for soak tests, benchmarks and quick games.

:func:`random_pool_deck` draws a 40-card deck (CR 100.2a's limited minimum) from
every card the engine implements: 23 distinct nonland cards, 3 nonbasic lands
and 14 basic lands of two colours.  The same seed always gives the same deck.
"""

from __future__ import annotations

import random

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def random_pool_deck(seed: int) -> list[str]:
    """A seeded random 40-card deck of implemented cards (names)."""
    from casualmagic.cards.definitions import load_definitions

    rng = random.Random(seed)
    defs = load_definitions()
    spells = sorted(n for n, c in defs.items() if not c.is_land and not c.missing
                    and not {"Plane", "Phenomenon"} & set(c.types))  # planar deck only (901.3)
    lands = sorted(n for n, c in defs.items() if c.is_land and n not in BASICS and not c.missing)
    colours = rng.sample(BASICS, 2)
    return rng.sample(spells, 23) + rng.sample(lands, 3) + [colours[i % 2] for i in range(14)]
