"""A target player searches their own library (701.19a), read without the grammar (see
:mod:`.fixed_sentences`): "Target player searches their library for a basic land card, puts it
onto the battlefield tapped, then shuffles." (Fertilid) — the sentence compiled as the
searcher's own "Search your library for …, put it …, then shuffle.", then its
``search_library`` op given the target player as ``who`` (that player searches, puts the card
onto the battlefield under their control and shuffles, 701.19a, 701.20a)."""

from __future__ import annotations

import re
from typing import Any

_SEARCHES = re.compile(r"\bTarget player searches their library for ([^.,]+?), puts (it|them) "
                       r"(onto the battlefield(?: tapped)?|into their hand), then shuffles\.")


def player_search_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph whose one search is made by a target player."""
    m = _SEARCHES.search(para)
    if not m or len(_SEARCHES.findall(para)) != 1:
        return None
    where = m.group(3).replace("their hand", "your hand")
    mine = f"Search your library for {m.group(1)}, put {m.group(2)} {where}, then shuffle."
    plain = f"{para[:m.start()]}{mine}{para[m.end():]}"
    from casualmagic.cards.compiler.build import (
        CompileError,
        _Target,
        compile_paragraph,
        paragraph_effects,
    )

    try:
        kind, value = compile_paragraph(plain, is_spell)
    except CompileError:
        return None
    effects = paragraph_effects(kind, value)
    found = [e for e in effects if e.get("do") == "search_library"]
    if len(found) != 1 or "who" in found[0]:
        return None
    if kind == "spell":
        found[0]["who"] = _Target("player")
        return kind, value
    targets = value[0].setdefault("targets", [])
    targets.append("player")
    found[0]["who"] = len(targets) - 1
    value[0]["text"] = para
    return kind, value
