"""A small card query language in the spirit of Scryfall's.

Terms are separated by spaces and all must match; ``-`` negates a term;
quotes group words::

    t:plane            type line contains "plane"
    id:rg              colour identity fits within red-green (a deck with that commander)
    id=rg              colour identity exactly red-green   (id:c = colourless)
    o:"draw a card"    oracle text contains the phrase
    mv<=2  mv=3  mv>5  mana value comparisons
    c:u                mana cost has blue
    lightning          name contains the word

A term the language does not know raises :class:`QueryError` naming it.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable

from casualmagic.cards.oracle import CardRecord, fold

Predicate = Callable[[CardRecord], bool]
_COLORS = "wubrg"
_TERM = re.compile(r"^(?P<key>[a-z]+)(?P<op>:|=|<=|>=|<|>|!=)(?P<value>.+)$")


class QueryError(ValueError):
    """A search query that can't be read."""


def _colors(value: str, term: str) -> set[str]:
    v = value.lower()
    if v in ("c", "colorless"):
        return set()
    if not set(v) <= set(_COLORS):
        raise QueryError(f"{term!r}: colours are letters from wubrg (or c for colourless)")
    return {c.upper() for c in v}


def _compare(op: str, a: float, b: float) -> bool:
    return {":": a == b, "=": a == b, "<=": a <= b, ">=": a >= b, "<": a < b, ">": a > b,
            "!=": a != b}[op]


def _term(term: str) -> Predicate:
    m = _TERM.match(term.lower()) if not term.startswith('"') else None
    if m is None:
        word = fold(term)
        return lambda r: word in fold(r.name)
    key, op, value = m.group("key"), m.group("op"), m.group("value")
    if key in ("t", "type"):
        v = value.lower()
        return lambda r: v in r.type_line.lower()
    if key in ("o", "oracle"):
        v = value.lower()
        return lambda r: v in r.text.lower()
    if key in ("n", "name"):
        v = fold(value)
        return lambda r: v in fold(r.name)
    if key in ("mv", "cmc"):
        try:
            n = float(value)
        except ValueError:
            raise QueryError(f"{term!r}: mana value must be a number") from None
        return lambda r: _compare(op, float(r.mana_value), n)
    if key in ("id", "identity", "ci"):
        want = _colors(value, term)
        if op == ":" or op == "<=":
            return lambda r: set(r.color_identity) <= want
        if op == "=":
            return lambda r: set(r.color_identity) == want
        if op == ">=":
            return lambda r: set(r.color_identity) >= want
        raise QueryError(f"{term!r}: use id:, id=, id<= or id>=")
    if key in ("c", "color"):
        want = _colors(value, term)
        from casualmagic.cards.mana import ManaCostError, parse_cost

        def has(r: CardRecord) -> bool:
            try:
                colors = set(parse_cost(r.mana_cost).colors)
            except ManaCostError:
                return False
            return colors == want if op == "=" else (want <= colors if want else not colors)

        return has
    raise QueryError(f"unknown search term {term!r} (known: t:, o:, n:, mv, id, c:)")


def compile_query(query: str) -> Predicate:
    """Turn a query into a predicate over :class:`CardRecord`."""
    try:
        parts = shlex.split(query)
    except ValueError as e:
        raise QueryError(f"cannot read the query {query!r}: {e}") from None
    if not parts:
        raise QueryError("empty query")
    preds: list[tuple[bool, Predicate]] = []
    for part in parts:
        negate = part.startswith("-") and len(part) > 1
        preds.append((negate, _term(part[1:] if negate else part)))
    return lambda r: all(p(r) != neg for neg, p in preds)
