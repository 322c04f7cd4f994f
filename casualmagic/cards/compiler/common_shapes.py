"""Effect shapes that are often a real card's only missing paragraph, read from one terminal
of the "common shapes" section at the end of ``oracle.lark`` (``COMMON_EFFECT``, one
alternation of the regular expressions of :data:`SHAPES`: one Earley item instead of a rule
each), dispatched here in Python:

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
:class:`CommonShapeOps` holds the grammar's methods; ``build._Ops`` inherits them.  The
terminal in ``oracle.lark`` is :func:`terminal_pattern` written out (a test checks they agree).
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


# -- the effect shapes of the COMMON_EFFECT terminal ------------------------------------------
_T_SIMPLE = r"target [a-z0-9' ,/+-]+?"
_T_COUNT = (r"(?:up to (?:one|two|three|four|five)|one or two|two|three) target "
            r"[a-z0-9' ,/+-]+?")
_T = rf"(?:any target|{_T_COUNT}|{_T_SIMPLE}|(?:enchanted|equipped) creature|that creature)"
_N = r"(?:\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_HOLD = (r"(?:doesn't|don't) untap during (?:its|their) controller's next untap step")
SHAPES: dict[str, str] = {
    # 502.3: "Tap target creature. It doesn't untap during its controller's next untap step."
    "tap_and_hold": rf"tap (?P<what>{_T})\. (?:it|that creature|that permanent|that land|"
                    rf"those creatures|those permanents) {_HOLD}",
    "hold": rf"(?P<what>{_T_SIMPLE}|that creature) {_HOLD}",
    # 701.26a, 122.1d: "tap target creature and put a stun counter on it"
    "tap_and_stun": rf"tap (?P<what>{_T})(?:,? and|, then) put (?P<n>a|one|two|three|four|five)"
                    r" stun counters? on it",
    # 120.3: "this creature deals 1 damage to any target and 1 damage to you"
    "damage_and_you": rf"(?P<src>~|this creature|it) deals (?P<n>{_N}) damage to "
                      rf"(?P<what>any target|{_T_SIMPLE}) and (?P<m>{_N}) damage to you",
    "damage_to_you": rf"(?P<src>~|this creature|it) deals (?P<n>{_N}) damage to you",
    "damage_two": rf"(?:~|this creature) deals (?P<n>{_N}) damage to (?P<what>{_T_SIMPLE}) and "
                  rf"(?P<m>{_N}) damage to (?P<other>{_T_SIMPLE})",
    # 120.3, 208.3
    "damage_to_itself": r"target (?P<what>[a-z' ]+?) deals damage to itself equal to its power",
    "power_damage": rf"target (?P<src>[a-z' ]+?) deals damage equal to its power to "
                    rf"(?P<what>any target|{_T_SIMPLE})",
    # 613.4d, 613.4b, 611.2a
    "switch": r"switch target (?P<what>[a-z' ]+?)'s power and toughness until end of turn",
    "base_pt": rf"(?P<what>{_T_SIMPLE}|enchanted creature|equipped creature) has base power "
               r"and toughness (?P<pt>\d+/\d+) until end of turn",
    "pump_each": r"(?P<count>up to (?:one|two|three|four|five)|one or two|two|three) target "
                 r"(?P<what>[a-z' ]+?) each get (?P<pt>[+-]\d+/[+-]\d+) until end of turn",
    # 701.16e, 401.4, 701.20a
    "reorder_top": r"look at the top (?P<n>two|three|four|five|six|seven|\d+) cards of your "
                   r"library, then put them back in any order(?P<shuffle>\. you may shuffle)?",
    # 701.8a, 608.2d
    "rummage": r"you may discard a card\. if you do, draw a card",
    # 121.1, 504.1
    "draw_additional": r"that player draws an additional card",
    # 119.3, 603.2
    "that_much": r"you (?P<verb>gain|lose) that much life",
    "loses_that_much": r"(?P<who>target opponent|target player) loses that much life",
    # 701.12a
    "fights": rf"(?P<src>it|~|this creature) fights (?P<what>{_T})",
    # 500.7; 121.1, 111.10
    "extra_turn": r"take an extra turn after this one",
    "draw_and_create": rf"draw (?P<n>{_N}) cards? and create (?P<m>{_N}) "
                       r"(?P<kind>Treasure|Food|Clue) tokens?",
}
"""Each shape's regular expression, matched whole (case aside) against the terminal's text."""
_COMPILED = {name: re.compile(rx, re.IGNORECASE) for name, rx in SHAPES.items()}


def terminal_pattern() -> str:
    """The ``COMMON_EFFECT`` terminal of ``oracle.lark``: every shape, group names dropped,
    each ending before the sentence's period, a slash written ``\\/`` as Lark's regular
    expression literals need."""
    return "|".join(re.sub(r"\(\?P<\w+>", "(?:", rx) + r"(?=\.)"
                    for rx in SHAPES.values()).replace("/", "\\/")


def _amount(word: str) -> int | str:
    low = word.lower()
    if low == "x":
        return "X"
    return int(low) if low.isdigit() else {"an": 1, "eight": 8, "nine": 9, "ten": 10,
                                           **_NUMBERS}[low]


class CommonShapeOps:
    """Grammar methods of the "common shapes" section of ``oracle.lark``."""

    text: str
    that_object: Any  # compiler.triggers.TriggerOps: "that creature" (603.2)
    that_player: Any  # compiler.triggers.TriggerOps: "that player" (603.2)
    counted_target: Any  # compiler.effects.EffectOps: "up to two target creatures" (115.1)
    events: tuple[str, ...] = ()
    """Set by ``build`` while reading a triggered ability's effect: its trigger events."""

    def attached_ref(self, _: list) -> str:
        """"Enchanted creature" / "equipped creature" (303.4, 301.5): the object the source
        is attached to."""
        return "attached"

    def common_effect(self, items: list) -> Any:
        """The ``COMMON_EFFECT`` terminal: the one shape of :data:`SHAPES` its text is."""
        return read_shape(self, str(items[0]), _COMPILED)

    # -- what a shape names ------------------------------------------------------------------
    def _object(self, text: str) -> Any:
        """A target phrase (115.1) or an object reference of a shape."""
        low = text.lower()
        if low == "any target":
            from casualmagic.cards.compiler.build import _Target

            return _Target("any")
        if low in ("enchanted creature", "equipped creature"):
            return "attached"
        if low == "that creature":
            return self.that_object([])
        if low.startswith("target "):
            return _target(text[len("target "):])
        count, _, phrase = text.partition(" target ")
        return self.counted_target([count, phrase])

    @staticmethod
    def _source(m: re.Match[str], effect: dict[str, Any]) -> dict[str, Any]:
        """"It deals …": the source written ``_it`` as the grammar's other "it deals" rules do
        (build reads it as the object itself, or the object a trigger event was about)."""
        from casualmagic.cards.compiler.build import _IT

        return {**effect, "_it": _IT} if m.group("src").lower() == "it" else effect

    # -- the shapes ----------------------------------------------------------------------------
    def _shape_tap_and_hold(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Tap target creature. It doesn't untap during its controller's next untap step"
        (701.26a, 502.3): the same object(s) tapped, then held."""
        what = self._object(m.group("what"))
        return [{"do": "tap", "what": what}, {"do": "doesnt_untap_next", "what": what}]

    def _shape_hold(self, m: re.Match[str]) -> dict[str, Any]:
        """"Target creature / that creature doesn't untap during its controller's next untap
        step" (502.3)."""
        return {"do": "doesnt_untap_next", "what": self._object(m.group("what"))}

    def _shape_tap_and_stun(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Tap target creature and put a stun counter on it" (701.26a, 122.1d): "it" is the
        tapped object."""
        what = self._object(m.group("what"))
        return [{"do": "tap", "what": what},
                {"do": "add_counters", "what": what, "kind": "stun",
                 "amount": _amount(m.group("n"))}]

    def _shape_damage_to_you(self, m: re.Match[str]) -> dict[str, Any]:
        """"This creature deals 1 damage to you" (120.3): to the source's controller."""
        return self._source(m, {"do": "damage", "amount": _amount(m.group("n")), "to": "you"})

    def _shape_damage_and_you(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"This creature deals 2 damage to any target and 1 damage to you" (120.3): one
        source, two amounts, dealt in the order written."""
        first = {"do": "damage", "amount": _amount(m.group("n")),
                 "to": self._object(m.group("what"))}
        return [self._source(m, first),
                self._source(m, {"do": "damage", "amount": _amount(m.group("m")), "to": "you"})]

    def _shape_damage_two(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"~ deals 2 damage to target creature and 2 damage to target player or
        planeswalker" (115.1: two targets, 120.3)."""
        first, second = self._object(m.group("what")), self._object(m.group("other"))
        if first == second:  # two targets of one phrase would be numbered as one
            raise _error("the same target named twice")
        return [{"do": "damage", "amount": _amount(m.group("n")), "to": first},
                {"do": "damage", "amount": _amount(m.group("m")), "to": second}]

    def _shape_damage_to_itself(self, m: re.Match[str]) -> dict[str, Any]:
        """"Target creature deals damage to itself equal to its power" (120.3, 208.3): the
        target is the source and the damaged creature; its power as the spell resolves.
        The amount reads the first target, so the paragraph may have no other target."""
        if len(re.findall(r"\btarget\b", self.text.lower())) != 1:
            raise _error("'deals damage to itself' with another target in the ability")
        target = _target(m.group("what"))
        return {"do": "damage", "by": target, "to": target, "amount": "power of target"}

    def _shape_power_damage(self, m: re.Match[str]) -> dict[str, Any]:
        """"Target creature you control deals damage equal to its power to target creature
        you don't control" (120.3, 208.3): the first target deals the damage, its power as
        the ability resolves (the amount reads the first target, so the sentence must open
        the ability)."""
        if not self.text.lower().startswith("target "):
            raise _error("'deals damage equal to its power' after another target")
        source, to = _target(m.group("src")), self._object(m.group("what"))
        if source == to:  # two targets of one phrase would be numbered as one
            raise _error("two targets with the same phrase")
        return {"do": "damage", "by": source, "to": to, "amount": "power of target"}

    def _shape_switch(self, m: re.Match[str]) -> dict[str, Any]:
        """"Switch target creature's power and toughness until end of turn" (613.4d)."""
        return {"do": "switch_pt", "what": _target(m.group("what"))}

    def _shape_base_pt(self, m: re.Match[str]) -> dict[str, Any]:
        """"Target creature has base power and toughness 1/1 until end of turn" (613.4b)."""
        power, toughness = (int(n) for n in m.group("pt").split("/"))
        return {"do": "set_base_pt", "what": self._object(m.group("what")), "power": power,
                "toughness": toughness}

    def _shape_pump_each(self, m: re.Match[str]) -> dict[str, Any]:
        """"Up to two target creatures each get +2/+0 until end of turn" (115.1, 611.2a)."""
        power, toughness = (int(n) for n in m.group("pt").split("/"))
        target = self.counted_target([m.group("count"), m.group("what")])
        return {"do": "pump", "what": target, "power": power, "toughness": toughness}

    def _shape_reorder_top(self, m: re.Match[str]) -> dict[str, Any]:
        """"Look at the top N cards of your library, then put them back in any order"
        (701.16e, 401.4); "You may shuffle" after it (701.20a)."""
        out: dict[str, Any] = {"do": "reorder_top", "amount": _amount(m.group("n"))}
        if m.group("shuffle"):
            out["may_shuffle"] = True
        return out

    def _shape_rummage(self, _: re.Match[str]) -> dict[str, Any]:
        """"You may discard a card. If you do, draw a card" (701.8a, 608.2d)."""
        return {"do": "may_discard_then_draw"}

    def _shape_draw_additional(self, _: re.Match[str]) -> dict[str, Any]:
        """"That player draws an additional card" (121.1): one more card drawn."""
        return {"do": "draw", "who": self.that_player([]), "amount": 1}

    def _shape_that_much(self, m: re.Match[str]) -> dict[str, Any]:
        """"You gain / lose that much life" (119.3) after "Whenever [it] deals damage"."""
        verb = "gain_life" if m.group("verb").lower() == "gain" else "lose_life"
        return {"do": verb, "amount": self._that_much()}

    def _shape_loses_that_much(self, m: re.Match[str]) -> dict[str, Any]:
        """"Target opponent loses that much life" (119.3) after "Whenever you gain life"."""
        from casualmagic.cards.compiler.build import _Target

        who = _Target(m.group("who").lower().split()[1])
        return {"do": "lose_life", "who": who, "amount": self._that_much()}

    def _shape_fights(self, m: re.Match[str]) -> dict[str, Any]:
        """"It fights target creature you don't control" (701.12a): "it" is the object
        itself in its own ability, or the target of the instruction before (608.2c);
        "this creature fights …" the object itself."""
        from casualmagic.cards.compiler.build import _IT

        what = _IT if m.group("src").lower() == "it" else "self"
        return {"do": "fight", "what": what, "other": self._object(m.group("what"))}

    def _shape_extra_turn(self, _: re.Match[str]) -> dict[str, Any]:
        """"Take an extra turn after this one" (500.7)."""
        return {"do": "extra_turn"}

    def _shape_draw_and_create(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Draw two cards and create two Treasure tokens" (121.1, 111.10)."""
        tokens = _amount(m.group("m"))
        out: dict[str, Any] = {"do": "create_predefined_token",
                               "kind": m.group("kind").capitalize()}
        if tokens != 1:
            out["amount"] = tokens
        return [{"do": "draw", "amount": _amount(m.group("n"))}, out]

    def _that_much(self) -> str:
        if self.events not in (("deals_damage",), ("gain_life",)):
            raise _error("'that much' with no amount the trigger event names")
        return "that much"


def read_shape(ops: Any, text: str, shapes: dict[str, re.Pattern[str]]) -> Any:
    """The ops of the one shape of ``shapes`` that ``text`` (a shape terminal's match) is:
    ``ops._shape_NAME(match)`` (a terminal is the union of its shapes' patterns)."""
    for name, rx in shapes.items():
        m = rx.fullmatch(text)
        if m:
            return getattr(ops, f"_shape_{name}")(m)
    raise _error("no common shape matches this text")
