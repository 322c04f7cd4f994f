"""Engine speed: random-agent games/s, decisions/s, clone() time, memory per game.

    python benchmarks/bench_engine.py [--games 200] [--players 2]

Prints its figures; it is not a test.  Every decision counts, priority
passes included; decisions the engine takes itself (a single legal option)
are not counted.
"""

from __future__ import annotations

import argparse
import gc
import pickle
import statistics
import sys
import time
import tracemalloc

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.decks.generate import random_pool_deck


def run_games(n: int, players: int, variant: str = "duel", pool: bool = False,
              fmt: str | None = None) -> tuple[float, int, int]:
    """``pool``: random decks drawn from the whole card pool instead of the shipped decks;
    ``fmt``: a multiplayer format (CR 806–811, casualmagic.formats)."""
    casualmagic.new_game(variant, seed=0, players=players, format=fmt)  # warm the card cache
    decisions = 0
    turns = 0
    t0 = time.perf_counter()
    for seed in range(n):
        decks = [random_pool_deck(seed * 31 + i) for i in range(players)] if pool else None
        game = casualmagic.new_game(variant, decks=decks, seed=seed, players=players, format=fmt)
        agents = [RandomAgent(seed * 31 + i) for i in range(players)]
        while not game.over:
            d = game.pending
            game.choose(agents[d.player].choose(None, d))
            decisions += 1
        turns += game.turn
    return time.perf_counter() - t0, decisions, turns


def clone_time(samples: int = 200_000) -> tuple[float, float]:
    game = casualmagic.new_game(seed=3)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(120):  # mid-game
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    assert not game.over
    t0 = time.perf_counter()
    for _ in range(samples):
        game.clone()
    per_clone = (time.perf_counter() - t0) / samples
    t0 = time.perf_counter()
    for _ in range(200):
        c = game.clone()
        d = c.pending
        c.choose(d.options[0])
    clone_and_step = (time.perf_counter() - t0) / 200
    return per_clone, clone_and_step


def memory_per_game(players: int) -> tuple[float, int]:
    """Traced memory of one game in flight (mid-game) and its pickled size."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    game = casualmagic.new_game(seed=5, players=players)
    agents = [RandomAgent(i) for i in range(players)]
    for _ in range(250):
        if game.over:
            break
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / 1024, len(pickle.dumps(game))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"casualmagic {casualmagic.__version__}, Python {sys.version.split()[0]}, one core")
    rates = []
    for _ in range(args.repeat):
        secs, decisions, turns = run_games(args.games, args.players)
        rates.append((args.games / secs, decisions / secs, decisions / args.games, turns / args.games))
    best = max(rates)
    print(f"random {args.players}-player duel, {args.games} games x {args.repeat} runs (best run):")
    print(f"  games/s:       {best[0]:8.1f}   (median {statistics.median(r[0] for r in rates):.1f})")
    print(f"  decisions/s:   {best[1]:8.0f}")
    print(f"  decisions/game {best[2]:8.0f}   turns/game {best[3]:.1f}")
    secs, decisions, turns = run_games(args.games, args.players, pool=True)
    print(f"random {args.players}-player games, random decks from the whole pool, {args.games} games:")
    print(f"  games/s:       {args.games / secs:8.1f}")
    print(f"  decisions/s:   {decisions / secs:8.0f}")
    for fmt, n_players in (("ffa", 4), ("2hg", 4), ("grand-melee", 10)):
        n = max(args.games // (4 if n_players < 10 else 16), 1)
        secs, decisions, turns = run_games(n, n_players, fmt=fmt)
        print(f"random {n_players}-player {fmt} games (CR 806/807/810 formats), {n} games:")
        print(f"  games/s:       {n / secs:8.1f}   decisions/s {decisions / secs:.0f}, "
              f"turns/game {turns / n:.1f}")
    for variant, n_players in (("commander", 4), ("planechase", 4)):
        n = max(args.games // 8, 1)
        secs, decisions, turns = run_games(n, n_players, variant=variant)
        print(f"random {n_players}-player {variant} games (shipped decks), {n} games:")
        print(f"  games/s:       {n / secs:8.1f}   decisions/s {decisions / secs:.0f}, "
              f"turns/game {turns / n:.1f}")
    per_clone, clone_step = clone_time()
    print(f"  clone():       {per_clone * 1e6:8.2f} µs   (clone + one decision: {clone_step * 1e6:.1f} µs)")
    kib, pickled = memory_per_game(args.players)
    print(f"  memory/game:   {kib:8.0f} KiB in flight, {pickled / 1024:.0f} KiB pickled")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
