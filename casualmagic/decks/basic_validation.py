"""Deck construction checks that need only the engine's own card pool (CR 100.2a, 201.3).

The full validation against every real card (unknown cards with
suggestions, variant rules such as 903.5) builds on the card database.
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
    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    problems: list[DeckProblem] = []
    if len(names) < 60:
        problems.append(DeckProblem("100.2a", f"the deck has {len(names)} cards; a constructed "
                                    "deck needs at least 60"))
    counts = Counter(names)
    for name, n in sorted(counts.items()):
        try:
            card = card_by_name(name)
        except CardNotImplementedError as e:
            problems.append(DeckProblem("100.2a", str(e), name))
            continue
        if n > 4 and "Basic" not in card.supertypes:
            problems.append(DeckProblem("100.2a", f"{n} copies of {name}: at most four of any card "
                                        "other than basic lands", name))
        if card.status != "implemented":
            problems.append(DeckProblem("100.2a", f"{name} is only partly implemented: "
                                        + "; ".join(card.missing), name, "warning"))
    return problems


VALIDATORS = {"constructed": _constructed}


def validate_names(names: list[str], variant: str = "constructed") -> list[DeckProblem]:
    return VALIDATORS[variant](names)
