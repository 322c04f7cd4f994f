"""Fixtures for the multiplayer formats: a game of a format past its mulligans."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine.game import Game
from tests.scenario import format_game, pass_until  # noqa: F401  (format_game: re-exported)


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
