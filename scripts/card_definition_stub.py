"""Print TOML definition stubs (cost, type, P/T, oracle text) for real cards.

    python scripts/card_definition_stub.py "Lightning Bolt" "Llanowar Elves"

The oracle fields come from the package's own card database
(:mod:`casualmagic.cards.database`); add the abilities in the effect vocabulary by hand
afterwards, or better, teach the compiler the card's templating (``cards/compiler/``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def main(names: list[str]) -> int:
    from casualmagic.cards.database import get_database

    db = get_database()
    status = 0
    for name in names:
        record = db.get(name)
        if record is None:
            print(f"# unknown card {name!r}", file=sys.stderr)
            status = 1
            continue
        face = record.front
        print(f"[{toml_str(record.name)}]")
        if face.mana_cost:
            print(f"cost = {toml_str(face.mana_cost)}")
        print(f"type = {toml_str(face.type_line)}")
        if face.power is not None and face.toughness is not None:
            print(f"pt = {toml_str(face.power + '/' + face.toughness)}")
        if face.loyalty is not None:
            print(f"loyalty = {toml_str(face.loyalty)}")
        print(f"text = {toml_str(face.text)}")
        print()
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
