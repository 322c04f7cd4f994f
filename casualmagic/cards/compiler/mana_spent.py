"""Amounts counted from the mana spent on a spell, read without the grammar (see
:mod:`.fixed_sentences`): "You draw X cards and lose X life, where X is the number of colors
of mana spent to cast this spell." (Painful Truths; 601.2h, 202.2) — the paragraph compiled
without its "where" clause, each X then read as that count (the amount ``colors of mana spent
to cast this spell``, noted on the spell as it is paid for, engine.casting)."""

from __future__ import annotations

import re
from typing import Any

COLORS_SPENT = "colors of mana spent to cast this spell"
_WHERE = re.compile(r"^(.+), where X is the number of colors of mana spent to cast this spell\.$")


def mana_spent_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for a spell paragraph whose X is the colours spent, else None."""
    m = _WHERE.match(para)
    if not m or not is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, effects = compile_paragraph(m.group(1) + ".", True)
    except CompileError:
        return None
    if kind != "spell" or not any(v in ("X", "-X") for e in effects for v in e.values()):
        return None
    read = {"X": COLORS_SPENT, "-X": "-" + COLORS_SPENT}
    return "spell", [{k: read.get(v, v) if isinstance(v, str) else v for k, v in e.items()}
                     for e in effects]
