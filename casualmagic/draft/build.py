"""Pick strength and deck building from a card pool (CR 905.1d, 100.2b, 903.13f).

:func:`card_strength` rates a card on its own (a creature's size for its cost and its
keywords, removal, card draw); :func:`pick_strength` adds the drafter's colours once they
have some picks, so an agent settles into colours as a drafter does.  :func:`build_limited`
builds a Conspiracy Draft deck (40 cards: the two colours with the most pick strength, a
curve with few six-drops, 17 basic lands split by mana symbols; conspiracies go to the
command zone, 905.4), :func:`build_commander_draft` a Commander Draft deck (the strongest
commander or partner pair of the pool, 60 cards within its colour identity, 903.13f).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

COLOURS = "WUBRG"
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
PRISMATIC_PIPER = "The Prismatic Piper"

_REMOVAL = ("destroy target", "exile target", "damage to target", "damage to any target",
            "target creature gets -", "return target creature", "fights", "tap target creature")
_GOOD_WORDS = ("draw a card", "draw two", "create", "+1/+1 counter", "you gain", "search your")
_KEYWORD_VALUE = {"Flying": 1.0, "Deathtouch": 0.6, "Lifelink": 0.4, "First strike": 0.5,
                  "Double strike": 1.0, "Trample": 0.3, "Vigilance": 0.2, "Haste": 0.3,
                  "Menace": 0.4, "Hexproof": 0.4, "Indestructible": 0.8, "Reach": 0.1,
                  "Defender": -1.0}


def _record(name: str) -> Any:
    from casualmagic.cards.database import get_database

    return get_database().get(name)


def colours_of(name: str) -> frozenset[str]:
    """The colours of a card's mana cost (105.2, 202.2)."""
    rec = _record(name)
    cost = (rec.mana_cost or "") if rec is not None else ""
    return frozenset(c for c in COLOURS if c in cost)


def identity_of(name: str) -> frozenset[str]:
    rec = _record(name)
    return frozenset(rec.color_identity or ()) if rec is not None else frozenset()


def _num(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 1.0


@cache
def card_strength(name: str) -> float:
    """How good a card is on its own, about 0 to 6."""
    rec = _record(name)
    if rec is None:
        return 0.0
    text = (rec.text or "").lower()
    types = set(rec.types)
    if "Conspiracy" in types:
        return 2.0
    if "Land" in types:
        return 0.5 if "Basic" not in rec.supertypes else 0.0
    mv = rec.mana_value or 0
    score = 1.0
    if "Creature" in types:
        body = _num(rec.power) + _num(rec.toughness)
        score += body / (mv + 1.0) * 1.6
        score += sum(_KEYWORD_VALUE.get(k, 0.15) for k in rec.keywords)
        if mv >= 7:
            score -= 0.5
    if any(w in text for w in _REMOVAL):
        score += 2.0
    score += 0.5 * sum(w in text for w in _GOOD_WORDS)
    if "Legendary" in rec.supertypes and "Creature" in types:
        score += 0.3
    return round(max(score, 0.0), 3)


def colour_weights(cards: Iterable[str]) -> dict[str, float]:
    """Pick strength summed by colour over ``cards``."""
    weights = dict.fromkeys(COLOURS, 0.0)
    for name in cards:
        for c in colours_of(name):
            weights[c] += card_strength(name)
    return weights


def top_colours(cards: Iterable[str], k: int = 2) -> tuple[str, ...]:
    weights = colour_weights(cards)
    return tuple(sorted(COLOURS, key=lambda c: (-weights[c], COLOURS.index(c)))[:k])


def pick_strength(name: str, drafted: list[str], commander: bool = False) -> float:
    """A card's strength for a drafter who has already drafted ``drafted``: after five picks,
    cards of their two best colours are worth more and others less; in a Commander Draft a
    card that can be a commander is worth more early (903.3)."""
    score = card_strength(name)
    if commander and _can_command(name):
        have = sum(_can_command(n) for n in drafted)
        score += 3.0 if have < 2 else 0.5
    colours = colours_of(name)
    if len(drafted) >= 5 and colours:
        mine = set(top_colours(drafted))
        score += 1.5 if colours <= mine else (-1.0 * len(colours - mine))
    return score


def _can_command(name: str) -> bool:
    from casualmagic.variants.commander.designation import eligible

    rec = _record(name)
    return rec is not None and eligible(rec)


class DraftAgent:
    """Drafts the card of highest :func:`pick_strength` (ties broken by a seeded coin)."""

    def __init__(self, seed: int, commander: bool = False) -> None:
        import random

        self.rng = random.Random(seed)
        self.commander = commander

    def choose(self, view: dict[str, Any], decision: Any) -> Any:
        drafted = view["drafted"]
        if decision.kind == "draft_ability":  # draft an additional card (905.2): when the
            best = max((card_strength(c) for c in view["pack"]), default=0.0)  # pack is
            use = [o for o in decision.options if o[0] == "use"]  # worth more than the card
            worth = [o for o in use if best >= card_strength(o[1]) + 1.0]  # given up
            return worth[0] if worth and len(view["pack"]) >= 2 else ("decline",)
        return max(decision.options, key=lambda o: (
            pick_strength(o[1], drafted, self.commander), self.rng.random()))


@dataclass
class BuiltDeck:
    """A deck built from a pool: main deck, commanders (Commander Draft), conspiracies to
    put into the command zone (905.4) and the sideboard (the rest of the pool, 100.4b)."""

    main: list[str]
    sideboard: list[str]
    commanders: list[str] = field(default_factory=list)
    conspiracies: list[str] = field(default_factory=list)

    def deck_text(self) -> str:
        """The deck as a deck file (counts per name; sections as the deck parser reads)."""
        def lines(names: list[str]) -> list[str]:
            return [f"{n} {name}" for name, n in Counter(names).items()]
        out = []
        if self.commanders:
            out += ["Commander", *lines(self.commanders), ""]
        out += ["Deck", *lines(self.main)]
        if self.sideboard or self.conspiracies:
            out += ["", "Sideboard", *lines(self.sideboard + self.conspiracies)]
        return "\n".join(out) + "\n"


def _is_type(name: str, t: str) -> bool:
    rec = _record(name)
    return rec is not None and t in rec.types


def _curve(spells: list[str], count: int) -> list[str]:
    """The ``count`` strongest spells, with at most three of mana value 6 or more."""
    chosen, big = [], 0
    for name in sorted(spells, key=lambda n: (-card_strength(n), n)):
        if len(chosen) == count:
            break
        rec = _record(name)
        if rec is not None and (rec.mana_value or 0) >= 6:
            if big >= 3:
                continue
            big += 1
        chosen.append(name)
    return chosen


def basic_lands(spells: list[str], colours: Iterable[str], count: int) -> list[str]:
    """``count`` basic lands split by the mana symbols of ``spells`` in ``colours``."""
    colours = [c for c in colours if c in COLOURS]
    if not colours or count <= 0:
        return []
    pips = Counter()
    for name in spells:
        rec = _record(name)
        for c in colours:
            pips[c] += (rec.mana_cost or "").count(c) if rec is not None else 0
    total = sum(pips.values()) or len(colours)
    shares = {c: (pips[c] or (0 if sum(pips.values()) else 1)) / total * count for c in colours}
    lands = {c: int(shares[c]) for c in colours}
    for c in sorted(colours, key=lambda c: -(shares[c] - int(shares[c]))):
        if sum(lands.values()) >= count:
            break
        lands[c] += 1
    return [BASICS[c] for c in colours for _ in range(lands[c])]


def build_limited(pool: list[str], size: int = 40, lands: int = 17) -> BuiltDeck:
    """A Conspiracy Draft deck from ``pool`` (905.1d): see the module docstring."""
    conspiracies = [n for n in pool if _is_type(n, "Conspiracy")]
    rest = [n for n in pool if n not in conspiracies]
    colours = top_colours(rest)
    playable = [n for n in rest if not _is_type(n, "Land") and colours_of(n) <= set(colours)]
    spells = _curve(playable, size - lands)
    basics = basic_lands(spells, colours, size - len(spells))
    side = list(rest)
    for n in spells:
        side.remove(n)
    return BuiltDeck(spells + basics, side, conspiracies=conspiracies)


def best_commanders(pool: list[str]) -> list[str]:
    """The strongest commander of ``pool`` (903.3) or partner pair (702.124), by the pick
    strength of the pool's cards within its colour identity; The Prismatic Piper (903.13e)
    when the pool has none."""
    from casualmagic.variants.commander.designation import partner_pair

    options: list[list[str]] = [[n] for n in dict.fromkeys(pool) if _can_command(n)]
    legends = [o[0] for o in options]
    for i, a in enumerate(legends):
        for b in legends[i + 1:]:
            if partner_pair(_record(a), _record(b)):
                options.append([a, b])
    if not options:
        return [PRISMATIC_PIPER]

    def value(cmd: list[str]) -> float:
        ident = frozenset().union(*(identity_of(c) for c in cmd))
        if not ident:
            return -1.0  # a colourless commander's deck can't hold basic lands (903.5d)
        fits = sorted((card_strength(n) for n in pool if n not in cmd
                       and not _is_type(n, "Land") and identity_of(n) <= ident), reverse=True)
        return sum(fits[:35]) + sum(card_strength(c) for c in cmd)
    return max(options, key=lambda o: (value(o), o))


def build_commander_draft(pool: list[str], size: int = 60, lands: int = 24) -> BuiltDeck:
    """A Commander Draft deck from ``pool`` (903.13f): its best commander(s), the strongest
    cards within their colour identity (duplicates from the pool allowed), basic lands."""
    commanders = best_commanders(pool)
    ident = frozenset().union(*(identity_of(c) for c in commanders))
    rest = list(pool)
    for c in commanders:
        if c in rest:
            rest.remove(c)
    playable = [n for n in rest if not _is_type(n, "Land") and not _is_type(n, "Conspiracy")
                and identity_of(n) <= ident]
    spells = _curve(playable, size - len(commanders) - lands)
    basics = basic_lands(spells + commanders, sorted(ident, key=COLOURS.index),
                         size - len(commanders) - len(spells))
    side = list(rest)
    for n in spells:
        side.remove(n)
    return BuiltDeck(spells + basics, side, commanders=commanders)
