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
        destroy(game, oid, "701.7a")
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
