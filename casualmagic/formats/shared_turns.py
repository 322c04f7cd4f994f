"""CR 805: the shared team turns option (always used in Two-Headed Giant, 810.2).

Each team takes turns rather than each player (805.4): ``game.active`` is
the team's primary player (805.2, its rightmost seat from the team's point
of view: the first of its seats in turn order) and every other player of the
team is an active player too (:meth:`SharedTeamTurns.shares_turn`), so they
untap, draw (805.4b), play a land (805.4c), cast sorceries and attack during
the team's turn.  The team attacks as one (805.10a–b; the primary player
declares, 805.2) and the defending team blocks as one (805.10d).

805.5: a team's priority is held by its players one after the other (the
primary player first); the team has passed when each of them has passed
without acting, and the stack resolves (or the step ends) only when all
teams have passed in succession, after which the active team — its primary
player — receives priority (805.5b).  A player acting starts the passing over
(805.5a).  Simultaneous choices and draws go active team first, then each
nonactive team in turn order (805.6, 805.6a: APNAP order over seats of teams
sitting together).  Each team puts all its members'
triggered abilities on the stack together, the active team first (805.7,
:meth:`SharedTeamTurns.trigger_group`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant
from casualmagic.core.state import CLEANUP, DRAW, UNTAP

if TYPE_CHECKING:
    from casualmagic.engine.game import Game


def team_members(game: Game, team: int) -> list[int]:
    """The team's players still in the game, primary player first (805.2)."""
    return [p.index for p in game.players if p.team == team and not p.left]


def primary_player(game: Game, team: int) -> int | None:
    """CR 805.2: the team's rightmost seat (the first in turn order) still in the game."""
    members = team_members(game, team)
    return members[0] if members else None


class SharedTeamTurns(Variant):
    """CR 805.3–805.10 (see the module docstring)."""

    name = "shared_team_turns"
    caches_actions = True

    def choose_starting_player(self, game: Game) -> int | None:
        """CR 805.3: a randomly determined team is the starting team (103.1 methods)."""
        teams = sorted({p.team for p in game.players})
        team = teams[game.random_below(len(teams))]
        game.emit("starting_team", None, {"team": game.options.team_name(team)}, "805.3")
        return primary_player(game, team)

    def next_turn(self, game: Game, after: int) -> int | None:
        """CR 805.4: the next team in turn order takes the next turn."""
        team = game.players[after].team
        for q in game.in_turn_order(after):
            if game.players[q].team != team:
                return primary_player(game, game.players[q].team)
        return None

    def turn_begins(self, game: Game, player: int) -> None:
        """CR 805.4, 302.6: the team's turn begins for each of its players, even when its
        untap step is skipped (614.10)."""
        for q in team_members(game, game.players[player].team):
            if q != player and game.players[q].turn_started != game.turn:
                game.player_w(q).turn_started = game.turn

    def turn_taker(self, game: Game, player: int) -> int | None:
        """CR 805.8: the player's team takes an extra turn given to the player."""
        return primary_player(game, game.players[player].team)

    def shares_turn(self, game: Game, player: int) -> bool:
        """CR 805.4a: each player of the active team is an active player."""
        p = game.players[player]
        return not p.left and p.team == game.players[game.active].team

    def trigger_group(self, game: Game, player: int) -> tuple[int, ...] | None:
        """CR 805.7: the members of a team put all triggered abilities any of them controls
        on the stack in the order they choose (the primary player decides, 805.2); the
        active team first, then each nonactive team in turn order."""
        team = team_members(game, game.players[player].team)
        if game.players[player].team == game.players[game.active].team:
            team.sort(key=lambda q: q != game.active)  # the active (primary) player first
        return tuple(team)

    def blocks_for(self, game: Game, player: int, defender: int) -> bool:
        """CR 805.10d: a defending team's creatures block creatures attacking any of it."""
        return game.players[player].team == game.players[defender].team

    def turn_based_actions(self, game: Game, step: int) -> None:
        """What 502.3, 504.1 and 514.1 do for the active player, the active team's other
        players do too (805.4, 805.4b); the team's turn is each one's turn (302.6)."""
        from casualmagic.core.flow import push
        from casualmagic.engine.turn import draw_cards

        others = [q for q in team_members(game, game.players[game.active].team) if q != game.active]
        for q in others:
            if step == UNTAP:
                from casualmagic.engine.turn import untap_replaced, untap_replacements

                game.player_w(q).turn_started = game.turn
                instead = untap_replacements(game, q)  # 614.1 on 502.3, for each player
                untapped = [o.id for o in game.permanents(q) if o.tapped
                            and not (instead and untap_replaced(game, o.id, instead))]
                for oid in untapped:
                    game.obj_w(oid).tapped = False
                if untapped:
                    game.emit("untap", q, {"objects": untapped}, "805.4")
            elif step == DRAW:  # (the starting team's first draw step is skipped: 810.6)
                draw_cards(game, q, 1, "805.4b")
            elif step == CLEANUP:
                p = game.players[q]
                if p.max_hand_size is not None and len(p.hand) > p.max_hand_size:
                    push(game, ("discard_choice", q, len(p.hand) - p.max_hand_size, "514.1"))
