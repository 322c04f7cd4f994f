"""The results file: one transaction per game, never half-written, resumable after a kill."""

from __future__ import annotations

import os
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from casualmagic.sim.plan import game_job
from casualmagic.sim.runner import play_game
from casualmagic.sim.storage import ResultStore, StorageError, replay_game

from .helpers import DUEL, count, game_rows, sim, sim_process, spec


def wait_for_games(db: Path, n: int, process, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while count(db) < n:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the run stored no game in time"
        time.sleep(0.02)


def assert_whole(db: Path) -> list[tuple]:
    """The file passes SQLite's integrity check, and every game stored is complete."""
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    rows = game_rows(db)
    assert all(v is not None for r in rows for i, v in enumerate(r) if i != 12)  # error: NULL
    return rows


def test_a_killed_run_resumes_losing_and_duplicating_no_game(tmp_path: Path):
    db = tmp_path / "r.db"
    args = (*DUEL, "--games", "30", "--out", str(db))
    process = sim_process(*args, "--workers", "1")
    wait_for_games(db, 5, process)
    os.killpg(process.pid, signal.SIGKILL)  # the run and its worker, at once, mid-run
    process.wait()
    before = assert_whole(db)
    assert 5 <= len(before) < 30, "the kill came after the run ended"
    done = [r[1] for r in before]
    result = sim(*args, "--workers", "2")  # the same run, whatever plays it
    assert result.exit_code == 0, result.output
    assert f"resuming, {len(before)} of 30 games already in" in result.stderr
    after = assert_whole(db)
    assert [r[1] for r in after] == list(range(30))  # every game, once
    assert [r for r in after if r[1] in done] == before  # those stored before are kept as is
    s = spec()
    with ResultStore(db) as store:  # and a game played after the kill is a real game too
        stored = next(store.games(after[-1][0], replay=True))
        assert replay_game(s, stored).result.turn == stored["turns"]


def test_ctrl_c_stops_the_run_keeping_every_finished_game(tmp_path: Path):
    db = tmp_path / "r.db"
    process = sim_process(*DUEL, "--games", "200", "--workers", "2", "--out", str(db))
    wait_for_games(db, 3, process)
    os.killpg(process.pid, signal.SIGINT)  # as the terminal sends it: to every process
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert b"Traceback" not in err and b"Traceback" not in out
    stored = count(db)
    assert f"stopped: {stored} of 200 games are stored in".encode() in err
    assert b"the same command resumes the run" in err
    assert b"win rate per deck" in out  # the summary of the games played so far
    assert_whole(db)


def test_a_game_whose_write_fails_leaves_no_trace(tmp_path: Path):
    s = spec()
    row = play_game(game_job(s, 0))
    with ResultStore(tmp_path / "r.db") as store:
        store.add_run("run", s)
        with pytest.raises(KeyError):
            store.add_game("run", {k: v for k, v in row.items() if k != "replay"})
        assert store.done("run") == set()
        store.add_game("run", row)
        store.add_game("run", {**row, "turns": 999})  # stored once: the first is kept
        assert [r["turns"] for r in store.games("run")] == [row["turns"]]


def test_the_file_is_in_wal_mode(tmp_path: Path):
    with ResultStore(tmp_path / "r.db") as store:
        assert store.conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_the_same_file_holds_several_runs_apart(tmp_path: Path):
    db = tmp_path / "r.db"
    for seed in ("1", "2"):
        result = sim(*DUEL, "--games", "3", "--workers", "1", "--seed", seed, "--out", str(db))
        assert result.exit_code == 0, result.output
    rows = game_rows(db)
    assert len(rows) == 6 and len({r[0] for r in rows}) == 2
    result = sim(*DUEL, "--games", "5", "--workers", "1", "--seed", "2", "--out", str(db))
    assert "resuming, 3 of 5 games already in" in result.stderr  # more games extend a run
    assert len(game_rows(db)) == 8


def test_a_file_that_is_not_a_results_file_is_refused(tmp_path: Path):
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE t (x)")
    with pytest.raises(StorageError, match="not casualmagic sim results"):
        ResultStore(other)
    text = tmp_path / "notes.txt"
    text.write_text("hello, not a database at all" * 100)
    with pytest.raises(StorageError, match="not an SQLite file"):
        ResultStore(text)
