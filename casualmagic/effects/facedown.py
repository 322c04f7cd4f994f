"""Ops first needed by the face-down and unusual-zone plane cards (planes: face-down): manifest
dread and turning face up live in :mod:`casualmagic.mechanics.manifest`; here are the chaos
abilities of Pursued by Something, Artist Alley and Preston's Stage, No Way Out's dread
counters, and Amy's Home's suspend and time travel (702.62a; time travel from its reminder
text, newer than the 2024-06-07 rules)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.granted_casting import top_card_is_food
from casualmagic.engine.primitives import move_object
from casualmagic.mechanics import manifest  # noqa: F401  (importing registers its ops)

UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
"""Duration of a lasting casting effect that ends as its controller's next turn begins
(611.2a), e.g. Preston's Stage's flash."""


# -- Pursued by Something ---------------------------------------------------------------------

@effect("exile_then_cast_or_return")
def _exile_then_cast_or_return(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Exile target creature. If it's an instant or sorcery, cast it without paying its
    mana cost. Otherwise put it onto the battlefield under its owner's control" (406.1,
    118.9a, 110.2a): the card is judged as it is in exile (a manifested instant is an
    instant there, 708.9); a token ceases to exist in exile (111.7) and stays gone."""
    for oid in objects_of(game, obj, eff.get("what")):
        if game.objects[oid].zone != "battlefield":
            continue
        new = move_object(game, oid, "exile", "exile", "406.1")
        if not isinstance(new, int) or new not in game.objects or \
                game.objects[new].zone != "exile":
            continue
        card = game.objects[new].card
        if {"Instant", "Sorcery"} & set(card.types):
            push(game, ("cast", new, obj.controller, "announce", "free"))  # 118.9a
            continue
        owner = game.objects[new].owner
        back = game.move(new, "battlefield", controller=owner)
        game.emit("put_onto_battlefield", owner, {"object": new, "new_object": back,
                                                  "card": card.name}, "110.2a")
        publish(game, ENTERED, back)
    return None


# -- Artist Alley -----------------------------------------------------------------------------

@effect("exile_top_opponent_picks_free_cast")
def _exile_top_opponent_picks(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Exile the top six cards of your library. An opponent ... chooses a nonland card
    with their favorite art. Then you may cast that spell without paying its mana cost"
    (406.1, 118.9a).  The opponent's taste is their own choice; with several opponents the
    next one in turn order chooses (a player outside the game is not modelled)."""
    me = obj.controller
    if answer is None:
        n = int(eff.get("amount", 6))
        exiled = []
        for top in list(game.players[me].library[:n]):
            exiled.append(game.move(top, "exile"))
        game.emit("exile", me, {"cards": [game.objects[i].card.name for i in exiled],
                                "from": "library"}, "406.1")
        nonland = [i for i in exiled if "Land" not in game.objects[i].card.types]
        opponents = [p for p in game.in_turn_order(me) if p != me]
        if not nonland or not opponents:
            return None
        ask(game, opponents[0], "choose",
            [("card", i, game.objects[i].card.name) for i in nonland], "406.1",
            ("resolve", obj.id, at, "pick"), "Choose the nonland card with your favorite art")
        return WAIT
    if sub == "pick":
        chosen = answer[1]
        game.emit("choose_card", None, {"card": game.objects[chosen].card.name,
                                        "for": me}, "406.1")
        ask(game, me, "may", [("yes",), ("no",)], "118.9a", ("resolve", obj.id, at, chosen),
            f"Cast {game.objects[chosen].card.name} without paying its mana cost?")
        return WAIT
    if answer == ("yes",) and sub in game.objects and game.objects[sub].zone == "exile":
        push(game, ("cast", sub, me, "announce", "free"))
    return None


# -- Preston's Stage --------------------------------------------------------------------------

@effect("flash_until_your_next_turn")
def _flash_until_your_next_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """"Until your next turn, creature cards in your hand have flash" (702.8a, 611.2a): its
    controller may cast such cards any time they could cast an instant, until their next
    turn begins."""
    from casualmagic.engine.casting_rules import add_lasting

    add_lasting(game, "cast_as_though_flash", {"who": "you", "filter": eff.get("filter",
                                                                             "creature")},
                obj.controller, UNTIL_YOUR_NEXT_TURN, obj)
    game.emit("casting_permission", obj.controller, {"cards": eff.get("filter", "creature"),
                                                     "flash": True,
                                                     "duration": "until your next turn"},
              "702.8a")
    return None


# -- No Way Out -------------------------------------------------------------------------------


@effect("remove_counter_from_source")
def _remove_counter_from_source(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """"Remove a dread counter from this plane" (122.1): from the ability's source, which
    may be a face-up plane in the command zone (901.7)."""
    src = obj.source
    if src is None or src not in game.objects:
        return None
    kind = eff.get("kind")
    have = game.objects[src].counter(kind)
    n = min(have, int(eff.get("amount", 1)))
    if n <= 0:
        return None
    w = game.obj_w(src)
    w.counters = w.with_counter(kind, -n)
    game.emit("remove_counters", obj.controller, {"object": src, "kind": kind, "amount": n},
              "122.1")
    rule_hooks.run(rule_hooks.COUNTERS_REMOVED, game, src, kind)  # vanishing (702.63a)
    return None


# -- Amy's Home: suspend (702.62a) and time travel --------------------------------------------

@effect("may_suspend_from_hand")
def _may_suspend_from_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"You may exile a nonland card from your hand with a number of time counters on it
    equal to its mana value. If it doesn't have suspend, it gains suspend" (702.62a)."""
    from casualmagic.mechanics.suspend import exile_suspended

    me = obj.controller
    if answer is None:
        cards = [i for i in game.players[me].hand if "Land" not in game.objects[i].card.types]
        if not cards:
            return None
        ask(game, me, "choose", [*(("card", i, game.objects[i].card.name) for i in cards),
                                 ("none",)], "702.62a", ("resolve", obj.id, at, None),
            "Exile a nonland card from your hand suspended?")
        return WAIT
    if answer[0] == "card" and answer[1] in game.players[me].hand:
        card = game.objects[answer[1]].card
        exile_suspended(game, me, answer[1], int(card.mana_value), "702.62a")
    return None


def _time_travel_objects(game: GameState, player: int) -> list[int]:
    from casualmagic.mechanics.suspend import suspended_cards

    return [*suspended_cards(game, player),
            *(o.id for o in game.permanents(player) if o.counter("time") > 0)]


@effect("time_travel")
def _time_travel(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """Time travel (from its reminder text, newer than the 2024-06-07 rules; 122.1):
    "For each suspended card you own and each permanent you control with a time counter on
    it, you may add or remove a time counter."  Removing the last time counter from a
    suspended card triggers its suspend ability (702.62a)."""
    from casualmagic.mechanics.suspend import remove_time_counters

    me = obj.controller
    if sub is None:
        sub = (tuple(_time_travel_objects(game, me)), 0)
    ids, i = sub
    if answer is not None and i < len(ids):
        oid = ids[i]
        if oid in game.objects and answer[0] in ("add", "remove"):
            o = game.objects[oid]
            if answer[0] == "add":
                w = game.obj_w(oid)
                w.counters = w.with_counter("time", 1)
                game.emit("counters", me, {"object": oid, "kind": "time", "amount": 1},
                          "122.1")
            elif o.zone == "exile":
                remove_time_counters(game, oid, 1, "702.62a")
            else:
                w = game.obj_w(oid)
                w.counters = w.with_counter("time", -1)
                game.emit("remove_counters", me, {"object": oid, "kind": "time",
                                                  "amount": 1}, "122.1")
                rule_hooks.run(rule_hooks.COUNTERS_REMOVED, game, oid, "time")  # 702.63a
        i += 1
    while i < len(ids):
        oid = ids[i]
        o = game.objects.get(oid)
        if o is not None and o.counter("time") > 0:
            ask(game, me, "choose", [("add", oid), ("remove", oid), ("none", oid)], "122.1",
                ("resolve", obj.id, at, (ids, i)),
                f"Time travel: add or remove a time counter on {o.card.name}?")
            return WAIT
        i += 1
    game.emit("time_travel", me, {"objects": len(ids)}, "122.1")
    return None


# -- Bicycle Rack: granted cycling (702.29a) and "cards you've discarded this turn" ----------


@effect("creatures_get_pt_for_each")
def _creatures_get_pt_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Until end of turn, creatures you control have 'This creature gets +1/+1 for each
    card you've discarded this turn'" (611.2c: the creatures controlled now; 613.4c: the
    count is taken whenever the layer applies, ``for_each`` a :func:`layer_amount` phrase)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.effect_refs import all_matching

    ids = tuple(all_matching(game, obj, eff.get("filter", "creature you control")))
    spec = eff.get("for_each")
    add_effect(game, ContinuousEffect("7c", "pt_add", (spec, spec), next_timestamp(game),
                                      obj.id, obj.controller, ids, None, "end_of_turn",
                                      "613.4c"))
    game.emit("pump", obj.controller, {"objects": list(ids), "for_each": spec}, "613.4c")
    return None


# -- Stroopwafel Cafe: the top card of each library is a Food artifact ----------------------


def foods_to_sacrifice(game: GameState, player: int) -> list[int]:
    """Foods ``player`` could sacrifice (701.17a): Food permanents they control, and the
    top card of their library while it is a Food artifact (Stroopwafel Cafe)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.casting_rules import casting_rules

    out = [o.id for o in game.permanents(player)
           if "Food" in cont.characteristics(game, o).subtypes]
    lib = game.players[player].library
    if lib and top_card_is_food(casting_rules(game)):
        out.append(lib[0])
    return out


@effect("may_sacrifice_a_food")
def _may_sacrifice_a_food(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"You may sacrifice a Food. If you do, [the rest]" (701.17a, 608.2d): declining, or
    having no Food, skips the rest of the ability."""
    from casualmagic.effects.choices import decline
    from casualmagic.engine.primitives import sacrifice

    me = obj.controller
    if answer is None:
        foods = foods_to_sacrifice(game, me)
        if not foods:
            return decline(game, obj)
        ask(game, me, "sacrifice", [*(("sacrifice", i) for i in foods), ("none",)], "701.17a",
            ("resolve", obj.id, at, None), "Sacrifice a Food?")
        return WAIT
    if answer[0] != "sacrifice" or answer[1] not in foods_to_sacrifice(game, me):
        return decline(game, obj)
    sacrifice(game, answer[1])
    return None
