"""One-shot effects over a group of creatures named by a creature type, read without the
grammar (see :mod:`.fixed_sentences`): "Non-Human creatures you control get +3/+3 until end
of turn." (``pump_all``, 611.2c: the group is fixed as the spell resolves) and "Draw cards
equal to the greatest power among non-Human creatures you control." (an amount of 208.1,
``greatest power among [filter]``) — Return of the Wildspeaker's modes."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import VocabularyError, parse_filter

_GROUP = r"((?:[Nn]on-)?[A-Z][a-z]+ )?creatures you control"
_PUMP_UNTIL_EOT = re.compile(rf"^{_GROUP} get \+(\d+)/\+(\d+) until end of turn\.$")
_DRAW_GREATEST_POWER = re.compile(rf"^Draw cards equal to the greatest power among {_GROUP}\.$")


def _group(word: str | None) -> str | None:
    """``"Non-Human "`` → ``"non-Human creature you control"`` if the vocabulary reads it."""
    phrase = f"{(word or '').strip()} creature you control".strip()
    phrase = phrase[0].lower() + phrase[1:] if phrase.startswith("Non-") else phrase
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    return phrase


def creature_group_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for a group effect of a spell (or a spell's mode), else None."""
    if not is_spell:
        return None
    m = _PUMP_UNTIL_EOT.match(para)
    if m and m.group(1):  # the bare "Creatures you control get …" is the grammar's
        group = _group(m.group(1))
        return None if group is None else ("spell", [{
            "do": "pump_all", "filter": group, "power": int(m.group(2)),
            "toughness": int(m.group(3))}])
    m = _DRAW_GREATEST_POWER.match(para)
    if m:
        group = _group(m.group(1))
        return None if group is None else ("spell", [{
            "do": "draw", "amount": f"greatest power among {group}"}])
    return None
