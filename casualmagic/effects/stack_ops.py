"""Effects on the stack: countering (CR 701.5), "unless pays" (118.12), copying spells (707.10)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.cards.vocabulary import CANT_BE_COUNTERED
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.casting import PAID_COSTS
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import move_object


@effect("counter_spell")
def _counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.5a: a countered spell is put into its owner's graveyard."""
    for oid in objects_of(game, obj, eff.get("what")):
        counter_now(game, obj, oid)
    return None


@effect("counter_unless_pays")
def _counter_unless(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Counter target spell unless its controller pays {3}" (CR 701.5a, 118.12): the
    spell's controller chooses whether to pay; ward (702.21a) is the same instruction."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan
    from casualmagic.engine.primitives import lose_life

    victims = [i for i in objects_of(game, obj, eff.get("what")) if game.objects[i].zone == "stack"]
    if not victims:
        return None
    victim = game.objects[victims[0]]
    payer = victim.controller
    cost = parse_cost(eff.get("cost", ""))
    life = eff.get("life", 0)
    if answer is not None:
        if answer[0] == "pay":
            apply_plan(game, payer, sub[answer[1]], cost, 0, None)
            game.emit("pay_unless", payer, {"card": victim.card.name, "cost": str(cost)}, "118.12")
            return None
        if answer[0] == "pay_life":
            lose_life(game, payer, life, "119.4")
            game.emit("pay_unless", payer, {"card": victim.card.name, "life": life}, "118.12")
            return None
        counter_now(game, obj, victims[0])
        return None
    options: list[tuple] = [("decline",)]
    plans: tuple = ()
    if life:
        if game.players[payer].life >= life:  # 119.4: only a life total at least that high
            options.insert(0, ("pay_life", life))
    else:
        plans = tuple(mp.payment_plans(game, payer, cost))
        options[:0] = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
    what = f"{life} life" if life else str(cost)
    ask(game, payer, "pay_unless", options, "118.12", ("resolve", obj.id, at, plans),
        f"Pay {what}, or {victim.card.name} is countered")
    return WAIT


def counter_now(game: GameState, obj: GameObject, oid: int) -> None:
    target = game.objects[oid]
    if target.kind == "spell" and CANT_BE_COUNTERED in target.card.keywords:
        # 101.2: "This spell can't be countered" beats the instruction to counter it
        game.emit("not_countered", obj.controller, {"object": oid, "card": target.card.name},
                  "101.2")
        return
    if target.kind == "ability":
        game.cease_to_exist(oid)
        game.emit("counter", obj.controller, {"object": oid, "card": target.card.name}, "701.5a")
    elif target.is_copy:
        game.cease_to_exist(oid)  # 707.10a
        game.emit("counter", obj.controller, {"object": oid, "card": target.card.name}, "701.5a")
    else:
        from casualmagic.engine.stack import leaves_stack_to

        move_object(game, oid, leaves_stack_to(target, "graveyard"), "counter", "701.5a")


@effect("copy_spell")
@effect("copy_spell_for")
def _copy_spell(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Copy target instant or sorcery spell. You may choose new targets for the copy."
    The copy is created on the stack under this ability's controller with the original's
    copiable values and choices — mode, X, kicked, targets (707.10); it isn't cast (707.10c).
    ``copy_spell_for`` names who copies it (``who``, e.g. "controller of it": "that player
    copies it"); the copy is theirs and they choose its new targets (707.10c)."""
    from casualmagic.engine.effect_refs import players_of

    copier = obj.controller
    if sub is not None and sub[0] in game.objects:
        copier = game.objects[sub[0]].controller  # choosing the copy's new targets (707.10c)
    elif eff.get("who") is not None:
        named = players_of(game, obj, eff.get("who"))
        if not named:
            return None
        copier = named[0]
    return _copy_for(game, obj, eff, sub, answer, at, copier)


def _copy_for(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int,
              copier: int) -> Any:
    """Copy the spell ``what`` names for ``copier`` and let them choose new targets."""
    from casualmagic.engine.targets import legal_targets

    if sub is None:
        ids = [i for i in objects_of(game, obj, eff.get("what")) if game.objects[i].zone == "stack"]
        if not ids:
            return None
        original = game.objects[ids[0]]
        copy = game.new_object(original.card, -1, copier, "stack", "spell")
        copy.controller = copier
        copy.is_copy = True
        copy.targets = original.targets
        copy.x = original.x
        copy.info = tuple(kv for kv in original.info if kv[0] in ("mode", "alt", *PAID_COSTS))
        game.stack = (*game.stack, copy.id)
        game.emit("copy_spell", copier, {"object": copy.id, "card": copy.card.name,
                                         "of": original.id}, "707.10")
        sub = (copy.id, 0)
    copy_id, spec_i = sub
    copy = game.objects[copy_id]
    if answer is not None:
        if answer[0] == "target":
            targets = list(copy.targets)
            targets[spec_i] = ((answer[1], answer[2]),)
            game.obj_w(copy_id).targets = tuple(targets)
        spec_i += 1
    if not eff.get("new_targets", True):
        return None
    spell = copy.card.spell_for(copy.get_info("mode"), copy.get_info("alt"))
    specs = spell.targets if spell else ()
    # 707.10c: new targets may be chosen, one-target specs only, else the copy keeps them
    while spec_i < len(specs) and (specs[spec_i].count != 1 or spec_i >= len(copy.targets)):
        spec_i += 1
    if spec_i >= len(specs):
        return None
    current = copy.targets[spec_i]
    refs = [r for r in legal_targets(game, specs[spec_i], copier, copy_id)
            if (r,) != current]
    if not refs:
        return None
    options = [("keep",), *(("target", *r) for r in refs)]
    ask(game, copier, "target", options, "707.10c", ("resolve", obj.id, at, (copy_id, spec_i)),
        f"Choose a new target for the copy of {copy.card.name}?")
    return WAIT


@effect("flip_coin_or_counter")
def _flip_coin_or_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"That player flips a coin. If the player loses the flip, counter that spell"
    (705.1, 701.5a): the flip is won or lost at random with the game's RNG (705.2)."""
    from casualmagic.engine.effect_refs import players_of

    flipper = (players_of(game, obj, eff.get("who")) or [obj.controller])[0]
    won = game.random_below(2) == 0
    game.emit("coin_flip", flipper, {"player": game.players[flipper].name, "won": won}, "705.1")
    if not won:
        for oid in objects_of(game, obj, eff.get("what")):
            if game.objects[oid].zone == "stack":
                counter_now(game, obj, oid)
    return None


@effect("demonstrate_copy")
def _demonstrate_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """Demonstrate's second copy (702.144a): the spell's controller ("controller of it")
    chooses an opponent, who also copies it and may choose new targets (707.10c)."""
    from casualmagic.engine.effect_refs import players_of

    if sub is not None and sub != ("choose",):
        return _copy_spell(game, obj, eff, sub, answer, at)
    if sub is None:
        casters = players_of(game, obj, "controller of it")
        if not casters:
            return None
        opponents = game.opponents(casters[0])
        if not opponents:
            return None
        if len(opponents) > 1:
            ask(game, casters[0], "choose", [("player", p) for p in opponents], "702.144a",
                ("resolve", obj.id, at, ("choose",)), "Choose an opponent to also copy it")
            return WAIT
        chosen = opponents[0]
    else:
        chosen = answer[1]
    game.emit("demonstrate", chosen, {"player": game.players[chosen].name}, "702.144a")
    return _copy_for(game, obj, eff, None, None, at, chosen)
