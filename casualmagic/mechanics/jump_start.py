"""Jump-start (CR 702.133): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
this spell was cast using its jump-start ability, exile this card instead of putting it
anywhere else any time it would leave the stack" (702.133a).  The card's ``jump-start`` way
of casting is an ``AltCost`` from the graveyard whose mana is its mana cost and which exiles
the card as it leaves the stack (``exile_after``, as flashback's, 702.34a); it is offered only
while its caster has a card in hand to discard (118.3), discarded as the costs are paid
(601.2h: ``rule_hooks.ALT_COST_PARTS``)."""

from __future__ import annotations

from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.primitives import discard_card

JUMP_START = "jump-start"


def has_a_card_to_discard(game: GameState, player: int, oid: int) -> bool:
    """Is there a card to discard (118.3)?  The card cast is in the graveyard, not the hand."""
    return bool(game.players[player].hand)


def discard_a_card(game: GameState, player: int, spell: int) -> None:
    """Ask which card to discard, then discard it (701.8)."""
    push(game, ("jump_start_discard", player))


@handler("jump_start_discard")
def _jump_start_discard(game: GameState, task: tuple, answer: object) -> None:
    _, player = task
    hand = game.players[player].hand
    if not hand:
        return
    if answer is None:
        ask(game, player, "discard", game.distinct_card_options(tuple(hand), "discard"),
            "702.133a", task, "Jump-start: discard a card")
        return
    oid = answer[1]  # type: ignore[index]
    if oid in hand:
        discard_card(game, player, oid, "702.133a")


rule_hooks.ALT_COST_PARTS[JUMP_START] = (has_a_card_to_discard, discard_a_card)
