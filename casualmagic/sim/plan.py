"""What a run plays: its entrants, the seed and the seating of each game.

A *run* is a batch of games of one variant between the same *entrants* (a deck and
the agent that plays it).  It is identified by its parameters (:func:`run_id`): the
variant, format and options, the entrants' card lists and agents, and the master
seed, but not the number of games nor how they are played (workers, Ray), so the
same command run again resumes the same run, and a larger ``--games`` extends it.

Seeds: game ``i`` of a run has the seed :func:`game_seed` ``(master, i)``, a hash of
the master seed and the index alone, so a game's result doesn't depend on which
worker plays it, in what order, or whether the run was resumed.  The agent of seat
``s`` is seeded ``seed * 1000 + s`` as in ``casualmagic play``, so
``casualmagic play --seed SEED`` with the same decks in seat order and one agent
plays the same game again.

Seat rotation: the entrants rotate over the seats from one game to the next (game
``i``, seat ``s`` gets entrant ``(s + i) mod n``), so over any ``n`` consecutive
games each entrant sits once in every seat and the seat advantage (the first
player's, 103.1) doesn't bias the entrants' win rates.  The rotation keeps the
entrants' order around the table (who sits to whose left); a format that seats the
players at random (806.3, 807.3) reshuffles them from the game's seed as usual.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Entrant:
    """A deck (its label and card names, command zone first) and the agent playing it."""

    label: str
    cards: tuple[str, ...]
    agent: str

    @property
    def name(self) -> str:
        return f"{self.label} ({self.agent})"


@dataclass(frozen=True)
class RunSpec:
    """Everything that decides a run's games (not how many, nor where they are played)."""

    variant: str
    entrants: tuple[Entrant, ...]
    master_seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    game_format: str | None = None
    format_options: dict[str, Any] | None = None
    allow_partial: bool = False

    @property
    def players(self) -> int:
        return len(self.entrants)

    def params(self) -> dict[str, Any]:
        """The run's parameters as plain JSON (stored with the run; hashed into its id)."""
        return {"variant": self.variant, "players": self.players,
                "master_seed": self.master_seed, "options": self.options,
                "game_format": self.game_format, "format_options": self.format_options,
                "allow_partial": self.allow_partial,
                "entrants": [{"label": e.label, "agent": e.agent, "cards": list(e.cards)}
                             for e in self.entrants]}

    @classmethod
    def from_params(cls, params: dict[str, Any]) -> RunSpec:
        return cls(params["variant"],
                   tuple(Entrant(e["label"], tuple(e["cards"]), e["agent"])
                         for e in params["entrants"]),
                   params["master_seed"], dict(params["options"]), params["game_format"],
                   params["format_options"], params["allow_partial"])

    def entrant_names(self) -> list[str]:
        """How the summary names each entrant: the deck's label, with its agent when the
        entrants' agents differ."""
        if len({e.agent for e in self.entrants}) > 1:
            return [e.name for e in self.entrants]
        return [e.label for e in self.entrants]


def run_id(spec: RunSpec) -> str:
    """A short, stable id of the run's parameters."""
    text = json.dumps(spec.params(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index``: from the master seed and the index alone (63 bits)."""
    digest = hashlib.blake2b(f"casualmagic-sim:{master_seed}:{index}".encode(),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def rotation(index: int, players: int) -> tuple[int, ...]:
    """The entrant given each seat of game ``index`` (before any random seating)."""
    return tuple((seat + index) % players for seat in range(players))


@dataclass(frozen=True)
class GameJob:
    """One game to play: all :func:`casualmagic.sim.runner.play_game` needs, picklable
    (sent to worker processes and Ray tasks alike)."""

    index: int
    seed: int
    variant: str
    decks: tuple[tuple[str, ...], ...]
    """The decks in the order given to ``new_game`` (entrant ``given[k]`` is k-th)."""
    labels: tuple[str, ...]
    agents: tuple[str, ...]
    given: tuple[int, ...]
    """The entrant whose deck is the k-th given (the rotation)."""
    options: dict[str, Any] = field(default_factory=dict)
    game_format: str | None = None
    format_options: dict[str, Any] | None = None
    allow_partial: bool = False


def game_job(spec: RunSpec, index: int) -> GameJob:
    given = rotation(index, spec.players)
    return GameJob(index, game_seed(spec.master_seed, index), spec.variant,
                   tuple(spec.entrants[e].cards for e in given),
                   tuple(spec.entrants[e].label for e in given),
                   tuple(spec.entrants[e].agent for e in given), given, dict(spec.options),
                   spec.game_format, spec.format_options, spec.allow_partial)


def game_jobs(spec: RunSpec, indices: Iterable[int]) -> Iterable[GameJob]:
    return (game_job(spec, i) for i in indices)


def missing_indices(games: int, done: Sequence[int] | set[int]) -> list[int]:
    """The indices below ``games`` not yet played, in order."""
    played = set(done)
    return [i for i in range(games) if i not in played]
