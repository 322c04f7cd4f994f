"""Retrace (CR 702.81): "You may cast this card from your graveyard by discarding a land card
as an additional cost to cast it" (702.81a), following the rules for additional costs (601.2b,
601.2f-h).  The card's ``retrace`` way of casting (an ``AltCost`` from the graveyard whose
mana is its mana cost) is offered only while its caster has a land card in hand (118.3), and
the land card is discarded as the costs are paid (601.2h: ``rule_hooks.ALT_COST_PARTS``)."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import cards_to_discard, discard_as_cost


def can_discard_a_land(game: GameState, player: int, oid: int) -> bool:
    """Is there a land card to discard (118.3)?"""
    return bool(cards_to_discard(game, player, "Land"))


def discard_a_land(game: GameState, player: int, spell: int) -> None:
    """Ask which land card to discard, then discard it (701.8)."""
    discard_as_cost(game, player, "Land", "702.81a", "Retrace: discard a land card")


rule_hooks.ALT_COST_PARTS["retrace"] = (can_discard_a_land, discard_a_land)
