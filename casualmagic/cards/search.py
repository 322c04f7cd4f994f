"""A small card query language in the spirit of Scryfall's.

Terms separated by spaces must all match; ``or`` between terms matches
either; parentheses group; ``-`` negates a term or a group; double quotes
keep words together::

    t:plane                 a type-line word (card type, supertype or subtype): Plane
    t:"serra's realm"       a phrase in the type line
    id:rg   id<=rg          colour identity (CR 903.4) within red-green: fits a Wort deck
    id=rg   id>=rg          colour identity exactly / at least red-green; id:c colourless
    c:u     c=wu   c<=wu    colours (CR 105.2): at least / exactly / within
    o:"draw a card"         oracle text (any face) contains the phrase
    mv<=2   mv=3   mv>5     mana value (CR 202.3); also pow, tou, loy (numbers only)
    n:bolt  lightning       name contains ("n:" optional for plain words)
    k:flying                has the keyword
    layout:split            layout (split, adventure, transform, modal_dfc, meld, flip, …)
    is:commander            can be a commander (903.3); also is:basic, is:multiface,
                            is:incomplete (the data lacks a face), is:vanguard …
    status:implemented      implementation status (implemented, partial, not)
    hand>0  life<0          a vanguard's hand / life modifier (CR 313.6, 313.7)

Colours may be letters (``wubrg``, ``c``), colour names, or guild, shard and
wedge names (``azorius``, ``esper``, ``temur`` …).  A term the language does not
know raises :class:`QueryError` naming it and listing the known keys.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from casualmagic.cards.oracle import CardRecord, fold

Predicate = Callable[[CardRecord], bool]

_TOKEN = re.compile(r"""
    \s*(?:
      (?P<open>\()|(?P<close>\))|
      (?P<neg>-)(?=[^\s)])|
      (?P<key>[A-Za-z]+)(?P<op>:|!=|<=|>=|=|<|>)(?P<value>"[^"]*"?|[^\s()]*)|
      (?P<quoted>"[^"]*"?)|
      (?P<word>[^\s()]+)
    )""", re.VERBOSE)

KEYS = ("n", "t", "o", "mv", "id", "c", "k", "pow", "tou", "loy", "layout", "is", "status",
        "hand", "life")
_ALIASES = {"name": "n", "type": "t", "oracle": "o", "text": "o", "cmc": "mv", "manavalue": "mv",
            "identity": "id", "ci": "id", "commander": "id", "color": "c", "colour": "c",
            "keyword": "k", "power": "pow", "toughness": "tou", "loyalty": "loy"}
_NAMED_COLORS = {
    "white": "w", "blue": "u", "black": "b", "red": "r", "green": "g", "colorless": "",
    "colourless": "", "azorius": "wu", "dimir": "ub", "rakdos": "br", "gruul": "rg",
    "selesnya": "gw", "orzhov": "wb", "izzet": "ur", "golgari": "bg", "boros": "rw",
    "simic": "gu", "bant": "gwu", "esper": "wub", "grixis": "ubr", "jund": "brg", "naya": "rgw",
    "abzan": "wbg", "jeskai": "urw", "sultai": "bgu", "mardu": "rwb", "temur": "gur",
    "wubrg": "wubrg", "rainbow": "wubrg",
}
_STATUS = {"implemented": "implemented", "partial": "partial", "not": "not yet implemented",
           "none": "not yet implemented", "unimplemented": "not yet implemented"}


class QueryError(ValueError):
    """A search query that can't be read; the message says which part and why."""


def _colors(value: str, term: str) -> frozenset[str]:
    v = value.lower()
    if v in _NAMED_COLORS:
        v = _NAMED_COLORS[v]
    elif v == "c":
        v = ""
    if not set(v) <= set("wubrg"):
        raise QueryError(f"{term!r}: colours are letters from wubrg (c for colourless), colour "
                         "names or guild/shard/wedge names")
    return frozenset(v.upper())


def _compare(op: str) -> Callable[[float, float], bool]:
    ops: dict[str, Callable[[float, float], bool]] = {
        ":": lambda a, b: a == b, "=": lambda a, b: a == b, "!=": lambda a, b: a != b,
        "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
        ">=": lambda a, b: a >= b}
    return ops[op]


def _set_compare(op: str, subset_for_colon: bool,
                 ) -> Callable[[frozenset[str], frozenset[str]], bool]:
    if op == ":":
        op = "<=" if subset_for_colon else ">="
    ops: dict[str, Callable[[frozenset[str], frozenset[str]], bool]] = {
        "=": lambda a, b: a == b, "!=": lambda a, b: a != b, "<=": lambda a, b: a <= b,
        ">=": lambda a, b: a >= b, "<": lambda a, b: a < b, ">": lambda a, b: a > b}
    return ops[op]


def card_colors(rec: CardRecord) -> frozenset[str]:
    """A card's colours (CR 105.2, 202.2): its mana cost (a split card's both halves,
    709.4b), colour indicator (204) and colour-setting CDAs (604.3) — front face only
    otherwise (712.8a)."""
    from casualmagic.cards.identity import cda_colors, face_identity

    faces = rec.faces if rec.layout in ("split", "aftermath") else rec.faces[:1]
    found: set[str] = set()
    for f in faces:
        if f.known:
            if "Devoid" in rec.keywords or any(
                    line.strip() in (f"{n} is colorless." for n in (f.name, "This card"))
                    for line in f.text.splitlines()):
                return frozenset()  # 702.114a, 604.3: a CDA makes it colourless
            found |= face_identity(f.mana_cost, None, f.color_indicator)
            found |= cda_colors(f.text, [rec.name, f.name])
    return frozenset(found)


def _number(value: str, term: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise QueryError(f"{term!r}: {value!r} is not a number") from None


def _numeric_field(getter: Callable[[CardRecord], object], op: str, value: str,
                   term: str) -> Predicate:
    n, cmp = _number(value, term), _compare(op)

    def pred(r: CardRecord) -> bool:
        v = getter(r)
        if v is None:
            return False
        try:
            return cmp(float(v), n)  # type: ignore[arg-type]
        except (TypeError, ValueError):  # "*", "1+*", "X"
            return False

    return pred


@lru_cache(maxsize=1)
def _status_map() -> dict[str, str]:
    from casualmagic.cards.coverage import status_map

    return {name: status for name, (status, _) in status_map().items()}


def _is(value: str, term: str) -> Predicate:
    v = value.lower()
    checks: dict[str, Predicate] = {
        "commander": can_be_commander,
        "basic": lambda r: r.is_basic_land,
        "multiface": lambda r: len(r.faces) > 1,
        "incomplete": lambda r: not r.is_complete,
        "dfc": lambda r: r.layout in ("transform", "modal_dfc", "meld"),
        "mdfc": lambda r: r.layout == "modal_dfc",
        "split": lambda r: r.layout in ("split", "aftermath"),
        "legendary": lambda r: "Legendary" in r.supertypes,
        "permanent": lambda r: bool({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                     "Planeswalker"} & set(r.types)),
    }
    for special in ("plane", "phenomenon", "scheme", "vanguard", "conspiracy"):
        checks[special] = (lambda t: lambda r: r.special_type == t)(special.capitalize())
    for layout in ("adventure", "flip", "meld", "transform", "aftermath", "prepare"):
        checks.setdefault(layout, (lambda lay: lambda r: r.layout == lay)(layout))
    if v not in checks:
        raise QueryError(f"{term!r}: is: takes one of {', '.join(sorted(checks))}")
    return checks[v]


def can_be_commander(rec: CardRecord) -> bool:
    """A legendary creature, or a card whose text says it can be your commander (903.3)."""
    legendary_creature = "Legendary" in rec.supertypes and "Creature" in rec.types
    return legendary_creature or "can be your commander" in rec.text


def _term(key: str, op: str, value: str, term: str) -> Predicate:
    key = _ALIASES.get(key.lower(), key.lower())
    if value.startswith('"'):
        value = value.strip('"')
    if not value:
        raise QueryError(f"{term!r}: nothing after {op!r}")
    if key == "n":
        v = fold(value)
        return lambda r: v in fold(r.name)
    if key == "t":
        v = value.lower()
        if " " in v or op != ":":
            return lambda r: any(v in f.type_line.lower() for f in r.faces)
        return lambda r: any(v in (w.lower() for w in (*f.supertypes, *f.types, *f.subtypes))
                             for f in r.faces)
    if key == "o":
        v = value.lower()
        return lambda r: v in r.oracle_text.lower()
    if key == "k":
        v = value.lower()
        return lambda r: any(k.lower() == v for k in r.keywords)
    if key == "layout":
        v = value.lower()
        return lambda r: r.layout == v
    if key == "is":
        return _is(value, term)
    if key == "status":
        want = _STATUS.get(value.lower())
        if want is None:
            raise QueryError(f"{term!r}: status is implemented, partial or not")
        return lambda r: _status_map().get(r.name, "not yet implemented") == want
    if key == "mv":
        return _numeric_field(lambda r: r.mana_value, op, value, term)
    numeric = {"pow": lambda r: r.power, "tou": lambda r: r.toughness, "loy": lambda r: r.loyalty,
               "hand": lambda r: r.hand_modifier, "life": lambda r: r.life_modifier}
    if key in numeric:
        return _numeric_field(numeric[key], op, value, term)
    if key == "id":
        want = _colors(value, term)
        cmp = _set_compare(op, subset_for_colon=True)
        return lambda r: cmp(frozenset(r.color_identity), want)
    if key == "c":
        want = _colors(value, term)
        cmp = _set_compare(op, subset_for_colon=False)
        if op == ":" and not want:
            return lambda r: not card_colors(r)
        return lambda r: cmp(card_colors(r), want)
    raise QueryError(f"unknown search term {term!r} (known: {', '.join(k + ':' for k in KEYS)})")


class _Parser:
    """Recursive descent: expr := and ('or' and)*; and := unary+; unary := '-' unary |
    '(' expr ')' | term."""

    def __init__(self, query: str) -> None:
        self.query = query
        self.tokens: list[tuple[str, re.Match[str]]] = []
        pos = 0
        while pos < len(query):
            if query[pos:].strip() == "":
                break
            m = _TOKEN.match(query, pos)
            if m is None or m.end() == pos:  # pragma: no cover - the word rule takes anything
                raise QueryError(f"cannot read the query at {query[pos:]!r}")
            kind = next(k for k in ("open", "close", "neg", "key", "quoted", "word")
                        if m.group(k) is not None)
            kind = "term" if kind == "key" else kind
            self.tokens.append((kind, m))
            pos = m.end()
        self.i = 0

    def peek(self) -> tuple[str, re.Match[str]] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def parse(self) -> Predicate:
        if not self.tokens:
            raise QueryError("empty query")
        pred = self.expr()
        if self.peek() is not None:
            raise QueryError(f"unbalanced ')' in {self.query!r}")
        return pred

    def _is_word(self, tok: tuple[str, re.Match[str]] | None, word: str) -> bool:
        return tok is not None and tok[0] == "word" and tok[1].group("word").lower() == word

    def expr(self) -> Predicate:
        alternatives = [self.conj()]
        while self._is_word(self.peek(), "or"):
            self.i += 1
            if self.peek() is None or self.peek()[0] == "close":  # type: ignore[index]
                raise QueryError(f"'or' needs a term after it in {self.query!r}")
            alternatives.append(self.conj())
        if len(alternatives) == 1:
            return alternatives[0]
        return lambda r: any(p(r) for p in alternatives)

    def conj(self) -> Predicate:
        parts: list[Predicate] = []
        while True:
            tok = self.peek()
            if tok is None or tok[0] == "close" or self._is_word(tok, "or"):
                break
            if self._is_word(tok, "and"):
                self.i += 1
                continue
            parts.append(self.unary())
        if not parts:
            raise QueryError(f"a group with no terms in {self.query!r}")
        if len(parts) == 1:
            return parts[0]
        return lambda r: all(p(r) for p in parts)

    def unary(self) -> Predicate:
        kind, m = self.tokens[self.i]
        self.i += 1
        if kind == "neg":
            if self.peek() is None:
                raise QueryError(f"'-' needs a term after it in {self.query!r}")
            inner = self.unary()
            return lambda r: not inner(r)
        if kind == "open":
            inner = self.expr()
            if self.peek() is None or self.peek()[0] != "close":  # type: ignore[index]
                raise QueryError(f"missing ')' in {self.query!r}")
            self.i += 1
            return inner
        if kind == "close":  # pragma: no cover - conj stops before ')'
            raise QueryError(f"unbalanced ')' in {self.query!r}")
        if kind == "term":
            return _term(m.group("key"), m.group("op"), m.group("value"), m.group(0).strip())
        text = m.group("quoted") or m.group("word")
        v = fold(text.strip('"'))
        if not v:
            raise QueryError(f"empty quotes in {self.query!r}")
        return lambda r: v in fold(r.name)


def compile_query(query: str) -> Predicate:
    """Turn a query into a predicate over :class:`CardRecord` (raises :class:`QueryError`)."""
    return _Parser(query).parse()
