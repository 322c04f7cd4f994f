"""Ops of plane cards that change costs (planes: costs): activation-cost reductions (602.2b,
601.2f), "the next spell you cast this turn has affinity for artifacts" (702.41a), goading
with "can't become tapped" (701.38a), and sacrificing the creature with the least toughness
(701.17a).  The rules these effects start live in :mod:`casualmagic.engine.cost_changes`."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import sacrifice


@effect("abilities_cost_less")
def _abilities_cost_less(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Activated abilities of [filter] you control cost {N} less to activate this turn"
    (602.2b applies 601.2f: the generic part of the total cost is reduced; 611.2a)."""
    from casualmagic.engine.casting_rules import add_lasting

    args = {"filter": eff.get("filter", "permanent"), "amount": eff.get("amount", 1),
            "who": eff.get("who", "you")}
    duration = eff.get("duration", "end_of_turn")
    add_lasting(game, "abilities_cost_less", args, obj.controller, duration, obj)
    game.emit("cost_change", obj.controller, {"abilities": args["filter"],
                                              "less": args["amount"], "duration": duration},
              "602.2b")
    return None


@effect("next_spell_has_affinity")
def _next_spell_has_affinity(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"The next spell you cast this turn has affinity for artifacts" (702.41a, 611.2a): a
    lasting effect that ends once its controller casts a spell (see
    :func:`casualmagic.engine.cost_changes.spell_was_cast`)."""
    from casualmagic.engine.casting_rules import add_lasting

    what = eff.get("kind", "artifacts")
    add_lasting(game, "next_spell_affinity", {"kind": what, "who": "you"}, obj.controller,
                "end_of_turn", obj)
    game.emit("cost_change", obj.controller, {"next_spell": f"affinity for {what}"}, "702.41a")
    return None


@effect("goad_cant_become_tapped")
def _goad_cant_become_tapped(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Goad [them]. Until your next turn, those creatures can't become tapped unless they're
    being declared as attackers" (701.38a; a layer-6 ability flag, 613.1f, read where a
    permanent would become tapped: costs with {T} (602.2b), convoke (702.51a), tap effects
    (701.21a) — but not declaring attackers, 508.1f)."""
    from casualmagic.cards.vocabulary import CANT_BECOME_TAPPED
    from casualmagic.engine.combat import goad
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp

    ids = tuple(i for i in objects_of(game, obj, eff.get("what"))
                if i in game.objects and game.objects[i].zone == "battlefield")
    for oid in ids:
        goad(game, oid, obj.controller)
    if ids:
        add_effect(game, ContinuousEffect("6", "add_keywords", ((CANT_BECOME_TAPPED,),),
                                          next_timestamp(game), obj.id, obj.controller, ids,
                                          None, "until_your_next_turn", "701.38a"))
    return None


@effect("sacrifice_least_toughness")
def _sacrifice_least_toughness(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Sacrifice a creature with the least toughness among creatures you control"
    (701.17a): among tied creatures the controller chooses; with none, nothing happens."""
    from casualmagic.effects.counter_placement import least_toughness

    who = obj.controller
    if answer is not None:
        chosen = answer[1]
    else:
        least = least_toughness(game, who, eff.get("filter", "creature you control"))
        if not least:
            return None
        if len(least) > 1:
            ask(game, who, "sacrifice", [("sacrifice", i) for i in least], "701.17a",
                ("resolve", obj.id, at, "least"),
                "Sacrifice a creature with the least toughness")
            return WAIT
        chosen = least[0]
    if chosen in game.objects and game.objects[chosen].zone == "battlefield":
        sacrifice(game, chosen)
    return None

