"""Instructions done only if an earlier instruction's one target was a card of a type, read
without the grammar (see :mod:`.fixed_sentences`): "{G}: Exile target card from a graveyard.
If it was a creature card, put a +1/+1 counter on this creature and you gain 1 life."
(Scavenging Ooze). The paragraph is compiled with the conditional instructions as sentences
of their own ("… and you gain …" split in two); each of them gets the ``if`` "target was a
creature card", which the engine reads from the target as it last existed (608.2h, 608.2c:
"it" is that target)."""

from __future__ import annotations

import re
from typing import Any

_IF_IT_WAS = re.compile(r"^(.+?\.) If it was an? (creature|land|artifact|enchantment|"
                        r"instant|sorcery|planeswalker) card, (.+)\.$")


def target_was_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[one instruction with one target]. If it was a [type] card,
    [instructions]." (608.2c), else None."""
    m = _IF_IT_WAS.match(para)
    if not m:
        return None
    first, kind_word, rest = m.groups()
    then = [r.strip() for r in re.split(r",? and (?=you )", rest)]
    sentences = " ".join(f"{t[0].upper()}{t[1:]}." for t in then)
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        head_kind, head = compile_paragraph(first, is_spell)
        kind, value = compile_paragraph(f"{first} {sentences}", is_spell)
    except CompileError:
        return None
    if kind != head_kind or kind not in ("spell", "abilities", "triggers"):
        return None
    if kind == "spell":
        before, effects, targets = head, value, None
    else:
        if len(head) != 1 or len(value) != 1:
            return None
        before, effects, targets = head[0]["effects"], value[0]["effects"], head[0].get("targets")
    if len(before) != 1 or effects[:1] != before or len(effects) != 1 + len(then) \
            or (kind != "spell" and targets is not None and len(targets) != 1) \
            or any("if" in e for e in effects[1:]):
        return None
    cond = f"target was a {kind_word} card"
    effects[1:] = [{**e, "if": cond} for e in effects[1:]]
    if kind != "spell":
        value[0]["text"] = para
    return kind, value
