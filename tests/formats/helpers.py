"""Fixtures for the multiplayer formats: a game of a format past its mulligans."""

from __future__ import annotations

import casualmagic
from casualmagic.core.state import MAIN1
from casualmagic.engine.game import Game
from tests.engine.helpers import pass_until


def format_game(fmt: str, players: int, *, seed: int = 0, first: int = 0,
                libs: list[list[str]] | None = None, **format_options: object) -> Game:
    """A game of format ``fmt``: seat ``first`` starts if the format lets a player choose
    (103.1), everyone keeps.  Libraries are twenty basic lands unless ``libs`` says."""
    lands = ["Forest", "Island", "Mountain", "Swamp", "Plains"]
    decks = libs or [[lands[i % 5]] * 20 for i in range(players)]
    game = casualmagic.new_game(decks=decks, seed=seed, players=players, format=fmt,
                                format_options=format_options)
    while game.pending is not None and game.pending.kind in ("first_player", "mulligan"):
        game.choose(("first", first) if game.pending.kind == "first_player" else ("keep",))
    return game


def to_main_of(game: Game, active: int) -> None:
    """Pass until ``active``'s (or their team's) precombat main phase."""
    pass_until(game, MAIN1, active)


def attack_options(game: Game) -> set[tuple]:
    """What the pending attack declaration offers, as (attacker, kind, ident)."""
    assert game.pending.kind == "attack"
    return {o[1:] for o in game.pending.options if o[0] == "attack"}


def to_attack(game: Game, active: int) -> None:
    """Pass to ``active``'s declare attackers decision (508.1)."""
    from casualmagic.core.state import BEGIN_COMBAT

    pass_until(game, BEGIN_COMBAT, active)
    for _ in range(20):
        if game.pending.kind == "attack":
            return
        game.choose(("pass",))
    raise AssertionError("no attack declaration")


def to_block(game: Game) -> None:
    """Pass priority until a block declaration is pending (509.1)."""
    for _ in range(20):
        if game.pending.kind == "block":
            return
        game.choose(("pass",))
    raise AssertionError("no block declaration")
