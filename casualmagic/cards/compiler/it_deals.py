""""It deals …" in a permanent's own triggered ability, read without the grammar (see
:mod:`.fixed_sentences`): "When this creature enters, it deals 1 damage to each creature with
flying your opponents control. Tap those creatures." (Thundermaw Hellkite) — "it" is the
permanent itself (603.2, 120.3): compiled as "this creature deals …"; "Tap those creatures"
taps the group dealt damage (608.2c), the same filter."""

from __future__ import annotations

import re
from typing import Any

_IT_DEALS_EACH = re.compile(
    r"^((?:When|Whenever) (?:this creature|~) [^,]+), it deals (\w+) damage to each "
    r"([^.]+?)\.( Tap those creatures\.)?$")


def it_deals_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("triggers", [...])`` for the paragraph shape above, else None."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    m = _IT_DEALS_EACH.match(para)
    if m is None or is_spell:
        return None
    head, amount, group, tap = m.groups()
    try:
        kind, value = compile_paragraph(
            f"{head}, this creature deals {amount} damage to each {group}.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1:
        return None
    effects = value[0]["effects"]
    if tap:
        if [e.get("do") for e in effects] != ["damage_each"]:
            return None
        effects.append({"do": "tap_all", "filter": effects[0]["filter"]})
    value[0]["text"] = para
    return kind, value
