"""Creatures that lose keywords and can't have them, read without the grammar (see
:mod:`.fixed_sentences`): "Creatures your opponents control lose flying and can't have or
gain flying." (Archetype of Imagination, a static ability: the ``cant_have_keywords``
static), "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and
shroud and can't have hexproof or shroud." (Arcane Lighthouse: the ``cant_have_keywords_all``
op, on the creatures as it resolves, 611.2c). Both apply after every other effect of layer 6
(613.1f; engine.continuous), so no effect gives the keyword back."""

from __future__ import annotations

import re
from typing import Any

_KEYWORD = r"(?:flying|first strike|deathtouch|trample|hexproof|shroud|lifelink|haste|reach|vigilance)"
_STATIC = re.compile(rf"^(Creatures your opponents control|All creatures) lose ({_KEYWORD}) and "
                     r"can't have or gain \2\.$")
_UNTIL_EOT = re.compile(rf"^([^:]+): Until end of turn, (creatures your opponents control) lose "
                        rf"({_KEYWORD}) and ({_KEYWORD}) and can't have \3 or \4\.$")


def _filter(group: str) -> str:
    return "creature" if group == "All creatures" else "creature your opponents control"


def lost_keyword_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for the two shapes above, else None."""
    m = _STATIC.match(para)
    if m and not is_spell:
        return "statics", [{"op": "cant_have_keywords", "filter": _filter(m.group(1)),
                            "keywords": [m.group(2).capitalize()], "text": para}]
    m = _UNTIL_EOT.match(para)
    if not m or is_spell:
        return None
    cost, group, one, two = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{cost}: Draw a card.", False)
    except CompileError:
        return None
    if kind != "abilities" or len(value) != 1:
        return None
    value[0]["effects"] = [{"do": "cant_have_keywords_all", "filter": _filter(group.capitalize()),
                            "keywords": [one.capitalize(), two.capitalize()],
                            "duration": "end_of_turn"}]
    value[0]["text"] = para
    return kind, value
