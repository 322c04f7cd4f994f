"""Grammar rules of the "common shapes III" section at the end of ``oracle.lark``:
"proliferate" as an instruction anywhere an effect may stand ("Proliferate.", "When this
creature dies, proliferate.", "Draw two cards, then proliferate.") — the ``proliferate`` op
(701.27a: its controller chooses each permanent and player with counters in turn, then each
chosen one gets another counter of each kind it has; ``effects.counters``); and, without
the grammar (:func:`then_proliferate_line`), "[instruction], then proliferate." where the
grammar reads the instruction's target phrase up to the end of the sentence."""

from __future__ import annotations

import re
from typing import Any


class ProliferateOps:
    """Transformer methods for proliferate (701.27)."""

    def proliferate(self, _: list) -> dict[str, Any]:  # 701.27a
        return {"do": "proliferate"}


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
