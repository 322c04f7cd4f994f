"""Madness (CR 702.35): "Madness [cost]" means "If a player would discard this card, that
player discards it, but exiles it instead of putting it into their graveyard" (a static
ability of the card in a hand) and "When this card is exiled this way, its owner may cast it
by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard" (702.35a).  The discard goes through ``rule_hooks.DISCARDING``
(:func:`casualmagic.engine.primitives.discard_card`, 701.8); the madness cost is the card's
``madness`` alternative cost (118.9, 702.35b: 601.2b, 601.2f-h), cast while the trigger
resolves, so timing permissions don't apply (608.2g)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import mana_payment as mp
from casualmagic.engine import rule_hooks
from casualmagic.engine.actions import castable
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.triggers import queue_trigger

MADNESS = TriggeredAbility(
    "exiled_by_madness", (Effect("madness"),), (), None,
    "When this card is exiled this way, its owner may cast it by paying its madness cost "
    "rather than paying its mana cost. If that player doesn't, they put this card into their "
    "graveyard.")
"""Madness's triggered ability (702.35a)."""


def madness_cost(o: GameObject) -> Any:
    """The card's madness alternative cost, or None."""
    return next((a for a in o.card.alt_costs if a.name == "madness"), None)


def discard_to_exile(game: GameState, player: int, oid: int) -> int | None:
    """A card with madness is discarded into exile, and its trigger waits (702.35a)."""
    o = game.objects[oid]
    if not o.card.alt_costs or madness_cost(o) is None or o.zone != "hand":
        return None
    new = game.move(oid, "exile")
    if game.objects[new].zone != "exile":  # another replacement moved it elsewhere (614.5)
        return new
    game.emit("madness", player, {"card": o.card.name, "object": new}, "702.35a")
    queue_trigger(game, new, game.objects[new].card, MADNESS, o.owner, new)
    return new


@effect("madness")
def _madness(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """The owner may cast the exiled card for its madness cost; if they don't, it goes to
    their graveyard (702.35a)."""
    card_id = source_id(obj)
    o = game.objects.get(card_id) if card_id is not None else None
    if o is None or o.zone != "exile":
        return None  # it left exile: a new object the ability can't find (400.7)
    owner = o.owner
    if answer is None:
        alt = madness_cost(o)
        if alt is not None and castable(game, owner, o.card, mp.mana_sources(game, owner),
                                        alt=alt.cost):
            ask(game, owner, "may", [("yes",), ("no",)], "702.35a",
                ("resolve", obj.id, at, card_id),
                f"Cast {o.card.name} for its madness cost {alt.cost}?")
            return WAIT
    if answer == ("yes",):
        push(game, ("cast", o.id, owner, "announce", "madness"))
        return None
    game.move(o.id, "graveyard")
    game.emit("madness_declined", owner, {"card": o.card.name}, "702.35a")
    return None


rule_hooks.DISCARDING.append(discard_to_exile)
