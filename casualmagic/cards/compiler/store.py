"""The compiled card database: every card compiled once and kept in the user data
directory, keyed by the card data and the compiler's own source (so an import of newer
card data or a new compiler version compiles again, and nothing else does).

``casualmagic cards coverage`` and ``casualmagic cards compile`` build it (on every core);
a game compiles only the cards it meets and reads this file when it exists.
"""

from __future__ import annotations

import gc
import gzip
import hashlib
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import orjson

from casualmagic.cards.compiler.record import CompiledCard, compile_record
from casualmagic.cards.database import data_dir, get_database, local_db_path

CHUNK = 500


@cache
def cache_key() -> str:
    """A digest of what the compiled database depends on: the card data (the shipped file
    or an imported database) and the compiler — its grammar and Python source and the card
    model and vocabulary it compiles to (``casualmagic/cards/*.py``)."""
    h = hashlib.sha256()
    cards = resources.files("casualmagic.cards")
    for folder in (cards, cards / "compiler"):
        for name in sorted(e.name for e in folder.iterdir()):
            if name.endswith((".py", ".lark")):
                h.update(name.encode())
                h.update(folder.joinpath(name).read_bytes())
    shipped = cards.joinpath("data/cards.json.gz")
    h.update(str(len(shipped.read_bytes())).encode())
    local = local_db_path()
    if local.exists():
        stat = local.stat()
        h.update(f"{stat.st_size}:{stat.st_mtime_ns}".encode())
    return h.hexdigest()[:16]


def cache_path() -> Path:
    return data_dir() / f"compiled-{cache_key()}.json.gz"


def _to_row(card: CompiledCard) -> list[Any]:
    return [card.status, card.raw, list(card.missing)]


def _from_row(name: str, row: list[Any]) -> CompiledCard:
    return CompiledCard(name, row[0], row[1], tuple(row[2]))


def _compile_chunk(names: list[str]) -> dict[str, list[Any]]:
    db = get_database()
    return {n: _to_row(compile_record(db.lookup(n))) for n in names}


def build(progress: Callable[[int, int], None] | None = None,
          workers: int | None = None, names: list[str] | None = None) -> dict[str, CompiledCard]:
    """Compile every card of the database (or just ``names``) in ``workers`` processes
    (default one per core) and write the cache atomically; ``progress(done, total)`` is called
    as chunks finish."""
    names = sorted(names if names is not None else get_database().names())
    chunks = [names[i:i + CHUNK] for i in range(0, len(names), CHUNK)]
    rows: dict[str, list[Any]] = {}
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        for chunk in chunks:
            rows.update(_compile_chunk(chunk))
            if progress:
                progress(len(rows), len(names))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for part in pool.map(_compile_chunk, chunks):
                rows.update(part)
                if progress:
                    progress(len(rows), len(names))
    path = cache_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(gzip.compress(orjson.dumps(rows), 6))
        os.replace(tmp, path)  # a reader sees the old file or the whole new one
    except OSError:
        pass  # a read-only data directory: the table still serves this process
    _load.cache_clear()
    return {n: _from_row(n, r) for n, r in rows.items()}


@cache
def _load(path: Path) -> dict[str, list[Any]] | None:
    try:
        rows = orjson.loads(gzip.decompress(path.read_bytes()))
    except (OSError, ValueError, EOFError):
        return None  # missing, or corrupt: compiled again on demand
    # Some 160,000 lists and dicts that live as long as the process (as the card database's
    # rows, see database.get_database): out of the collector's generations, so that the
    # collections a game triggers no longer walk them (a sixth of a random duel's time).
    gc.freeze()
    return rows


def cached(name: str) -> CompiledCard | None:
    """The card's cached compiled form, if the cache for this data and compiler exists."""
    rows = _load(cache_path())
    row = rows.get(name) if rows else None
    return _from_row(name, row) if row is not None else None


def compiled_table(progress: Callable[[int, int], None] | None = None
                   ) -> dict[str, CompiledCard]:
    """Every card's compiled form, from the cache or built now."""
    rows = _load(cache_path())
    if rows is not None:
        return {n: _from_row(n, r) for n, r in rows.items()}
    return build(progress)
