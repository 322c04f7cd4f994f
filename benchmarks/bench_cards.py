"""Card database speed: start-up, load, lookup, deck validation, import of AtomicCards.

    python benchmarks/bench_cards.py

Prints its figures (it is not a test).  Targets from the card-database issue:
``casualmagic --help`` under 0.3 s; load of the shipped database under 1 s; a
name lookup under 1 ms; validation of a 100-card deck under 50 ms; import of a
35,000-card AtomicCards file under a minute.  The AtomicCards file is generated
from the shipped data, in MTGJSON's format, in a temporary directory; nothing
is written to the user's data directory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson


def best_of(n: int, fn: Any) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def atomic_cards(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The shipped rows written back as an MTGJSON v5 AtomicCards file."""
    def face(row: dict[str, Any], card: dict[str, Any], side: str | None) -> dict[str, Any]:
        out = {"name": card["n"], "manaCost": row.get("c"), "type": row.get("t", ""),
               "text": row.get("x"), "power": row.get("p"), "toughness": row.get("d"),
               "loyalty": row.get("l"), "layout": card.get("y", "normal"),
               "colorIdentity": list(card.get("i", "")), "keywords": card.get("k", []),
               "printings": card.get("s", []), "types": [], "subtypes": [], "supertypes": []}
        if side:
            out.update(faceName=row["n"], side=side)
        if card.get("h") is not None:
            out.update(hand=f"{card['h']:+d}", life=f"{card.get('lf', 0):+d}")
        return {k: v for k, v in out.items() if v is not None}

    data: dict[str, list[dict[str, Any]]] = {}
    for card in rows:
        faces = card.get("F")
        if faces:
            data[card["n"]] = [face(f, card, "abcdef"[i]) for i, f in enumerate(faces)
                               if not f.get("u")]
        else:
            data[card["n"]] = [face(card, card, None)]
    return {"meta": {"version": "5.2.2"}, "data": data}


def main() -> int:
    tmp = Path(tempfile.mkdtemp())
    os.environ["CASUALMAGIC_DATA_DIR"] = str(tmp / "data")
    env = {**os.environ}

    help_time = best_of(5, lambda: subprocess.run([sys.executable, "-m", "casualmagic", "--help"],
                                                  capture_output=True, check=True, env=env))
    print(f"casualmagic --help:                      {help_time:.3f} s   (target < 0.3 s)")

    cold = ("import time; t = time.perf_counter()\n"
            "from casualmagic.cards.database import get_database\n"
            "db = get_database(); db.get('Sol Ring')\n"
            "print(time.perf_counter() - t)")
    load_cold = min(float(subprocess.run([sys.executable, "-c", cold], capture_output=True,
                                         check=True, text=True, env=env).stdout)
                    for _ in range(3))
    print(f"load shipped database + first lookup:   {load_cold:.3f} s   (target < 1 s; "
          "fresh process, imports included)")

    from casualmagic.cards.database import get_database, reset_database, shipped_rows
    from casualmagic.cards.importer import import_file

    t0 = time.perf_counter()
    db = get_database()
    db.get("Sol Ring")
    print(f"load shipped database (in process):     {time.perf_counter() - t0:.3f} s   "
          f"({len(db)} cards)")
    t0 = time.perf_counter()
    n = sum(1 for _ in db)
    print(f"build all {n} records (first search):  {time.perf_counter() - t0:.3f} s")
    t0 = time.perf_counter()
    found = db.search('id:rg mv<=2 o:"draw a card"')
    print(f"search 'id:rg mv<=2 o:\"draw a card\"':   {time.perf_counter() - t0:.3f} s   "
          f"({len(found)} cards)")

    names = db.names()[:: max(len(db) // 5000, 1)]
    lowered = [name.lower() for name in names]
    per = best_of(3, lambda: [db.get(x) for x in lowered]) / len(lowered)
    print(f"name lookup (exact, case folded):       {per * 1e3:.4f} ms")
    faces = ["Fire", "Homicidal Brute", "Stomp", "lim-dul the necromancer", "Rick, Steadfast Leader"]
    per = best_of(3, lambda: [db.get(x) for x in faces * 200]) / (len(faces) * 200)
    print(f"name lookup (face/accent/201.3 alias):  {per * 1e3:.4f} ms")
    typos = ["Sol Rnig", "Lightnig Bolt", "Counterspel", "Acadmy at Tolaria Wset"]
    per = best_of(3, lambda: [db.suggest(x) for x in typos]) / len(typos)
    print(f"unknown name with suggestions:          {per * 1e3:.2f} ms")

    try:
        from casualmagic.decks.parse import parse_deck_text
        from casualmagic.decks.validate import validate_deck
    except ImportError:
        print("validate a 100-card deck:               (deck validation not installed)")
    else:
        singles = [r.name for r in db.search("id<=wu -t:land mv<=4 is:permanent")[:63]]
        deck = parse_deck_text("Commander\n1 Brago, King Eternal\nDeck\n"
                               + "".join(f"1 {name}\n" for name in singles)
                               + "18 Island\n18 Plains\n")
        validate_deck(deck)  # warm
        per = best_of(5, lambda: validate_deck(deck))
        size = sum(e.count for _, e in deck.entries())
        print(f"validate a {size}-card deck:               {per * 1e3:.1f} ms   (target < 50 ms)")

    atomic = atomic_cards(shipped_rows())
    path = tmp / "AtomicCards.json"
    path.write_bytes(orjson.dumps(atomic))
    t0 = time.perf_counter()
    n = import_file(path)
    print(f"import AtomicCards ({n} cards, {path.stat().st_size / 1e6:.0f} MB): "
          f"{time.perf_counter() - t0:.2f} s   (target < 60 s)")
    reset_database()
    t0 = time.perf_counter()
    db = get_database()
    db.get("Sol Ring")
    print(f"load shipped + imported database:       {time.perf_counter() - t0:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
