"""Keyword actions (701) whose ops the engine has but no sentence of the grammar read, from
the "common shapes III" section at the end of ``oracle.lark``, anywhere an effect may stand:

* "proliferate" (701.27a: its controller chooses each permanent and player with counters in
  turn, then each chosen one gets another counter of each kind it has; ``effects.counters``)
  — and, without the grammar (:func:`then_proliferate_line`), "[instruction], then
  proliferate." where the grammar reads the instruction's target phrase up to the sentence's
  end;
* "detain target …" (701.29a), "goad target …" (701.38a), "bolster N" (701.33a) and
  "amass Orcs N" (701.44a: the subtype written in the plural, the token's black); and
  "look at target opponent's hand" (402.3: shown to the ability's controller only)."""

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
