"""Escape printed on a card (CR 702.138a): "Escape [cost]" means "You may cast this card from
your graveyard by paying [cost] rather than paying its mana cost" — the card's ``escape``
alternative cost (118.9, 601.2b, 601.2f-h), offered as ``("cast", card, "escape")`` from the
graveyard.  Its cost's "Exile N other cards from your graveyard" (``AltCost.exile_others``)
can be paid only with N other cards there (118.3) and is paid as the costs are (601.2h: the
player chooses the cards, ``exile_from_graveyard_cost``; ``rule_hooks.ALT_COST_PARTS``).
Escape granted by a static (``engine.granted_casting``) counts its cards itself."""

from __future__ import annotations

from casualmagic.cards.model import AltCost
from casualmagic.core.flow import push
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks


def _printed(game: GameState, oid: int) -> AltCost | None:
    return next((a for a in game.objects[oid].card.alt_costs if a.name == "escape"), None)


def enough_other_cards(game: GameState, player: int, oid: int) -> bool:
    """Are there N other cards in the graveyard to exile (118.3)?"""
    alt = _printed(game, oid)
    return alt is None or len(game.players[player].graveyard) - 1 >= alt.exile_others


def exile_other_cards(game: GameState, player: int, spell: int) -> None:
    """Exile N other cards from the graveyard, chosen one at a time (601.2h)."""
    alt = _printed(game, spell)
    if alt is not None and alt.exile_others:
        push(game, ("exile_from_graveyard_cost", player, alt.exile_others))


rule_hooks.ALT_COST_PARTS["escape"] = (enough_other_cards, exile_other_cards)
