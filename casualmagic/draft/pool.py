"""A deck checked against its card pool (CR 905.1d, 100.2b, 100.4b, 315.3, 903.13e–f).

After the draft a player's drafted cards are their card pool; they build their deck from
only those cards and any number of basic land cards (905.1d), with as many copies of a card
as the pool holds (100.2b; 903.13f(2)).  Cards of the pool not in the deck are in the
sideboard (100.4b).  Conspiracy Draft: at least 40 cards (100.2b), five fewer for each
Advantageous Proclamation the player starts the game with; no conspiracy in the deck
(315.3).  Commander Draft: :mod:`casualmagic.draft.commander_decks` (903.13e–f).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from casualmagic.decks.model import DeckList
from casualmagic.decks.validate import DeckProblem

LIMITED_MINIMUM = 40
"""The minimum deck size of limited play (100.2b)."""

DECK_SIZE_REDUCERS = {"Advantageous Proclamation": 5}
"""Conspiracies that reduce their owner's minimum deck size ("Your minimum deck size is
reduced by five")."""


def _db():  # type: ignore[no-untyped-def]
    from casualmagic.cards.database import get_database

    return get_database()


def is_basic_land(name: str) -> bool:
    rec = _db().get(name)
    return rec is not None and "Basic" in rec.supertypes and "Land" in rec.types


def pool_problems(names: Iterable[str], pool: Iterable[str], rule: str = "905.1d",
                  allowed_extra: Iterable[str] = ()) -> list[DeckProblem]:
    """Cards of ``names`` that aren't basic lands and that the pool doesn't hold that many
    of (905.1d, 100.2b); ``allowed_extra`` are cards a rule lets a player add (903.13e)."""
    db = _db()
    have = Counter(db.lookup(n).name if db.get(n) else n for n in [*pool, *allowed_extra])
    want = Counter(db.lookup(n).name if db.get(n) else n for n in names)
    problems = []
    for name, n in want.items():
        if db.get(name) is None:
            problems.append(DeckProblem("201.2", f"{name}: no card has this name", name,
                                        code="unknown-card"))
        elif not is_basic_land(name) and n > have[name]:
            held = f"holds {have[name]}" if have[name] else "doesn't hold it"
            problems.append(DeckProblem(
                rule, f"{n} {name} in the deck but the card pool {held}: a deck is built from "
                "only the drafted cards and basic lands", name, code="not-in-pool"))
    return problems


def check_conspiracy_deck(deck: DeckList, pool: Iterable[str]) -> list[DeckProblem]:
    """905.1d, 100.2b, 315.3: see the module docstring.  Conspiracies in the sideboard are
    the ones the player starts the game with (905.4)."""
    pool = list(pool)
    main = list(deck.expanded())
    problems = pool_problems([*main, *deck.expanded("sideboard")], pool)
    for name in dict.fromkeys(main):
        rec = _db().get(name)
        if rec is not None and "Conspiracy" in rec.types:
            problems.append(DeckProblem("315.3", f"{name} is a conspiracy: it can't be included "
                                        "in a deck (start the game with it in the command zone "
                                        "from the sideboard, 905.4)", name, code="conspiracy"))
    minimum = minimum_deck_size(list(deck.expanded("sideboard")))
    if len(main) < minimum:
        problems.append(DeckProblem("100.2b", f"the deck has {len(main)} cards; a limited deck "
                                    f"has at least {minimum}", code="deck-size"))
    return problems


def minimum_deck_size(conspiracies: list[str]) -> int:
    """100.2b's 40, less five for each Advantageous Proclamation among ``conspiracies``."""
    return LIMITED_MINIMUM - sum(DECK_SIZE_REDUCERS.get(n, 0) for n in conspiracies)
