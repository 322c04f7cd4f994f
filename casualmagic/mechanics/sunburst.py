"""Sunburst (CR 702.44): "If this object is entering as a creature, ignoring any type-changing
effects that would affect it, it enters with a +1/+1 counter on it for each color of mana
spent to cast it. Otherwise, it enters with a charge counter on it for each color of mana
spent to cast it" (702.44a) — a replacement effect applied as it enters (614.1c:
``rule_hooks.AS_IT_ENTERS``).  Only a resolving spell gets counters (702.44b): the colours
spent are noted on the spell as it is paid (601.2h, ``mana_payment.COLORS_SPENT``) and carried
to the permanent it becomes; a permanent put onto the battlefield otherwise has none.  Each
instance works separately (702.44d); an object's keyword set holds one."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.mana_payment import COLORS_SPENT
from casualmagic.engine.replacement import CountersEvent, happen


def sunburst_counters(game: GameState, oid: int) -> None:
    """The permanent enters with a counter for each colour spent to cast it (702.44a-b)."""
    o = game.objects[oid]
    if not o.info or "Sunburst" not in o.card.keywords:
        return
    n = len(o.get_info(COLORS_SPENT) or "")
    if n:
        kind = "+1/+1" if "Creature" in o.card.types else "charge"
        happen(game, CountersEvent(oid, kind, n, "702.44a"), sync=True)


rule_hooks.AS_IT_ENTERS.append(sunburst_counters)
