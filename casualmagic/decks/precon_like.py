"""Precon-like Commander decks of implemented cards, for soaks and benchmarks.

An official precon list (``decks/data/precons/``) is played as it is when the engine
implements every card of it. Until then, a *precon-like* deck keeps the precon's cards the
engine implements in full and puts a basic land of the commander's colour identity (903.4,
903.5c; Wastes for a colourless commander, 305.6) in the place of each card it does not, so
the deck keeps its 100 cards (903.5a) and only implemented cards are ever in a game. When
the precon's commander itself is not implemented, an implemented card that can be a
commander (903.3) stands in for it: one of the same colour identity, else of the fewest colours
that include it (so every card of the deck stays within the identity, 903.5c), the first by
name among the candidates (the precon corpus's cards and the hand-written pool); a precon with no such card has no precon-like deck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources

from casualmagic.cards.definitions import implementation_status, pool_definitions
from casualmagic.cards.search import can_be_commander
from casualmagic.decks.parse import parse_deck_text

BASIC_OF_COLOUR = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


@dataclass(frozen=True)
class PreconLike:
    """A precon made playable: ``cards`` commander(s) first, ``commanders`` how many lead;
    ``replaced`` the precon's cards put aside (a commander that did not stand in among them)."""

    name: str
    cards: tuple[str, ...]
    commanders: int
    replaced: tuple[str, ...]

    @property
    def as_played(self) -> bool:
        """Is this the precon itself (every card implemented)?"""
        return not self.replaced


def precon_lists() -> dict[str, tuple[list[str], list[str]]]:
    """``{precon name: (commanders, main deck)}`` of the shipped precon lists, sorted by name."""
    folder = resources.files("casualmagic.decks") / "data" / "precons"
    out: dict[str, tuple[list[str], list[str]]] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".txt"):
            deck = parse_deck_text(entry.read_text(encoding="utf-8"), filename=entry.name)
            out[entry.name.removesuffix(".txt")] = (deck.expanded("commanders"), deck.expanded())
    return out


def is_implemented(name: str) -> bool:
    """Does the engine implement ``name`` in full (hand-written or compiled)?"""
    return implementation_status(name)[0] == "implemented"


def colour_identity(name: str) -> str:
    """The card's colour identity (903.4) as letters in WUBRG order, ``""`` for a name the
    database lacks."""
    from casualmagic.cards.database import get_database  # the oracle database loads lazily

    record = get_database().get(name)
    return "".join(c for c in "WUBRG" if record is not None and c in record.color_identity)


def stand_in_commanders(names: list[str], implemented: Callable[[str], bool] = is_implemented
                        ) -> dict[str, str]:
    """``{colour identity: commander}``: for each identity, the first by name of ``names``
    that can be a commander (903.3) and is implemented."""
    from casualmagic.cards.database import get_database  # the oracle database loads lazily

    db = get_database()
    out: dict[str, str] = {}
    for name in sorted(set(names)):
        record = db.get(name)
        if record is None or not can_be_commander(record):
            continue
        identity = colour_identity(name)
        if identity not in out and implemented(name):
            out[identity] = name
    return out


def precon_like(name: str, commanders: list[str], main: list[str],
                implemented: Callable[[str], bool] = is_implemented,
                stand_ins: dict[str, str] | None = None) -> PreconLike | None:
    """The precon-like deck of one precon, or None when a commander is not implemented and
    ``stand_ins`` (:func:`stand_in_commanders`) has none of its colour identity."""
    if not commanders:
        return None
    identity = "".join(c for c in "WUBRG" if any(c in colour_identity(n) for n in commanders))
    replaced: list[str] = []
    if not all(implemented(c) for c in commanders):
        wider = sorted((len(i), i) for i in stand_ins or {} if set(identity) <= set(i))
        if not wider:
            return None
        stand_in = (stand_ins or {})[wider[0][1]]
        replaced += commanders
        commanders = [stand_in]
    basics = [BASIC_OF_COLOUR[c] for c in identity] or ["Wastes"]
    cards: list[str] = list(commanders)
    for card in main:
        if implemented(card) and card not in commanders:
            cards.append(card)
        else:
            replaced.append(card)
            cards.append(basics[len(replaced) % len(basics)])
    return PreconLike(name, tuple(cards), len(commanders), tuple(replaced))


def precon_like_decks(names: list[str] | None = None,
                      implemented: Callable[[str], bool] = is_implemented
                      ) -> dict[str, PreconLike]:
    """The precon-like decks of the shipped precons (``names``, default all), by precon
    name; a precon without one is left out."""
    lists = precon_lists()
    corpus = [c for cs, m in lists.values() for c in (*cs, *m)]
    stand_ins = stand_in_commanders([*corpus, *pool_definitions()], implemented)
    out = {}
    for name in names if names is not None else sorted(lists):
        deck = precon_like(name, *lists[name], implemented, stand_ins)
        if deck is not None:
            out[name] = deck
    return out
