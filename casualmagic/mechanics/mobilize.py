"""Mobilize (Tarkir: Dragonstorm, newer than the Comprehensive Rules of 2025-02-07 this project
follows; read from its reminder text): "Mobilize N" means "Whenever this creature attacks,
create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the
beginning of the next end step."  It triggers as attackers are declared (508.1m:
``rule_hooks.NUMBERED_ATTACK_TRIGGERS``); each token is put onto the battlefield attacking, its
controller choosing the player or planeswalker it attacks (508.4; it was never declared as
an attacker, 508.4c), and gets a delayed sacrifice trigger (603.7)."""

from __future__ import annotations

from functools import cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.combat import attack_targets, put_into_combat_attacking
from casualmagic.engine.effect_registry import EFFECTS, WAIT, effect
from casualmagic.engine.triggers import add_delayed
from casualmagic.mechanics.encore import sacrifice_at_end_step

WARRIOR = (("name", "Warrior"), ("types", "Creature — Warrior"), ("colors", "R"),
           ("power", 1), ("toughness", 1), ("tapped", True))
"""The tokens mobilize creates (111.4)."""


@cache
def mobilize_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Mobilize N" stands for."""
    tokens = "a tapped and attacking 1/1 red Warrior creature token" if n == 1 else \
        f"{n} tapped and attacking 1/1 red Warrior creature tokens"
    return TriggeredAbility("attacks", (Effect("mobilize", (("amount", n),)),), (), None,
                            f"Mobilize {n} (Whenever this creature attacks, create {tokens}. "
                            f"Sacrifice {'it' if n == 1 else 'them'} at the beginning of the "
                            "next end step.)")


@effect("mobilize")
def _mobilize(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """Create the Warriors tapped, put each into combat attacking the player or planeswalker
    its controller chooses (508.4), and sacrifice them at the next end step (603.7)."""
    if sub is None:
        before = set(game.battlefield)
        EFFECTS["create_token"](game, obj, Effect("create_token", (
            *WARRIOR, ("amount", int(eff.get("amount", 1))))), None, None, at)
        made = tuple(i for i in game.battlefield if i not in before)
        for tok in made:
            add_delayed(game, "next_end_step", obj.card, sacrifice_at_end_step(),
                        obj.controller, tok)
        game.emit("mobilize", obj.controller, {"objects": list(made)}, "508.4")
        todo = made
    else:
        todo = sub
        if answer is not None and answer[0] == "attack" and todo[0] in game.objects:
            put_into_combat_attacking(game, todo[0], (answer[2], answer[3]))
        todo = todo[1:]
    for i, tok in enumerate(todo):
        if game.combat is None or tok not in game.objects:
            continue
        options = [("attack", tok, *ref) for ref in attack_targets(game, tok)]
        if len(options) > 1:
            ask(game, obj.controller, "attack_target", options, "508.4",
                ("resolve", obj.id, at, todo[i:]),
                "Which player or planeswalker does this Warrior attack?")
            return WAIT
        if options:
            put_into_combat_attacking(game, tok, (options[0][2], options[0][3]))
    return None


rule_hooks.NUMBERED_ATTACK_TRIGGERS["Mobilize"] = mobilize_ability
