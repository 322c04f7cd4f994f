"""Regeneration (CR 701.15): "Regenerate [permanent]" creates a replacement effect, a
regeneration shield, that lasts until it is used or the turn ends (701.15a, 514.2): the next
time that permanent would be destroyed this turn — by an effect that says "destroy" (701.7)
or by lethal damage or deathtouch damage (704.5g, 704.5h) — instead it becomes tapped, all
damage is removed from it and it is removed from combat (701.15a).  First needed by
vanguard cards (Loxodon Hierarch Avatar, Xantcha), written for any card.  The replacement
itself is applied by :mod:`casualmagic.engine.replacement` (op ``regenerate``).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import next_timestamp
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import effect


@effect("regenerate")
def _regenerate(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    from casualmagic.engine.replacement import Replacement, add_replacement

    for oid in objects_of(game, obj, eff.get("what")):
        ts = next_timestamp(game)
        add_replacement(game, Replacement(("regenerate", ts), "regenerate",
                                          (("text", f"{obj.card.name}: regenerate"),),
                                          obj.id, obj.controller, ts, duration="end_of_turn",
                                          affected=(("object", oid),), uses=1, rule="701.15a"))
        game.emit("regeneration_shield", obj.controller,
                  {"object": oid, "card": game.objects[oid].card.name}, "701.15a")
    return None


