"""Copying a target spell, read without the grammar (see :mod:`.fixed_sentences`): "When this
creature enters, copy target instant or sorcery spell. You may choose new targets for the
copy." (Dualcaster Mage), "Copy target instant or sorcery spell. …" (Twincast): the copy is
put on the stack under the ability's controller, who may choose new targets for it (707.10,
707.10c); the ``copy_spell`` op."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.op_swaps import compile_swapped

_COPY = re.compile(r"^(.*?)\b[Cc]opy target ([a-z][a-z ]*?spell(?: you control)?)\. You may choose new targets "
                   r"for the copy\.$")


def spell_copy_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[trigger,] copy target [spell]. You may choose new targets for
    the copy.", else None."""
    m = _COPY.match(para)
    if not m:
        return None
    head, phrase = m.groups()
    stand_in = f"{head}{'c' if head else 'C'}ounter target {phrase}."
    return compile_swapped(stand_in, "counter_spell", {"do": "copy_spell", "new_targets": True},
                           para, is_spell)
