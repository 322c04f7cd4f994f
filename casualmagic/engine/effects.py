"""The effect vocabulary, implemented once (DESIGN.md "Cards are data").

Each op of :data:`casualmagic.cards.vocabulary.EFFECT_ARGS` has a function
here ``(game, obj, effect, sub, answer, at)`` where ``obj`` is the resolving
spell or ability on the stack.  A function that needs a player's choice
calls :func:`~casualmagic.engine.flow.ask` with resume
``("resolve", obj.id, at, sub)`` and returns :data:`WAIT`; it is called
again with the answer.  Everything else returns ``None`` when done.

The primitive game actions (damage 120, destroy 701.7, sacrifice 701.17,
life 119, counters 122) are plain functions other rules call too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from casualmagic.cards.model import CardDef, Effect
from casualmagic.engine import continuous as cont
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.flow import ask
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState

WAIT = object()
EffectFn = Callable[[GameState, GameObject, Effect, Any, Any, int], Any]
EFFECTS: dict[str, EffectFn] = {}


def effect(name: str) -> Callable[[EffectFn], EffectFn]:
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[name] = fn
        return fn

    return deco


# -- primitive game actions ---------------------------------------------------------------

def lose_life(game: GameState, player: int, amount: int, rule: str) -> None:
    """CR 119.3: a player loses life."""
    if amount <= 0:
        return
    p = game.player_w(player)
    p.life -= amount
    game.emit("life", player, {"change": -amount, "life": p.life}, rule)


def gain_life(game: GameState, player: int, amount: int, rule: str) -> None:
    """CR 119.3: a player gains life."""
    if amount <= 0:
        return
    p = game.player_w(player)
    p.life += amount
    game.emit("life", player, {"change": amount, "life": p.life}, rule)


def deal_damage(game: GameState, source: GameObject, ref: tuple[str, int], amount: int,
                rule: str = "120.3", combat: bool = False) -> int:
    """A source deals damage (CR 120.3): to a player, life loss; to a creature, marked damage;
    to a planeswalker, loyalty counters removed.  Lifelink (702.15b) and deathtouch (702.2b)."""
    if amount <= 0:
        return 0
    kind, ident = ref
    src_name = source.card.name
    if kind == "player":
        if game.players[ident].left:
            return 0
        p = game.player_w(ident)
        p.life -= amount  # 120.3a
        game.emit("damage", source.controller,
                  {"source": src_name, "source_id": source.id, "to_player": ident,
                   "amount": amount, "life": p.life, "combat": combat}, rule)
    else:
        target = game.objects.get(ident)
        if target is None or target.zone != "battlefield":
            return 0
        o = game.obj_w(ident)
        if cont.is_type(game, o, "Planeswalker") and not cont.is_type(game, o, "Creature"):
            o.counters = o.with_counter("loyalty", -amount)  # 120.3c
        else:
            o.damage += amount  # 120.3e
            if _has(game, source, "Deathtouch"):
                o.deathtouch_damage = True
        game.emit("damage", source.controller,
                  {"source": src_name, "source_id": source.id, "to_object": ident,
                   "to": o.card.name, "amount": amount, "combat": combat}, rule)
    if _has(game, source, "Lifelink"):
        gain_life(game, source.controller, amount, "702.15b")
    return amount


def _has(game: GameState, obj: GameObject, keyword: str) -> bool:
    if obj.kind == "ability" and obj.source is not None:
        src = game.last_known_object(obj.source)
        return src is not None and keyword in src.card.keywords
    if obj.zone == "battlefield":
        return cont.has_keyword(game, obj, keyword)
    return keyword in obj.card.keywords


def destroy(game: GameState, oid: int, rule: str = "701.7a") -> bool:
    """Destroy a permanent: to its owner's graveyard unless indestructible (702.12b)."""
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    if cont.has_keyword(game, o, "Indestructible"):
        return False
    put_in_graveyard(game, oid, "destroy", rule)
    return True


def destination(game: GameState, oid: int, to_zone: str) -> str:
    """Where an object moving to ``to_zone`` really goes, after variants' replacement
    effects (e.g. a commander to the command zone, 903.9b)."""
    for hook in game.hooks:
        repl = hook.replace_zone_change(game, oid, to_zone)  # type: ignore[arg-type]
        if repl:
            to_zone = repl
    return to_zone


def put_in_graveyard(game: GameState, oid: int, kind: str, rule: str) -> int:
    """Move a permanent to its owner's graveyard (variants may replace this, e.g. 903.9b)."""
    o = game.objects[oid]
    to_zone = destination(game, oid, "graveyard")
    name, controller, was_creature = o.card.name, o.controller, cont.is_type(game, o, "Creature")
    new = game.move(oid, to_zone)
    game.emit(kind, controller, {"object": oid, "card": name, "to": to_zone, "new_object": new},
              rule)
    if was_creature and to_zone == "graveyard":
        from casualmagic.engine.triggers import creature_died

        creature_died(game, oid, new)
    return new


def discard_card(game: GameState, player: int, oid: int, rule: str, at_random: bool = False) -> None:
    """A player discards a card: it goes from hand to its owner's graveyard (CR 701.8)."""
    new = game.move(oid, "graveyard")
    data: dict[str, Any] = {"card": game.objects[new].card.name, "object": new}
    if at_random:
        data["random"] = True
    game.emit("discard", player, data, rule)


def sacrifice(game: GameState, oid: int, rule: str = "701.17a") -> None:
    """Sacrifice: its controller moves it to its owner's graveyard (CR 701.17a)."""
    put_in_graveyard(game, oid, "sacrifice", rule)


def move_object(game: GameState, oid: int, to_zone: str, kind: str, rule: str,
                position: str = "top") -> int:
    o = game.objects[oid]
    name, who = o.card.name, o.controller
    to_zone = destination(game, oid, to_zone)
    new = game.move(oid, to_zone, position=position)
    game.emit(kind, who, {"object": oid, "card": name, "to": to_zone, "new_object": new}, rule)
    return new


# -- references inside effects --------------------------------------------------------------

def _legal_refs(obj: GameObject, spec_index: int) -> list[tuple[str, int]]:
    if spec_index >= len(obj.targets):
        return []
    illegal = obj.get_info("illegal", ())
    return [r for r in obj.targets[spec_index] if r not in illegal]


def players_of(game: GameState, obj: GameObject, who: Any) -> list[int]:
    """The players an effect's ``who`` names, in APNAP order where several (101.4)."""
    if who is None or who == "you":
        return [obj.controller]
    if isinstance(who, int):
        out = []
        for kind, ident in _legal_refs(obj, who):
            if kind == "player":
                out.append(ident)
            else:
                o = game.last_known_object(ident)
                if o is not None:
                    out.append(o.controller)
        return out
    if who == "each opponent":
        return [p for p in game.in_turn_order(game.active) if p in game.opponents(obj.controller)]
    if who == "each player":
        return game.in_turn_order(game.active)
    if who in ("controller of target", "owner of target"):
        refs = obj.targets[0] if obj.targets else ()
        out = []
        for kind, ident in refs:
            o = game.last_known_object(ident) if kind == "object" else None
            if o is not None:
                out.append(o.controller if who == "controller of target" else o.owner)
        return out
    raise ValueError(f"unknown player reference {who!r}")


def objects_of(game: GameState, obj: GameObject, what: Any) -> list[int]:
    """The objects an effect's ``what`` names (target index, or ``self``)."""
    if isinstance(what, int):
        return [i for k, i in _legal_refs(obj, what) if k == "object" and i in game.objects]
    if what == "self":
        src = obj.source if obj.kind == "ability" else obj.id
        return [src] if src is not None and src in game.objects else []
    raise ValueError(f"unknown object reference {what!r}")


def amount_of(game: GameState, obj: GameObject, value: Any) -> int:
    """An effect's amount: a number, ``X`` (107.3), or a value of the first target."""
    if isinstance(value, int):
        return value
    if value == "X":
        return obj.x
    if value in ("power of target", "toughness of target", "mana value of target"):
        refs = obj.targets[0] if obj.targets else ()
        for kind, ident in refs:
            o = game.last_known_object(ident) if kind == "object" else None
            if o is not None:  # CR 608.2h: last known information
                if value == "power of target":
                    return cont.power(game, o) if o.zone == "battlefield" else (o.card.power or 0)
                if value == "toughness of target":
                    return cont.toughness(game, o) if o.zone == "battlefield" else (o.card.toughness or 0)
                return int(o.card.mana_value)
        return 0
    raise ValueError(f"unknown amount {value!r}")


# -- the vocabulary --------------------------------------------------------------------------

@effect("damage")
def _damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    to = eff.get("to")
    if isinstance(to, int):
        for ref in _legal_refs(obj, to):
            deal_damage(game, obj, ref, n)
    else:
        for p in players_of(game, obj, to):
            deal_damage(game, obj, ("player", p), n)
    return None


@effect("draw")
def _draw(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.turn import draw_cards

    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        draw_cards(game, p, n, "121.1")
    return None


@effect("discard")
def _discard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.8: the discarding player chooses unless the card says "at random"."""
    if sub is None:
        sub = (tuple(players_of(game, obj, eff.get("who"))), amount_of(game, obj, eff.get("amount")))
    players, n = sub
    if not players:
        return None
    who = players[0]
    if answer is not None:
        discard_card(game, who, answer[1], "701.8")
        n -= 1
    hand = game.players[who].hand
    if eff.get("random"):
        for _ in range(min(n, len(hand))):
            hand = game.players[who].hand
            discard_card(game, who, hand[game.random_below(len(hand))], "701.8", at_random=True)
        n = 0
    if n > 0 and hand:
        ask(game, who, "discard", game.distinct_card_options(hand, "discard"), "701.8",
            ("resolve", obj.id, at, (players, n)),
            f"Discard {n} card{'s' if n > 1 else ''}")
        return WAIT
    if len(players) > 1:
        return _discard(game, obj, eff, (players[1:], amount_of(game, obj, eff.get("amount"))), None, at)
    return None


@effect("mill")
def _mill(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.13: put the top N cards of the library into the graveyard."""
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        milled = []
        for _ in range(n):
            lib = game.players[p].library
            if not lib:
                break
            new = game.move(lib[0], "graveyard")
            milled.append(game.objects[new].card.name)
        game.emit("mill", p, {"cards": milled}, "701.13a")
    return None


@effect("gain_life")
def _gain(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        gain_life(game, p, n, "119.3")
    return None


@effect("lose_life")
def _lose(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        lose_life(game, p, n, "119.3")
    return None


@effect("destroy")
def _destroy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        destroy(game, oid)
    return None


@effect("exile")
def _exile(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        move_object(game, oid, "exile", "exile", "406.3")
    return None


@effect("bounce")
def _bounce(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        move_object(game, oid, "hand", "bounce", "400.3")  # to its owner's hand
    return None


@effect("counter_spell")
def _counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.5a: a countered spell is put into its owner's graveyard."""
    for oid in objects_of(game, obj, eff.get("what")):
        target = game.objects[oid]
        if target.kind == "ability":
            game.cease_to_exist(oid)
            game.emit("counter", obj.controller, {"object": oid, "card": target.card.name}, "701.5a")
        else:
            move_object(game, oid, "graveyard", "counter", "701.5a")
    return None


@effect("tap")
def _tap(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        if not game.objects[oid].tapped:
            game.obj_w(oid).tapped = True
            game.emit("tap", obj.controller, {"object": oid}, "701.21a")
    return None


@effect("untap")
def _untap(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what")):
        if game.objects[oid].tapped:
            game.obj_w(oid).tapped = False
            game.emit("untap", obj.controller, {"objects": [oid]}, "701.21b")
    return None


@effect("pump")
def _pump(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"+N/+N until end of turn": a layer 7c effect (613.4c); keywords in layer 6."""
    p = amount_of(game, obj, eff.get("power", 0))
    t = amount_of(game, obj, eff.get("toughness", 0))
    kws = tuple(eff.get("keywords", ()))
    for oid in objects_of(game, obj, eff.get("what")):
        if p or t:
            add_effect(game, ContinuousEffect("7c", "pt_add", (p, t), next_timestamp(game), obj.id,
                                              obj.controller, (oid,), None, "end_of_turn", "611.2a"))
        if kws:
            add_effect(game, ContinuousEffect("6", "add_keywords", (kws,), next_timestamp(game),
                                              obj.id, obj.controller, (oid,), None, "end_of_turn",
                                              "611.2a"))
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


def add_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    """CR 122.1: put counters on a permanent."""
    o = game.obj_w(oid)
    o.counters = o.with_counter(kind, n)
    game.emit("counters", o.controller, {"object": oid, "kind": kind, "amount": n}, "122.1")


@effect("add_mana")
def _add_mana(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.mana_payment import add_mana

    n = amount_of(game, obj, eff.get("amount", 1))
    for _ in range(n):
        for c in eff.get("mana"):
            add_mana(game, obj.controller, c)
    game.emit("add_mana", obj.controller, {"mana": eff.get("mana") * n}, "106.3")
    return None


@effect("create_token")
def _token(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 111.1: create tokens under the controller's control."""
    from casualmagic.cards.definitions import parse_type_line

    sup, types, subtypes = parse_type_line(eff.get("types"))
    colors = tuple(eff.get("colors", ""))
    card = CardDef(
        name=eff.get("name"), mana_cost=obj.card.mana_cost.__class__(()), supertypes=sup,
        types=types, subtypes=subtypes, text="", power=eff.get("power"),
        toughness=eff.get("toughness"), color_indicator=colors,
        keywords=frozenset(eff.get("keywords", ())), is_token=True,
    )
    for _ in range(amount_of(game, obj, eff.get("amount", 1))):
        tok = game.new_object(card, -1, obj.controller, "battlefield", "permanent")
        tok.since_turn = game.turn
        tok.tapped = bool(eff.get("tapped", False))
        game.battlefield = (*game.battlefield, tok.id)
        game.emit("create_token", obj.controller, {"object": tok.id, "card": card.name}, "111.1")
    return None


@effect("return_from_graveyard")
def _return(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    to = eff.get("to")
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, to, "return", "400.3")
        if to == "battlefield":
            game.obj_w(new).controller = obj.controller
    return None


@effect("gain_control")
def _control(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Layer 2 control change (CR 613.1b); ``until end of turn`` or permanent."""
    duration = eff.get("duration", "permanent")
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.obj_w(oid)
        before = o.controller
        o.controller = obj.controller
        o.since_turn = game.turn  # CR 302.6: a new controller has not controlled it since turn start
        if duration == "end_of_turn":
            add_effect(game, ContinuousEffect("2", "control", (before,), next_timestamp(game),
                                              obj.id, obj.controller, (oid,), None, "end_of_turn",
                                              "613.1b"))
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


@effect("scry")
def _scry(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.22a: look at the top N, put any on the bottom and the rest back on top."""
    who = obj.controller
    if sub is None:
        n = amount_of(game, obj, eff.get("amount"))
        sub = (tuple(game.players[who].library[:n]), (), ())
    looking, top, bottom = sub
    if answer is not None:
        card = looking[0]
        if answer[0] == "top":
            top = (*top, card)
        else:
            bottom = (*bottom, card)
        looking = looking[1:]
    if looking:
        card = looking[0]
        name = game.objects[card].card.name
        ask(game, who, "choose", [("top", card), ("bottom", card)], "701.22a",
            ("resolve", obj.id, at, (looking, top, bottom)),
            f"Scry: put {name} on top or bottom?")
        return WAIT
    p = game.player_w(who)
    chosen = set(top) | set(bottom)
    rest = tuple(i for i in p.library if i not in chosen)
    p.library = (*top, *rest, *bottom)
    game.emit("scry", who, {"top": len(top), "bottom": len(bottom)}, "701.22a")
    return None


@effect("search_basic_land")
def _search(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Search your library for a basic land card (CR 701.19), then shuffle."""
    who = obj.controller
    to = eff.get("to")
    if sub is None:
        sub = eff.get("amount", 1)
    remaining = sub
    if answer is not None:
        if answer[0] == "find":
            new = game.move(answer[1], to)
            if to == "battlefield":
                o = game.obj_w(new)
                o.controller = who
                o.tapped = bool(eff.get("tapped", False))
            game.emit("search", who, {"card": game.objects[new].card.name, "to": to}, "701.19a")
            remaining -= 1
        else:
            remaining = 0
    lib = game.players[who].library
    basics = [i for i in lib
              if "Basic" in game.objects[i].card.supertypes and "Land" in game.objects[i].card.types]
    if remaining > 0 and basics:
        options: list[tuple] = [*game.distinct_card_options(tuple(basics), "find"), ("stop",)]  # CR 701.19b: a player may fail to find
        ask(game, who, "choose", options, "701.19a",
            ("resolve", obj.id, at, remaining),
            "Search for a basic land card")
        return WAIT
    game.shuffle_library(who)
    game.emit("shuffle", who, {}, "701.19a")
    return None


@effect("attach")
def _attach(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Attach the source (an Equipment, 702.6a) to the target (CR 701.3a)."""
    src = obj.source if obj.kind == "ability" else obj.id
    targets = objects_of(game, obj, eff.get("to"))
    if src is None or src not in game.objects or not targets or targets[0] == src:
        return None  # 701.3b: an object that can't be attached doesn't move
    game.obj_w(src).attached_to = targets[0]
    game.obj_w(src).timestamp = next_timestamp(game)  # 613.7e: a new timestamp
    game.emit("attach", obj.controller, {"object": src, "card": game.objects[src].card.name,
                                         "to": targets[0]}, "701.3a")
    return None


def _all_matching(game: GameState, obj: GameObject, phrase: str) -> list[int]:
    """Every permanent matching a phrase such as ``"creature"`` (for "all"/"each")."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(phrase)
    return [i for i in game.battlefield
            if matches_filter_base(game, f, game.objects[i], obj.controller)]


@effect("destroy_all")
def _destroy_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Destroy all creatures": simultaneously (CR 701.7a, 608.2c)."""
    for oid in _all_matching(game, obj, eff.get("filter")):
        destroy(game, oid)
    return None


@effect("damage_each")
def _damage_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"deals N damage to each creature" (CR 120.3)."""
    n = amount_of(game, obj, eff.get("amount"))
    for oid in _all_matching(game, obj, eff.get("filter")):
        deal_damage(game, obj, ("object", oid), n)
    return None
