"""Effects on permanents: destroy, exile, bounce, tap, pump, counters, tokens, control,
fight, attach, and the "all"/"each" forms (CR 701, 111, 122, 613)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from casualmagic.cards.model import CardDef, Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.casting_rules import remember_exiled
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import (
    CREATED_TOKENS,
    DESTROYED,
    EXILED_THIS_WAY,
    all_matching,
    amount_of,
    objects_of,
    players_of,
    source_id,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    add_counters,
    deal_damage,
    destroy,
    move_object,
    sacrifice,
    untap,
)
from casualmagic.engine.replacement import (
    PERFORMERS,
    TokensEvent,
    exile_if_it_would_die,
    happen,
)


@effect("destroy")
def _destroy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    rule = "701.15c" if eff.get("no_regeneration") else "701.7a"  # "It can't be regenerated."
    for oid in objects_of(game, obj, eff.get("what")):
        destroy(game, oid, rule, by=obj.controller)
    return None


@effect("exile")
def _exile(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """406.3: exile the objects; a card exiled is remembered as exiled with the ability's
    source, for its linked abilities ("the exiled card", 607.2a; effects/linked_exile.py)."""
    src = source_id(obj)
    exiled = []
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, "exile", "exile", "406.3")
        if src is not None and isinstance(new, int) and new in game.objects \
                and game.objects[new].zone == "exile":
            remember_exiled(game, src, new)
            exiled.append(new)
    if exiled and obj.id in game.objects:  # what "if it was a creature card" reads (608.2c)
        w = game.obj_w(obj.id)
        w.info = (*(kv for kv in w.info if kv[0] != EXILED_THIS_WAY), (EXILED_THIS_WAY,
                                                                       tuple(exiled)))
    return None


@effect("bounce")
def _bounce(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        move_object(game, oid, "hand", "bounce", "400.3")  # to its owner's hand
    return None


@effect("tap")
def _tap(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.cost_changes import can_become_tapped

    for oid in objects_of(game, obj, eff.get("what")):
        if not game.objects[oid].tapped and can_become_tapped(game, game.objects[oid]):
            game.obj_w(oid).tapped = True
            game.emit("tap", obj.controller, {"object": oid}, "701.21a")
    return None


@effect("tap_all")
def _tap_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """"Tap all creatures your opponents control" (701.26a): every untapped permanent the
    filter names as it resolves (608.2c)."""
    from casualmagic.engine.cost_changes import can_become_tapped

    tapped = []
    for oid in all_matching(game, obj, eff.get("filter"), eff.get("player")):
        if not game.objects[oid].tapped and can_become_tapped(game, game.objects[oid]):
            game.obj_w(oid).tapped = True
            tapped.append(oid)
    if tapped:
        game.emit("tap", obj.controller, {"objects": tapped}, "701.26a")
    return None


@effect("untap")
def _untap(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        if untap(game, (oid,)):  # not if a stun counter is removed instead (122.1d)
            game.emit("untap", obj.controller, {"objects": [oid]}, "701.21b")
    return None


def until_end_of_turn(game: GameState, obj: GameObject, ids: tuple[int, ...], p: int, t: int,
                       kws: tuple[str, ...], rule: str) -> None:
    """"get +P/+T and gain [keywords] until end of turn" for a locked-in set of objects:
    layer 7c and layer 6 effects (613.4c, 613.1f, 611.2c)."""
    if p or t:
        add_effect(game, ContinuousEffect("7c", "pt_add", (p, t), next_timestamp(game), obj.id,
                                          obj.controller, ids, None, "end_of_turn", rule))
    if kws:
        add_effect(game, ContinuousEffect("6", "add_keywords", (kws,), next_timestamp(game),
                                          obj.id, obj.controller, ids, None, "end_of_turn", rule))


@effect("pump")
def _pump(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"+N/+N until end of turn": a layer 7c effect (613.4c); keywords in layer 6."""
    p = amount_of(game, obj, eff.get("power", 0))
    t = amount_of(game, obj, eff.get("toughness", 0))
    kws = tuple(eff.get("keywords", ()))
    for oid in objects_of(game, obj, eff.get("what")):
        until_end_of_turn(game, obj, (oid,), p, t, kws, "611.2a")
        game.emit("pump", obj.controller, {"object": oid, "power": p, "toughness": t,
                                           "keywords": list(kws)}, "611.2a")
    return None


@effect("add_counters")
def _counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    kind = eff.get("kind")
    for oid in objects_of(game, obj, eff.get("what")):
        add_counters(game, oid, kind, n)
    return None


@lru_cache(maxsize=512)
def token_card(name: str, types: str, power: int | None, toughness: int | None, colors: str,
               keywords: tuple[str, ...]) -> CardDef:
    """The characteristics a token is created with (CR 111.3), shared by equal tokens."""
    from casualmagic.cards.definitions import parse_type_line
    from casualmagic.cards.mana import ManaCost

    sup, card_types, subtypes = parse_type_line(types)
    return CardDef(name=name, mana_cost=ManaCost(()), supertypes=sup, types=card_types,
                   subtypes=subtypes, text="", power=power, toughness=toughness,
                   color_indicator=tuple(colors), keywords=frozenset(keywords), is_token=True)


@effect("create_token")
def _token(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 111.1: create tokens under the control of the effect's controller (or of the
    player ``who`` names); replacement effects may change how many (614.1)."""
    power, toughness = eff.get("power"), eff.get("toughness")
    if isinstance(power, str) or isinstance(toughness, str):  # "an X/X … token" (111.4): X
        power, toughness = amount_of(game, obj, power), amount_of(game, obj, toughness)  # now
    card = token_card(eff.get("name"), eff.get("types"), power, toughness,
                      eff.get("colors", ""), tuple(eff.get("keywords", ())))
    n = amount_of(game, obj, eff.get("amount", 1))
    for player in players_of(game, obj, eff.get("who")):
        happen(game, TokensEvent(player, card, n, bool(eff.get("tapped", False)), obj.id))
    return None


def _create_tokens_now(game: GameState, ev: TokensEvent) -> list[int]:
    from casualmagic.engine.replacement import as_it_enters
    made = []
    for _ in range(ev.amount):
        tok = game.new_object(ev.card, -1, ev.controller, "battlefield", "permanent")
        tok.since_turn = game.turn
        tok.tapped = ev.tapped
        game.battlefield = (*game.battlefield, tok.id)
        made.append(tok.id)
        as_it_enters(game, tok.id)
        game.emit("create_token", ev.controller, {"object": tok.id, "card": ev.card.name}, "111.1")
        publish(game, ENTERED, tok.id)
    if made and ev.source is not None and ev.source in game.objects:  # "the token" (111.1)
        w = game.obj_w(ev.source)
        w.info = (*(kv for kv in w.info if kv[0] != CREATED_TOKENS),
                  (CREATED_TOKENS, tuple(made)))
    return made


PERFORMERS[TokensEvent] = _create_tokens_now


@effect("return_from_graveyard")
def _return(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Return a card from a graveyard to a hand or the battlefield (400.3, 110.2a); one that
    enters the battlefield triggers "enters" abilities (603.6a)."""
    to = eff.get("to")
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, to, "return", "400.3",
                          controller=obj.controller if to == "battlefield" else None)
        if to == "battlefield" and isinstance(new, int) and game.objects[new].zone == "battlefield":
            game.obj_w(new).controller = obj.controller
            if eff.get("tapped"):  # "… to the battlefield tapped" (110.5b)
                game.obj_w(new).tapped = True
            publish(game, ENTERED, new)
    return None


@effect("gain_control")
def _control(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Gain control of a permanent (a layer 2 effect, 613.1b) for a duration:
    ``end_of_turn``, ``permanent``, ``while_control`` ("for as long as you control [this]")
    or ``while_source`` (611.2b)."""
    src = source_id(obj)
    for oid in objects_of(game, obj, eff.get("what")):
        before = game.objects[oid].controller
        if cont.gain_control(game, oid, obj.controller, eff.get("duration", "permanent"), src):
            game.emit("gain_control", obj.controller, {"object": oid, "from": before}, "613.1b")
    return None


@effect("sacrifice")
def _sacrifice(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        sacrifice(game, oid)
    return None


@effect("fight")
def _fight(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.12a: each deals damage equal to its power to the other."""
    a = objects_of(game, obj, eff.get("what"))
    b = objects_of(game, obj, eff.get("other"))
    if a and b:
        oa, ob = game.objects[a[0]], game.objects[b[0]]
        pa, pb = cont.power(game, oa), cont.power(game, ob)
        deal_damage(game, oa, ("object", ob.id), pa, "701.12a")
        deal_damage(game, ob, ("object", oa.id), pb, "701.12a")
    return None


@effect("attach")
def _attach(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Attach the source (an Equipment, 702.6a) to the target (CR 701.3a), with a new
    timestamp (701.3c); to the object it is already attached to, it does nothing: no new
    timestamp, no event (701.3b)."""
    src = source_id(obj)
    targets = objects_of(game, obj, eff.get("to"))
    if src is None or src not in game.objects or not targets or targets[0] == src:
        return None  # 701.3b: an object that can't be attached doesn't move
    if game.objects[src].attached_to == targets[0]:
        return None  # 701.3b: already attached to it: the effect does nothing
    game.obj_w(src).attached_to = targets[0]
    game.obj_w(src).timestamp = next_timestamp(game)  # 613.7e: a new timestamp
    game.emit("attach", obj.controller, {"object": src, "card": game.objects[src].card.name,
                                         "to": targets[0]}, "701.3a")
    return None


@effect("destroy_all")
def _destroy_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Destroy all creatures": simultaneously (CR 701.7a, 608.2c); "They can't be
    regenerated" (701.15c)."""
    rule = "701.15c" if eff.get("no_regeneration") else "701.7a"
    ids = all_matching(game, obj, eff.get("filter"), eff.get("player"))
    for oid in ids:
        destroy(game, oid, rule, by=obj.controller)
    # "… destroyed this way" (107.3a): those that left the battlefield (608.2c)
    o = game.obj_w(obj.id)
    o.info = (*(kv for kv in o.info if kv[0] != DESTROYED),
              (DESTROYED, tuple(i for i in ids if i not in game.battlefield)))
    return None


@effect("damage_each")
def _damage_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"deals N damage to each creature" (CR 120.3)."""
    n = amount_of(game, obj, eff.get("amount"))
    for oid in all_matching(game, obj, eff.get("filter")):
        deal_damage(game, obj, ("object", oid), n)
    return None


@effect("put_from_hand_onto_battlefield")
def _put_onto(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"You may put a creature card from your hand onto the battlefield" (a choice; 701 /
    400.3): the card chosen is remembered as "it" for later instructions (608.2c)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.effect_refs import remember_it
    from casualmagic.engine.targets import matches_filter_base

    who = obj.controller
    if answer is not None:
        if answer[0] == "put":
            new = game.move(answer[1], "battlefield", controller=who)
            if eff.get("tapped"):
                game.obj_w(new).tapped = True
            game.emit("put_onto_battlefield", who, {"card": game.objects[new].card.name,
                                                    "object": new}, "400.3")
            remember_it(game, obj, [new])
            publish(game, ENTERED, new)
        else:
            remember_it(game, obj, [])
        return None
    zone = eff.get("from")
    if zone != "hand":
        raise ValueError(f"put_onto_battlefield from {zone!r} is not supported")
    f = parse_filter(eff.get("filter").replace(" card", "") or "permanent")
    f = replace(f, zone="hand")
    ids = [i for i in game.players[who].hand if matches_filter_base(game, f, game.objects[i], who)]
    if not ids:
        remember_it(game, obj, [])
        return None
    ask(game, who, "choose", [*game.distinct_card_options(tuple(ids), "put"), ("stop",)], "400.3",
        ("resolve", obj.id, at, None), f"Put a {eff.get('filter')} from your hand onto the battlefield?")
    return WAIT


@effect("pump_all")
def _pump_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Creatures you control get +3/+3 and gain trample until end of turn": the affected
    set is locked in as it resolves (611.2c); layers 7c and 6 (613.4c, 613.1f)."""
    ids = tuple(all_matching(game, obj, eff.get("filter")))
    if not ids:
        return None
    p = amount_of(game, obj, eff.get("power", 0))
    t = amount_of(game, obj, eff.get("toughness", 0))
    kws = tuple(eff.get("keywords", ()))
    until_end_of_turn(game, obj, ids, p, t, kws, "611.2c")
    game.emit("pump_all", obj.controller, {"objects": list(ids), "power": p, "toughness": t,
                                           "keywords": list(kws)}, "611.2c")
    return None


@effect("exile_if_dies")
def _exile_if_dies(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"If that creature would die this turn, exile it instead" — a replacement effect
    created by a resolving spell (614.1a), until end of turn."""
    for oid in objects_of(game, obj, eff.get("what")):
        exile_if_it_would_die(game, obj, oid)
    return None


@effect("remove_from_combat")
def _remove_from_combat(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Remove target attacking creature from combat" (506.4)."""
    from casualmagic.engine.combat import remove_from_combat

    for oid in objects_of(game, obj, eff.get("what")):
        remove_from_combat(game, oid)
    return None
