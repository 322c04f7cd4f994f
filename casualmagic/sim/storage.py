"""A run's results in SQLite: table ``runs`` (one row per run, its parameters) and table
``games`` (one row per game played).

``games`` columns: ``run_id``, ``game_index``, ``seed``, ``entrants`` / ``decks`` /
``agents`` (JSON lists, one item per seat, seat 1 first: the entrant's number in the
run's ``--deck`` order, its deck label, its agent), ``winners`` (JSON list of the seats
that won, numbered from 1; ``[]`` for a draw), ``winner_decks``, ``turns``,
``decisions`` (choices made), ``seconds``, ``end_reason``, ``capped`` (1 when the
``--max-turns`` cap ended the game), ``error`` (an engine error that stopped the game,
else NULL) and ``replay`` (the game's choices, zlib-compressed JSON: with the seed and
the run's decks it replays the game, :func:`replay_game`).

The file is in WAL mode and every game is written in its own transaction as soon as it
is played, so a run killed at any moment leaves a consistent file holding every game
finished so far, once ((run_id, game_index) is the primary key).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from casualmagic.sim.plan import RunSpec

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    params TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    run_id TEXT NOT NULL REFERENCES runs (run_id),
    game_index INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    entrants TEXT NOT NULL,
    decks TEXT NOT NULL,
    agents TEXT NOT NULL,
    winners TEXT NOT NULL,
    winner_decks TEXT NOT NULL,
    turns INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    seconds REAL NOT NULL,
    end_reason TEXT NOT NULL,
    capped INTEGER NOT NULL,
    error TEXT,
    replay BLOB NOT NULL,
    PRIMARY KEY (run_id, game_index)
);
"""

JSON_COLUMNS = ("entrants", "decks", "agents", "winners", "winner_decks")
COLUMNS = ("run_id", "game_index", "seed", *JSON_COLUMNS, "turns", "decisions", "seconds",
           "end_reason", "capped", "error", "replay")


class StorageError(Exception):
    """The results file can't be used (a one-sentence message naming the file)."""


class ResultStore:
    """An open results file.  Use as a context manager (closes the connection)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.is_dir():
            raise StorageError(f"--out {path} is a directory, not a results file")
        if not path.parent.is_dir():
            raise StorageError(f"--out {path}: no such directory {path.parent}")
        try:
            self.conn = sqlite3.connect(path, timeout=30, isolation_level=None)
            self._prepare()
        except sqlite3.DatabaseError as e:
            raise StorageError(f"--out {path}: {_problem(e)}") from None

    def _prepare(self) -> None:
        c = self.conn
        version = c.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and version != SCHEMA_VERSION:
            raise StorageError(f"--out {self.path} is an SQLite file of something else "
                               "(not casualmagic sim results): give another file")
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("PRAGMA synchronous=NORMAL")  # with WAL: every commit survives a killed process
        if not tables:
            c.executescript(f"BEGIN IMMEDIATE; {SCHEMA} PRAGMA user_version={SCHEMA_VERSION}; "
                            "COMMIT;")

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.conn.close()

    # -- writing ---------------------------------------------------------------------------
    def add_run(self, run_id: str, spec: RunSpec) -> None:
        """Record the run (once: a resumed run keeps its first record)."""
        with self._transaction():
            self.conn.execute("INSERT OR IGNORE INTO runs VALUES (?, ?, ?)",
                              (run_id, datetime.now(UTC).isoformat(timespec="seconds"),
                               json.dumps(spec.params(), separators=(",", ":"))))

    def add_game(self, run_id: str, row: dict[str, Any]) -> None:
        """Store one game, in its own transaction (a game already stored is kept as is)."""
        values = [run_id] + [json.dumps(row[c]) if c in JSON_COLUMNS else row[c]
                             for c in COLUMNS[1:]]
        values[COLUMNS.index("capped")] = int(bool(row["capped"]))
        with self._transaction():
            self.conn.execute(f"INSERT OR IGNORE INTO games ({', '.join(COLUMNS)}) "
                              f"VALUES ({', '.join('?' * len(COLUMNS))})", values)

    def _transaction(self) -> _Transaction:
        return _Transaction(self.conn)

    # -- reading ---------------------------------------------------------------------------
    def run_spec(self, run_id: str) -> RunSpec | None:
        row = self.conn.execute("SELECT params FROM runs WHERE run_id = ?", (run_id,)).fetchone()
        return RunSpec.from_params(json.loads(row[0])) if row else None

    def done(self, run_id: str) -> set[int]:
        """The indices of the games of ``run_id`` already stored."""
        return {r[0] for r in self.conn.execute(
            "SELECT game_index FROM games WHERE run_id = ?", (run_id,))}

    def games(self, run_id: str, below: int | None = None,
              replay: bool = False) -> Iterator[dict[str, Any]]:
        """The stored games of ``run_id`` (those with an index below ``below``), in index
        order, as dicts with the JSON columns decoded (the replay blob only if asked)."""
        columns = [c for c in COLUMNS if replay or c != "replay"]
        sql = f"SELECT {', '.join(columns)} FROM games WHERE run_id = ?"
        args: list[Any] = [run_id]
        if below is not None:
            sql += " AND game_index < ?"
            args.append(below)
        for values in self.conn.execute(sql + " ORDER BY game_index", args):
            row = dict(zip(columns, values, strict=True))
            for c in JSON_COLUMNS:
                row[c] = json.loads(row[c])
            row["capped"] = bool(row["capped"])
            yield row


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception (Ctrl-C included)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: type[BaseException] | None, *exc: object) -> None:
        self.conn.execute("ROLLBACK" if kind is not None else "COMMIT")


def _problem(error: sqlite3.DatabaseError) -> str:
    text = str(error)
    if "file is not a database" in text:
        return "not an SQLite file: give another file"
    if "readonly" in text or "unable to open" in text:
        return "cannot write there (permission denied?)"
    return text


def replay_game(spec: RunSpec, row: dict[str, Any]) -> Game:
    """Play a stored game again from the run's decks, its seed and its stored choices
    (``row`` from :meth:`ResultStore.games` with ``replay=True``)."""
    import casualmagic
    from casualmagic.engine.replay import play_choices
    from casualmagic.sim.plan import game_job
    from casualmagic.sim.runner import decode_choices

    job = game_job(spec, row["game_index"])
    game = casualmagic.new_game(spec.variant, decks=[list(d) for d in job.decks], seed=job.seed,
                                players=spec.players, options=dict(spec.options),
                                allow_partial=spec.allow_partial, format=spec.game_format,
                                format_options=spec.format_options)
    return play_choices(game, decode_choices(row["replay"]))
