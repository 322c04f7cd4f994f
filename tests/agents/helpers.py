"""Games at a decision, for agent tests: seeded, played on by the heuristic agent."""

from __future__ import annotations

import casualmagic
from casualmagic.agents import HeuristicAgent
from casualmagic.engine.game import Game


def game_at(seed: int, decisions: int, variant: str = "duel", players: int = 2) -> Game:
    """A seeded game after ``decisions`` decisions of heuristic play (fewer if it ends)."""
    game = casualmagic.new_game(variant, seed=seed, players=players)
    agents = [HeuristicAgent(seed + i) for i in range(players)]
    for _ in range(decisions):
        if game.over:
            break
        d = game.pending
        game.choose(agents[d.player].choose(game.view(d.player), d))
    return game


def swap_hidden(game: Game, seat: int, seed: int) -> Game:
    """A clone whose cards hidden from ``seat`` are dealt differently (same view)."""
    import random

    from casualmagic.engine.determinize import determinize

    return determinize(game.clone(), seat, random.Random(seed))
