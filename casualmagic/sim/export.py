"""Exporting a run's games: CSV (every column but the replay; lists as JSON text) and
Parquet (every column, lists as lists; needs ``pyarrow``)."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from casualmagic.sim.storage import COLUMNS, JSON_COLUMNS


class ExportError(Exception):
    """An export can't be written (a one-sentence message)."""


CSV_COLUMNS = tuple(c for c in COLUMNS if c != "replay")


def check_parquet() -> None:
    """:class:`ExportError` now, before any game is played, if pyarrow is missing."""
    try:
        import pyarrow  # noqa: F401
        import pyarrow.parquet  # noqa: F401
    except ImportError:
        raise ExportError("--parquet needs pyarrow, which is not installed: "
                          "pip install pyarrow (or export --csv)") from None


def check_writable(path: Path, option: str) -> None:
    """:class:`ExportError` now if ``path`` can't be written."""
    if path.is_dir():
        raise ExportError(f"{option} {path} is a directory, not a file")
    if not path.parent.is_dir():
        raise ExportError(f"{option} {path}: no such directory {path.parent}")


def write_csv(rows: Iterable[dict[str, Any]], path: Path) -> int:
    """Write the games as CSV; returns how many."""
    n = 0
    try:
        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(CSV_COLUMNS)
            for row in rows:
                writer.writerow([json.dumps(row[c]) if c in JSON_COLUMNS
                                 else int(row[c]) if c == "capped" else row[c]
                                 for c in CSV_COLUMNS])
                n += 1
    except OSError as e:
        raise ExportError(f"--csv {path}: {e.strerror or e}") from None
    return n


def write_parquet(rows: Iterable[dict[str, Any]], path: Path) -> int:
    """Write the games as Parquet (one row group); returns how many."""
    check_parquet()
    import pyarrow as pa
    import pyarrow.parquet as pq

    records = [dict(row) for row in rows]
    schema = pa.schema([
        ("run_id", pa.string()), ("game_index", pa.int64()), ("seed", pa.int64()),
        ("entrants", pa.list_(pa.int64())), ("decks", pa.list_(pa.string())),
        ("agents", pa.list_(pa.string())), ("winners", pa.list_(pa.int64())),
        ("winner_decks", pa.list_(pa.string())), ("turns", pa.int64()),
        ("decisions", pa.int64()), ("seconds", pa.float64()), ("end_reason", pa.string()),
        ("capped", pa.bool_()), ("error", pa.string()), ("replay", pa.binary())])
    table = pa.Table.from_pylist([{c: r.get(c) for c in COLUMNS} for r in records], schema=schema)
    try:
        pq.write_table(table, str(path))
    except OSError as e:
        raise ExportError(f"--parquet {path}: {e}") from None
    return len(records)
