"""Jump-start (CR 702.133): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
this spell was cast using its jump-start ability, exile this card instead of putting it
anywhere else any time it would leave the stack" (702.133a).  The card's ``jump-start`` way
of casting is an ``AltCost`` from the graveyard whose mana is its mana cost and which exiles
the card as it leaves the stack (``exile_after``, as flashback's, 702.34a); it is offered only
while its caster has a card in hand to discard (118.3), discarded as the costs are paid
(601.2h: ``rule_hooks.ALT_COST_PARTS``)."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import discard_as_cost

JUMP_START = "jump-start"


def has_a_card_to_discard(game: GameState, player: int, oid: int) -> bool:
    """Is there a card to discard (118.3)?  The card cast is in the graveyard, not the hand."""
    return bool(game.players[player].hand)


def discard_a_card(game: GameState, player: int, spell: int) -> None:
    """Ask which card to discard, then discard it (701.8)."""
    discard_as_cost(game, player, None, "702.133a", "Jump-start: discard a card")


rule_hooks.ALT_COST_PARTS[JUMP_START] = (has_a_card_to_discard, discard_a_card)
