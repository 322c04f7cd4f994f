"""Speed: a number a player may have, from "start your engines!" (CR 702.179, 2025).

A player has no speed until a rule or effect sets it (702.179b); "start your engines!"
makes it 1 (702.179a); it increases by 1 once each turn when an opponent loses life
during its player's turn, up to 4 (702.179d); "max speed" is 4 (702.179e); a player
without speed has speed 0 for effects that refer to it (702.179f).  Speed is kept like the
other player designations (the monarch, 722; the city's blessing, 702.131) in the game's
variant state: ``vget("speed")`` is a tuple of ``(seat, speed)`` pairs, and
``vget("speed.raised")`` the ``(seat, turn)`` pairs of the turns a speed already went up.
The increase happens at once here; 702.179d makes it an inherent triggered ability that
uses the stack (not modelled: nothing in the card pool can respond to it).

Everything here costs one lookup when no player has speed (the usual game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.engine import rule_hooks

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

MAX_SPEED = 4
""""A player has max speed if their speed is 4." (702.179e)"""


def speeds(game: GameState) -> dict[int, int]:
    """Each player who has speed, with it."""
    return dict(game.vget("speed", ()))


def speed(game: GameState, player: int) -> int:
    """``player``'s speed; 0 for a player who has none (a player without speed has no
    speed to count, and "X, where X is your speed" is then 0)."""
    return speeds(game).get(player, 0)


def _set(game: GameState, player: int, value: int, rule: str, why: str) -> None:
    table = speeds(game)
    before = table.get(player)
    table[player] = value
    game.vset("speed", tuple(sorted(table.items())))
    game.emit("speed", player, {"speed": value, "from": before, "why": why}, rule)


def start_engines(game: GameState, player: int) -> None:
    """"Start your engines!" (702.179a): a player with no speed gets speed 1; a player who
    already has speed keeps it."""
    if game.players[player].left or player in speeds(game):
        return
    _set(game, player, 1, "702.179a", "start your engines")


def life_lost(game: GameState, player: int) -> None:
    """``player`` lost life: the active player's speed increases by 1 if it is less than 4,
    once each turn (702.179d).  A hook of life loss (119.3, 120.3a)."""
    if not game.vstate or not game.vget("speed"):
        return
    active = game.active
    if player == active or player not in game.opponents(active):
        return
    now = speed(game, active)
    if not now or now >= MAX_SPEED:
        return
    raised = game.vget("speed.raised", ())
    if (active, game.turn) in raised:
        return  # once each turn
    game.vset("speed.raised", (*((s, t) for s, t in raised if s != active), (active, game.turn)))
    _set(game, active, now + 1, "702.179d", "an opponent lost life during your turn")


def fastest(game: GameState) -> list[int]:
    """The players with the highest speed among players (players without speed have none,
    so if nobody has speed there is no such player)."""
    table = {p: s for p, s in speeds(game).items() if not game.players[p].left}
    if not table:
        return []
    top = max(table.values())
    return sorted(p for p, s in table.items() if s == top)


rule_hooks.LIFE_LOST.append(life_lost)
