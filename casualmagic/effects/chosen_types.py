"""A creature type chosen as a spell resolves (205.3m, 608.2d): "Choose a creature type. Draw a
card for each permanent you control of that type." (Distant Melody; compiler/chosen_type.py)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.chosen_types import creature_type_options
from casualmagic.engine.effect_refs import all_matching
from casualmagic.engine.effect_registry import WAIT, effect


@effect("choose_creature_type_draw")
def _choose_creature_type_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Choose a creature type. Draw a card for each permanent you control of that type."
    (205.3m, 121.2): the controller chooses any creature type as the spell resolves (a
    Decision over every creature type, theirs first); they draw one card for each permanent
    of ``filter`` with that subtype (a changeling has every creature type, 702.73a)."""
    from casualmagic.engine.turn import draw_cards

    phrase = eff.get("filter", "permanent you control")
    if answer is None:
        ask(game, obj.controller, "choose", creature_type_options(
            game, all_matching(game, obj, phrase)), "205.3m", ("resolve", obj.id, at, None),
            "Choose a creature type")
        return WAIT
    chosen = answer[1]
    game.emit("choose_creature_type", obj.controller, {"type": chosen}, "205.3m")
    n = sum(1 for oid in all_matching(game, obj, phrase)
            if cont.has_subtype(game, game.objects[oid], chosen))
    if n:
        draw_cards(game, obj.controller, n, "121.2")
    return None
