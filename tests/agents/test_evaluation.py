"""agents.evaluation: the search's win-probability model over the board."""

from __future__ import annotations

import math

from casualmagic.agents.evaluation import FEATURES, WIN_MODEL, seat_features, seat_scores
from tests.agents.helpers import game_at
from tests.scenario import Scenario


def test_the_model_has_a_weight_per_feature() -> None:
    assert set(WIN_MODEL) == set(FEATURES)
    assert all(math.isfinite(w) for w in WIN_MODEL.values())


def test_104_2_a_game_over_scores_its_winner() -> None:
    """104.2a: a player still in the game when the others have lost wins; a finished
    game scores 1 for its winner and 0 for the loser, whatever the board."""
    game = game_at(1, 5000)
    assert game.over and len(game.winners) == 1
    (winner,) = game.winners
    assert seat_scores(game) == [1.0 if i == winner else 0.0 for i in range(2)]


def test_seat_scores_are_win_probabilities_that_sum_to_one() -> None:
    for seed, n in [(1, 80), (2, 150), (3, 220)]:
        game = game_at(seed, n)
        if game.over:
            continue
        scores = seat_scores(game)
        assert len(scores) == 2 and abs(sum(scores) - 1.0) < 1e-9
        assert all(0.0 < x < 1.0 for x in scores)


def test_a_bigger_board_is_worth_more() -> None:
    """A creature, a land, a card in hand, more life: each raises the seat's chance."""
    s = Scenario()
    base = seat_scores(s.game)[0]
    s.add(0, "Hill Giant")
    with_giant = seat_scores(s.game)[0]
    assert with_giant > base
    s.add(0, "Forest")
    assert seat_scores(s.game)[0] > with_giant
    features = dict(zip(FEATURES, seat_features(s.game)[0], strict=True))
    assert features["creatures"] == 1 and features["power"] == 3 and features["lands"] == 1
    s.add(1, "Wind Drake")
    assert dict(zip(FEATURES, seat_features(s.game)[1], strict=True))["flying_power"] == 2


def test_800_4a_a_player_who_left_scores_nothing() -> None:
    """A player who has lost or left (800.4a) has no share of the game."""
    s = Scenario(players=3)
    s.game.players[2].lost = True
    scores = seat_scores(s.game)
    assert scores[2] == 0.0 and abs(sum(scores) - 1.0) < 1e-9
