"""Riot (CR 702.136): "You may have this permanent enter with an additional +1/+1 counter on
it. If you don't, it gains haste" (702.136a), a replacement effect applied as the permanent
enters (614.1c, 614.12: ``rule_hooks.AS_IT_ENTERS``, with abilities other permanents grant it
counted).  Its controller chooses as it enters: the choice is the next task, asked before
anything else happens (as a colour chosen as a land enters, 614.12a).  Multiple instances
work separately (702.136b); an object's keyword set holds one."""

from __future__ import annotations

from typing import Any

from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.replacement import CountersEvent, happen

RIOT = "Riot"


def riot_as_it_enters(game: GameState, oid: int) -> None:
    """A permanent with riot is entering: ask its controller (702.136a)."""
    o = game.objects[oid]
    if RIOT in o.card.keywords or not cont.is_plain(game, o):
        push(game, ("riot_choice", oid))  # a granted riot is judged there, once the
        # characteristics of the board with this permanent on it are known (613)


@handler("riot_choice")
def _riot_choice(game: GameState, task: tuple, answer: Any) -> None:
    """A +1/+1 counter, or haste (702.136a)."""
    oid = task[1]
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    if answer is None:
        if not cont.has_keyword(game, o, RIOT):
            return
        ask(game, o.controller, "choose", [("counter",), ("haste",)], "702.136a", task,
            f"Riot: {o.card.name} enters with a +1/+1 counter, or gains haste?")
        return
    if answer == ("counter",):
        happen(game, CountersEvent(oid, "+1/+1", 1, "702.136a"), sync=True)
    else:
        add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),),
                                          next_timestamp(game), oid, o.controller, (oid,), None,
                                          "permanent", "702.136a"))
    game.emit("riot", o.controller, {"object": oid, "card": o.card.name,
                                     "chose": answer[0]}, "702.136a")


rule_hooks.AS_IT_ENTERS.append(riot_as_it_enters)
