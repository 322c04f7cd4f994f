"""Deck construction checks for constructed decks (CR 100.2a, 201.3) over every real card.

Every name is looked up in the card database (unknown names get "did you
mean" suggestions); a real card the engine can't play yet is a warning (it
can be validated, not played).  Variant rules (903.5 and others) plug in
through :data:`VALIDATORS`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class DeckProblem:
    """One problem with a deck: the rule it breaks and a message naming the card."""

    rule: str
    message: str
    card: str | None = None
    severity: str = "error"


def _constructed(names: list[str]) -> list[DeckProblem]:
    from casualmagic.cards.database import get_database
    from casualmagic.cards.definitions import implementation_status

    db = get_database()
    problems: list[DeckProblem] = []
    if len(names) < 60:
        problems.append(DeckProblem("100.2a", f"the deck has {len(names)} cards; a constructed "
                                    "deck needs at least 60"))
    counts: Counter[str] = Counter()
    for name in names:
        rec = db.get(name)
        counts[rec.name if rec else name] += 1  # 201.3: one English name per card
    for name, n in sorted(counts.items()):
        rec = db.get(name)
        if rec is None:
            hint = db.suggest(name)
            problems.append(DeckProblem("201.2", f"unknown card {name!r}" + (
                f" — did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""), name))
            continue
        if n > 4 and not rec.is_basic_land:
            problems.append(DeckProblem("100.2a", f"{n} copies of {name}: at most four of any card "
                                        "other than basic lands", name))
        status, missing = implementation_status(rec.name)
        if status != "implemented":
            detail = f" ({'; '.join(missing)})" if missing else ""
            problems.append(DeckProblem("100.2a", f"{rec.name} is {status} in the engine{detail}: "
                                        "the deck can be checked but not played", rec.name,
                                        "warning"))
    return problems


VALIDATORS = {"constructed": _constructed}


def validate_names(names: list[str], variant: str = "constructed") -> list[DeckProblem]:
    return VALIDATORS[variant](names)
