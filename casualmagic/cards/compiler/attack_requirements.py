"""Requirements on a group of creatures, read without the grammar (see :mod:`.fixed_sentences`):
"All creatures attack each combat if able." (Warmonger Hellkite), "Creatures your opponents
control attack each combat if able." (508.1d, 509.1c: requirements the engine checks as
attackers and blockers are declared). The group is read as the grammar reads "[group] have
haste." and gets the requirement as an ability flag (the ``grant_keywords`` static, 613.1f)."""

from __future__ import annotations

import re
from typing import Any

_REQUIREMENT = re.compile(r"^((?:All|Other)?[A-Za-z ']*?creatures[a-z ']*?) (attack|block) "
                          r"each combat if able\.$")
_FLAGS = {"attack": "Attacks each combat if able", "block": "Blocks each combat if able"}


def attack_requirement_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[group of creatures] attack (block) each combat if able.",
    else None."""
    m = _REQUIREMENT.match(para)
    if not m or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{m.group(1)} have haste.", False)
    except CompileError:
        return None
    if kind != "statics" or len(value) != 1 or value[0].get("op") != "grant_keywords" \
            or value[0].get("keywords") != ["Haste"]:
        return None
    return kind, [{**value[0], "keywords": [_FLAGS[m.group(2)]], "text": para}]
