"""Ops first needed by planes of the "types, text, colours and player choices" area:
devotion mana (Nyx, 700.5), named choices each player makes (Two Streams Facility, 608.2d)
and speed (Ghirapur Grand Prix; see :mod:`casualmagic.mechanics.speed`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.flow import ask
from casualmagic.engine.effect_refs import objects_of, players_of
from casualmagic.engine.effect_registry import WAIT, effect

if TYPE_CHECKING:
    from casualmagic.cards.model import Effect
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@effect("add_mana_for_devotion")
def _add_mana_for_devotion(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that
    color" (105.1, 700.5, 106.3)."""
    from casualmagic.effects.casting_grants import devotion
    from casualmagic.engine.mana_payment import add_mana

    if answer is None:
        ask(game, obj.controller, "choose", [("color", c) for c in "WUBRG"], "105.1",
            ("resolve", obj.id, at, 0), "Choose a color")
        return WAIT
    color = answer[1]
    n = devotion(game, obj.controller, color)
    game.emit("choose_color", obj.controller, {"color": color, "devotion": n}, "700.5")
    if n > 0:
        add_mana(game, obj.controller, color, n)
        game.emit("add_mana", obj.controller, {"mana": color * n}, "106.3")
    return None


@effect("each_player_chooses")
def _each_player_chooses(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                         answer: Any, at: int) -> Any:
    """"Each player chooses green anchor or red waterfall": in turn order from the active
    player (101.4), each player chooses one of ``options``; what each last chose is kept
    (:mod:`casualmagic.engine.player_choices`)."""
    from casualmagic.engine.player_choices import set_choice

    options = tuple(eff.get("options"))
    if answer is None:
        todo = tuple(players_of(game, obj, eff.get("who", "each player")))
    else:
        todo = sub
        set_choice(game, todo[0], options, answer[1])
        todo = todo[1:]
    if not todo:
        return None
    ask(game, todo[0], "choose", [("option", o) for o in options], "608.2d",
        ("resolve", obj.id, at, todo), f"Choose {' or '.join(options)}")
    return WAIT


@effect("switch_choices")
def _switch_choices(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Each player who last chose green anchor chooses red waterfall, and vice versa":
    every player whose last choice was one of the two ``options`` now has the other."""
    from casualmagic.engine.player_choices import last_choice, set_choice

    options = tuple(eff.get("options"))
    first, second = options
    for p in game.in_turn_order(game.active):
        now = last_choice(game, p, options)
        if now in options:
            set_choice(game, p, options, second if now == first else first)
    return None


@effect("start_engines")
def _start_engines(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"All players start their engines!": each player without speed gets speed 1
    (:func:`casualmagic.mechanics.speed.start_engines`)."""
    from casualmagic.mechanics.speed import start_engines

    for p in players_of(game, obj, eff.get("who", "you")):
        start_engines(game, p)
    return None


@effect("add_counters_equal_to_speed")
def _add_counters_equal_to_speed(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Put X +1/+1 counters on target creature you control, where X is your speed"
    (122.1; speed: :mod:`casualmagic.mechanics.speed`)."""
    from casualmagic.engine.primitives import add_counters
    from casualmagic.mechanics.speed import speed

    n = speed(game, obj.controller)
    if n <= 0:
        return None
    for oid in objects_of(game, obj, eff.get("what", 0)):
        add_counters(game, oid, eff.get("kind", "+1/+1"), n, "122.1")
    return None


@effect("fastest_players_create_tokens")
def _fastest_players_create(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Each player with the highest speed among players creates three Treasure tokens"
    (111.10a; speed: :mod:`casualmagic.mechanics.speed`)."""
    from casualmagic.effects.tokens import create_predefined
    from casualmagic.mechanics.speed import fastest

    n = int(eff.get("amount", 1))
    for p in fastest(game):
        create_predefined(game, obj, eff.get("kind"), p, n)
    return None
