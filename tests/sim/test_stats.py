"""The summary's maths: Wilson score intervals, percentiles, win rates per deck and seat."""

from __future__ import annotations

import math
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casualmagic.sim.stats import Z95, Distribution, percentile, summarize, wilson


@pytest.mark.parametrize(("wins", "games", "low", "high"), [
    (0, 10, 0.0, 0.27753),     # Wilson (1927): no successes still leaves room above 0
    (5, 10, 0.23659, 0.76341),
    (50, 100, 0.40383, 0.59617),
    (10, 10, 0.72247, 1.0),
])
def test_wilson_95_matches_reference_values(wins, games, low, high):
    lo, hi = wilson(wins, games)
    assert lo == pytest.approx(low, abs=5e-5) and hi == pytest.approx(high, abs=5e-5)


@given(st.integers(1, 5000), st.data())
def test_wilson_interval_holds_the_rate_and_is_symmetric(games, data):
    wins = data.draw(st.integers(0, games))
    lo, hi = wilson(wins, games)
    assert 0 <= lo <= wins / games <= hi <= 1
    mirror = wilson(games - wins, games)
    assert mirror[0] == pytest.approx(1 - hi) and mirror[1] == pytest.approx(1 - lo)


@given(st.integers(1, 5000), st.data())
def test_wilson_bounds_solve_the_score_equation(games, data):
    """The interval is where the score test just accepts: (p - x)^2 = z^2 x (1 - x) / n."""
    wins = data.draw(st.integers(0, games))
    p = wins / games
    for x in wilson(wins, games):
        assert (p - x) ** 2 == pytest.approx(Z95 ** 2 * x * (1 - x) / games, abs=1e-12)


def test_wilson_interval_narrows_with_more_games():
    widths = [hi - lo for lo, hi in (wilson(n // 4, n) for n in (40, 400, 4000))]
    assert widths[0] > widths[1] > widths[2]


def test_wilson_of_no_games_is_the_whole_range():
    assert wilson(0, 0) == (0.0, 1.0)


@given(st.lists(st.integers(0, 200), min_size=2, max_size=60))
def test_percentiles_interpolate_like_the_inclusive_quantiles(values):
    quartiles = statistics.quantiles(values, n=4, method="inclusive")
    ordered = sorted(values)
    for q, expected in zip((25, 50, 75), quartiles, strict=True):
        assert percentile(ordered, q) == pytest.approx(expected)
    assert percentile(ordered, 0) == ordered[0] and percentile(ordered, 100) == ordered[-1]
    assert Distribution.of(values).median == pytest.approx(statistics.median(values))


def test_distribution_of_nothing_is_nan():
    assert math.isnan(Distribution.of([]).mean) and math.isnan(Distribution.of([]).median)


def row(index, entrants, winners, turns=10, capped=False, error=None):
    return {"game_index": index, "entrants": entrants, "winners": winners, "turns": turns,
            "decisions": 100, "seconds": 0.1, "capped": capped, "error": error}


def test_summary_counts_wins_by_deck_and_by_seat_draws_caps_and_errors():
    rows = [row(0, [1, 2], [1], turns=8),           # A (seat 1) wins
            row(1, [2, 1], [2], turns=12),          # A (seat 2) wins
            row(2, [1, 2], [2], turns=9),           # B (seat 2) wins
            row(3, [2, 1], [], turns=20),           # a draw
            row(4, [1, 2], [], turns=30, capped=True),
            row(5, [2, 1], [], turns=3, error="EngineError: boom")]
    s = summarize(["A", "B"], rows)
    assert (s.games, s.finished, s.draws, s.capped, s.errors) == (6, 5, 1, 1, 1)
    assert (s.by_entrant["A"].wins, s.by_entrant["A"].games) == (2, 5)
    assert (s.by_entrant["B"].wins, s.by_entrant["B"].games) == (1, 5)
    assert [(r.wins, r.games) for r in s.by_seat] == [(1, 5), (2, 5)]
    assert s.turns.values == (8, 9, 12, 20, 30)  # the errored game has no length
    assert s.first_error == "game 5: EngineError: boom"


def test_summary_counts_a_deck_entered_twice_at_each_of_its_seats():
    s = summarize(["A", "A", "B"], [row(0, [1, 2, 3], [2]), row(1, [2, 3, 1], [3])])
    assert (s.by_entrant["A"].wins, s.by_entrant["A"].games) == (2, 4)
    assert (s.by_entrant["B"].wins, s.by_entrant["B"].games) == (0, 2)


def test_summary_counts_every_winner_of_a_team_win():
    s = summarize(["A", "B", "C", "D"], [row(0, [1, 2, 3, 4], [1, 3])])
    assert [s.by_entrant[n].wins for n in "ABCD"] == [1, 0, 1, 0]
