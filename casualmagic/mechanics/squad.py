"""Squad (CR 702.157): "Squad [cost]" means "As an additional cost to cast this spell, you may
pay [cost] any number of times" and "When this creature enters, if its squad cost was paid,
create a token that's a copy of it for each time its squad cost was paid" (702.157a).  The
cost is the card's additional cost paid any number of times, asked and paid as multikicker is
(601.2b, 601.2f-h; the card's ``squad`` field, with the ``Squad`` keyword); the spell and the
permanent carry how many times it was paid (``squad_count``, ``engine.casting.paid_keys``:
not "kicked", 702.33d), and the trigger is queued as it enters (603.6a:
``rule_hooks.ENTERED``).  The tokens copy the permanent's copiable values (707.2), as it last
existed if it has left (608.2h)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.copies import create_token_copy
from casualmagic.engine.effect_refs import last_known
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import queue_trigger

SQUAD = TriggeredAbility(
    "enters", (Effect("squad"),), (), None,
    "When this creature enters, if its squad cost was paid, create a token that's a copy of it "
    "for each time its squad cost was paid.")
"""Squad's triggered ability (702.157a)."""


def squad_triggers(game: GameState, oid: int) -> None:
    """A creature whose squad cost was paid entered (702.157a, 603.4)."""
    o = game.objects[oid]
    if o.info and "Squad" in o.card.keywords and o.get_info("squad_count"):
        queue_trigger(game, oid, o.card, SQUAD, o.controller)


@effect("squad")
def _squad(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """A token copy of the source for each time its squad cost was paid (702.157a)."""
    o = last_known(game, obj, "self")  # as it last existed if it has left (608.2h)
    if o is None:
        return None
    times = int(o.get_info("squad_count", 0) or 0)
    for _ in range(times):
        create_token_copy(game, obj.controller, o.card, obj.id)
    game.emit("squad", obj.controller, {"card": o.card.name, "copies": times}, "702.157a")
    return None


rule_hooks.ENTERED.append(squad_triggers)
