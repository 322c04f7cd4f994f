"""The Comprehensive Rules shipped as package data: lookup and search.

The text (``data/comprules.txt.gz``, the CR effective 2024-06-07) is parsed
once, lazily, into :class:`RuleEntry` records: numbered rules (``903.8``),
subrules (``903.8a``), their examples, section headings (``903``) and the
glossary.  A few subrules are missing from the source text (e.g. 614.17a);
looking one up says so.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

EFFECTIVE = "2024-06-07"
_RULE_RE = re.compile(r"^(\d{3})(\.(\d+)([a-z]?))?\.?\s+(.*)$")
KNOWN_MISSING = frozenset({"614.17a", "701.31a", "702.11b", "702.11c", "702.11d", "702.16g",
                           "702.16h", "702.16i", "702.16j", "702.16k"})
"""Subrules lost when the shipped text was assembled (see DESIGN.md)."""


class UnknownRuleError(LookupError, ValueError):
    """A rule number that is not in the shipped Comprehensive Rules."""


@dataclass
class RuleEntry:
    """One rule: number, text, examples, and the numbers of its subrules."""

    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    subrules: list[str] = field(default_factory=list)
    is_glossary: bool = False


@dataclass
class RulesText:
    rules: dict[str, RuleEntry]
    glossary: dict[str, RuleEntry]
    order: list[str]


def _raw_text() -> str:
    data = (resources.files("casualmagic.rules") / "data" / "comprules.txt.gz").read_bytes()
    return gzip.decompress(data).decode("utf-8")


@lru_cache(maxsize=1)
def load() -> RulesText:
    text = _raw_text()
    lines = text.splitlines()
    try:
        gloss_at = lines.index("Glossary", 200)
    except ValueError:
        gloss_at = len(lines)
    rules: dict[str, RuleEntry] = {}
    order: list[str] = []
    last: RuleEntry | None = None
    for line in lines[:gloss_at]:
        line = line.strip()
        if not line:
            continue
        if line.startswith("Example:") and last is not None:
            last.examples.append(line)
            continue
        m = _RULE_RE.match(line)
        if not m:
            continue
        section, _, num, letter, body = m.groups()
        if num is None:
            number = section
        else:
            number = f"{section}.{num}{letter}"
        if number in rules:  # the table of contents repeats headings: keep the first
            last = rules[number]
            continue
        entry = RuleEntry(number, body.strip())
        rules[number] = entry
        order.append(number)
        parent = _parent(number)
        if parent and parent in rules:
            rules[parent].subrules.append(number)
        last = entry
    glossary: dict[str, RuleEntry] = {}
    term: str | None = None
    body: list[str] = []
    for line in lines[gloss_at + 1:] + [""]:
        if not line.strip():
            if term and body:
                glossary[term.lower()] = RuleEntry(term, "\n".join(body), is_glossary=True)
            term, body = None, []
            continue
        if term is None:
            term = line.strip()
        else:
            body.append(line.strip())
    return RulesText(rules, glossary, order)


def _parent(number: str) -> str | None:
    """``903.8a`` → ``903.8``; ``903.8`` → ``903``; ``903`` → None."""
    if number[-1].isalpha():
        return number[:-1]
    if "." in number:
        return number.split(".")[0]
    return None


def normalise(number: str) -> str:
    return number.strip().rstrip(".").lower()


def lookup(number: str) -> RuleEntry:
    """The rule ``number`` (e.g. ``"903.8"``, ``"704.5a"``, ``"903"``)."""
    key = normalise(number)
    entry = load().rules.get(key)
    if entry is None:
        if key in KNOWN_MISSING:
            raise UnknownRuleError(
                f"rule {key} exists in the Comprehensive Rules but is not in the shipped text "
                f"(effective {EFFECTIVE}); see the official rules for it")
        raise UnknownRuleError(f"there is no rule {number.strip()!r} in the Comprehensive Rules "
                               f"(effective {EFFECTIVE})")
    return entry


def exists(number: str) -> bool:
    return normalise(number) in load().rules


def subrules(number: str, deep: bool = True) -> list[RuleEntry]:
    """The subrules of a rule (all levels when ``deep``), in order."""
    rules = load().rules
    out: list[RuleEntry] = []
    for child in lookup(number).subrules:
        out.append(rules[child])
        if deep:
            out.extend(subrules(child, True))
    return out


def glossary(term: str) -> RuleEntry | None:
    return load().glossary.get(term.strip().lower())


def search(query: str, limit: int = 50) -> list[RuleEntry]:
    """Rules and glossary entries containing every word of ``query`` (case-insensitive);
    glossary entries whose term matches the whole query come first."""
    words = [w for w in re.split(r"\s+", query.lower().strip().strip('"')) if w]
    if not words:
        return []
    data = load()
    out: list[RuleEntry] = []
    phrase = " ".join(words)
    exact = data.glossary.get(phrase)
    if exact:
        out.append(exact)
    for number in data.order:
        e = data.rules[number]
        hay = (e.text + " " + " ".join(e.examples)).lower()
        if all(w in hay for w in words):
            out.append(e)
    for e in data.glossary.values():
        if e is exact:
            continue
        hay = (e.number + " " + e.text).lower()
        if all(w in hay for w in words):
            out.append(e)
    # rules that contain the exact phrase first
    out.sort(key=lambda e: (e is not exact, phrase not in (e.text.lower() + " " + e.number.lower())))
    return out[:limit]
