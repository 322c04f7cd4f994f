"""The primitive game actions every rule is built from: life (CR 119), damage (120),
destroy (701.7), sacrifice (701.17), discard (701.8), counters (122), zone moves (400)."""

from __future__ import annotations

from typing import Any

from casualmagic.core.dispatch import (
    COMBAT_DAMAGE_TO_PLANESWALKER,
    COMBAT_DAMAGE_TO_PLAYER,
    HAPPENED_TO,
    LEFT_BATTLEFIELD,
    publish,
)
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.core.visibility import move_visibility
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.replacement import (
    PERFORMERS,
    CountersEvent,
    DamageEvent,
    ZoneEvent,
    happen,
)


def lose_life(game: GameState, player: int, amount: int, rule: str) -> None:
    """CR 119.3: a player loses life (not if an effect says they can't, 119.8, 810.9h)."""
    if amount <= 0 or not _life_may(game, player, "lose"):
        return
    p = game.player_w(player)
    p.life -= amount
    game.emit("life", player, {"change": -amount, "life": p.life}, rule)
    if game.vstate:  # mechanics: speed rises when an opponent loses life (702.179d)
        rule_hooks.run(rule_hooks.LIFE_LOST, game, player)
    from casualmagic.engine.player_triggers import life_lost

    life_lost(game, player, amount)  # hook: "whenever an opponent loses life" (603.2)


def gain_life(game: GameState, player: int, amount: int, rule: str) -> None:
    """CR 119.3: a player gains life (not if an effect says they can't, 119.7, 810.9g)."""
    if amount <= 0 or not _life_may(game, player, "gain"):
        return
    p = game.player_w(player)
    p.life += amount
    game.emit("life", player, {"change": amount, "life": p.life}, rule)
    from casualmagic.engine.life_triggers import life_gained

    life_gained(game, player, amount)  # hook: "whenever you gain life" (603.2)


def _life_may(game: GameState, player: int, what: str) -> bool:
    """May ``player`` gain / lose life now? (statics of effects.players: 119.7-119.8)"""
    from casualmagic.engine.life import can_gain_life, can_lose_life

    return (can_gain_life if what == "gain" else can_lose_life)(game, player)


def deal_damage(game: GameState, source: GameObject, ref: tuple[str, int], amount: int,
                rule: str = "120.3", combat: bool = False) -> Any:
    """A source would deal damage (CR 120.3); replacement and prevention effects apply
    first (614, 615).  Returns the damage dealt, or DEFERRED (see engine.replacement)."""
    if amount <= 0:
        return 0
    return happen(game, DamageEvent(source.id, ref, amount, combat, rule))


def _deal_damage_now(game: GameState, ev: DamageEvent) -> int:
    """CR 120.3: to a player, life loss; to a creature, marked damage; to a planeswalker,
    loyalty counters removed.  Lifelink (702.15b) and deathtouch (702.2b)."""
    source = game.last_known_object(ev.source)
    amount, rule, combat = ev.amount, ev.rule, ev.combat
    if source is None or amount <= 0:
        return 0
    kind, ident = ev.target
    src_name = source.card.name
    if kind == "player":
        if game.players[ident].left:
            return 0
        p = game.player_w(ident)
        infect = _has(game, source, "Infect")  # 702.90b: poison counters, not life loss
        lost = amount if not infect and _life_may(game, ident, "lose") else 0  # 119.8
        p.life -= lost  # 120.3a
        game.emit("damage", source.controller,
                  {"source": src_name, "source_id": source.id, "to_player": ident,
                   "amount": amount, "life": p.life, "combat": combat, "life_lost": lost}, rule)
        if infect or combat:
            _poison_from_damage(game, source, ident, amount if infect else 0, combat)
        if lost and game.vstate:  # mechanics: speed (702.179d)
            rule_hooks.run(rule_hooks.LIFE_LOST, game, ident)
        if lost:  # hook: "whenever an opponent loses life" (603.2)
            from casualmagic.engine.player_triggers import life_lost

            life_lost(game, ident, lost)
        if combat:
            publish(game, COMBAT_DAMAGE_TO_PLAYER, source.id, ident)
            rule_hooks.run(rule_hooks.COMBAT_DAMAGE_TO_PLAYER, game, source, ident)  # 722.2
        _first_damage_to_a_player(game, source)
    else:
        target = game.objects.get(ident)
        if target is None or target.zone != "battlefield":
            return 0
        o = game.obj_w(ident)
        if cont.is_type(game, o, "Planeswalker") and not cont.is_type(game, o, "Creature"):
            o.counters = o.with_counter("loyalty", -amount)  # 120.3c
            if combat:  # hook (planes: statics): "... to a player or planeswalker" (510.2)
                publish(game, COMBAT_DAMAGE_TO_PLANESWALKER, source.id)
        elif _has(game, source, "Wither") or _has(game, source, "Infect"):
            # 120.3d, 702.80a wither, 702.90c infect: -1/-1 counters, not marked damage
            if _has(game, source, "Deathtouch"):
                o.deathtouch_damage = True
            add_counters(game, ident, "-1/-1", amount,
                         "702.80a" if _has(game, source, "Wither") else "702.90c", sync=True)
        else:
            o.damage += amount  # 120.3e
            if _has(game, source, "Deathtouch"):
                o.deathtouch_damage = True
        game.emit("damage", source.controller,
                  {"source": src_name, "source_id": source.id, "to_object": ident,
                   "to": o.card.name, "amount": amount, "combat": combat}, rule)
        from casualmagic.engine.triggers import dealt_damage

        dealt_damage(game, ident)  # "Whenever this creature is dealt damage" (603.2)
    from casualmagic.engine.triggers import dealt_damage_by  # (a cycle: triggers imports this)

    dealt_damage_by(game, source, amount)  # "Whenever this creature deals damage" (603.2)
    if _has(game, source, "Lifelink"):
        gain_life(game, source.controller, amount, "702.15b")
    return amount


def _poison_from_damage(game: GameState, source: GameObject, player: int, infect: int,
                        combat: bool) -> None:
    """Poison counters a player gets from damage (120.3b): as much as the damage dealt by a
    source with infect (702.90b), and with combat damage from a creature with toxic its
    total toxic value (702.164c) in addition."""
    from casualmagic.engine.life import give_poison

    if infect:
        give_poison(game, player, infect, "702.90b")
    toxic = _toxic_value(game, source) if combat else 0
    if toxic:
        give_poison(game, player, toxic, "702.164c")


def _toxic_value(game: GameState, source: GameObject) -> int:
    """702.164b: the sum of the N of the creature's toxic abilities."""
    keywords = cont.characteristics(game, source).keywords if source.zone == "battlefield" \
        else source.card.keywords
    return sum(int(k[len("Toxic "):]) for k in keywords
               if k.startswith("Toxic ") and k[len("Toxic "):].isdigit())


def _first_damage_to_a_player(game: GameState, source: GameObject) -> None:
    """Hook for "Whenever a creature deals damage to one or more players for the first time
    each turn" (603.2, e.g. Stensia): the source of an ability's damage is the object the
    ability came from (113.7); each creature is noted once per turn."""
    src = game.objects.get(source.source) if source.kind == "ability" and source.source \
        is not None else source
    if src is None or src.zone != "battlefield" or not cont.is_type(game, src, "Creature"):
        return
    turn, seen = game.vget("damaged_a_player", (0, ()))
    if turn == game.turn and src.id in seen:
        return
    game.vset("damaged_a_player", (game.turn, (*(seen if turn == game.turn else ()), src.id)))
    publish(game, HAPPENED_TO, "first_damage_to_a_player_each_turn", src)


def _has(game: GameState, obj: GameObject, keyword: str) -> bool:
    if obj.kind == "ability" and obj.source is not None:
        src = game.last_known_object(obj.source)
        return src is not None and keyword in src.card.keywords
    if obj.zone == "battlefield":
        return cont.has_keyword(game, obj, keyword)
    return keyword in obj.card.keywords


def destroy(game: GameState, oid: int, rule: str = "701.7a", by: int | None = None) -> bool:
    """Destroy a permanent: to its owner's graveyard unless indestructible (702.12b).  ``by``:
    the controller of the spell or ability that destroys it, logged with the destruction
    ("destroyed this turn by a spell or ability an opponent controlled", Cobra Trap)."""
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    if cont.has_keyword(game, o, "Indestructible"):
        return False
    happen(game, ZoneEvent(oid, "graveyard", "destroy", rule, by=by))
    return True


def put_in_graveyard(game: GameState, oid: int, kind: str, rule: str) -> Any:
    """Move a permanent to its owner's graveyard (replacement effects may change this,
    e.g. "exile it instead", 614.1a)."""
    return happen(game, ZoneEvent(oid, "graveyard", kind, rule))


def _move_now(game: GameState, ev: ZoneEvent) -> int:
    """Perform a zone change (CR 400.7) and log it under its cause; a creature put into a
    graveyard from the battlefield dies (700.4)."""
    oid = ev.oid
    o = game.objects[oid]
    to_zone = ev.to_zone
    name, controller, from_zone = o.card.name, o.controller, o.zone
    was_creature = from_zone == "battlefield" and cont.is_type(game, o, "Creature")
    new = game.move(oid, to_zone, position=ev.position, replaced=True,
                    controller=ev.controller if to_zone == "battlefield" else None)
    data = {"object": oid, "card": name, "to": to_zone, "new_object": new}
    if from_zone == "battlefield":  # planes: copies — revolt reads it (engine.copies)
        data["from"] = from_zone
        if was_creature:  # schemes: "creatures died under your control this turn" (700.4)
            data["creature"] = True
        elif ev.by is not None:
            # whose spell or ability destroyed a noncreature permanent (701.7a): what "a
            # noncreature permanent … destroyed this turn by a spell or ability an opponent
            # controlled" reads (triggers._destroyed_by_opponent). Not noted for creatures,
            # which nothing reads, so their events stay as saved replays logged them.
            data["by"] = ev.by
    if to_zone == "battlefield":  # logged under the player who controls it now (110.2a)
        controller = game.objects[new].controller
    # who sees which card moved: anyone who could see it at either end (400.2)
    game.emit(ev.cause, controller, data, ev.rule,
              visible_to=move_visibility(o, game.objects.get(new)))
    if from_zone == "battlefield":
        publish(game, LEFT_BATTLEFIELD, oid, new, to_zone, was_creature)
    return new


def discard_card(game: GameState, player: int, oid: int, rule: str, at_random: bool = False) -> int:
    """A player discards a card: it goes from hand to its owner's graveyard (CR 701.8).
    Returns the card's new object id (400.7)."""
    new = next((n for fn in rule_hooks.DISCARDING if (n := fn(game, player, oid)) is not None),
               None)  # mechanics: madness exiles it instead (702.35a)
    if new is None:
        new = game.move(oid, "graveyard")
    data: dict[str, Any] = {"card": game.objects[new].card.name, "object": new}
    if at_random:
        data["random"] = True
    game.emit("discard", player, data, rule)
    from casualmagic.engine.player_triggers import card_discarded

    card_discarded(game, player)  # hook: "whenever you discard a card" (603.2)
    return new


def sacrifice(game: GameState, oid: int, rule: str = "701.17a") -> None:
    """Sacrifice: its controller moves it to its owner's graveyard (CR 701.17a)."""
    put_in_graveyard(game, oid, "sacrifice", rule)


def move_object(game: GameState, oid: int, to_zone: str, kind: str, rule: str,
                position: str = "top", controller: int | None = None) -> Any:
    """Move an object to ``to_zone`` as an effect says (replacement effects apply first);
    onto the battlefield under ``controller``'s control (None: its owner's, 110.2a).
    Returns the new object id, ``None`` or DEFERRED."""
    if to_zone == "battlefield" and game.effects and oid in game.objects \
            and game.objects[oid].zone == "exile":
        if cards_cant_enter_from_exile(game):  # hook: Bad Wolf Bay (614.17)
            game.emit("cant_enter_from_exile", game.objects[oid].controller,
                      {"card": game.objects[oid].card.name}, "614.17")
            return oid
    return happen(game, ZoneEvent(oid, to_zone, kind, rule, position, controller))


def untap(game: GameState, ids: list[int] | tuple[int, ...]) -> list[int]:
    """Untap the tapped permanents among ``ids`` (502.3, 701.21b), except one a rule
    untaps otherwise (``rule_hooks.WOULD_UNTAP``: a stun counter is removed instead,
    122.1d).  Returns those that untapped, for the caller to log with its rule."""
    untapped = []
    for oid in ids:
        o = game.objects[oid]
        if not o.tapped or rule_hooks.replaced(rule_hooks.WOULD_UNTAP, game, oid):
            continue
        game.obj_w(oid).tapped = False
        untapped.append(oid)
    return untapped


def add_counters(game: GameState, oid: int, kind: str, n: int, rule: str = "122.1",
                 *, sync: bool = False) -> Any:
    """CR 122.1: put counters on a permanent (replacement effects apply first, 614.1)."""
    if n <= 0:
        return 0
    return happen(game, CountersEvent(oid, kind, n, rule), sync=sync)


def _add_counters_now(game: GameState, ev: CountersEvent) -> int:
    """Put the counters on (none, and no event, when there are none to put: an Endless One
    cast with X = 0 enters with no counters, 107.3, 614.1c)."""
    o = game.objects.get(ev.oid)
    if o is None or o.zone != "battlefield" or ev.amount <= 0:
        return 0
    o = game.obj_w(ev.oid)
    before = o.counter(ev.kind)
    o.counters = o.with_counter(ev.kind, ev.amount)
    game.emit("counters", o.controller, {"object": ev.oid, "kind": ev.kind, "amount": ev.amount},
              ev.rule)
    if ev.kind == "lore":  # 714.2b: a Saga's chapter abilities
        from casualmagic.engine.faces import lore_counters_added

        lore_counters_added(game, ev.oid, before, before + ev.amount)
    return ev.amount


PERFORMERS[DamageEvent] = _deal_damage_now
PERFORMERS[ZoneEvent] = _move_now
PERFORMERS[CountersEvent] = _add_counters_now


# -- 'cards can't enter from exile this turn' (Bad Wolf Bay), asked by every zone move -----

def cards_cant_enter_from_exile(game: GameState) -> bool:
    """"Cards can't enter from exile this turn" (Bad Wolf Bay): is such a rule effect on?
    (A cheap ``False`` when no continuous effect exists at all.)"""
    return bool(game.effects) and bool(cont.rule_effects(game, "cant_enter_from_exile"))
