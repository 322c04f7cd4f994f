"""The card database: every real card, known offline (DESIGN.md "Cards are data").

The package ships a compact copy of every card's oracle record
(``cards/data/cards.json.gz``).  A newer MTGJSON or Scryfall file imported
with ``casualmagic cards import`` goes into a SQLite database in the user's
data directory, whose records take precedence.  Everything loads lazily, on
the first lookup.
"""

from __future__ import annotations

import difflib
import gzip
import os
import sqlite3
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources
from pathlib import Path

import orjson

from casualmagic.cards.identity import color_identity
from casualmagic.cards.oracle import CardRecord, fold, record_from_compact


class UnknownCardError(LookupError, ValueError):
    """A card name the database does not know; says which names are close."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f" — did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")


def data_dir() -> Path:
    """Where user data lives (``CASUALMAGIC_DATA_DIR`` overrides platformdirs)."""
    env = os.environ.get("CASUALMAGIC_DATA_DIR")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("casualmagic"))


def local_db_path() -> Path:
    return data_dir() / "cards.sqlite"


class CardDatabase:
    """Lookup by name (case and accents ignored, face names too) and search."""

    def __init__(self, rows: list[dict], source: str) -> None:
        self.source = source
        self._rows: dict[str, dict] = {}
        self._records: dict[str, CardRecord] = {}
        self._index: dict[str, str] = {}
        for row in rows:
            self._add(row)

    def _add(self, row: dict) -> None:
        name = row["n"]
        self._rows[name] = row
        self._records.pop(name, None)
        self._index[fold(name)] = name
        if " // " in name:
            for part in name.split(" // "):
                self._index.setdefault(fold(part), name)

    # -- records ---------------------------------------------------------------------------
    def _record(self, name: str) -> CardRecord:
        rec = self._records.get(name)
        if rec is None:
            base, _ = record_from_compact(self._rows[name])
            rec = _with_identity(base, self)
            self._records[name] = rec
        return rec

    def faces_of(self, rec: CardRecord) -> list[tuple[str | None, str | None, tuple[str, ...]]]:
        """Every face's (cost, text, colour indicator) for identity (903.4d, 903.4e)."""
        faces = [(rec.mana_cost, rec.text, ())]
        for other in (rec.back, rec.front):
            if other and other in self._rows:
                row = self._rows[other]
                faces.append((row.get("c", ""), row.get("x", ""), ()))
        return faces

    def get(self, name: str) -> CardRecord | None:
        real = self._index.get(fold(name))
        return self._record(real) if real is not None else None

    def lookup(self, name: str) -> CardRecord:
        rec = self.get(name)
        if rec is None:
            raise UnknownCardError(name, self.suggest(name))
        return rec

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Close names for a typo (difflib), searched among likely candidates first."""
        key = fold(name)
        if not key:
            return []
        pool = [k for k in self._index if k[:1] == key[:1] or k[-2:] == key[-2:]]
        found = difflib.get_close_matches(key, pool, n=n, cutoff=0.75)
        if not found:
            found = difflib.get_close_matches(key, list(self._index), n=n, cutoff=0.75)
        return list(dict.fromkeys(self._index[k] for k in found))

    def search(self, query: str) -> list[CardRecord]:
        from casualmagic.cards.search import compile_query

        predicate = compile_query(query)
        return [rec for rec in self if predicate(rec)]

    def __iter__(self) -> Iterator[CardRecord]:
        for name in self._rows:
            yield self._record(name)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and fold(name) in self._index


def _with_identity(rec: CardRecord, db: CardDatabase) -> CardRecord:
    from dataclasses import replace

    return replace(rec, color_identity=color_identity(db.faces_of(rec), rec.name))


def shipped_rows() -> list[dict]:
    raw = (resources.files("casualmagic.cards") / "data" / "cards.json.gz").read_bytes()
    return orjson.loads(gzip.decompress(raw))["cards"]


def local_rows(path: Path) -> list[dict]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
        return [orjson.loads(data) for (data,) in con.execute("SELECT data FROM cards")]


@lru_cache(maxsize=1)
def get_database() -> CardDatabase:
    """The database: shipped records, overridden by an imported local database."""
    db = CardDatabase(shipped_rows(), "shipped")
    path = local_db_path()
    if path.exists():
        try:
            for row in local_rows(path):
                db._add(row)
            db.source = f"shipped + {path}"
        except sqlite3.DatabaseError:
            db.source = f"shipped (the local database {path} is unreadable and was ignored)"
    return db
