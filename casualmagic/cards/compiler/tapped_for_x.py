"""Tapping any number of one's creatures as the X of a triggered ability, read without the
grammar (see :mod:`.fixed_sentences`): "Whenever this creature attacks, you may tap X
untapped Myr you control. If you do, this creature gets +X/+0 until end of turn and deals X
damage to the player or planeswalker it's attacking." (Myr Battlesphere; 107.3, 701.26a,
508.1). The trigger head is the grammar's (compiled with a stand-in effect); the effects are
``tap_any_number_for_x`` (the controller taps as many as they like, X the number tapped),
``pump`` of +X/+0 and ``damage_what_it_attacks`` (engine: effects.tapped_for_x). Tapping
none is X = 0, so "if you do" needs no op of its own: with X = 0 the rest does nothing."""

from __future__ import annotations

import re
from typing import Any

_TAP_X = re.compile(r"^(Whenever (?:this creature|~) attacks), you may tap X untapped "
                    r"([A-Z][a-z]+|creatures|artifacts) you control\. If you do, (?:this "
                    r"creature|~) gets \+X/\+0 until end of turn and deals X damage to the "
                    r"player or planeswalker it's attacking\.$")


def tapped_for_x_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for Myr Battlesphere's attack trigger shape, else None."""
    m = _TAP_X.match(para)
    if not m or is_spell:
        return None
    head, what = m.groups()
    from casualmagic.cards.compiler.effects import group_filter
    from casualmagic.cards.compiler.op_swaps import trigger_head
    from casualmagic.cards.vocabulary import VocabularyError, parse_filter

    phrase = f"{group_filter(what) if what.islower() else what} you control"
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    record = trigger_head(head)
    if record is None:
        return None
    record["effects"] = [{"do": "tap_any_number_for_x", "filter": phrase},
                         {"do": "pump", "what": "self", "power": "X", "toughness": 0},
                         {"do": "damage_what_it_attacks", "amount": "X"}]
    record["text"] = para
    return "triggers", [record]
