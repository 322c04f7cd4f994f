"""Print TOML definition stubs (cost, type, P/T, oracle text) for real cards.

    python scripts/card_definition_stub.py "Lightning Bolt" "Llanowar Elves"

The oracle data comes from ../shared/reference/cards/oracle-cards.json.xz;
add the abilities in the effect vocabulary by hand afterwards.
"""

from __future__ import annotations

import json
import lzma
import sys
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "shared/reference/cards/oracle-cards.json.xz"


def toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def main(names: list[str]) -> int:
    records = {r["name"]: r for r in json.load(lzma.open(SOURCE))}
    status = 0
    for name in names:
        r = records.get(name)
        if r is None:
            print(f"# unknown card {name!r}", file=sys.stderr)
            status = 1
            continue
        print(f"[{toml_str(name)}]")
        if r["manaCost"]:
            print(f"cost = {toml_str(r['manaCost'])}")
        print(f"type = {toml_str(r['type'])}")
        if r["power"] is not None:
            print(f"pt = {toml_str(r['power'] + '/' + r['toughness'])}")
        if r["loyalty"] is not None:
            print(f"loyalty = {toml_str(r['loyalty'])}")
        print(f"text = {toml_str(r['text'] or '')}")
        if r.get("keywords"):
            print(f"# keywords: {r['keywords']}")
        print()
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
