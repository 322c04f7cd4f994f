"""Riot (CR 702.136): "You may have this permanent enter with an additional +1/+1 counter on
it. If you don't, it gains haste" (702.136a), a replacement effect with a choice made as the
permanent enters (614.1c, 614.12a): an as-enters choice of ``engine.entering_choices``
(:func:`~casualmagic.engine.entering_choices.register_keyword_choice`), asked for a
permanent that has riot as it enters — printed, or granted by another permanent (614.12) —
however it enters, and carried out as it enters: the counter is on it, or it has haste, when
its "enters" abilities trigger.  Multiple instances work separately (702.136b): one choice
for each instance it has (``continuous.keyword_instances``)."""

from __future__ import annotations

from typing import Any

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.entering_choices import Chooser, register_keyword_choice
from casualmagic.engine.replacement import CountersEvent, happen

RIOT = "Riot"


def _options(game: GameState, obj: GameObject, player: int, args: dict[str, Any]) -> list[tuple]:
    return [("counter",), ("haste",)]


def _apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    """A +1/+1 counter as it enters, or haste (702.136a)."""
    o = game.objects[oid]
    if answer == ("counter",):
        happen(game, CountersEvent(oid, "+1/+1", 1, "702.136a"), sync=True)
    else:
        add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),),
                                          next_timestamp(game), oid, o.controller, (oid,), None,
                                          "permanent", "702.136a"))
    game.emit("riot", o.controller, {"object": oid, "card": o.card.name,
                                     "chose": answer[0]}, "702.136a")


register_keyword_choice(RIOT, Chooser(
    _options, _apply, "702.136a", "Riot: {card} enters with a +1/+1 counter, or gains haste?"))
