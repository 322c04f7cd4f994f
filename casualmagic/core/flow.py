"""The engine's pending work as data (docs/architecture.md "Game API").

Work the engine has still to do is a stack of *tasks* (``game.tasks``):
plain tuples whose first item names a handler, e.g. ``("resolve", 41, 0, None)``.
When a handler needs a player's choice it calls :func:`ask`, which stores a
:class:`~casualmagic.core.decisions.Decision` whose ``resume`` is the task
that will receive the answer.  Nothing waits in a Python call frame, so a
game can be copied or pickled at every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from casualmagic.core.decisions import Decision, Option
from casualmagic.core.dispatch import RULES

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

Handler = Callable[["GameState", tuple[Any, ...], Any], None]

_new = tuple.__new__
"""Builds a Decision from all its fields at once, without the NamedTuple's keyword-handling
``__new__`` (one is made at every decision)."""
HANDLERS: dict[str, Handler] = {}


def handler(name: str) -> Callable[[Handler], Handler]:
    """Register a task handler under ``name``."""

    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return deco


def push(game: GameState, *tasks: tuple[Any, ...]) -> None:
    """Push tasks; the last one given runs first."""
    game.tasks = (*game.tasks, *tasks)


def push_in_order(game: GameState, *tasks: tuple[Any, ...]) -> None:
    """Push tasks so that they run in the order given."""
    game.tasks = (*game.tasks, *reversed(tasks))


def continue_after(game: GameState, before: int, task: tuple[Any, ...]) -> bool:
    """If work was pushed since the task stack had ``before`` entries (e.g. a replacement
    choice, 616.1e), slip ``task`` in beneath it so the caller resumes afterwards.
    Returns whether it did (the caller then returns at once)."""
    if len(game.tasks) <= before:
        return False
    game.tasks = (*game.tasks[:before], task, *game.tasks[before:])
    return True


def ask(
    game: GameState,
    player: int,
    kind: str,
    options: list[Option] | tuple[Option, ...],
    rule: str,
    resume: tuple[Any, ...],
    prompt: str = "",
) -> None:
    """Make ``player`` choose; the answer goes to the task ``resume``."""
    if game.players[player].left:  # CR 800.4f-h: someone else chooses, or a cost isn't paid
        opts = options if type(options) is tuple else tuple(options)
        if RULES.stand_in(game, player, kind, opts, rule, resume, prompt):
            return
    game.pending = _new(Decision, (player, kind, options if type(options) is tuple
                                   else tuple(options), rule, prompt, resume))


def run(game: GameState) -> None:
    """Carry out work until a player must choose or the game is over.

    A decision with a single legal option (other than priority, where
    passing is always a real choice) is taken at once: it is not a choice.
    Each step runs through the rules' ``run_step`` (:mod:`casualmagic.core.dispatch`), which
    lets a zone move inside it stop for its owner's choice (903.9b).
    """
    run_task, run_step, advance_turn = RULES.run_task, RULES.run_step, RULES.advance
    advance = ("advance",)
    while not game.over:
        d = game.pending
        if d is not None:
            if len(d.options) == 1 and d.kind != "priority":
                game.pending = None
                run_task(game, d.resume, d.options[0])
                continue
            return
        if game.tasks:
            task = game.tasks[-1]
            game.tasks = game.tasks[:-1]
            run_task(game, task, None)
        elif game.hooks or game.replacements:  # a replacement choice may stop it (903.9b)
            run_step(game, advance)
        else:
            advance_turn(game)
