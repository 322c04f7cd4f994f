"""Unleash (CR 702.98): "You may have this permanent enter with an additional +1/+1 counter
on it" and "This permanent can't block as long as it has a +1/+1 counter on it" (702.98a).
The first is a replacement effect with a choice made as the permanent enters (614.1c,
614.12a): an as-enters choice of ``engine.entering_choices``
(:func:`~casualmagic.engine.entering_choices.register_keyword_choice`), however it enters;
the second a restriction on blocking (509.1b: ``rule_hooks.BLOCK_RESTRICTIONS``), whatever
put the counter there."""

from __future__ import annotations

from typing import Any

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.entering_choices import Chooser, register_keyword_choice
from casualmagic.engine.replacement import CountersEvent, happen

UNLEASH = "Unleash"


def _options(game: GameState, obj: GameObject, player: int, args: dict[str, Any]) -> list[tuple]:
    return [("yes",), ("no",)]


def _apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    """The +1/+1 counter as it enters, if its controller chose it (702.98a)."""
    o = game.objects[oid]
    if answer == ("yes",):
        happen(game, CountersEvent(oid, "+1/+1", 1, "702.98a"), sync=True)
    game.emit("unleash", o.controller, {"object": oid, "card": o.card.name,
                                        "counter": answer == ("yes",)}, "702.98a")


def unleashed_cant_block(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """True when ``blocker`` has unleash and a +1/+1 counter (702.98a)."""
    return bool(blocker.counters) and blocker.counter("+1/+1") > 0 \
        and cont.has_keyword(game, blocker, UNLEASH)


register_keyword_choice(UNLEASH, Chooser(
    _options, _apply, "702.98a",
    "Unleash: have {card} enter with a +1/+1 counter (it can't block while it has one)?",
    "may"))
rule_hooks.BLOCK_RESTRICTIONS.append(unleashed_cant_block)
