"""Importing newer card data: MTGJSON AtomicCards / AllPrintings or Scryfall oracle-cards.

``casualmagic cards import FILE`` reads the file (plain JSON, ``.gz`` or
``.xz``; the compression is recognised from the file's first bytes too),
converts every card to the compact rows the package ships (see
:mod:`casualmagic.cards.oracle`) and writes a SQLite database in the user's
data directory, whose cards then take precedence over the shipped ones.

The write is atomic: the new database is built in a temporary file next to
the old one and moved over it (``os.replace``) only when complete, so a
corrupt or truncated file — or an interrupted import — leaves the previous
database intact.  Every problem is a :class:`CardImportError` naming the file
and what is wrong.

Formats (the fields read; others are ignored):

* MTGJSON v5 ``AtomicCards``: ``{"meta": ..., "data": {name: [face, ...]}}``, a face
  having ``name, faceName, side, manaCost, type, text, power, toughness, loyalty,
  layout, colorIdentity, colorIndicator, keywords, hand, life, printings``;
* MTGJSON v5 ``AllPrintings``: ``{"meta": ..., "data": {SET: {"cards": [...]}}}``, the
  same fields per printing (one card per name, faces by ``faceName``);
* Scryfall ``oracle-cards`` bulk data: a list of card objects (``name, layout,
  mana_cost, type_line, oracle_text, power, toughness, loyalty, color_identity,
  color_indicator, keywords, hand_modifier, life_modifier, card_faces, all_parts``);
  tokens, emblems and art-series cards are skipped.
"""

from __future__ import annotations

import gzip
import lzma
import os
import sqlite3
import tempfile
import zlib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

ATOMIC_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
"""Where ``casualmagic cards update`` downloads MTGJSON's AtomicCards."""

EARLY_VARIANT_SETS = frozenset({"HOP", "PC2", "PCA", "ARC", "VAN", "CNS", "CN2"})
"""The early variant products the shipped data lists per card (see the data README)."""

SKIPPED_SCRYFALL_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
_MELD_BACK_SIDES = frozenset({"b", "c"})


class CardImportError(ValueError):
    """An import file that can't be used; the message names the file and the problem."""


# -- reading -------------------------------------------------------------------------------
def read_json(path: Path) -> Any:
    """The decoded JSON of a plain, gzip or xz file (raises :class:`CardImportError`)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CardImportError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise CardImportError(f"{path}: is a directory, not a card file") from None
    except OSError as e:
        raise CardImportError(f"{path}: cannot read: {e.strerror}") from None
    if not raw.strip():
        raise CardImportError(f"{path}: the file is empty")
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        elif raw[:6] == b"\xfd7zXZ\x00":
            raw = lzma.decompress(raw)
        elif path.suffix in (".gz", ".xz"):
            raise CardImportError(f"{path}: named {path.suffix} but not {path.suffix}-compressed")
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as e:
        raise CardImportError(f"{path}: the compressed file is corrupt or truncated ({e})") from None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as e:
        raise CardImportError(f"{path}: not valid JSON — truncated or corrupt? ({e})") from None


def _identity(values: Any) -> str:
    return "".join(c for c in "WUBRG" if c in (values or ()))


def _modifier(value: Any, path: Path, name: str, what: str) -> int | None:
    if value in (None, ""):
        return None
    try:
        return int(str(value).replace("+", ""))
    except ValueError:
        raise CardImportError(f"{path}: card {name!r} has a {what} modifier {value!r} that is "
                              "not a number (CR 313.6)") from None


def _face_fields(face: dict[str, Any], name: str, *, cost: str, type_: str, text: str,
                 indicator: str) -> dict[str, Any]:
    out: dict[str, Any] = {"n": name}
    if face.get(cost):
        out["c"] = face[cost]
    out["t"] = face.get(type_) or ""
    if face.get(text):
        out["x"] = face[text]
    for key, short in (("power", "p"), ("toughness", "d"), ("loyalty", "l")):
        if face.get(key) not in (None, ""):
            out[short] = str(face[key])
    if face.get(indicator):
        out["ci"] = _identity(face[indicator])
    return out


def _check_face(face: Any, path: Path, name: str) -> dict[str, Any]:
    if not isinstance(face, dict):
        raise CardImportError(f"{path}: card {name!r}: a face is not a JSON object")
    for field in ("name", "type"):
        if not isinstance(face.get(field), str):
            raise CardImportError(f"{path}: card {name!r} has no {field!r} (MTGJSON card fields)")
    return face


# -- MTGJSON ---------------------------------------------------------------------------------
def _mtgjson_row(name: str, faces: list[dict[str, Any]], path: Path,
                 printings: set[str] | None = None) -> dict[str, Any]:
    """One MTGJSON card (its faces) → a compact row."""
    faces = [_check_face(f, path, name) for f in faces]
    faces.sort(key=lambda f: f.get("side") or "a")
    first = faces[0]
    layout = first.get("layout") or "normal"
    row: dict[str, Any] = {"n": name, "y": layout}
    ident = _identity(first.get("colorIdentity"))
    if ident:
        row["i"] = ident
    if first.get("keywords"):
        row["k"] = sorted({k for f in faces for k in f.get("keywords") or ()})
    hand = _modifier(first.get("hand"), path, name, "hand")
    life = _modifier(first.get("life"), path, name, "life")
    if hand is not None:
        row["h"] = hand
    if life is not None:
        row["lf"] = life
    sets = sorted(EARLY_VARIANT_SETS & set(printings if printings is not None
                                            else first.get("printings") or ()))
    if sets:
        row["s"] = sets
    fields = dict(cost="manaCost", type_="type", text="text", indicator="colorIndicator")
    if layout == "reversible_card" and len({f.get("faceName") for f in faces}) == 1:
        faces = faces[:1]  # the same card on both sides
    if len(faces) == 1 and " // " not in name:
        row.update({k: v for k, v in _face_fields(first, name, **fields).items() if k != "n"})
        return row
    parts = name.split(" // ")
    out = []
    for i, face in enumerate(faces):
        fname = face.get("faceName") or (parts[i] if i < len(parts) else name)
        f = _face_fields(face, fname, **fields)
        if layout == "meld" and face.get("side") in _MELD_BACK_SIDES:
            f["m"] = 1  # the back face of a meld card (CR 712.4b)
        out.append(f)
    if len(out) == 1:  # e.g. a reversible card: the same face on both sides
        row.update({k: v for k, v in out[0].items() if k != "n"})
    else:
        row["F"] = out
    return row


def _mtgjson_rows(data: dict[str, Any], path: Path) -> Iterator[dict[str, Any]]:
    body = data.get("data")
    if not isinstance(body, dict):
        raise CardImportError(f"{path}: an MTGJSON file has a 'data' object (AtomicCards or "
                              "AllPrintings); this file has none")
    if not body:
        raise CardImportError(f"{path}: the MTGJSON 'data' object is empty")
    sample = next(iter(body.values()))
    if isinstance(sample, list):  # AtomicCards: {name: [faces]}
        for name, faces in body.items():
            if not isinstance(faces, list) or not faces:
                raise CardImportError(f"{path}: card {name!r} has no faces (AtomicCards format)")
            yield _mtgjson_row(name, faces, path)
        return
    if isinstance(sample, dict) and "cards" in sample:  # AllPrintings: {set: {cards: [...]}}
        seen: dict[str, dict[str, dict[str, Any]]] = {}
        printings: dict[str, set[str]] = {}
        for code, s in body.items():
            cards = s.get("cards") if isinstance(s, dict) else None
            if not isinstance(cards, list):
                raise CardImportError(f"{path}: set {code!r} has no 'cards' list (AllPrintings)")
            for card in cards:
                name = card.get("name") if isinstance(card, dict) else None
                if not isinstance(name, str):
                    raise CardImportError(f"{path}: set {code!r} has a card without a name")
                faces = seen.setdefault(name, {})
                faces.setdefault(card.get("faceName") or card.get("side") or name, card)
                printings.setdefault(name, set()).add(card.get("setCode") or code)
        for name, faces in seen.items():
            yield _mtgjson_row(name, list(faces.values()), path, printings[name])
        return
    raise CardImportError(f"{path}: an MTGJSON file but neither AtomicCards ({{name: [faces]}}) "
                          "nor AllPrintings ({set: {cards: [...]}}) format")


# -- Scryfall --------------------------------------------------------------------------------
def _scryfall_rows(data: list[Any], path: Path) -> Iterator[dict[str, Any]]:
    fields = dict(cost="mana_cost", type_="type_line", text="oracle_text",
                  indicator="color_indicator")
    cards = []
    results: dict[str, dict[str, Any]] = {}
    for card in data:
        if not isinstance(card, dict) or not isinstance(card.get("name"), str):
            raise CardImportError(f"{path}: a Scryfall card object without a 'name'")
        if card.get("layout") in SKIPPED_SCRYFALL_LAYOUTS or card.get("object", "card") != "card":
            continue
        parts = card.get("all_parts") or ()
        if card.get("layout") == "meld" and any(
                p.get("component") == "meld_result" and p.get("name") == card["name"]
                for p in parts):
            results[card["name"]] = card
        cards.append(card)
    for card in cards:
        name, layout = card["name"], card.get("layout") or "normal"
        row: dict[str, Any] = {"n": name, "y": layout}
        if "type_line" not in card and not card.get("card_faces"):
            raise CardImportError(f"{path}: card {name!r} has no 'type_line' (Scryfall format)")
        ident = _identity(card.get("color_identity"))
        if ident:
            row["i"] = ident
        if card.get("keywords"):
            row["k"] = card["keywords"]
        for key, short, what in (("hand_modifier", "h", "hand"), ("life_modifier", "lf", "life")):
            value = _modifier(card.get(key), path, name, what)
            if value is not None:
                row[short] = value
        faces = card.get("card_faces") or []
        result = next((p.get("name") for p in card.get("all_parts") or ()
                       if p.get("component") == "meld_result" and p.get("name") != name), None)
        if layout == "meld" and result:
            front = _face_fields(card, name, **fields)
            back = results.get(result, {"name": result})
            row["n"] = f"{name} // {result}"  # as MTGJSON and the shipped data name it
            row["F"] = [front, {**_face_fields(back, result, **fields), "m": 1}]
        elif len(faces) > 1 and not (layout == "reversible_card"
                                     and len({f.get("name") for f in faces}) == 1):
            row["F"] = [_face_fields(f, f.get("name", ""), **fields) for f in faces]
        else:
            source = faces[0] if faces else card
            row.update({k: v for k, v in _face_fields(source, name, **fields).items()
                        if k != "n"})
        yield row


# -- writing ---------------------------------------------------------------------------------
def detect_format(data: Any) -> str:
    if isinstance(data, dict):
        body = data.get("data")
        if isinstance(body, dict) and body:
            sample = next(iter(body.values()))
            return "MTGJSON AtomicCards" if isinstance(sample, list) else "MTGJSON AllPrintings"
        return "MTGJSON"
    return "Scryfall oracle-cards"


def rows_from_file(path: Path) -> list[dict[str, Any]]:
    """Every card of an MTGJSON or Scryfall file as compact rows (raises CardImportError)."""
    return _rows(read_json(path), path)


def _rows(data: Any, path: Path) -> list[dict[str, Any]]:
    if isinstance(data, dict):
        rows = list(_mtgjson_rows(data, path))
    elif isinstance(data, list):
        rows = list(_scryfall_rows(data, path))
    else:
        raise CardImportError(f"{path}: not an MTGJSON or Scryfall card file (the JSON is a "
                              f"{type(data).__name__})")
    if not rows:
        raise CardImportError(f"{path}: the file holds no cards")
    return rows


def write_database(rows: list[dict[str, Any]], target: Path, meta: dict[str, str]) -> None:
    """Write rows to a SQLite database at ``target`` atomically (temp file, then replace)."""
    from casualmagic.cards.database import SCHEMA_VERSION

    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".cards-", suffix=".sqlite.tmp", dir=target.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        try:
            con.execute("PRAGMA journal_mode=OFF")  # a scratch file until it replaces the old one
            con.execute("PRAGMA synchronous=OFF")
            with con:
                con.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                con.execute("CREATE TABLE cards (name TEXT PRIMARY KEY, data BLOB NOT NULL)")
                con.executemany("INSERT INTO meta VALUES (?, ?)",
                                {**meta, "schema": str(SCHEMA_VERSION)}.items())
                con.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?)",
                                ((r["n"], orjson.dumps(r)) for r in rows))
        finally:
            con.close()
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def import_file(path: Path, target: Path | None = None) -> int:
    """Import a card file into the local database; returns the number of cards."""
    from casualmagic.cards.database import local_db_path, reset_database

    data = read_json(path)
    rows = _rows(data, path)
    meta = {"source": path.name, "format": detect_format(data), "count": str(len(rows)),
            "imported": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), "indicators": "1"}
    del data
    write_database(rows, target or local_db_path(), meta)
    reset_database()
    return len(rows)
