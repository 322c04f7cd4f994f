"""Regenerate the Comprehensive Rules shipped in the package.

    python scripts/build_rules_data.py [--reference DIR] [--check]

Writes ``casualmagic/rules/data/comprules.txt.gz`` from
``MagicCompRules-2025-02-07.txt`` of the reference data (``--reference DIR`` or
$CASUALMAGIC_REFERENCE, see ``scripts/reference_data.py``; the CR effective
2025-02-07 as published: one rule a line with blank lines between them,
examples under their rule, a table of contents, the glossary, then credits).

The shipped copy is compact: the title and effective-date lines, then the
rules one a line with no blank lines and no table of contents, then
``Glossary`` and its entries (a term line, definition lines, a blank line),
without the credits.  Two repairs are made:

* a rule whose number runs into its text (``901.4.All plane…``) gets its space;
* an indented continuation line (205.4c, 509.1b) is joined to its rule.

The output is gzip-compressed with a fixed timestamp, so the same input
always gives the same bytes.  The package reads only this copy at run time,
never the reference data.
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reference_data import reference_dir  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
FULL_TEXT_NAME = "MagicCompRules-2025-02-07.txt"
TARGET = ROOT / "casualmagic" / "rules" / "data" / "comprules.txt.gz"

_RULE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]?)(\.?)([A-Z].*)$")
_FIRST_SECTION = "1. Game Concepts"


def _clean(line: str) -> str:
    """Whitespace normalised: non-breaking spaces to spaces, runs of spaces to one."""
    return re.sub(r"\s+", " ", line.replace("\u00a0", " ")).strip()


def _rule_lines(lines: list[str]) -> list[str]:
    """The rules part, one rule (or example) a line, repaired."""
    out: list[str] = []
    for raw in lines:
        if not raw.strip():
            continue
        line = _clean(raw)
        if raw[:1].isspace() and out:  # an indented continuation of the rule above
            out[-1] = f"{out[-1]} {line}"
            continue
        m = _RULE_LINE.match(line)
        if m:
            line = f"{m.group(1)}{m.group(2)} {m.group(3)}"
        out.append(line)
    return out


def _glossary_lines(lines: list[str]) -> list[str]:
    """Glossary entries, each followed by one blank line."""
    out: list[str] = []
    for raw in lines:
        line = _clean(raw)
        if line or (out and out[-1]):
            out.append(line)
    return out


def build(full_text: str) -> str:
    """The compact text of the CR."""
    lines = full_text.splitlines()
    contents = lines.index("Contents")
    start = lines.index(_FIRST_SECTION, lines.index(_FIRST_SECTION, contents) + 1)
    glossary = lines.index("Glossary", start)
    credits = lines.index("Credits", glossary)
    effective = next(x for x in lines[:contents] if x.startswith("These rules are effective"))
    head = [lines[0].strip(), effective.strip(), "", ""]
    body = _rule_lines(lines[start:glossary])
    tail = _glossary_lines(lines[glossary + 1:credits])
    while tail and not tail[-1]:
        tail.pop()
    return "\n".join([*head, *body, "", "Glossary", "", *tail]) + "\n"


def gzip_bytes(text: str) -> bytes:
    buf = io.BytesIO()
    with gzip.GzipFile(filename="comprules.txt", mode="wb", fileobj=buf, compresslevel=9,
                       mtime=0) as f:
        f.write(text.encode("utf-8"))
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the shipped copy is up to date (exit 1 if not)")
    parser.add_argument("--reference", type=Path, default=None,
                        help="the reference data directory holding " + FULL_TEXT_NAME)
    args = parser.parse_args(argv)
    full_text = reference_dir(args.reference) / FULL_TEXT_NAME
    data = gzip_bytes(build(full_text.read_text(encoding="utf-8")))
    if args.check:
        current = TARGET.read_bytes() if TARGET.exists() else b""
        if current != data:
            print(f"{TARGET} is out of date: run python scripts/build_rules_data.py",
                  file=sys.stderr)
            return 1
        print(f"{TARGET} is up to date")
        return 0
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_bytes(data)
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(data):,} bytes) from {full_text.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
