"""Compleated (CR 702.150): "If this permanent would enter with one or more loyalty counters
on it and the player who cast it chose to pay life for any part of its cost represented by
Phyrexian mana symbols, it instead enters the battlefield with that many loyalty counters
minus two for each of those mana symbols" (702.150a) — a replacement effect applied as it
enters (614.1c), at ``rule_hooks.ENTERING_LOYALTY``.  The symbols paid with life are noted on
the spell as it is paid (601.2h, 107.4f: ``mana_payment.PHYREXIAN_LIFE``) and carried to the
permanent it becomes; a permanent put onto the battlefield without being cast has none."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.mana_payment import PHYREXIAN_LIFE


def compleated_loyalty(game: GameState, oid: int, loyalty: int) -> int:
    """Two fewer loyalty counters for each Phyrexian symbol paid with life (702.150a)."""
    o = game.objects[oid]
    if loyalty <= 0 or not o.info or "Compleated" not in o.card.keywords:
        return loyalty
    paid = o.get_info(PHYREXIAN_LIFE) or 0
    if paid:
        game.emit("compleated", o.controller, {"object": oid, "card": o.card.name,
                                               "symbols": paid}, "702.150a")
    return max(loyalty - 2 * paid, 0)


rule_hooks.ENTERING_LOYALTY.append(compleated_loyalty)
