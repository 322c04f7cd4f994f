"""A target that becomes a card type in addition to its other types, read without the
grammar (see :mod:`.fixed_sentences`): "{T}: Target permanent becomes an artifact in addition
to its other types until end of turn." (Liquimetal Coating; 205.1b, layer 4, 613.1d). With
no duration the effect lasts indefinitely (611.2a: Memnarch). The ``add_types`` op."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.op_swaps import compile_swapped

_BECOMES = re.compile(r"^(.*?)\b[Tt]arget ([a-z][a-z ]*?) becomes an? (artifact|creature|"
                      r"enchantment|land) in addition to its other types( until end of turn)?\.$")


def type_change_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[cost or trigger:] Target [permanent] becomes an [type] in
    addition to its other types[ until end of turn].", else None."""
    m = _BECOMES.match(para)
    if not m:
        return None
    head, phrase, card_type, until = m.groups()
    stand_in = f"{head}{'t' if head else 'T'}ap target {phrase}."
    op = {"do": "add_types", "types": [card_type.capitalize()],
          "duration": "end_of_turn" if until else "permanent"}
    return compile_swapped(stand_in, "tap", op, para, is_spell)
