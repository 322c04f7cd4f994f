"""Commander Draft deck construction (CR 903.13e–f), an option of the Commander variant.

A Commander Draft deck follows the Commander deck rules (903.5) with three exceptions
(903.13f): (1) at least 60 cards, no maximum; (2) any number of cards of the same name from
the player's card pool; (3) when the draft had Commander Masters boosters, a card that can be
a commander by itself and whose colour identity has at most one colour counts as having
partner for deckbuilding.  903.13e: after a draft of Commander Legends or Commander Masters
boosters a player may add up to two The Prismatic Piper to their pool, only as their
commander(s).  The game itself is a normal Commander game (903.13g).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from casualmagic.decks.model import DeckEntry, DeckList
from casualmagic.decks.validate import DeckProblem
from casualmagic.variants.commander.designation import eligible, partner_pair
from casualmagic.variants.commander.validation import (
    _commander_problems,
    _identity,
    _identity_problems,
)

COMMANDER_DRAFT_MINIMUM = 60
PRISMATIC_PIPER = "The Prismatic Piper"
PIPER_SETS = frozenset({"CMR", "CMM"})
"""Draft boosters after which The Prismatic Piper may join the pool (903.13e)."""
FACELESS_ONE = "Faceless One"
FACELESS_SETS = frozenset({"CLB"})
"""Commander Legends: Battle for Baldur's Gate: Faceless One may join the pool (903.13e)."""


def masters_partner(card: object) -> bool:
    """903.13f(3): a card that can be a commander by itself with at most one colour in its
    colour identity."""
    return eligible(card) and len(_identity(card)) <= 1


def check_commander_draft(deck: DeckList, pool: Iterable[str], sets: Iterable[str] = ("CMR",)
                          ) -> list[DeckProblem]:
    """Every problem of a Commander Draft deck built from ``pool`` after a draft of
    ``sets`` boosters (903.13e–f, 903.5 otherwise)."""
    from casualmagic.cards.database import get_database
    from casualmagic.draft.pool import pool_problems

    db = get_database()
    sets = {s.upper() for s in sets}
    command = deck.commanders
    commanders = [e.name for e in command for _ in range(e.count)]
    main = deck.expanded()
    extra = [PRISMATIC_PIPER] * 2 * bool(sets & PIPER_SETS) \
        + [FACELESS_ONE] * 2 * bool(sets & FACELESS_SETS)
    problems = pool_problems([*commanders, *main], pool, "903.13f", allowed_extra=extra)
    for name in dict.fromkeys(extra):
        if main.count(name) > Counter(pool)[name]:
            problems.append(DeckProblem("903.13e", f"{name} added to the pool may be used "
                                        "only as a commander, not in the deck", name,
                                        code="not-in-pool"))
    cmd_problems = _commander_problems(command, db, brawl=False)
    if "CMM" in sets and len(commanders) == 2:  # 903.13f(3)
        a, b = (db.get(n) for n in commanders)
        if a is not None and b is not None and (partner_pair(a, b) or (
                masters_partner(a) and masters_partner(b))):
            cmd_problems = [p for p in cmd_problems if p.rule != "702.124h"]
    problems += cmd_problems
    total = len(main) + len(commanders)
    if total < COMMANDER_DRAFT_MINIMUM:
        problems.append(DeckProblem("903.13f", f"the deck has {total} cards including its "
                                    f"commander{'s' * (len(commanders) > 1)}; a Commander Draft "
                                    f"deck has at least {COMMANDER_DRAFT_MINIMUM}",
                                    code="deck-size"))
    known = [r for n in commanders if (r := db.get(n)) is not None]
    if known:
        identity = set().union(*(_identity(r) for r in known))
        problems += _identity_problems(deck, db, identity, brawl=False)
    return problems


def deck_list(commanders: list[str], main: list[str]) -> DeckList:
    """A Commander Draft deck as a DeckList (commanders in their own section)."""
    return DeckList(main=tuple(DeckEntry(n, name) for name, n in Counter(main).items()),
                    commanders=tuple(DeckEntry(n, name) for name, n in Counter(commanders).items()))
