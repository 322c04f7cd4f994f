"""Skulk (CR 702.118): "A creature with skulk can't be blocked by creatures with greater
power" (702.118b), a restriction on blocking (509.1b: ``rule_hooks.BLOCK_RESTRICTIONS``),
judged with the powers as blockers are declared; multiple instances are redundant
(702.118c)."""

from __future__ import annotations

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks


def skulk_forbids(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """True when ``attacker`` has skulk and ``blocker`` has greater power (702.118b)."""
    if not cont.has_keyword(game, attacker, "Skulk"):
        return False
    power = cont.characteristics(game, blocker).power
    return (power or 0) > (cont.characteristics(game, attacker).power or 0)


rule_hooks.BLOCK_RESTRICTIONS.append(skulk_forbids)
