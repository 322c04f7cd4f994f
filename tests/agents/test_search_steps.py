"""The search agent's budget in rollout decisions (``steps``): a bank like the CPU-time
one, but reproducible for a seed whatever the machine's load."""

from __future__ import annotations

import casualmagic
from casualmagic.agents import HeuristicAgent, SearchAgent
from casualmagic.engine.game import Game


def _play(seed: int, steps: float, limit: int = 160) -> tuple[list, SearchAgent, int]:
    """The options played in the first ``limit`` decisions of a duel, search in seat 0."""
    game: Game = casualmagic.new_game("duel", seed=seed, options={"max_turns": 8})
    search = SearchAgent(3, steps=steps, burst=4.0, bank_cap=8.0, game=game)
    agents = [search, HeuristicAgent(4)]
    out: list = []
    asked = 0
    for _ in range(limit):
        if game.over:
            break
        d = game.pending
        option = agents[d.player].choose(game.view(d.player), d)
        assert option in d.options  # never an illegal option
        asked += d.player == 0
        out.append(option)
        game.choose(option)
    return out, search, asked


def test_steps_budget_replays_the_same_game() -> None:
    """With a budget in rollout decisions the search depends on its seed and the view
    alone: the same game twice, decision for decision."""
    first, search, _ = _play(12, 20.0)
    again, _, _ = _play(12, 20.0)
    assert first == again
    assert search._played > 0  # it did search


def test_steps_bank_keeps_the_mean_per_decision() -> None:
    """Every decision asked adds ``steps`` rollout decisions to the bank; a search stops
    when its share (at most ``burst`` times ``steps``) would run out, so the rollout
    decisions played stay about ``steps`` per decision asked (one round may overrun)."""
    _, search, asked = _play(21, 15.0, 200)
    assert asked and search._played
    assert search._played <= 15.0 * asked + search.burst * 15.0 + 4 * search.horizon
