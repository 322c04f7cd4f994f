"""Flanking (CR 702.25): "Whenever this creature becomes blocked by a creature without
flanking, the blocking creature gets -1/-1 until end of turn" (702.25a): it triggers in the
declare blockers step (509.1i, 509.3d: once for each such blocker), and each instance
triggers separately (702.25b)."""

from __future__ import annotations

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger

FLANKING = TriggeredAbility(
    "becomes_blocked_by",
    (Effect("pump", (("power", -1), ("toughness", -1), ("what", "it"))),), (), None,
    "Flanking (Whenever this creature becomes blocked by a creature without flanking, the "
    "blocking creature gets -1/-1 until end of turn.)")
"""The triggered ability the keyword stands for (702.25a); "the blocking creature" is the
trigger's subject."""


def flanking_triggers(game: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """Each attacker with flanking, for each creature without flanking blocking it."""
    objs = game.objects
    for blocker, attacker in blocks:
        a, b = objs.get(attacker), objs.get(blocker)
        if a is None or b is None or cont.has_keyword(game, b, "Flanking"):
            continue
        for _ in range(cont.keyword_instances(game, a, "Flanking")):  # each triggers (702.25b)
            queue_trigger(game, attacker, a.card, FLANKING, a.controller, blocker)


rule_hooks.BLOCKERS_DECLARED.append(flanking_triggers)
