"""Shield counters (CR 122.1c): "One or more shield counters on a permanent create a single
replacement effect and a single prevention effect that protect the permanent":

- "If this permanent would be destroyed as the result of an effect, instead remove a shield
  counter from it" (614.1a) — destruction by an effect (701.7a), not the state-based
  destruction of lethal damage or deathtouch damage (704.5g–h), nor a sacrifice;
- "If damage would be dealt to this permanent, prevent that damage and remove a shield counter
  from it" (615.1a). Combat damage is dealt at once (510.2): all the damage a permanent would
  be dealt in one combat damage step is prevented by one shield counter (the counter removed
  for the first part of it; the same prevention effect prevents the rest).

The counters make effects with no card text, so they come through
``rule_hooks.EVENT_REPLACEMENTS`` (read for each event) and are applied through
``rule_hooks.REPLACEMENT_EFFECTS``."""

from __future__ import annotations

from typing import Any

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.cost_parts import remove_counters
from casualmagic.engine.replacement import DamageEvent, Replacement, ZoneEvent

SHIELD = "shield"


def _combat_batch(game: GameState) -> int | None:
    """The combat damage step all combat damage of this moment is dealt in (510.2): the
    sequence number of the step's beginning in the log (an extra combat phase has its own)."""
    node = game.log
    while node:
        event, node = node
        if event.kind == "step":
            return event.seq
    return None


def _shielded(game: GameState, oid: int, ev: DamageEvent | None = None) -> bool:
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    if o.counter(SHIELD) > 0:
        return True
    # the rest of one combat damage step's damage, its counter already removed (510.2)
    return ev is not None and ev.combat and o.get_info("shield_batch") is not None \
        and o.get_info("shield_batch") == _combat_batch(game)


def shield_effects(game: GameState, ev: Any) -> list[Replacement]:
    """The shield counters' replacement (destruction) and prevention (damage) effects that
    would change ``ev`` (122.1c)."""
    if isinstance(ev, DamageEvent):
        if ev.target[0] == "object" and _shielded(game, ev.target[1], ev):
            o = game.objects[ev.target[1]]
            return [Replacement(("shield_damage", o.id), "shield_prevent", (("text", "shield counter"),),
                                o.id, o.controller, 0, rule="122.1c")]
    elif isinstance(ev, ZoneEvent) and ev.to_zone == "graveyard" and ev.cause == "destroy" \
            and ev.rule == "701.7a" and _shielded(game, ev.oid):
        o = game.objects[ev.oid]
        return [Replacement(("shield_destroy", o.id), "shield_replace", (("text", "shield counter"),),
                            o.id, o.controller, 0, rule="122.1c")]
    return []


def _applies(game: GameState, r: Any, ev: Any) -> bool:
    return True  # made for this very event by :func:`shield_effects`


def _prevent(game: GameState, r: Any, ev: DamageEvent) -> None:
    """Prevent that damage and remove a shield counter from it (122.1c, 615.1a)."""
    oid = ev.target[1]
    o = game.objects[oid]
    game.emit("prevent", o.controller, {"amount": ev.amount, "source_id": ev.source,
                                        "target": list(ev.target), "by": "shield counter"},
              "122.1c")
    batch = _combat_batch(game) if ev.combat else None
    if o.counter(SHIELD) > 0 and (batch is None or o.get_info("shield_batch") != batch):
        remove_counters(game, oid, SHIELD, 1, o.controller, "122.1c")
        if batch is not None:
            w = game.obj_w(oid)
            w.info = (*(kv for kv in w.info if kv[0] != "shield_batch"), ("shield_batch", batch))
    return None


def _instead_of_destruction(game: GameState, r: Any, ev: ZoneEvent) -> None:
    """Instead of being destroyed, a shield counter is removed from it (122.1c, 614.1a)."""
    o = game.objects[ev.oid]
    remove_counters(game, ev.oid, SHIELD, 1, o.controller, "122.1c")
    return None


rule_hooks.EVENT_REPLACEMENTS.append(shield_effects)
rule_hooks.REPLACEMENT_EFFECTS["shield_prevent"] = (_applies, _prevent)
rule_hooks.REPLACEMENT_EFFECTS["shield_replace"] = (_applies, _instead_of_destruction)
