"""Ops of plane cards (CR 311, 901.7): choosing a creature
type (205.3m), treasure offered for a promise not to attack (508.1c), a creature returned to
its owner's hand for cards (400.3, 121.1), a card exiled that its owner may cast for an
alternative cost while it stays exiled (118.9, 601.2f, 601.3), and counters removed (122.8).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.effects.chosen_types import with_type_chosen_now
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import all_matching, amount_of, objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.granted_casting import EXILED_CASTABLE_FOR
from casualmagic.engine.primitives import add_counters, move_object

# -- choose a creature type (205.3m) -----------------------------------------------------------

@effect("choose_creature_type_add_counters")
def _choose_creature_type_add_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                       answer: Any, at: int) -> Any:
    """"Choose a creature type. Put a +1/+1 counter on each creature you control of that
    type" (205.3m, 122.1): the controller chooses any creature type as the ability resolves;
    each permanent matching ``filter`` with that type gets ``amount`` ``kind`` counters."""
    of_type = with_type_chosen_now(game, obj, eff.get("filter", "creature you control"),
                                   answer, at)
    if of_type is WAIT:
        return WAIT
    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in of_type:
        add_counters(game, oid, eff.get("kind", "+1/+1"), n)
    return None


# -- "each player may create ... can't attack you during their next turn" (508.1c) ------------

@effect("each_player_may_create_then_cant_attack_you")
def _each_player_may_create(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Each player may create two tapped Treasure tokens. Each player who does can't attack
    you during their next turn": each player in turn order chooses (101.4); those who do
    create ``amount`` ``kind`` tokens (111.10) and, during their next turn, their creatures
    can't attack you (a restriction, 508.1c; it ends when that turn ends)."""
    from casualmagic.effects.tokens import create_predefined

    order = game.in_turn_order(game.active)
    asked, yes = sub if sub is not None else (0, ())
    if answer is not None:
        if answer[0] == "yes":
            yes = (*yes, order[asked])
        asked += 1
    if asked < len(order):
        n = amount_of(game, obj, eff.get("amount", 1))
        ask(game, order[asked], "may", [("yes",), ("no",)], "101.4",
            ("resolve", obj.id, at, (asked, yes)),
            f"Create {n} {'tapped ' if eff.get('tapped') else ''}{eff.get('kind')} token(s)?")
        return WAIT
    n = amount_of(game, obj, eff.get("amount", 1))
    you = obj.controller
    for p in yes:
        create_predefined(game, obj, eff.get("kind"), p, n, bool(eff.get("tapped", False)))
        if p == you:
            continue  # no player attacks themselves (506.2)
        cont.add_effect(game, cont.ContinuousEffect(
            "rules", "cant_attack_player", (p,), cont.next_timestamp(game), obj.id, you, (),
            None, "their_next_turn", "508.1c", turn=game.turn))
        game.emit("cant_attack_player", p, {"player": you, "during": "their next turn"},
                  "508.1c")
    return None


# -- "return it to your hand. If you do, draw cards equal to its power" ------------------------

@effect("may_return_damaging_creature_draw_power")
def _may_return_damaging_creature(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                  answer: Any, at: int) -> Any:
    """"Whenever one or more creatures you control with flying deal combat damage to a
    player, you may return it to your hand. If you do, draw cards equal to its power": one
    of the creatures matching ``filter`` that dealt combat damage to that player this combat
    (510.2; the controller chooses which if several) returns to its owner's hand (400.3),
    then its controller draws cards equal to its power as it last existed (608.2h, 121.1)."""
    from casualmagic.engine.combat import combat_damage_to_players
    from casualmagic.engine.turn import draw_cards

    if answer is None:
        subject = obj.get_info("subject")
        damaged = subject[1] if isinstance(subject, tuple) else None
        fits = set(all_matching(game, obj, eff.get("filter", "creature with flying you control")))
        hits = []
        for src, p in combat_damage_to_players(game):
            if p == damaged and src in fits and src not in hits:
                hits.append(src)
        if not hits:
            return None
        ask(game, obj.controller, "choose", [*(("return", i) for i in hits), ("no",)], "608.2d",
            ("resolve", obj.id, at, None), "Return a creature to your hand to draw cards?")
        return WAIT
    if answer[0] != "return" or answer[1] not in game.objects \
            or game.objects[answer[1]].zone != "battlefield":
        return None
    power = max(0, cont.power(game, game.objects[answer[1]]))
    move_object(game, answer[1], "hand", "bounce", "400.3")
    draw_cards(game, obj.controller, power, "121.1")
    return None


# -- exile it; its owner may cast it for an alternative cost (118.9, 601.3) --------------------

@effect("exile_owner_may_cast_for")
def _exile_owner_may_cast_for(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Exile target creature with flying. For as long as it remains exiled, its owner may
    cast it by paying {2} rather than paying its mana cost" (406.1; a casting permission,
    601.3, with an alternative cost, 118.9): see :func:`exiled_cast_options`."""
    for oid in objects_of(game, obj, eff.get("what")):
        owner = game.objects[oid].owner
        new = move_object(game, oid, "exile", "exile", "406.1")
        if isinstance(new, int) and new in game.objects and game.objects[new].zone == "exile":
            game.vset(EXILED_CASTABLE_FOR, (*game.vget(EXILED_CASTABLE_FOR, ()),
                                            (new, owner, eff.get("cost"))))
            game.emit("may_cast_from_exile", owner, {"object": new,
                                                     "card": game.objects[new].card.name,
                                                     "cost": eff.get("cost")}, "601.3")
    return None


# -- remove counters (122.8) -------------------------------------------------------------------

@effect("remove_all_counters")
def _remove_all_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Remove all flying counters from all creatures" (122.1b keyword counters): every
    permanent matching ``filter`` loses its ``kind`` counters."""
    kind = eff.get("kind")
    for oid in all_matching(game, obj, eff.get("filter", "creature")):
        o = game.objects[oid]
        n = o.counter(kind)
        if n > 0:
            w = game.obj_w(oid)
            w.counters = w.with_counter(kind, -n)
            game.emit("remove_counters", obj.controller, {"object": oid, "card": o.card.name,
                                                          "kind": kind, "amount": n}, "122.1b")
            rule_hooks.run(rule_hooks.COUNTERS_REMOVED, game, oid, kind)  # 702.63a
    return None
