"""Melee (CR 702.121): "Whenever this creature attacks, it gets +1/+1 until end of turn for
each opponent you attacked with a creature this combat" (702.121a).  It triggers as attackers
are declared (508.1m: ``rule_hooks.ATTACK_TRIGGERS``); the ``melee`` op counts, as it
resolves, the opponents attacked by the creatures its controller declared as attackers this
combat (the latest ``attackers`` event, 508.1: a creature put onto the battlefield attacking
never attacked, 508.4a; one removed from combat still did).  A player only a planeswalker or
battle of whose was attacked was not attacked.  Multiple instances trigger separately
(702.121b); an object's keyword set holds one."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import effect

MELEE = TriggeredAbility(
    "attacks", (Effect("melee"),), (), None,
    "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent "
    "you attacked with a creature this combat.)")
"""The triggered ability melee stands for (702.121a)."""


def opponents_attacked(game: GameState, player: int) -> set[int]:
    """The opponents of ``player`` that ``player`` attacked with a creature this combat."""
    opponents = set(game.opponents(player))
    for ev in game.events_this_turn():
        if ev.kind == "attackers":
            out = set()
            for oid, _name, ref in ev.data["attackers"]:
                o = game.last_known_object(oid)
                if ref[0] == "player" and ref[1] in opponents and o is not None \
                        and o.controller == player:
                    out.add(ref[1])
            return out
    return set()


@effect("melee")
def _melee(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """The source gets +1/+1 until end of turn for each opponent attacked (702.121a)."""
    src = source_permanent(game, obj)
    if src is None:
        return None
    n = len(opponents_attacked(game, obj.controller))
    if n:
        add_effect(game, ContinuousEffect("7c", "pt_add", (n, n), next_timestamp(game), obj.id,
                                          obj.controller, (src.id,), None, "end_of_turn",
                                          "702.121a"))
    game.emit("melee", obj.controller, {"object": src.id, "opponents": n}, "702.121a")
    return None


rule_hooks.ATTACK_TRIGGERS["Melee"] = MELEE
