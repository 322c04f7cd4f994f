"""Limits on how many spells a player may cast, read without the grammar (see
:mod:`.fixed_sentences`): "Each player can't cast more than one spell each turn." (Rule of
Law), "You can't …", "Each opponent can't …" (601.3: a spell the rules forbid can't be
begun) — the ``cant_cast_more_than_one_spell_each_turn`` casting rule of
``engine.casting_rules`` with ``who`` "each" / "you" / "opponent", judged on the spells each
player cast this turn (those cast before the permanent entered count too)."""

from __future__ import annotations

import re
from typing import Any

_ONE_SPELL = re.compile(r"^(Each player|You|Each opponent) can't cast more than one spell each "
                        r"turn\.$")
_WHO = {"Each player": "each", "You": "you", "Each opponent": "opponent"}


def casting_limit_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for a limit on spells cast each turn, else None."""
    m = _ONE_SPELL.match(para)
    if m is None or is_spell:
        return None
    return "statics", [{"op": "cant_cast_more_than_one_spell_each_turn",
                        "who": _WHO[m.group(1)], "text": para}]
