"""Instructions that leave something lasting behind: prevention effects (CR 615) and
delayed triggered abilities (603.7)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import next_timestamp
from casualmagic.engine.effect_refs import amount_of, legal_refs, objects_of, players_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.replacement import Replacement, add_replacement


@effect("prevent_damage")
def _prevent(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Prevent all combat damage that would be dealt this turn" (Fog) or "Prevent the next
    N damage that would be dealt to any target this turn" (615.1a, 615.7): a prevention
    effect until end of turn.  ``to`` is a target index or a filter phrase."""
    to = eff.get("to")
    amount = eff.get("amount", "all")
    uses = -1 if amount == "all" else amount_of(game, obj, amount)
    affected: tuple = ()
    args: list[tuple[str, Any]] = [("combat_only", bool(eff.get("combat_only", False)))]
    if isinstance(to, int):
        affected = tuple(legal_refs(obj, to))
        if not affected:
            return None
    elif to is not None:
        args.append(("to", to))
    ts = next_timestamp(game)
    text = obj.card.name if obj.kind != "ability" else f"{obj.card.name}'s ability"
    add_replacement(game, Replacement(("prevent", ts), "prevent_damage",
                                      (*args, ("text", f"{text}: prevent damage")), obj.id,
                                      obj.controller, ts, duration="end_of_turn",
                                      affected=affected, uses=uses, rule="615.1a"))
    game.emit("prevention_shield", obj.controller,
              {"card": obj.card.name, "amount": amount, "to": [list(r) for r in affected] or to,
               "combat_only": bool(eff.get("combat_only", False))},
              "615.1a")
    return None


@effect("delayed")
def _delayed(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"At the beginning of the next end step, sacrifice it" — a delayed triggered ability
    created by a resolving spell or ability (603.7a); "it" stays what it was (603.7c)."""
    from casualmagic.engine.triggers import add_delayed

    when = eff.get("when")
    if when not in ("next_end_step", "next_upkeep"):
        raise ValueError(f"unknown delayed trigger time {when!r}")
    its = objects_of(game, obj, "it")
    ability = TriggeredAbility(when, tuple(eff.get("effects")), (), None,
                               eff.get("text", "delayed triggered ability"))
    subject = its[0] if its else None
    add_delayed(game, when, obj.card, ability, obj.controller, subject)
    game.emit("delayed_trigger", obj.controller, {"card": obj.card.name, "when": when}, "603.7a")
    return None


@effect("delayed_for_player")
def _delayed_for_player(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Its controller may draw up to two cards at the beginning of the next turn's upkeep"
    (Arcane Denial): a delayed triggered ability created as the spell resolves (603.7a),
    controlled by the spell's controller (603.7d), whose instructions are for the player
    ``who`` names now — that player is fixed as it is created (603.7c): each instruction gets
    the seat as its ``player``."""
    from casualmagic.engine.triggers import add_delayed

    when = eff.get("when")
    if when not in ("next_end_step", "next_upkeep"):
        raise ValueError(f"unknown delayed trigger time {when!r}")
    for seat in players_of(game, obj, eff.get("who")):
        effects = tuple(replace(e, args=(*e.args, ("player", seat))) for e in eff.get("effects"))
        ability = TriggeredAbility(when, effects, (), None, eff.get("text", "delayed triggered ability"))
        add_delayed(game, when, obj.card, ability, obj.controller, None)
        game.emit("delayed_trigger", obj.controller,
                  {"card": obj.card.name, "when": when, "for": seat}, "603.7a")
    return None
