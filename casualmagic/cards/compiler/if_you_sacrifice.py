"""Instructions done only if an earlier sacrifice happened, read without the grammar (see
:mod:`.fixed_sentences`): "[−2]: Sacrifice an artifact. If you do, return target artifact card
from your graveyard to the battlefield." (Daretti, Scrap Savant; 701.17a, 608.2c: "if you
do" — you sacrificed one; with none to sacrifice, the rest is not done). The paragraph is
compiled with the "If you do," removed; each instruction after the ``sacrifice_choice`` gets
the ``if`` "you sacrificed this way" (engine.stack.effect_condition)."""

from __future__ import annotations

import re
from typing import Any

_IF_YOU_DO = re.compile(r"^(.*?)\b(Sacrifice an? [a-z]+)\. If you do, ([a-z])(.+)$")


def if_you_sacrifice_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[…] Sacrifice a [permanent]. If you do, [instructions].", else
    None."""
    m = _IF_YOU_DO.match(para)
    if not m:
        return None
    head, sacrifice, first, rest = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraph_effects

    try:
        kind, value = compile_paragraph(f"{head}{sacrifice}. {first.upper()}{rest}", is_spell)
    except CompileError:
        return None
    effects = paragraph_effects(kind, value)
    if len(effects) < 2 or effects[0].get("do") != "sacrifice_choice" \
            or effects[0].get("who") != "you" or any("if" in e for e in effects[1:]):
        return None
    effects[1:] = [{**e, "if": "you sacrificed this way"} for e in effects[1:]]
    if kind in ("triggers", "abilities"):
        value[0]["text"] = para
    return kind, value
