"""Companion conditions (CR 702.139): "Companion—[Condition]" lets a player reveal the card
from outside the game before it begins if the condition "is fulfilled by your starting
deck" (702.139a) — the deck after any sideboard is set aside, and in Commander before the
commander is set aside (702.139b): the commander counts.

Each condition printed on a real card is a predicate over the starting deck's card records
(``casualmagic.cards.database``).  A condition not known here is reported as not checked,
never as fulfilled.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"})
"""Card types of permanent cards (110.4)."""

KAHEERA_TYPES = frozenset({"Cat", "Elemental", "Nightmare", "Dinosaur", "Beast"})

_COMPANION = re.compile(r"^Companion\s*[—-]\s*(.+?)(?: \(.*)?$")
_SYMBOL = re.compile(r"\{[^}]+\}")
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")

Deck = Sequence[Any]
"""The starting deck: one card record per card (copies repeated)."""


def companion_condition(card: Any) -> str | None:
    """The condition of the card's companion ability (702.139a), or None without one."""
    for line in (getattr(card, "text", "") or "").split("\n"):
        m = _COMPANION.match(line.strip())
        if m:
            return m.group(1).strip()
    return None


def _is_land(card: Any) -> bool:
    return "Land" in card.types


def _is_permanent(card: Any) -> bool:
    return bool(PERMANENT_TYPES & set(card.types))


def _symbols(card: Any) -> list[str]:
    faces = getattr(card, "faces", None) or (card,)
    return [s for f in faces for s in _SYMBOL.findall(getattr(f, "mana_cost", "") or "")]


def _has_activated_ability(card: Any) -> bool:
    """Does the card have an activated ability ("[Cost]: [Effect]", 602.1), counting keyword
    abilities that are activated (their reminder text has the colon, e.g. equip, cycling)
    and the intrinsic mana ability of a basic land type (305.6)?  Abilities it grants in
    quotation marks are not its own."""
    if set(getattr(card, "subtypes", ())) & {"Plains", "Island", "Swamp", "Mountain", "Forest"}:
        return True
    for line in (getattr(card, "text", "") or "").split("\n"):
        line = _QUOTED.sub("", line)
        if not line.startswith("Companion") and ":" in line:
            return True
    return False


def _gyruda(deck: Deck, minimum: int) -> bool:
    return all(c.mana_value % 2 == 0 for c in deck)


def _jegantha(deck: Deck, minimum: int) -> bool:
    return all(max(Counter(_symbols(c)).values(), default=0) <= 1 for c in deck)


def _kaheera(deck: Deck, minimum: int) -> bool:
    return all(bool(KAHEERA_TYPES & set(c.subtypes)) or "Changeling" in c.keywords
               for c in deck if "Creature" in c.types)


def _keruga(deck: Deck, minimum: int) -> bool:
    return all(_is_land(c) or c.mana_value >= 3 for c in deck)


def _lurrus(deck: Deck, minimum: int) -> bool:
    return all(c.mana_value <= 2 for c in deck if _is_permanent(c))


def _lutri(deck: Deck, minimum: int) -> bool:
    names = [c.name for c in deck if not _is_land(c)]
    return len(names) == len(set(names))


def _obosh(deck: Deck, minimum: int) -> bool:
    return all(_is_land(c) or c.mana_value % 2 == 1 for c in deck)


def _umori(deck: Deck, minimum: int) -> bool:
    nonland = [set(c.types) for c in deck if not _is_land(c)]
    return not nonland or bool(set.intersection(*nonland))


def _yorion(deck: Deck, minimum: int) -> bool:
    return len(deck) >= minimum + 20


def _zirda(deck: Deck, minimum: int) -> bool:
    return all(_has_activated_ability(c) for c in deck if _is_permanent(c))


CONDITIONS: dict[str, Callable[[Deck, int], bool]] = {
    "Your starting deck contains only cards with even mana values.": _gyruda,
    "No card in your starting deck has more than one of the same mana symbol in its mana "
    "cost.": _jegantha,
    "Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or "
    "Beast card.": _kaheera,
    "Your starting deck contains only cards with mana value 3 or greater and land cards.":
        _keruga,
    "Each permanent card in your starting deck has mana value 2 or less.": _lurrus,
    "Each nonland card in your starting deck has a different name.": _lutri,
    "Your starting deck contains only cards with odd mana values and land cards.": _obosh,
    "Each nonland card in your starting deck shares a card type.": _umori,
    "Your starting deck contains at least twenty cards more than the minimum deck size.":
        _yorion,
    "Each permanent card in your starting deck has an activated ability.": _zirda,
}
"""Every companion condition on a real card that this module checks, by its text."""


def condition_fulfilled(card: Any, deck: Deck, minimum: int) -> bool | None:
    """Is ``card``'s companion condition fulfilled by the starting deck ``deck`` (702.139a)?
    ``minimum`` is the format's minimum deck size (Yorion).  None when the condition is not
    one this module knows (it is then not checked)."""
    condition = companion_condition(card)
    check = CONDITIONS.get(condition or "")
    return None if check is None else check(deck, minimum)
