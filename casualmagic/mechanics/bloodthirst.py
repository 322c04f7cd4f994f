"""Bloodthirst (CR 702.54): "Bloodthirst N" means "If an opponent was dealt damage this turn,
this permanent enters with N +1/+1 counters on it" (702.54a); "Bloodthirst X" means "This
permanent enters with X +1/+1 counters on it, where X is the total damage your opponents
have been dealt this turn" (702.54b).  Each instance applies separately (702.54c).  Both are
replacement effects applied as the permanent enters (614.1c: ``rule_hooks.AS_IT_ENTERS``);
the damage is read from this turn's damage events (120.3)."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.replacement import CountersEvent, happen
from casualmagic.mechanics.keyword_numbers import numbers


def damage_to_opponents_this_turn(game: GameState, player: int) -> int:
    """The total damage ``player``'s opponents have been dealt this turn (120.3, 702.54b)."""
    opponents = set(game.opponents(player))
    return sum(ev.data.get("amount", 0) for ev in game.events_this_turn()
               if ev.kind == "damage" and ev.data.get("to_player") in opponents)


def bloodthirst_counters(game: GameState, oid: int) -> None:
    """The permanent enters with its bloodthirst counters (702.54a-c, 614.1c)."""
    o = game.objects[oid]
    if not o.card.keywords:
        return
    kws = o.card.keywords
    fixed = numbers(kws, "Bloodthirst")
    x = "Bloodthirst X" in kws
    if not fixed and not x:
        return
    dealt = damage_to_opponents_this_turn(game, o.controller)
    for n in fixed:
        if dealt:
            happen(game, CountersEvent(oid, "+1/+1", n, "702.54a"), sync=True)
    if x and dealt:
        happen(game, CountersEvent(oid, "+1/+1", dealt, "702.54b"), sync=True)


rule_hooks.AS_IT_ENTERS.append(bloodthirst_counters)
