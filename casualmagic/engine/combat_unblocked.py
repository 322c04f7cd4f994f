"""A blocked creature whose controller may have it assign its combat damage as though it
weren't blocked (Thorn Elemental, Lone Wolf; "You may have this creature assign its combat
damage as though it weren't blocked."), a static ability read as the ability flag
:data:`~casualmagic.cards.vocabulary.UNBLOCKED_DAMAGE`.

As combat damage is assigned (510.1), the controller of such a blocked attacking creature
chooses (a Decision): assign all its combat damage to the player, planeswalker or battle it
is attacking, as an unblocked creature does (510.1b), or assign it to the creatures blocking
it as a blocked creature does (510.1c; trample's excess, 702.19b, as usual).  It is not asked
when the creature isn't attacking anything any more (510.1b: an unblocked creature would
assign no damage then).  The choice is made when this creature's damage is assigned, in the
order ``engine.combat`` assigns attackers' damage (510.1: the active player announces the
attackers' assignments)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.vocabulary import UNBLOCKED_DAMAGE
from casualmagic.core.flow import ask, handler, push
from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


def may_assign_as_unblocked(game: GameState, o: GameObject) -> bool:
    """Does ``o`` have "You may have this creature assign its combat damage as though it
    weren't blocked"?"""
    if cont.is_plain(game, o) and not o.card.keywords:
        return False
    return cont.has_keyword(game, o, UNBLOCKED_DAMAGE)


def choice_task(attacker: int, target: tuple, power: int, direct: tuple | None,
                divided: tuple | None) -> tuple:
    """The task that asks the choice: ``direct`` is the assignment the creature makes if
    blocked as usual and it has one recipient (510.1c), ``divided`` the ``assign_damage``
    task if it divides its damage (510.1c, 702.19b); neither if no blocker is left."""
    return ("assign_as_unblocked", attacker, target, power, direct, divided)


@handler("assign_as_unblocked")
def _assign_as_unblocked(game: GameState, task: tuple, answer: tuple | None) -> None:
    _, attacker, target, power, direct, divided = task
    src = game.objects.get(attacker)
    if src is None:
        return
    if answer is None:
        ask(game, src.controller, "may", [("yes",), ("no",)], "510.1b", task,
            f"Have {src.card.name} assign its combat damage as though it weren't blocked?")
        return
    if answer[0] == "yes":  # 510.1b: all of it to what it attacks
        _add(game, (attacker, target, power))
        game.emit("assign_combat_damage", src.controller,
                  {"object": attacker, "card": src.card.name, "unblocked": True,
                   "division": [[_name(game, target), power]]}, "510.1b")
    elif direct is not None:  # 510.1c: one blocker takes it all
        _add(game, direct)
    elif divided is not None:  # 510.1c: divided among the blockers as its controller chooses
        push(game, divided)


def _add(game: GameState, entry: tuple) -> None:
    game.vset("combat_assignment", (*game.vget("combat_assignment", ()), entry))


def _name(game: GameState, ref: tuple) -> str:
    if ref[0] == "player":
        return game.players[ref[1]].name
    o = game.objects.get(ref[1])
    return o.card.name if o is not None else "?"
