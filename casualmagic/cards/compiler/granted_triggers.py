"""A permanent that, as long as a condition holds, gets +N/+N and has a quoted triggered
ability, read without the grammar (see :mod:`.fixed_sentences`): "Lieutenant — As long as you
control your commander, this creature gets +2/+2 and has "Whenever this creature attacks, it
deals 7 damage to target creature defending player controls."" (Tyrant's Familiar; 611.3a,
613.4c, 113.2 and 613.1f: the granted ability, layer 6). The sentence without the quoted
ability is compiled (a ``pump_all`` of "self" with its ``if``), the quoted ability as a
paragraph of its own, and a ``grant_triggers`` static with the same ``if`` is added."""

from __future__ import annotations

import re
from typing import Any

_GRANTED = re.compile(r"^(As long as [^,]+, (?:this creature|~) gets [+-]\d+/[+-]\d+) and has "
                      r"\"((?:When|Whenever|At) [^\"]+\.)\"$")


def granted_trigger_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "As long as [condition], this creature gets +N/+N and has
    "[triggered ability]".", else None."""
    m = _GRANTED.match(para)
    if not m or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, statics = compile_paragraph(f"{m.group(1)}.", False)
        granted_kind, granted = compile_paragraph(m.group(2), False)
    except CompileError:
        return None
    if kind != "statics" or len(statics) != 1 or "if" not in statics[0] \
            or statics[0].get("filter") != "self" or granted_kind != "triggers":
        return None
    pump = {k: v for k, v in statics[0].items() if k != "text"}
    grant = {"op": "grant_triggers", "filter": "self", "triggers": granted,
             "if": statics[0]["if"], "text": para}
    return "statics", [pump, grant]
