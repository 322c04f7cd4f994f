"""Ops of plane cards about counters and exiled creatures: exiling a
creature to make a token (406.1, 111.1), one creature dealing damage equal to its power to
another (120.3, 208.1), exiling a dead creature's card "with" a plane for its linked ability
(607.2a), player counters (122.1) and proliferate (701.27)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.continuous import BECOMES_AS_IT_ENTERS
from casualmagic.engine.effect_refs import (
    PLAYER_COUNTERS,
    card_it_became,
    in_range,
    legal_refs,
    objects_of,
    players_of,
    source_id,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.mechanics import dice  # noqa: F401  (registers roll_one_more_die, 706.6)


def _token_card(eff: Effect) -> Any:
    from casualmagic.effects.permanents import token_card

    return changeling_card(token_card(eff.get("name"), eff.get("types"), eff.get("power"),
                                      eff.get("toughness"), eff.get("colors", ""),
                                      tuple(eff.get("keywords", ()))))


def create_tokens(game: GameState, obj: GameObject, eff: Effect, player: int, n: int) -> list[int]:
    """Create ``n`` of the token ``eff`` describes for ``player`` (111.1; replacement effects
    may change how many, 614.1) and return the tokens made."""
    from casualmagic.effects.permanents import TokensEvent
    from casualmagic.engine.replacement import happen

    before = set(game.battlefield)
    happen(game, TokensEvent(player, _token_card(eff), n, bool(eff.get("tapped", False)), obj.id))
    return [i for i in game.battlefield if i not in before]


@effect("exile_one_then_create_token")
def _exile_one_then_create_token(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Exile a non-Dalek creature you control. If you do, create a 3/3 black Dalek artifact
    creature token with menace. It gains haste until end of turn." — the creature is chosen
    as the ability resolves, not targeted (115.10, 406.1); "if you do" (608.2c) needs a
    creature exiled; ``gains`` lists keywords the token gains until end of turn (611.2a)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.engine.statics import parse_layer_filter

    me = obj.controller
    if answer is None:
        f = parse_layer_filter(eff.get("filter"))
        objs = game.objects
        ids = [i for i in game.battlefield
               if cont.fits(game, f, objs[i], cont.characteristics(game, objs[i]), me, None)]
        if not ids:
            game.emit("exile_none", me, {"filter": eff.get("filter")}, "608.2c")
            return None
        ask(game, me, "choose", [("exile", i) for i in ids], "406.1",
            ("resolve", obj.id, at, "chosen"), f"Exile a {eff.get('filter')}")
        return WAIT
    oid = answer[1]
    if oid not in game.objects or game.objects[oid].zone != "battlefield":
        return None
    name = game.objects[oid].card.name
    game.move(oid, "exile")
    game.emit("exile", me, {"card": name, "from": "battlefield"}, "406.1")
    made = create_tokens(game, obj, eff, me, 1)
    kws = tuple(eff.get("gains", ()))
    if made and kws:
        until_end_of_turn(game, obj, tuple(made), 0, 0, kws, "611.2a")
        game.emit("pump", me, {"objects": made, "keywords": list(kws)}, "611.2a")
    return None


@effect("deal_power_damage")
def _deal_power_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Target Dalek you control deals damage equal to its power to target creature you
    don't control": the creature ``what`` is the source of the damage (120.3), its power
    as the ability resolves (208.1, 608.2h); nothing is dealt if either target is illegal
    then (608.2b)."""
    from casualmagic.engine.primitives import deal_damage

    sources = objects_of(game, obj, eff.get("what"))
    refs = legal_refs(obj, eff.get("to")) if isinstance(eff.get("to"), int) else []
    if not sources or not refs:
        return None
    src = game.objects[sources[0]]
    for ref in refs:
        deal_damage(game, src, ref, cont.power(game, src))
    return None


@effect("exile_it_with_this")
def _exile_it_with_this(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Whenever a creature dies, exile it": the card the creature became in its owner's
    graveyard (400.7, 700.4; a token has ceased to exist, 704.5d), remembered as exiled with
    this ability's source for its linked ability ("cards exiled with [this]", 607.2a)."""
    from casualmagic.engine.casting_rules import remember_exiled

    became = card_it_became(game, obj)
    if became is None:
        return None
    old, found = became
    name = game.objects[found].card.name
    new = game.move(found, "exile")
    src = source_id(obj)
    if src is not None:
        remember_exiled(game, src, new)
    game.emit("exile", old.owner, {"card": name, "from": "graveyard", "with": obj.card.name},
              "607.2a")
    return None


# Player counters (122.1: "point counters" and others a player may have) and proliferate.


def player_counter_kinds(game: GameState, player: int) -> list[str]:
    """The kinds of counters ``player`` has (for proliferate, 701.27a)."""
    kinds = [k for p, k, n in game.vget(PLAYER_COUNTERS, ()) if p == player and n > 0]
    return (["poison"] if game.players[player].poison else []) + kinds


def give_player_counters(game: GameState, player: int, kind: str, n: int, rule: str) -> None:
    """``player`` gets ``n`` ``kind`` counters (122.1); poison counters are kept on the
    player's record (122.1f)."""
    if n <= 0:
        return
    if kind == "poison":
        from casualmagic.engine.life import give_poison

        give_poison(game, player, n)
        return
    rows = {(p, k): m for p, k, m in game.vget(PLAYER_COUNTERS, ())}
    rows[(player, kind)] = rows.get((player, kind), 0) + n
    game.vset(PLAYER_COUNTERS, tuple((p, k, m) for (p, k), m in sorted(rows.items())))
    game.emit("player_counters", player, {"kind": kind, "added": n,
                                          "total": rows[(player, kind)]}, rule)


def remove_all_player_counters(game: GameState, kind: str, rule: str) -> None:
    """Remove every ``kind`` counter from each player (122.1)."""
    rows = game.vget(PLAYER_COUNTERS, ())
    if not any(k == kind for _p, k, _n in rows):
        return
    game.vset(PLAYER_COUNTERS, tuple(r for r in rows if r[1] != kind))
    game.emit("remove_player_counters", None, {"kind": kind}, rule)


@effect("remove_player_counters")
def _remove_player_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Remove all point counters from each player" (122.1)."""
    remove_all_player_counters(game, eff.get("kind"), "122.1")
    return None


@effect("player_counters")
def _player_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"You get a point counter" (122.1): ``who`` gets ``amount`` counters of ``kind``."""
    from casualmagic.engine.effect_refs import amount_of

    n = amount_of(game, obj, eff.get("amount", 1))
    for p in players_of(game, obj, eff.get("who")):
        give_player_counters(game, p, eff.get("kind"), n, "122.1")
    return None


@effect("proliferate")
def _proliferate(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """Proliferate (701.27a): choose any number of permanents and/or players, then give each
    another counter of each kind already there.  The controller is asked about each permanent
    and player with counters in turn (``yes``/``no``); ``times`` repeats the whole action
    ("proliferate for each Pirate you control", an amount of amount_of)."""
    from casualmagic.engine.effect_refs import amount_of
    from casualmagic.engine.primitives import add_counters

    me = obj.controller
    if sub is None:
        times = amount_of(game, obj, eff.get("times", 1))
        if times <= 0:
            return None
        sub = (times, *_fresh(game))
    times, cands, chosen = sub
    if answer is not None:
        if answer[0] == "yes":
            chosen = (*chosen, cands[0])
        cands = cands[1:]
    if cands:
        kind, ident = cands[0]
        what = game.objects[ident].card.name if kind == "object" else game.players[ident].name
        ask(game, me, "choose", [("yes",), ("no",)], "701.27a",
            ("resolve", obj.id, at, (times, cands, chosen)), f"Proliferate: choose {what}?")
        return WAIT
    for kind, ident in chosen:
        if kind == "object" and ident in game.objects:
            for k, n in game.objects[ident].counters:
                if n > 0:
                    add_counters(game, ident, k, 1)
        elif kind == "player":
            for k in player_counter_kinds(game, ident):
                give_player_counters(game, ident, k, 1, "701.27a")
    game.emit("proliferate", me, {"chosen": [list(c) for c in chosen]}, "701.27a")
    if times > 1:
        return _proliferate(game, obj, eff, (times - 1,) + _fresh(game), None, at)
    return None


def _fresh(game: GameState) -> tuple[tuple, tuple]:
    """What proliferate may choose now, each asked in turn (701.27a), and none chosen yet."""
    cands = tuple([("object", i) for i in game.battlefield if game.objects[i].counters]
                  + [("player", p.index) for p in game.players
                     if not p.left and player_counter_kinds(game, p.index)])
    return cands, ()


# Modes paid for with pips: "each player chooses up to 5 ♦ worth of modes and may choose the
# same mode more than once" (700.2, 700.2d: a mode chosen more than once).

@effect("each_player_chooses_pips")
def _each_player_chooses_pips(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """Starting with you, each player chooses modes worth up to ``budget`` pips in all, a
    mode any number of times (700.2d).  ``modes`` names each mode — a predefined token
    ("Treasure", 111.10), ``"draw"`` (a card) or ``"token"`` (the token ``name``/``types``/
    ``power``/``toughness``/``colors``/``keywords`` describe) — and ``pips`` its price.  Then
    the chosen modes happen, mode by mode in the order printed, each player's in turn order
    from you (700.2, 101.4)."""
    modes, pips = eff.get("modes"), eff.get("pips")
    budget = eff.get("budget", 5)
    if sub is None:
        order = in_range(game, obj, game.in_turn_order(obj.controller))
        sub = (order, 0, ())  # players, spent by the one choosing, chosen (player, mode)
    order, spent, chosen = sub
    if answer is not None:
        if answer[0] == "mode":
            spent += pips[answer[1]]
            chosen = (*chosen, (order[0], answer[1]))
        else:
            order, spent = order[1:], 0
    while order:
        left = budget - spent
        opts = [("mode", i) for i in range(len(modes)) if pips[i] <= left]
        if opts:
            ask(game, order[0], "choose", [*opts, ("done",)], "700.2d",
                ("resolve", obj.id, at, (order, spent, chosen)),
                f"Choose modes worth up to {left} more pips ({', '.join(modes)})")
            return WAIT
        order, spent = order[1:], 0
    for i, mode in enumerate(modes):
        for p in game.in_turn_order(obj.controller):
            for _ in range(sum(1 for q, m in chosen if q == p and m == i)):
                _do_mode(game, obj, eff, mode, p)
    game.emit("modes_chosen", obj.controller, {"chosen": [list(c) for c in chosen]}, "700.2d")
    return None


def _do_mode(game: GameState, obj: GameObject, eff: Effect, mode: str, player: int) -> None:
    if mode == "draw":
        from casualmagic.engine.turn import draw_cards

        draw_cards(game, player, 1, "121.1")
    elif mode == "token":
        create_tokens(game, obj, eff, player, 1)
    else:
        from casualmagic.effects.tokens import create_predefined

        create_predefined(game, obj, mode, player, 1)


def changeling_card(card: Any) -> Any:
    """A card with changeling (702.73a: "This object is every creature type", a
    characteristic-defining ability, 604.3): its creature types are every creature type
    (205.3m), folded into the token's characteristics as it is created (111.3)."""
    from dataclasses import replace

    if "Changeling" not in card.keywords:
        return card
    have = set(card.subtypes)
    return replace(card, subtypes=(*card.subtypes,
                                   *sorted(t for t in cont.creature_types() if t not in have)))


@effect("each_player_searches_then_token")
def _each_player_searches_then_token(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Each player searches their library for up to two basic land or Desert cards and
    puts them onto the battlefield tapped, then shuffles their library. If a Desert entered
    the battlefield under a player's control this way, they create a 1/1 black Snake
    creature token with deathtouch." — each player in turn order searches (701.19a, 101.4;
    a search for a stated quality may find nothing, 701.19b) for up to ``amount`` cards that
    fit ``filter`` or have one of ``subtypes``; the cards are put onto the battlefield
    (``tapped``) and the library shuffled (701.20a); a player who put a card with the
    subtype ``if_entered`` there creates the token ``name``/``types``/... describes."""
    from casualmagic.effects.search import put_card
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(eff.get("filter", "card"))
    subs = tuple(eff.get("subtypes", ()))
    if sub is None:
        sub = (in_range(game, obj, game.in_turn_order(game.active)), (), ())
    order, found, done = sub  # found: cards the searching player found so far
    if answer is not None:
        if answer[0] == "find":
            found = (*found, answer[1])
        else:
            done, order, found = (*done, (order[0], found)), order[1:], ()
    while order:
        who = order[0]
        fits = tuple(i for i in game.players[who].library if i not in found and (
            card_fits(game.objects[i].card, f) or any(
                s in game.objects[i].card.subtypes for s in subs)))
        if len(found) < amount_of_int(eff) and fits:
            ask(game, who, "choose", [*game.distinct_card_options(fits, "find"), ("stop",)],
                "701.19a", ("resolve", obj.id, at, (order, found, done)),
                f"Search your library for a {eff.get('filter')} or {'/'.join(subs)} card")
            return WAIT
        done, order, found = (*done, (who, found)), order[1:], ()
    made_for = []
    for who, cards in done:
        entered = []
        for oid in cards:
            new = put_card(game, oid, "battlefield", who, "search", "701.19a",
                           bool(eff.get("tapped")))
            entered.append(new)
        game.shuffle_library(who)
        game.emit("shuffle", who, {}, "701.20a")
        want = eff.get("if_entered")
        if want and any(i in game.objects and game.objects[i].zone == "battlefield"
                        and game.objects[i].controller == who
                        and want in cont.characteristics(game, game.objects[i]).subtypes
                        for i in entered):
            made_for.append(who)
    for who in made_for:
        create_tokens(game, obj, eff, who, 1)
    return None


def amount_of_int(eff: Effect) -> int:
    amount = eff.get("amount", 1)
    return amount if isinstance(amount, int) else 1


@effect("may_become_type")
def _may_become_type(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"They may say 'Only one may stand.' If they do, that commander becomes a Knight in
    addition to its other types until a player planeswalks away from Game Knights Live": the
    controller of ``what`` (the spell cast or the creature attacking, 603.2) chooses — saying
    the words (``prompt``) is a yes/no choice —, then it gains ``subtypes`` (613.1d, 205.1b)
    for ``duration`` (``until_planeswalk``: it ends as a player planeswalks, 901.11).  A
    spell gets the types as the permanent it becomes (it is the same card, 608.3)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp

    ids = objects_of(game, obj, eff.get("what", "it"))
    if not ids:
        return None
    o = game.objects[ids[0]]
    if o.owner != o.controller:
        return None  # "their commander": one the player owns (903.3)
    if answer is None:
        ask(game, o.controller, "choose", [("yes",), ("no",)], "603.5",
            ("resolve", obj.id, at, "chosen"), f"Say \"{eff.get('prompt')}\"?")
        return WAIT
    if answer[0] != "yes":
        return None
    game.emit("say", o.controller, {"words": eff.get("prompt")}, "603.5")
    card_id = o.card_id
    subs = tuple(eff.get("subtypes", ()))
    pending = game.vget(BECOMES_AS_IT_ENTERS, ())
    if o.zone == "stack":  # the permanent it will become (400.7 keeps the card)
        game.vset(BECOMES_AS_IT_ENTERS, (*pending, (card_id, subs, eff.get("duration"))))
        return None
    add_effect(game, ContinuousEffect("4", "add_types", ((), subs), next_timestamp(game),
                                      obj.id, obj.controller, (o.id,), None,
                                      eff.get("duration", "until_planeswalk"), "613.1d",
                                      turn=game.turn))
    game.emit("add_types", o.controller, {"object": o.id, "subtypes": list(subs)}, "613.1d")
    return None


def _granted_trigger(when: str, op: str, amount: int, text: str) -> Any:
    from casualmagic.cards.model import TriggeredAbility

    return TriggeredAbility(when, (Effect(op, (("amount", amount),)),), (), None, text)


@effect("grant_trigger_all")
def _grant_trigger_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Commanders you control can't be blocked this turn and gain 'Whenever this creature
    deals combat damage to a player, draw a card' until end of turn": the objects matching
    ``filter`` as it resolves (611.2c) gain ``keywords`` and the triggered ability ``when``
    → ``then`` (an op with ``amount``), ``text`` its words, in layer 6 (613.1f, 113.2)
    until end of turn."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.effect_refs import all_matching

    ids = tuple(all_matching(game, obj, eff.get("filter")))
    if not ids:
        return None
    ts = next_timestamp(game)
    kws = tuple(eff.get("keywords", ()))
    if kws:
        add_effect(game, ContinuousEffect("6", "add_keywords", (kws,), ts, obj.id,
                                          obj.controller, ids, None, "end_of_turn", "611.2c"))
    ab = _granted_trigger(eff.get("when"), eff.get("then"), eff.get("amount", 1),
                          eff.get("text", ""))
    add_effect(game, ContinuousEffect("6", "add_triggers", ((ab,),), ts, obj.id,
                                      obj.controller, ids, None, "end_of_turn", "613.1f"))
    game.emit("grant_abilities", obj.controller, {"objects": list(ids), "keywords": list(kws),
                                                  "abilities": [ab.text]}, "613.1f")
    return None
