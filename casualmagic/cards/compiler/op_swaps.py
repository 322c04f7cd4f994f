"""One instruction the grammar does not read, compiled in the place of one it does that has
the same cost, trigger and target: the paragraph is compiled with a stand-in instruction
("Tap target permanent."), and the stand-in's op is replaced by the instruction's own op on
the same target (115.1; the cost, the trigger head and the restrictions are the grammar's,
602.1, 603.1). Used by :mod:`.type_changes` and :mod:`.spell_copies`."""

from __future__ import annotations

from typing import Any


def compile_swapped(written: str, stand_in_do: str, op: dict[str, Any], para: str,
                    is_spell: bool) -> tuple[str, Any] | None:
    """Compile ``written`` (the paragraph with a stand-in instruction whose op is
    ``stand_in_do``) and put ``op`` in the stand-in's place with the stand-in's ``what``
    (its target); None when the paragraph does not compile to one such instruction."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraph_effects

    try:
        kind, value = compile_paragraph(written, is_spell)
    except CompileError:
        return None
    effects = paragraph_effects(kind, value)
    stand_ins = [e for e in effects if e.get("do") == stand_in_do]
    if len(stand_ins) != 1 or "what" not in stand_ins[0]:
        return None
    effects[effects.index(stand_ins[0])] = {**op, "what": stand_ins[0]["what"]}
    if kind in ("triggers", "abilities"):
        value[0]["text"] = para
    return kind, value
