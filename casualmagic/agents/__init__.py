"""Agents choose among a decision's legal options, seeing only their player's view."""

from casualmagic.agents.base import Agent
from casualmagic.agents.heuristic import HeuristicAgent
from casualmagic.agents.random_agent import RandomAgent

AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent}

__all__ = ["Agent", "RandomAgent", "HeuristicAgent", "AGENTS"]
