"""Commander and Brawl deck construction (CR 903.3–903.5, 903.12, 702.124).

``casualmagic validate --variant commander DECKFILE`` (or ``brawl``) runs
:func:`check_commander` / :func:`check_brawl` after the generic checks
(unknown cards with suggestions, 201.2; engine-support warnings).  Every
problem is reported at once, each with the rule it breaks:

* 903.3 / 903.3a — a commander must be a legendary creature (or say it can be
  your commander); in Brawl a legendary planeswalker may be too (903.12c);
* 702.124 — two commanders only as a partner pair (702.124h–j), a commander that
  chooses a Background with a legendary Background enchantment (702.124k), or a
  Doctor's companion with a Time Lord Doctor (702.124m);
* 903.5a — exactly 100 cards including the commander(s) (Brawl: 60, 903.12d);
* 903.5b — one copy of each card but basic lands, interchangeable names counted
  as one (201.3);
* 903.5c — colour identity within the commander's (903.4);
* 903.5d — a card with a basic land type only if the commander's identity has
  every colour of mana it could produce; in Brawl, a colourless commander's deck
  may have basic lands of one basic land type (903.12e);
* 702.139 — a companion's condition is checked against the whole starting deck, the
  commander(s) included (702.139b), and 903.11: its colour identity within the
  commander's, its name not one of the deck's.

Commander's banned list is not in the CR: every result says it is not checked.

MTGO files keep the commander in the sideboard; such a deck is read with its
(one- or two-card) sideboard as the commander(s), and says so in a note.
"""

from __future__ import annotations

from casualmagic.decks.model import DeckEntry, DeckList
from casualmagic.decks.validate import (
    NOT_A_RULE,
    OUTSIDE_CR,
    CardLookup,
    DeckProblem,
    card_counts,
    companion_problems,
    copy_limit,
    register_validator,
)
from casualmagic.variants.commander.designation import (
    chooses_background,
    eligible,
    is_background,
    partner_pair,
)

BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""Basic land types and the colour of mana each lets a land produce (305.6)."""

_ORDER = "WUBRG"


def _identity(record: object) -> set[str]:
    return set(getattr(record, "color_identity", ()) or ())


def _colors(colors: set[str]) -> str:
    return "".join(c for c in _ORDER if c in colors) or "colourless"


def commanders_of(deck: DeckList) -> tuple[DeckList, tuple[DeckEntry, ...]]:
    """The deck as validated (MTGO's sideboard read as commanders) and its commander lines."""
    deck = deck.with_sideboard_as_commanders()
    return deck, deck.commanders


def check_commander(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """CR 903.3–903.5 and 702.124 (see the module docstring)."""
    return _check(deck, db, brawl=False)


def check_brawl(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """CR 903.12c–e on top of the Commander rules (see the module docstring)."""
    return _check(deck, db, brawl=True)


def _check(deck: DeckList, db: CardLookup, *, brawl: bool) -> list[DeckProblem]:
    deck, command = commanders_of(deck)
    problems: list[DeckProblem] = []
    problems += _commander_problems(command, db, brawl)
    commanders = [db.get(e.name) for e in command for _ in range(e.count)]
    known = [c for c in commanders if c is not None]
    identity: set[str] = set().union(*(_identity(c) for c in known)) if known else set()
    size, size_rule = (60, "903.12d") if brawl else (100, "903.5a")
    total = deck.total + sum(e.count for e in command)
    if total != size:
        problems.append(DeckProblem(
            size_rule, f"the deck has {total} cards including its commander"
            f"{'s' * (len(commanders) > 1)}; a {'Brawl' if brawl else 'Commander'} deck has "
            f"exactly {size}", code="deck-size"))
    problems += _singleton_problems(deck, db)
    if known:
        problems += _identity_problems(deck, db, identity, brawl)
    problems += companion_problems(deck, db, ("commanders", "main"), size)  # 702.139b
    problems += _companion_outside_game(deck, db, identity if known else None)
    problems.append(DeckProblem(
        NOT_A_RULE, f"{'Brawl' if brawl else 'Commander'}'s banned list is not part of the "
        "Comprehensive Rules and is not checked: a deck that follows CR 903 may still hold a "
        "banned card", severity="warning", code=OUTSIDE_CR))
    return problems


def _companion_outside_game(deck: DeckList, db: CardLookup,
                            identity: set[str] | None) -> list[DeckProblem]:
    """CR 903.11: a card brought in from outside the game — a companion — can't have a
    colour outside the commander's colour identity, nor the name of a card in the
    starting deck."""
    problems: list[DeckProblem] = []
    names = {rec.name for section in ("commanders", "main") for e in deck.section(section)
             if (rec := db.get(e.name)) is not None}
    for entry in deck.companions:
        rec = db.get(entry.name)
        if rec is None:
            continue
        if rec.name in names:
            problems.append(DeckProblem(
                "903.11", f"{rec.name} can't be brought in as a companion: the starting deck "
                "has a card of that name", rec.name, line=entry.line or None, code="companion"))
        outside = _identity(rec) - identity if identity is not None else set()
        if outside:
            problems.append(DeckProblem(
                "903.11", f"{rec.name} can't be brought in as a companion: its colour identity "
                f"({_colors(_identity(rec))}) has {_colors(outside)}, outside the commander's "
                f"({_colors(identity or set())})", rec.name, line=entry.line or None,
                code="companion"))
    return problems


def _commander_problems(command: tuple[DeckEntry, ...], db: CardLookup,
                        brawl: bool) -> list[DeckProblem]:
    """903.3, 903.3a, 903.12c: who may be a commander; 702.124: at most a partner pair."""
    problems: list[DeckProblem] = []
    n = sum(e.count for e in command)
    if n == 0:
        return [DeckProblem("903.3", "the deck names no commander: put it in a Commander "
                            "section (or a 'Commander:' line)", code="no-commander")]
    records = [(entry, rec) for entry in command
               if (rec := db.get(entry.name)) is not None]  # unknown: reported (201.2)
    for entry, rec in records:
        if is_background(rec):
            if not any(chooses_background(r) for _, r in records):
                problems.append(DeckProblem(
                    "702.124k", f"{rec.name} can't be a commander: a legendary Background "
                    "enchantment card is a commander only beside one that has \"Choose a "
                    "Background\"", rec.name, line=entry.line or None,
                    code="commander-eligibility"))
            continue
        if not eligible(rec, brawl=brawl):
            if brawl:
                rule, what = "903.12c", "a legendary creature or legendary planeswalker"
            elif "Legendary" in rec.supertypes and "Planeswalker" in rec.types:
                rule, what = "903.3a", "a legendary creature (this planeswalker doesn't say it " \
                    "can be your commander)"
            else:
                rule, what = "903.3", "a legendary creature card"
            problems.append(DeckProblem(rule, f"{rec.name} can't be a commander: a commander is "
                                        f"{what}", rec.name, line=entry.line or None,
                                        code="commander-eligibility"))
    if n > 2:
        problems.append(DeckProblem("702.124a", f"the deck names {n} commanders; at most two, "
                                    "and two only with partner", line=command[0].line or None,
                                    code="commander-count"))
    elif n == 2 and len(records) == 2:
        (e1, a), (e2, b) = records
        if a.name == b.name:
            problems.append(DeckProblem("903.5b", f"two copies of {a.name} as commanders",
                                        a.name, line=e1.line or None, code="copies"))
        elif not partner_pair(a, b):
            problems.append(DeckProblem(
                "702.124h", f"{a.name} and {b.name} can't both be commanders: two commanders "
                "need partner on both, the same \"partner—\" ability, \"partner with\" each "
                "other, \"Choose a Background\" with a Background (702.124k), or \"Doctor's "
                "companion\" with a Time Lord Doctor (702.124m); different partner abilities "
                "don't combine (702.124f)", b.name,
                line=e2.line or None, code="partner"))
    elif n == 2 and len(records) == 1 and records[0][0].count == 2:
        problems.append(DeckProblem("903.5b", f"two copies of {records[0][1].name} as "
                                    "commanders", records[0][1].name,
                                    line=records[0][0].line or None, code="copies"))
    return problems


def _singleton_problems(deck: DeckList, db: CardLookup) -> list[DeckProblem]:
    """903.5b: one of each English name but basic lands; names that are interchangeable
    (201.3) count as the same name (the database resolves them to one card)."""
    problems = []
    for name, (n, entry) in card_counts(deck, db, ("commanders", "main")).items():
        limit = copy_limit(db.get(name), 1)
        if limit is None or n <= limit:
            continue
        allowed = "a Commander deck has one of each card other than basic lands" \
            if limit == 1 else f"its text allows at most {limit} in a deck"
        problems.append(DeckProblem("903.5b", f"{n} copies of {name}: {allowed}", name,
                                    line=entry.line or None, code="copies"))
    return problems


def _identity_problems(deck: DeckList, db: CardLookup, identity: set[str],
                       brawl: bool) -> list[DeckProblem]:
    """903.5c (colour identity) and 903.5d (basic land types), 903.12e in Brawl."""
    problems: list[DeckProblem] = []
    seen: set[str] = set()
    basic_types_used: dict[str, DeckEntry] = {}
    for entry in deck.main:
        rec = db.get(entry.name)
        if rec is None or rec.name in seen:
            continue
        seen.add(rec.name)
        outside = _identity(rec) - identity
        if outside:
            problems.append(DeckProblem(
                "903.5c", f"{rec.name}'s colour identity ({_colors(_identity(rec))}) has "
                f"{_colors(outside)}, outside the commander's ({_colors(identity)})", rec.name,
                line=entry.line or None, code="color-identity"))
            continue
        land_types = [t for t in getattr(rec, "subtypes", ()) if t in BASIC_LAND_TYPES]
        if not land_types:
            continue
        produces = {BASIC_LAND_TYPES[t] for t in land_types}
        if produces <= identity:
            continue
        if brawl and not identity and "Basic" in rec.supertypes:
            basic_types_used.setdefault(land_types[0], entry)  # 903.12e, checked below
            continue
        problems.append(DeckProblem(
            "903.5d", f"{rec.name} has the basic land type{'s' * (len(land_types) > 1)} "
            f"{', '.join(land_types)} and could produce {_colors(produces - identity)} mana, "
            f"outside the commander's colour identity ({_colors(identity)})", rec.name,
            line=entry.line or None, code="basic-land-type"))
    if len(basic_types_used) > 1:
        kinds = ", ".join(basic_types_used)
        first = list(basic_types_used.values())[1]
        problems.append(DeckProblem(
            "903.12e", f"a colourless commander's Brawl deck may have basic lands of one basic "
            f"land type; this one has {kinds}", first.name, line=first.line or None,
            code="basic-land-type"))
    return problems


register_validator("commander", check_commander, sections=("main", "commanders", "companions"),
                   description="Commander: 100-card singleton decks led by a commander (CR 903)")
register_validator("brawl", check_brawl, sections=("main", "commanders", "companions"),
                   description="Brawl: 60-card singleton decks led by a commander (CR 903.12)")
