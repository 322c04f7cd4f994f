"""A legendary token with a name, written before its characteristics, read without the
grammar (see :mod:`.fixed_sentences`): "When Tuktuk the Explorer dies, create Tuktuk the
Returned, a legendary 5/5 colorless Goblin Golem artifact creature token." (111.4: the
token's name is given; 205.4d: the legendary supertype, so the legend rule applies to it,
704.5j). The sentence is written in the grammar's order ("create a 5/5 … token named Tuktuk
the Returned"), compiled, and the token op gets the supertype."""

from __future__ import annotations

import re
from typing import Any

_NAMED = re.compile(r"\b([Cc]reate) ([A-Z][A-Za-z' -]*?), a legendary (\d+/\d+ [^.,\"]+? "
                    r"creature token(?: with [a-z ,]+?)?)\.")


def named_token_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph creating "[Name], a legendary [P/T …] creature
    token", else None."""
    m = _NAMED.search(para)
    if not m:
        return None
    verb, name, body = m.groups()
    written = f"{para[:m.start()]}{verb} a {body} named {name}.{para[m.end():]}"
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraph_effects

    try:
        kind, value = compile_paragraph(written, is_spell)
    except CompileError:
        return None
    made = [e for e in paragraph_effects(kind, value)
            if e.get("do") == "create_token" and e.get("name") == name]
    if len(made) != 1 or made[0].get("amount", 1) != 1:
        return None
    made[0]["types"] = f"Legendary {made[0]['types']}"
    if kind in ("triggers", "abilities"):
        value[0]["text"] = para
    return kind, value
