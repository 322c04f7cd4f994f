"""Cards put on top of their owner's library together, read without the grammar (see
:mod:`.fixed_sentences`): "Put any number of target creature cards from your graveyard on top
of your library." (Footbottom Feast) — any number of targets (115.1: from none to all the
legal ones), put on top at once in the order their owner chooses (401.4): the
``put_on_top_in_any_order`` op."""

from __future__ import annotations

import re
from typing import Any

ANY_NUMBER = 1000
"""The target count of "any number of target …" (with ``up_to``: none to all, 115.1)."""

_ANY_NUMBER_ON_TOP = re.compile(r"^Put any number of target ([a-z ]+?) cards from your "
                                r"graveyard on top of your library\.$")


def library_top_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for that sentence of an instant or sorcery, else None."""
    m = _ANY_NUMBER_ON_TOP.match(para)
    if not m or not is_spell:
        return None
    from casualmagic.cards.compiler.build import _check_target, _Target

    target = _Target(_check_target(f"{m.group(1)} card in your graveyard"), ANY_NUMBER, True)
    return "spell", [{"do": "put_on_top_in_any_order", "what": target}]
