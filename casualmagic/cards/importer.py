"""Importing newer card data: MTGJSON AtomicCards / AllPrintings or Scryfall oracle-cards.

``casualmagic cards import FILE`` reads the file (plain, ``.gz`` or ``.xz``),
converts every card to the compact record form the package ships, and writes
a SQLite database in the user's data directory.  The write is atomic: the
new database is built in a temporary file and moved over the old one only
when complete, so a corrupt or truncated file leaves the previous database
intact.
"""

from __future__ import annotations

import gzip
import lzma
import os
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

ATOMIC_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"


class CardImportError(ValueError):
    """An import file that can't be read; the message names the file and the problem."""


def _read(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CardImportError(f"{path}: no such file") from None
    except OSError as e:
        raise CardImportError(f"{path}: cannot read: {e.strerror}") from None
    try:
        if path.suffix == ".gz" or raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        elif path.suffix == ".xz" or raw[:6] == b"\xfd7zXZ\x00":
            raw = lzma.decompress(raw)
    except (OSError, EOFError, lzma.LZMAError) as e:
        raise CardImportError(f"{path}: the compressed file is corrupt or truncated ({e})") from None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as e:
        raise CardImportError(f"{path}: not valid JSON (truncated or corrupt?): {e}") from None


def _join(values: Iterable[str] | None) -> str:
    return "".join(c for c in "WUBRG" if c in (values or ()))


def _type_line(face: dict) -> str:
    return face.get("type") or face.get("type_line") or ""


def _mtgjson_card(name: str, faces: list[dict]) -> dict:
    """One MTGJSON atomic card (a list of faces) → the compact row."""
    first = faces[0]
    row: dict[str, Any] = {"n": name}
    cost = first.get("manaCost") or ""
    text = first.get("text") or ""
    layout = first.get("layout", "normal")
    if layout in ("split", "aftermath", "adventure", "flip") and len(faces) > 1:
        # one card, several halves: keep every half's cost and text (201.3, 903.4e)
        cost = " // ".join(f.get("manaCost") or "" for f in faces) if layout != "adventure" \
            else cost
        text = "\n//\n".join(f.get("text") or "" for f in faces)
    if cost:
        row["c"] = cost
    row["t"] = _type_line(first)
    if text:
        row["x"] = text
    for key, short in (("power", "p"), ("toughness", "d"), ("loyalty", "l")):
        if first.get(key) is not None:
            row[short] = first[key]
    row["y"] = layout
    row["i"] = _join(first.get("colorIdentity"))
    if first.get("keywords"):
        row["k"] = first["keywords"]
    if first.get("hand") is not None:
        row["h"] = int(first["hand"])
    if first.get("life") is not None:
        row["lf"] = int(first["life"])
    if layout in ("transform", "modal_dfc", "meld") and len(faces) > 1:
        row["bk"] = faces[1].get("faceName")
    return row


def _mtgjson_rows(data: dict, path: Path) -> Iterator[dict]:
    body = data.get("data")
    if not isinstance(body, dict):
        raise CardImportError(f"{path}: an MTGJSON file has a 'data' object")
    sample = next(iter(body.values()), None)
    if isinstance(sample, list):  # AtomicCards: {name: [faces]}
        for name, faces in body.items():
            if not isinstance(faces, list) or not faces or not isinstance(faces[0], dict):
                raise CardImportError(f"{path}: card {name!r} has no faces")
            yield _mtgjson_card(name, faces)
            for face in faces[1:]:
                fname = face.get("faceName")
                if fname and face.get("layout") in ("transform", "modal_dfc", "meld"):
                    back = _mtgjson_card(fname, [face])
                    back["fr"] = name.split(" // ")[0]
                    yield back
        return
    if isinstance(sample, dict) and "cards" in sample:  # AllPrintings: {set: {cards: [...]}}
        seen: dict[str, list[dict]] = {}
        for s in body.values():
            for card in s.get("cards", []):
                name = card.get("name")
                if not name:
                    continue
                faces = seen.setdefault(name, [])
                if card.get("faceName") not in {f.get("faceName") for f in faces}:
                    faces.append(card)
        for name, faces in seen.items():
            yield _mtgjson_card(name, faces)
        return
    raise CardImportError(f"{path}: neither AtomicCards nor AllPrintings format")


def _scryfall_rows(data: list, path: Path) -> Iterator[dict]:
    for card in data:
        if not isinstance(card, dict) or "name" not in card:
            raise CardImportError(f"{path}: every Scryfall card object has a 'name'")
        faces = card.get("card_faces") or [card]
        first = faces[0]
        row: dict[str, Any] = {"n": card["name"], "t": card.get("type_line") or _type_line(first)}
        cost = card.get("mana_cost") if card.get("mana_cost") is not None else first.get("mana_cost")
        if cost:
            row["c"] = cost
        text = card.get("oracle_text") or "\n//\n".join(f.get("oracle_text", "") for f in faces)
        if text:
            row["x"] = text
        for key, short in (("power", "p"), ("toughness", "d"), ("loyalty", "l")):
            value = card.get(key, first.get(key))
            if value is not None:
                row[short] = value
        row["y"] = card.get("layout", "normal")
        row["i"] = _join(card.get("color_identity"))
        if card.get("keywords"):
            row["k"] = card["keywords"]
        if card.get("hand_modifier") is not None:
            row["h"] = int(card["hand_modifier"])
        if card.get("life_modifier") is not None:
            row["lf"] = int(card["life_modifier"])
        yield row


def rows_from_file(path: Path) -> list[dict]:
    """Every card of an MTGJSON or Scryfall file as compact rows (raises CardImportError)."""
    data = _read(path)
    if isinstance(data, dict):
        rows = list(_mtgjson_rows(data, path))
    elif isinstance(data, list):
        rows = list(_scryfall_rows(data, path))
    else:
        raise CardImportError(f"{path}: not an MTGJSON or Scryfall card file")
    if not rows:
        raise CardImportError(f"{path}: the file holds no cards")
    return rows


def write_database(rows: list[dict], target: Path) -> None:
    """Write rows to a SQLite database at ``target`` atomically (temp file, then replace)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".cards-", suffix=".sqlite", dir=target.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        with con:
            con.execute("CREATE TABLE cards (name TEXT PRIMARY KEY, data TEXT NOT NULL)")
            con.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?)",
                            ((r["n"], orjson.dumps(r).decode()) for r in rows))
        con.close()
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def import_file(path: Path, target: Path | None = None) -> int:
    """Import a card file into the local database; returns the number of cards."""
    from casualmagic.cards.database import get_database, local_db_path

    rows = rows_from_file(path)
    write_database(rows, target or local_db_path())
    get_database.cache_clear()
    return len(rows)
