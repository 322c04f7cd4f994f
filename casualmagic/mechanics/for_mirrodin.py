"""For Mirrodin! (CR 702.163): "When this Equipment enters, create a 2/2 red Rebel creature
token, then attach this Equipment to it" (702.163a).  It triggers as the Equipment enters
(603.6a: ``rule_hooks.ENTERED``) and resolves as living weapon's does
(:func:`casualmagic.mechanics.living_weapon.token_then_attach`: the token made with its
replacement effects, 111.1; the Equipment attached with a new timestamp, 701.3a, 613.7e)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.living_weapon import token_then_attach

FOR_MIRRODIN = "For Mirrodin!"

REBEL = Effect("create_token", (("name", "Rebel"), ("types", "Creature — Rebel"),
                                ("colors", "R"), ("power", 2), ("toughness", 2), ("amount", 1)))
"""The token For Mirrodin! creates (702.163a, 111.4)."""

FOR_MIRRODIN_ABILITY = TriggeredAbility(
    "enters", (Effect("for_mirrodin"),), (), None,
    "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then "
    "attach this to it.)")


def for_mirrodin_triggers(game: GameState, oid: int) -> None:
    """An Equipment with For Mirrodin! entered (702.163a)."""
    o = game.objects[oid]
    if not o.card.keywords and cont.is_plain(game, o):
        return
    if cont.has_keyword(game, o, FOR_MIRRODIN):
        queue_trigger(game, oid, o.card, FOR_MIRRODIN_ABILITY, o.controller)


@effect("for_mirrodin")
def _for_mirrodin(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """Create the Rebel, then attach the source to it if both are still there (702.163a)."""
    token_then_attach(game, obj, REBEL, at, "702.163a")
    return None


rule_hooks.ENTERED.append(for_mirrodin_triggers)
