"""Mass effects with a rider (compiler/sweepers.py, compiler/target_controller.py):
"Destroy all creatures with power greater than target creature's power" (701.7a, 608.2h),
"Each creature deals 1 damage to its controller" (120.3) and "Its controller manifests the
top card of their library" (701.34a), "Each player loses life equal to the number of creatures
they controlled that were destroyed this way" (119.3)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.effect_refs import (
    DESTROYED,
    all_matching,
    amount_of,
    in_range,
    objects_of,
    players_of,
)
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import deal_damage, destroy, lose_life
from casualmagic.mechanics.manifest import manifest


@effect("destroy_all_power_above")
def _destroy_all_power_above(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Destroy all creatures with power greater than target creature's power" (701.7a): the
    target's power is read as the spell resolves (608.2h); every creature of ``filter`` with
    a greater power is destroyed at once (608.2c) — the target itself never is."""
    target = objects_of(game, obj, eff.get("than"))
    if not target:
        return None  # 608.2b: an illegal target; the spell's only target, so it never gets here
    power = cont.power(game, game.objects[target[0]])
    ids = [oid for oid in all_matching(game, obj, eff.get("filter"))
           if cont.power(game, game.objects[oid]) > power]
    for oid in ids:
        destroy(game, oid, "701.7a", by=obj.controller)
    w = game.obj_w(obj.id)  # "… destroyed this way" (107.3a, 608.2c)
    w.info = (*(kv for kv in w.info if kv[0] != DESTROYED),
              (DESTROYED, tuple(i for i in ids if i not in game.battlefield)))
    return None


@effect("each_deals_damage_to_controller")
def _each_deals_damage_to_controller(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Each creature deals 1 damage to its controller": each permanent of ``filter`` is the
    source of the damage it deals (120.3; its lifelink, deathtouch or infect apply, 702.15b,
    702.90b), to the player who controls it as the effect happens."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in all_matching(game, obj, eff.get("filter")):
        o = game.objects.get(oid)
        if o is not None and o.zone == "battlefield":
            deal_damage(game, o, ("player", o.controller), n, "120.3")
    return None


@effect("manifest_top")
def _manifest_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Its controller manifests the top card of their library" (701.34a): each player
    ``who`` names turns their library's top card face down onto the battlefield as a 2/2
    creature (nothing happens for a player whose library is empty)."""
    for p in players_of(game, obj, eff.get("who")):
        library = game.players[p].library
        if library:
            manifest(game, p, library[0], "701.34a")
    return None


@effect("destroy_each_of_damaged_players")
def _destroy_each_of_damaged_players(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Destroy each nonland permanent with mana value X whose controller was dealt combat
    damage by this creature this turn" (Steel Hellkite; 701.7a, 510.2): the players this
    object (the ability's source, 400.7: as it is now, not an earlier object of its card)
    dealt combat damage this turn are read from the turn's damage events; every permanent of
    ``filter`` one of them controls with mana value ``mana_value`` is destroyed at once."""
    from casualmagic.engine.effect_refs import source_id

    src = source_id(obj)
    damaged = {ev.data["to_player"] for ev in game.events_this_turn()
               if ev.kind == "damage" and ev.data.get("combat") and "to_player" in ev.data
               and ev.data.get("source_id") == src}
    value = amount_of(game, obj, eff.get("mana_value"))
    ids = [i for i in all_matching(game, obj, eff.get("filter"))
           if game.objects[i].controller in damaged
           and game.objects[i].card.mana_value == value]  # 202.3
    for oid in ids:
        destroy(game, oid, "701.7a")
    return None


@effect("damage_each_player_and_creatures_by_count")
def _damage_each_player_and_creatures_by_count(game: GameState, obj: GameObject, eff: Effect,
                                               sub: Any, answer: Any, at: int) -> Any:
    """"For each player, Incite Rebellion deals damage to that player and each creature that
    player controls equal to the number of creatures they control" (120.3): every count is
    taken first (608.2h), then the damage is dealt, player by player in APNAP order (101.4;
    no state-based action is checked in between, 704.3)."""
    players = players_of(game, obj, "each player")
    creatures = {p: [i for i in game.battlefield if game.objects[i].controller == p
                     and cont.is_type(game, game.objects[i], "Creature")] for p in players}
    for p in players:
        n = len(creatures[p])
        if n <= 0:
            continue
        deal_damage(game, obj, ("player", p), n)
        for oid in creatures[p]:
            if oid in game.battlefield:
                deal_damage(game, obj, ("object", oid), n)
    return None


@effect("exile_graveyard_sacrifice_then_return")
def _exile_graveyard_sacrifice_then_return(game: GameState, obj: GameObject, eff: Effect,
                                           sub: Any, answer: Any, at: int) -> Any:
    """"Each player exiles all artifact cards from their graveyard, then sacrifices all
    artifacts they control, then puts all cards they exiled this way onto the battlefield"
    (Scrap Mastery; 406.1, 701.17a, 400.7): each step is done by every player at once, in
    that order (608.2c); the cards come back under the control of the player who exiled
    them (110.2a). A card a replacement effect sent elsewhere instead was not exiled this
    way."""
    from casualmagic.engine.effect_refs import in_range
    from casualmagic.engine.primitives import move_object, sacrifice
    from casualmagic.engine.targets import card_filter, card_fits

    kind = eff.get("filter", "artifact")
    players = in_range(game, obj, game.in_turn_order(game.active))
    wanted = card_filter(f"{kind} card")
    exiled: list[tuple[int, int]] = []
    for p in players:
        for cid in list(game.players[p].graveyard):
            if card_fits(game.objects[cid].card, wanted):
                new = move_object(game, cid, "exile", "exile", "406.1")
                if isinstance(new, int) and new in game.objects \
                        and game.objects[new].zone == "exile":
                    exiled.append((p, new))
    for oid in [i for i in game.battlefield if game.objects[i].controller in players
                and cont.is_type(game, game.objects[i], kind.capitalize())]:
        sacrifice(game, oid, "701.17a")
    for p, oid in exiled:
        if oid in game.objects and game.objects[oid].zone == "exile":
            move_object(game, oid, "battlefield", "put_onto_battlefield", "110.2a", controller=p)
    return None


@effect("swap_with_graveyard_card")
def _swap_with_graveyard_card(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"If both targets are still legal as this ability resolves, that player simultaneously
    sacrifices the artifact and returns the artifact card to the battlefield." (Goblin
    Welder; 608.2b, 701.17a): with both targets legal, the permanent ``what`` is sacrificed
    and the card ``card`` put onto the battlefield under its owner's control at once (the
    abilities that trigger on either see both, 603.2); with either illegal, neither
    happens."""
    from casualmagic.engine.effect_refs import legal_refs
    from casualmagic.engine.primitives import move_object, sacrifice

    gone = [i for k, i in legal_refs(obj, eff.get("what", 0)) if k == "object"]
    back = [i for k, i in legal_refs(obj, eff.get("card", 1)) if k == "object"]
    if not gone or not back or gone[0] not in game.battlefield:
        return None
    card = game.objects.get(back[0])
    if card is None or card.zone != "graveyard":
        return None
    sacrifice(game, gone[0], "701.17a")
    move_object(game, back[0], "battlefield", "put_onto_battlefield", "701.17a")
    return None


@effect("each_player_loses_per_destroyed")
def _each_player_loses_per_destroyed(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Each player loses life equal to the number of creatures they controlled that were
    destroyed this way" (Deadly Tempest): what the "destroy all" before it destroyed (608.2c),
    counted by each object's controller as it last existed on the battlefield (608.2h); the
    players lose that life at once, in turn order (101.4)."""
    gone = [game.last_known_object(i) for i in obj.get_info(DESTROYED) or ()]
    for p in in_range(game, obj, game.in_turn_order(game.active)):
        lose_life(game, p, sum(1 for o in gone if o is not None and o.controller == p), "119.3")
    return None
