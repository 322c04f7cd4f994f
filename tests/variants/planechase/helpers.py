"""Fixtures for Planechase tests: a game with chosen planar decks and a chosen plane."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.options import GameOptions
from casualmagic.engine.game import Game
from casualmagic.variants.planechase import Planechase, rules
from tests.scenario import settle  # noqa: F401  (re-exported)

QUIET = ("Gavony", "Onakke Catacomb", "Megaflora Jungle", "Krosa", "Fields of Summer")
"""Planes without upkeep, draw-step or die-roll triggers: a test's turn stays simple."""


def pc_game(planar: tuple[str, ...] = QUIET, *, players: int = 2, first: int = 0,
            libs: list[list[str]] | None = None, seed: int = 0) -> Game:
    """A Planechase game past the mulligans; every seat has the planar deck ``planar``."""
    libs = libs or [["Forest"] * 30 for _ in range(players)]
    decks = [[card_by_name(n) for n in lib] for lib in libs]
    hook = Planechase(tuple(tuple(planar) for _ in range(players)))
    game = Game.create(decks, seed=seed, options=GameOptions(n_players=players), hooks=[hook])
    game.choose(("first", first))
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def walk_to(game: Game, name: str) -> int:
    """Put ``name`` on top of the planar controller's deck and planeswalk to it (701.24b)."""
    pc = rules.planar_controller(game)
    if name in plane_names(game):
        rules.planeswalk(game, pc, "test")  # it goes to the bottom of its owner's deck
    deck = rules.planar_deck(game, pc)
    oid = next(i for i in deck if game.objects[i].card.name == name)
    rules.set_planar_deck(game, pc, (oid, *(i for i in deck if i != oid)))
    rules.planeswalk(game, pc, "test")
    game.chars_cache = None
    return oid


def plane_names(game: Game) -> list[str]:
    return [c.name for _, c in rules.face_up(game)]


def arrive(game: Game, name: str) -> None:
    """Planeswalk to ``name`` and let its "planeswalk to" abilities resolve."""
    from tests.engine.helpers import refresh

    walk_to(game, name)
    refresh(game)
    settle(game)
