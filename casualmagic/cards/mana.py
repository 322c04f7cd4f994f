"""Mana symbols and mana costs (CR 107.4, 202).

A mana cost is written as a string of symbols such as ``{2}{W/U}{R/P}{X}``.
:func:`parse_cost` turns it into an immutable :class:`ManaCost`; the card
database, the engine's payment code and colour identity (CR 903.4) all read
costs through it.

Symbols understood (CR 107.4):

* generic ``{0}``..``{N}`` and the variable ``{X}``, ``{Y}``, ``{Z}`` (107.3)
* coloured ``{W}{U}{B}{R}{G}`` and colourless ``{C}`` (107.4b, 107.4c)
* hybrid ``{W/U}`` (107.4e) and monocoloured hybrid ``{2/W}`` (107.4e)
* Phyrexian ``{W/P}`` and hybrid Phyrexian ``{W/U/P}`` (107.4f)
* snow ``{S}`` (107.4h)
* half mana ``{HW}`` and ``{½}`` (un-cards; mana value 0.5)

Anything else raises :class:`ManaCostError` naming the bad symbol.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

COLORS: str = "WUBRG"
"""The five colours in the order of CR 105.1 (white, blue, black, red, green)."""

COLOR_NAMES: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}

_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")


class ManaCostError(ValueError):
    """A mana cost or mana symbol could not be read."""


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol (CR 107.4).

    ``kind`` is one of ``generic``, ``variable``, ``colored``, ``colorless``,
    ``hybrid``, ``mono_hybrid``, ``phyrexian``, ``snow`` or ``half``.
    ``colors`` are the symbol's colours (CR 202.2); ``amount`` is the generic
    amount of a generic symbol or of a monocoloured hybrid symbol's generic half.
    """

    text: str
    kind: str
    colors: tuple[str, ...] = ()
    amount: int = 0

    @property
    def mana_value(self) -> float:
        """The symbol's contribution to mana value (CR 202.3)."""
        if self.kind == "generic":
            return self.amount
        if self.kind == "variable":
            return 0  # 202.3e: X is 0 everywhere but on the stack
        if self.kind == "mono_hybrid":
            return max(self.amount, 1)  # 202.3f: the largest component
        if self.kind == "half":
            return 0.5
        return 1


@cache
def parse_symbol(body: str) -> ManaSymbol:
    """Read the inside of one ``{...}`` symbol, e.g. ``"W/U"`` or ``"2"``."""
    text = "{" + body + "}"
    b = body.upper()
    if b.isdigit():
        return ManaSymbol(text, "generic", (), int(b))
    if b in ("X", "Y", "Z"):
        return ManaSymbol(text, "variable")
    if b in COLORS:
        return ManaSymbol(text, "colored", (b,))
    if b == "C":
        return ManaSymbol(text, "colorless")
    if b == "S":
        return ManaSymbol(text, "snow")
    if b in ("½", "H") or (len(b) == 2 and b[0] == "H" and b[1] in COLORS):
        return ManaSymbol(text, "half", (b[1],) if len(b) == 2 else ())
    parts = b.split("/")
    if b == "C/P":  # colourless Phyrexian mana (pay {C} or 2 life)
        return ManaSymbol(text, "phyrexian", ())
    if len(parts) == 2 and parts[1] == "P" and parts[0] in COLORS:
        return ManaSymbol(text, "phyrexian", (parts[0],))
    if len(parts) == 3 and parts[2] == "P" and parts[0] in COLORS and parts[1] in COLORS:
        return ManaSymbol(text, "phyrexian", (parts[0], parts[1]))
    if len(parts) == 2 and parts[0] in COLORS and parts[1] in COLORS and parts[0] != parts[1]:
        return ManaSymbol(text, "hybrid", (parts[0], parts[1]))
    if len(parts) == 2 and parts[0].isdigit() and parts[1] in COLORS:
        return ManaSymbol(text, "mono_hybrid", (parts[1],), int(parts[0]))
    if len(parts) == 2 and parts[0] == "C" and parts[1] in COLORS:
        # {C/W}: colourless-or-white hybrid (e.g. some Universes Beyond cards)
        return ManaSymbol(text, "hybrid", (parts[1],), 0)
    raise ManaCostError(f"unknown mana symbol {text}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """An immutable mana cost: the symbols in printed order (CR 202.1)."""

    symbols: tuple[ManaSymbol, ...] = ()

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)

    @property
    def mana_value(self) -> int | float:
        """Mana value (CR 202.3): X counts as 0 off the stack."""
        total = sum(s.mana_value for s in self.symbols)
        return int(total) if float(total).is_integer() else total

    @property
    def colors(self) -> tuple[str, ...]:
        """The colours of the cost in WUBRG order (CR 202.2)."""
        found = {c for s in self.symbols for c in s.colors}
        return tuple(c for c in COLORS if c in found)

    @property
    def generic(self) -> int:
        """Total of the generic symbols (X excluded)."""
        return sum(s.amount for s in self.symbols if s.kind == "generic")

    @property
    def x_count(self) -> int:
        """How many {X} symbols the cost has (CR 107.3)."""
        return sum(1 for s in self.symbols if s.kind == "variable")

    def colored_requirements(self) -> dict[str, int]:
        """Plain coloured symbols per colour, e.g. ``{"U": 2}`` for {1}{U}{U}."""
        out: dict[str, int] = {}
        for s in self.symbols:
            if s.kind == "colored":
                out[s.colors[0]] = out.get(s.colors[0], 0) + 1
        return out

    @property
    def colorless(self) -> int:
        """Number of {C} symbols (must be paid with colourless mana, 107.4c)."""
        return sum(1 for s in self.symbols if s.kind == "colorless")

    @property
    def is_simple(self) -> bool:
        """True when the cost has only generic, X, coloured and {C} symbols."""
        return all(
            s.kind in ("generic", "variable", "colored", "colorless") for s in self.symbols
        )

    def plus(self, other: ManaCost) -> ManaCost:
        """This cost and ``other`` together (additional costs, 601.2f)."""
        if not other.symbols:
            return self
        return ManaCost((*self.symbols, *other.symbols))

    def with_generic(self, extra: int) -> ManaCost:
        """This cost with ``extra`` more generic mana (e.g. commander tax, 903.8)."""
        if extra <= 0:
            return self
        kept = [s for s in self.symbols if s.kind != "generic"]
        return ManaCost((parse_symbol(str(self.generic + extra)), *kept))


@lru_cache(maxsize=4096)
def parse_cost(text: str | None) -> ManaCost:
    """Parse a mana cost such as ``"{1}{U}{U}"``; ``""``/``None`` is an empty cost.

    Raises :class:`ManaCostError` for text that is not a sequence of symbols.
    """
    if not text:
        return ManaCost(())
    pos = 0
    symbols: list[ManaSymbol] = []
    for m in _SYMBOL_RE.finditer(text):
        if m.start() != pos and text[pos : m.start()].strip():
            raise ManaCostError(f"unexpected text {text[pos:m.start()]!r} in mana cost {text!r}")
        symbols.append(parse_symbol(m.group(1)))
        pos = m.end()
    if text[pos:].strip():
        raise ManaCostError(f"unexpected text {text[pos:]!r} in mana cost {text!r}")
    return ManaCost(tuple(symbols))


def symbols_in_text(text: str) -> list[ManaSymbol]:
    """Every mana symbol written in a piece of rules text (unknown ones skipped).

    Used for colour identity (CR 903.4), which counts mana symbols in rules text.
    Non-mana symbols such as {T}, {Q} and {E} are skipped.
    """
    out: list[ManaSymbol] = []
    for m in _SYMBOL_RE.finditer(text):
        body = m.group(1)
        if body.upper() in ("T", "Q", "E", "A", "CHAOS", "PW", "TK"):
            continue
        try:
            out.append(parse_symbol(body))
        except ManaCostError:
            continue
    return out
