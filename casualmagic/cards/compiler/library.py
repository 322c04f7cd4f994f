"""The library part of the one-shot effects compiler (compiler/effects.py): "search your
library for …, then shuffle" (701.19a, 701.20) and "look at / reveal the top N cards of your
library. Put …" (701.16), each read in Python from one terminal of ``oracle.lark``, and the
card phrases they name ("a creature card with mana value 3 or less", "a Plains or Island
card", 205.3)."""

from __future__ import annotations

import re
from typing import Any


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


def _check(phrase: str) -> str:
    from casualmagic.cards.compiler.build import _check_target

    return _check_target(phrase)


def _group(phrase: str) -> str:
    from casualmagic.cards.compiler.effects import group_filter

    return group_filter(phrase)


_SEARCH = re.compile(
    r"search your library for (?P<what>.+?)"
    r"(?P<reveal>, reveal (?:it|them|that card|those cards))?"
    r"(?:,| and) put (?:it|them|that card|those cards) (?P<to>into your hand|onto the "
    r"battlefield(?P<tapped> tapped)?|into your graveyard), then shuffle$"
    r"|search your library for (?P<what2>.+?)(?P<reveal2>, reveal it)?, then shuffle and put "
    r"that card on top$",
    re.IGNORECASE)
_SEARCH_AMOUNT = re.compile(r"^(a|an|up to (one|two|three|four|five|\d+|X)) ", re.IGNORECASE)
_LOOK = re.compile(
    r"(?P<verb>look at|reveal) the top (?P<n>\w+) cards of your library\. "
    r"(?:put (?P<k>\w+) of them into your hand"
    r"|put all (?P<all>[a-z ]+? card)s revealed this way into your hand"
    r"|(?P<may>you may )?(?:reveal )?(?P<one>an?|up to (?:one|two)) (?P<what>[a-z ]+? card)s?"
    r" from among them and put (?:it|that card|them|those cards) into your hand)"
    r"(?: and the rest|\. put the rest) (?P<rest>on the bottom of your library in any order"
    r"|into your graveyard)"
    r"$", re.IGNORECASE)


def number(word: str) -> int:
    """``"seven"`` → 7, ``"3"`` → 3 (the numbers oracle text writes in words)."""
    from casualmagic.cards.compiler.build import NUMBER_WORDS

    low = word.lower()
    if low.isdigit():
        return int(low)
    if low not in NUMBER_WORDS:
        raise _error(f"{word!r} is not a number the compiler reads")
    return NUMBER_WORDS[low]


def _card_phrase(phrase: str) -> tuple[str, Any]:
    """``"up to two creature cards"`` → ``("creature card", 2)``; ``"a card"`` →
    ``("card", 1)`` (701.19a)."""
    m = _SEARCH_AMOUNT.match(phrase)
    if not m:
        raise _error(f"{phrase!r}: not a number of cards the compiler reads")
    amount: Any = 1 if m.group(1).lower() in ("a", "an") else \
        "X" if m.group(2) == "X" else number(m.group(2))  # "up to X": X defined after (107.3)
    what = _group(phrase[m.end():]) if amount != 1 else phrase[m.end():]
    if not what.endswith("card") and " card " not in f"{what} ":
        raise _error(f"{phrase!r}: not a card phrase")
    return what, amount


def search_library(text: str) -> dict[str, Any]:
    """"Search your library for a creature card, reveal it, put it into your hand, then
    shuffle" (701.19a, 701.16a, 701.20a); "…, then shuffle and put that card on top"
    (701.20b)."""
    m = _SEARCH.match(" ".join(text.split()))
    if not m:
        raise _error("a library search the compiler doesn't read yet")
    if m.group("what2"):
        what, amount = _card_phrase(m.group("what2"))
        out: dict[str, Any] = {"do": "search_library", "to": "library_top"}
        if m.group("reveal2"):  # 701.16a: the card found is revealed before it goes on top
            out["reveal"] = True
    else:
        what, amount = _card_phrase(m.group("what"))
        to = m.group("to").lower()
        out = {"do": "search_library",
               "to": "hand" if "hand" in to else "graveyard" if "graveyard" in to
               else "battlefield"}
        if m.group("tapped"):
            out["tapped"] = True
        if m.group("reveal"):
            out["reveal"] = True
    out["filter"], subtypes = card_filter_and_subtypes(what)
    if subtypes:
        out["subtypes"] = subtypes
    if amount != 1:
        out["amount"] = amount
    return out


_SUBTYPES = re.compile(r"^((?:[A-Z][a-z]+)(?:(?:,| or|, or) [A-Z][a-z]+)*) (.*)$")


def card_filter_and_subtypes(what: str) -> tuple[str, list[str]]:
    """A card phrase as a library filter (read by ``engine.targets.card_filter``, which
    lower-cases it) and the subtypes it names: ``"Forest card"`` → ``("card",
    ["Forest"])``, ``"Plains or Island card"`` → ``("card", ["Plains", "Island"])``
    (205.3)."""
    subtypes: list[str] = []
    m = _SUBTYPES.match(what)
    if m:
        subtypes = [w for w in re.split(r",? or |, ", m.group(1)) if w]
        what = m.group(2)
    if any(c.isupper() for c in what):
        raise _error(f"{what!r}: a card phrase the compiler doesn't read yet")
    words = " ".join(what.lower().replace(" cards", "").replace(" card", "").split())
    if words and words != "card":
        _check(words)
    return what, subtypes


def check_card_filter(what: str) -> None:
    """A card phrase with no subtypes, as ``engine.targets.card_filter`` reads it."""
    if card_filter_and_subtypes(what)[1]:
        raise _error(f"{what!r}: a card of a subtype is not compiled here yet")


def look_at_top(text: str) -> dict[str, Any]:
    """"Look at the top N cards of your library. Put K of them into your hand and the rest
    on the bottom of your library in any order" (701.16e, 401.4); "You may reveal a creature
    card from among them and put it into your hand" (701.16a)."""
    m = _LOOK.match(" ".join(text.split()))
    if not m:
        raise _error("looking at the library's top cards in a way not compiled yet")
    rest = "bottom" if "bottom" in m.group("rest").lower() else "graveyard"
    out: dict[str, Any] = {"do": "look_at_top", "amount": number(m.group("n")), "to": "hand",
                           "rest": rest}
    if m.group("verb").lower() == "reveal":
        out["reveal"] = True
    if m.group("k"):
        out["take"] = number(m.group("k"))
        return out
    if m.group("all"):  # "Put all creature cards revealed this way into your hand"
        if out.get("reveal") is not True:
            raise _error("'revealed this way' with no card revealed")
        check_card_filter(m.group("all"))
        return {**out, "take": "all", "filter": m.group("all")}
    one = m.group("one").lower()
    out["take"] = 2 if one == "up to two" else 1
    what = m.group("what")
    check_card_filter(what)
    if what != "card":
        out["filter"] = what
    if m.group("may") or one.startswith("up to"):
        out["may"] = True  # "you may …", "up to one …": the player may take none
    if "reveal" in text.lower().split("from among")[0].split(".")[-1]:
        out["reveal_taken"] = True
    return out
