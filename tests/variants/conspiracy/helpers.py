"""Fixtures for Conspiracy Draft game tests: a game with chosen conspiracies per seat."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.options import GameOptions
from casualmagic.engine.game import Game
from casualmagic.variants.conspiracy import ConspiracyVariant, rules


def cn_game(*seats: list[str], libs: list[list[str]] | None = None, first: int | None = 0,
            seed: int = 0, keep: bool = True, pools: list[list[str]] | None = None,
            notes: list[dict] | None = None, **opts) -> Game:
    """A game with one list of conspiracy entries per seat (``"Name"`` or
    ``"Name=Chosen"``) and the draft's ``notes`` (905.2b); past the starting player (unless ``first`` is None) and the
    mulligans when ``keep``."""
    players = max(len(seats), 2)
    libs = libs or [["Forest"] * 30 for _ in range(players)]
    decks = [[card_by_name(n) for n in lib] for lib in libs]
    hook = ConspiracyVariant.from_options({"conspiracies": [list(s) for s in seats],
                                           "card_pools": pools, "draft_notes": notes})
    game = Game.create(decks, seed=seed, options=GameOptions(n_players=players, **opts),
                       hooks=[hook])
    if first is not None and game.pending.kind == "first_player":
        game.choose(("first", first))
    while keep and game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def conspiracy(game: Game, seat: int, name: str) -> int:
    """``seat``'s conspiracy object named ``name``."""
    for oid in rules.conspiracy_ids(game):
        o = game.objects[oid]
        if o.owner == seat and o.card.name == name:
            return oid
    raise AssertionError(f"seat {seat} has no {name}")


def reveal(game: Game, seat: int, name: str) -> None:
    """Turn ``seat``'s face-down ``name`` face up (702.106c), with priority."""
    game.choose((rules.FACE_UP_OPTION, conspiracy(game, seat, name)))
