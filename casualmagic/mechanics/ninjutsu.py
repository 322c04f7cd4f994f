"""Ninjutsu (CR 702.49): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking" (702.49a).

The card's activated ability works in its owner's hand (``zone = "hand"``); it is offered
only while its controller has an unblocked attacking creature (702.49c, 509.1h:
``engine.cost_parts.unblocked_attackers``), and its cost reveals the card (702.49b) and
returns the creature the player chooses (``return_unblocked_cost``, 602.2b), keeping what that
creature attacked.  The ``ninjutsu`` op resolves it: if the card is still in the hand, it
is put onto the battlefield tapped and attacking the same player, planeswalker or battle,
unblocked (702.49c, 508.4: it was never declared as an attacker, so nothing triggers on
attacking).  Commander ninjutsu (702.49d, from the command zone too) is not read yet."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.combat import put_into_combat_attacking
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import move_object


@effect("ninjutsu")
def _ninjutsu(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """Put the card onto the battlefield from the hand, tapped and attacking (702.49a, c)."""
    src = source_id(obj)
    card = game.objects.get(src) if src is not None else None
    if card is None or card.zone != "hand" or card.controller != obj.controller:
        return None  # it left the hand (400.7: a new object): nothing to put
    new = move_object(game, src, "battlefield", "put_onto_battlefield", "702.49a",
                      controller=obj.controller)
    o = game.objects.get(new) if isinstance(new, int) else None
    if o is None or o.zone != "battlefield":
        return None
    game.obj_w(new).tapped = True
    attacked = obj.get_info("ninjutsu_attacked")
    if attacked is not None:
        put_into_combat_attacking(game, new, tuple(attacked), "702.49c")
    publish(game, ENTERED, new)
    return None
