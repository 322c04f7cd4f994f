"""Sentences that join two instructions the grammar reads apart, read without the grammar
(see :mod:`.fixed_sentences`); each part is compiled as a sentence of its own (neither refers
to the other) and the ops are kept in the order written (608.2c):

* "Draw three cards. You may play an additional land this turn." (Urban Evolution; 305.2a,
  the ``additional_land_play`` op) — the sentence in any place of a spell's paragraph;
* "Draw two cards and create two Treasure tokens." (Big Score);
* "[trigger], put a +1/+1 counter on this creature and you gain 1 life." (Sunscorch Regent);
* "Untap target permanent and gain control of it until end of turn. It gains haste until end
  of turn." (Word of Seizing, Threaten): the target untapped, then controlled (613.1b), "it"
  and "that creature" the target (608.2c).
"""

from __future__ import annotations

import re
from typing import Any

_EXTRA_LAND = "You may play an additional land this turn."
_DRAW_AND_CREATE = re.compile(r"^(Draw [a-z]+ cards?) and (create [^.]+)\.$")
_UNTAP_AND_CONTROL = re.compile(r"^Untap (target [^.]+?) and gain control of it until end of "
                                r"turn\. (?:It|That creature) gains haste until end of turn\.$")
_AND_GAIN = re.compile(r"^((?:When|Whenever|At) [^.]+?), ([^,.]+?) and you gain (\d+) life\.$")


def compound_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph of two joined instructions, else None."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        if is_spell and _EXTRA_LAND in para:
            return _extra_land(para, compile_paragraph)
        m = _DRAW_AND_CREATE.match(para)
        if m and is_spell:
            one = compile_paragraph(m.group(1) + ".", True)
            two = compile_paragraph(m.group(2)[0].upper() + m.group(2)[1:] + ".", True)
            if one[0] == two[0] == "spell":
                return "spell", [*one[1], *two[1]]
            return None
        m = _UNTAP_AND_CONTROL.match(para)
        if m and is_spell:
            kind, value = compile_paragraph(
                f"Untap {m.group(1)}. Gain control of it until end of turn. It gains haste until "
                "end of turn.", True)
            return (kind, value) if kind == "spell" else None
        m = _AND_GAIN.match(para)
        if m and not is_spell:
            kind, value = compile_paragraph(f"{m.group(1)}, {m.group(2)}.", False)
            if kind != "triggers" or len(value) != 1:
                return None
            gain = {"do": "gain_life", "amount": int(m.group(3))}
            return kind, [{**value[0], "effects": [*value[0]["effects"], gain], "text": para}]
    except CompileError:
        return None
    return None


def _extra_land(para: str, compile_one: Any) -> tuple[str, Any] | None:
    before, _, after = para.partition(_EXTRA_LAND)
    out: list[dict[str, Any]] = []
    for part in (before.strip(), None, after.strip()):
        if part is None:
            out.append({"do": "additional_land_play"})
        elif part:
            kind, value = compile_one(part, True)
            if kind != "spell":
                return None
            out.extend(value)
    return "spell", out
