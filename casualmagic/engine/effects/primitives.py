"""The primitive game actions every rule is built from: life (CR 119), damage (120),
destroy (701.7), sacrifice (701.17), discard (701.8), counters (122), zone moves (400)."""

from __future__ import annotations

from typing import Any

from casualmagic.engine import continuous as cont
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


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



def add_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    """CR 122.1: put counters on a permanent."""
    o = game.obj_w(oid)
    o.counters = o.with_counter(kind, n)
    game.emit("counters", o.controller, {"object": oid, "kind": kind, "amount": n}, "122.1")

