"""State triggers of permanents (603.8), read without the grammar (see
:mod:`.fixed_sentences`): "When you control no Islands, sacrifice this creature." — a
triggered ability whose trigger is a game state, not an event: ``when = "state"``, the state
its ``if`` (a condition ``engine.triggers.condition_holds`` reads, the same as an
intervening "if" clause, 603.4), checked by ``engine.state_triggers`` whenever state-based
actions are.  Its effect is read as any triggered ability's."""

from __future__ import annotations

import re
from typing import Any

_STATE = re.compile(r"^When (you control no [^,]+), (.+)$")


def state_trigger_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("triggers", [{"when": "state", "if": …, …}])`` for a state trigger this module
    reads, else None."""
    m = _STATE.match(para)
    if m is None or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph
    from casualmagic.cards.compiler.triggers import condition

    cond = condition(m.group(1))
    if cond is None:  # a state the engine does not read ("no other creatures", "no snow lands")
        return None
    try:  # the effect, read as a triggered ability's (the head is put back below)
        kind, value = compile_paragraph(f"At the beginning of your upkeep, {m.group(2)}", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0].get("if"):
        return None
    record = {k: v for k, v in value[0].items() if k not in ("when", "whose")}
    return "triggers", [{"when": "state", "if": cond, **record, "text": para}]
