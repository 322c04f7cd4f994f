"""Horsemanship (CR 702.31): "A creature with horsemanship can't be blocked by creatures
without horsemanship. A creature with horsemanship can block a creature with or without
horsemanship" (702.31b), a restriction on blocking (509.1b); multiple instances are
redundant (702.31c)."""

from __future__ import annotations

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks


def horsemanship_forbids(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """True when ``attacker`` has horsemanship and ``blocker`` hasn't (702.31b)."""
    return cont.has_keyword(game, attacker, "Horsemanship") \
        and not cont.has_keyword(game, blocker, "Horsemanship")


rule_hooks.BLOCK_RESTRICTIONS.append(horsemanship_forbids)
