"""Every rule the project cites is a rule of the shipped Comprehensive Rules (2025-02-07).

Three walks:

* the package's source and card definitions: ``rule="704.5a"`` arguments,
  ``Rule("903.8")`` citations and every rule number in docstrings and comments
  ("CR 704.5a", "(702.3b)", ranges such as "510.1c–d");
* the names of the rule tests (``test_704_3_…`` cites 704.3);
* the event log of a seeded random game of every variant × format (a short run:
  ``MAX_TURNS`` turns each; raise it locally for a soak).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.formats import FORMATS
from casualmagic.rules.text import exists, load
from casualmagic.variants import VARIANTS

PACKAGE = Path(casualmagic.__file__).resolve().parent
TESTS = Path(__file__).resolve().parents[1]
MAX_TURNS = 25

_LETTERS = "abcdefghijkmnpqrstuvwxyz"
_NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+)([a-z])?(?:[–-]([a-z])\b)?(?![\d.]\d)")
_RULE_ARGUMENT = re.compile(r"""(?:\brule\s*=\s*|\bRule\(\s*)["'](\d(?:\d\d(?:\.\d+[a-z]?)?)?)["']""")
_TEST_NAME = re.compile(r"^def (test_(\d{3})_(\d+)([a-z]?)_\w*)\(", re.MULTILINE)

NOT_CITATIONS = {
    ("rules/citation.py", "704.10"),  # "704.5 before 704.10": how numbers sort
    ("rules/text.py", "704.10"),
    ("rules/text.py", "903.8a"),  # "903.8's lettered subrules (none)": an example
    ("rules/text.py", "903.8b"),
}
"""Rule-shaped numbers in the source that are examples, not citations."""


def cited_numbers(text: str) -> list[str]:
    """The rule numbers in ``text``: ``510.1c–d`` gives 510.1c and 510.1d."""
    out: list[str] = []
    for m in _NUMBER.finditer(text):
        base, first, last = m.groups()
        out.append(base + (first or ""))
        if first and last and first in _LETTERS and last in _LETTERS:
            out.extend(base + c for c in _LETTERS[_LETTERS.index(first) + 1:_LETTERS.index(last) + 1])
    out.extend(m.group(1) for m in _RULE_ARGUMENT.finditer(text))
    return out


def test_cited_numbers_reads_ranges_and_arguments():
    assert cited_numbers("CR 510.1c–d and (702.3b); rule=\"903\"") == [
        "510.1c", "510.1d", "702.3b", "903"]
    assert cited_numbers("version 1.234.5, 0.125") == []


def _source_files() -> list[Path]:
    return sorted([*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.toml")])


def test_every_rule_cited_in_the_code_is_in_the_2025_text():
    unresolved: list[str] = []
    for path in _source_files():
        rel = path.relative_to(PACKAGE).as_posix()
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for number in cited_numbers(line):
                if (rel, number) not in NOT_CITATIONS and not exists(number):
                    unresolved.append(f"{rel}:{i} cites {number}")
    assert not unresolved, "\n".join(unresolved)


def test_every_rule_test_is_named_after_a_rule_of_the_2025_text():
    unresolved: list[str] = []
    for path in sorted(TESTS.rglob("test_*.py")):
        for m in _TEST_NAME.finditer(path.read_text(encoding="utf-8")):
            number = f"{m.group(2)}.{m.group(3)}{m.group(4)}"
            if not exists(number) and not exists(f"{m.group(2)}.{m.group(3)}"):
                unresolved.append(f"{path.relative_to(TESTS)}: {m.group(1)} ({number})")
    assert not unresolved, "\n".join(unresolved)


CASES = [(v, f) for v, spec in VARIANTS.items()
         for f in (None, *(() if spec.own_format else FORMATS))]


@pytest.mark.parametrize(("variant", "fmt"), CASES, ids=[f"{v}-{f or 'two-player'}" for v, f in CASES])
def test_every_rule_a_seeded_game_logs_is_in_the_2025_text(variant, fmt):
    game = casualmagic.new_game(variant, seed=7, format=fmt, options={"max_turns": MAX_TURNS})
    agents = [RandomAgent(7 + i) for i in range(game.n_players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    assert game.turn > 1
    unresolved = sorted({f"{e.kind} cites {e.rule}" for e in game.events if not exists(e.rule)})
    assert not unresolved, "\n".join(unresolved)


def test_the_walk_reads_the_2025_text():
    assert "510.1c" in load().rules and "509.3c" in load().rules
    assert not exists("509.5a")  # 2024's "whenever blocks" rule, 509.3a since 2025
