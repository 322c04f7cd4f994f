"""Sacrificing and destroying permanents chosen among many (701.17a sacrifice, 701.7 destroy):
"each player sacrifices a [filter] of their choice", "destroy all creatures with power N or
less", "destroy each permanent with the same name", "destroy all [filter] with a [kind]
counter on them", "sacrifice ... until you win a flip" (705), "each player chooses ..., then
destroy the rest".
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.effects.choices import decline
from casualmagic.engine.effect_refs import (
    SACRIFICED,
    amount_of,
    in_range,
    objects_of,
    players_of,
    source_id,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    destroy,
    lose_life,
    sacrifice,
)


@effect("sacrifice_choice")
def _sacrifice_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"[Each other player] sacrifices a nonland permanent of their choice" (701.17a): each
    named player, in APNAP order (101.4), chooses ``amount`` permanents matching ``filter``
    they control and sacrifices them.  ``who`` may be ``"each other player"``.  With
    ``may = true`` it is "you may sacrifice a creature. If you do, ...": declining, or having
    nothing to sacrifice, skips the rest of the ability (608.2d)."""
    from casualmagic.engine.casting import sacrifice_candidates

    phrase = eff.get("filter", "permanent")
    if sub is None:
        who = eff.get("who")
        if who == "each other player":
            players = [p for p in in_range(game, obj, game.in_turn_order(game.active))
                       if p != obj.controller]
        else:
            players = players_of(game, obj, who)
        sub = (tuple(p for p in players if not game.players[p].left),
               amount_of(game, obj, eff.get("amount", 1)))
        _note_sacrificed(game, obj, 0)
    players, n = sub
    optional = bool(eff.get("may"))
    if answer is not None:
        if answer[0] != "sacrifice":
            return decline(game, obj)  # "you may sacrifice ... If you do, ..." (608.2d)
        _sacrifice_noted(game, obj, answer[1])
        n -= 1
    while players:
        who = players[0]
        options = sacrifice_candidates(game, who, phrase, None)
        if optional and not options and n > 0:
            return decline(game, obj)
        if n > 0 and (len(options) > 1 or (optional and options)):
            choices = [("sacrifice", i) for i in options] + ([("none",)] if optional else [])
            ask(game, who, "sacrifice", choices, "701.17a",
                ("resolve", obj.id, at, (players, n)), f"Sacrifice a {phrase}")
            return WAIT
        if n > 0 and options:
            _sacrifice_noted(game, obj, options[0])
        players, n = players[1:], amount_of(game, obj, eff.get("amount", 1))
    return None


def _note_sacrificed(game: GameState, obj: GameObject, count: int) -> None:
    w = game.obj_w(obj.id)
    w.info = (*(kv for kv in w.info if kv[0] != SACRIFICED), (SACRIFICED, count))


def _sacrifice_noted(game: GameState, obj: GameObject, oid: int) -> None:
    """Sacrifice ``oid`` (701.17a) and count it for "… sacrificed this way" if it left the
    battlefield."""
    sacrifice(game, oid)
    if oid not in game.battlefield:
        _note_sacrificed(game, obj, int(game.objects[obj.id].get_info(SACRIFICED) or 0) + 1)


@effect("destroy_if_power_at_most")
def _destroy_if_power(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Destroy target creature if its power is 0 or less" (701.7a), checked on resolution."""
    from casualmagic.engine import continuous as cont

    limit = amount_of(game, obj, eff.get("power", 0))
    for oid in objects_of(game, obj, eff.get("what")):
        if cont.power(game, game.objects[oid]) <= limit:
            destroy(game, oid, by=obj.controller)
    return None


@effect("destroy_all_without_counter")
def _destroy_without_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Destroy each nonland permanent without a fate counter on it, then remove all fate
    counters from all permanents" (701.7a, 122.8)."""
    from casualmagic.engine.effect_refs import all_matching

    kind = eff.get("kind")
    for oid in all_matching(game, obj, eff.get("filter")):
        if not game.objects[oid].counter(kind):
            destroy(game, oid, by=obj.controller)
    for oid in game.battlefield:
        if game.objects[oid].counter(kind):
            o = game.obj_w(oid)
            o.counters = tuple(c for c in o.counters if c[0] != kind)
            game.emit("counters_removed", o.controller, {"object": oid, "kind": kind}, "122.8")
    return None


@effect("destroy_same_name")
def _destroy_same_name(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Destroy target creature and all other creatures with the same name as that creature"
    (701.7a, 201.2); the name is the target's as it resolves, all destroyed at once."""
    from casualmagic.engine.effect_refs import all_matching

    for oid in objects_of(game, obj, eff.get("what")):
        name = game.objects[oid].card.name
        same = [i for i in all_matching(game, obj, eff.get("filter", "creature"))
                if game.objects[i].card.name == name]
        for i in (oid, *(i for i in same if i != oid)):
            if i in game.objects and game.objects[i].zone == "battlefield":
                destroy(game, i, by=obj.controller)
    return None


@effect("destroy_all_with_counter")
def _destroy_with_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"Destroy all permanents with glass counters on them" (701.7a, 122.1)."""
    from casualmagic.engine.effect_refs import all_matching

    doomed = [i for i in all_matching(game, obj, eff.get("filter", "permanent"))
              if game.objects[i].counter(eff.get("kind"))]
    for oid in doomed:
        destroy(game, oid, by=obj.controller)
    return None


@effect("sacrifice_until_flip_won")
def _sacrifice_until_flip_won(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """Unleash the Flux: "each player sacrifices a nonland permanent of their choice, then you
    flip a coin. If you lose the flip, repeat this process" (701.17a in APNAP order, 101.4;
    705.1 coin flips).  The process stops early once no player has such a permanent left."""
    from casualmagic.engine.casting import sacrifice_candidates

    phrase = eff.get("filter", "permanent")
    players = sub if sub is not None else in_range(game, obj, game.in_turn_order(game.active))
    if answer is not None and answer[0] == "sacrifice":
        sacrifice(game, answer[1])
        players = players[1:]
    for _ in range(100):  # each round: everyone sacrifices, then a flip
        while players:
            options = sacrifice_candidates(game, players[0], phrase, None)
            if len(options) > 1:
                ask(game, players[0], "sacrifice", [("sacrifice", i) for i in options],
                    "701.17a", ("resolve", obj.id, at, players), f"Sacrifice a {phrase}")
                return WAIT
            if options:
                sacrifice(game, options[0])
            players = players[1:]
        won = game.random_below(2) == 0
        game.emit("coin_flip", obj.controller, {"won": won}, "705.1")
        everyone = in_range(game, obj, game.in_turn_order(game.active))
        if won or not any(sacrifice_candidates(game, p, phrase, None) for p in everyone):
            return None
        players = everyone
    return None


@effect("sacrifice_another_or_damage")
def _sacrifice_another_or_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Sacrifice another creature. If you can't, this token deals 6 damage to you"
    (701.17a; 120.3 — the source is the ability's source, 113.7)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.effect_refs import source_id
    from casualmagic.engine.primitives import deal_damage

    who = obj.controller
    if answer is not None:
        sacrifice(game, answer[1])
        return None
    options = sacrifice_candidates(game, who, eff.get("filter", "creature"), source_id(obj))
    if len(options) > 1:
        ask(game, who, "sacrifice", [("sacrifice", i) for i in options], "701.17a",
            ("resolve", obj.id, at, who), f"Sacrifice another {eff.get('filter', 'creature')}")
        return WAIT
    if options:
        sacrifice(game, options[0])
        return None
    src = game.last_known_object(source_id(obj)) or obj
    deal_damage(game, src, ("player", who), amount_of(game, obj, eff.get("amount", 6)))
    return None


@effect("sacrifice_any_number_then_draw_and_lose_life")
def _sacrifice_any_number_then_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                    answer: Any, at: int) -> Any:
    """"You may sacrifice any number of artifacts or creatures. Draw that many cards and lose
    that much life" (701.17a, 121.1, 119.3): one sacrifice at a time until "done"; then the
    player draws and loses life equal to how many they sacrificed."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.turn import draw_cards

    phrase = eff.get("filter", "creature")
    count = sub or 0
    if answer is not None and answer[0] == "sacrifice":
        sacrifice(game, answer[1])
        count += 1
    if answer is None or answer[0] == "sacrifice":
        options = sacrifice_candidates(game, obj.controller, phrase, None)
        if options:
            ask(game, obj.controller, "sacrifice",
                [("done",), *(("sacrifice", i) for i in options)], "701.17a",
                ("resolve", obj.id, at, count), f"Sacrifice an {phrase}? (any number)")
            return WAIT
    if count:
        draw_cards(game, obj.controller, count, "121.1")
        lose_life(game, obj.controller, count, "119.3")
    return None


@effect("each_player_chooses_then_destroy")
def _each_player_chooses_then_destroy(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                      answer: Any, at: int) -> Any:
    """"Each player chooses a nonblack creature they control. Destroy those creatures"
    (701.7a): in turn order from you (101.4) each player chooses one ``filter`` permanent
    they control, if they have one; then all the chosen are destroyed at once."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(eff.get("filter", "creature you control"))
    players, chosen = sub if sub is not None else (
        in_range(game, obj, game.in_turn_order(obj.controller)), ())
    if answer is not None:
        chosen = (*chosen, answer[1])
        players = players[1:]
    while players:
        who = players[0]
        options = [i for i in game.battlefield if game.objects[i].controller == who
                   and matches_filter_base(game, f, game.objects[i], who)]
        if options:
            ask(game, who, "choose", [("choose", i) for i in options], "701.7a",
                ("resolve", obj.id, at, (players, chosen)),
                f"Choose a {eff.get('filter', 'creature')} you control")
            return WAIT
        players = players[1:]
    game.emit("chosen", obj.controller, {"objects": list(chosen)}, "701.7a")
    for oid in chosen:
        destroy(game, oid, by=obj.controller)
    return None


@effect("sacrifice_self_if_you_do")
def _sacrifice_self_if_you_do(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Sacrifice this enchantment. If you do, destroy that creature." (Grave Peril): the
    ability's source is sacrificed if it is still on the battlefield under the ability's
    controller's control (701.17a: a player sacrifices only a permanent they control; 400.7:
    a source that left is a new object); if it isn't sacrificed, the instructions after "If
    you do" are not done (608.2c)."""
    src = source_id(obj)
    if src is None or src not in game.battlefield \
            or game.objects[src].controller != obj.controller:
        return decline(game, obj)
    sacrifice(game, src)
    if src in game.battlefield:  # it stayed (a replacement effect): not sacrificed
        return decline(game, obj)
    return None


@effect("damage_unless_sacrifice")
def _damage_unless_sacrifice(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"It deals 5 damage to target opponent unless that player sacrifices a creature of
    their choice" (Demanding Dragon): the player chooses, as it resolves, a permanent of
    ``filter`` they control to sacrifice (701.17a) or to be dealt the damage by the ability's
    source (120.3, 608.2d)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.primitives import deal_damage

    players = players_of(game, obj, eff.get("to"))
    if not players:
        return None  # 608.2b: the target is gone
    who = players[0]
    if answer is not None and answer[0] == "sacrifice":
        sacrifice(game, answer[1])
        return None
    if answer is None:
        options = sacrifice_candidates(game, who, eff.get("filter", "creature"), None)
        if options:
            ask(game, who, "sacrifice", [*(("sacrifice", i) for i in options), ("decline",)],
                "701.17a", ("resolve", obj.id, at, who),
                f"Sacrifice a {eff.get('filter', 'creature')} or be dealt "
                f"{amount_of(game, obj, eff.get('amount'))} damage")
            return WAIT
    src = game.last_known_object(source_id(obj)) or obj
    deal_damage(game, src, ("player", who), amount_of(game, obj, eff.get("amount")))
    return None
