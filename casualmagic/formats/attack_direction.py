"""CR 802–803 (and 809.3c, 811.4): whom creatures may attack in a multiplayer game.

* ``multiple`` (802): every opponent is a defending player; each attacking
  creature attacks one of them (or a planeswalker of theirs).  That is the
  engine's default rule, so this option changes nothing.
* ``left`` / ``right`` (803.1a–b): only the opponent seated immediately to that
  side; if the nearest player that way is a teammate, no one can be attacked.
* ``adjacent`` (809.3c Emperor, 811.4 Alternating Teams): only opponents seated
  immediately next to the attacking player, on either side.

Turn order passes to the left (CR 101.4, 808.4), so the player to a
player's left is the next one in turn order.  Seats of players who left the
game are empty and not counted.  Range of influence (801.3) applies on top:
an opponent outside it isn't among ``game.opponents`` at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant
from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

MODES = ("multiple", "left", "right", "adjacent")


def left_of(game: Game, player: int) -> int:
    """The next player to ``player``'s left still in the game (the seat after it: turn order
    runs that way unless an effect reversed it, 101.4; the seats don't move)."""
    n = game.n_players
    for i in range(1, n + 1):
        q = (player + i) % n
        if not game.players[q].left:
            return q
    return player


def right_of(game: Game, player: int) -> int:
    n = game.n_players
    for i in range(1, n + 1):
        q = (player - i) % n
        if not game.players[q].left:
            return q
    return player


def attackable_players(game: Game, player: int, mode: str) -> list[int]:
    """The players ``player``'s creatures may attack under ``mode`` (802, 803, 809.3c, 811.4)."""
    opponents = game.opponents(player)  # 801.3: only those within range of influence
    if mode == "multiple":
        return opponents
    if mode == "left":
        sides = [left_of(game, player)]
    elif mode == "right":
        sides = [right_of(game, player)]
    else:
        sides = [left_of(game, player), right_of(game, player)]
    return [q for q in dict.fromkeys(sides) if q in opponents]


class AttackDirection(Variant):
    """CR 802.2, 803.1a–b, 809.3c, 811.4 as an attack-target rule."""

    name = "attack_direction"
    caches_actions = True

    def __init__(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown attack option {mode!r} (use {', '.join(MODES[:3])})")
        self.mode = mode

    def attack_targets(self, game: Game, active: int, attacker: int) -> list[tuple[str, int]] | None:
        if self.mode == "multiple":
            return None  # the engine's default is 802.2
        controller = game.objects[attacker].controller  # 805.10a: any attacking player
        players = attackable_players(game, controller, self.mode)
        out: list[tuple[str, int]] = [("player", p) for p in players]
        objs = game.objects
        for oid in game.battlefield:
            o = objs[oid]
            if o.controller in players and cont.is_type(game, o, "Planeswalker"):
                out.append(("object", oid))
        return out
