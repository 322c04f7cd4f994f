"""A legendary token named before its description, read without the grammar (see
:mod:`.fixed_sentences`): "create Karox Bladewing, a legendary 4/4 red Dragon creature token
with flying" (Verix Bladewing; 111.4: a token has the name the effect gives it, 205.4: the
legendary supertype) — compiled as "create a 4/4 red Dragon creature token named Karox
Bladewing" through the same compiler, then given its supertype and keywords."""

from __future__ import annotations

import re
from typing import Any

_NAMED_FIRST = re.compile(r"\bcreate ([A-Z][A-Za-z' -]+), a legendary (\d+/\d+ [a-z A-Z]+? "
                          r"creature token)(?: with ([a-z ,]+?))?\.$")


def named_token_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph ending with such a token, else None."""
    from casualmagic.cards.compiler.build import (
        CompileError,
        _keyword_line,
        compile_paragraph,
        paragraph_effects,
    )

    m = _NAMED_FIRST.search(para)
    if m is None:
        return None
    name, body, with_kw = m.groups()
    keywords: list[str] = []
    if with_kw:
        try:
            read = _keyword_line(", ".join(w.strip() for w in re.split(r",? and |, ", with_kw)))
        except CompileError:
            return None
        if read is None:
            return None
        keywords = read
    try:
        kind, value = compile_paragraph(f"{para[:m.start()]}create a {body} named {name}.",
                                        is_spell)
    except CompileError:
        return None
    made = [e for e in paragraph_effects(kind, value) if e.get("do") == "create_token"]
    if len(made) != 1 or made[0].get("name") != name or made[0].get("keywords"):
        return None
    made[0]["types"] = f"Legendary {made[0]['types']}"
    if keywords:
        made[0]["keywords"] = keywords
    if kind in ("triggers", "abilities") and len(value) == 1:
        value[0]["text"] = para
    return kind, value
