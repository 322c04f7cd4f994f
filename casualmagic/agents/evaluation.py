"""How good a (determinized) game is for each seat: a win-probability model over the board.

A search agent stops its rollouts before the game ends and needs each seat's chance to
win from there.  The model is a multinomial logit (Bradley-Terry for two players): each
seat gets a strength ``w · features(seat)``, and its share of the game is the softmax of
the strengths over the seats still in it.  For a duel that is exactly a logistic
regression of "seat 0 wins" on the difference of the two seats' features.

The features are what decides duels between the heuristic agents: life (119), poison
counters (104.3d), cards in hand, lands, creatures with their power and toughness left, the power
that flies (702.9b: it is blocked only by flying or reach), the other permanents, and
whose turn it is.  A game that is over scores its winners (104.2-104.4).

**How the weights were made** (:data:`WIN_MODEL`): ``python benchmarks/fit_win_model.py``
plays seeded two-player duels of the heuristic agent against itself with the shipped duel
decks, records every seat's features at the first decision of each turn (where a
rollout stops) with the game's winner, and fits the logistic regression of the winner on
the feature differences (Newton's method, a small L2 penalty, no intercept: the model is
symmetric in the seats).  The script prints the weights and the held-out log loss and
accuracy, against the material score the search used before.  The figures it printed for
these weights are in :data:`FIT`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

FEATURES = ("life", "poison", "hand", "lands", "creatures", "power", "toughness",
            "flying_power", "others", "active")

# fitted by benchmarks/fit_win_model.py (see the module docstring)
WIN_MODEL: dict[str, float] = {
    "life": 0.1373, "poison": -0.3, "hand": 0.5925, "lands": 0.3611, "creatures": 0.4232,
    "power": 0.1714, "toughness": 0.1692, "flying_power": 0.1548, "others": -0.0944,
    "active": 0.4151,
}
FIT = ("300 heuristic self-play duels (seeds 100000-100299), 6383 samples; held out 100 duels: "
       "log loss 0.4782, accuracy 73.5% (material score: log loss 0.5269, accuracy 70.2%); "
       "poison counters never differed: their weight is set by hand")


def seat_features(game: Game) -> list[list[float]]:
    """Every seat's features (:data:`FEATURES`, in that order), read from ``game``."""
    n = game.n_players
    rows = [[0.0] * len(FEATURES) for _ in range(n)]
    for p in game.players:
        r = rows[p.index]
        r[0] = float(min(max(p.life, 0), 40))
        r[1] = float(p.poison)
        r[2] = float(min(len(p.hand), 10))
    for oid in game.battlefield:
        o = game.objects[oid]
        r = rows[o.controller]
        if cont.is_type(game, o, "Creature"):
            power = max(cont.power(game, o), 0)
            r[4] += 1
            r[5] += power
            r[6] += max(cont.toughness(game, o) - o.damage, 0)
            if cont.has_keyword(game, o, "Flying"):
                r[7] += power
        elif cont.is_type(game, o, "Land"):
            r[3] += 1
        else:
            r[8] += 1
    active = getattr(game, "active", None)
    if isinstance(active, int) and 0 <= active < n:
        rows[active][9] = 1.0
    return rows


def seat_scores(game: Game, model: dict[str, float] | None = None) -> list[float]:
    """Every seat's share of the game, summing to 1: the winners' when it is over
    (104.2-104.4; a draw shares it), else the model's win probabilities (a softmax of the
    seats' strengths over the seats still playing)."""
    n = game.n_players
    if game.over:
        if not game.winners:
            return [1.0 / n] * n
        return [1.0 / len(game.winners) if i in game.winners else 0.0 for i in range(n)]
    weights = [(model or WIN_MODEL)[f] for f in FEATURES]
    strengths = [sum(w * x for w, x in zip(weights, row, strict=True))
                 for row in seat_features(game)]
    out = [0.0 if p.lost or p.left else 1.0 for p in game.players]
    top = max(s for s, alive in zip(strengths, out, strict=True) if alive) if any(out) else 0.0
    exp = [math.exp(s - top) if alive else 0.0 for s, alive in zip(strengths, out, strict=True)]
    total = sum(exp) or 1.0
    return [e / total for e in exp]
