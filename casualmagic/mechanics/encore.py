"""Encore (CR 702.141): "Encore [cost]" means "[Cost], Exile this card from your graveyard:
For each opponent, create a token that's a copy of this card that attacks that opponent this
turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step.
Activate only as a sorcery" (702.141a).  The ability is compiled as a graveyard ability
(113.6m, ``compiler.cost_keywords``); the ``encore`` op copies the card exiled to pay the
cost (602.2b, 707.2).  Each token must attack its opponent this turn if able (a requirement
read by the declare-attackers rules, 508.1d), gains haste with no duration (611.2a) and gets
a delayed sacrifice trigger (603.7)."""

from __future__ import annotations

from functools import cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.copies import create_token_copy
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import add_delayed
from casualmagic.mechanics.eternalize import exiled_card


@cache
def sacrifice_at_end_step() -> TriggeredAbility:
    """The delayed triggered ability encore creates for each token (702.141a, 603.7)."""
    return TriggeredAbility("end_step", (Effect("sacrifice", (("what", "it"),)),), (), None,
                            "Sacrifice it at the beginning of the next end step.")


@effect("encore")
def _encore(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """For each opponent, a token copy of the exiled card that attacks that opponent this
    turn if able, with haste, sacrificed at the next end step (702.141a)."""
    card = exiled_card(game, obj)
    if card is None:
        return None
    for opp in [p for p in game.in_turn_order(game.active) if p in game.opponents(obj.controller)]:
        for tok in create_token_copy(game, obj.controller, card, obj.id):
            w = game.obj_w(tok)
            w.info = (*w.info, ("must_attack", (opp, game.turn)))
            add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),),
                                              next_timestamp(game), obj.id, obj.controller,
                                              (tok,), None, "permanent", "702.141a"))
            add_delayed(game, "next_end_step", obj.card, sacrifice_at_end_step(),
                        obj.controller, tok)
            game.emit("encore", obj.controller, {"object": tok, "card": card.name,
                                                 "attacks": opp}, "702.141a")
    return None
