"""Winning, losing and going first as a team (CR 104.2a, 808.4, 809.4–809.5, 810.8a).

The core ends the game when the players left are all on one team (104.2a);
these hooks add the variants' team rules: who goes first in Team vs. Team
(808.4) and Emperor (809.4), and that a team loses with its emperor (809.5b)
or, in Two-Headed Giant, with either of its players (810.8a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant

if TYPE_CHECKING:
    from casualmagic.engine.game import Game


def team_seats(game: Game, team: int) -> list[int]:
    """All seats of a team, in seat order (players who left included)."""
    return [p.index for p in game.players if p.team == team]


class TeamVsTeamStart(Variant):
    """CR 808.4: a random team goes first: its centre seat, or the one left of its midpoint."""

    name = "team_start"
    caches_actions = True

    def choose_starting_player(self, game: Game) -> int | None:
        teams = sorted({p.team for p in game.players})
        team = teams[game.random_below(len(teams))]
        seats = team_seats(game, team)
        # odd: the centre seat; even: the player to the left of the midpoint (turn order
        # goes to the left, so the later of the two middle seats)
        first = seats[len(seats) // 2]
        game.emit("starting_team", None, {"team": game.options.team_name(team)}, "808.4")
        return first


class EmperorTeams(Variant):
    """CR 809.4–809.5: emperors sit in the middle of their teams."""

    name = "emperor"
    caches_actions = True

    def __init__(self, emperors: tuple[int, ...]) -> None:
        self.emperors = emperors

    def choose_starting_player(self, game: Game) -> int | None:
        """CR 809.4: randomly determine which emperor goes first."""
        first = self.emperors[game.random_below(len(self.emperors))]
        game.emit("starting_emperor", first, {"player": game.players[first].name}, "809.4")
        return first

    def player_wins(self, game: Game, player: int) -> bool:
        """CR 809.5a (104.2d): a team wins the game if its emperor wins: every other
        team loses.  A general who "wins" follows 801.14 (the core rule)."""
        from casualmagic.engine.ending import lose

        if player not in self.emperors:
            return False
        team = game.players[player].team
        for q in game.living():
            if game.players[q].team != team:
                lose(game, q, "809.5a", f"the emperor {game.players[player].name} won")
        return True

    def player_leaves(self, game: Game, player: int) -> None:
        """CR 809.5b: a team loses the game if its emperor loses; 809.5c: the game is a
        draw for a team if it is a draw for its emperor."""
        from casualmagic.engine.ending import leave_with_a_draw, lose

        if player not in self.emperors:
            return
        team = game.players[player].team
        if game.players[player].lost:
            for q in team_seats(game, team):
                lose(game, q, "809.5b", "their emperor lost")
        elif player in game.vget("drawn_players", ()):
            leave_with_a_draw(game, [q for q in team_seats(game, team)
                                     if not game.players[q].left], "809.5c", end_check=False)

    def view(self, game: Game, viewer: int) -> dict:
        return {"emperors": list(self.emperors)}


class TeamLosesTogether(Variant):
    """CR 810.8a: players win and lose only as a team (Two-Headed Giant); 810.8b: a
    player who concedes takes the whole team out of the game."""

    name = "team_loses_together"
    caches_actions = True

    def player_leaves(self, game: Game, player: int) -> None:
        from casualmagic.engine.ending import lose

        p = game.players[player]
        if p.lost:  # 810.8b: a player who concedes takes the whole team out
            rule = "810.8b" if player in game.vget("conceded", ()) else "810.8a"
            for q in team_seats(game, p.team):
                lose(game, q, rule, "their teammate conceded" if rule == "810.8b"
                     else "their teammate lost")
