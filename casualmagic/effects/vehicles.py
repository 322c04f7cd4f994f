"""Vehicle instructions (CR 301.7, 702.122): "[artifacts] become N/N Vehicles in addition
to their other types and gain [keywords] and crew N" and a crew ability's "This permanent
becomes an artifact creature until end of turn" (the cost: mechanics.crew)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import all_matching, remember_it, source_id
from casualmagic.engine.effect_registry import EFFECTS, effect


@effect("become_all")
def _become_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Until end of turn, each noncreature, non-Vehicle artifact you control becomes a 5/3
    Vehicle in addition to its other types and gains trample, haste, and crew 2": the
    ``become`` instruction for every permanent matching ``filter`` as it resolves (locked
    in, 611.2c), with granted activated ``abilities`` (613.1f) too."""
    ids = list(all_matching(game, obj, eff.get("filter")))
    if not ids:
        return None
    remember_it(game, obj, ids)
    args = tuple((k, v) for k, v in eff.args if k not in ("filter", "abilities"))
    EFFECTS["become"](game, obj, Effect("become", (*args, ("what", "it"))), None, None, at)
    abilities = tuple(eff.get("abilities", ()))
    if abilities:
        add_effect(game, ContinuousEffect("6", "add_abilities", (abilities,),
                                          next_timestamp(game), source_id(obj), obj.controller,
                                          tuple(ids), None, eff.get("duration", "end_of_turn"),
                                          "613.1f", turn=game.turn))
    return None


@effect("becomes_crewed")
def _becomes_crewed(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """A crew ability resolves (702.122a): "This permanent becomes an artifact creature
    until end of turn" (layer 4, 613.1d) — a Vehicle then has its power and toughness
    (301.7a-b) — and it "becomes crewed" (702.122d)."""
    src = source_id(obj)
    if src is None or src not in game.objects or game.objects[src].zone != "battlefield":
        return None
    add_effect(game, ContinuousEffect("4", "add_types", (("Artifact", "Creature"), ()),
                                      next_timestamp(game), src, obj.controller, (src,), None,
                                      "end_of_turn", "702.122a", turn=game.turn))
    game.emit("crewed", obj.controller, {"object": src, "card": game.objects[src].card.name},
              "702.122d")
    return None
