"""Offspring (CR 702.175): "Offspring [cost]" means "You may pay an additional [cost] as you
cast this spell" and "When this permanent enters, if its offspring cost was paid, create a
token that's a copy of it, except it's 1/1" (702.175a).  The cost is the card's optional
additional cost, asked and paid as kicker is (601.2b, 601.2f-h; the card's ``offspring``
field, with the ``Offspring`` keyword); paid, the spell and the permanent it becomes carry
``offspring_paid`` (``engine.casting.paid_keys``: not "kicked", 702.33d), and the trigger is queued as it enters (603.6a:
``rule_hooks.ENTERED``).  The token copies the permanent's copiable values (707.2) — as it
last existed if it has left (608.2h) — except its power and toughness (707.9b)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.copies import create_token_copy
from casualmagic.engine.effect_refs import last_known
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import queue_trigger

OFFSPRING = TriggeredAbility(
    "enters", (Effect("offspring"),), (), None,
    "When this permanent enters, if its offspring cost was paid, create a token that's a copy "
    "of it, except it's 1/1.")
"""Offspring's triggered ability (702.175a)."""


def offspring_triggers(game: GameState, oid: int) -> None:
    """A permanent whose offspring cost was paid entered (702.175a, 603.4)."""
    o = game.objects[oid]
    if o.info and "Offspring" in o.card.keywords and o.get_info("offspring_paid"):
        queue_trigger(game, oid, o.card, OFFSPRING, o.controller)


@effect("offspring")
def _offspring(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """Create a 1/1 token copy of the source (702.175a, 707.9b)."""
    o = last_known(game, obj, "self")  # as it last existed if it has left (608.2h)
    if o is None:
        return None
    create_token_copy(game, obj.controller, replace(o.card, power=1, toughness=1), obj.id)
    game.emit("offspring", obj.controller, {"card": o.card.name}, "702.175a")
    return None


rule_hooks.ENTERED.append(offspring_triggers)
