"""Which cards are commanders (CR 903.3) and the questions effects ask about them.

The commander designation "is not a characteristic of the object represented
by the card; rather, it is an attribute of the card itself" (903.3).  The
engine's ``card_id`` names a physical card across all the objects it becomes
(400.7), so the designation is kept as the set of commander ``card_id``\\ s in
the variant state: a commander turned face down or copying another card is
still a commander, and a permanent copying a commander (a token, or another
card) is not (903.3 examples).

How a deck names its commander(s): a deck list as the engine receives it
has the command-zone cards first (see :func:`casualmagic.resolve_deck`); the
first card is the commander if it may be one (903.3, 903.3a; 903.12c for
Brawl), and the second card too when the two are a partner pair (702.124).
The ``commanders`` option (one tuple of names per seat) names them
explicitly instead.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from casualmagic.cards.identity import card_identity
from casualmagic.engine.designations import (
    is_commander,
)

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.state import GameState


CAN_BE_COMMANDER = "can be your commander"
"""The words of an ability that lets a card be a commander (903.3a, 113.6n)."""

_COLORS = ("W", "U", "B", "R", "G")


_CREATURE_OUTSIDE_BATTLEFIELD = re.compile(
    r"As long as [^.]+ isn't on the battlefield, it's an? [^.]*\bcreature\b")
"""A static ability that makes a card a creature outside the battlefield, so in the command
zone (Grist, the Hunger Tide: "As long as Grist isn't on the battlefield, it's a 1/1 Insect
creature in addition to its other types"; 604.1, 611.3a)."""


def is_creature_in_command_zone(card: Any) -> bool:
    """CR 903.3: is the card a creature with its characteristics in the command zone — its
    printed types, or those an ability of its own gives it everywhere but the battlefield?"""
    if "Creature" in card.types:
        return True
    return bool(_CREATURE_OUTSIDE_BATTLEFIELD.search(_text(card).replace("\n", " ")))


def eligible(card: Any, *, brawl: bool = False) -> bool:
    """CR 903.3, 903.3a: a legendary creature card (judged in the command zone, where a
    card such as Grist is a creature), or a card whose text says it can be your commander;
    in Brawl also a legendary planeswalker card (903.12c).  ``card`` is a
    :class:`CardDef` or a card-database record (both have types, supertypes and text)."""
    if "Legendary" in card.supertypes and is_creature_in_command_zone(card):
        return True
    if brawl and "Legendary" in card.supertypes and "Planeswalker" in card.types:
        return True
    return CAN_BE_COMMANDER in _text(card).replace("\n", " ")


def _text(card: Any) -> str:
    return getattr(card, "text", "") or ""


def _ability_lines(card: Any) -> list[str]:
    """The card's ability lines without reminder text."""
    return [line.split(" (")[0].strip() for line in _text(card).split("\n")]


def partner_with_name(card: Any) -> str | None:
    """The name after "Partner with" (702.124i), if the card has that ability."""
    for line in _ability_lines(card):
        if line.startswith("Partner with "):
            return line.removeprefix("Partner with ").strip()
    return None


def has_partner(card: Any) -> bool:
    """The plain partner ability (702.124a; "Partner with" is 702.124i, not this)."""
    return "Partner" in _ability_lines(card)


def partner_text(card: Any) -> str | None:
    """The "Partner—[text]" ability's text, e.g. "Friends forever" (702.124j; 2025 has no
    general "Partner—[text]" rule)."""
    for line in _ability_lines(card):
        if line.startswith("Partner—"):
            return line.removeprefix("Partner—").strip()
    return None


def chooses_background(card: Any) -> bool:
    """The "Choose a Background" ability (702.124k)."""
    return "Choose a Background" in _ability_lines(card)


def is_background(card: Any) -> bool:
    """A legendary Background enchantment card (702.124k)."""
    return "Legendary" in card.supertypes and "Enchantment" in card.types \
        and "Background" in card.subtypes


def doctors_companion(card: Any) -> bool:
    """The "Doctor's companion" ability (702.124m)."""
    return "Doctor's companion" in _ability_lines(card)


def is_lone_doctor(card: Any) -> bool:
    """A legendary Time Lord Doctor creature card with no other creature types (702.124m)."""
    words = sorted(" ".join(card.subtypes).split())  # "Time Lord" is one type of two words
    return "Legendary" in card.supertypes and is_creature_in_command_zone(card) \
        and words == ["Doctor", "Lord", "Time"]


def partner_pair(a: Any, b: Any) -> bool:
    """CR 702.124h–m: two cards that may be commanders together — both with partner, both
    with the same "partner—[text]" / friends forever, each with "partner with" the other's
    name, a card that chooses a Background with a legendary Background enchantment card
    (702.124k), or a Doctor's companion with a legendary Time Lord Doctor that has no other
    creature types (702.124m).  Different partner abilities don't combine (702.124f)."""
    if has_partner(a) and has_partner(b):
        return True
    if partner_text(a) is not None and partner_text(a) == partner_text(b):
        return True
    if partner_with_name(a) == b.name and partner_with_name(b) == a.name:
        return True
    for x, y in ((a, b), (b, a)):
        if chooses_background(x) and is_background(y):
            return True
        if doctors_companion(x) and is_lone_doctor(y):
            return True
    return False


def pair_eligible(a: Any, b: Any, *, brawl: bool = False) -> bool:
    """May ``a`` and ``b`` be designated together?  Each may be a commander (903.3) — a
    Background only beside a commander that chooses a Background (702.124k) — and they
    are a partner pair (702.124)."""
    def ok(x: Any, other: Any) -> bool:
        return eligible(x, brawl=brawl) or (is_background(x) and chooses_background(other))

    return ok(a, b) and ok(b, a) and partner_pair(a, b)


def commanders_from_list(cards: Sequence[CardDef], *, brawl: bool = False) -> list[int]:
    """Indices in a deck list of its commander(s): the first card if eligible, and the
    second as well when the two may be commanders together (see the module docstring);
    a Background may come first, before the commander that chooses it."""
    if len(cards) > 1 and pair_eligible(cards[0], cards[1], brawl=brawl):
        return [0, 1]
    if not cards or not eligible(cards[0], brawl=brawl):
        return []
    return [0]


def commanders_in_zone(game: GameState, zone: str, player: int | None = None) -> list[int]:
    """CR 903.3d: "a commander in a zone" is a card in that zone that is a commander
    (a spell on the stack for "casting a commander")."""
    ids = game.zone_ids(zone, player) if player is not None else (
        game.zone_ids(zone) if zone not in ("library", "hand", "graveyard") else
        tuple(i for p in game.players for i in getattr(p, zone)))
    return [oid for oid in ids if is_commander(game, oid)]


def identity_of(cards: Sequence[Any]) -> tuple[str, ...]:
    """CR 903.4: the colour identity of a set of commanders, WUBRG order."""
    colors: set[str] = set()
    for card in cards:
        colors.update(card_identity(card))
    return tuple(c for c in _COLORS if c in colors)
