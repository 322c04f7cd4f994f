"""Colour identity (CR 903.4).

The colour identity of a card is the colours of every mana symbol in its
mana cost or rules text, plus colours from characteristic-defining abilities
(604.3, e.g. "is all colors") and its colour indicator (204) — across all its
faces: the back face of a double-faced card (903.4d) and the alternative
characteristics of an adventurer card (903.4e).  Reminder text, in
parentheses, is ignored (903.4c).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from casualmagic.cards.mana import COLOR_NAMES, COLORS, parse_cost, symbols_in_text

_REMINDER = re.compile(r"\([^()]*\)")
_CDA_ALL = re.compile(r"\bis all colors\b", re.IGNORECASE)
_NAME_TO_LETTER = {name: letter for letter, name in COLOR_NAMES.items()}
_CDA_COLOR = re.compile(r"\bis (white|blue|black|red|green)(?: and (white|blue|black|red|green))?\b")


def strip_reminder_text(text: str) -> str:
    """Rules text without reminder text (CR 207.2, 903.4c)."""
    previous = None
    while previous != text:  # nested parentheses, innermost first
        previous = text
        text = _REMINDER.sub("", text)
    return text


def face_identity(mana_cost: str | None, text: str | None,
                  color_indicator: Iterable[str] = ()) -> set[str]:
    """The colours one face contributes (cost, rules text, CDAs, colour indicator)."""
    found: set[str] = set()
    if mana_cost:
        found.update(parse_cost(mana_cost).colors)
    rules = strip_reminder_text(text or "")
    for sym in symbols_in_text(rules):
        found.update(c for c in sym.colors if c in COLORS)
    if _CDA_ALL.search(rules):  # CR 604.3, e.g. Transguild Courier
        found.update(COLORS)
    for m in _CDA_COLOR.finditer(rules):
        found.update(_NAME_TO_LETTER[g] for g in m.groups() if g)
    found.update(c for c in color_indicator if c in COLORS)
    return found


def color_identity(faces: Iterable[tuple[str | None, str | None, Iterable[str]]]) -> tuple[str, ...]:
    """Colour identity of a card from its faces ``(mana_cost, text, colour_indicator)``,
    in WUBRG order (CR 903.4, 903.4d, 903.4e)."""
    found: set[str] = set()
    for cost, text, indicator in faces:
        found |= face_identity(cost, text, indicator)
    return tuple(c for c in COLORS if c in found)


def card_identity(card: object) -> tuple[str, ...]:
    """Colour identity of a :class:`~casualmagic.cards.model.CardDef` and its faces."""
    faces = [(str(card.mana_cost), card.text, card.color_indicator)]  # type: ignore[attr-defined]
    for f in getattr(card, "faces", ()):
        faces.append((str(f.mana_cost), f.text, f.color_indicator))
    return color_identity(faces)
