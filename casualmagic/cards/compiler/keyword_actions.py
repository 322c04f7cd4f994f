"""Keyword actions (701) whose ops the engine has but no sentence of the grammar read, from
the "common shapes III" section at the end of ``oracle.lark``, anywhere an effect may stand:

* "proliferate" (701.27a: its controller chooses each permanent and player with counters in
  turn, then each chosen one gets another counter of each kind it has; ``effects.counters``)
  — and, without the grammar (:func:`then_proliferate_line`), "[instruction], then
  proliferate." where the grammar reads the instruction's target phrase up to the sentence's
  end;
* "detain target …" (701.29a), "goad target …" (701.38a), "bolster N" (701.33a) and
  "amass Orcs N" (701.44a: the subtype written in the plural, the token's black); and
  "look at target opponent's hand" (402.3: shown to the ability's controller only);
* without the grammar (:func:`per_blocker_line`), a blocked creature's "it gets +1/+1 until
  end of turn for each creature blocking it" (509.1h), rampage's kin without the keyword."""

from __future__ import annotations

import re
from typing import Any


class KeywordActionOps:
    """Transformer methods for the keyword actions of this module."""

    def proliferate(self, _: list) -> dict[str, Any]:  # 701.27a
        return {"do": "proliferate"}

    def detain(self, items: list) -> dict[str, Any]:  # 701.29a
        return {"do": "detain", "what": items[0]}

    def goad(self, items: list) -> dict[str, Any]:  # 701.38a
        return {"do": "goad", "what": items[0]}

    def bolster(self, items: list) -> dict[str, Any]:  # 701.33a
        return {"do": "bolster", "amount": items[0]}

    def look_at_hand(self, items: list) -> dict[str, Any]:  # 402.3
        return {"do": "look_at_hand", "who": items[0]}

    def amass(self, items: list) -> dict[str, Any]:  # 701.44a
        from casualmagic.cards.compiler.build import CompileError
        from casualmagic.rules.text import creature_types

        plural = str(items[0])
        subtype = plural[:-1] if plural.endswith("s") else ""
        if subtype not in creature_types():
            raise CompileError(f"amass {plural}: not a creature type in the plural")
        return {"do": "amass", "subtype": subtype, "amount": items[1]}


_THEN = re.compile(r"^(.+), then proliferate\.$")


def then_proliferate_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """"[instruction], then proliferate." — a spell's, a triggered or an activated ability's
    (read without the grammar, see :mod:`.fixed_sentences`): the instruction compiled as the
    paragraph would be without ", then proliferate", and proliferate after it (608.2c: in
    the order written)."""
    m = _THEN.match(para)
    if m is None:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(m.group(1) + ".", is_spell)
    except CompileError:
        return None
    if kind == "spell":
        return kind, [*value, {"do": "proliferate"}]
    if kind in ("triggers", "abilities") and len(value) == 1 and "add" not in value[0]:
        record = value[0]
        return kind, [{**record, "effects": [*record["effects"], {"do": "proliferate"}],
                       "text": para}]
    return None


_PER_BLOCKER = re.compile(r"^(Whenever (this creature|~|an? [^,]+?) becomes blocked), "
                          r"(?:it|that [A-Z][a-z]+) gets ([+-]\d+)/([+-]\d+) until end of turn "
                          r"for each creature blocking it\.$")


def per_blocker_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """"Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each
    creature blocking it." (509.1h) — and "Whenever a creature you control becomes blocked,
    it gets …" (the creature the event is about): the trigger's head read as any other's, its
    effect the ``pump_per_blocker`` op."""
    m = _PER_BLOCKER.match(para)
    if m is None or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:  # the trigger's head, read as any triggered ability's (its effect put back below)
        kind, value = compile_paragraph(f"{m.group(1)}, draw a card.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0]["effects"] != [
            {"do": "draw", "amount": 1}]:
        return None
    what = "self" if m.group(2) in ("this creature", "~") else "it"
    if what == "it" and "subject" not in value[0]:
        return None
    op = {"do": "pump_per_blocker", "what": what, "power": int(m.group(3)),
          "toughness": int(m.group(4))}
    return kind, [{**value[0], "effects": [op], "text": para}]
