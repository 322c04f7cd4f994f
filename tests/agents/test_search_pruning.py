"""The search's rounds go to the contenders: root options that play exactly like the
policy's choice, or clearly worse, leave the running (successive elimination on the same
worlds), and the search stops when none is left."""

from __future__ import annotations

import math

from casualmagic.agents import HeuristicAgent, SearchAgent
from casualmagic.agents.search import _mean_se
from tests.agents.helpers import game_at


def test_mean_and_standard_error_of_paired_differences() -> None:
    assert _mean_se([]) == (0.0, math.inf)
    assert _mean_se([0.5]) == (0.5, math.inf)
    mean, se = _mean_se([1.0, 0.0, 1.0, 0.0])
    assert mean == 0.5 and abs(se - math.sqrt(1 / 3 / 4)) < 1e-12


def test_an_option_is_dropped_when_alike_or_clearly_worse() -> None:
    agent = SearchAgent(0, prune=2.0)
    assert agent._dropped([0.0, 0.0, 0.0])  # the same game as the policy's choice
    assert agent._dropped([-0.3, -0.31, -0.29])  # worse in every world
    assert not agent._dropped([-0.3, 0.4, -0.2])  # noise: still in the running
    assert not agent._dropped([0.1, 0.2, 0.1])  # better: a contender


def _searched(seed: int, lo: int, hi: int, **kwargs):
    """(agent, decision, view) at each searched decision of a heuristic duel."""
    for n in range(lo, hi, 3):
        game = game_at(seed, n)
        d = game.pending
        if game.over or len(d.options) < 3:
            continue
        agent = SearchAgent(1, game=game, **kwargs)
        view = game.view(d.player)
        option = agent.choose(view, d)
        assert option in d.options
        if agent.last_searched:
            yield agent, d, view, option


def test_pruned_options_stop_getting_rounds() -> None:
    """With 60 iterations, options out of the running play fewer rounds than the
    policy's choice, and a search where every option is out stops early."""
    pruned = 0
    for agent, _d, _view, _option in _searched(3, 40, 240, iterations=60):
        rounds = agent.last_rounds
        lengths = [len(s) for s in agent.last_scores.values()]
        assert max(lengths) == rounds and all(1 <= n <= rounds for n in lengths)
        pruned += min(lengths) < rounds
        if pruned >= 2:
            break
    assert pruned >= 2


def test_search_without_pruning_plays_every_option_every_round() -> None:
    for agent, d, _view, _option in _searched(3, 40, 120, iterations=12, prune_after=10**6):
        assert all(len(s) == agent.last_rounds for s in agent.last_scores.values())
        assert agent.last_iterations == agent.last_rounds * len(d.options)
        break
    else:
        raise AssertionError("no searched decision")


def test_without_evidence_the_policy_choice_stands() -> None:
    """An option never better than the policy's choice in any world is not taken."""
    for agent, _d, view, option in _searched(5, 40, 200, iterations=20, margin=1.0):
        assert option == HeuristicAgent(1).choose(view, agent.game.pending)


def test_a_search_with_no_contender_left_stops_and_banks_its_time() -> None:
    """When every other option is out of the running the search stops: the CPU time it
    did not spend stays in the bank for later decisions."""
    for agent, d, _view, _option in _searched(3, 40, 240, ms=400.0, burst=1.0):
        if agent.last_contenders == 0:  # stopped by pruning, not by the clock
            assert agent._bank > 0.0  # the time not spent is still there
            assert agent.last_iterations < agent.last_rounds * len(d.options) or (
                agent.last_rounds == agent.prune_after)
            return
    raise AssertionError("no search stopped early")
