"""Join forces (an ability word, 207.2c), read without the grammar (see
:mod:`.fixed_sentences`): "Starting with you, each player may pay any amount of mana. Each
player creates X 1/1 white Soldier creature tokens, where X is the total amount of mana paid
this way." (Alliance of Arms; also Minds Aglow, Shared Trauma) — the ``join_forces`` op (each
player in turn from you chooses an amount and pays it, 608.2d, 101.4), whose total is the
spell's X (107.3), then the rest compiled with that X."""

from __future__ import annotations

import re
from typing import Any

_JOIN = re.compile(r"^Starting with you, each player may pay any amount of mana\. (.+), where X "
                   r"is the total amount of mana paid this way\.$")


def join_forces_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [join_forces, ...])`` for a join forces spell, else None."""
    m = _JOIN.match(para)
    if not m or not is_spell:
        return None
    rest = m.group(1)
    who = None
    if rest.startswith("Each player creates "):  # 111.2: each player creates (and controls)
        rest, who = "Create " + rest[len("Each player creates "):], "each player"
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(rest + ".", True)
    except CompileError:
        return None
    if kind != "spell" or not any("X" in e.values() for e in value):
        return None
    if who is not None:
        if len(value) != 1 or value[0].get("do") != "create_token" or "who" in value[0]:
            return None
        value[0]["who"] = who
    return "spell", [{"do": "join_forces"}, *value]
