"""Regenerate the Comprehensive Rules shipped in the package.

    python scripts/build_rules_data.py [--check]

Writes ``casualmagic/rules/data/comprules.txt.gz`` from the reference texts in
``../shared/reference/``:

* ``MagicCompRules-2024-06-07.txt``: the whole CR, one rule a line, examples
  under their rule, glossary at the end;
* ``casual-variants-section9.txt``: the newest text of section 9, which wins
  where the two disagree.  It is a web page copy, so page furniture (headers,
  image credits, comment counters) is dropped and non-breaking spaces become
  spaces.  Today it adds rule 901.4, which the full text lost.

Every rule line of the full text's section 9 must also be in the section-9
text (after whitespace normalisation), or the build stops: a newer section 9
must never silently drop a rule.  The output is gzip-compressed with a fixed
timestamp, so the same input always gives the same bytes.  The package reads
only this copy at run time, never ``../shared``.
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "reference"
FULL_TEXT = REFERENCE / "MagicCompRules-2024-06-07.txt"
SECTION_9 = REFERENCE / "casual-variants-section9.txt"
TARGET = ROOT / "casualmagic" / "rules" / "data" / "comprules.txt.gz"

_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)(\.?)\s*(.*)$")
_SECTION_9_HEADING = "9. Casual Variants"


def _clean(line: str) -> str:
    """Whitespace normalised: non-breaking spaces to spaces, runs of spaces to one."""
    return re.sub(r"\s+", " ", line.replace("\u00a0", " ")).strip()


def _section_9_lines(text: str) -> list[str]:
    """The rule and example lines of the section-9 text.

    ``901.4.All plane…`` (no space after the number) is repaired.
    """
    out: list[str] = []
    for raw in text.splitlines():
        line = _clean(raw)
        m = _RULE_LINE.match(line)
        if m and m.group(3):
            number, dot, body = m.groups()
            out.append(f"{number}{dot} {body}")
        elif line.startswith("Example:"):
            out.append(line)
    return out


def build(full_text: str, section_9: str) -> tuple[str, list[str]]:
    """The merged text and a list of what section 9 changed."""
    lines = full_text.splitlines()
    start = lines.index(_SECTION_9_HEADING)
    end = lines.index("Glossary", start)
    old = [_clean(x) for x in lines[start + 1:end] if x.strip()]
    new = _section_9_lines(section_9)
    new_set = set(new)
    lost = [x for x in old if x not in new_set]
    if lost:
        raise SystemExit("the section-9 text lacks lines of the full text:\n  " + "\n  ".join(lost))
    old_set = set(old)
    changes = [f"section 9 adds: {x[:90]}" for x in new if x and x not in old_set]
    merged = lines[:start + 1] + [""] + new + [""] + lines[end:]
    return "\n".join(merged) + "\n", changes


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
    args = parser.parse_args(argv)
    text, changes = build(FULL_TEXT.read_text(encoding="utf-8"),
                          SECTION_9.read_text(encoding="utf-8"))
    data = gzip_bytes(text)
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
    for change in changes:
        print(change)
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(data):,} bytes) from {FULL_TEXT.name} "
          f"and {SECTION_9.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
