"""A card exiled with time counters that gains suspend, read without the grammar (see
:mod:`.fixed_sentences`): "When this creature dies, exile it with three time counters on it
and it gains suspend." (Epochrasite; 702.62a, 400.7: "it" is the card the creature became
in the graveyard). The trigger head is the grammar's (compiled with a stand-in effect); the
effect is ``exile_it_suspended``."""

from __future__ import annotations

import re
from typing import Any

_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_SUSPENDED = re.compile(r"^(When (?:this creature|~) dies), exile it with (a|one|two|three|four|"
                        r"five|six) time counters? on it and it gains suspend\.$")


def suspended_exile_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "When this creature dies, exile it with N time counters on it
    and it gains suspend.", else None."""
    m = _SUSPENDED.match(para)
    if not m or is_spell:
        return None
    from casualmagic.cards.compiler.op_swaps import trigger_head

    record = trigger_head(m.group(1))
    if record is None or record.get("when") != "dies":
        return None
    record["effects"] = [{"do": "exile_it_suspended", "amount": _WORDS[m.group(2)]}]
    record["text"] = para
    return "triggers", [record]
