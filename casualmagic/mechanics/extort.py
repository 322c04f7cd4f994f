"""Extort (CR 702.101): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain life equal to the total life lost this way" (702.101a); each
instance triggers separately (702.101b; an object's keyword set holds one instance).  It
triggers as the spell becomes cast (601.2i: the ``SPELL_CAST`` happening of
:mod:`casualmagic.core.dispatch`); the optional payment is the ``may_pay`` op (118.12), whose
refusal ends the resolution (608.2c "if you do")."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.dispatch import SPELL_CAST, subscribe
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.primitives import gain_life, lose_life
from casualmagic.engine.triggers import queue_trigger

EXTORT = TriggeredAbility(
    "you_cast", (Effect("may_pay", (("cost", "{W/B}"),)), Effect("extort")), (), None,
    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
    "life and you gain that much life.)")
"""The triggered ability extort stands for (702.101a)."""


def extort_triggers(game: GameState, spell_oid: int) -> None:
    """A spell was cast: each permanent its caster controls with extort triggers."""
    caster = game.objects[spell_oid].controller
    for o in may_have(game, "Extort", caster):
        if (o.card.keywords or not cont.is_plain(game, o)) and cont.has_keyword(game, o,
                                                                                  "Extort"):
            queue_trigger(game, o.id, o.card, EXTORT, o.controller)


@effect("extort")
def _extort(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """Each opponent loses 1 life; you gain the total lost (702.101a, 119.3)."""
    lost = 0
    for p in game.opponents(obj.controller):
        before = game.players[p].life
        lose_life(game, p, 1, "702.101a")
        lost += before - game.players[p].life
    if lost:
        gain_life(game, obj.controller, lost, "702.101a")
    return None


subscribe(SPELL_CAST, extort_triggers)
