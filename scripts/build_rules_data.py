"""Copy the Comprehensive Rules into the package (casualmagic/rules/data/comprules.txt.gz).

    python scripts/build_rules_data.py

The package reads only its own copy at run time, never ../shared.
"""

from __future__ import annotations

import gzip
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT.parent / "shared/reference/MagicCompRules-2024-06-07.txt"
TARGET = ROOT / "casualmagic/rules/data/comprules.txt.gz"


def main() -> int:
    text = SOURCE.read_text(encoding="utf-8")
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(TARGET, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write(text)
    print(f"wrote {TARGET} ({TARGET.stat().st_size} bytes) from {SOURCE.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
