"""The game API (docs/architecture.md "Game API"), shaped like python-chess and OpenSpiel::

    game = casualmagic.new_game("duel", decks=[deck_a, deck_b], seed=7)
    while not game.over:
        decision = game.pending
        game.choose(agent.choose(game.view(decision.player), decision))
    game.result, game.events, game.clone(), game.replay()

A :class:`Game` is a :class:`~casualmagic.core.state.GameState` plus these
methods.  ``clone()`` is O(1) (copy-on-write), and a game pickles at every
decision because its pending work is data.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from casualmagic.cards.model import CardDef
from casualmagic.core import rng
from casualmagic.core.decisions import (
    Decision,
    GameOverError,
    IllegalChoiceError,
    Option,
    normalise_option,
)
from casualmagic.core.events import Event, iter_log, to_jsonl
from casualmagic.core.flow import run
from casualmagic.core.hooks import Variant
from casualmagic.core.options import GameOptions
from casualmagic.core.state import GameState
from casualmagic.engine.effect_registry import EFFECTS
from casualmagic.engine.replacement import run_task

# handlers register themselves on import; the rules the core asks for (core/dispatch.py) and
# the trigger machinery subscribe to what happens
from casualmagic.engine import (  # noqa: E402,F401  isort:skip
    casting, casting_rules, combat, left_choices, replacement, sba, setup, simultaneous, stack,
    state_triggers, triggers, turn)


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: winners (seats), reason, rule, turn."""

    winners: tuple[int, ...]
    reason: str
    turn: int

    @property
    def is_draw(self) -> bool:
        return not self.winners


class Game(GameState):
    """One game of Magic.  See the module docstring."""

    # -- creating ------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        decks: Sequence[Sequence[CardDef]],
        *,
        seed: int = 0,
        options: GameOptions | None = None,
        hooks: Iterable[Variant] = (),
        deck_names: Sequence[Sequence[str]] | None = None,
    ) -> Game:
        """A new game from resolved decks (lists of :class:`CardDef`)."""
        if not EFFECTS:  # the ops are a layer above the rules, loaded by who builds the game
            raise RuntimeError("the effect ops are not loaded: import casualmagic.effects "
                               "(casualmagic.new_game does) before creating a game")
        opts = options or GameOptions(n_players=len(decks))
        if len(decks) != opts.n_players:
            raise ValueError(f"{opts.n_players} players need {opts.n_players} decks, got {len(decks)}")
        game = cls()
        game.seed = seed
        game.rng = rng.seed_state(seed)
        game.options = opts
        game.hooks = tuple(hooks)
        game.stage = "setup"
        setup.build_players(game, [list(d) for d in decks])
        game.vset("initial_decks", tuple(tuple(d) for d in decks))
        game.vset("deck_names", tuple(tuple(d) for d in (deck_names or
                                                         [[c.name for c in deck] for deck in decks])))
        setup.start(game)
        run(game)
        return game

    # -- playing -------------------------------------------------------------------------
    def choose(self, choice: Option | int) -> None:
        """Answer the pending decision with one of its options (or its index)."""
        d = self.pending
        if self.over or d is None:
            raise GameOverError("the game is over: there is no decision to answer")
        if isinstance(choice, int) and not isinstance(choice, bool):
            if not 0 <= choice < len(d.options):
                raise IllegalChoiceError(
                    f"option index {choice} is out of range: decision {d.kind!r} of "
                    f"{self.players[d.player].name} has {len(d.options)} options (rule {d.rule})"
                )
            option = d.options[choice]
        else:
            option = normalise_option(choice) if type(choice) is not tuple else choice
            if option not in d.options:
                shown = ", ".join(repr(o) for o in d.options[:12])
                more = "" if len(d.options) <= 12 else f", … ({len(d.options)} in all)"
                raise IllegalChoiceError(
                    f"{option!r} is not a legal option for the decision {d.kind!r} of "
                    f"{self.players[d.player].name} (rule {d.rule}); legal options: {shown}{more}"
                )
        self.choices = ((d.kind, option), self.choices)
        self.n_choices += 1
        self.pending = None
        run_task(self, d.resume, option)
        run(self)

    def concede(self, player: int) -> None:
        """CR 104.3a: ``player`` concedes the game, at any time (even without a decision of
        their own pending).  Recorded with the choices, so replays reproduce it."""
        from casualmagic.engine.ending import concede

        if self.over:
            raise GameOverError("the game is over: no one can concede")
        if not 0 <= player < self.n_players or self.players[player].left:
            raise IllegalChoiceError(f"player {player} is not in the game and can't concede")
        self.choices = (("concede", ("concede", player)), self.choices)
        self.n_choices += 1
        concede(self, player)
        run(self)

    @property
    def legal_options(self) -> tuple[Option, ...]:
        return self.pending.options if self.pending else ()

    # -- copying -------------------------------------------------------------------------
    def clone(self) -> Game:
        """An independent copy, O(1): both share structure until one writes."""
        return self.copy_state(Game.__new__(Game))  # type: ignore[return-value]

    def choice_list(self) -> list[Option]:
        out = []
        node = self.choices
        while node is not None:
            out.append(node[0][1])
            node = node[1]
        out.reverse()
        return out

    # -- results and logs ----------------------------------------------------------------
    @property
    def result(self) -> GameResult | None:
        if not self.over:
            return None
        return GameResult(self.winners, self.end_reason, self.turn)

    @property
    def events(self) -> list[Event]:
        """The full event log, oldest first (everything: for judges and replays)."""
        return iter_log(self.log)

    def events_for(self, player: int) -> list[Event]:
        """The log as ``player`` may see it (hidden information redacted)."""
        return [e.seen_by(player) for e in iter_log(self.log)]

    def log_jsonl(self, viewer: int | None = None) -> bytes:
        return b"".join(to_jsonl(self.events, viewer))

    def log_digest(self) -> str:
        """SHA-256 of the JSON Lines log: equal digests mean identical games."""
        return hashlib.sha256(self.log_jsonl()).hexdigest()

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may know now (docs/architecture.md "Hidden information")."""
        from casualmagic.engine.view import player_view

        return player_view(self, player)

    def describe(self, option: Option, decision: Decision | None = None) -> str:
        """A readable label for an option of the pending decision."""
        from casualmagic.engine.describe import describe_option

        return describe_option(self, decision or self.pending, option)

    # -- replay --------------------------------------------------------------------------
    def replay(self) -> Game:
        """Play the game again from its seed and choices; raises if it diverges."""
        from casualmagic.engine.replay import replay_choices

        return replay_choices(self)


__all__ = ["Game", "GameResult", "GameOptions", "Decision", "IllegalChoiceError", "GameOverError"]
