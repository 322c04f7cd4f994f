"""A PettingZoo AEC environment over casualmagic games (``pip install casualmagic[rl]``).

    from casualmagic.env import env
    e = env(variant="duel", players=2)
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else policy(obs, info)
        e.step(action)

* Agents are ``player_0`` … ``player_{n-1}`` (seats).  The agent to act is the player of
  the game's pending decision (whoever it is: priority, blockers, a discard…).
* Actions: ``Discrete(max_actions)``; action ``i`` answers the pending decision with its
  ``i``-th option (``info["options"][i]``, the option tuples of
  :class:`~casualmagic.core.decisions.Decision`).  ``observation["action_mask"]`` marks
  the legal ones.  A decision with more than ``max_actions`` options offers its first
  ``max_actions`` only.
* Observations: ``{"observation": float32 vector, "action_mask": int8 vector}`` built from
  ``game.view(seat)`` only (no hidden information: counts of the others' hands and
  libraries, never their cards).  The vector holds the turn, step and decision kind, then
  one block of public numbers per seat, the observer's first (:func:`encode_view`).
  ``env.unwrapped.view(agent)`` is the full view dict, for agents that read card names.
* Rewards: only at the end; +1 to each winner, -1 to each loser, 0 to everyone in a draw
  (104.4a).  A seat that loses while the game goes on (multiplayer, 800.4) gets -1 and is
  terminated then.  The game's turn cap (``max_turns``) ends the game as a draw.
"""

from __future__ import annotations

from typing import Any

from casualmagic.env.aec import CasualMagicEnv, encode_view, raw_env

__all__ = ["env", "raw_env", "CasualMagicEnv", "encode_view"]


def env(variant: str = "duel", players: int = 2, **kwargs: Any) -> CasualMagicEnv:
    """The environment, wrapped as PettingZoo recommends (order enforcement, no
    out-of-bounds actions)."""
    from pettingzoo.utils import wrappers

    e = raw_env(variant=variant, players=players, **kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)  # type: ignore[return-value]
