"""A token copy of a spell's target that lasts until the next end step, read without the
grammar (see :mod:`.fixed_sentences`): "Exile target attacking creature. Create a token that's
a copy of that creature. Exile it at the beginning of the next end step." (Nemesis Trap) — the
first sentence compiled alone (one instruction, one target), then
``token_copy_exiled_at_end_step`` of that target (707.2, 608.2h; the delayed exile, 603.7a)."""

from __future__ import annotations

import re
from typing import Any

_COPY_UNTIL_END = re.compile(
    r"^((?:Exile|Destroy) target [a-z ]+?)\. Create a token that's a copy of that creature\. "
    r"Exile it at the beginning of the next end step\.$")


def token_copy_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for that paragraph of an instant or sorcery, else None."""
    m = _COPY_UNTIL_END.match(para)
    if not m or not is_spell:
        return None
    from casualmagic.cards.compiler.build import _Target
    from casualmagic.cards.compiler.target_controller import one_target_sentence

    first = one_target_sentence(m.group(1))
    if first is None:
        return None
    target = next(v for v in first[0].values() if isinstance(v, _Target))
    if "creature" not in target.phrase:
        return None
    return "spell", [*first, {"do": "token_copy_exiled_at_end_step", "what": target}]
