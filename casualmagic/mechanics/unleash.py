"""Unleash (CR 702.98): "You may have this permanent enter with an additional +1/+1 counter
on it" and "This permanent can't block as long as it has a +1/+1 counter on it" (702.98a).
The first is a replacement effect applied as the permanent enters (614.1c, 614.12:
``rule_hooks.AS_IT_ENTERS``), its controller's "may" asked as the next task (as a colour
chosen as a land enters, 614.12a); the second a restriction on blocking (509.1b:
``rule_hooks.BLOCK_RESTRICTIONS``), whatever put the counter there."""

from __future__ import annotations

from typing import Any

from casualmagic.core.flow import ask, handler, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.replacement import CountersEvent, happen

UNLEASH = "Unleash"


def unleash_as_it_enters(game: GameState, oid: int) -> None:
    """A permanent with unleash is entering: its controller may have it enter with a +1/+1
    counter (702.98a)."""
    o = game.objects[oid]
    if UNLEASH in o.card.keywords or not cont.is_plain(game, o):
        push(game, ("unleash_choice", oid))  # a granted unleash is judged there, once the
        # characteristics of the board with this permanent on it are known (613)


@handler("unleash_choice")
def _unleash_choice(game: GameState, task: tuple, answer: Any) -> None:
    oid = task[1]
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    if answer is None:
        if not cont.has_keyword(game, o, UNLEASH):
            return
        ask(game, o.controller, "may", [("yes",), ("no",)], "702.98a", task,
            f"Unleash: have {o.card.name} enter with a +1/+1 counter (it can't block while "
            "it has one)?")
        return
    if answer == ("yes",):
        happen(game, CountersEvent(oid, "+1/+1", 1, "702.98a"), sync=True)
    game.emit("unleash", o.controller, {"object": oid, "card": o.card.name,
                                        "counter": answer == ("yes",)}, "702.98a")


def unleashed_cant_block(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """True when ``blocker`` has unleash and a +1/+1 counter (702.98a)."""
    return bool(blocker.counters) and blocker.counter("+1/+1") > 0 \
        and cont.has_keyword(game, blocker, UNLEASH)


rule_hooks.AS_IT_ENTERS.append(unleash_as_it_enters)
rule_hooks.BLOCK_RESTRICTIONS.append(unleashed_cant_block)
