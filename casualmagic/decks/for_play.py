"""The decks of a game, checked before it starts (``casualmagic play``).

Each deck is held to the deck-construction rules of the variant played, with the
validators of :mod:`casualmagic.decks.validate`:

* a variant with construction rules of its own uses them (``commander``: 903.5,
  ``brawl``: 903.12);
* a game of the core rules (``duel``, Planechase alone) has none of its own: its
  decks follow limited play's 40-card minimum (100.2b), as the shipped and
  random-pool decks do (a 60-card constructed deck, 100.2a, meets it too);
* a supplement's rules (Planechase's planar deck, 901.3) apply to a deck that has
  that section; otherwise the variant supplies the extra deck and checks it as the
  game sets up.

The multiplayer formats of section 8 add no deck-construction rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.decks.model import DeckList
    from casualmagic.decks.validate import DeckProblem, VariantValidator

CORE_RULES_DECKS = "limited"
"""The construction rules of a game whose variants have none of their own (100.2b)."""


@dataclass(frozen=True)
class DeckVerdict:
    """One seat's deck, the rules it was checked against and its errors."""

    seat: int
    label: str
    rules: str
    errors: tuple[DeckProblem, ...]

    def lines(self) -> list[str]:
        """One line per problem: the seat, the deck, the rule and the problem."""
        out = []
        for p in self.errors:
            where = f" line {p.line}" if p.line else ""
            out.append(f"seat {self.seat + 1} ({self.label}{where}): [{p.rule or '-'}] "
                       f"{p.message}")
        return out


def play_rules(variant: str) -> tuple[str, tuple[VariantValidator, ...]]:
    """The construction rules (a validator name) of ``variant`` and its supplements'."""
    from casualmagic.decks.validate import UnknownVariantError, resolve_variant

    construction = None
    supplements = []
    for name in (n.strip().lower() for n in variant.split("+") if n.strip()):
        try:
            own = [v for v in resolve_variant(name) if v.name == name]
        except UnknownVariantError:  # no deck rules of its own (duel)
            continue
        for v in own:
            if v.supplement:
                supplements.append(v)
            elif construction is None:
                construction = v.name
    return construction or CORE_RULES_DECKS, tuple(supplements)


def check_decks(variant: str, decks: list[DeckList], labels: list[str],
                db: Any = None) -> list[DeckVerdict]:
    """Every seat's deck checked against ``variant``'s rules: the verdicts with errors."""
    from casualmagic.decks.validate import default_db, validate_deck

    rules, supplements = play_rules(variant)
    db = db if db is not None else default_db()
    out = []
    for seat, (deck, label) in enumerate(zip(decks, labels, strict=True)):
        names = [rules] + [s.name for s in supplements
                           if any(deck.section(section) for section in s.sections)]
        errors = tuple(p for p in validate_deck(deck, "+".join(names), db=db) if p.is_error)
        if errors:
            out.append(DeckVerdict(seat, label, "+".join(names), errors))
    return out
