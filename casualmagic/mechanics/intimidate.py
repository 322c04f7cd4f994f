"""Intimidate (CR 702.13): "A creature with intimidate can't be blocked except by artifact
creatures and/or creatures that share a color with it" (702.13b), a restriction on blocking
(509.1b); multiple instances are redundant (702.13c)."""

from __future__ import annotations

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks


def intimidate_forbids(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """True when ``attacker`` has intimidate and ``blocker`` is neither an artifact creature
    nor shares a color with it (702.13b, 105.2)."""
    if not cont.has_keyword(game, attacker, "Intimidate"):
        return False
    if cont.is_type(game, blocker, "Artifact"):
        return False
    return not set(cont.colors_of(game, blocker)) & set(cont.colors_of(game, attacker))


rule_hooks.BLOCK_RESTRICTIONS.append(intimidate_forbids)
