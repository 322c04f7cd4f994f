"""What a spell's target's controller gets, read without the grammar (see
:mod:`.fixed_sentences`): "Exile target creature. Its controller manifests the top card of
their library." (Reality Shift; 701.34a) — the first sentence compiled as a sentence of its
own with one target, "its controller" the controller of that target as it last existed on
the battlefield (608.2h), the ``manifest_top`` op."""

from __future__ import annotations

import re
from typing import Any

_MANIFESTS_TOP = re.compile(
    r"^((?:Exile|Destroy) target [a-z ]+?)\. Its controller manifests the top card of "
    r"their library\.$")


def target_controller_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for "[Exile|Destroy] target X. Its controller manifests the top
    card of their library.", else None."""
    m = _MANIFESTS_TOP.match(para)
    if not m or not is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, _Target, compile_paragraph

    try:
        kind, first = compile_paragraph(m.group(1) + ".", True)
    except CompileError:
        return None
    targets = {v for e in first for v in e.values() if isinstance(v, _Target)}
    if kind != "spell" or len(first) != 1 or len(targets) != 1:
        return None
    return "spell", [*first, {"do": "manifest_top", "who": "controller of target"}]
