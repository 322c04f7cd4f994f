"""Card database speed: load, import of a 35,000-card AtomicCards file, lookup, validation.

    python benchmarks/bench_cards.py

Prints its figures; it is not a test.  The AtomicCards file is generated from
the shipped data in MTGJSON's format in a temporary directory.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import orjson


def main() -> int:
    tmp = Path(tempfile.mkdtemp())
    os.environ["CASUALMAGIC_DATA_DIR"] = str(tmp / "data")
    from casualmagic.cards.database import get_database, shipped_rows
    from casualmagic.cards.importer import import_file
    from casualmagic.decks.parse import parse_deck_text
    from casualmagic.decks.validate import validate_deck

    t0 = time.perf_counter()
    db = get_database()
    load = time.perf_counter() - t0
    print(f"load shipped database ({len(db)} cards): {load:.3f} s")

    names = [r.name for r in db][:: max(len(db) // 2000, 1)]
    t0 = time.perf_counter()
    for name in names:
        db.get(name.lower())
    per = (time.perf_counter() - t0) / len(names)
    print(f"name lookup: {per * 1e3:.4f} ms")

    deck = parse_deck_text("4 Sol Ring\n4 Arcane Signet\n4 Command Tower\n4 Counterspell\n"
                           "4 Swords to Plowshares\n40 Island\n40 Plains\n")
    validate_deck(deck)  # warm
    t0 = time.perf_counter()
    for _ in range(20):
        validate_deck(deck)
    print(f"validate a 100-card deck: {(time.perf_counter() - t0) / 20 * 1e3:.1f} ms")

    atomic = {"meta": {}, "data": {}}
    for row in shipped_rows():
        atomic["data"][row["n"]] = [{
            "name": row["n"], "manaCost": row.get("c"), "type": row.get("t", ""),
            "text": row.get("x"), "power": row.get("p"), "toughness": row.get("d"),
            "loyalty": row.get("l"), "layout": row.get("y", "normal"),
            "colorIdentity": list(row.get("i", "")), "keywords": row.get("k", []),
        }]
    path = tmp / "AtomicCards.json"
    path.write_bytes(orjson.dumps(atomic))
    t0 = time.perf_counter()
    n = import_file(path)
    print(f"import AtomicCards ({n} cards, {path.stat().st_size / 1e6:.0f} MB): "
          f"{time.perf_counter() - t0:.2f} s")
    get_database.cache_clear()
    t0 = time.perf_counter()
    get_database()
    print(f"load shipped + imported database: {time.perf_counter() - t0:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
