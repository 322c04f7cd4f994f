"""The monarch (CR 722): a designation one player at a time may have.

The monarch is kept in the game's variant state (``vget("monarch")``: a seat or None).
Its two inherent triggered abilities (722.2) have no source and are controlled by the
monarch when they trigger: "At the beginning of the monarch's end step, that player draws
a card" (fired by :func:`end_step`) and "Whenever a creature deals combat damage to the
monarch, its controller becomes the monarch" (fired by :func:`combat_damage`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.mana import parse_cost
from casualmagic.cards.model import CardDef, Effect, TriggeredAbility
from casualmagic.engine import rule_hooks

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

MONARCH_CARD = CardDef(
    name="the monarch", mana_cost=parse_cost(""), supertypes=(), types=(), subtypes=(),
    text="At the beginning of the monarch's end step, that player draws a card.\nWhenever a "
         "creature deals combat damage to the monarch, its controller becomes the monarch.")
"""Stands for the source-less inherent abilities on the stack and in the log (722.2)."""

MONARCH_DRAW = TriggeredAbility(
    "end_step", (Effect("draw", (("amount", 1),)),), (), None,
    "At the beginning of the monarch's end step, that player draws a card.")
MONARCH_TAKEN = TriggeredAbility(
    "deals_combat_damage_to_player", (Effect("become_monarch", (("who", "controller of it"),)),),
    (), None, "Whenever a creature deals combat damage to the monarch, its controller becomes "
              "the monarch.")


def monarch(game: GameState) -> int | None:
    """The monarch, or None: there is none until an effect makes one (722.1)."""
    return game.vget("monarch")


def become_monarch(game: GameState, player: int, rule: str = "722.3") -> None:
    """``player`` becomes the monarch; the current monarch ceases to be it (722.3)."""
    if game.players[player].left or monarch(game) == player:
        return
    before = monarch(game)
    game.vset("monarch", player)
    game.emit("monarch", player, {"player": game.players[player].name, "from": before}, rule)


def end_step(game: GameState) -> None:
    """722.2: the monarch's end step trigger (controlled by the monarch)."""
    m = monarch(game)
    if m is not None and m == game.active:
        from casualmagic.engine.triggers import queue_trigger

        queue_trigger(game, -1, MONARCH_CARD, MONARCH_DRAW, m)


def combat_damage(game: GameState, source: GameObject, player: int) -> None:
    """722.2: a creature dealt combat damage to the monarch: its controller becomes the
    monarch as the trigger resolves (controlled by the monarch when it triggered)."""
    m = monarch(game)
    if m is not None and player == m and source.zone == "battlefield":
        from casualmagic.engine.triggers import queue_trigger

        queue_trigger(game, -1, MONARCH_CARD, MONARCH_TAKEN, m, source.id)


def monarch_leaves(game: GameState, player: int) -> None:
    """722.4: if the monarch leaves, the active player becomes the monarch (or the next
    player in turn order if the active player is leaving); with nobody left, no monarch."""
    if monarch(game) != player:
        return
    for p in game.in_turn_order(game.active):
        if p != player and not game.players[p].left:
            become_monarch(game, p, "722.4")
            return
    game.vset("monarch", None)


rule_hooks.COMBAT_DAMAGE_TO_PLAYER.append(combat_damage)
rule_hooks.END_STEP.append(end_step)
rule_hooks.PLAYER_LEAVES.append(monarch_leaves)
