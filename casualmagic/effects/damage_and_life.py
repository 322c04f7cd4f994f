"""Damage and life totals by generic effects (120 damage, 119 life, 615 prevention): "your life
total becomes N" (119.5), damage for each counter, prevention of damage from planes with a
name, "may deal damage equal to its power", "deals damage equal to its toughness to each
other ...", "loses that much life", "each opponent loses N life unless ...".
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.counts import planar_die_rolls_this_turn
from casualmagic.engine.effect_refs import (
    amount_of,
    in_range,
    objects_of,
    players_of,
    ref_in_range,
    source_counters,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    gain_life,
    lose_life,
    sacrifice,
)


@effect("set_life")
def _set_life(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Your life total becomes 20": the player gains or loses the difference (119.5)."""
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        diff = n - game.players[p].life
        if diff > 0:
            gain_life(game, p, diff, "119.5")
        elif diff < 0:
            lose_life(game, p, -diff, "119.5")
    return None


@effect("damage_per_counter")
def _damage_per_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Naar Isle deals damage to you equal to the number of flame counters on it" (120.3);
    with ``filter``, "it deals damage equal to the number of pressure counters on it to each
    creature and each planeswalker" (Mount Keralia, counted as it last was face up, 603.10a).
    Damage a "prevent all damage that planes named ..." effect covers is prevented (615.1a).
    """
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import deal_damage

    n = source_counters(game, obj, eff.get("kind"))
    for p in players_of(game, obj, eff.get("to")) if eff.get("to") else ():
        deal_damage(game, obj, ("player", p), n)
    if not eff.get("filter") or n <= 0:
        return None
    shielded = {p for name, p in game.vget("pc.prevented_named", ()) if name == obj.card.name}
    for oid in all_matching(game, obj, eff.get("filter")):
        if game.objects[oid].controller in shielded:
            game.emit("prevent", game.objects[oid].controller,
                      {"object": oid, "amount": n, "source": obj.card.name}, "615.1a")
            continue
        deal_damage(game, obj, ("object", oid), n)
    return None


@effect("prevent_damage_from_planes_named")
def _prevent_from_named(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """Mount Keralia: "prevent all damage that planes named Mount Keralia would deal this game
    to permanents you control" (615.1a): remembered for the rest of the game."""
    name = eff.get("name", obj.card.name)
    shields = game.vget("pc.prevented_named", ())
    if (name, obj.controller) not in shields:
        game.vset("pc.prevented_named", (*shields, (name, obj.controller)))
    game.emit("prevention_effect", obj.controller, {"source": name, "to": "permanents you control",
                                                    "duration": "this game"}, "615.1a")
    return None


def _damage_choices(game: GameState) -> list[tuple]:
    """Every object and player "any target" could name (115.4), without targeting."""
    from casualmagic.engine import continuous as cont

    out: list[tuple] = [("player", p.index) for p in game.players if not p.left]
    out += [("object", i) for i in game.battlefield
            if any(cont.is_type(game, game.objects[i], t)
                   for t in ("Creature", "Planeswalker", "Battle"))]
    return out


@effect("may_deal_power_damage")
def _may_deal_power_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                           at: int) -> Any:
    """Immersturm: "that creature's controller may have it deal damage equal to its power to
    any target of their choice" — chosen as the ability resolves, not targeted (115.10, 120.3).
    """
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import deal_damage

    ids = objects_of(game, obj, eff.get("what", "it"))
    if not ids:
        return None
    creature = game.objects[ids[0]]
    if answer is None:
        who = creature.controller
        choices = [("damage", *c) for c in _damage_choices(game)
                   if ref_in_range(game, obj, c)] + [("none",)]  # 801.10 (not exempt: 901.13)
        ask(game, who, "choose", choices, "120.3", ("resolve", obj.id, at, "chosen"),
            f"You may have {creature.card.name} deal damage equal to its power to any target")
        return WAIT
    if answer[0] != "damage":
        return None
    deal_damage(game, creature, (answer[1], answer[2]), cont.power(game, creature))
    return None


@effect("deal_toughness_damage_to_each_other")
def _deal_toughness_damage_to_each_other(game: GameState, obj: GameObject, eff: Effect,
                                         sub: Any, answer: Any, at: int) -> Any:
    """"Each of those creatures deals damage equal to its toughness to the other" (120.3):
    the creatures of target groups ``what`` and ``other``; with only one of them (an "up to
    one" target not chosen, or one illegal, 608.2b) no damage is dealt."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import deal_damage

    first = objects_of(game, obj, eff.get("what", 0))
    second = objects_of(game, obj, eff.get("other", 1))
    if not first or not second:
        return None
    a, b = game.objects[first[0]], game.objects[second[0]]
    if a.zone != "battlefield" or b.zone != "battlefield":
        return None
    ta, tb = cont.toughness(game, a), cont.toughness(game, b)
    game.emit("toughness_damage", obj.controller, {"objects": [a.id, b.id]}, "120.3")
    deal_damage(game, a, ("object", b.id), ta)
    deal_damage(game, b, ("object", a.id), tb)
    return None


@effect("loses_that_much_life")
def _loses_that_much_life(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"Whenever you gain life, target opponent loses that much life" (119.3): the amount of
    the triggering life gain, remembered as the trigger's subject (engine.life_triggers)."""
    subject = obj.get_info("subject")
    n = subject[2] if isinstance(subject, tuple) and len(subject) > 2 else 0
    for p in players_of(game, obj, eff.get("who", 0)):
        lose_life(game, p, n, "119.3")
    return None


@effect("each_opponent_loses_life_unless")
def _each_opponent_loses_life_unless(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Each opponent loses 3 life unless that player sacrifices a nonland permanent or
    discards a card" (119.3, 701.17a, 701.8a), each opponent in turn order (101.4) choosing;
    ``times`` repeats the process ("X times, where X is the number of times you've rolled
    the planar die this turn": ``"planar die rolls this turn"``)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.primitives import discard_card

    n = amount_of(game, obj, eff.get("amount", 3))
    if sub is None:
        times = eff.get("times", 1)
        left = (planar_die_rolls_this_turn(game, obj.controller)
                if times == "planar die rolls this turn" else amount_of(game, obj, times))
        game.emit("repeat_process", obj.controller, {"times": left}, "119.3")
        queue: tuple[int, ...] = ()
    else:
        left, queue = sub
        who = queue[0]
        if answer[0] == "sacrifice" and answer[1] in game.battlefield:
            sacrifice(game, answer[1])
        elif answer[0] == "discard" and answer[1] in game.players[who].hand:
            discard_card(game, who, answer[1], "701.8a")
        else:
            lose_life(game, who, n, "119.3")
        queue = queue[1:]
    while True:
        if not queue:
            if left <= 0:
                return None
            left -= 1
            queue = tuple(p for p in in_range(game, obj, game.in_turn_order(obj.controller))
                          if p in game.opponents(obj.controller))
            if not queue:
                return None
        who = queue[0]
        options = [("lose_life",),
                   *(("sacrifice", i) for i in sacrifice_candidates(
                       game, who, eff.get("sacrifice", "nonland permanent"), None)),
                   *(("discard", i) for i in game.players[who].hand)]
        ask(game, who, "choose", options, "119.3", ("resolve", obj.id, at, (left, queue)),
            f"Lose {n} life, sacrifice a {eff.get('sacrifice', 'nonland permanent')} or "
            "discard a card?")
        return WAIT
