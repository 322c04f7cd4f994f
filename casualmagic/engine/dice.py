"""Rolling dice (CR 706) other than the planar die: "roll a six-sided die" and abilities that
use the result, such as a creature whose base power and toughness are rolled as it enters
(Elvish Impersonators: "As this creature enters, roll a six-sided die twice. Its base power
becomes the first result and its base toughness becomes the second result.", 614.1c, 614.12).

Every roll uses the game's seeded RNG (``game.random_below``), so games stay deterministic.
The engine calls :func:`enters_rolling_base_pt` from
:func:`casualmagic.engine.replacement.as_it_enters` (a one-line hook) for a permanent whose
card has the replacement ability ``enters_rolling_base_pt``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.engine.state import GameState


def roll_die(game: GameState, player: int, sides: int = 6, rule: str = "706.2") -> int:
    """``player`` rolls a die with ``sides`` faces numbered 1 to ``sides`` (706.1, 706.2);
    the result is logged."""
    result = game.random_below(sides) + 1
    game.emit("roll_die", player, {"sides": sides, "result": result}, rule)
    return result


def enters_rolling_base_pt(game: GameState, oid: int) -> None:
    """"As this creature enters, roll a six-sided die twice. Its base power becomes the
    first result and its base toughness becomes the second result": two rolls (706.2) as it
    enters (614.1c, 614.12), then a layer 7b effect setting its base power and toughness
    (613.4b) for as long as it stays on the battlefield (a new object afterwards, 400.7)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp

    o = game.objects[oid]
    power = roll_die(game, o.controller, 6, "706.2")
    toughness = roll_die(game, o.controller, 6, "706.2")
    add_effect(game, ContinuousEffect("7b", "set_pt", (power, toughness), next_timestamp(game),
                                      oid, o.controller, (oid,), None, "permanent", "613.4b",
                                      turn=game.turn))
    game.emit("base_pt_rolled", o.controller, {"object": oid, "card": o.card.name,
                                               "power": power, "toughness": toughness},
              "613.4b")
