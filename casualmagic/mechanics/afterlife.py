"""Afterlife (CR 702.135): "Afterlife N" means "When this permanent is put into a graveyard
from the battlefield, create N 1/1 white and black Spirit creature tokens with flying"
(702.135a); each instance triggers separately (702.135b).  A leaves-the-battlefield ability
looks back at the permanent as it last existed (603.10a: ``rule_hooks.LEFT_BATTLEFIELD``)."""

from __future__ import annotations

from functools import lru_cache

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.keyword_numbers import numbers


@lru_cache(maxsize=16)
def afterlife_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Afterlife N" stands for (702.135a)."""
    return TriggeredAbility("dies", (Effect("create_token", (
        ("name", "Spirit"), ("types", "Creature — Spirit"), ("colors", "WB"), ("power", 1),
        ("toughness", 1), ("keywords", ("Flying",)), ("amount", n))),), (), None,
        f"Afterlife {n} (When this permanent is put into a graveyard from the battlefield, "
        f"create {n} 1/1 white and black Spirit creature token{'s' if n != 1 else ''} with "
        "flying.)")


def afterlife_triggers(game: GameState, old: GameObject, new_oid: int, to_zone: str) -> None:
    """Put into a graveyard from the battlefield with afterlife (its printed keywords, as
    persist reads them: 603.10a): one trigger per instance."""
    if to_zone != "graveyard" or not old.card.keywords:
        return
    for n in numbers(old.card.keywords, "Afterlife"):
        queue_trigger(game, new_oid, old.card, afterlife_ability(n), old.controller)


rule_hooks.LEFT_BATTLEFIELD.append(afterlife_triggers)
