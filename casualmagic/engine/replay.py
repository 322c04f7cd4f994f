"""Replays: a game is its seed plus its choices (DESIGN.md "Determinism").

:func:`replay_choices` re-creates a game from its recipe and plays the same
choices; any divergence (an option that is no longer legal) raises
:class:`ReplayError` naming the choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from casualmagic.engine.decisions import EngineError, IllegalChoiceError, Option, normalise_option

if TYPE_CHECKING:
    from casualmagic.engine.game import Game


class ReplayError(EngineError):
    """A replay does not reproduce its game (corrupt file or changed rules)."""


def play_choices(game: Game, choices: Iterable[Option]) -> Game:
    for n, choice in enumerate(choices):
        if game.over:
            raise ReplayError(f"choice {n + 1} given after the game ended")
        try:
            option = normalise_option(choice)
            if option[0] == "concede" and len(option) == 2:  # CR 104.3a, Game.concede
                game.concede(option[1])
                continue
            game.choose(option)
        except IllegalChoiceError as e:
            raise ReplayError(f"choice {n + 1} does not fit the game: {e}") from None
    return game


def replay_choices(original: Game) -> Game:
    from casualmagic.engine.game import Game

    decks = original.vget("initial_decks")
    fresh = Game.create(decks, seed=original.seed, options=original.options, hooks=original.hooks,
                        deck_names=original.vget("deck_names"))
    play_choices(fresh, original.choice_list())
    if fresh.log_digest() != original.log_digest():
        raise ReplayError("the replayed game's log differs from the original")
    return fresh
