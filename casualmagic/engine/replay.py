"""Replays: a game is its seed plus its choices (docs/architecture.md "Determinism").

:func:`replay_choices` re-creates a game from its recipe and plays the same
choices; any divergence (an option that is no longer legal) raises
:class:`ReplayError` naming the choice.  Replay files (``play --save``) are read and
written by :mod:`casualmagic.replay_files`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from casualmagic.core.decisions import EngineError, IllegalChoiceError, Option, normalise_option

if TYPE_CHECKING:
    from casualmagic.engine.game import Game



class ReplayError(EngineError):
    """A replay does not reproduce its game (corrupt file or changed rules)."""


def play_choices(game: Game, choices: Iterable[Any]) -> Game:
    """Make ``choices`` (options, as tuples or JSON lists) in ``game``, in order."""
    for n, choice in enumerate(choices, 1):
        if game.over:
            raise ReplayError(f"choice {n} given after the game ended")
        option = check_choice(choice, n)
        try:
            if option[0] == "concede" and len(option) == 2:  # CR 104.3a, Game.concede
                game.concede(option[1])
                continue
            game.choose(option)
        except IllegalChoiceError as e:
            raise ReplayError(f"choice {n} does not fit the game: {e}") from None
    return game


def check_choice(value: Any, n: int) -> Option:
    """A recorded choice as an option: a non-empty list (or tuple) starting with its kind,
    holding only names, numbers and such lists."""
    if not isinstance(value, (list, tuple)) or not value or not isinstance(value[0], str) \
            or not _plain(value):
        raise ReplayError(f"choice {n} is {short_value(value)}, not an option (a list such as "
                          "[\"pass\"] or [\"cast\", 17])")
    option = normalise_option(list(value))
    if option[0] == "concede" and (len(option) != 2 or isinstance(option[1], bool)
                                   or not isinstance(option[1], int)):
        raise ReplayError(f"choice {n} is {short_value(value)}: a concession names a seat number")
    return option


def _plain(value: Any) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int))  # bool is an int


def short_value(value: Any) -> str:
    text = json.dumps(value) if _jsonable(value) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def replay_choices(original: Game) -> Game:
    from casualmagic.engine.game import Game

    decks = original.vget("initial_decks")
    fresh = Game.create(decks, seed=original.seed, options=original.options, hooks=original.hooks,
                        deck_names=original.vget("deck_names"))
    play_choices(fresh, original.choice_list())
    if fresh.log_digest() != original.log_digest():
        raise ReplayError("the replayed game's log differs from the original")
    return fresh
