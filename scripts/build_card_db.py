"""Build the package's compact copy of every real card (casualmagic/cards/data/cards.json.gz).

    python scripts/build_card_db.py

Reads ../shared/reference/cards/oracle-cards.json.xz (every card's oracle
record) and variant-cards.json (vanguard hand/life modifiers, early variant
products).  The package never reads ../shared at run time.
"""

from __future__ import annotations

import gzip
import json
import lzma
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REF = ROOT.parent / "shared/reference/cards"
TARGET = ROOT / "casualmagic/cards/data/cards.json.gz"

# record keys -> short keys (see casualmagic/cards/oracle.py)
KEYS = {"name": "n", "manaCost": "c", "type": "t", "text": "x", "power": "p", "toughness": "d",
        "loyalty": "l", "layout": "y", "colorIdentity": "i", "keywords": "k", "face": "f",
        "front": "fr", "back": "bk", "hand": "h", "life": "lf", "sets2017": "s"}


def compact(record: dict) -> dict:
    out = {}
    for key, short in KEYS.items():
        value = record.get(key)
        if value in (None, [], ""):
            continue
        if key == "colorIdentity":
            value = "".join(value)
        out[short] = value
    return out


def main() -> int:
    cards = json.load(lzma.open(REF / "oracle-cards.json.xz"))
    variants = {v["name"]: v for v in json.load(open(REF / "variant-cards.json", encoding="utf-8"))}
    out = []
    for rec in cards:
        extra = variants.get(rec["name"], {})
        merged = dict(rec)
        for key in ("hand", "life", "sets2017"):
            if extra.get(key) is not None:
                merged[key] = extra[key]
        out.append(compact(merged))
    payload = {"source": "MTGJSON oracle records (MIT License, Copyright (c) MTGJSON)",
               "count": len(out), "cards": out}
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(TARGET, "wb", compresslevel=9) as f:
        f.write(json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    print(f"wrote {TARGET}: {len(out)} cards, {TARGET.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
