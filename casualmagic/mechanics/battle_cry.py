"""Battle cry (CR 702.91): "Whenever this creature attacks, each other attacking creature gets
+1/+0 until end of turn" (702.91a).  It triggers as attackers are declared (508.1m:
``rule_hooks.ATTACK_TRIGGERS``); the ``battle_cry`` op affects the creatures attacking as it
resolves but the ability's source (611.2c, 613.4c).  Multiple instances trigger separately
(702.91b); an object's keyword set holds one."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import all_matching, source_id
from casualmagic.engine.effect_registry import effect

BATTLE_CRY = TriggeredAbility(
    "attacks", (Effect("battle_cry"),), (), None,
    "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 "
    "until end of turn.)")
"""The triggered ability battle cry stands for (702.91a)."""


@effect("battle_cry")
def _battle_cry(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """Each attacking creature other than the source gets +1/+0 until end of turn (702.91a)."""
    src = source_id(obj)
    ids = tuple(i for i in all_matching(game, obj, "attacking creature") if i != src)
    if ids:
        add_effect(game, ContinuousEffect("7c", "pt_add", (1, 0), next_timestamp(game), obj.id,
                                          obj.controller, ids, None, "end_of_turn", "702.91a"))
        game.emit("battle_cry", obj.controller, {"objects": list(ids)}, "702.91a")
    return None


rule_hooks.ATTACK_TRIGGERS["Battle cry"] = BATTLE_CRY
