"""The spells part of the compiler: spell keywords and statics (702), and the common spell
effects the grammar rules at the end of ``oracle.lark`` ("-- spells") read.

Keyword lines with a cost — kicker (702.33a), flashback (702.34a) — become the definition
fields of the same name; keywords without one are read by :func:`keyword_line` of
``build`` against the vocabulary's keywords.  :class:`SpellOps` holds the grammar rules'
methods; ``build._Ops`` inherits them.
"""

from __future__ import annotations

import re
from typing import Any

COST_KEYWORDS = {
    "kicker": re.compile(r"^Kicker ((\{[0-9WUBRGCX]\})+)$"),  # 702.33a
    "flashback": re.compile(r"^Flashback ((\{[0-9WUBRGCX]\})+)$"),  # 702.34a
    "entwine": re.compile(r"^Entwine ((\{[0-9WUBRGC]\})+)$"),  # 702.42a
    "buyback": re.compile(r"^Buyback ((\{[0-9WUBRGC]\})+)$"),  # 702.27a
    "multikicker": re.compile(r"^Multikicker ((\{[0-9WUBRGC]\})+)$"),  # 702.33c
}
"""Keyword lines whose parameter is a mana cost, kept as the definition field they name."""


_COSTS_LESS = re.compile(r"^This spell costs \{(\d+)\} less to cast for each (.+)\.$")
_IN_GRAVEYARD = re.compile(r"^(\w+)(?: and (\w+))? cards? in your graveyard$")


def spell_line(para: str) -> tuple[str, Any] | None:
    """A paragraph read without the grammar: ``"Kicker {2}{R}"`` → ``("kicker",
    "{2}{R}")`` (a field of the definition); a cost reduction of the spell itself (601.2f)
    → ``("statics", [...])``; None for any other paragraph."""
    for field, pattern in COST_KEYWORDS.items():
        match = pattern.match(para)
        if match:
            return field, match.group(1)
    less = _COSTS_LESS.match(para)
    if less:
        return "statics", [{"op": "costs_less_for_each", "amount": int(less.group(1)),
                            **_each(less.group(2)), "text": para}]
    return None


def _each(phrase: str) -> dict[str, Any]:
    """``"creature on the battlefield"`` → ``{"each": "creature"}``; ``"instant and sorcery
    card in your graveyard"`` → ``{"each_card_in_graveyard": ["Instant", "Sorcery"]}``."""
    from casualmagic.cards.compiler.build import CompileError, _check_target
    from casualmagic.cards.vocabulary import VocabularyError

    cards = _IN_GRAVEYARD.match(phrase)
    if cards:
        types = [w.capitalize() for w in cards.groups() if w]
        if not set(types) <= {"Artifact", "Creature", "Enchantment", "Instant", "Land",
                              "Planeswalker", "Sorcery", "Battle"}:
            raise CompileError(f"{phrase!r}: not card types")
        return {"each_card_in_graveyard": types}
    try:
        return {"each": _check_target(phrase.removesuffix(" on the battlefield"))}
    except VocabularyError as e:
        raise CompileError(str(e)) from None


class SpellOps:
    """Grammar rules of the spells part → vocabulary ops (mixed into ``build._Ops``)."""

    text: str

    def cant_be_countered(self, _: list) -> tuple[str, Any]:  # 101.2
        return "keywords", ["Can't be countered"]

    def counter_unless(self, items: list) -> dict[str, Any]:  # 701.5a, 118.12
        from casualmagic.cards.compiler.build import _check_target, _Target

        return {"do": "counter_unless_pays", "what": _Target(_check_target(str(items[0]))),
                "cost": str(items[1])}

    def kicked_sentence(self, items: list) -> list[dict[str, Any]]:  # 702.33d
        from casualmagic.cards.compiler.build import CompileError, _Target

        effects = items[0] if isinstance(items[0], list) else [items[0]]
        if any(isinstance(v, _Target) for e in effects for v in e.values()):
            raise CompileError("a target chosen only if the spell was kicked (601.2c)")
        return [{**e, "if": "kicked"} for e in effects]

    def attached_goad(self, items: list) -> tuple[str, Any]:  # 701.38b
        # goaded by the controller of the Aura or Equipment that causes it (701.38b)
        return "statics", [{"op": "goad_attached", "text": self.text}]

    def attached_pump_goad(self, items: list) -> tuple[str, Any]:
        from casualmagic.cards.compiler.build import _pt

        power, toughness = _pt(items[1])
        return "statics", [{"op": "pump_attached", "power": power, "toughness": toughness},
                           *self.attached_goad(items[:1])[1]]

    def when_attached_dies(self, items: list) -> tuple[str, str, str]:  # 603.10a
        return "dies", f"{str(items[0]).lower()} creature", "each"

    def when_attached_attacks(self, items: list) -> tuple[str, str, str]:  # 508.3a
        return "attacks", f"{str(items[0]).lower()} creature", "each"

    # -- common spell effects -----------------------------------------------------------
    def damage_and_gain(self, items: list) -> list[dict[str, Any]]:  # 120.3, 119.1
        return [{"do": "damage", "amount": items[1], "to": items[2]},
                {"do": "gain_life", "amount": items[3]}]

    def damage_creatures_and_players(self, items: list) -> list[dict[str, Any]]:  # 120.3
        return [{"do": "damage_each", "amount": items[1], "filter": "creature"},
                {"do": "damage_each_opponent", "amount": items[1], "who": "each player"}]

    def pump_all_creatures(self, items: list) -> dict[str, Any]:  # 611.2c
        from casualmagic.cards.compiler.build import _pt

        power, toughness = _pt(items[0])
        return {"do": "pump_all", "filter": "creature", "power": power, "toughness": toughness}

    def pump_opponents_creatures(self, items: list) -> dict[str, Any]:
        return {**self.pump_all_creatures(items), "filter": "creature your opponents control"}

    def return_to_hand(self, items: list) -> dict[str, Any]:  # 400.7
        return {"do": "return_from_graveyard", "what": _in_your_graveyard(items[0]), "to": "hand"}

    def return_to_battlefield(self, items: list) -> dict[str, Any]:
        return {**self.return_to_hand(items), "to": "battlefield"}

    def fog(self, _: list) -> dict[str, Any]:  # 615.1a
        return {"do": "prevent_damage", "combat_only": True}

    def drain(self, items: list) -> list[dict[str, Any]]:
        who, lose, gain = items
        return [{"do": "lose_life", "who": who, "amount": lose},
                {"do": "gain_life", "amount": gain}]

    def scry_then_draw(self, items: list) -> list[dict[str, Any]]:  # 701.22a
        return [{"do": "scry", "amount": items[0]}, {"do": "draw", "amount": 1}]

    def fight(self, items: list) -> dict[str, Any]:  # 701.14a
        from casualmagic.cards.compiler.build import _check_target, _Target

        return {"do": "fight", "what": _Target(_check_target(str(items[0]).strip())),
                "other": items[1]}

    def put_on_top(self, items: list) -> dict[str, Any]:  # 401.4
        return {"do": "put_on_top_of_library", "what": items[0]}

    def draw_next_upkeep(self, _: list) -> list[dict[str, Any]]:  # 603.7a
        return [{"do": "delayed", "when": "next_upkeep",
                 "text": "Draw a card at the beginning of the next turn's upkeep.",
                 "effects": [{"do": "draw", "amount": 1}]}]

    def shuffle_in_reveal(self, items: list) -> dict[str, Any]:  # Chaos Warp
        from casualmagic.cards.compiler.build import _check_target, _Target

        return {"do": "shuffle_in_then_reveal_top", "_reveal": True,
                "what": _Target(_check_target(str(items[0]).strip()))}

    def permanent_onto_battlefield(self, _: list) -> list[dict[str, Any]]:
        return [{"_then_put_permanent": True}]

    def artifact_token_body(self, items: list) -> dict[str, Any]:  # 111.4
        body = self.token_body(items)  # type: ignore[attr-defined]
        return {**body, "types": f"Artifact {body['types']}"}


def chaos_warp(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The two sentences of Chaos Warp as one instruction: "… shuffles it into their
    library, then reveals the top card" and "If it's a permanent card, they put it onto the
    battlefield." — the second alone (or the first without it) is refused."""
    from casualmagic.cards.compiler.build import CompileError

    out: list[dict[str, Any]] = []
    for e in effects:
        if e.get("_then_put_permanent"):
            if not out or not out[-1].pop("_reveal", False):
                raise CompileError("'If it's a permanent card' after no revealed card")
            continue
        out.append(e)
    if any(e.get("_reveal") for e in out):
        raise CompileError("a card revealed with nothing done with it")
    return out


def _in_your_graveyard(target: Any) -> Any:
    """``target creature card`` + "from your graveyard" → the target phrase
    ``creature card in your graveyard`` (115.1, 400.1)."""
    from casualmagic.cards.compiler.build import CompileError, _check_target, _Target

    words = f" {target.phrase} " if isinstance(target, _Target) else ""
    if " card " not in words:
        raise CompileError("a card to return is not a target card")
    from dataclasses import replace  # the count kept: "up to two target creature cards"

    # "creature card with mana value 2 or less": the zone after "card" (parse_filter)
    head, _, tail = words.strip().partition("card")
    phrase = f"{head}card in your graveyard{tail}".strip()
    return replace(target, phrase=_check_target(phrase))
