"""The Comprehensive Rules shipped as package data: lookup, subrules, glossary, search.

The text (``data/comprules.txt.gz``: the CR effective 2025-02-07, see
``scripts/build_rules_data.py``) is parsed once, on the first call, into
:class:`RuleEntry` records:

* sections: ``"9"`` (*Casual Variants*);
* chapter headings: ``"903"`` (*Commander*);
* rules: ``"903.8"``; subrules: ``"903.8a"`` (the CR skips the letters l and o);
* glossary entries, by term (``"Commander Tax"``).

A rule missing from a text (a gap in the lettering or numbering before a
present sibling: 103.5c but no 103.5b) is recorded, and looking it up raises
:class:`MissingRuleError`, which says so, instead of "no such rule".  The
2025-02-07 text has no such gaps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

EFFECTIVE = "2025-02-07"
"""The date the shipped Comprehensive Rules took effect."""

OFFICIAL_RULES_URL = "https://magic.wizards.com/en/rules"

Kind = Literal["section", "chapter", "rule", "subrule", "glossary"]

_NUMBER = re.compile(r"^\d(?:\d\d(?:\.\d+[a-z]?)?)?$")
_LINE = re.compile(r"^(\d)\.\s+(\S.*)$|^(\d{3})(?:\.(\d+)([a-z])?)?\.?\s+(\S.*)$")
_PREFIX = re.compile(r"^(?:cr|rule)\s*", re.IGNORECASE)
_LETTERS = "abcdefghijkmnpqrstuvwxyz"
"""Subrule letters in order: the CR skips l and o (they look like 1 and 0)."""


class UnknownRuleError(LookupError, ValueError):
    """A rule number that is not in the shipped Comprehensive Rules (or is malformed)."""


class MissingRuleError(UnknownRuleError):
    """A rule of the CR that the shipped text lacks (lost when the text was assembled)."""

    def __init__(self, number: str) -> None:
        self.number = number
        super().__init__(
            f"rule {number} is part of the Comprehensive Rules but is not in the shipped text "
            f"(effective {EFFECTIVE}; it was lost when that text was assembled): see "
            f"{OFFICIAL_RULES_URL}")


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One numbered rule, heading or glossary entry of the CR.

    ``examples`` are the rule's examples without their ``Example:`` label;
    ``subrules`` the numbers of its direct subrules, in order (a section's
    are its chapters, a chapter's its rules).  For a glossary entry,
    ``number`` is the term and ``text`` the definition (lines joined by
    newlines).
    """

    number: str
    text: str
    examples: tuple[str, ...] = ()
    subrules: tuple[str, ...] = ()
    kind: Kind = "rule"

    @property
    def is_glossary(self) -> bool:
        return self.kind == "glossary"

    @property
    def is_heading(self) -> bool:
        """A section (``9``) or chapter (``903``) heading: its text is a title."""
        return self.kind in ("section", "chapter")


@dataclass(frozen=True, slots=True)
class RulesText:
    """The parsed CR: rules in CR order, glossary by folded term, known gaps."""

    rules: dict[str, RuleEntry]
    glossary: dict[str, RuleEntry]
    missing: frozenset[str]


def raw_text() -> str:
    """The shipped CR text (decompressed)."""
    import gzip
    from importlib import resources

    data = (resources.files("casualmagic.rules") / "data" / "comprules.txt.gz").read_bytes()
    return gzip.decompress(data).decode("utf-8")


def parent_of(number: str) -> str | None:
    """``903.8a`` → ``903.8`` → ``903`` → ``9`` → None."""
    if number[-1].isalpha():
        return number[:-1]
    if "." in number:
        return number.partition(".")[0]
    if len(number) == 3:
        return number[0]
    return None


def _kind(number: str) -> Kind:
    if len(number) == 1:
        return "section"
    if "." not in number:
        return "chapter"
    return "subrule" if number[-1].isalpha() else "rule"


def rule_sort_key(number: str) -> tuple[int, int, int]:
    """CR order: section ``9`` just before chapter ``900``, ``704.5`` before ``704.10``."""
    head, _, tail = number.partition(".")
    letter = tail[-1] if tail and tail[-1].isalpha() else ""
    n = int(tail.rstrip(_LETTERS) or 0)
    chapter = int(head) * 100 - 1 if len(head) == 1 else int(head)
    return (chapter, n, _LETTERS.index(letter) + 1 if letter else 0)


def parse(text: str) -> RulesText:
    """Parse the CR text (rules, examples, glossary)."""
    lines = text.splitlines()
    try:
        glossary_at = lines.index("Glossary")
    except ValueError:
        glossary_at = len(lines)
    texts: dict[str, str] = {}
    examples: dict[str, list[str]] = {}
    children: dict[str, list[str]] = {}
    last: str | None = None
    for line in lines[:glossary_at]:
        line = line.strip()
        if line.startswith("Example:"):
            if last is not None:
                examples[last].append(line.removeprefix("Example:").strip())
            continue
        m = _LINE.match(line)
        if not m:
            continue
        section, section_title, chapter, num, letter, body = m.groups()
        if section is not None:
            number, body = section, section_title
        else:
            number = chapter if num is None else f"{chapter}.{num}{letter or ''}"
        if number in texts:  # a repeated heading (a table of contents): keep the first
            last = number
            continue
        texts[number] = body.strip()
        examples[number] = []
        children[number] = []
        parent = parent_of(number)
        if parent is not None and parent in children:
            children[parent].append(number)
        last = number
    rules = {n: RuleEntry(n, t, tuple(examples[n]), tuple(children[n]), _kind(n))
             for n, t in texts.items()}
    return RulesText(rules, _parse_glossary(lines[glossary_at + 1:]), _gaps(children))


def _parse_glossary(lines: list[str]) -> dict[str, RuleEntry]:
    """Glossary entries: a term line, then definition lines, then a blank line."""
    entries: dict[str, RuleEntry] = {}
    aliases: dict[str, RuleEntry] = {}
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line.strip())
            continue
        if len(block) >= 2:
            entry = RuleEntry(block[0], "\n".join(block[1:]), kind="glossary")
            entries[fold(block[0])] = entry
            if ", " in block[0]:  # "You, Your": also found as "you" and "your"
                for part in block[0].split(", "):
                    aliases.setdefault(fold(part), entry)
        block = []
    for key, entry in aliases.items():
        entries.setdefault(key, entry)
    return entries


def _gaps(children: dict[str, list[str]]) -> frozenset[str]:
    """Rules missing from the text: gaps before a present sibling (103.5c but no 103.5b)."""
    missing: set[str] = set()
    for parent, kids in children.items():
        if not kids or len(parent) == 1:  # a section's chapters are not numbered densely
            continue
        if len(parent) == 3:  # a chapter's rules: 903.1, 903.2, …
            numbers = {int(k.partition(".")[2]) for k in kids}
            missing.update(f"{parent}.{i}" for i in range(1, max(numbers)) if i not in numbers)
        else:  # a rule's subrules: 903.8a, 903.8b, …
            letters = {k[-1] for k in kids}
            last = max(_LETTERS.index(c) for c in letters)
            missing.update(f"{parent}{c}" for c in _LETTERS[:last] if c not in letters)
    return frozenset(missing)


@lru_cache(maxsize=1)
def load() -> RulesText:
    """The shipped CR, parsed once."""
    return parse(raw_text())


def fold(text: str) -> str:
    """Text folded for matching: case, curly quotes and extra spaces ignored."""
    text = text.casefold().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return " ".join(text.split())


def normalise(number: str) -> str:
    """``" CR 903.8A. "`` → ``"903.8a"`` (no check that the rule exists)."""
    return _PREFIX.sub("", number.strip()).strip().rstrip(".").lower()


def is_rule_number(text: str) -> bool:
    """Whether ``text`` is shaped like a rule number (``9``, ``903``, ``903.8``, ``704.5a``)."""
    return bool(_NUMBER.match(normalise(text)))


def lookup(number: str) -> RuleEntry:
    """The rule ``number`` (``"903.8"``, ``"704.5a"``, ``"903"``, ``"9"``).

    Raises :class:`MissingRuleError` for a rule the shipped text lost and
    :class:`UnknownRuleError` for anything else that is not a rule.
    """
    key = normalise(number)
    data = load()
    entry = data.rules.get(key)
    if entry is not None:
        return entry
    if key in data.missing:
        raise MissingRuleError(key)
    if not _NUMBER.match(key):
        raise UnknownRuleError(f"{number.strip()!r} is not a rule number "
                               "(rule numbers look like 903.8, 704.5a, 903 or 9)")
    hint = ""
    parent = parent_of(key)
    if parent is not None and parent in data.rules and data.rules[parent].subrules:
        kids = data.rules[parent].subrules
        hint = f"; rule {parent} has {kids[0]}" + (f" to {kids[-1]}" if len(kids) > 1 else "")
    elif parent is not None and parent in data.rules:
        hint = f"; rule {parent} has no subrules"
    raise UnknownRuleError(f"there is no rule {key} in the Comprehensive Rules "
                           f"(effective {EFFECTIVE}){hint}")


def exists(number: str) -> bool:
    """Whether the shipped text has rule ``number``."""
    return normalise(number) in load().rules


@lru_cache(maxsize=1)
def creature_types() -> frozenset[str]:
    """Every creature type, as CR 205.3m lists them ("Time Lord" is the one of two words)."""
    listed = lookup("205.3m").text.split("one word long:", 1)[1]
    words = (w.strip().removeprefix("and ").strip().rstrip(".") for w in listed.split(","))
    return frozenset({"Time Lord", *(w for w in words if w)})


def subrules(number: str, deep: bool = True) -> list[RuleEntry]:
    """The subrules of rule ``number`` in CR order (every level when ``deep``).

    ``subrules("903.8")`` is 903.8's lettered subrules (none);
    ``subrules("903")`` is 903.1, 903.2, …, 903.4a, … .
    """
    rules = load().rules
    out: list[RuleEntry] = []

    def walk(entry: RuleEntry) -> None:
        for child in entry.subrules:
            out.append(rules[child])
            if deep:
                walk(rules[child])

    walk(lookup(number))
    return out


def missing_subrules(number: str) -> list[str]:
    """Direct subrules of ``number`` that the shipped text lost (``702.11`` → 702.11b, …)."""
    key = normalise(number)
    missing = load().missing
    return sorted((m for m in missing if parent_of(m) == key), key=rule_sort_key)


def glossary(term: str) -> RuleEntry | None:
    """The glossary entry for ``term`` (case-insensitive; ``"your"`` finds ``You, Your``)."""
    return load().glossary.get(fold(term))


@lru_cache(maxsize=1)
def _haystacks() -> tuple[tuple[RuleEntry, str], ...]:
    data = load()
    rules = [(e, fold(" ".join((e.text, *e.examples)))) for e in data.rules.values()]
    seen: set[int] = set()
    terms: list[tuple[RuleEntry, str]] = []
    for e in sorted(data.glossary.values(), key=lambda e: fold(e.number)):
        if id(e) not in seen:
            seen.add(id(e))
            terms.append((e, fold(f"{e.number} {e.text}")))
    return tuple(rules + terms)


def search(query: str, limit: int | None = 50) -> list[RuleEntry]:
    """Rules and glossary entries that contain every word of ``query``.

    Case-insensitive, curly and straight quotes alike; a word matches inside
    longer words (``tax`` finds "taxes").  Best first: the glossary entry
    named by the whole query, then headings titled by it, then entries
    containing the query as a phrase, then the rest; rules in CR order before
    glossary entries.
    """
    q = fold(query).strip("\"'")
    words = q.split()
    if not words:
        return []
    phrase = " ".join(words)
    exact = glossary(phrase)
    titled: list[RuleEntry] = []  # headings titled by the query ("state-based actions": 704)
    phrased: list[RuleEntry] = []
    rest: list[RuleEntry] = []
    for entry, hay in _haystacks():
        if entry is exact or not all(w in hay for w in words):
            continue
        if hay == phrase:
            titled.append(entry)
        elif phrase in hay:
            phrased.append(entry)
        else:
            rest.append(entry)
    found = ([exact] if exact else []) + titled + phrased + rest
    return found if limit is None else found[:limit]
