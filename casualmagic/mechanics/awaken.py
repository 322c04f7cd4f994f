"""Awaken (CR 702.113): "Awaken N—[cost]" means "You may pay [cost] rather than pay this
spell's mana cost as you cast this spell" and "If this spell's awaken cost was paid, put N
+1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with
haste. It's still a land" (702.113a).  The card's ``awaken`` alternative cost (118.9,
601.2b, 601.2f-h) has its own text: the spell's, plus the ``awaken`` op on a target land
you control chosen only for that way of casting (702.113b; ``cards.definitions``).  The
land becomes a creature for as long as it is on the battlefield: layer 4 (Creature,
Elemental), layer 6 (haste) and 7b (base 0/0), one timestamp (613.1d, f, 613.4b); the
counters apply after (613.4c)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import amount_of, objects_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters


@effect("awaken")
def _awaken(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """N +1/+1 counters on the target land; it becomes a 0/0 Elemental creature with haste
    that is still a land (702.113a)."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for land in objects_of(game, obj, eff.get("what")):
        add_counters(game, land, "+1/+1", n, "702.113a", sync=True)
        ts = next_timestamp(game)
        for layer, op, args in (("4", "add_types", (("Creature",), ("Elemental",))),
                                ("6", "add_keywords", (("Haste",),)),
                                ("7b", "set_pt", (0, 0))):
            add_effect(game, ContinuousEffect(layer, op, args, ts, obj.id, obj.controller,
                                              (land,), None, "permanent", "702.113a"))
        game.emit("awaken", obj.controller, {"object": land, "amount": n}, "702.113a")
    return None
