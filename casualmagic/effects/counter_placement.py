"""Counters put on permanents by generic effects (122.1, 122.6): on this permanent, on each
[filter] permanent, one for each [filter], bolster (701.33a), a counter of the player's choice.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import (
    amount_of,
    objects_of,
)
from casualmagic.engine.effect_registry import WAIT, effect


@effect("add_counters_to_source")
def _counters_on_source(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Put a flame counter on Naar Isle": counters on the ability's source, which may be a
    face-up plane in the command zone (122.1, 901.7)."""
    src = obj.source
    if src is None or src not in game.objects:
        return None
    n = amount_of(game, obj, eff.get("amount", 1))
    o = game.obj_w(src)
    o.counters = o.with_counter(eff.get("kind"), n)
    game.emit("counters", obj.controller, {"object": src, "kind": eff.get("kind"), "amount": n},
              "122.1")
    return None


@effect("add_counters_each")
def _add_counters_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Put a +1/+1 counter on each creature you control" (122.1, 122.6); ``other``: "each
    other creature you control", the source itself left out (113.7)."""
    from casualmagic.engine.effect_refs import all_matching, source_id
    from casualmagic.engine.primitives import add_counters

    n = amount_of(game, obj, eff.get("amount", 1))
    skip = source_id(obj) if eff.get("other") else None
    for oid in all_matching(game, obj, eff.get("filter")):
        if oid != skip:
            add_counters(game, oid, eff.get("kind"), n, sync=True)
    return None


@effect("add_counters_for_each")
def _add_counters_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put X +1/+1 counters on target creature you control, where X is the number of
    artifacts you control" (122.1, 107.3): X counted as the effect resolves."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import add_counters

    n = len(all_matching(game, obj, eff.get("filter")))
    for oid in objects_of(game, obj, eff.get("what")):
        add_counters(game, oid, eff.get("kind", "+1/+1"), n, sync=True)
    return None


def least_toughness(game: GameState, player: int, phrase: str) -> list[int]:
    """The permanents matching ``phrase`` that ``player`` controls with the least toughness
    among them (701.33a "a creature with the least toughness among creatures you control")."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(phrase)
    mine = [i for i in game.battlefield
            if game.objects[i].controller == player
            and matches_filter_base(game, f, game.objects[i], player)]
    if not mine:
        return []
    least = min(cont.toughness(game, game.objects[i]) for i in mine)
    return [i for i in mine if cont.toughness(game, game.objects[i]) == least]


@effect("bolster")
def _bolster(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """701.33a: "Bolster N" means "Choose a creature with the least toughness among creatures
    you control and put N +1/+1 counters on it."  A tie is the bolstering player's choice;
    with no creature nothing happens."""
    from casualmagic.engine.primitives import add_counters

    n = amount_of(game, obj, eff.get("amount", 1))
    who = obj.controller
    if answer is not None:
        chosen = answer[1]
    else:
        least = least_toughness(game, who, "creature you control")
        if not least:
            game.emit("bolster", who, {"amount": n, "object": None}, "701.33a")
            return None
        if len(least) > 1:
            ask(game, who, "choose", [("bolster", i) for i in least], "701.33a",
                ("resolve", obj.id, at, "bolster"), f"Bolster {n}: choose a creature")
            return WAIT
        chosen = least[0]
    if chosen in game.objects and game.objects[chosen].zone == "battlefield":
        game.emit("bolster", who, {"amount": n, "object": chosen}, "701.33a")
        add_counters(game, chosen, "+1/+1", n, "701.33a")
    return None


@effect("add_counter_of_choice")
def _add_counter_of_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put your choice of a vigilance, menace, or trample counter on target creature you
    control" (122.1b keyword counters): the ability's controller chooses one of ``kinds``
    as it resolves (608.2d) and puts ``amount`` such counters on ``what``."""
    from casualmagic.engine.primitives import add_counters

    targets = [i for i in objects_of(game, obj, eff.get("what", 0))
               if game.objects[i].zone == "battlefield"]
    if not targets:
        return None
    kinds = [str(k).lower() for k in eff.get("kinds", ())]
    if answer is None:
        ask(game, obj.controller, "choose", [("counter", k) for k in kinds], "122.1b",
            ("resolve", obj.id, at, "kind"), "Choose the kind of counter")
        return WAIT
    kind = answer[1]
    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in targets:
        add_counters(game, oid, kind, n, "122.1b")
    return None
