"""CR 800.5, 806.3, 807.3: seating the players.

By default the players sit in the order their decks are given (800.5: "any
mutually agreeable method"), except in Grand Melee, which seats them at random
(807.3; ``seating="given"``, ``--seating given``, keeps the given order).  With
``format_options={"seating": "random"}`` (``--seating random``) they are seated
at random, as Free-for-All (806.3) and Grand Melee (807.3) prescribe: each player (name and deck) is given a seat by
a Fisher–Yates shuffle of the game's generator (:mod:`casualmagic.core.rng`)
seeded from the game's seed, before the game is created — seats, teams
(808.2, 811.3) and turn order all follow from it.  The result is logged as the
game begins (a ``seating`` event).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core import rng
from casualmagic.core.hooks import Variant

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

SEATING_STREAM = 0x5EA7
"""Mixed into the seed so the seating draws a stream of its own (the library
shuffles of 103.3 start from the plain seed)."""

SEATINGS = ("given", "random")


def random_seating(seed: int, n: int) -> tuple[int, ...]:
    """``order[seat]`` = the index (in the given order) of the player who sits there."""
    order, _ = rng.shuffled(rng.seed_state(seed ^ SEATING_STREAM), tuple(range(n)))
    return order


def seating_rule(fmt: str) -> str:
    """The rule that seats the players of ``fmt`` at random (806.3, 807.3; else 800.5)."""
    return {"ffa": "806.3", "grand-melee": "807.3"}.get(fmt, "800.5")


class RandomSeating(Variant):
    """Logs the random seating chosen before the game (806.3, 807.3)."""

    name = "random_seating"
    caches_actions = True

    def __init__(self, order: tuple[int, ...], rule: str) -> None:
        self.order = order
        self.rule = rule

    def setup(self, game: Game) -> None:
        game.emit("seating", None, {"seats": [p.name for p in game.players],
                                    "given_order": list(self.order)}, self.rule)

    def describe_event(self, game: Game, event) -> str | None:  # type: ignore[no-untyped-def]
        if event.kind != "seating":
            return None
        return "Players seated at random: " + ", ".join(
            f"seat {i + 1} {name}" for i, name in enumerate(event.data["seats"]))
