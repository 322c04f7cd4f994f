"""Life gain a player may decline, read without the grammar (see :mod:`.fixed_sentences`):
"Whenever a creature an opponent controls dies, you may gain 3 life." (Sangromancer) — the
paragraph compiled as "…, you gain 3 life." and its one ``gain_life`` op put after a ``may``
choice (608.2d: declining skips it)."""

from __future__ import annotations

import re
from typing import Any

_MAY_GAIN = re.compile(r"^(.+), you may gain (\d+|a|one|two|three|four|five) life\.$")


def optional_life_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("triggers", [...])`` for "[trigger], you may gain N life.", else None."""
    m = _MAY_GAIN.match(para)
    if not m or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{m.group(1)}, you gain {m.group(2)} life.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or [e.get("do") for e in value[0]["effects"]] \
            != ["gain_life"] or value[0]["effects"][0].get("who") not in (None, "you"):
        return None
    gain = value[0]["effects"][0]
    prompt = f"Gain {gain.get('amount')} life?"
    return kind, [{**value[0], "effects": [{"do": "may", "prompt": prompt}, gain],
                   "text": para}]
