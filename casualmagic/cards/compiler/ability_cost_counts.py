"""An activated ability whose cost changes with a count, read without the grammar (see
:mod:`.fixed_sentences`): "{3}, {T}: Draw three cards. This ability costs {1} more to
activate for each card in your hand." (Loreseeker's Stone), "{5}, {T}: Create a Blood token.
This ability costs {1} less to activate for each Vampire you control." (Voldaren Estate;
602.2b, 601.2f). The ability is compiled without the last sentence and gets ``cost_per``:
the amount phrase counted as the cost is determined and the generic mana per object
(negative for "less"; engine.cost_changes.ability_cost)."""

from __future__ import annotations

import re
from typing import Any

_PER = re.compile(r"^(.+\.) This ability costs \{(\d+)\} (more|less) to activate for each "
                  r"([^.]+)\.((?: Activate only [^.]+\.)?)$")


def ability_cost_count_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[cost]: [effect]. This ability costs {N} more (less) to
    activate for each [objects].", else None."""
    m = _PER.match(para)
    if not m or is_spell or ":" not in m.group(1):
        return None
    ability, each, direction, phrase, rest = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph
    from casualmagic.cards.compiler.effects import count_phrase
    from casualmagic.cards.vocabulary import VocabularyError

    try:
        amount = count_phrase(phrase)
        kind, value = compile_paragraph(f"{ability}{rest}", False)
    except (CompileError, VocabularyError):  # a count the vocabulary can't read: not this shape
        return None
    if kind != "abilities" or len(value) != 1 or "effects" not in value[0]:
        return None
    value[0]["cost_per"] = {"for_each": amount,
                            "amount": int(each) * (1 if direction == "more" else -1)}
    value[0]["text"] = para
    return kind, value
