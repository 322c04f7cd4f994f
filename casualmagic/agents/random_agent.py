"""The random agent: uniform over the legal options, with its own seeded RNG."""

from __future__ import annotations

import random
from typing import Any

from casualmagic.core.decisions import Decision, Option


class RandomAgent:
    """Chooses uniformly at random.  Its RNG is its own, not the game's."""

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: dict[str, Any] | None, decision: Decision) -> Option:
        options = decision.options
        return options[self._rng.randrange(len(options))]
