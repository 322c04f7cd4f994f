"""A permanent swapped with a card in its controller's graveyard, read without the grammar
(see :mod:`.fixed_sentences`): "{T}: Choose target artifact a player controls and target
artifact card in that player's graveyard. If both targets are still legal as this ability
resolves, that player simultaneously sacrifices the artifact and returns the artifact card to
the battlefield." (Goblin Welder; 115.1, 608.2b, 701.17a): two targets, the second in the
graveyard of the first one's controller ("that player", engine.targets), and the
``swap_with_graveyard_card`` op."""

from __future__ import annotations

import re
from typing import Any

_SWAP = re.compile(r"^([^:]+): Choose target (artifact|creature) a player controls and target "
                   r"\2 card in that player's graveyard\. If both targets are still legal as "
                   r"this ability resolves, that player simultaneously sacrifices the \2 and "
                   r"returns the \2 card to the battlefield\.$")


def graveyard_swap_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for Goblin Welder's paragraph, else None."""
    m = _SWAP.match(para)
    if not m or is_spell:
        return None
    cost, kind = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        field, value = compile_paragraph(f"{cost}: Draw a card.", False)
    except CompileError:
        return None
    if field != "abilities" or len(value) != 1:
        return None
    value[0]["effects"] = [{"do": "swap_with_graveyard_card", "what": 0, "card": 1}]
    value[0]["targets"] = [kind, f"{kind} card in that player's graveyard"]
    value[0]["text"] = para
    return field, value
