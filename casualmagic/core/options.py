"""Game options: the parameters a format or variant sets (CR 103, 800–811, 900s)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Immutable settings of one game, shared by every copy of it.

    ``starting_life`` (CR 103.4), ``starting_hand_size`` (103.5) and the
    free first mulligan (103.5c) are what variants change; ``teams`` gives
    each seat its team number (default: everyone on their own team).
    """

    n_players: int = 2
    player_names: tuple[str, ...] = ()
    starting_life: int = 20
    starting_hand_size: int = 7
    free_first_mulligan: bool | None = None  # None: on in multiplayer games (103.5c)
    skip_first_draw: bool | None = None  # None: on in two-player games (103.8a)
    teams: tuple[int, ...] = ()
    max_hand_size: int | None = 7  # CR 402.2
    max_turns: int | None = None
    extra: tuple[tuple[str, object], ...] = field(default=())

    def team_of(self, seat: int) -> int:
        return self.teams[seat] if self.teams else seat

    @property
    def multiplayer(self) -> bool:
        return self.n_players > 2 or len(set(self.teams or range(self.n_players))) > 2

    @property
    def uses_free_mulligan(self) -> bool:
        if self.free_first_mulligan is not None:
            return self.free_first_mulligan
        return self.multiplayer

    @property
    def skips_first_draw(self) -> bool:
        if self.skip_first_draw is not None:
            return self.skip_first_draw
        return self.n_players == 2

    def team_name(self, team: int) -> str:
        """``Team 2: Ann, Bob`` — a team and its members in seat order (CR 808–811)."""
        members = [self.name_of(s) for s in range(self.n_players) if self.team_of(s) == team]
        return f"Team {team + 1}: {', '.join(members)}"

    def name_of(self, seat: int) -> str:
        if seat < len(self.player_names):
            return self.player_names[seat]
        return f"Player {seat + 1}"
