"""Tapping any number of one's permanents as an instruction, the number tapped becoming the
ability's X, and damage to what the source is attacking: "Whenever this creature attacks,
you may tap X untapped Myr you control. If you do, this creature gets +X/+0 until end of
turn and deals X damage to the player or planeswalker it's attacking." (Myr Battlesphere;
701.26a, 107.3, 506.4, 508.1)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.cost_changes import can_become_tapped
from casualmagic.engine.effect_refs import all_matching, amount_of, source_id
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import deal_damage


@effect("tap_any_number_for_x")
def _tap_any_number_for_x(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"You may tap X untapped Myr you control" (701.26a, 107.3): the controller taps the
    permanents of ``filter`` one at a time and stops when they like (tapping none is X = 0);
    the number tapped is the X of the rest of the ability."""
    tapped = 0 if sub is None else sub
    if answer is not None:
        if answer[0] != "tap":
            game.obj_w(obj.id).x = tapped
            return None
        game.obj_w(answer[1]).tapped = True
        game.emit("tap", obj.controller, {"object": answer[1]}, "701.26a")
        tapped += 1
    options = [i for i in all_matching(game, obj, eff.get("filter"))
               if not game.objects[i].tapped and can_become_tapped(game, game.objects[i])]
    if not options:
        game.obj_w(obj.id).x = tapped
        return None
    ask(game, obj.controller, "choose", [("tap", i) for i in options] + [("done",)],
        "701.26a", ("resolve", obj.id, at, tapped),
        f"Tap another {eff.get('filter')} (X = {tapped} so far)?")
    return WAIT


@effect("damage_what_it_attacks")
def _damage_what_it_attacks(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"[This creature] deals X damage to the player or planeswalker it's attacking" (120.3,
    508.1): the source deals the damage to what it attacks as the ability resolves; a source
    no longer attacking (506.4) attacks nothing and deals none."""
    src = source_id(obj)
    combat = game.combat
    ref = combat.defender_of(src) if combat is not None and src is not None else None
    source = game.objects.get(src) if src is not None else None
    if ref is None or source is None:
        return None
    deal_damage(game, source, ref, amount_of(game, obj, eff.get("amount")), "120.3")
    return None
