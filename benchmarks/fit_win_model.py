"""Fit the search agent's win-probability model from heuristic self-play duels.

    python benchmarks/fit_win_model.py [--games 1500] [--test 300] [--start 100000]

Plays ``--games`` seeded duels (seeds from ``--start``; the shipped duel decks) of the
heuristic agent against itself, records every seat's features
(:func:`casualmagic.agents.evaluation.seat_features`) at the first decision of each turn,
labelled with the game's winner (drawn or capped games are left out), and fits a
logistic regression of "seat 0 wins" on the feature difference seat 0 - seat 1 (Newton's
method with a small L2 penalty, no intercept: swapping the seats flips the sign; a feature
that never differs in these games, such as poison counters, keeps its shipped weight).  The
last ``--test`` games are held out: their log loss and accuracy are printed for the fitted
weights, for the weights now shipped and for the old material score.  Paste the printed
``WIN_MODEL`` and ``FIT`` into ``casualmagic/agents/evaluation.py``.  Needs numpy.
The seeds start far from the benchmark's (``bench_agents.py`` uses 0-499).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

import casualmagic  # noqa: E402
from casualmagic.agents import HeuristicAgent  # noqa: E402
from casualmagic.agents.evaluation import FEATURES, WIN_MODEL, seat_features  # noqa: E402


def samples(seed: int) -> tuple[list[list[float]], float | None]:
    """The feature differences (seat 0 - seat 1) at each turn's first decision of one
    heuristic duel, and 1.0 if seat 0 won, 0.0 if seat 1 did, None for no winner."""
    game = casualmagic.new_game("duel", seed=seed, options={"max_turns": 60})
    agents = [HeuristicAgent(seed * 1000 + s) for s in range(2)]
    rows: list[list[float]] = []
    seen = -1
    while not game.over:
        if game.turn != seen and game.turn >= 1:
            seen = game.turn
            f0, f1 = seat_features(game)
            rows.append([a - b for a, b in zip(f0, f1, strict=True)])
        d = game.pending
        game.choose(agents[d.player].choose(game.view(d.player), d))
    if len(game.winners) != 1:
        return rows, None
    return rows, 1.0 if 0 in game.winners else 0.0


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 30) -> np.ndarray:
    """Logistic regression without intercept by Newton's method (L2 penalty ``l2``)."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def report(name: str, logits: np.ndarray, y: np.ndarray) -> str:
    p = np.clip(1.0 / (1.0 + np.exp(-logits)), 1e-6, 1 - 1e-6)
    loss = float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))
    acc = float(np.mean((p > 0.5) == (y > 0.5)))
    return f"{name}: log loss {loss:.4f}, accuracy {acc:.1%}"


def material_logits(x: np.ndarray) -> np.ndarray:
    """The search's former score (a softmax of material over 8) as a logit, approximately:
    life, 1.5 a card in hand, 1.5 a land, 2 + 1.2 power + 0.8 toughness a creature, 2
    another permanent, over 8."""
    col = {f: i for i, f in enumerate(FEATURES)}
    m = (x[:, col["life"]] - 3 * x[:, col["poison"]] + 1.5 * x[:, col["hand"]]
         + 1.5 * x[:, col["lands"]] + 2 * x[:, col["creatures"]] + 1.2 * x[:, col["power"]]
         + 0.8 * x[:, col["toughness"]] + 2 * x[:, col["others"]])
    return m / 8.0


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--test", type=int, default=300)
    ap.add_argument("--start", type=int, default=100000)
    ap.add_argument("--l2", type=float, default=1.0)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    train_x: list[list[float]] = []
    train_y: list[float] = []
    test_x: list[list[float]] = []
    test_y: list[float] = []
    skipped = 0
    for i, seed in enumerate(range(args.start, args.start + args.games)):
        rows, won = samples(seed)
        if won is None:
            skipped += 1
            continue
        held = i >= args.games - args.test
        (test_x if held else train_x).extend(rows)
        (test_y if held else train_y).extend([won] * len(rows))
    x, y = np.array(train_x), np.array(train_y)
    tx, ty = np.array(test_x), np.array(test_y)
    shipped = np.array([WIN_MODEL[f] for f in FEATURES])
    seen = np.abs(x).sum(axis=0) > 0  # a feature that never differs keeps its set weight
    w = shipped.copy()
    w[seen] = fit(x[:, seen], y, args.l2)
    lines = [report("fitted", tx @ w, ty), report("shipped", tx @ shipped, ty),
             report("material", material_logits(tx), ty)]
    print(f"{args.games} games (seeds {args.start}-{args.start + args.games - 1}, "
          f"{skipped} without a winner left out), {len(y)} training and {len(ty)} held-out "
          f"samples, {time.perf_counter() - t0:.0f} s")
    for line in lines:
        print(" ", line)
    never = [f for f, ok in zip(FEATURES, seen, strict=True) if not ok]
    unseen = f"; never differed, weight set by hand: {', '.join(never)}" if never else ""
    body = ", ".join(f'"{f}": {round(float(v), 4)}' for f, v in zip(FEATURES, w, strict=True))
    print(f"WIN_MODEL = {{{body}}}")
    print(f'FIT = ("{args.games - args.test} heuristic self-play duels (seeds {args.start}-'
          f'{args.start + args.games - args.test - 1}), {len(y)} samples; held out '
          f'{args.test} duels: {lines[0].split(": ", 1)[1]} (material score: '
          f'{lines[2].split(": ", 1)[1]}){unseen}")')
    if not math.isfinite(float(np.abs(w).sum())):
        raise SystemExit("the fit diverged")


if __name__ == "__main__":
    main()
