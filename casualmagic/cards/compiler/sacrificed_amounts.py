"""Amounts read from the permanent sacrificed to pay an activated ability's cost, written
"equal to the sacrificed …'s …", read without the grammar (see :mod:`.fixed_sentences`):
"{3}{R}, Sacrifice an artifact: Bosh deals damage equal to the sacrificed artifact's mana
value to any target." (Bosh, Iron Golem), "{T}, Sacrifice a creature: You gain life equal to
the sacrificed creature's toughness." (Diamond Valley). The instruction is written with X
("deals X damage to any target, where X is the sacrificed artifact's mana value", 107.3c)
and compiled by the grammar; the amount is the sacrificed permanent's power, toughness or
mana value as it last existed on the battlefield (608.2h, 602.2b), and the compiler checks
the cost sacrifices a permanent of that kind (``check_sacrificed``, called by ``effects.cost_amounts``)."""

from __future__ import annotations

import re
from typing import Any

_EQUAL = r"equal to (the sacrificed (?:creature|artifact)'s (?:power|toughness|mana value))"
_SHAPES = (
    (re.compile(rf"^(.+?) deals damage {_EQUAL} to ([^.]+)\.$"),
     lambda m: f"{m.group(1)} deals X damage to {m.group(3)}, where X is {m.group(2)}."),
    (re.compile(rf"^[Yy]ou gain life {_EQUAL}\.$"),
     lambda m: f"You gain X life, where X is {m.group(1)}."),
    (re.compile(rf"^[Dd]raw cards {_EQUAL}\.$"),
     lambda m: f"Draw X cards, where X is {m.group(1)}."),
)


_SACRIFICED_STAT = re.compile(r"^the sacrificed (creature|artifact)'s (power|toughness|mana value)$")


def sacrificed_stat(low: str) -> str | None:
    """"the sacrificed artifact's mana value" → ``"mana value of sacrificed artifact"`` (the
    amount phrase engine.effect_refs reads, 608.2h), else None."""
    m = _SACRIFICED_STAT.match(low)
    return f"{m.group(2)} of sacrificed {m.group(1)}" if m else None


def check_sacrificed(cost: str, used: set[str]) -> None:
    """CompileError unless each "… of sacrificed [noun]" amount in ``used`` has a cost that
    sacrifices a [noun] ("Sacrifice an artifact: …", 602.1a)."""
    from casualmagic.cards.compiler.build import CompileError

    for value in used:
        noun = value.partition(" of sacrificed ")[2]
        if noun and not re.search(rf"\bSacrifice (?:an?|another) [a-z ]*{noun}\b", cost):
            raise CompileError(f"'the sacrificed {noun}' with no {noun} sacrificed in the cost")


def sacrificed_amount_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[cost with a sacrifice]: [instruction] equal to the sacrificed
    [creature or artifact]'s [power, toughness or mana value]", else None."""
    cost, colon, effect = para.partition(": ")
    if is_spell or not colon or "acrifice" not in cost:
        return None
    found = next(((m, written) for shape, written in _SHAPES if (m := shape.match(effect))),
                 None)
    if found is None:
        return None
    m, written = found
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{cost}: {written(m)}", False)
    except CompileError:
        return None
    if kind != "abilities" or len(value) != 1:
        return None
    value[0]["text"] = para
    return kind, value
