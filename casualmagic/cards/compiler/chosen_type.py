"""Choosing a creature type (205.3m), read without the grammar (see :mod:`.fixed_sentences`):
"Choose a creature type. Draw a card for each permanent you control of that type."
(Distant Melody) — the ``choose_creature_type_draw`` op."""

from __future__ import annotations

from typing import Any

_DRAW_FOR_EACH = "Choose a creature type. Draw a card for each permanent you control of that type."


def chosen_type_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph about a chosen creature type, else None."""
    if para == _DRAW_FOR_EACH and is_spell:
        return "spell", [{"do": "choose_creature_type_draw", "filter": "permanent you control"}]
    return None
