"""Retrace (CR 702.81): "You may cast this card from your graveyard by discarding a land card
as an additional cost to cast it" (702.81a), following the rules for additional costs (601.2b,
601.2f-h).  The card's ``retrace`` way of casting (an ``AltCost`` from the graveyard whose
mana is its mana cost) is offered only while its caster has a land card in hand (118.3), and
the land card is discarded as the costs are paid (601.2h: ``rule_hooks.ALT_COST_PARTS``)."""

from __future__ import annotations

from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.primitives import discard_card


def _land_cards(game: GameState, player: int) -> list[int]:
    return [i for i in game.players[player].hand if "Land" in game.objects[i].card.types]


def can_discard_a_land(game: GameState, player: int, oid: int) -> bool:
    """Is there a land card to discard (118.3)?"""
    return bool(_land_cards(game, player))


def discard_a_land(game: GameState, player: int, spell: int) -> None:
    """Ask which land card to discard, then discard it (701.8)."""
    push(game, ("retrace_discard", player))


@handler("retrace_discard")
def _retrace_discard(game: GameState, task: tuple, answer: object) -> None:
    _, player = task
    lands = _land_cards(game, player)
    if not lands:
        return
    if answer is None:
        ask(game, player, "discard", game.distinct_card_options(tuple(lands), "discard"),
            "702.81a", task, "Retrace: discard a land card")
        return
    oid = answer[1]  # type: ignore[index]
    if oid in lands:
        discard_card(game, player, oid, "702.81a")


rule_hooks.ALT_COST_PARTS["retrace"] = (can_discard_a_land, discard_a_land)
