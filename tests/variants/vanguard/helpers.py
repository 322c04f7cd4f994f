"""Fixtures for Vanguard tests: a game with chosen vanguards, past the mulligans."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.options import GameOptions
from casualmagic.engine.game import Game
from casualmagic.variants.vanguard import Vanguard, rules


def vg_game(*vanguards: str, libs: list[list[str]] | None = None, first: int = 0,
            seed: int = 0, keep: bool = True, **opts) -> Game:
    """A Vanguard game, one seat per vanguard named (``"random"`` for a random one); past
    the mulligans when ``keep`` (everyone keeps)."""
    players = len(vanguards)
    libs = libs or [["Forest"] * 30 for _ in range(players)]
    decks = [[card_by_name(n) for n in lib] for lib in libs]
    hook = Vanguard([None if n == "random" else card_by_name(n) for n in vanguards])
    game = Game.create(decks, seed=seed, options=GameOptions(n_players=players, **opts),
                       hooks=[hook])
    game.choose(("first", first))
    while keep and game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def vanguard(game: Game, seat: int) -> int:
    """``seat``'s vanguard card object."""
    oid = rules.vanguard_of(game, seat)
    assert oid is not None
    return oid
