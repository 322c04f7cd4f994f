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

DESTRUCTION_RULES = ("701.7a", "704.5g", "704.5h")
"""Moves to a graveyard that are destruction (701.7, 704.5g, 704.5h) — what regeneration
replaces; a creature with toughness 0 or less (704.5f) or one sacrificed isn't destroyed."""


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


def is_destruction(ev: Any) -> bool:
    """Is this move to a graveyard a destruction (701.7, 704.5g, 704.5h) a regeneration
    shield may replace — not one that "can't be regenerated" (701.15c)?"""
    if ev.rule == "701.15c":
        return False
    return ev.to_zone == "graveyard" and (ev.cause == "destroy" or ev.rule in DESTRUCTION_RULES)


def regenerate_now(game: GameState, oid: int) -> None:
    """701.15a: remove all damage from it, tap it, remove it from combat."""
    from casualmagic.engine.combat import remove_from_combat

    o = game.obj_w(oid)
    o.tapped = True
    o.damage = 0
    o.deathtouch_damage = False
    remove_from_combat(game, oid, "701.15a")
    game.emit("regenerate", o.controller, {"object": oid, "card": o.card.name}, "701.15a")
