"""Cards exiled from the top of the library that their owner may play for a while, read
without the grammar (see :mod:`.fixed_sentences`): "Exile the top two cards of your library.
Until the end of your next turn, you may play those cards." / "When this creature enters,
exile the top card of your library. Until end of turn, you may play that card." / "… You may
play that card this turn." — the ``exile_top_may_play`` op (406.1, 601.3, 305.1: the cards
keep their costs and timing; 611.2a: the permission lasts this turn or until the end of the
controller's next turn), in a spell, after a trigger's head or an activated ability's cost."""

from __future__ import annotations

import re
from typing import Any

_N = {"card": 1, "two cards": 2, "three cards": 3, "four cards": 4, "five cards": 5}
_IMPULSE = re.compile(
    r"^(?:((?:When|Whenever|At) [^.]+?), e|([^:.]+): E|E)xile the top (card|two cards|three cards|four "
    r"cards|five cards) of your library\. (?:(Until the end of your next turn|Until end of "
    r"turn), you may play (?:that card|those cards|them)|You may play (?:that card|those cards|"
    r"them|it) this turn)\.$")


def impulse_draw_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for cards exiled from the top that may be played, else None."""
    m = _IMPULSE.match(para)
    if m is None:
        return None
    head, cost, cards, until = m.groups()
    n = _N[cards]
    if "those cards" in para and n == 1:
        return None
    op: dict[str, Any] = {"do": "exile_top_may_play"}
    if n != 1:
        op["amount"] = n
    if until == "Until the end of your next turn":
        op["duration"] = "until_end_of_your_next_turn"
    if head is None and cost is None:
        return ("spell", [op]) if is_spell else None
    if is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:  # the trigger's head or the ability's cost, read as any other's (the effect put back)
        kind, value = compile_paragraph(f"{head}, draw a card." if head else
                                        f"{cost}: Draw a card.", False)
    except CompileError:
        return None
    if kind not in ("triggers", "abilities") or len(value) != 1 or value[0]["effects"] != [
            {"do": "draw", "amount": 1}] or "targets" in value[0]:
        return None
    return kind, [{**value[0], "effects": [op], "text": para}]
