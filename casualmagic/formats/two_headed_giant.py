"""CR 810: Two-Headed Giant — a shared life total and shared poison counters.

Each player's ``life`` and ``poison`` always equal the team's: damage, life
loss and life gain happen to a player (810.9) and the change is applied to
the team's total, i.e. to each teammate too (logged as ``team_life``).  The
team loses at 0 life (810.8c, through 704.5a for each player) or at fifteen
poison counters (810.8d), plus five for each player beyond the second
(810.11), as it does 30 + 15 life for each such player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant

if TYPE_CHECKING:
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game


def team_life(team_size: int) -> int:
    """CR 810.4, 810.11: 30, and 15 more for each player beyond the second."""
    return 30 + 15 * max(team_size - 2, 0)


def team_poison(team_size: int) -> int:
    """CR 810.8d, 810.11: 15, and 5 more for each player beyond the second."""
    return 15 + 5 * max(team_size - 2, 0)


class SharedLifeTotal(Variant):
    """CR 810.4, 810.9, 810.10 (see the module docstring)."""

    name = "shared_life"
    watches_events = True
    caches_actions = True

    def __init__(self, team_size: int) -> None:
        self.team_size = team_size

    def poison_limit(self, game: Game, player: int) -> int | None:
        return team_poison(self.team_size)

    def life_team(self, game: Game, player: int) -> tuple[int, ...] | None:
        """CR 810.4, 810.10: the team shares its life total and poison counters."""
        team = game.players[player].team
        return tuple(p.index for p in game.players
                     if p.team == team and (not p.left or p.index == player))

    def on_event(self, game: Game, event: Event) -> None:
        kind, d = event.kind, event.data
        if kind == "life":
            who, change = event.player, d["change"]
        elif kind == "damage" and d.get("to_player") is not None:
            who, change = d["to_player"], -d.get("life_lost", d["amount"])  # 119.8
        elif kind == "poison":
            self._share_poison(game, event.player, d["change"])
            return
        else:
            return
        if who is None or not change:
            return
        team = game.players[who].team
        for p in game.players:
            if p.index != who and p.team == team and not p.left:
                q = game.player_w(p.index)
                q.life += change
                game.emit("team_life", p.index, {"change": change, "life": q.life,
                                                 "from": game.players[who].name}, "810.9")

    def _share_poison(self, game: Game, who: int | None, change: int) -> None:
        """CR 810.10: poison counters a player gets are shared by the team."""
        if who is None or not change:
            return
        team = game.players[who].team
        for p in game.players:
            if p.index != who and p.team == team and not p.left:
                q = game.player_w(p.index)
                q.poison += change
                game.emit("team_poison", p.index, {"change": change, "poison": q.poison},
                          "810.10")
