"""Seeded Commander and Brawl games with the shipped decks: no exception, every card
conserved, identical replays (the slow suite runs 500 + 200; CI a short version)."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import HeuristicAgent, RandomAgent
from tests.engine.test_invariants import assert_conserved


def play(variant: str, seed: int, players: int, agent: str = "random", max_turns: int = 60):
    game = casualmagic.new_game(variant, seed=seed, players=players,
                                options={"max_turns": max_turns})
    make = RandomAgent if agent == "random" else HeuristicAgent
    agents = [make(seed * 7 + i) for i in range(players)]
    n = 0
    while not game.over:
        d = game.pending
        a = agents[d.player]
        game.choose(a.choose(game.view(d.player) if agent != "random" else None, d))
        n += 1
        if n % 250 == 0:
            assert_conserved(game)
    assert_conserved(game)
    return game


def _check(variant: str, seed: int, players: int, agent: str) -> None:
    game = play(variant, seed, players, agent)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(4))
def test_ci_commander_4_player_games_short(seed):
    _check("commander", seed, 4, "random" if seed % 2 else "heuristic")


@pytest.mark.parametrize("seed", range(3))
def test_ci_brawl_games_short(seed):
    _check("brawl", seed, 2 + seed % 2, "random" if seed % 2 else "heuristic")


def test_ci_commander_log_shows_tax_and_704_6c():
    """Heuristic games until one shows a taxed commander cast and a 704.6c loss."""
    from casualmagic.engine.describe import describe_event
    taxed = lost = None
    for seed in range(1, 40):
        game = play("commander", seed, 4, "heuristic")
        for e in game.events:
            if e.kind == "cast" and e.data.get("tax") and taxed is None:
                taxed = describe_event(game, e)
            if e.kind == "lose" and e.rule == "704.6c" and lost is None:
                lost = describe_event(game, e)
        if taxed and lost:
            break
    assert taxed and "from the command zone" in taxed and "commander tax" in taxed
    assert lost and "combat damage from the commander" in lost


@pytest.mark.parametrize("seed", range(2))
def test_ci_commander_two_player_games_short(seed):
    _check("commander", seed, 2, "random" if seed % 2 else "heuristic")


def test_play_commander_cli_runs_a_whole_4_player_game():
    from typer.testing import CliRunner

    from casualmagic.cli import app
    out = CliRunner().invoke(app, ["play", "commander", "--players", "4", "--seed", "3"])
    assert out.exit_code == 0, out.output
    assert "into the command zone  (103.2c)" in out.output
    assert "from the command zone" in out.output
    assert "Game over" in out.output


@pytest.mark.slow
def test_500_commander_4_player_games_soak():
    for seed in range(500):
        _check("commander", seed, 4, "random" if seed % 2 else "heuristic")


@pytest.mark.slow
def test_200_brawl_games_soak():
    for seed in range(200):
        _check("brawl", seed, 2 + seed % 3, "random" if seed % 2 else "heuristic")


@pytest.mark.parametrize("fmt, players", [("ffa", 4), ("2hg", 4), ("team-vs-team", 4),
                                          ("emperor", 6), ("alternating-teams", 6),
                                          ("grand-melee", 10)])
def test_903_2_commander_plays_in_every_section_8_format(fmt, players):
    """903.2: Commander games may use any multiplayer format (section 8)."""
    game = casualmagic.new_game("commander", seed=11, players=players, format=fmt,
                                options={"max_turns": 30})
    agents = [RandomAgent(11 * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    assert_conserved(game)
    assert game.replay().log_digest() == game.log_digest()
