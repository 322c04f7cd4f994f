"""Small runs for the sim tests: random agents, shipped decks, a few quick games."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from casualmagic.sim.plan import Entrant, RunSpec
from casualmagic.variants import get_variant

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()

DUEL = ["duel", "--agent", "random", "--no-progress"]
"""Two random agents with the shipped duel decks: a game takes ~0.1 s."""


def sim(*args: str) -> Any:
    """``casualmagic sim ARGS`` in-process."""
    return runner.invoke(app, ["sim", *args])


def sim_process(*args: str, **kwargs: Any) -> subprocess.Popen:
    """``casualmagic sim ARGS`` as a subprocess of this worktree's package, in its own
    process group (so a test can kill it with its workers)."""
    return subprocess.Popen([sys.executable, "-m", "casualmagic", "sim", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=default_sigint, **kwargs)


def default_sigint() -> None:
    """Ctrl-C as a terminal gives it: a process inherits an ignored SIGINT from its parent
    (a pytest worker where another test's library left it ignored), and Python then never
    raises KeyboardInterrupt; the subprocesses under test start with the default."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spec(variant: str = "duel", players: int = 2, agent: str = "random",
         max_turns: int | None = None, seed: int = 1) -> RunSpec:
    decks = get_variant(variant).default_decks(players)
    entrants = tuple(Entrant(Path(d).stem, tuple(casualmagic._command_zone_first(
        casualmagic.deck_list(d, i))), agent) for i, d in enumerate(decks))
    return RunSpec(variant, entrants, seed, {"max_turns": max_turns} if max_turns else {})


def game_rows(db: Path) -> list[tuple]:
    """Every stored game's deterministic columns (all but the time it took), by index."""
    with sqlite3.connect(db) as conn:
        return conn.execute(
            "SELECT run_id, game_index, seed, entrants, decks, agents, winners, winner_decks, "
            "turns, decisions, end_reason, capped, error, replay FROM games "
            "ORDER BY run_id, game_index").fetchall()


def count(db: Path) -> int:
    try:
        with sqlite3.connect(db, timeout=5) as conn:
            return conn.execute("SELECT count(*) FROM games").fetchone()[0]
    except sqlite3.OperationalError:  # not created yet
        return 0
