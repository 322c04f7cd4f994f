"""One instruction the grammar does not read, compiled in the place of one it does that has
the same cost, trigger and target: the paragraph is compiled with a stand-in instruction
("Tap target permanent."), and the stand-in's op is replaced by the instruction's own op on
the same target (115.1; the cost, the trigger head and the restrictions are the grammar's,
602.1, 603.1). Used by :mod:`.type_changes` and :mod:`.spell_copies`; :func:`trigger_head`
does the same for a trigger head alone (:mod:`.tapped_for_x`, :mod:`.suspended_exiles`,
:mod:`.keyword_actions`)."""

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


def trigger_head(head: str) -> dict[str, Any] | None:
    """The one triggered-ability record of "[head], draw a card." — ``head`` a trigger head
    the grammar reads ("Whenever this creature attacks", 603.1), its effects the stand-in draw
    for the caller to replace; None when the head doesn't compile to one such trigger."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{head}, draw a card.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0]["effects"] != [
            {"do": "draw", "amount": 1}]:
        return None
    return value[0]
