"""CR 807.4–807.5: Grand Melee's turn markers and their stacks.

There is one turn marker for each full four players (807.4a).  The players
holding one take their turns at the same time, each turn with its own stack
(807.5); the engine plays them interleaved (see
:mod:`casualmagic.engine.simultaneous`).  This module decides who holds the
markers:

* the starting player and every fourth player to their left begin (807.4b);
* a marker passes left as its turn ends (807.4c), but its new holder waits
  while another marker is within three seats to their left (807.4d);
* players leaving may designate markers for removal (807.4e–807.4g);
* a player gets priority for a stack only if its turn marker, or the
  controller of an object on it, is within their range of influence (807.5a).

The designations for removal are variant state: ``(marker, times)`` pairs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant, within_influence
from casualmagic.engine import simultaneous
from casualmagic.formats.attack_direction import right_of

if TYPE_CHECKING:
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game

REMOVALS = "grand_melee.removals"
OWED = "grand_melee.owed"  # players whose extra turn came first: their own turn is next (807.4j)
EXTRA = "turn.extra"  # the extra turns to be taken (engine.turn, 500.7)


def _without(seq: tuple[int, ...], item: int) -> tuple[int, ...]:
    """``seq`` without one ``item`` (its last occurrence: 500.7 most recent first)."""
    i = len(seq) - 1 - seq[::-1].index(item)
    return (*seq[:i], *seq[i + 1:])


def markers_for(players: int) -> int:
    """CR 807.4a: one turn marker for each full four players (and always one to play)."""
    return max(1, players // 4)


def holders(game: Game) -> dict[int, int]:
    """Each turn marker's holder: ``{marker: player}`` (the current turn's included)."""
    return {t.marker: t.active for t in simultaneous.turns_in_progress(game)}


def taking_a_turn(game: Game, marker: int) -> bool:
    """Has the turn of ``marker``'s holder begun (807.4g "taking a turn")?"""
    return any(t.marker == marker and t.stage != simultaneous.WAITING
               for t in simultaneous.turns_in_progress(game))


def _removals(game: Game) -> dict[int, int]:
    return dict(game.vget(REMOVALS, ()))


def _set_removals(game: Game, removals: dict[int, int]) -> None:
    game.vset(REMOVALS, tuple(sorted((m, c) for m, c in removals.items() if c > 0)))


def marker_to_the_right(game: Game, seat: int, exclude: int | None = None) -> int | None:
    """The turn marker nearest to ``seat``'s right, i.e. against turn order (807.4e)."""
    held = {p: m for m, p in holders(game).items() if m != exclude}
    n = len(game.players)
    for i in range(1, n + 1):
        q = (seat - i) % n
        if q in held:
            return held[q]
    return None


class GrandMelee(Variant):
    """CR 807.4–807.5: several turns at once, by turn markers."""

    name = "grand_melee"
    limits_priority = True
    planar_cards_exempt = False  # 801.18, 901.13: planes too are within ranges of influence

    # -- 807.4b the first turns -------------------------------------------------------------
    def first_simultaneous_turns(self, game: Game, starting: int) -> tuple[int, ...]:
        order = game.in_turn_order(starting)
        k = markers_for(len(order))
        return tuple(order[4 * i] for i in range(1, k))

    # -- 807.4d waiting to begin ----------------------------------------------------------------
    def may_begin_turn(self, game: Game, player: int) -> bool:
        """CR 807.4d: not while a player in the three seats to the left has a turn marker."""
        others = {t.active for t in game.parallel}
        return not any(q in others for q in game.in_turn_order(player)[1:4])

    # -- 807.4c, 807.4i–j who takes the turn marker's next turn -------------------------------
    def next_turn(self, game: Game, after: int) -> int | None:
        """The marker passes left (807.4c), but extra turns (500.7) are placed by 807.4i–j:
        the holder keeps the marker for an extra turn after this one unless another marker
        is within three seats to their right; otherwise, or when the player has no marker
        then, the extra turn comes immediately before their next turn."""
        owed = game.vget(OWED, ())
        if after in owed:  # the turn that the extra one came before (807.4i–j)
            game.vset(OWED, _without(owed, after))
            return after
        if not game.parallel:
            return None  # one marker: turns and extra turns as usual (500.7)
        extra = game.vget(EXTRA, ())
        if after in extra and not self._marker_to_the_right(game, after):
            game.vset(EXTRA, _without(extra, after))
            game.emit("extra_turn", after, {"player": game.players[after].name}, "807.4i")
            return after  # it keeps the marker; 807.4d may still make it wait
        nxt = game.next_player(after)
        if nxt in extra:  # 807.4j: the extra turn immediately before their next turn
            game.vset(EXTRA, _without(extra, nxt))
            game.vset(OWED, (*owed, nxt))
            game.emit("extra_turn", nxt, {"player": game.players[nxt].name}, "807.4j")
        return nxt

    @staticmethod
    def _marker_to_the_right(game: Game, player: int) -> bool:
        """Is another turn marker within three seats to ``player``'s right (807.4i)?"""
        others = {t.active for t in game.parallel}
        n = len(game.players)
        right = [(player - i * game.turn_direction) % n for i in range(1, n)]
        right = [q for q in right if not game.players[q].left][:3]
        return any(q in others for q in right)

    # -- 807.4g a marker designated for removal ------------------------------------------------
    def simultaneous_turn_ends(self, game: Game) -> bool:
        removals = _removals(game)
        times = removals.pop(game.turn_marker, 0)
        if not times:
            return False
        _set_removals(game, removals)
        game.emit("turn_marker_removed", game.active, {"turn_marker": game.turn_marker,
                                                        "player": game.players[game.active].name},
                  "807.4g")
        if times > 1:
            right = marker_to_the_right(game, game.active, exclude=game.turn_marker)
            if right is not None:
                self._designate(game, right, times - 1)
        return True

    # -- 807.4c, 807.4e–f players leaving --------------------------------------------------------
    def player_leaves(self, game: Game, player: int) -> None:
        for marker, holder in holders(game).items():
            if holder == player and not taking_a_turn(game, marker):
                # 807.4c: before their turn began, the player to the left takes it at once
                nxt = game.next_player(player)
                simultaneous.set_turn_player(game, marker, nxt)
                game.emit("turn_marker_passes", nxt, {"turn_marker": marker,
                                                      "player": game.players[nxt].name},
                          "807.4c")
        # 807.4e–f: would the markers left undesignated be too many for the players left?
        if self._too_many_markers(game, game.n_living):
            right = marker_to_the_right(game, player)
            if right is not None:
                self._designate(game, right, 1)

    @staticmethod
    def _too_many_markers(game: Game, living: int) -> bool:
        """CR 807.4e–f: are the turn markers not yet designated for removal more than
        ``living`` players have (807.4a)?"""
        designated = sum(_removals(game).values())
        return len(holders(game)) - designated > markers_for(living)

    def reduces_simultaneous_turns(self, game: Game, player: int) -> bool:
        living = game.n_living - (0 if game.players[player].left else 1)  # as they go
        return self._too_many_markers(game, living)

    def _designate(self, game: Game, marker: int, times: int) -> None:
        """CR 807.4e, 807.4g: designate ``marker`` for removal ``times`` times; a marker whose
        holder isn't taking a turn is removed at once."""
        removals = _removals(game)
        removals[marker] = removals.get(marker, 0) + times
        holder = holders(game).get(marker)
        game.emit("turn_marker_designated", holder, {"turn_marker": marker,
                                                     "times": removals[marker]}, "807.4e")
        if taking_a_turn(game, marker) or marker == game.turn_marker:
            _set_removals(game, removals)
            return
        total = removals.pop(marker)
        _set_removals(game, removals)
        right = marker_to_the_right(game, holder if holder is not None else 0, exclude=marker)
        simultaneous.drop_turn(game, marker)
        game.emit("turn_marker_removed", holder, {"turn_marker": marker}, "807.4g")
        if total > 1 and right is not None:
            self._designate(game, right, total - 1)

    # -- 807.5a priority for each stack -----------------------------------------------------------
    def receives_priority(self, game: Game, player: int) -> bool:
        """CR 807.5a: the stack's turn marker, or an object on it controlled by a player,
        within the player's range of influence."""
        holder = game.active
        if game.players[holder].left:  # 800.4j: the marker stays at the seat of who left;
            # the nearest players on either side are next to it
            if player in (game.next_player(holder), right_of(game, holder)):
                return True
        elif within_influence(game, player, ("player", holder)):
            return True
        objs = game.objects
        return any(within_influence(game, player, ("player", objs[i].controller))
                   for i in game.stack)

    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        if event.kind == "turn_marker_passes":
            return f"{d['player']} takes turn marker {d['turn_marker']} at once"
        if event.kind == "turn_marker_designated":
            return f"turn marker {d['turn_marker']} is designated for removal ({d['times']})"
        if event.kind == "turn_marker_removed":
            return f"turn marker {d['turn_marker']} is removed"
        return None

    def view(self, game: Game, viewer: int) -> dict:
        return {"turn_markers": {m: p for m, p in sorted(holders(game).items())}}
