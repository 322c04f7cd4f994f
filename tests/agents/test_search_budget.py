"""The search agent's budget: what it searches, how it spends CPU time, and rollouts that
compare the root options on the same worlds (common random numbers)."""

from __future__ import annotations

import random
import time

import casualmagic
from casualmagic.agents import HeuristicAgent, SearchAgent, make_agent
from casualmagic.engine.determinize import determinize
from casualmagic.engine.game import Game
from tests.agents.helpers import game_at


def _decisions(seed: int, limit: int = 400):
    """(game, decision) pairs of a heuristic duel, each game a clone at its decision."""
    game = casualmagic.new_game("duel", seed=seed)
    agents = [HeuristicAgent(seed + i) for i in range(2)]
    for _ in range(limit):
        if game.over:
            return
        d = game.pending
        yield game.clone(), d
        game.choose(agents[d.player].choose(game.view(d.player), d))


def test_117_3_trivial_decisions_are_answered_without_search() -> None:
    """One option, or a priority decision (117.3) the policy passes outside the seat's own
    main phase, the declare blockers step and a response: the heuristic's answer, no
    search."""
    seen_pass = seen_single = 0
    for game, d in _decisions(2, 300):
        view = game.view(d.player)
        agent = SearchAgent(1, iterations=2, game=game)
        option = agent.choose(view, d)
        if len(d.options) == 1:
            assert not agent.last_searched and option == d.options[0]
            seen_single += 1
        elif (d.kind == "priority" and not view["stack"] and view["step"] != "declare_blockers"
              and not (view["active"] == d.player and view["step"] == "main")
              and HeuristicAgent(1).choose(view, d) == ("pass",)):
            assert not agent.last_searched and option == ("pass",)
            assert agent.last_iterations == 0
            seen_pass += 1
    assert seen_single and seen_pass


def test_searched_kinds_include_attacks_and_targets() -> None:
    kinds = set()
    for game, d in _decisions(5, 400):
        if len(d.options) < 2 or d.kind not in ("attack", "block", "target"):
            continue
        agent = SearchAgent(3, iterations=2, game=game)
        assert agent.choose(game.view(d.player), d) in d.options
        assert agent.last_searched and agent.last_iterations >= 2
        kinds.add(d.kind)
    assert "attack" in kinds


def test_cpu_bank_keeps_the_mean_per_decision() -> None:
    """Every decision asked adds ``ms`` to a bank; a search spends at most ``burst`` times
    ``ms`` of it, so the CPU time per decision stays about ``ms`` on average."""
    ms = 4.0
    game = casualmagic.new_game("duel", seed=11, options={"max_turns": 8})
    search = make_agent("search", 1, game, ms=ms)
    agents = [search, HeuristicAgent(2)]
    spent, asked, searched = 0.0, 0, 0
    while not game.over and asked < 150:
        d = game.pending
        a = agents[d.player]
        view = game.view(d.player)
        if a is search:
            t = time.process_time()
            option = a.choose(view, d)
            spent += time.process_time() - t
            asked += 1
            searched += search.last_searched
        else:
            option = a.choose(view, d)
        game.choose(option)
    assert searched
    # the fallback heuristic's own answers are outside the bank: a generous allowance
    assert spent * 1000 <= ms * asked + search.burst * ms + 2.0 * asked + 200


def test_rollouts_are_common_random_numbers() -> None:
    """The same root option played twice in copies of one world scores the same, whatever
    was played in between (the rollout policy keeps no plan from another world)."""
    checked = 0
    for n in range(40, 240, 6):
        game = game_at(7, n)
        d = game.pending
        if game.over or d.kind not in ("attack", "priority") or len(d.options) < 2:
            continue
        agent = SearchAgent(0, iterations=1, game=game)
        world = determinize(game.clone(), d.player, random.Random(4))
        from casualmagic.agents.search import _Node

        root = _Node()
        first = agent._iterate(world.clone(), root, d.options[0])
        for other in d.options[1:]:
            agent._iterate(world.clone(), root, other)
        assert agent._iterate(world.clone(), root, d.options[0]) == first
        checked += 1
        if checked == 3:
            break
    assert checked


def _replay(tree: bool) -> list:
    game: Game = casualmagic.new_game("duel", seed=12)
    agents = [SearchAgent(5, iterations=3, tree=tree, game=game), HeuristicAgent(6)]
    out = []
    for _ in range(200):
        if game.over:
            break
        d = game.pending
        option = agents[d.player].choose(game.view(d.player), d)
        assert option in d.options
        out.append(option)
        game.choose(option)
    return out


def test_tree_search_is_legal_and_deterministic() -> None:
    """The ISMCTS tree below the root (``tree=True``) plays legal options and replays the
    same way for a seed, like the flat search."""
    assert _replay(True) == _replay(True)
    assert len(_replay(False)) > 100
