"""Effects that change characteristics for a duration (CR 611.2, 613): base power and
toughness, switching, "becomes ...", added types, lost abilities, colour.

Each op locks in the objects it affects when it resolves (611.2c) and its
amounts (611.2d), and starts one continuous effect whose parts apply in their
own layers (613.6).  ``duration`` is ``end_of_turn`` (the default: these are
"until end of turn" effects), ``permanent`` (611.2a, no duration stated),
``while_source`` / ``while_control`` ("for as long as ...", 611.2b) or
``until_your_next_turn``.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, is_active, next_timestamp
from casualmagic.engine.effect_refs import amount_of, objects_of, source_id
from casualmagic.engine.effect_registry import effect


def _start(game: GameState, obj: GameObject, eff: Effect,
           parts: list[tuple[str, str, tuple]], event: str, rule: str) -> None:
    """Start one effect with ``parts`` (layer, op, args) on each object ``what`` names."""
    duration = eff.get("duration", "end_of_turn")
    source = source_id(obj)
    ts = next_timestamp(game)  # 613.7b: one timestamp, when the effect is created
    for oid in objects_of(game, obj, eff.get("what")):
        made = [ContinuousEffect(layer, op, args, ts, source, obj.controller, (oid,), None,
                                 duration, rule, turn=game.turn) for layer, op, args in parts]
        if made and not is_active(game, made[0]):
            return  # 611.2b: a "for as long as" duration already over: the effect does nothing
        for e in made:
            add_effect(game, e)
        game.emit(event, obj.controller, {"object": oid, "card": game.objects[oid].card.name,
                                          "changes": [f"{layer}:{op}{list(args)}"
                                                      for layer, op, args in parts],
                                          "duration": duration}, rule)


def _pt(game: GameState, obj: GameObject, eff: Effect) -> tuple[int | None, int | None]:
    p, t = eff.get("power"), eff.get("toughness")
    return (None if p is None else amount_of(game, obj, p),
            None if t is None else amount_of(game, obj, t))


@effect("set_base_pt")
def _set_base_pt(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Target creature has base power and toughness X/Y until end of turn": layer 7b
    (613.4b), so +N/+N effects and counters still apply on top."""
    _start(game, obj, eff, [("7b", "set_pt", _pt(game, obj, eff))], "set_base_pt", "613.4b")
    return None


@effect("switch_pt")
def _switch_pt(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Switch target creature's power and toughness until end of turn": layer 7d (613.4d)."""
    _start(game, obj, eff, [("7d", "switch_pt", ())], "switch_pt", "613.4d")
    return None


@effect("add_types")
def _add_types(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"... becomes a [type] in addition to its other types": layer 4 (613.1d, 205.1b)."""
    parts = [("4", "add_types", (tuple(eff.get("types", ())), tuple(eff.get("subtypes", ()))))]
    _start(game, obj, eff, parts, "add_types", "613.1d")
    return None


@effect("lose_abilities")
def _lose_abilities(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Target creature loses all abilities": layer 6 (613.1f)."""
    _start(game, obj, eff, [("6", "lose_all_abilities", ())], "lose_abilities", "613.1f")
    return None


@effect("set_colors")
def _set_colors(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Target permanent becomes [colour]": layer 5 (613.1e, 105.3)."""
    _start(game, obj, eff, [("5", "set_colors", (tuple(eff.get("colors")),))], "set_colors",
           "613.1e")
    return None


@effect("become")
def _become(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"... becomes a 1/1 blue Frog creature and loses all abilities": one effect whose
    parts apply in layers 4 (types), 5 (colour), 6 (abilities) and 7b (base P/T), to
    the same objects (613.6)."""
    parts: list[tuple[str, str, tuple]] = []
    if eff.get("add_types") or eff.get("add_subtypes"):
        parts.append(("4", "add_types", (tuple(eff.get("add_types", ())),
                                         tuple(eff.get("add_subtypes", ())))))
    if eff.get("types"):
        parts.append(("4", "set_types", (tuple(eff.get("types")),)))
    if eff.get("subtypes"):
        parts.append(("4", "set_subtypes", (tuple(eff.get("subtypes")),)))
    if eff.get("colors"):
        parts.append(("5", "set_colors", (tuple(eff.get("colors")),)))
    if eff.get("lose_abilities"):
        parts.append(("6", "lose_all_abilities", ()))
    if eff.get("keywords"):
        parts.append(("6", "add_keywords", (tuple(eff.get("keywords")),)))
    p, t = _pt(game, obj, eff)
    if p is not None or t is not None:
        parts.append(("7b", "set_pt", (p, t)))
    _start(game, obj, eff, parts, "become", "613.6")
    return None


@effect("pump_for_each")
def _pump_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Target creature gets +1/+1 until end of turn for each land you control" (611.2a,
    613.4c): the count is taken as the effect resolves (608.2h)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.engine.effect_refs import all_matching

    n = len(all_matching(game, obj, eff.get("filter")))
    p, t = n * int(eff.get("power", 1)), n * int(eff.get("toughness", 1))
    for oid in objects_of(game, obj, eff.get("what")):
        until_end_of_turn(game, obj, (oid,), p, t, (), "611.2a")
        game.emit("pump", obj.controller, {"object": oid, "power": p, "toughness": t,
                                           "keywords": []}, "611.2a")
    return None


@effect("pump_per_blocker")
def _pump_per_blocker(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each
    creature blocking it" (509.1h, 611.2a, 613.4c): the creatures blocking it are counted as
    the ability resolves (608.2h; a blocker removed from combat no longer counts, 506.4)."""
    from casualmagic.effects.permanents import until_end_of_turn

    combat = game.combat
    for oid in objects_of(game, obj, eff.get("what")):
        n = len([b for b in combat.blockers_of(oid) if b in game.objects]) if combat else 0
        p, t = n * int(eff.get("power", 1)), n * int(eff.get("toughness", 1))
        if not n:
            continue
        until_end_of_turn(game, obj, (oid,), p, t, (), "611.2a")
        game.emit("pump", obj.controller, {"object": oid, "power": p, "toughness": t,
                                           "keywords": []}, "611.2a")
    return None


@effect("cant_have_keywords_all")
def _cant_have_keywords_all(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Until end of turn, creatures your opponents control lose hexproof and shroud and can't
    have hexproof or shroud" (Arcane Lighthouse): a layer 6 effect (613.1f) on the objects
    matching ``filter`` as it resolves (611.2c), applied after every other effect of its
    layer so that none gives the keywords back (engine.continuous)."""
    from casualmagic.engine.effect_refs import all_matching

    ids = tuple(all_matching(game, obj, eff.get("filter")))
    if not ids:
        return None
    keywords = tuple(eff.get("keywords", ()))
    add_effect(game, ContinuousEffect("6", "cant_have_keywords", (keywords,),
                                      next_timestamp(game), source_id(obj), obj.controller,
                                      ids, None, eff.get("duration", "end_of_turn"), "611.2c",
                                      turn=game.turn))
    game.emit("lose_keywords", obj.controller, {"objects": list(ids), "keywords": list(keywords)},
              "613.1f")
    return None
