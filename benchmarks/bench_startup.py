"""How long starting a four-player Commander game with four precons takes (issue 15: ≤ 0.5 s).

    python benchmarks/bench_startup.py [--games N] [--seed S]

The decks are precon-like (:mod:`casualmagic.decks.precon_like`): the shipped precon lists
with the cards the engine does not implement replaced by basic lands of the commander's
colour identity, so every card in the game is implemented; a precon the engine implements
in full is played as it is. Prints the time of ``casualmagic.new_game("commander", ...)``
up to the first decision, for the first game of the process (the cards' definitions are
compiled or read from the compiled database then) and for the next ones (median and worst),
and how many of the precons are played as they are.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LIMIT = 0.5


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    import casualmagic
    from casualmagic.decks.precon_like import precon_like_decks

    t0 = time.perf_counter()
    decks = precon_like_decks()
    built = time.perf_counter() - t0
    names = sorted(decks)
    playable = sum(decks[n].as_played for n in names)
    print(f"{len(decks)} precon-like decks ({playable} precons played as they are; "
          f"{sum(len(d.replaced) for d in decks.values()) / max(1, len(decks)):.0f} cards "
          f"replaced by basic lands per deck on average), built in {built:.1f} s")
    rng = random.Random(args.seed)
    times = []
    for g in range(args.games + 1):
        chosen = [list(decks[n].cards) for n in rng.sample(names, 4)]
        t = time.perf_counter()
        game = casualmagic.new_game("commander", decks=chosen, players=4, seed=args.seed + g)
        times.append(time.perf_counter() - t)
        assert game.pending is not None
    first, rest = times[0], times[1:]
    print(f"first game of the process: {first:.3f} s")
    print(f"next {len(rest)} games: median {statistics.median(rest):.3f} s, "
          f"worst {max(rest):.3f} s (limit {LIMIT} s: "
          f"{'met' if max(rest) <= LIMIT else 'NOT met'})")


if __name__ == "__main__":
    main()
