"""Colour identity (CR 903.4).

903.4: the colour identity of a card is the colours of every mana symbol in
its mana cost or rules text, plus the colours defined by its
characteristic-defining abilities (604.3, e.g. "Transguild Courier is all
colors.") and by its colour indicator (204) — across all its faces:

* 903.4c — reminder text (in parentheses, 207.2a) is ignored, so a land's
  "({T}: Add {G}.)" adds nothing; 903.5d restricts such lands instead;
* 903.4d — the back face of a double-faced card is included; a meld card's back
  face is half of the melded permanent and determines nothing on its own (712.4b);
* 903.4e — alternative characteristics (an adventurer card's Adventure, 715; a
  flip card's flipped half, 710) are included;
* a split card's halves combine outside the stack (709.4), so both count.

A CDA that makes a card colourless ("Devoid", 702.114a; "Ghostfire is
colorless.") does not remove the colours of its mana symbols: 903.4 counts
symbols, not the card's colour.  A card whose text says its colour ability
"doesn't affect its color identity" (Fallaji Wayfarer) is taken at its word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from casualmagic.cards.mana import COLOR_NAMES, COLORS, ManaCostError, parse_cost, symbols_in_text
from casualmagic.cards.oracle import CardRecord

_REMINDER = re.compile(r"\([^()]*\)")
_NAME_TO_LETTER = {name: letter for letter, name in COLOR_NAMES.items()}
_COLOR_WORD = r"(?:white|blue|black|red|green)"
_CDA = re.compile(rf"^(?P<subject>[^.\n]+?) is (?P<what>all colors|{_COLOR_WORD}"
                  rf"(?:(?:, | and |, and ){_COLOR_WORD})*)\.(?P<rest>.*)$", re.IGNORECASE)
_MAYBE_CDA = re.compile(rf" is (?:all colors|{_COLOR_WORD})", re.IGNORECASE)
_SELF = ("this card", "this creature", "this permanent", "this spell", "this object", "it")

FaceLike = Any
"""A :class:`~casualmagic.cards.oracle.CardFace`, a ``CardDef``/its face, or a tuple
``(mana_cost, text, colour_indicator)``."""


def strip_reminder_text(text: str) -> str:
    """Rules text without reminder text (CR 207.2a, 903.4c), nested parentheses too."""
    if "(" not in text:
        return text
    previous = None
    while previous != text:  # innermost parentheses first
        previous = text
        text = _REMINDER.sub("", text)
    return text


def reminder_colors(texts: Iterable[str]) -> set[str]:
    """Colours of mana symbols that appear only inside reminder text (903.4c)."""
    found: set[str] = set()
    for text in texts:
        if "(" in text and "{" in text:
            inside = {c for s in symbols_in_text(text) for c in s.colors}
            outside = {c for s in symbols_in_text(strip_reminder_text(text)) for c in s.colors}
            found |= inside - outside
    return found


def cda_colors(text: str, names: Iterable[str] = ()) -> set[str]:
    """Colours set by a characteristic-defining ability (CR 604.3) in rules text,
    e.g. "Transguild Courier is all colors." or "This creature is blue and red.".

    Only a sentence whose subject is the card itself counts (by name, shortened
    name 201.5c, or "this ..."); "All creatures are black." is not a CDA (604.3a (3)).
    """
    if not _MAYBE_CDA.search(text):
        return set()
    subjects = set(_SELF)
    for n in names:
        if n:
            subjects.add(n.lower())
            subjects.add(n.split(",")[0].lower())  # 201.5c: "Sphinx" for a shortened name
    found: set[str] = set()
    for line in text.splitlines():
        m = _CDA.match(line.strip())
        if not m or m.group("subject").lower() not in subjects:
            continue
        if "doesn't affect its color identity" in m.group("rest").lower():
            continue  # the card says so (Fallaji Wayfarer)
        what = m.group("what").lower()
        if what == "all colors":
            found.update(COLORS)
        else:
            found.update(_NAME_TO_LETTER[w] for w in re.findall(_COLOR_WORD, what))
    return found


@lru_cache(maxsize=8192)
def _cost_colors(cost: str | None) -> frozenset[str]:
    """Colours of the mana symbols of a mana cost (a split card's: both halves, 709.4b)."""
    if not cost:
        return frozenset()
    found: set[str] = set()
    for part in cost.split(" // "):  # a split card's combined cost (709.4b)
        try:
            found.update(parse_cost(part).colors)
        except ManaCostError:  # a joke symbol: still count the symbols that are mana
            found.update(c for sym in symbols_in_text(part) for c in sym.colors)
    return frozenset(found)


def face_identity(mana_cost: str | None, text: str | None,
                  color_indicator: Iterable[str] | None = (),
                  names: Iterable[str] | str | None = None) -> set[str]:
    """The colours one face contributes: mana cost, mana symbols in rules text
    without reminder text (903.4c), CDAs (604.3) and colour indicator (204)."""
    found = set(_cost_colors(mana_cost))
    if text:
        rules = strip_reminder_text(text)
        if "{" in rules:
            for sym in symbols_in_text(rules):
                found.update(sym.colors)
        if _MAYBE_CDA.search(rules):
            if isinstance(names, str):
                names = [names, *names.split(" // ")]
            found |= cda_colors(rules, names or ())
    if color_indicator:
        found.update(c for c in color_indicator if c in COLORS)
    return found


def _as_face(face: FaceLike) -> tuple[str | None, str | None, Iterable[str] | None, str | None]:
    if isinstance(face, tuple):
        cost, text, indicator = (list(face) + [None, None, ()])[:3]
        return cost, text, indicator, None
    cost = getattr(face, "mana_cost", "")
    return (str(cost) if cost is not None else None, getattr(face, "text", ""),
            getattr(face, "color_indicator", ()), getattr(face, "name", None))


def _faces_of(obj: Any) -> tuple[list[Any], str | None]:
    """The faces of whatever :func:`color_identity` was given, and the card's name."""
    if isinstance(obj, tuple) and obj and (obj[0] is None or isinstance(obj[0], str)):
        return [obj], None  # one (mana_cost, text, colour_indicator) tuple
    if isinstance(obj, CardRecord):
        return list(obj.faces), obj.name
    if hasattr(obj, "mana_cost"):  # a CardDef (its faces are the *other* faces) or one face
        return [obj, *getattr(obj, "faces", ())], getattr(obj, "name", None)
    return list(obj), None


_ORDERED: dict[frozenset[str], tuple[str, ...]] = {
    frozenset(c for i, c in enumerate(COLORS) if mask >> i & 1):
        tuple(c for i, c in enumerate(COLORS) if mask >> i & 1)
    for mask in range(32)
}


def _ordered(colors: Iterable[str]) -> tuple[str, ...]:
    """Colours in WUBRG order (CR 105.1)."""
    return _ORDERED[frozenset(colors)]


def color_identity(card_or_faces: Any, name: str | None = None) -> tuple[str, ...]:
    """Colour identity per CR 903.4, in WUBRG order.

    Accepts a :class:`~casualmagic.cards.oracle.CardRecord` (every face it has the
    characteristics of, meld back faces excepted, 712.4b), a ``CardDef``, one face,
    or an iterable of faces given as objects or ``(mana_cost, text, colour_indicator)``
    tuples.  ``name`` lets a CDA that names the card be recognised.

    For a record this is the *computed* identity; ``record.color_identity`` is what
    deck construction uses (see :func:`record_identity`).
    """
    items, own_name = _faces_of(card_or_faces)
    name = name or own_name
    found: set[str] = set()
    for face in items:
        if getattr(face, "meld_back", False) or not getattr(face, "known", True):
            continue
        cost, text, indicator, face_name = _as_face(face)
        found |= face_identity(cost, text, indicator, _Names(name, face_name))
    return _ordered(found)


class _Names:
    """The names a CDA may call the card by, worked out only when a CDA is suspected."""

    __slots__ = ("card", "face")

    def __init__(self, card: str | None, face: str | None) -> None:
        self.card, self.face = card, face

    def __iter__(self) -> Iterator[str]:
        if self.card:
            yield self.card
            yield from self.card.split(" // ")
        if self.face:
            yield self.face


def _may_have_hidden_indicator(face: Any) -> bool:
    """A face whose colour indicator the data doesn't record and that could have one: a
    face without coloured mana symbols in its cost (204.1) that is not a land — or a land
    that is also a creature (Dryad Arbor: "Land Creature — Forest Dryad", green by its
    colour indicator, 204; 903.4)."""
    if face.color_indicator is not None or face.meld_back:
        return False
    if "Land" in face.types and "Creature" not in face.types:
        return False
    return not _cost_colors(face.mana_cost)


def record_identity(faces: tuple[Any, ...], source: Iterable[str], name: str | None = None,
                    ) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """``(computed, used, note)`` for a card's faces and its source identity.

    ``computed`` is :func:`color_identity` of the characteristics the faces have.
    ``used`` is what deck construction uses: where the card lacks something 903.4
    counts — a face the data omits (903.4d, 903.4e) or a colour indicator it does not
    record (204) — the source's colours are added to the computed ones, and ``note``
    says so.  Otherwise ``used`` is ``computed`` and ``note`` is None.
    """
    found: set[str] = set()
    for f in faces:
        if f.known and not f.meld_back:
            found |= face_identity(f.mana_cost, f.text, f.color_indicator, _Names(name, f.name))
    computed = _ordered(found)
    extra = set(source) - set(computed)
    if not extra:
        return computed, computed, None
    missing = [f.name for f in faces if not f.known]
    hidden = [f.name for f in faces if f.known and _may_have_hidden_indicator(f)]
    if not missing:
        # the source counts reminder text (903.4c says not to): such colours are no sign
        # of a colour indicator (Sorin of House Markov's extort reminder, {W/B}) — except
        # on a land creature, whose reminder of its land type's mana ability says nothing
        # about the colour indicator it may have as well (Dryad Arbor)
        extra -= reminder_colors(f.text for f in faces if f.known and not (
            "Land" in f.types and _may_have_hidden_indicator(f)))
    if not extra or not (missing or hidden):
        return computed, computed, None
    if missing:
        note = (f"903.4d/903.4e: the card data lacks {', '.join(repr(n) for n in missing)}; "
                f"its colours ({''.join(_ordered(extra))}) are taken from the source's identity")
    else:
        note = ("204: the card data does not record colour indicators; the source's "
                f"colours ({''.join(_ordered(extra))}) are taken for "
                f"{', '.join(repr(n) for n in hidden)}")
    return computed, _ordered(set(computed) | extra), note


def card_identity(card: object) -> tuple[str, ...]:
    """Colour identity of a :class:`~casualmagic.cards.model.CardDef` and its faces."""
    faces = [(str(card.mana_cost), card.text, card.color_indicator)]  # type: ignore[attr-defined]
    for f in getattr(card, "faces", ()):
        faces.append((str(f.mana_cost), f.text, f.color_indicator))
    return color_identity(faces, card.name)  # type: ignore[attr-defined]
