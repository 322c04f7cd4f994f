"""Umbra armor (CR 702.89): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura" (702.89a; "totem armor" on older cards, 702.89b).
A replacement effect (614.1a) of the Aura's, compiled as its static ``umbra_armor`` op and
applied by :mod:`casualmagic.engine.replacement` through ``rule_hooks.REPLACEMENT_EFFECTS``.
It replaces destruction (701.7a, and lethal damage or deathtouch, 704.5g-h), also when the
permanent "can't be regenerated" (701.15c: umbra armor is no regeneration); not a sacrifice
nor a creature's toughness of 0 or less (704.5f)."""

from __future__ import annotations

from typing import Any

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.primitives import destroy
from casualmagic.engine.replacement import DESTRUCTION_RULES, ZoneEvent


def _is_destroyed(ev: Any) -> bool:
    return ev.to_zone == "graveyard" and (ev.cause == "destroy" or ev.rule in DESTRUCTION_RULES
                                          or ev.rule == "701.15c")


def applies(game: GameState, r: Any, ev: Any) -> bool:
    """The permanent this Aura enchants would be destroyed."""
    if not isinstance(ev, ZoneEvent) or not _is_destroyed(ev):
        return False
    aura = game.objects.get(r.source) if r.source is not None else None
    target = game.objects.get(ev.oid)
    return aura is not None and aura.zone == "battlefield" and target is not None \
        and target.zone == "battlefield" and aura.attached_to == ev.oid


def apply(game: GameState, r: Any, ev: Any) -> None:
    """Instead: remove all damage marked on it, destroy the Aura (702.89a)."""
    o = game.obj_w(ev.oid)
    o.damage = 0
    o.deathtouch_damage = False
    game.emit("umbra_armor", o.controller, {"object": ev.oid, "card": o.card.name,
                                            "aura": game.objects[r.source].card.name},
              "702.89a")
    destroy(game, r.source, "702.89a", by=r.controller)  # the Aura's own ability destroys it
    return None


rule_hooks.REPLACEMENT_EFFECTS["umbra_armor"] = (applies, apply)
