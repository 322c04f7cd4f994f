"""Exile-and-return, phasing and coin-flip instructions first needed by plane cards (planes:
vehicles/phasing/exile): "exile it. Return it to the battlefield ... at the beginning of the
next end step" (603.7 delayed triggers, 610.3), "cards can't enter from exile this turn",
"They phase out" (702.26) and "Flip a coin. If you win the flip, ..." (705)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import all_matching, objects_of, remember_it
from casualmagic.engine.effect_registry import EFFECTS, WAIT, effect
from casualmagic.engine.primitives import (
    cards_cant_enter_from_exile,
    move_object,
)

RETURN_TIMES = {"next_end_step": "the beginning of the next end step",
                "owner's_next_declare_attackers": "the beginning of its owner's next declare "
                                                  "attackers step"}
"""When :func:`_exile_and_return` may bring the card back (603.7a)."""


@effect("exile_and_return")
def _exile_and_return(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Exile [it]. Return it to the battlefield under its owner's control [tapped and
    attacking] at ``at``": the card exiled (a new object, 400.7) gets a delayed triggered
    ability (603.7a) that returns that card (603.7c) — nothing returns if it left exile or
    was a token (111.8)."""
    from casualmagic.engine.triggers import add_delayed

    when = eff.get("at", "next_end_step")
    if when not in RETURN_TIMES:
        raise ValueError(f"unknown return time {when!r}")
    exiled = []
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        owner, name, token = o.owner, o.card.name, o.card.is_token
        new = move_object(game, oid, "exile", "exile", "406.3")
        if not isinstance(new, int) or game.objects.get(new) is None \
                or game.objects[new].zone != "exile" or token:
            continue
        exiled.append(new)
        args = (("tapped", bool(eff.get("tapped", False))),
                ("attacking", bool(eff.get("attacking", False))), ("what", "it"))
        ability = TriggeredAbility(
            "end_step" if when == "next_end_step" else "declare_attackers",
            (Effect("return_from_exile", args),), (), None,
            f"Return {name} to the battlefield under its owner's control at {RETURN_TIMES[when]}.")
        key = when if when == "next_end_step" else f"{owner}'s_next_declare_attackers"
        add_delayed(game, key, obj.card, ability, obj.controller, new)
        game.emit("delayed_trigger", obj.controller, {"card": name, "when": when}, "603.7a")
    remember_it(game, obj, exiled)
    return None


@effect("return_from_exile")
def _return_from_exile(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """Return the exiled card "it" to the battlefield under its owner's control (610.3),
    ``tapped`` and ``attacking`` if told: attacking a player its owner chooses among those
    it could attack (508.4; the first such player in turn order when no combat is going on
    it stays out of combat, 508.4a).  Not while cards can't enter from exile."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.combat import attack_targets, put_into_combat_attacking
    ids = [i for i in objects_of(game, obj, "it") if game.objects[i].zone == "exile"]
    if sub is not None:  # the owner chose the player it attacks
        _enter_attacking(game, sub, answer)
        return None
    for oid in ids:
        if cards_cant_enter_from_exile(game):
            game.emit("cant_enter_from_exile", obj.controller,
                      {"card": game.objects[oid].card.name}, "614.17")
            continue
        new = move_object(game, oid, "battlefield", "return", "610.3")
        if not isinstance(new, int) or game.objects.get(new) is None \
                or game.objects[new].zone != "battlefield":
            continue
        o = game.obj_w(new)
        o.controller = o.owner
        o.tapped = bool(eff.get("tapped", False)) or o.tapped
        publish(game, ENTERED, new)
        if eff.get("attacking") and game.combat is not None and game.active == o.owner:
            options = [("attack", new, *ref) for ref in attack_targets(game, new)]
            if len(options) > 1:
                ask(game, o.owner, "attack_target", options, "508.4", ("resolve", obj.id, at,
                                                                      new),
                    f"Which player or planeswalker does {o.card.name} attack?")
                return WAIT
            if options:
                put_into_combat_attacking(game, new, (options[0][2], options[0][3]))
    return None


def _enter_attacking(game: GameState, oid: int, answer: Any) -> None:
    """Put ``oid`` into combat attacking the player or planeswalker ``answer`` names."""
    from casualmagic.engine.combat import put_into_combat_attacking

    if answer and answer[0] == "attack" and game.objects.get(oid) is not None:
        put_into_combat_attacking(game, oid, (answer[2], answer[3]))


@effect("cards_cant_enter_from_exile")
def _cards_cant_enter_from_exile(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Cards can't enter from exile this turn": a rule effect (614.17 — a "can't" that
    stops the event) for ``duration``, consulted when an effect would put a card from exile
    onto the battlefield."""
    add_effect(game, ContinuousEffect("rules", "cant_enter_from_exile", (), next_timestamp(game),
                                      obj.id, obj.controller, (), None,
                                      eff.get("duration", "end_of_turn"), "614.17",
                                      turn=game.turn))
    game.emit("cant_enter_from_exile_this_turn", obj.controller, {"card": obj.card.name},
              "614.17")
    return None


@effect("phase_out")
def _phase_out(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"[Untap all creatures.] They phase out until a player planeswalks" (702.26a): the
    objects ``what`` names (a target index) or every permanent matching ``filter``; with
    ``untap`` they untap first (701.21b)."""
    from casualmagic.mechanics.phasing import phase_out

    what = eff.get("what")
    ids = objects_of(game, obj, what) if what is not None else \
        list(all_matching(game, obj, eff.get("filter", "creature")))
    ids = [i for i in ids if game.objects[i].zone == "battlefield" and i in game.battlefield]
    if eff.get("untap"):
        untapped = [i for i in ids if game.objects[i].tapped]
        for oid in untapped:
            game.obj_w(oid).tapped = False
        if untapped:
            game.emit("untap", obj.controller, {"objects": untapped}, "701.21b")
    phase_out(game, ids, eff.get("until", "until_planeswalk"))
    return None


@effect("flip_coin")
def _flip_coin(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Flip a coin. If you win the flip, [``effects``]" (705.1, 705.2): won or lost with the
    game's RNG; the ``effects`` (ones that need no decision) follow at once when won."""
    won = game.random_below(2) == 0
    game.emit("coin_flip", obj.controller, {"player": game.players[obj.controller].name,
                                            "won": won}, "705.1")
    if won:
        for step in eff.get("effects", ()):
            EFFECTS[step.op](game, obj, step, None, None, at)
    return None
