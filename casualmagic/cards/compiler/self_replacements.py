"""Replacement effects of a card on its own moves, read without the grammar (see
:mod:`.fixed_sentences`): "If ~ would be put into a graveyard from anywhere, reveal ~ and
shuffle it into its owner's library instead." (Darksteel Colossus, the Eldrazi titans' kin) —
the ``shuffle_instead_of_graveyard`` self-replacement (614.1a, 616.1a) that
``engine.replacement`` applies to the card's move to a graveyard from any zone (the card is
revealed: its move is seen by every player)."""

from __future__ import annotations

import re
from typing import Any

_SHUFFLE = re.compile(r"^If (~|this [a-z]+) would be put into a graveyard from anywhere, reveal "
                      r"(?:~|it|this [a-z]+) and shuffle it into its owner's library instead\.$")


def self_replacement_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for a card's replacement of its own move, else None."""
    if _SHUFFLE.match(para):
        return "statics", [{"op": "shuffle_instead_of_graveyard", "text": para}]
    return None
