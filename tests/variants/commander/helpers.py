"""Fixtures for Commander games: small decks whose first card is the commander."""

from __future__ import annotations

import casualmagic
from casualmagic.engine import designations as des
from casualmagic.engine.game import Game
from tests.engine.helpers import clear_hand, pass_until, put, refresh  # noqa: F401
from tests.engine.helpers import to_main as _to_main
from tests.scenario import resolve  # noqa: F401  (re-exported)

JERRARD = "Jerrard of the Closed Fist"
JENARA = "Jenara, Asura of War"


def commander_game(*decks: list[str], variant: str = "commander", seed: int = 0,
                   first: int = 0, **options) -> Game:
    """A game past the mulligans (everyone keeps), seat ``first`` starting."""
    game = casualmagic.new_game(variant, decks=[list(d) for d in decks], seed=seed,
                                options=options)
    game.choose(("first", first))
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def deck(commander: str | list[str], filler: str = "Forest", n: int = 40) -> list[str]:
    heads = [commander] if isinstance(commander, str) else list(commander)
    return heads + [filler] * n


def commander_of(game: Game, player: int, index: int = 0) -> int:
    """The object id of ``player``'s commander wherever it is."""
    return des.commander_objects(game, player)[index].id


def to_main(game: Game, active: int = 0) -> None:
    _to_main(game, active)


def onto_battlefield(game: Game, oid: int, sick: bool = False) -> int:
    """Put a card onto the battlefield directly (a fixture, not a rule)."""
    new = game.move(oid, "battlefield")
    game.obj_w(new).since_turn = game.turn if sick else -10
    refresh(game)
    return new
