"""Effect ops that change the turn structure (CR 500.7–500.8, 701.21, 721.1, 101.4):
"take an extra turn after this one", "there is an additional combat phase after this phase,
followed by an additional main phase", "untap all creatures that attacked this turn",
"reverse the game's turn order" and "end the turn".  The rules themselves are functions of
:mod:`casualmagic.engine.turn`; these ops only say who and what.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import all_matching, players_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import untap


def _turn():  # type: ignore[no-untyped-def]
    """engine.turn imports the effects package (through combat): import it late."""
    from casualmagic.engine import turn

    return turn


@effect("extra_turn")
def _extra_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Take an extra turn after this one" (500.7); ``who`` as for other ops (APNAP order)."""
    _turn().add_extra_turns(game, players_of(game, obj, eff.get("who")))
    return None


@effect("additional_phases")
def _additional_phases(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"There is an additional combat phase after this phase, followed by an additional main
    phase" (500.8): ``phases`` names them in order (``beginning``, ``combat``, ``main``,
    ``ending``).  500.10a: "you get" phases only on its controller's (team's) turn."""
    if eff.get("yours") and _turn().turn_taker(game, obj.controller) != _turn().turn_taker(
            game, game.active):
        return None
    _turn().add_phases(game, tuple(eff.get("phases", ())))
    return None


@effect("untap_all")
def _untap_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Untap all permanents you control" / "untap each creature you control" (701.21b);
    with ``attacked_this_turn``: "untap all creatures that attacked this turn" (508.1)."""
    ids = all_matching(game, obj, eff.get("filter", "permanent"), eff.get("player"))
    if eff.get("attacked_this_turn"):
        attacked = set(_turn().attacked_this_turn(game))
        ids = [i for i in ids if i in attacked]
    untapped = untap(game, ids)  # a stun counter may be removed instead (122.1d)
    if untapped:
        game.emit("untap", obj.controller, {"objects": untapped}, "701.21b")
    return None


@effect("reverse_turn_order")
def _reverse_turn_order(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Reverse the game's turn order" (101.4)."""
    _turn().reverse_turn_order(game)
    return None


@effect("end_the_turn")
def _end_the_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"End the turn" (721.1); the resolving object is exiled with the rest of the stack."""
    _turn().end_the_turn(game)
    return None


@effect("skip_next")
def _skip_next(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"[Player] skips their next [untap step / combat phase / turn]" (614.10): a one-shot
    skip effect for each named player; ``step`` is a step name (``untap``, ``upkeep``,
    ``draw``, ``end``...), a phase name (``beginning``, ``main``, ``combat``, ``ending``)
    or ``turn``.  Two such effects skip the next two occurrences (614.10a)."""
    from casualmagic.engine.continuous import next_timestamp
    from casualmagic.engine.replacement import Replacement, add_replacement

    name = eff.get("step")
    for p in players_of(game, obj, eff.get("who")):
        ts = next_timestamp(game)
        add_replacement(game, Replacement(("skip_next", ts), "skip_step",
                                          (("step", name), ("who", "you")), obj.id, p, ts,
                                          uses=1, rule="614.10"))
        game.emit("skip_next", p, {"player": game.players[p].name, "step": name}, "614.10")
    return None
