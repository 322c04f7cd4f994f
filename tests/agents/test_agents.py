"""The agents: always a legal option, decided from what their seat may know."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import AGENTS, HeuristicAgent, SearchAgent, make_agent
from tests.agents.helpers import game_at, swap_hidden


def _play(variant: str, players: int, names: list[str], seed: int, limit: int = 4000):
    game = casualmagic.new_game(variant, seed=seed, players=players)
    agents = [make_agent(n, seed * 10 + i, game, **({"iterations": 3} if n == "search" else {}))
              for i, n in enumerate(names)]
    for _ in range(limit):
        if game.over:
            break
        d = game.pending
        a = agents[d.player]
        option = a.choose(game.view(d.player) if getattr(a, "needs_view", True) else None, d)
        assert option in d.options, (d.kind, option)
        game.choose(option)
    return game


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_heuristic_plays_legal_options_in_a_duel(seed: int) -> None:
    assert _play("duel", 2, ["heuristic", "random"], seed).over


def test_heuristic_plays_legal_options_in_commander() -> None:
    _play("commander", 4, ["heuristic", "random", "heuristic", "random"], 3, limit=1500)


def test_heuristic_plays_legal_options_in_planechase() -> None:
    _play("planechase", 2, ["heuristic", "heuristic"], 4, limit=1500)


def test_search_plays_legal_options() -> None:
    _play("duel", 2, ["search", "heuristic"], 5, limit=600)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_heuristic_ignores_hidden_cards(seed: int) -> None:
    """The others' hands and every library dealt differently: the same choices."""
    for n in (20, 45, 70, 95):
        game = game_at(seed, n)
        if game.over:
            break
        d = game.pending
        other = swap_hidden(game, d.player, seed)
        assert other.view(d.player) == game.view(d.player)
        agent_a, agent_b = HeuristicAgent(seed), HeuristicAgent(seed)
        assert (agent_a.choose(game.view(d.player), d)
                == agent_b.choose(other.view(d.player), other.pending))


def test_search_ignores_hidden_cards() -> None:
    """With a fixed number of iterations the search depends on its seed and the view only."""
    checked = 0
    for n in range(30, 200, 7):
        game = game_at(8, n)
        d = game.pending
        if game.over or d.kind not in ("priority", "attack", "block") or len(d.options) < 2:
            continue
        other = swap_hidden(game, d.player, 3)
        a = SearchAgent(1, iterations=4, game=game)
        b = SearchAgent(1, iterations=4, game=other)
        assert a.choose(game.view(d.player), d) == b.choose(other.view(d.player), other.pending)
        checked += 1
        if checked == 2:
            break
    assert checked


def test_search_respects_its_iteration_budget() -> None:
    for n in range(30, 200, 5):
        game = game_at(9, n)
        d = game.pending
        if not game.over and d.kind == "priority" and len(d.options) > 1:
            agent = SearchAgent(2, iterations=5, game=game)
            assert agent.choose(game.view(d.player), d) in d.options
            if agent.last_searched:
                break
    assert agent.last_searched
    rounds = -(-5 // len(d.options))  # whole rounds, one iteration per option each
    assert agent.last_iterations == rounds * len(d.options)


def test_search_unbound_plays_like_the_heuristic() -> None:
    game = game_at(3, 40)
    d = game.pending
    view = game.view(d.player)
    assert SearchAgent(0).choose(view, d) == HeuristicAgent(0).choose(view, d)


def test_agents_registry_and_unknown_name() -> None:
    assert {"random", "heuristic", "search"} <= set(AGENTS)
    with pytest.raises(ValueError, match="unknown agent 'nope'"):
        make_agent("nope", 0)


def _choices(names: list[str], seed: int, limit: int) -> list:
    game = casualmagic.new_game("duel", seed=seed)
    agents = [make_agent(n, seed * 10 + i, game, **({"iterations": 3} if n == "search" else {}))
              for i, n in enumerate(names)]
    out = []
    for _ in range(limit):
        if game.over:
            break
        d = game.pending
        option = agents[d.player].choose(game.view(d.player), d)
        out.append(option)
        game.choose(option)
    return out


@pytest.mark.parametrize("names", [["heuristic", "heuristic"], ["search", "heuristic"]])
def test_same_seed_same_choices(names: list[str]) -> None:
    """An agent's choices depend on its seed and what it sees: a game replayed with the
    same seeds goes the same way (the search bounded by iterations, not time)."""
    first = _choices(names, 6, 250)
    assert len(first) > 100
    assert _choices(names, 6, 250) == first


def test_search_keeps_the_policy_choice_without_evidence() -> None:
    """An option is preferred to the rollout policy's only when it scores better on the
    same worlds by more than the margin: with a margin no score can clear, the search
    answers like the heuristic."""
    checked = 0
    for n in range(30, 200, 9):
        game = game_at(4, n)
        d = game.pending
        if game.over or d.kind not in ("priority", "attack", "block") or len(d.options) < 2:
            continue
        view = game.view(d.player)
        agent = SearchAgent(1, iterations=4, margin=1.0, game=game)
        assert agent.choose(view, d) == HeuristicAgent(1).choose(view, d)
        if agent.last_searched:
            assert agent.last_iterations >= 4
            checked += 1
    assert checked >= 3
