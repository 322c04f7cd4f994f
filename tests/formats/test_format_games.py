"""Seeded random-agent games of every multiplayer format (CR 806–811): they finish
without exception, every card is conserved, and a replay reproduces the log.

This is the short CI version; ``SOAK_SEEDS`` seeds per format (raise it locally).
"""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from tests.engine.test_invariants import DECKS, assert_conserved

SOAK_SEEDS = 2

CASES = [
    ("ffa", 4, {}),
    ("ffa", 5, {"range": 1, "attack": "left"}),
    ("ffa", 6, {"attack": "right"}),
    ("grand-melee", 10, {}),
    ("team-vs-team", 6, {"teams": 3}),
    ("team-vs-team", 4, {"deploy": True}),
    ("emperor", 6, {}),
    ("2hg", 4, {}),
    ("2hg", 6, {}),
    ("alternating-teams", 8, {"teams": 2}),
]


def play(fmt: str, players: int, opts: dict, seed: int):
    decks = [DECKS[(seed + i) % len(DECKS)] for i in range(players)]
    game = casualmagic.new_game(decks=decks, seed=seed, players=players, format=fmt,
                                format_options=opts)
    agents = [RandomAgent(seed * 13 + i) for i in range(players)]
    n = 0
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
        n += 1
        if n % 499 == 0:
            assert_conserved(game)
        assert n < 60_000, "the game does not end"
    return game


@pytest.mark.parametrize("fmt,players,opts", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
@pytest.mark.parametrize("seed", range(SOAK_SEEDS))
def test_random_games_of_every_format_finish_conserve_cards_and_replay(fmt, players, opts, seed):
    if players >= 10 and seed:
        pytest.skip("ten-player games are long: one seed in the CI version")
    game = play(fmt, players, opts, seed)
    assert game.over and game.result is not None
    assert_conserved(game)
    winners = game.winners
    if winners and game.options.teams:
        assert len({game.players[w].team for w in winners}) == 1  # 104.2a: one team wins
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.slow
@pytest.mark.parametrize("fmt,players,opts", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_soak_every_format_25_seeds(fmt, players, opts):
    """The long version: 25 seeded games of each case (Grand Melee with 10 players and two
    turn markers, 807.4), each conserving cards and replaying identically."""
    for seed in range(100, 125):
        game = play(fmt, players, opts, seed)
        assert_conserved(game)
        assert game.replay().log_digest() == game.log_digest()


@pytest.mark.slow
def test_807_soak_grand_melee_with_twelve_and_sixteen_players():
    """Three and four turn markers (807.4a), players leaving and markers removed (807.4e–g)."""
    for players in (12, 16):
        for seed in range(10):
            game = play("grand-melee", players, {}, seed)
            assert_conserved(game)
            assert any(e.kind == "turn_marker_removed" for e in game.events)
            assert game.replay().log_digest() == game.log_digest()
