"""What the players give up and get for it, read without the grammar (see
:mod:`.fixed_sentences`):

* "Each other player discards a card. You draw a card for each card discarded this way."
  (Syphon Mind; 701.8a, 121.1) — the ``others_discard_you_draw`` op;
* "Each other player sacrifices a creature. You create a 2/2 black Zombie creature token for
  each creature sacrificed this way." (Syphon Flesh; 701.17a, 111.1) — ``sacrifice_choice``,
  then the token created the amount ``number sacrificed this way``;
* "Each player discards their hand, then draws cards equal to the greatest number of cards a
  player discarded this way." (Windfall) — the ``discard_hands_draw_greatest`` op;
* "At the beginning of each player's draw step, that player draws an additional card."
  (Spiteful Visions) — a triggered draw (the "additional" card is drawn besides the one of
  the draw step's turn-based action, 504.1).
"""

from __future__ import annotations

import re
from typing import Any

_WHEEL = ("Each player discards their hand, then draws cards equal to the greatest number of "
          "cards a player discarded this way.")
_SACRIFICE_THEN_TOKENS = re.compile(
    r"^(Each (?:other player|opponent) sacrifices an? ([a-z]+))\. You create an? (.+?) token "
    r"for each ([a-z]+) sacrificed this way\.$")
_ADDITIONAL_DRAW = ("At the beginning of each player's draw step, that player draws an "
                    "additional card.")
_DISCARD_THEN_DRAW = ("Each other player discards a card. You draw a card for each card "
                      "discarded this way.")


def player_exchange_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for such a paragraph, else None."""
    if para == _ADDITIONAL_DRAW and not is_spell:
        from casualmagic.cards.compiler.build import compile_paragraph

        kind, value = compile_paragraph(para.replace("an additional card", "a card"), False)
        return kind, [{**value[0], "text": para}]
    if not is_spell:
        return None
    if para == _DISCARD_THEN_DRAW:
        return "spell", [{"do": "others_discard_you_draw"}]
    if para == _WHEEL:
        return "spell", [{"do": "discard_hands_draw_greatest"}]
    m = _SACRIFICE_THEN_TOKENS.match(para)
    if m and m.group(2) == m.group(4):
        return _sacrifice_then_tokens(m.group(1), m.group(3))
    return None


def _sacrifice_then_tokens(first: str, token: str) -> tuple[str, Any] | None:
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind1, one = compile_paragraph(first + ".", True)
        kind2, two = compile_paragraph(f"Create a {token} token.", True)
    except CompileError:
        return None
    if kind1 != "spell" or [e.get("do") for e in one] != ["sacrifice_choice"] or \
            kind2 != "spell" or len(two) != 1 or two[0].get("amount", 1) != 1 or \
            two[0].get("do") not in ("create_token", "create_predefined_token"):
        return None
    return "spell", [*one, {**two[0], "amount": "number sacrificed this way"}]
