"""Discarding up to a number of cards, then drawing that many, read without the grammar (see
:mod:`.fixed_sentences`): "[+2]: Discard up to two cards, then draw that many cards."
(Daretti, Scrap Savant), "When this creature enters, discard up to two cards, then draw that
many cards." (Kinetic Augur; 701.8a, 121.1). The paragraph is compiled with "draw a card" in
the instruction's place (the cost or trigger head is the grammar's) and the op replaced by
``discard_up_to_then_draw``."""

from __future__ import annotations

import re
from typing import Any

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}
_DISCARD_DRAW = re.compile(r"^(.*?)\b([Dd])iscard up to (one|two|three|four) cards?, then draw "
                           r"that many cards\.$")


def discard_draw_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[…] discard up to N cards, then draw that many cards.", else
    None."""
    m = _DISCARD_DRAW.match(para)
    if not m:
        return None
    head, d, n = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraph_effects

    try:
        kind, value = compile_paragraph(f"{head}{'D' if d == 'D' else 'd'}raw a card.", is_spell)
    except CompileError:
        return None
    effects = paragraph_effects(kind, value)
    if effects != [{"do": "draw", "amount": 1}]:
        return None
    effects[0] = {"do": "discard_up_to_then_draw", "amount": _WORDS[n]}
    if kind in ("triggers", "abilities"):
        value[0]["text"] = para
    return kind, value
