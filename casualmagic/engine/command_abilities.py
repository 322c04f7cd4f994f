"""Activated mana abilities of command-zone objects whose abilities function there (a
face-up plane, 901.7), e.g. The Food Court's "Sacrifice three Foods: Add {W}{U}{B}{R}{G}.
Activate only once each turn and only during your turn."

Such an ability is written in a card's ``abilities`` with ``zone = "command"``.  Its
controller (the plane's controller, the planar controller: 901.6) may activate it with
priority (605.3a), offered as ``("command_ability", id, index)``; a mana ability doesn't use
the stack and resolves at once (605.3b): its costs are paid (602.2b: sacrifices, 701.17a),
then its ``add_mana`` effects add their mana (106.3).  Restrictions: ``once_each_turn`` and
an ``if`` condition such as "it's your turn" (602.5b).

The engine asks :func:`command_zone_options` only when a variant reports command-zone
sources; the usual game pays one loop over its hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.flow import handler, push

if TYPE_CHECKING:
    from casualmagic.cards.model import ActivatedAbility
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


def command_zone_options(game: GameState, player: int) -> list[tuple]:
    """``("command_ability", id, index)`` for each command-zone mana ability ``player`` may
    activate now (602.2, 605.3a), and ``("activate", id, index)`` for each other activated
    ability, which uses the stack like a permanent's (602.2; a vanguard's, 902.7)."""
    out: list[tuple] = []
    for hook in game.hooks:
        for oid in hook.command_zone_sources(game):  # type: ignore[arg-type]
            o = game.objects[oid]
            if not o.card.activated or o.controller != player:
                continue
            for i, ab in enumerate(o.card.activated):
                if ab.zone != "command":
                    continue
                if not is_command_mana_ability(ab):
                    if may_activate_on_stack(game, o, i, ab, player):
                        out.append(("activate", oid, i))
                elif may_activate(game, o, i, ab, player):
                    out.append(("command_ability", oid, i))
    return out


def is_command_mana_ability(ab: ActivatedAbility) -> bool:
    """A mana ability (605.1a): no target, and it adds mana."""
    return not ab.targets and any(e.op == "add_mana" for e in ab.effects)


def may_activate_on_stack(game: GameState, o: GameObject, index: int, ab: ActivatedAbility,
                          player: int) -> bool:
    """Timing, restrictions and every part of the cost (602.2b, 602.5), and a legal choice
    of targets (601.2c), as for a permanent's ability (engine.actions)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.engine.actions import may_pay_other_costs, sorcery_timing
    from casualmagic.engine.targets import has_legal_targets

    if not may_pay_other_costs(game, player, o, index, ab, sorcery_timing(game, player)):
        return False
    if ab.condition and not _condition(game, ab.condition, player, o.id):
        return False
    if ab.targets and not has_legal_targets(game, ab.targets, player):
        return False
    mana = ab.cost.mana
    return not mana.symbols or mp.can_pay(game, player, mana, 0, mp.mana_sources(game, player))


def _condition(game: GameState, condition: str, player: int, oid: int) -> bool:
    """An "Activate only if ..." condition (602.5b) the combat code doesn't know; several
    joined by " and " ("Activate only once and only during your turn": ``"it's your turn
    and it was never activated"``)."""
    from casualmagic.engine.triggers import condition_holds

    for c in condition.split(" and "):
        if c == "it attacked this turn":
            continue  # checked by activation_allowed
        if c == "it was never activated":  # "Activate only once" (602.5b): in the whole game
            if _activated_before(game, oid):
                return False
        elif not condition_holds(game, c, player, oid):
            return False
    return True


def may_activate(game: GameState, o: GameObject, index: int, ab: ActivatedAbility,
                 player: int) -> bool:
    """Restrictions (602.5b) and costs that can be paid (602.2b, 118.3)."""
    from casualmagic.engine.actions import can_sacrifice
    from casualmagic.engine.combat import activation_allowed
    from casualmagic.engine.triggers import condition_holds

    if ab.once_each_turn and not activation_allowed(game, o, index, ab):
        return False
    if ab.condition and not condition_holds(game, ab.condition, player, o.id):
        return False
    cost = ab.cost
    if cost.mana.symbols or cost.tap or cost.untap or cost.pay_life or cost.discard:
        return False  # not needed by any card yet
    return not cost.sacrifice or can_sacrifice(game, player, cost, o.id)


def take_command_ability(game: GameState, player: int, option: tuple) -> None:
    """Activate ``option``'s ability: pay its costs, then add its mana (605.3b)."""
    push(game, ("command_ability", option[1], option[2], player, "resolve"),
         ("command_ability", option[1], option[2], player, "pay"))


@handler("command_ability")
def _command_ability(game: GameState, task: tuple, answer: object) -> None:
    from casualmagic.engine.combat import note_activation
    from casualmagic.engine.mana_payment import add_mana

    _, oid, index, player, stage = task
    o = game.objects[oid]
    ab = o.card.activated[index]
    if stage == "pay":
        if ab.once_each_turn:
            note_activation(game, oid, index)  # 602.5b
        game.emit("activate", player, {"card": o.card.name, "ability": ab.text,
                                       "mana_ability": True}, "605.3a")
        if ab.cost.sacrifice:
            push(game, ("sacrifice_cost", player, ab.cost.sacrifice, ab.cost.sacrifice_count,
                        None))
        return
    for eff in ab.effects:
        if eff.op == "add_mana":
            mana = str(eff.get("mana"))
            for c in mana:
                add_mana(game, player, c)
            game.emit("add_mana", player, {"mana": mana, "source": o.card.name}, "605.3b")


def _activated_before(game: GameState, oid: int) -> bool:
    """Was an ability of ``oid`` activated earlier in the game (the whole log)?"""
    node = game.log
    while node:
        ev, node = node
        if ev.kind == "activate" and ev.data.get("source") == oid:
            return True
    return False
