"""Deck validation: generic checks plus each variant's construction rules, as plug-ins.

:func:`validate_deck` always checks that every card name is a real card
(CR 201.2: a card's name is its English name; an unknown one gets "did you
mean" suggestions) and warns about cards the engine can't fully play yet.
Then it runs the validators of the variant(s) named:

* a **construction** validator says what the deck itself must be
  (``constructed``: CR 100.2a, 100.4a; ``limited``: 100.2b; later
  ``commander``: 903.5, ``brawl``…); exactly one applies, ``constructed``
  when none is named;
* a **supplement** validator checks an extra deck a variant adds
  (``planechase``: the planar deck, 901.3; ``archenemy``: 904.3) and
  combines with any construction: ``"commander+planechase"``.

A variant module plugs in its rules with :func:`register_validator` when it is imported
(``casualmagic.variants`` imports every variant; the deck package sits below the variants and
never imports them, so who checks a deck for a variant imports ``casualmagic.variants`` first,
as the command line and :func:`casualmagic.new_game` do).  Each validator declares
the deck sections it checks; a non-empty section no validator checks gets a
warning, so nothing in a deck file is ignored silently.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from casualmagic.decks.model import DeckEntry, DeckList

Severity = Literal["error", "warning"]

NOT_A_RULE = ""
"""``DeckProblem.rule`` of a note that no rule of the CR causes (engine support)."""


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One problem with a deck.

    ``rule`` is the CR rule number it breaks (``"100.2a"``; :data:`NOT_A_RULE`
    for engine-support warnings), ``card`` the card it is about, ``line``
    the deck file line of that card, ``code`` a stable machine-readable kind
    (``"unknown-card"``, ``"deck-size"``, ``"copies"``, ``"sideboard-size"``,
    ``"unchecked-section"``, ``"engine-support"``…).  Only ``"error"`` makes
    a deck illegal.
    """

    rule: str
    message: str
    card: str | None = None
    severity: Severity = "error"
    line: int | None = None
    code: str = ""

    @property
    def is_error(self) -> bool:
        return self.severity == "error"


NOT_CHECKED_CODES = frozenset({"unchecked-section", "not-checked"})
"""Problem codes for a part of the deck no rule was checked against: such a deck is not
called legal (nor illegal) until it is."""

OUTSIDE_CR = "outside-cr"
"""Problem code of a note about a format rule outside the CR that validation doesn't check
(Commander's banned list): the verdict says so next to "legal"."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What validation can say of a deck: ``legal`` only when no problem is an error and
    every part of the deck was checked; ``word`` is "legal", "not legal" or "not fully
    checked"; ``notes`` are the rules outside the CR not checked (said next to "legal")."""

    legal: bool
    word: str
    not_checked: tuple[str, ...]
    notes: tuple[str, ...]


def verdict(problems: Iterable[DeckProblem]) -> Verdict:
    """The verdict on a deck with these problems (see :class:`Verdict`)."""
    problems = list(problems)
    unchecked = tuple(p.message for p in problems if p.code in NOT_CHECKED_CODES)
    notes = tuple(p.message for p in problems if p.code == OUTSIDE_CR)
    if any(p.is_error for p in problems):
        return Verdict(False, "not legal", unchecked, notes)
    if unchecked:
        return Verdict(False, "not fully checked", unchecked, notes)
    return Verdict(True, "legal", (), notes)


class CardLookup(Protocol):
    """What validation needs of the card database (``casualmagic.cards.database``)."""

    def get(self, name: str) -> Any: ...

    def suggest(self, name: str, n: int = 3) -> list[str]: ...


Validator = Callable[[DeckList, CardLookup], Iterable[DeckProblem]]
"""``fn(deck, db)`` → problems.  Skip cards ``db.get`` doesn't know: they are reported already."""


@dataclass(frozen=True, slots=True)
class VariantValidator:
    """A registered validator: its function, kind and the deck sections it checks."""

    name: str
    fn: Validator
    supplement: bool
    sections: tuple[str, ...]
    description: str


class UnknownVariantError(ValueError):
    """A variant name no validator is registered for (lists the known ones)."""


SECTION_RULES = {
    "sideboard": "100.4", "commanders": "100.2c", "companions": "702.139a",
    "planar": "100.2d", "scheme": "100.2d", "attraction": "100.2d", "vanguard": "902.3",
    "conspiracy": "905.4",
}
"""The rule that says what a deck section is for (cited when no validator checks it)."""

_REGISTRY: dict[str, VariantValidator] = {}


def register_validator(variant_name: str, fn: Validator, *, supplement: bool = False,
                       sections: Iterable[str] = ("main", "sideboard"), description: str = "",
                       replace: bool = False) -> Validator:
    """Plug in the deck-construction rules of a variant.

    ``supplement=True`` for a validator of an extra deck that combines with
    any construction rules (Planechase's planar deck); ``sections`` are the
    deck sections ``fn`` checks (``"commanders"``, ``"planar"``…).  Registering
    a different function under a taken name needs ``replace=True``.  Returns
    ``fn``.
    """
    name = variant_name.strip().lower()
    if not name or "+" in name:
        raise ValueError(f"bad variant name {variant_name!r}")
    old = _REGISTRY.get(name)
    if old is not None and old.fn is not fn and not replace:
        raise ValueError(f"a deck validator for {name!r} is already registered "
                         f"({old.fn.__module__}.{old.fn.__qualname__})")
    _REGISTRY[name] = VariantValidator(name, fn, supplement, tuple(sections), description)
    return fn


def unregister_validator(variant_name: str) -> None:
    """Remove a validator (for tests)."""
    _REGISTRY.pop(variant_name.strip().lower(), None)


def known_variants() -> list[str]:
    """Every variant name with a registered deck validator."""
    return sorted(_REGISTRY)


def resolve_variant(variant: str) -> list[VariantValidator]:
    """The validators of ``"constructed"``, ``"commander+planechase"``…, construction first.

    Raises :class:`UnknownVariantError` for a name without a validator and
    ``ValueError`` for two construction validators.
    """
    names = [n.strip().lower() for n in variant.split("+") if n.strip()]
    if not names:
        raise UnknownVariantError(f"no variant named (known: {', '.join(known_variants())})")
    chosen: list[VariantValidator] = []
    for name in names:
        if name not in _REGISTRY:
            raise UnknownVariantError(
                f"unknown variant {name!r}: no deck validator is registered for it "
                f"(known: {', '.join(known_variants())})")
        if _REGISTRY[name] not in chosen:
            chosen.append(_REGISTRY[name])
    builds = [v for v in chosen if not v.supplement]
    if len(builds) > 1:
        raise ValueError(f"{' and '.join(v.name for v in builds)} are both deck-construction "
                         "rules; a deck follows one of them")
    if not builds:
        builds = [_REGISTRY["constructed"]]
    return builds + [v for v in chosen if v.supplement]


def validate_deck(deck: DeckList, variant: str = "constructed", *,
                  db: CardLookup | None = None) -> list[DeckProblem]:
    """Every problem of ``deck`` under ``variant``'s construction rules, at once.

    ``variant`` is a registered name or names joined by ``+``.  ``db``
    defaults to the shipped card database.  The deck is legal when no
    problem is an error (warnings are allowed).
    """
    validators = resolve_variant(variant)
    if db is None:
        db = default_db()
    problems = unknown_cards(deck, db)
    for v in validators:
        problems.extend(v.fn(deck, db))
    checked = {s for v in validators for s in v.sections} | {"maybeboard", "tokens"}
    for section, entries in deck.sections():
        if section not in checked:
            n = sum(e.count for e in entries)
            hint = " (try --variant commander)" if section == "commanders" else ""
            problems.append(DeckProblem(
                SECTION_RULES.get(section, NOT_A_RULE),
                f"the deck's {section} section ({n} card{'s' * (n != 1)}) is not checked: "
                f"{'+'.join(v.name for v in validators)} has no such section{hint}",
                severity="warning", line=entries[0].line or None, code="unchecked-section"))
    problems.extend(engine_support(deck, db))
    return problems


def default_db() -> CardLookup:
    """The card database validation uses when none is given: the shipped one."""
    from casualmagic.cards.database import get_database

    return get_database()


# -- generic checks ----------------------------------------------------------------------

def unknown_cards(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """CR 201.2: every name must be a card's English name; suggestions for typos.

    A typo in the maybeboard or the tokens list is only a warning: those
    cards are not part of the deck.
    """
    seen: dict[str, list[int]] = {}
    where: dict[str, str] = {}
    for section, entry in deck.entries():
        if db.get(entry.name) is None:
            seen.setdefault(entry.name, []).append(entry.line)
            if where.get(entry.name) in (None, "maybeboard", "tokens"):
                where[entry.name] = section
    problems = []
    for name, lines in seen.items():
        hint = db.suggest(name)
        also = f" (also line{'s' * (len(lines) > 2)} {', '.join(map(str, lines[1:]))})" \
            if len(lines) > 1 and all(lines) else ""
        minor = where[name] in ("maybeboard", "tokens")
        problems.append(DeckProblem(
            "201.2", f"unknown card {name!r}" + (
                f" — did you mean {' or '.join(repr(h) for h in hint)}?" if hint else
                " — no card has that English name") + also + (
                f" (in the {where[name]})" if minor else ""),
            name, "warning" if minor else "error", lines[0] or None, "unknown-card"))
    return problems


def engine_support(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """Warnings for real cards the engine plays only partly or not at all (not a rule)."""
    try:
        from casualmagic.cards.definitions import implementation_status
    except ImportError:  # the card definitions are not installed: nothing to say
        return []
    problems = []
    done: set[str] = set()
    for section, entry in deck.entries():
        if section in ("maybeboard", "tokens"):
            continue
        rec = db.get(entry.name)
        if rec is None or rec.name in done:
            continue
        done.add(rec.name)
        status, missing = implementation_status(rec.name)
        if status == "implemented":
            continue
        detail = f" ({'; '.join(missing)})" if missing else ""
        problems.append(DeckProblem(
            NOT_A_RULE, f"{rec.name} is {status} in the engine{detail}: the deck can be "
            "checked but not played yet", rec.name, "warning", entry.line or None,
            "engine-support"))
    return problems


# -- helpers for construction validators -------------------------------------------------

_ANY_NUMBER = re.compile(r"A deck can have any number of cards named ", re.IGNORECASE)
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named ", re.IGNORECASE)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}


def is_basic_land(record: Any) -> bool:
    """A basic land card (205.4c: the supertype basic and the type land)."""
    return "Basic" in record.supertypes and "Land" in record.types


def copy_limit(record: Any, default: int) -> int | None:
    """How many copies of a card a deck may have: None for any number.

    Basic lands: any number (100.2a, 903.5b).  A card whose text says "A deck
    can have any number of cards named …" or "up to seven …" overrides the
    deck-construction rule (101.1).  Otherwise ``default`` (4 for 100.2a, 1
    for 903.5b).
    """
    if is_basic_land(record):
        return None
    text = getattr(record, "text", "") or ""
    if _ANY_NUMBER.search(text):
        return None
    m = _UP_TO.search(text)
    if m:
        word = m.group(1).lower()
        return _NUMBERS.get(word, int(word) if word.isdigit() else default)
    return default


def card_counts(deck: DeckList, db: CardLookup,
                sections: Iterable[str] = ("main",)) -> dict[str, tuple[int, DeckEntry]]:
    """Copies per card across ``sections`` → (count, first entry), by the database's name.

    Counting by the database's name counts a card written by a face name or
    an interchangeable name (201.3b) as the same card.  Unknown cards are left
    out (:func:`unknown_cards` reports them).
    """
    counts: Counter[str] = Counter()
    first: dict[str, DeckEntry] = {}
    for section in sections:
        for entry in deck.section(section):
            rec = db.get(entry.name)
            if rec is None:
                continue
            counts[rec.name] += entry.count
            first.setdefault(rec.name, entry)
    return {name: (n, first[name]) for name, n in counts.items()}


def sideboard_with_companions(deck: DeckList) -> tuple[DeckEntry, ...]:
    """The sideboard plus companions it doesn't list (Arena lists a companion in both)."""
    listed = {e.name.casefold() for e in deck.sideboard}
    return deck.sideboard + tuple(c for c in deck.companions if c.name.casefold() not in listed)


def companion_problems(deck: DeckList, db: CardLookup, starting: Iterable[str],
                       minimum: int) -> list[DeckProblem]:
    """CR 702.139a: at most one companion, a card with a companion ability whose condition
    the starting deck (the ``starting`` sections; 702.139b) fulfils; ``minimum`` is the
    format's minimum deck size.  A condition validation doesn't know is reported as not
    checked, so the deck is not called legal."""
    from casualmagic.decks.companions import companion_condition, condition_fulfilled

    problems: list[DeckProblem] = []
    entries = [(e, rec) for e in deck.companions if (rec := db.get(e.name)) is not None]
    if sum(e.count for e in deck.companions) > 1:
        problems.append(DeckProblem(
            "702.139a", f"the deck names {sum(e.count for e in deck.companions)} companions; "
            "a player reveals at most one", line=deck.companions[0].line or None,
            code="companion"))
    starting_deck = [rec for section in starting for e in deck.section(section)
                     if (rec := db.get(e.name)) is not None for _ in range(e.count)]
    for entry, rec in entries:
        line = entry.line or None
        condition = companion_condition(rec)
        if condition is None:
            problems.append(DeckProblem("702.139a", f"{rec.name} has no companion ability",
                                        rec.name, line=line, code="companion"))
            continue
        fulfilled = condition_fulfilled(rec, starting_deck, minimum)
        if fulfilled is None:
            problems.append(DeckProblem(
                "702.139a", f"{rec.name}'s companion condition (\"{condition}\") is not "
                "checked by validation", rec.name, "warning", line, "not-checked"))
        elif not fulfilled:
            problems.append(DeckProblem(
                "702.139a", f"{rec.name}'s companion condition is not fulfilled by the "
                f"starting deck: \"{condition}\"", rec.name, line=line, code="companion"))
    return problems


# -- the core construction rules ---------------------------------------------------------

def check_constructed(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """CR 100.2a (at least 60 cards; at most four of a card other than basic lands,
    interchangeable names counted as one, 201.3b) and 100.4a (at most fifteen
    sideboard cards; the four-card limit counts deck and sideboard together)."""
    problems: list[DeckProblem] = []
    if deck.total < 60:
        problems.append(DeckProblem("100.2a", f"the deck has {deck.total} cards; a constructed "
                                    "deck has at least 60", code="deck-size"))
    side = sideboard_with_companions(deck)
    side_n = sum(e.count for e in side)
    if side_n > 15:
        problems.append(DeckProblem("100.4a", f"the sideboard has {side_n} cards; a constructed "
                                    "sideboard has at most fifteen", line=side[0].line or None,
                                    code="sideboard-size"))
    view = DeckList(main=deck.main, sideboard=side)
    in_main = card_counts(view, db, ("main",))
    for name, (n, entry) in card_counts(view, db, ("main", "sideboard")).items():
        limit = copy_limit(db.get(name), 4)
        if limit is None or n <= limit:
            continue
        main_n = in_main.get(name, (0, entry))[0]
        split = f" ({main_n} in the deck, {n - main_n} in the sideboard)" if main_n < n else ""
        rule = "100.4a" if main_n <= limit else "100.2a"
        allowed = "at most four of a card other than basic lands" if limit == 4 else \
            f"its text allows at most {limit}"
        problems.append(DeckProblem(rule, f"{n} copies of {name}{split}: {allowed}", name,
                                    line=entry.line or None, code="copies"))
    problems += companion_problems(deck, db, ("main",), 60)
    return problems


def check_limited(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """CR 100.2b: at least 40 cards; any number of copies the product gave (not checked);
    a companion's condition (702.139a)."""
    problems = companion_problems(deck, db, ("main",), 40)
    if deck.total >= 40:
        return problems
    return [DeckProblem("100.2b", f"the deck has {deck.total} cards; a limited deck has at "
                        "least 40", code="deck-size"), *problems]


register_validator("constructed", check_constructed, sections=("main", "sideboard", "companions"),
                   description="constructed play (CR 100.2a, 100.4a)")
register_validator("limited", check_limited, sections=("main", "sideboard", "companions"),
                   description="limited play: sealed and draft decks (CR 100.2b)")
