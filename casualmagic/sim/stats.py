"""A run's summary: win rates with 95% Wilson score intervals, and game lengths.

Win rates count every game that ended without an engine error: a draw or a game
stopped by the turn cap is a game no one won.  An entrant's rate is its wins over the
games it played (a deck entered twice counts each seat it held); a seat's rate is the
wins of whoever sat there.  With ``n`` equal entrants each rate is about ``1/n``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

Z95 = 1.959963984540054
"""The 97.5th percentile of the standard normal distribution."""


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins/games`` (95% by default)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # exact ends: no rounding residue
    high = 1.0 if wins == games else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Rate:
    """Wins out of games, with their 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by linear interpolation between closest ranks."""
    if not sorted_values:
        return math.nan
    pos = (len(sorted_values) - 1) * q / 100
    low = math.floor(pos)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (pos - low)


@dataclass(frozen=True)
class Distribution:
    """Mean, percentiles and extremes of a list of numbers."""

    values: tuple[float, ...]

    @classmethod
    def of(cls, values: Iterable[float]) -> Distribution:
        return cls(tuple(sorted(values)))

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else math.nan

    def percentile(self, q: float) -> float:
        return percentile(self.values, q)

    @property
    def median(self) -> float:
        return self.percentile(50)


@dataclass
class Summary:
    """What the summary table shows for a run's stored games."""

    names: list[str]
    games: int = 0
    errors: int = 0
    draws: int = 0
    capped: int = 0
    by_entrant: dict[str, Rate] = field(default_factory=dict)
    by_seat: list[Rate] = field(default_factory=list)
    turns: Distribution = field(default_factory=lambda: Distribution(()))
    decisions: Distribution = field(default_factory=lambda: Distribution(()))
    seconds: Distribution = field(default_factory=lambda: Distribution(()))
    first_error: str | None = None

    @property
    def finished(self) -> int:
        """Games that ended without an engine error (the win rates' denominator)."""
        return self.games - self.errors


def summarize(names: Sequence[str], rows: Iterable[dict[str, Any]]) -> Summary:
    """The summary of ``rows`` (stored games) of a run whose entrants are called ``names``
    (in ``--deck`` order; equal names are counted together)."""
    out = Summary(list(names))
    players = len(names)
    entrant_wins: dict[str, list[int]] = {n: [0, 0] for n in names}
    seat_wins = [[0, 0] for _ in range(players)]
    turns, decisions, seconds = [], [], []
    for row in rows:
        out.games += 1
        if row["error"]:
            out.errors += 1
            out.first_error = out.first_error or f"game {row['game_index']}: {row['error']}"
            continue
        winners = set(row["winners"])
        if row["capped"]:
            out.capped += 1
        elif not winners:
            out.draws += 1
        for seat, entrant in enumerate(row["entrants"], 1):
            won = seat in winners
            tally = entrant_wins[names[entrant - 1]]
            tally[0] += won
            tally[1] += 1
            seat_wins[seat - 1][0] += won
            seat_wins[seat - 1][1] += 1
        turns.append(row["turns"])
        decisions.append(row["decisions"])
        seconds.append(row["seconds"])
    out.by_entrant = {n: Rate(w, g) for n, (w, g) in entrant_wins.items()}
    out.by_seat = [Rate(w, g) for w, g in seat_wins]
    out.turns = Distribution.of(turns)
    out.decisions = Distribution.of(decisions)
    out.seconds = Distribution.of(seconds)
    return out
