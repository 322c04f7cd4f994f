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

from casualmagic.cards.mana import COLOR_NAMES, COLORS, ManaCostError, parse_cost, symbols_in_text

_REMINDER = re.compile(r"\([^()]*\)")
_NAME_TO_LETTER = {name: letter for letter, name in COLOR_NAMES.items()}
_CDA = re.compile(r"^(?P<subject>.+?) is (?P<what>all colors|(?:white|blue|black|red|green)"
                  r"(?:(?:, | and |, and )(?:white|blue|black|red|green))*)\.$")


def strip_reminder_text(text: str) -> str:
    """Rules text without reminder text (CR 207.2, 903.4c)."""
    previous = None
    while previous != text:  # nested parentheses, innermost first
        previous = text
        text = _REMINDER.sub("", text)
    return text


def _cda_colors(text: str, name: str | None) -> set[str]:
    """Colours set by a characteristic-defining ability such as "Evermind is blue." or
    "Transguild Courier is all colors." (CR 604.3): a line saying what colour the card is."""
    found: set[str] = set()
    for line in text.splitlines():
        m = _CDA.match(line.strip())
        if not m:
            continue
        subject = m.group("subject").lower()
        if not (subject.startswith("this ") or (name and subject in
                                                 {n.lower() for n in name.split(" // ")})):
            continue
        what = m.group("what")
        if what == "all colors":
            found.update(COLORS)
        else:
            found.update(_NAME_TO_LETTER[w] for w in re.findall(r"white|blue|black|red|green", what))
    return found


def face_identity(mana_cost: str | None, text: str | None,
                  color_indicator: Iterable[str] = (), name: str | None = None) -> set[str]:
    """The colours one face contributes (cost, rules text, CDAs, colour indicator)."""
    found: set[str] = set()
    if mana_cost:
        try:
            found.update(parse_cost(mana_cost).colors)
        except ManaCostError:  # a joke symbol ({D}, {L}): count the symbols that are mana
            found.update(c for sym in symbols_in_text(mana_cost) for c in sym.colors)
    rules = strip_reminder_text(text or "")
    for sym in symbols_in_text(rules):
        found.update(c for c in sym.colors if c in COLORS)
    found |= _cda_colors(rules, name)
    found.update(c for c in color_indicator if c in COLORS)
    return found


def color_identity(faces: Iterable[tuple[str | None, str | None, Iterable[str]]],
                   name: str | None = None) -> tuple[str, ...]:
    """Colour identity of a card from its faces ``(mana_cost, text, colour_indicator)``,
    in WUBRG order (CR 903.4, 903.4d, 903.4e); ``name`` finds CDAs that name the card."""
    found: set[str] = set()
    for cost, text, indicator in faces:
        found |= face_identity(cost, text, indicator, name)
    return tuple(c for c in COLORS if c in found)


def card_identity(card: object) -> tuple[str, ...]:
    """Colour identity of a :class:`~casualmagic.cards.model.CardDef` and its faces."""
    faces = [(str(card.mana_cost), card.text, card.color_indicator)]  # type: ignore[attr-defined]
    for f in getattr(card, "faces", ()):
        faces.append((str(f.mana_cost), f.text, f.color_indicator))
    return color_identity(faces, card.name)  # type: ignore[attr-defined]
