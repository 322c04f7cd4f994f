"""Ops first needed by the last Planechase Anthology planes (CR 311, 901): a lasting
"until end of turn, whenever you tap a land for mana" mana ability (605.1b, 611.2a), ..."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.registry import effect
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


@effect("extra_mana_when_tapped_this_turn")
def _extra_mana_this_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"Until end of turn, whenever you tap a land for mana, add one mana of any type that
    land produced" (Selesnya Loft Gardens): a triggered mana ability a resolving ability
    creates for the turn (611.2a, 605.1b, 106.12a), kept as a lasting casting rule."""
    from casualmagic.engine.casting_rules import add_lasting

    args = {"filter": eff.get("filter", "land"), "who": eff.get("who", "you")}
    add_lasting(game, "extra_mana_when_tapped", args, obj.controller, "end_of_turn")
    game.emit("extra_mana_when_tapped", obj.controller,
              {"filter": args["filter"], "duration": "end_of_turn"}, "605.1b")
    return None
