"""Agents choose among a decision's legal options, seeing only their player's view.

An agent that searches (``search``) also needs the live game to clone and determinize:
:func:`make_agent` builds any agent by name and binds it to the game when it has ``bind``.
"""

from __future__ import annotations

from typing import Any

from casualmagic.agents.base import Agent
from casualmagic.agents.heuristic import HeuristicAgent
from casualmagic.agents.random_agent import RandomAgent
from casualmagic.agents.search import SearchAgent

AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent, "search": SearchAgent}


def make_agent(name: str, seed: int, game: Any = None, **kwargs: Any) -> Any:
    """The agent ``name`` (a key of :data:`AGENTS`) with its own ``seed``, bound to
    ``game`` if it searches."""
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}: choose from {', '.join(sorted(AGENTS))}")
    agent = AGENTS[name](seed, **kwargs)
    if game is not None and hasattr(agent, "bind"):
        agent.bind(game)
    return agent


__all__ = ["Agent", "RandomAgent", "HeuristicAgent", "SearchAgent", "AGENTS", "make_agent"]
