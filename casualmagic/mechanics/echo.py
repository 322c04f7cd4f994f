"""Echo (CR 702.30): "Echo [cost]" means "At the beginning of your upkeep, if this permanent
came under your control since the beginning of your last upkeep, sacrifice it unless you pay
[cost]" (702.30a; Urza block cards carry their mana cost as echo cost in Oracle, 702.30b).

It triggers for the active player's permanents as the upkeep begins (503.1a:
``rule_hooks.UPKEEP``).  A permanent's ``since_turn`` is the turn it came under its current
controller's control (it entered, or control changed: 302.6); the controller's last upkeep
was in their previous turn, read from the log's turn events (500.1), and nothing changes
control between a turn's beginning and its upkeep but through the untap step's actions,
which change none (502).  The intervening "if" is checked again on resolution (603.4)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_permanent
from casualmagic.engine.effect_registry import EFFECTS, effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.triggers import queue_trigger

PREFIX = "Echo "


@lru_cache(maxsize=64)
def echo_ability(cost: str) -> TriggeredAbility:
    """The triggered ability "Echo [cost]" stands for (702.30a)."""
    return TriggeredAbility("upkeep", (Effect("echo", (("cost", cost),)),), (), None,
                            f"Echo {cost} (At the beginning of your upkeep, if this came under "
                            f"your control since the beginning of your last upkeep, sacrifice it "
                            f"unless you pay its echo cost.)")


def echo_costs(game: GameState, o: GameObject) -> list[str]:
    """The cost of each echo instance ``o`` has now (613.1f)."""
    if not o.card.keywords and cont.is_plain(game, o):
        return []
    return [k[len(PREFIX):] for k in cont.characteristics(game, o).keywords
            if k.startswith(PREFIX)]


def previous_turn(game: GameState, player: int) -> int | None:
    """The number of ``player``'s turn before this one, or None if they had none (500.1)."""
    node = game.log
    while node:
        ev, node = node
        if ev.kind == "turn" and ev.player == player and ev.turn < game.turn:
            return ev.turn
    return None


def came_under_control_since_last_upkeep(game: GameState, o: GameObject) -> bool:
    """702.30a's condition for ``o``'s controller."""
    last = previous_turn(game, o.controller)
    return last is None or o.since_turn >= last


def echo_upkeep(game: GameState) -> None:
    """Each permanent the active player controls with echo, if it came under their control
    since their last upkeep: one trigger per instance (702.30a, 603.4)."""
    for o in may_have(game, "Echo", game.active):
        costs = echo_costs(game, o)
        if costs and came_under_control_since_last_upkeep(game, o):
            for cost in costs:
                queue_trigger(game, o.id, o.card, echo_ability(cost), o.controller)


@effect("echo")
def _echo(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
          at: int) -> Any:
    """"Sacrifice it unless you pay [cost]" (702.30a, 118.12), if the condition still holds
    (603.4)."""
    if sub is None and answer is None:
        o = source_permanent(game, obj)
        if o is None or o.controller != obj.controller \
                or not came_under_control_since_last_upkeep(game, o):
            return None
    return EFFECTS["sacrifice_unless_pay"](game, obj, eff, sub, answer, at)


rule_hooks.UPKEEP.append(echo_upkeep)
