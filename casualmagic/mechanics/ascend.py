"""Ascend (CR 702.131): the city's blessing from controlling ten or more permanents, checked
as the state-based actions are (702.131b); the blessing itself is a designation
(:func:`casualmagic.engine.designations.give_citys_blessing`, 702.131c)."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.designations import give_citys_blessing


def ascend_from_permanents(game: GameState) -> bool:
    """Ascend on a permanent (702.131b, checked with the state-based actions): "Any time you
    control ten or more permanents and you don't have the city's blessing, you get the
    city's blessing for the rest of the game"."""
    if len(game.battlefield) < 10:
        return False  # nobody controls ten permanents (the usual case, checked cheaply)
    objs = game.objects
    acted = False
    for player in {objs[i].controller for i in game.battlefield
                   if "Ascend" in objs[i].card.keywords}:
        mine = game.permanents(player)
        if len(mine) >= 10 and any(cont.has_keyword(game, o, "Ascend") for o in mine):
            acted = give_citys_blessing(game, player, "702.131b") or acted
    return acted



rule_hooks.STATE_BASED_ACTIONS.append(ascend_from_permanents)
