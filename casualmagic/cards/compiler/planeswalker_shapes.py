"""Effect shapes first met on planeswalkers' loyalty abilities, read anywhere an effect is
(one terminal of the grammar section "planeswalkers and emblems", read here in Python):

* "you gain 2 life and draw a card" — two instructions in one sentence (119.3, 121.1);
* "put a +1/+1 counter on each of up to two target creatures" — each target gets them
  (115.1, 122.1);
* "draw cards equal to the greatest power among creatures you control" (208.1, 121.1);
* "return all creature cards from your graveyard to the battlefield / to your hand"
  (400.3, 110.2a: each under its owner's — your — control).
"""

from __future__ import annotations

import re
from typing import Any

_NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|\d+)"
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7}

_SHAPES = {
    "gain_and_draw": rf"gain (?P<life>{_NUMBER}) life and draw (?P<cards>{_NUMBER}) cards?",
    "counters_each_target": rf"put (?P<n>{_NUMBER}) (?P<kind>\+1/\+1) counters? on each of "
                            r"(?P<count>up to (?:two|three|four)|two|three|four) target "
                            r"(?P<what>[a-z' ]+?)",
    "draw_greatest_power": r"draw cards equal to the greatest power among "
                           r"(?P<group>[a-z' ]+?)",
    "return_all_from_your_graveyard": r"return all (?P<what>[a-z' ]+?) cards from your "
                                      r"graveyard to (?P<to>the battlefield|your hand)",
}
_MATCHERS = {name: re.compile(rf"^{p}$", re.IGNORECASE) for name, p in _SHAPES.items()}


def terminal_pattern() -> str:
    """The grammar terminal ``PW_EFFECT`` (oracle.lark): every shape, the sentence's end next."""
    return "|".join(f"(?:{p})(?=\\.)" for p in _SHAPES.values())


def _n(word: str) -> int:
    low = word.lower()
    return int(low) if low.isdigit() else _NUMBERS[low]


class PlaneswalkerShapeOps:
    """The ``pw_effect`` rule of the grammar: which shape the terminal matched."""

    def pw_effect(self, items: list) -> list[dict[str, Any]]:
        text = str(items[0])
        for name, rx in _MATCHERS.items():
            m = rx.match(text)
            if m:
                return getattr(self, f"_pw_{name}")(m)
        raise AssertionError(f"PW_EFFECT matched no shape: {text!r}")  # (the terminal is them)

    def _pw_gain_and_draw(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"You gain 2 life and draw a card" (119.3, 121.1), in that order."""
        return [{"do": "gain_life", "amount": _n(m.group("life"))},
                {"do": "draw", "amount": _n(m.group("cards"))}]

    def _pw_counters_each_target(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Put a +1/+1 counter on each of up to two target creatures" (115.1, 122.1)."""
        target = self.counted_target([m.group("count"), m.group("what")])  # type: ignore[attr-defined]
        return [{"do": "add_counters", "what": target, "kind": m.group("kind"),
                 "amount": _n(m.group("n"))}]

    def _pw_draw_greatest_power(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Draw cards equal to the greatest power among creatures you control" (208.1)."""
        from casualmagic.cards.compiler.effects import group_filter

        return [{"do": "draw", "amount": f"greatest power among {group_filter(m.group('group'))}"}]

    def _pw_return_all_from_your_graveyard(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Return all creature cards from your graveyard to the battlefield" (400.3; under
        their owner's control, 110.2a) or "to your hand"."""
        from casualmagic.cards.compiler.effects import group_filter

        what = group_filter(m.group("what") + " card")
        to = "battlefield" if m.group("to").lower() == "the battlefield" else "hand"
        return [{"do": "return_all_from_graveyards", "who": "you", "filter": what, "to": to}]
