"""Modified permanents (CR 700.9): "A permanent is modified if it has one or more counters
on it (see rule 122), if it is equipped (see rule 301.5), or if it is enchanted by an Aura
that is controlled by that permanent's controller (see rule 303.4)."  Read by the layer
filter word ``modified`` (e.g. Towashi's "Modified creatures you control have trample")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


def is_modified(game: GameState, obj: GameObject) -> bool:
    """CR 700.9: counters, an Equipment attached, or an Aura its controller controls."""
    if any(n > 0 for _k, n in obj.counters):
        return True
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.attached_to != obj.id:
            continue
        if "Equipment" in o.card.subtypes:  # 301.5: equipped
            return True
        if "Aura" in o.card.subtypes and o.controller == obj.controller:  # 303.4
            return True
    return False
