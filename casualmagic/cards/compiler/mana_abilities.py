"""Mana abilities and lands: the grammar rules of the "mana abilities and lands" block of
``oracle.lark`` turned into vocabulary ops (mixed into the compiler's transformer, see
:mod:`casualmagic.cards.compiler.build`).

* mana of several kinds at once (106.1, 605.1a): ``{T}: Add {W}{U}.``, a filter land's
  ``{W}{W}, {W}{U}, or {U}{U}``, ``three mana of any one color``, ``one mana of any color that
  a land an opponent controls could produce`` (106.7), ``{U} or one mana of the chosen
  color``, ``{C} for each charge counter on this artifact`` (107.1b), ``Activate only if you
  control five or more lands`` (602.5b);
* how a land enters (614.1c): ``enters tapped unless …`` (the reveal lands and the shock
  lands are choices made before it enters: compiler.entering_choices);
* what lands do: return a land you control (bounce lands), exile target player's graveyard,
  target creature can't be blocked this turn, sacrifice it unless you pay, search for a basic
  land; typecycling (702.29e); "You have no maximum hand size" (402.2).
"""

from __future__ import annotations

import re
from itertools import product
from typing import Any

_SYMBOL = re.compile(r"\{([WUBRGC])\}")
_TYPECYCLING = re.compile(r"^(Basic land|Plains|Island|Swamp|Mountain|Forest)cycling "
                          r"((\{[^}]+\})+)$")
_BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


def typecycling(para: str) -> tuple[str, Any] | None:
    """``"Basic landcycling {1}"``, ``"Plainscycling {2}"``: "[Cost], Discard this card:
    Search your library for a [type] card, reveal it, put it into your hand, then shuffle"
    (702.29e), an ability of the card in its owner's hand (702.29a)."""
    m = _TYPECYCLING.match(para)
    if m is None:
        return None
    kind, cost = m.group(1), m.group(2)
    search: dict[str, Any] = {"do": "search_library", "to": "hand", "reveal": True}
    if kind == "Basic land":
        search["filter"] = "basic land card"
    else:
        search |= {"filter": "card", "subtypes": [kind]}
    return "abilities", [{"cost": f"{cost}, Discard this card", "zone": "hand",
                          "effects": [search], "text": para}]


class ManaAbilityOps:
    """Transformer methods of the mana and land rules (see the module docstring)."""

    text: str

    # -- mana (106.1, 605.1a) ----------------------------------------------------------------
    def mana_any_three(self, _: list) -> tuple[str, int]:
        return "any", 3

    def mana_opponent_lands(self, _: list) -> tuple[str, int]:  # 106.7
        return "opponent_lands", 1

    def mana_or_chosen(self, items: list) -> tuple[str, int]:
        return f"{str(items[0])[1]}/chosen", 1

    def mana_combos(self, items: list) -> tuple[str, int]:
        """``{W}{W}, {W}{U}, or {U}{U}``: every mix of the two colours, one mana each of its
        own choice (106.1) — read as ``{W/U}{W/U}`` when the listed mixes are all of them."""
        combos = [tuple(_SYMBOL.findall(str(t))) for t in items]
        size = len(combos[0])
        if all(len(c) == 1 for c in combos):  # "{U}, {B}, or {R}": one mana of one of them
            return "/".join(c[0] for c in combos), 1
        if any(len(c) != size for c in combos):
            raise _error("a choice of mana of different amounts")
        colors = sorted({c for combo in combos for c in combo}, key="WUBRGC".find)
        every = {tuple(sorted(p, key="WUBRGC".find)) for p in product(colors, repeat=size)}
        listed = {tuple(sorted(c, key="WUBRGC".find)) for c in combos}
        if listed != every:
            raise _error("a choice among some mixes of mana only")
        unit = "{" + "/".join(colors) + "}"
        return unit * size, 1

    def mana_ability_rider(self, items: list) -> tuple[str, Any]:
        """What follows the mana (the ``MANA_RIDER`` terminal): "Activate only if you control
        five or more lands" or "… a Swamp" (602.5b); "This land deals 1 damage to you"
        (605.3b, 120.3); "When that mana is spent to cast a creature spell that shares a
        creature type with your commander, scry 1" (106.6, 603.7a)."""
        kind, abilities = self.mana_ability(items[:2])  # type: ignore[attr-defined]
        rider = " ".join(str(items[2]).split())
        low = rider.lower()
        number = re.search(r"\d+", rider)
        if low.startswith("activate only if you control"):
            m = re.match(r"activate only if you control (\w+) or more (.+)$", low)
            if m:
                count = _NUMBER_WORDS.get(m.group(1), m.group(1))
                abilities[0]["if"] = f"you control {count} or more {m.group(2)}"
            else:
                abilities[0]["if"] = "you control " + rider[len("activate only if you control "):]
        elif low.startswith("this "):
            abilities[0]["effects"] = [{"do": "damage", "amount": int(number.group()) if number
                                        else 1, "to": "you"}]
        else:
            abilities[0]["when_spent"] = {
                "spell": "creature sharing a creature type with your commander",
                "effects": [{"do": "scry", "amount": int(number.group()) if number else 1}]}
        return kind, abilities

    def mana_per_counter(self, items: list) -> tuple[str, Any]:  # 107.1b, 122.1
        from casualmagic.cards.compiler.build import _cost

        return "abilities", [{"cost": _cost(items[0]), "add": str(items[1])[1],
                              "per_counter": str(items[2]).lower(), "text": self.text}]

    # -- how a land enters (614.1c) ----------------------------------------------------------
    def enters_tapped_unless(self, items: list) -> tuple[str, Any]:
        return "statics", [{"op": "enters_tapped_unless", **_enters_condition(str(items[1])),
                            "text": self.text}]

    def enters_tapped_choosing_color(self, items: list) -> tuple[str, Any]:  # 614.12a
        other = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        return "statics", [{"op": "enters_tapped", "text": self.text},
                           {"op": "choose_color_as_enters",
                            "other_than": other[str(items[1]).lower()], "text": self.text}]

    def lands_have_any_color(self, items: list) -> tuple[str, Any]:  # 613.1f, 113.2
        which = "land you control" if "control" in str(items[0]).lower() else "land"
        return "statics", [{"op": "grant_mana_ability", "filter": which, "add": "any",
                            "text": self.text}]

    def no_max_hand_size(self, _: list) -> tuple[str, Any]:  # 402.2
        return "statics", [{"op": "no_maximum_hand_size", "text": self.text}]

    # -- what lands do -----------------------------------------------------------------------
    def land_action(self, items: list) -> dict[str, Any]:
        """One of the fixed sentences of the ``LAND_ACTION`` terminal."""
        text = " ".join(str(items[0]).split())
        low = text.lower()
        if low == "return a land you control to its owner's hand":  # 608.2d: chosen then
            return {"do": "bounce_choice", "who": "you", "filter": "land"}
        if low == "exile target player's graveyard":  # 406.3
            from casualmagic.cards.compiler.build import _Target

            return {"do": "exile_graveyard", "who": _Target("player")}
        return _search(text)

    def unblockable_this_turn(self, items: list) -> dict[str, Any]:  # 509.1b
        return {"do": "pump", "what": items[0], "power": 0, "toughness": 0,
                "keywords": ["Can't be blocked"]}

    def sacrifice_unless_pay(self, items: list) -> dict[str, Any]:  # 118.12
        return {"do": "sacrifice_unless_pay", "cost": str(items[0])}


def _search(text: str) -> dict[str, Any]:
    """"Search your library for …, then shuffle" (701.19a; "up to two", 701.19b)."""
    rest = text[len("search your library for "):].removesuffix(", then shuffle")
    low = rest.lower()
    out: dict[str, Any] = {"do": "search_library", "filter": "basic land card"}
    if low.startswith("up to two"):
        out["amount"] = 2
    if "share a land type" in low:
        out["share_land_type"] = True
    pair = re.match(r"a (\w+) card and a (\w+) card", rest)
    if pair:  # Krosan Verge: "a Forest card and a Plains card"
        out |= {"filter": "card", "amount": 2, "one_of_each": [pair.group(1), pair.group(2)]}
    if "into your hand" in low:
        return {**out, "to": "hand", "reveal": True}
    out["to"] = "battlefield"
    if low.endswith("tapped"):
        out["tapped"] = True
    return out


def _enters_condition(text: str) -> dict[str, Any]:
    """The condition of "This land enters tapped unless [condition]" as the arguments of
    the ``enters_tapped_unless`` op (read by engine.replacement)."""
    words = text.split()
    if text == "you control two or more basic lands":
        return {"basic_lands_at_least": 2}
    if text == "you control two or fewer other lands":
        return {"other_lands_at_most": 2}
    if text == "you control two or more other lands":
        return {"other_lands_at_least": 2}
    if text == "you have two or more opponents":
        return {"opponents_at_least": 2}
    if text.startswith("a player has"):
        return {"life_at_most": int(words[3])}
    if text.startswith("you control"):
        kinds = [w for w in words[2:] if w[:1].isupper()]
        if any(k not in _BASIC_TYPES for k in kinds):
            raise _error(f"'{text}' names a land type the compiler doesn't read yet")
        return {"control_types": kinds}
    raise _error(f"'{text}' is not a condition the compiler reads yet")


__all__ = ["ManaAbilityOps", "typecycling"]
