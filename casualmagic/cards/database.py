"""The card database: every real card, known offline (docs/architecture.md "Cards are data").

The package ships a compact copy of every card's oracle record
(``cards/data/cards.json.gz``, built by ``scripts/build_card_db.py``).  A newer
MTGJSON or Scryfall file imported with ``casualmagic cards import`` goes into a
SQLite database in the user's data directory (``CASUALMAGIC_DATA_DIR``
overrides it); its cards take precedence over the shipped ones of the same
name.  Nothing is read until the first call of :func:`get_database`, and a
card's :class:`~casualmagic.cards.oracle.CardRecord` is built on first use.

Names are matched case-insensitively, accents and curly quotes optional
(``"Lim-Dul the Necromancer"``), by full name, by face name (``"Fire"`` finds
``"Fire // Ice"``, CR 709.4a, 712.19) and by interchangeable name (201.3).
"""

from __future__ import annotations

import difflib
import gc
import gzip
import os
import re
import sqlite3
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import orjson

from casualmagic.cards.oracle import INTERCHANGEABLE_NAMES, CardRecord, fold, record_from_row

SCHEMA_VERSION = 2
"""Version of the compact row format and of the local SQLite layout."""

_SEPARATOR = re.compile(r"\s*/{1,3}\s*")


class UnknownCardError(LookupError, ValueError):
    """A card name the database does not know; ``suggestions`` are the closest names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        super().__init__(f"unknown card {name!r}{did_you_mean(suggestions)}")


def did_you_mean(suggestions: list[str]) -> str:
    """``" — did you mean 'A' or 'B'?"`` (empty without suggestions)."""
    if not suggestions:
        return ""
    quoted = [repr(s) for s in suggestions]
    listing = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f" — did you mean {listing}?"


def data_dir() -> Path:
    """Where user data lives (``CASUALMAGIC_DATA_DIR`` overrides platformdirs)."""
    env = os.environ.get("CASUALMAGIC_DATA_DIR")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("casualmagic"))


def local_db_path() -> Path:
    """The local card database written by ``casualmagic cards import``."""
    return data_dir() / "cards.sqlite"


class CardDatabase:
    """Every card by name: exact lookup, suggestions, search, iteration."""

    def __init__(self, rows: list[dict[str, Any]], source: str,
                 indicators_known: bool = False) -> None:
        self.source = source
        self.problems: list[str] = []
        self._rows: dict[str, dict[str, Any]] = {}
        self._records: dict[str, CardRecord] = {}
        self._with_indicators: set[str] = set()
        self._index: dict[str, str] | None = None
        self._aliases: dict[str, tuple[str, ...]] = {}
        self.add_rows(rows, indicators_known)

    # -- loading ---------------------------------------------------------------------------
    def add_rows(self, rows: list[dict[str, Any]], indicators_known: bool) -> None:
        """Add rows; a row replaces a card of the same name (an import takes precedence)."""
        for row in rows:
            name = row["n"]
            self._rows[name] = row
            self._records.pop(name, None)
            if indicators_known:
                self._with_indicators.add(name)
            else:
                self._with_indicators.discard(name)
        self._index = None

    def _build_index(self) -> dict[str, str]:
        full: dict[str, str] = {}
        faces: dict[str, str] = {}
        for name, row in self._rows.items():
            full[fold(name)] = name
            if "F" in row:
                for f in row["F"]:
                    faces.setdefault(fold(f["n"]), name)
            elif " // " in name:  # a reversible card: the same face twice
                faces.setdefault(fold(name.split(" // ")[0]), name)
        index = {**faces, **full}  # a card's own name wins over another card's face name
        aliases: dict[str, list[str]] = {}
        for alias, real in INTERCHANGEABLE_NAMES.items():
            target = index.get(fold(real))
            if target is not None:
                index.setdefault(fold(alias), target)
                aliases.setdefault(target, []).append(alias)
        self._aliases = {k: tuple(v) for k, v in aliases.items()}
        return index

    @property
    def index(self) -> dict[str, str]:
        """Folded name (full, face or interchangeable) → the card's name."""
        if self._index is None:
            self._index = self._build_index()
        return self._index

    # -- records ---------------------------------------------------------------------------
    def _record(self, name: str) -> CardRecord:
        rec = self._records.get(name)
        if rec is None:
            self.index  # noqa: B018 - aliases are known once the index is built
            rec = record_from_row(self._rows[name], name in self._with_indicators,
                                  self._aliases.get(name, ()))
            self._records[name] = rec
        return rec

    def _resolve(self, name: str) -> str | None:
        key = fold(name)
        real = self.index.get(key)
        if real is None and "/" in key:
            real = self.index.get(_SEPARATOR.sub(" // ", key))
            if real is None:  # "Fire/Ice" names the card by its first face
                real = self.index.get(_SEPARATOR.split(key)[0])
        return real

    def get(self, name: str) -> CardRecord | None:
        """The card with this name or face name (case, accents optional), else None."""
        real = self._resolve(name)
        return self._record(real) if real is not None else None

    def lookup(self, name: str) -> CardRecord:
        """Like :meth:`get`, but an unknown name raises :class:`UnknownCardError`."""
        rec = self.get(name)
        if rec is None:
            raise UnknownCardError(name, self.suggest(name))
        return rec

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` card names close to ``name`` (a typo, a partial name)."""
        key = fold(name)
        if not key:
            return []
        keys = self.index.keys()
        pool = [k for k in keys if abs(len(k) - len(key)) <= 4
                and (k[:1] == key[:1] or k[-2:] == key[-2:])]
        found = difflib.get_close_matches(key, pool, n=n, cutoff=0.75)
        if not found and len(key) >= 3:  # the start of a name: "Bosh" → "Bosh, Iron Golem"
            found = sorted((k for k in keys if k.startswith(key)), key=len)[:n]
        if not found:
            found = difflib.get_close_matches(
                key, [k for k in keys if abs(len(k) - len(key)) <= 6], n=n, cutoff=0.7)
        if not found and len(key) >= 3:  # a word of a name: cards whose name contains it
            found = sorted((k for k in keys if key in k), key=len)[:n]
        return list(dict.fromkeys(self.index[k] for k in found))[:n]

    def status(self, name: str) -> tuple[str, list[str]]:
        """A card's implementation status: ``("implemented" | "partial" | "not yet
        implemented", [abilities not implemented])``; unknown names raise
        :class:`UnknownCardError`."""
        from casualmagic.cards.coverage import status_of

        return status_of(self.lookup(name).name)

    def search(self, query: str) -> list[CardRecord]:
        """Every card matching a query (see :mod:`casualmagic.cards.search`), by name."""
        from casualmagic.cards.search import compile_query

        predicate = compile_query(query)
        return sorted((rec for rec in self if predicate(rec)), key=lambda r: r.name)

    def names(self) -> list[str]:
        """Every card's name."""
        return list(self._rows)

    def __iter__(self) -> Iterator[CardRecord]:
        for name in list(self._rows):
            yield self._record(name)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._resolve(name) is not None


def shipped_payload() -> dict[str, Any]:
    """The shipped data file, decoded (``cards``, ``notice``, ``format`` …)."""
    raw = (resources.files("casualmagic.cards") / "data" / "cards.json.gz").read_bytes()
    return orjson.loads(gzip.decompress(raw))


def shipped_rows() -> list[dict[str, Any]]:
    """The shipped compact rows, one per card."""
    return shipped_payload()["cards"]


def local_meta(path: Path) -> dict[str, str]:
    """The ``meta`` table of a local database (source file, format, count …)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
        return dict(con.execute("SELECT key, value FROM meta").fetchall())


def local_rows(path: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Rows and meta of a local database; raises sqlite3.DatabaseError or ValueError."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("schema") != str(SCHEMA_VERSION):
            raise ValueError(f"schema {meta.get('schema')!r}, expected {SCHEMA_VERSION}")
        rows = [orjson.loads(data) for (data,) in con.execute("SELECT data FROM cards")]
    finally:
        con.close()
    return rows, meta


@lru_cache(maxsize=1)
def get_database() -> CardDatabase:
    """The database (cached): shipped cards, overridden by the imported local database."""
    db = CardDatabase(shipped_rows(), "shipped")
    path = local_db_path()
    if path.exists():
        try:
            rows, meta = local_rows(path)
        except (sqlite3.DatabaseError, ValueError, orjson.JSONDecodeError) as e:
            db.problems.append(f"the local card database {path} is unreadable ({e}) and was "
                               "ignored; run 'casualmagic cards import FILE' again")
        else:
            db.add_rows(rows, indicators_known=meta.get("indicators") == "1")
            db.source = (f"{meta.get('source', path)} ({meta.get('format', 'imported')}, "
                         f"{len(rows)} cards, imported {meta.get('imported', '?')}) "
                         f"over the shipped cards")
    # The rows (some 50,000 dicts and lists) live as long as the process: out of the
    # collector's generations, full collections no longer walk them each time (they took a
    # tenth of the time of games played once the data was read, as a card's compiled
    # definition reads it).  Objects are still freed by their reference counts.
    gc.freeze()
    return db


def reset_database() -> None:
    """Forget the cached database (after an import)."""
    get_database.cache_clear()
