"""What the other players give up and the controller gets for it, read without the grammar
(see :mod:`.fixed_sentences`): "Each other player discards a card. You draw a card for each
card discarded this way." (Syphon Mind; 701.8a, 121.1) — the ``others_discard_you_draw`` op."""

from __future__ import annotations

from typing import Any

_DISCARD_THEN_DRAW = ("Each other player discards a card. You draw a card for each card "
                      "discarded this way.")


def player_exchange_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for such a spell paragraph, else None."""
    if is_spell and para == _DISCARD_THEN_DRAW:
        return "spell", [{"do": "others_discard_you_draw"}]
    return None
