"""Tokens created tapped, and counts past ten, read without the grammar (see
:mod:`.fixed_sentences`): "Create thirteen tapped 2/2 black Zombie creature tokens." (Army of
the Damned) — the paragraph compiled with the count in digits and without "tapped", then its
one ``create_token`` op marked ``tapped`` (111.1: the tokens enter tapped, 110.5b)."""

from __future__ import annotations

import re
from typing import Any

_COUNTS = {"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
           "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
_CREATE = re.compile(r"\b([Cc]reate) (a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+|"
                     + "|".join(_COUNTS) + r")( tapped)? ")


def tapped_token_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph with one "create N tapped … token(s)" (or a count
    past ten) the grammar reads once that is put plainly, else None."""
    found = list(_CREATE.finditer(para))
    if len(found) != 1 or not (found[0].group(3) or found[0].group(2) in _COUNTS):
        return None
    m = found[0]
    count = str(_COUNTS.get(m.group(2), m.group(2)))
    plain = f"{para[:m.start()]}{m.group(1)} {count} {para[m.end():]}"
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(plain, is_spell)
    except CompileError:
        return None
    if not m.group(3):
        return kind, value
    effects = value if kind == "spell" else (
        value[0].get("effects", []) if kind in ("triggers", "abilities") and len(value) == 1
        else [])
    made = [e for e in effects if e.get("do") == "create_token"]
    if len(made) != 1 or "tapped" in made[0]:
        return None
    made[0]["tapped"] = True
    return kind, value
