"""The AEC environment itself; see :mod:`casualmagic.env` for the contract."""

from __future__ import annotations

from typing import Any

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as e:  # an optional extra
    raise ImportError(f"casualmagic.env needs PettingZoo ({e.name} is missing): "
                      'pip install "casualmagic[rl]"') from None

import casualmagic
from casualmagic.core.state import STEPS
from casualmagic.engine.game import Game

KINDS = ("first_player", "mulligan", "bottom", "priority", "target", "mode", "x", "pay",
         "attack", "block", "assign", "discard", "legend", "order", "choose", "copy")
STEP_NAMES = tuple(s for _, s, _ in STEPS)
SEAT_FEATURES = 14


def _seat_block(view: dict[str, Any], seat: int) -> list[float]:
    p = view["players"][seat]
    mine = [c for c in view["battlefield"] if c["controller"] == seat]
    creatures = [c for c in mine if "power" in c]
    attacking = sum(1 for c in creatures if "attacking" in c)
    return [
        min(p["life"], 60) / 40.0, p["poison"] / 10.0, p["hand_size"] / 10.0,
        p["library_size"] * 0.01, len(p["graveyard"]) / 30.0, float(p["lost"] or p["left"]),
        len(creatures) / 10.0, sum(c["power"] for c in creatures) / 20.0,
        sum(c["toughness"] for c in creatures) / 20.0,
        sum(1 for c in creatures if not c["tapped"]) / 10.0,
        (len(mine) - len(creatures)) / 10.0,
        sum(1 for c in mine if not c["tapped"] and "power" not in c) / 10.0,
        attacking / 10.0, float(view["active"] == seat),
    ]


def encode_view(view: dict[str, Any], n_players: int, max_actions: int) -> np.ndarray:
    """The observation vector of one seat's view: turn, step (one-hot), the seat's own
    decision kind (one-hot) and option count, the stack size and hand size, then
    :data:`SEAT_FEATURES` public numbers per seat, starting with the viewer and going on
    in seat order."""
    me = view["you"]
    step = [0.0] * len(STEP_NAMES)
    if view["step"] in STEP_NAMES:
        step[STEP_NAMES.index(view["step"])] = 1.0
    kind = [0.0] * (len(KINDS) + 1)
    decision = view.get("decision")
    n_options = 0
    if decision is not None:
        kind[KINDS.index(decision["kind"]) if decision["kind"] in KINDS else len(KINDS)] = 1.0
        n_options = len(decision["options"])
    out = [view["turn"] / 20.0, *step, *kind, min(n_options, max_actions) / max_actions,
           len(view["stack"]) / 10.0, len(view["hand"]) / 10.0]
    for k in range(n_players):
        out.extend(_seat_block(view, (me + k) % n_players))
    return np.clip(np.asarray(out, dtype=np.float32), -10.0, 10.0)


def observation_size(n_players: int) -> int:
    return 1 + len(STEP_NAMES) + len(KINDS) + 1 + 3 + SEAT_FEATURES * n_players


class CasualMagicEnv(AECEnv):
    """One game of ``variant`` per episode; see :mod:`casualmagic.env`."""

    metadata = {"render_modes": ["ansi"], "name": "casualmagic_v0", "is_parallelizable": False}

    def __init__(self, variant: str = "duel", players: int = 2, *, decks: Any = None,
                 format: str | None = None, max_turns: int | None = 100,
                 max_actions: int = 256, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r}: use None or 'ansi'")
        self.variant, self.n_players, self.decks, self.format = variant, players, decks, format
        self.max_turns, self.max_actions, self.render_mode = max_turns, max_actions, render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        size = observation_size(players)
        space = spaces.Dict({
            "observation": spaces.Box(-10.0, 10.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        })
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.game: Game | None = None
        self._next_seed = 0

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the episode ------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is None:
            seed, self._next_seed = self._next_seed, self._next_seed + 1
        else:
            self._next_seed = seed + 1
        game_options = {"max_turns": self.max_turns} if self.max_turns else {}
        self.game = casualmagic.new_game(self.variant, decks=self.decks, seed=seed,
                                         players=self.n_players, options=game_options,
                                         format=self.format)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._settled: set[int] = set()
        self._after_choice()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None and game.pending is not None
        options = game.pending.options[:self.max_actions]
        if action is None or not 0 <= int(action) < len(options):
            raise ValueError(f"action {action!r} is not legal for {agent}: the decision "
                             f"{game.pending.kind!r} has {len(options)} options (see the mask)")
        self._cumulative_rewards[agent] = 0.0
        game.choose(options[int(action)])
        self._after_choice()

    def _after_choice(self) -> None:
        """Hand out end rewards, terminate seats that are out, select the next agent."""
        game = self.game
        assert game is not None
        self._clear_rewards()
        for seat, agent in enumerate(self.possible_agents):
            if agent not in self.agents or seat in self._settled:
                continue
            p = game.players[seat]
            if game.over:
                won = seat in game.winners
                self.rewards[agent] = 1.0 if won else (0.0 if not game.winners else -1.0)
            elif p.lost or p.left:
                self.rewards[agent] = -1.0
            else:
                continue
            self.terminations[agent] = True
            self._settled.add(seat)
        if game.pending is not None:
            self.agent_selection = self.possible_agents[game.pending.player]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]
        for agent in self.agents:
            self.infos[agent] = self._info(agent)
        self._accumulate_rewards()
        self._deads_step_first()

    def _info(self, agent: str) -> dict[str, Any]:
        game = self.game
        seat = self.possible_agents.index(agent)
        d = game.pending if game is not None else None
        options = list(d.options[:self.max_actions]) if d is not None and d.player == seat else []
        return {"options": options}

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        game = self.game
        assert game is not None
        seat = self.possible_agents.index(agent)
        view = game.view(seat)
        mask = np.zeros(self.max_actions, dtype=np.int8)
        d = game.pending
        if d is not None and d.player == seat and not game.over:
            mask[:min(len(d.options), self.max_actions)] = 1
        return {"observation": encode_view(view, self.n_players, self.max_actions),
                "action_mask": mask}

    def view(self, agent: str) -> dict[str, Any]:
        """The seat's full view dict (public zones, its own hand, counts of the rest)."""
        assert self.game is not None
        return self.game.view(self.possible_agents.index(agent))

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        g = self.game
        lines = [f"turn {g.turn}, {STEP_NAMES[g.step] if g.stage != 'setup' else 'setup'}"]
        for p in g.players:
            lines.append(f"  {p.name}: {p.life} life, {len(p.hand)} cards in hand"
                         + (" (out)" if p.lost or p.left else ""))
        return "\n".join(lines)

    def close(self) -> None:
        self.game = None


def raw_env(variant: str = "duel", players: int = 2, **kwargs: Any) -> CasualMagicEnv:
    """The environment without PettingZoo's wrappers."""
    return CasualMagicEnv(variant=variant, players=players, **kwargs)
