"""Playing games: one function per game; 1 worker, 2 workers and Ray give the same games."""

from __future__ import annotations

from pathlib import Path

import pytest

from casualmagic.sim.plan import game_job
from casualmagic.sim.runner import decode_choices, play_game
from casualmagic.sim.storage import ResultStore, replay_game

from .helpers import DUEL, game_rows, sim, spec


def test_play_game_is_a_function_of_its_job():
    job = game_job(spec(), 3)
    a, b = play_game(job), play_game(job)
    del a["seconds"], b["seconds"]
    assert a == b
    assert a["game_index"] == 3 and a["seed"] == job.seed
    assert a["entrants"] == [2, 1] and a["decks"] == ["dimir-control", "gruul-stompy"]
    assert a["error"] is None and a["decisions"] == len(decode_choices(a["replay"]))


def test_play_game_marks_a_game_the_turn_cap_ended():
    row = play_game(game_job(spec(max_turns=2), 0))
    assert row["capped"] and row["winners"] == [] and row["turns"] == 2


def test_play_game_seats_players_as_a_random_seating_format_draws_them():
    """Grand Melee seats at random (806.3): the row says which entrant sat where."""
    from dataclasses import replace

    s = replace(spec("duel", 6, max_turns=1), game_format="grand-melee")
    row = play_game(game_job(s, 0))
    assert row["error"] is None and sorted(row["entrants"]) == [1, 2, 3, 4, 5, 6]
    assert row["entrants"] != [1, 2, 3, 4, 5, 6]  # this seed reseats them
    assert row["decks"] == [s.entrants[e - 1].label for e in row["entrants"]]


def test_a_stored_game_replays_from_its_seed_and_choices(tmp_path: Path):
    s = spec()
    row = play_game(game_job(s, 5))
    with ResultStore(tmp_path / "r.db") as store:
        store.add_run("run", s)
        store.add_game("run", row)
        stored = next(store.games("run", replay=True))
    game = replay_game(s, stored)
    assert game.over and [w + 1 for w in game.result.winners] == stored["winners"]
    assert game.result.turn == stored["turns"] and game.n_choices == stored["decisions"]


def test_one_and_two_workers_play_identical_games(tmp_path: Path):
    one, two = tmp_path / "one.db", tmp_path / "two.db"
    for db, workers in ((one, "1"), (two, "2")):
        result = sim(*DUEL, "--games", "8", "--workers", workers, "--out", str(db))
        assert result.exit_code == 0, result.output
    rows = game_rows(one)
    assert len(rows) == 8 and rows == game_rows(two)
    assert len({r[6] for r in rows}) > 1  # not all the same winner: real, varied games


def test_ray_plays_the_same_games_as_local_workers(tmp_path: Path):
    pytest.importorskip("ray")
    local, ray = tmp_path / "local.db", tmp_path / "ray.db"
    result = sim(*DUEL, "--games", "6", "--workers", "1", "--out", str(local))
    assert result.exit_code == 0, result.output
    result = sim(*DUEL, "--games", "6", "--workers", "2", "--ray", "local", "--out", str(ray))
    assert result.exit_code == 0, result.output
    assert "on Ray (local, 2 CPUs)" in result.stderr
    assert game_rows(ray) == game_rows(local) and len(game_rows(ray)) == 6
