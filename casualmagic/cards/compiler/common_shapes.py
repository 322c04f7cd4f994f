"""Effect shapes that are often a real card's only missing paragraph, read by the grammar
rules of the "common shapes" section at the end of ``oracle.lark``:

* "enchanted creature" / "equipped creature" as the object an Aura's or Equipment's ability
  acts on (303.4, 301.5): ``"attached"``, read by ``engine.effect_refs.objects_of``;
* "Tap target creature. It doesn't untap during its controller's next untap step" (502.3,
  ``doesnt_untap_next``);
* damage the source deals to its controller, and to two targets at once (120.3);
  "Target creature deals damage to itself equal to its power" (120.3, 208.3);
* "Switch target creature's power and toughness until end of turn" (613.4d);
* "Look at the top N cards of your library, then put them back in any order" (701.16e,
  401.4: the order is the player's choice, ``reorder_top``);
* "You may discard a card. If you do, draw a card" (701.8a, 608.2d: declining discards and
  draws nothing);
* "That player draws an additional card" (121.1); "It fights target creature" (701.12a);
* "Whenever this creature / enchanted creature deals damage, you gain that much life"
  (603.2, 119.3): the amount of the damage, ``"that much"`` (and of the life gained, "Whenever
  you gain life, target opponent loses that much life");
* "Target creature you control deals damage equal to its power to target creature you don't
  control" (120.3, 208.3); "Up to two target creatures each get +2/+0 until end of turn"
  (115.1); "Target creature has base power and toughness 1/1 until end of turn" (613.4b);
  "Take an extra turn after this one" (500.7); "Draw two cards and create two Treasure
  tokens" (121.1, 111.10).

Fixed sentence shapes are read in Python before the grammar (:func:`common_line`, no Earley
items): "Creatures your opponents control enter tapped" (614.1c); the block requirements of
an attacking creature (509.1c), "All creatures able to block this creature do so" and "This
creature must be blocked if able", kept as ability flags (engine.combat); "This spell costs
{1} less to cast if you control a Wizard" / "… if you've cast another spell this turn"
(601.2f, ``costs_less_if``).
:class:`CommonShapeOps` holds the grammar's methods; ``build._Ops`` inherits them.
"""

from __future__ import annotations

import re
from typing import Any

_ENTER_TAPPED = re.compile(r"^((?:[A-Z][a-z-]*|Non-?[A-Z][a-z]*)(?:,? (?:and )?[a-z][a-z-]*)*?) "
                           r"enter tapped\.$")
_LURE = re.compile(r"^All creatures able to block (~|this creature|enchanted creature) do so\.$")
_MUST_BE_BLOCKED = re.compile(r"^(~|This creature) must be blocked if able\.$")
_COSTS_LESS_IF = re.compile(r"^This spell costs \{(\d+)\} less to cast if (?:you control (?:a|an) "
                            r"(.+)|(you've cast another spell this turn))\.$")
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7}


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


def _target(phrase: str) -> Any:
    """``target <phrase>`` as a numbered target of the ability (115.1)."""
    from casualmagic.cards.compiler.build import _check_target, _Target
    from casualmagic.cards.vocabulary import VocabularyError

    try:
        return _Target(_check_target(phrase.strip()))
    except VocabularyError as e:
        raise _error(str(e)) from None


def common_line(para: str) -> tuple[str, Any] | None:
    """A paragraph of a fixed shape read without the grammar, or None: "Creatures your
    opponents control enter tapped" (614.1c: a static ability of the permanent, read by
    ``engine.replacement`` as each permanent enters)."""
    from casualmagic.cards.vocabulary import LURE, MUST_BE_BLOCKED

    lure = _LURE.match(para)
    if lure:
        if lure.group(1) == "enchanted creature":  # an Aura's (303.4)
            return "statics", [{"op": "grant_attached", "keywords": [LURE], "text": para}]
        return "keywords", [LURE]
    if _MUST_BE_BLOCKED.match(para):
        return "keywords", [MUST_BE_BLOCKED]
    less = _COSTS_LESS_IF.match(para)
    if less:
        cond: dict[str, Any] = {"another_spell": True}
        if less.group(2):
            from casualmagic.cards.compiler.triggers import _subject_filter

            control = _subject_filter(less.group(2))
            if control is None:
                raise _error(f"{less.group(2)!r}: not a permanent the compiler reads")
            cond = {"control": control}
        return "statics", [{"op": "costs_less_if", "amount": int(less.group(1)), **cond,
                            "text": para}]
    m = _ENTER_TAPPED.match(para)
    if m:
        from casualmagic.cards.compiler.effects import group_filter

        group = m.group(1)
        if group.startswith("Non"):  # "Nonbasic lands": the sentence's capital, not a subtype
            group = "n" + group[1:]
        return "statics", [{"op": "permanents_enter_tapped", "filter": group_filter(group),
                            "text": para}]
    return None


class CommonShapeOps:
    """Grammar methods of the "common shapes" section of ``oracle.lark``."""

    text: str
    that_object: Any  # compiler.triggers.TriggerOps: "that creature" (603.2)
    counted_target: Any  # compiler.effects.EffectOps: "up to two target creatures" (115.1)
    events: tuple[str, ...] = ()
    """Set by ``build`` while reading a triggered ability's effect: its trigger events."""

    def attached_ref(self, _: list) -> str:
        """"Enchanted creature" / "equipped creature" (303.4, 301.5): the object the source
        is attached to."""
        return "attached"

    def tap_and_hold(self, items: list) -> list[dict[str, Any]]:
        """"Tap target creature. It doesn't untap during its controller's next untap step"
        (701.26a, 502.3): the same object(s) tapped, then held."""
        what = items[0]
        return [{"do": "tap", "what": what}, {"do": "doesnt_untap_next", "what": what}]

    def tap_and_stun(self, items: list) -> list[dict[str, Any]]:
        """"Tap target creature and put a stun counter on it" (701.26a, 122.1d): "it" is the
        tapped object."""
        what, stun = items
        amount = _NUMBERS[str(stun).lower().split(" put ")[1].split()[0]]
        return [{"do": "tap", "what": what},
                {"do": "add_counters", "what": what, "kind": "stun", "amount": amount}]

    def it_fights(self, items: list) -> dict[str, Any]:
        """"It fights target creature you don't control" (701.12a): "it" is the object
        itself in its own ability, or the target of the instruction before (608.2c);
        "this creature fights …" the object itself."""
        from casualmagic.cards.compiler.build import _IT

        other = items[-1]
        return {"do": "fight", "what": _IT if len(items) == 1 else "self", "other": other}

    def hold_target(self, items: list) -> dict[str, Any]:
        """"Target creature doesn't untap during its controller's next untap step" (502.3)."""
        return {"do": "doesnt_untap_next", "what": _target(str(items[0]))}

    def hold_that(self, items: list) -> dict[str, Any]:
        """"That creature doesn't untap during its controller's next untap step" (502.3): the
        object the trigger event was about (compiler.triggers)."""
        return {"do": "doesnt_untap_next", "what": self.that_object(items)}

    def damage_to_you(self, items: list) -> dict[str, Any]:
        """"This creature deals 1 damage to you" (120.3): to the source's controller."""
        return self._by_it(items, 2, {"do": "damage", "amount": items[-1], "to": "you"})

    def damage_and_damage_to_you(self, items: list) -> list[dict[str, Any]]:
        """"This creature deals 2 damage to any target and 1 damage to you" (120.3): one
        source, two amounts, dealt in the order written."""
        amount, target, yours = items[-3:]
        return [self._by_it(items, 4, {"do": "damage", "amount": amount, "to": target}),
                self._by_it(items, 4, {"do": "damage", "amount": yours, "to": "you"})]

    def damage_two_targets(self, items: list) -> list[dict[str, Any]]:
        """"~ deals 2 damage to target creature and 2 damage to target player or
        planeswalker" (115.1: two targets, 120.3)."""
        _, first_amount, first, second_amount, second = items
        if first == second:
            raise _error("the same target named twice")
        return [{"do": "damage", "amount": first_amount, "to": first},
                {"do": "damage", "amount": second_amount, "to": second}]

    def _by_it(self, items: list, with_self: int, effect: dict[str, Any]) -> dict[str, Any]:
        """"It deals …" (``items`` one shorter than ``with_self``: the word "it" is not kept):
        the source, written ``_it`` as the grammar's other "it deals" rules do (build reads
        it as the object itself, or the object a trigger event was about)."""
        from casualmagic.cards.compiler.build import _IT

        return effect if len(items) == with_self else {**effect, "_it": _IT}

    def damage_to_itself(self, items: list) -> dict[str, Any]:
        """"Target creature deals damage to itself equal to its power" (120.3, 208.3): the
        target is the source and the damaged creature; its power as the spell resolves.
        The amount reads the first target, so the paragraph may have no other target."""
        if len(re.findall(r"\btarget\b", self.text.lower())) != 1:
            raise _error("'deals damage to itself' with another target in the ability")
        target = _target(str(items[0]))
        return {"do": "damage", "by": target, "to": target, "amount": "power of target"}

    def switch_pt_eot(self, items: list) -> dict[str, Any]:
        """"Switch target creature's power and toughness until end of turn" (613.4d)."""
        return {"do": "switch_pt", "what": _target(str(items[0]))}

    def reorder_top(self, items: list) -> dict[str, Any]:
        """"Look at the top N cards of your library, then put them back in any order"
        (701.16e, 401.4); "You may shuffle" after it (701.20a)."""
        text = str(items[0]).lower()
        word = text.split()[4]
        amount = int(word) if word.isdigit() else _NUMBERS[word]
        out: dict[str, Any] = {"do": "reorder_top", "amount": amount}
        if text.endswith("you may shuffle"):
            out["may_shuffle"] = True
        return out

    def may_rummage(self, _: list) -> list[dict[str, Any]]:
        """"You may discard a card. If you do, draw a card" (701.8a, 608.2d)."""
        return [{"do": "may_discard_then_draw"}]

    def draw_additional(self, items: list) -> dict[str, Any]:
        """"That player draws an additional card" (121.1): one more card drawn."""
        return {"do": "draw", "who": items[0], "amount": 1}

    def gain_that_much(self, _: list) -> dict[str, Any]:
        """"You gain that much life" (119.3) after "Whenever [it] deals damage" (603.2)."""
        return {"do": "gain_life", "amount": self._that_much()}

    def lose_that_much(self, _: list) -> dict[str, Any]:
        """"You lose that much life" (119.3) after "Whenever [it] deals damage" (603.2)."""
        return {"do": "lose_life", "amount": self._that_much()}

    def target_loses_that_much(self, items: list) -> dict[str, Any]:
        """"Target opponent loses that much life" (119.3) after "Whenever you gain life"."""
        return {"do": "lose_life", "who": items[0], "amount": self._that_much()}

    def power_damage_to_target(self, items: list) -> dict[str, Any]:
        """"Target creature you control deals damage equal to its power to target creature
        you don't control" (120.3, 208.3): the first target deals the damage, its power as
        the ability resolves (the amount reads the first target, so the sentence must open
        the ability)."""
        if not self.text.lower().startswith("target "):
            raise _error("'deals damage equal to its power' after another target")
        source = _target(str(items[0]))
        if source == items[1]:  # two targets of one phrase would be numbered as one
            raise _error("two targets with the same phrase")
        return {"do": "damage", "by": source, "to": items[1], "amount": "power of target"}

    def pump_each_target(self, items: list) -> dict[str, Any]:
        """"Up to two target creatures each get +2/+0 until end of turn" (115.1, 611.2a)."""
        from casualmagic.cards.compiler.build import _pt

        target = self.counted_target([items[0], items[1]])
        power, toughness = _pt(items[2])
        return {"do": "pump", "what": target, "power": power, "toughness": toughness}

    def base_pt_eot(self, items: list) -> dict[str, Any]:
        """"Target creature has base power and toughness 1/1 until end of turn" (613.4b)."""
        from casualmagic.cards.compiler.build import _pt

        power, toughness = _pt(items[1])
        return {"do": "set_base_pt", "what": items[0], "power": power, "toughness": toughness}

    def take_extra_turn(self, _: list) -> dict[str, Any]:
        """"Take an extra turn after this one" (500.7)."""
        return {"do": "extra_turn"}

    def draw_and_create(self, items: list) -> list[dict[str, Any]]:
        """"Draw two cards and create two Treasure tokens" (121.1, 111.10)."""
        cards, tokens, kind = items
        out: dict[str, Any] = {"do": "create_predefined_token", "kind": str(kind)}
        if tokens != 1:
            out["amount"] = tokens
        return [{"do": "draw", "amount": cards}, out]

    def _that_much(self) -> str:
        if self.events not in (("deals_damage",), ("gain_life",)):
            raise _error("'that much' with no amount the trigger event names")
        return "that much"
