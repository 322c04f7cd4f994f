"""Archenemy win rates: the archenemy against the opposing team over N seeded games (CR 904).

    python benchmarks/bench_archenemy.py [--games 100] [--players 4] [--agent heuristic]
                                         [--max-turns 60] [--rumble]

Prints a short ``casualmagic sim``-style summary: wins of the archenemy and of the team (or,
with ``--rumble``, of each seat in a Supervillain Rumble, 904.12), draws, with 95% Wilson score
intervals, and the mean game length.  It is not a test.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time

import casualmagic
from casualmagic.agents import AGENTS


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def play(seed: int, players: int, agent: str, max_turns: int, rumble: bool):
    options = {"max_turns": max_turns, "rumble": rumble}
    game = casualmagic.new_game("archenemy", players=players, seed=seed, options=options)
    agents = [AGENTS[agent](seed * 1000 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        a = agents[d.player]
        game.choose(a.choose(game.view(d.player) if getattr(a, "needs_view", True) else None, d))
    return game


def line(label: str, wins: int, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"  {label:<22} {wins:>5} / {n:<5} {wins / n:6.1%}   95% CI [{lo:6.1%}, {hi:6.1%}]"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--agent", choices=sorted(AGENTS), default="heuristic")
    ap.add_argument("--max-turns", type=int, default=60)
    ap.add_argument("--rumble", action="store_true", help="Supervillain Rumble (904.12)")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    args = ap.parse_args(argv)
    if args.games < 1 or args.players < 2:
        ap.error("--games must be at least 1 and --players at least 2")
    t0 = time.perf_counter()
    seat_wins = [0] * args.players
    draws = 0
    turns = []
    for seed in range(args.seed, args.seed + args.games):
        game = play(seed, args.players, args.agent, args.max_turns, args.rumble)
        turns.append(game.turn)
        if game.result is None or game.result.is_draw:
            draws += 1
        for w in set(game.result.winners if game.result else ()):
            seat_wins[w] += 1
    n = args.games
    mode = "Supervillain Rumble (904.12)" if args.rumble else \
        f"Archenemy (904): 1 vs {args.players - 1}"
    print(f"{mode}, {n} games, {args.agent} agents, seeds {args.seed}..{args.seed + n - 1}, "
          f"draw after {args.max_turns} turns")
    if args.rumble:
        for seat in range(args.players):
            print(line(f"seat {seat + 1} wins", seat_wins[seat], n))
    else:
        print(line("archenemy wins", seat_wins[0], n))
        team = n - seat_wins[0] - draws
        print(line("team wins", team, n))
    print(line("draws", draws, n))
    print(f"  mean length {statistics.mean(turns):.1f} turns; "
          f"{n / (time.perf_counter() - t0):.2f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
