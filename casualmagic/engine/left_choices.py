"""Choices a player who has left the game would make (CR 800.4f–800.4h).

:func:`casualmagic.core.flow.ask` calls :func:`stand_in` before it makes a
player who has left the game choose (a trigger's "that player may ...", a
choice by a player chosen earlier):

* 800.4f — a cost they would pay, or choose whether to pay, isn't paid: the
  decision keeps only its not-paying option (and :func:`run` takes it);
* 800.4g — any other choice an object requires of them: the object's
  controller chooses another player to make it (another opponent, if the
  leaver was an opponent of the controller and another opponent remains);
* 800.4h — a choice a rule requires of them: the next player in turn order
  makes it.

Priority is not a choice made here: 800.4a and 800.4j pass it on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.decisions import Decision, Option
from casualmagic.core.dispatch import provide
from casualmagic.core.flow import handler
from casualmagic.core.hooks import within_influence

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

NOT_PAYING = ("decline", "no", "dont_pay")
"""Option names that mean "don't pay" in a decision whether to pay a cost."""


def is_cost_choice(kind: str, options: tuple[Option, ...]) -> bool:
    """A decision to pay a cost or whether to pay it (118.12 "unless", "you may pay")."""
    return kind in ("pay_unless", "pay") or any(o and o[0] in ("pay", "pay_life") for o in options)


def object_of(game: GameState, resume: tuple[Any, ...]) -> int | None:
    """The spell or ability whose resolution asks (a ``resolve`` task), if any."""
    if resume and resume[0] == "resolve" and resume[1] in game.objects:
        return resume[1]
    return None


def stand_in_candidates(game: GameState, controller: int, leaver: int) -> list[int]:
    """CR 800.4g: another player; another opponent of the controller if possible.
    With a limited range of influence only players within the controller's range may be
    chosen (801.5a); if no fitting player is within it, the closest fitting player to the
    controller's left makes the choice (801.5c: then the list has one player)."""
    living = [q for q in game.in_turn_order(controller) if q != leaver]
    if game.players[leaver].team != game.players[controller].team:
        opponents = [q for q in living if q in game.opponents(controller)]
        if opponents:
            return opponents
        far = [q for q in living if game.players[q].team != game.players[controller].team]
        if far and game.hooks:  # 801.5c: no opponent within range; in_turn_order goes left
            return far[:1]
    near = [q for q in living if within_influence(game, controller, ("player", q))]
    return near or living[:1]  # 801.5a; else 801.5c


def stand_in(game: GameState, player: int, kind: str, options: tuple[Option, ...], rule: str,
             resume: tuple[Any, ...], prompt: str) -> bool:
    """Make the decision for ``player``, who has left the game; False if they haven't."""
    if not game.players[player].left or kind == "priority" or game.over or not game.living():
        return False
    if is_cost_choice(kind, options):  # 800.4f
        keep = tuple(o for o in options if o and o[0] in NOT_PAYING)
        if keep:
            game.emit("cost_not_paid", player, {"player": game.players[player].name}, "800.4f")
            game.pending = Decision(player, kind, keep[:1], rule, prompt, resume)
            return True
    oid = object_of(game, resume)
    controller = game.objects[oid].controller if oid is not None else None
    if controller is not None and not game.players[controller].left:  # 800.4g
        candidates = stand_in_candidates(game, controller, player)
        if len(candidates) > 1:
            game.pending = Decision(controller, "stand_in", tuple(("player", q) for q in candidates),
                                    "800.4g", f"Choose who chooses for {game.players[player].name}",
                                    ("stand_in", player, kind, options, rule, resume, prompt))
            return True
        chooser = candidates[0]
        why = "800.4g" if within_influence(game, controller, ("player", chooser)) else "801.5c"
    else:  # 800.4h
        chooser, why = game.next_player(player), "800.4h"
    _hand_over(game, player, chooser, kind, options, rule, resume, prompt, why)
    return True


def _hand_over(game: GameState, leaver: int, chooser: int, kind: str, options: tuple[Option, ...],
               rule: str, resume: tuple[Any, ...], prompt: str, why: str) -> None:
    game.emit("stand_in", chooser, {"player": game.players[chooser].name,
                                    "for": game.players[leaver].name}, why)
    game.pending = Decision(chooser, kind, options, rule, prompt, resume)


@handler("stand_in")
def _stand_in(game: GameState, task: tuple, answer: tuple) -> None:
    """CR 800.4g: the controller has chosen who makes the leaver's choice."""
    _, leaver, kind, options, rule, resume, prompt = task
    _hand_over(game, leaver, answer[1], kind, options, rule, resume, prompt, "800.4g")


provide("stand_in", stand_in)  # flow.ask asks it for a player who left (800.4f-h)
