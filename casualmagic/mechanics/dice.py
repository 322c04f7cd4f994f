"""Rolling dice (CR 706).

Six-sided dice: "roll a six-sided die" and abilities that
use the result, such as a creature whose base power and toughness are rolled as it enters
(Elvish Impersonators: "As this creature enters, roll a six-sided die twice. Its base power
becomes the first result and its base toughness becomes the second result.", 614.1c, 614.12).

Every roll uses the game's seeded RNG (``game.random_below``), so games stay deterministic.
The engine calls :func:`enters_rolling_base_pt` from
:func:`casualmagic.engine.replacement.as_it_enters` (a one-line hook) for a permanent whose
card has the replacement ability ``enters_rolling_base_pt``.

A replacement that adds a die: "if a player would roll one or
more dice, instead they roll that many dice plus one and ignore one" (614.1a, 706.6;
Probability Flux).

A rule that rolls dice asks :func:`rolls_one_more` (a cheap vstate look-up: nothing is
scanned when no such effect exists); if it holds, it calls :func:`roll_dice`, which rolls
one die more, lets the roller choose the one to ignore (706.6: an ignored roll never
happened) and hands the kept results to a task of the caller's.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_registry import effect

ONE_MORE = "dice.one_more"
"""vstate key: ((controller, turn it began), ...) — "until your next turn" effects that make
each roll of dice one die larger (611.2a)."""


def rolls_one_more(game: GameState) -> bool:
    """Is an effect in force that makes a player who would roll dice roll one more and
    ignore one?  It lasts until its controller's next turn (611.2a)."""
    effects = game.vget(ONE_MORE, ())
    return bool(effects) and bool(still_lasting(game, effects))


def still_lasting(game: GameState, effects: tuple[tuple[int, int], ...]
                  ) -> tuple[tuple[int, int], ...]:
    """The ``(controller, turn it began)`` records of "until your next turn" effects that
    still last: each ends as its controller's next turn begins (611.2a, the duration of
    :func:`casualmagic.engine.continuous.lasts_until_next_turn`)."""
    from casualmagic.engine.continuous import lasts_until_next_turn

    return tuple(e for e in effects if lasts_until_next_turn(game, *e))


@effect("roll_one_more_die")
def _roll_one_more_die(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Until your next turn, if a player would roll one or more dice, instead they roll that
    many dice plus one and ignore one" (a replacement effect, 614.1a; 706.6)."""
    live = still_lasting(game, game.vget(ONE_MORE, ()))
    game.vset(ONE_MORE, (*live, (obj.controller, game.turn)))
    game.emit("replacement_effect", obj.controller, {"card": obj.card.name,
                                                     "duration": "until your next turn"}, "614.1a")
    return None


def roll_dice(game: GameState, player: int, faces: tuple[str, ...], n: int,
              then: tuple[Any, ...]) -> None:
    """``player`` rolls ``n`` dice with ``faces`` plus one (706.1, 614.1a), chooses one to
    ignore (706.6), and the task ``then`` gets the kept results as its last element."""
    results = tuple(faces[game.random_below(len(faces))] for _ in range(n + 1))
    game.emit("roll_dice", player, {"results": list(results), "dice": n + 1}, "706.1")
    options = [("ignore", r) for r in dict.fromkeys(results)]
    ask(game, player, "choose", options, "706.6", ("dice_ignore", player, results, then),
        f"You rolled {', '.join(results)}: ignore one")


@handler("dice_ignore")
def _dice_ignore(game: GameState, task: tuple, answer: tuple | None) -> None:
    """706.6: the ignored roll is considered never to have happened."""
    _, player, results, then = task
    i = results.index(answer[1]) if answer is not None else 0
    kept = results[:i] + results[i + 1:]
    game.emit("ignore_roll", player, {"ignored": results[i], "kept": list(kept)}, "706.6")
    push(game, (*then, kept))



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


rule_hooks.ENTERS_REPLACEMENT["enters_rolling_base_pt"] = enters_rolling_base_pt
