"""Soulshift (CR 702.46): "Soulshift N" means "When this permanent is put into a graveyard from
the battlefield, you may return target Spirit card with mana value N or less from your
graveyard to your hand" (702.46a); each instance triggers separately (702.46b).  The
trigger looks back at the permanent as it last existed (603.10a:
``rule_hooks.LEFT_BATTLEFIELD``); the target is chosen as it is put on the stack (601.2c)
and "you may" is asked as it resolves (608.2d)."""

from __future__ import annotations

from functools import lru_cache

from casualmagic.cards.model import Effect, TargetSpec, TriggeredAbility
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import numbers


@lru_cache(maxsize=16)
def soulshift_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Soulshift N" stands for (702.46a)."""
    return TriggeredAbility(
        "dies",
        (Effect("may", (("prompt", f"Return a Spirit card with mana value {n} or less to "
                                   "your hand?"),)),
         Effect("return_from_graveyard", (("what", 0), ("to", "hand")))),
        (TargetSpec(parse_filter(f"Spirit card in your graveyard with mana value {n} or less")),),
        None,
        f"Soulshift {n} (When this permanent is put into a graveyard from the battlefield, you "
        f"may return target Spirit card with mana value {n} or less from your graveyard to your "
        "hand.)")


def soulshift_triggers(game: GameState, old: GameObject, new_oid: int, to_zone: str) -> None:
    """Put into a graveyard from the battlefield with soulshift (printed keywords, as persist
    reads them, 603.10a): one trigger per instance."""
    if to_zone != "graveyard" or not old.card.keywords:
        return
    for n in numbers(old.card.keywords, "Soulshift"):
        queue_trigger(game, new_oid, old.card, soulshift_ability(n), old.controller)


rule_hooks.LEFT_BATTLEFIELD.append(soulshift_triggers)
