"""A library search for a number of cards defined after it, read without the grammar (see
:mod:`.fixed_sentences`): "search your library for up to X Plains cards, where X is the number
of players who control more lands than you. Reveal those cards, put them into your hand, then
shuffle." (Oreskos Explorer; 701.19a, 107.3c) — written as the one search sentence the
grammar reads ("search …, reveal them, put them into your hand, then shuffle, where X is …")
and compiled through the same compiler."""

from __future__ import annotations

import re
from typing import Any

_SEARCH_WHERE_X = re.compile(
    r"^(.*?)(search your library for up to X [^,.]+? cards), (where X is [^.]+)\. Reveal those "
    r"cards, put them into your hand, then shuffle\.$")


def counted_search_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a search whose X is defined before the rest of it, else None."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    m = _SEARCH_WHERE_X.match(para)
    if m is None:
        return None
    head, search, where = m.groups()
    try:
        kind, value = compile_paragraph(f"{head}{search}, reveal them, put them into your hand, "
                                        f"then shuffle, {where}.", is_spell)
    except CompileError:
        return None
    if kind in ("triggers", "abilities") and len(value) == 1:
        value[0]["text"] = para
    return kind, value
