"""The oracle-text compiler against the hand-written cards (issue 15's equivalence check).

    python benchmarks/bench_equivalence.py [--workers N] [--no-tests]

Prints: how many cards are (or were) hand-written, how many of them compile whole, and how
many of those pass their scenario tests with the compiled definition in place of the
hand-written one (``pytest --compiled-definitions``): the equivalence figure. Then the rest,
each with its reason.

The hand-written cards are the tables of ``casualmagic/cards/definitions/`` and the cards
listed in ``definitions/compiled_equivalent.txt``, whose tables were removed once their tests
passed compiled (they are always played compiled now, so their tests check it every run).
A card's tests are the test functions that name it (``"Card Name"``); a failing test counts
against every card compiled whole that it names, unless :data:`NOT_EQUIVALENT` already
explains that card. Run from a repository root; the tests take a few minutes.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NOT_EQUIVALENT: dict[str, str] = {
    "Rograkh, Son of Rohgahh": "the shipped card data has no colour indicator for it (204; its "
                               "identity note says so), so the compiled card is colourless; "
                               "the hand-written table says it is red",
}
"""Cards that compile whole but whose compiled definition is not (yet) the hand-written one's
behaviour, with the reason (checked by hand from the failing tests)."""

VARIANT_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy"})


def hand_written() -> dict[str, str]:
    """``{card name: where its definition is}``: the hand-written tables and the cards that
    were hand-written until their compiled form proved equivalent."""
    from casualmagic.cards.definitions import compiled_equivalent_names, load_definitions

    out = {name: card.source for name, card in load_definitions().items()}
    out.update({name: "compiled_equivalent.txt" for name in compiled_equivalent_names()})
    return out


def tests_naming(names: set[str]) -> dict[str, set[str]]:
    """``{test node id prefix: the names it quotes}`` for every test function under tests/
    whose source quotes one of ``names``."""
    out: dict[str, set[str]] = {}
    quoted = re.compile(r'"([^"\n]+)"')
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        if not any(f'"{n}"' in text for n in names):
            continue
        rel = path.relative_to(ROOT).as_posix()
        lines = text.splitlines()
        module_names = set()
        for node in ast.parse(text).body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                body = "\n".join(lines[start - 1:node.end_lineno])
                found = {m for m in quoted.findall(body) if m in names}
                if found:
                    out[f"{rel}::{node.name}"] = found
            else:  # module-level tables (parametrize lists, GOLDEN dicts) name cards too
                seg = "\n".join(lines[node.lineno - 1:node.end_lineno])
                module_names |= {m for m in quoted.findall(seg) if m in names}
        if module_names:  # a table's cards are checked by the tests of the module
            out.setdefault(rel, set()).update(module_names)
    return out


def failing_tests(files: list[str], workers: int) -> list[str]:
    """The node ids of the tests of ``files`` that fail with compiled definitions."""
    cmd = [sys.executable, "-m", "pytest", "-q", "--tb=no", "-rf", "-p", "no:randomly",
           "-p", "no:cacheprovider", "--compiled-definitions", *files]
    if workers > 1:
        cmd += ["-n", str(workers)]
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    failed = [line.split()[1] for line in run.stdout.splitlines() if line.startswith("FAILED ")]
    if run.returncode not in (0, 1):
        print(run.stdout[-3000:], run.stderr[-3000:], sep="\n")
        raise SystemExit(f"pytest stopped with exit code {run.returncode}")
    return failed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--no-tests", action="store_true", help="only count what compiles whole")
    args = ap.parse_args()

    from casualmagic.cards.compiler import compiled
    from casualmagic.cards.database import get_database

    db = get_database()
    cards = hand_written()
    status = {}
    for name in cards:
        card = compiled(name)
        status[name] = card.status if card is not None else "not in the card database"
    variant = {n for n in cards if (r := db.get(n)) is not None and VARIANT_TYPES & set(r.types)}
    whole = {n for n, s in status.items() if s == "implemented"}
    print(f"hand-written cards (now or before their table was removed): {len(cards)} "
          f"({len(variant)} planes, phenomena, schemes, vanguards and conspiracies)")
    print(f"  compile whole: {len(whole)}; partial: "
          f"{sum(s == 'partial' for s in status.values())}; not yet: "
          f"{sum(s not in ('implemented', 'partial') for s in status.values())}")
    print(f"  tables removed (played compiled): {sum(s == 'compiled_equivalent.txt' for s in cards.values())}")
    if args.no_tests:
        return
    naming = tests_naming(whole)
    files = sorted({node.split("::")[0] for node in naming})
    failed = failing_tests(files, args.workers)
    blamed: dict[str, list[str]] = defaultdict(list)
    for node in failed:
        path, _, rest = node.partition("::")
        func = rest.split("[")[0]
        named = {n for key in (f"{path}::{func}", path) for n in naming.get(key, ())}
        known = named & set(NOT_EQUIVALENT)  # a failure already explained blames no other card
        for name in known or named:
            blamed[name].append(node)
    untested = sorted(n for n in whole if not any(n in v for v in naming.values()))
    rest = {n: NOT_EQUIVALENT.get(n) or "tests fail compiled: " + ", ".join(sorted(blamed[n]))
            for n in whole if n in blamed or n in NOT_EQUIVALENT}
    passing = len(whole) - len(rest)
    print(f"  pass their tests compiled: {passing}/{len(whole)} "
          f"({100 * passing / max(1, len(whole)):.1f}%) — {len(files)} test files, "
          f"{len(failed)} failing tests")
    if untested:
        print(f"  named by no test (counted as passing): {', '.join(untested)}")
    print("\nnot equivalent yet:")
    for name in sorted(rest):
        print(f"  {name} ({cards[name]}): {rest[name]}")


if __name__ == "__main__":
    main()
