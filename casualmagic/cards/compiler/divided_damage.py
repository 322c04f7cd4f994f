"""Damage divided as you choose among targets, read without the grammar (see
:mod:`.fixed_sentences`): "When this creature enters, it deals 5 damage divided as you choose
among any number of targets." (Bogardan Hellkite), "~ deals 3 damage divided as you choose
among one, two, or three targets." (Fireball-like burn; 601.2d). The paragraph is compiled
with "deals N damage to any target" (or "to target creature") in the sentence's place, then
the target becomes up to N (or the number written) targets, at least one, and the op
``damage_divided`` (the division is announced as it is cast or put on the stack,
engine.divided_damage). Only a number is read as the amount ("any number" of targets is
then at most that many, each getting at least 1)."""

from __future__ import annotations

import re
from typing import Any

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}
_DIVIDED = re.compile(r"^(.*?)(?<![A-Za-z])(~|it|this creature|This creature|It) deals (\d+) damage "
                      r"divided as you choose among (any number of|one or two|one, two, or "
                      r"three) (targets|target creatures)\.$")
_COUNTS = {"one or two": 2, "one, two, or three": 3}


def divided_damage_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[…] deals N damage divided as you choose among [targets].",
    else None."""
    m = _DIVIDED.match(para)
    if not m:
        return None
    head, source, amount, how_many, what = m.groups()
    total = int(amount)
    count = _COUNTS.get(how_many, total)
    if count < 1:
        return None
    phrase = "any target" if what == "targets" else "target creature"
    stand_in = f"{head}{source} deals {total} damage to {phrase}."
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(stand_in, is_spell)
    except CompileError:
        return None
    from casualmagic.cards.compiler.build import _Target

    filt = "any" if what == "targets" else "creature"
    spec = {"filter": filt, "count": count, "up_to": True, "at_least": 1}
    if kind == "spell":  # its targets are numbered when the card is put together
        if len(value) != 1 or not _plain_damage(value[0], total) \
                or not isinstance(value[0]["to"], _Target) or value[0]["to"].phrase != filt:
            return None
        return kind, [{"do": "damage_divided", "amount": total,
                       "what": _Target(filt, count=count, up_to=True, at_least=1)}]
    if kind not in ("triggers", "abilities") or not value:
        return None
    for holder in value:  # "Whenever this creature enters or attacks": one record each
        effects = holder["effects"]
        if len(effects) != 1 or not _plain_damage(effects[0], total) or effects[0]["to"] != 0 \
                or holder.get("targets") != [filt]:
            return None
        holder["effects"] = [{"do": "damage_divided", "what": 0, "amount": total}]
        holder["targets"] = [spec]
        holder["text"] = para
    return kind, value


def _plain_damage(effect: dict[str, Any], total: int) -> bool:
    return effect.get("do") == "damage" and "by" not in effect and effect.get("amount") == total
