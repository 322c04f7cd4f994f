"""Agent strength: win rates with 95% Wilson intervals over seeded games.

    python benchmarks/bench_agents.py [--duels 500] [--search-duels 500] [--ms 50]
                                      [--commander 500] [--only heuristic,search,commander]
                                      [--search-args tree=1,burst=4] [--start 0]
                                      [--paired] [--each]
    python benchmarks/bench_agents.py --merge PART.txt [PART.txt ...] [--target 0.6]

* heuristic vs random in duels (target: at least 90%);
* search (``--ms`` of CPU time per decision on average) vs heuristic in duels (target: at
  least 60%); the mean CPU ms per decision the search actually used is printed too;
* one heuristic seat vs three random seats in four-player Commander (target: at least 50%).

Game ``i`` uses seed ``i`` (from ``--start``); the tested agent sits in seat ``i % players``
so every seat is played.  The search's budget is CPU time (see ``SearchAgent``), or with
``--search-args steps=750`` a bank of rollout decisions calibrated to about the same
CPU time, which makes a run reproducible whatever the machine's load (its parts, split
by ``--start``, can then be run anywhere and merged).  A draw
or a game stopped by the turn cap counts as not won.  Prints its figures; it is not a test.
``--merge`` adds up the per-game lines (``--each``) of a run split by ``--start`` into
parts (or of a part still running) and prints the figures of the games they hold.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

# the checkout this script is in, not whichever copy the editable install points at
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import casualmagic  # noqa: E402
from casualmagic.agents import make_agent  # noqa: E402
from casualmagic.engine.game import Game  # noqa: E402


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(game: Game, agents: list, timed: int | None = None,
         clock: list[float] | None = None) -> Game:
    """Play ``game`` out; with ``timed`` (a seat) and ``clock``, add to ``clock`` that
    seat's CPU seconds in ``choose``, its decisions, and those with two options or more."""
    while not game.over:
        d = game.pending
        a = agents[d.player]
        view = game.view(d.player) if getattr(a, "needs_view", True) else None
        if clock is not None and d.player == timed:
            t = time.process_time()
            option = a.choose(view, d)
            clock[0] += time.process_time() - t
            clock[1] += 1
            clock[2] += len(d.options) > 1
        else:
            option = a.choose(view, d)
        game.choose(option)
    return game


def match(label: str, games: int, variant: str, players: int, tested: str, others: str,
          target: float, tested_kwargs: dict | None = None,
          progress: Callable[[int], None] | None = None, start: int = 0,
          each: bool = False, paired: str | None = None) -> None:
    """Play the seeded games and print the tested seat's win rate.  With ``paired`` (an
    agent name), each seed is played again with that agent in the tested seat, and the
    seeds won by one and not the other are counted (McNemar's test): the tested agent's
    gain over it on the same seeds, with far less noise than two win rates."""
    wins = draws = turns = 0
    up: list[int] = []  # seeds won by the tested agent and lost by ``paired``
    down: list[int] = []
    clock = [0.0, 0, 0]  # the tested seat's CPU seconds in choose, decisions, real ones
    t0 = time.perf_counter()
    for seed in range(start, start + games):
        game = casualmagic.new_game(variant, seed=seed, players=players,
                                    options={"max_turns": 60})
        seat = seed % players
        agents = [make_agent(tested if s == seat else others, seed * 1000 + s, game,
                             **((tested_kwargs or {}) if s == seat else {}))
                  for s in range(players)]
        before = list(clock)
        play(game, agents, seat, clock)
        won = seat in game.winners
        wins += won
        draws += not game.winners
        turns += game.turn
        base = ""
        if paired:
            again = casualmagic.new_game(variant, seed=seed, players=players,
                                         options={"max_turns": 60})
            play(again, [make_agent(paired if s == seat else others, seed * 1000 + s, again)
                         for s in range(players)])
            base_won = seat in again.winners
            (up if won and not base_won else down if base_won and not won else []).append(seed)
            base = f"; {paired} in the seat: {'won' if base_won else 'not won'}"
        if each:
            cpu, asked, real = (clock[i] - before[i] for i in range(3))
            print(f"  seed {seed}: {'won' if won else 'not won'} "
                  f"({game.turn} turns; {1000 * cpu:.0f} CPU ms over {asked} decisions, "
                  f"{real} with two options or more{base})", flush=True)
        if progress:
            progress(seed + 1 - start)
    secs = time.perf_counter() - t0
    lo, hi = wilson(wins, games)
    rate = wins / games if games else 0.0
    verdict = "meets" if lo >= target else ("below" if hi < target else "inconclusive vs")
    seeds = f"seeds {start}-{start + games - 1}"
    print(f"{label}, {seeds}: {wins}/{games} = {rate:.1%}  95% CI [{lo:.1%}, {hi:.1%}]  "
          f"({verdict} target {target:.0%}; {draws} draws/caps; "
          f"{turns / max(games, 1):.1f} turns/game; {secs:.0f} s)", flush=True)
    print(f"  {label.split(' vs ')[0]}: {1000 * clock[0] / max(clock[1], 1):.1f} CPU ms per "
          f"decision ({clock[1]} decisions), {1000 * clock[0] / max(clock[2], 1):.1f} per "
          f"decision with two options or more ({clock[2]})", flush=True)
    if paired:
        flips = len(up) + len(down)
        print(f"  paired with {paired} in the seat on the same seeds: "
              f"{(len(up) - len(down)) / max(games, 1):+.1%} ({len(up)} seeds won only by "
              f"{tested}, {len(down)} only by {paired}; McNemar exact p = "
              f"{mcnemar(len(up), flips):.3f})", flush=True)


def mcnemar(up: int, flips: int) -> float:
    """The two-sided exact McNemar p-value: ``up`` of ``flips`` discordant seeds under a
    fair coin."""
    if flips == 0:
        return 1.0
    k = min(up, flips - up)
    tail = sum(math.comb(flips, i) for i in range(k + 1)) / 2 ** flips
    return min(1.0, 2 * tail)


EACH = re.compile(r"seed (\d+): (won|not won) \((\d+) turns; (\d+) CPU ms over (\d+) decisions, "
                  r"(\d+) with two options or more(?:; (\S+) in the seat: (won|not won))?\)")


def merge(paths: list[str], target: float) -> None:
    """The figures of the per-game lines (``--each``) in ``paths``: the tested seat's wins
    with their Wilson interval, its CPU time per decision and, for a paired run, the
    seeds won by one agent in the seat and not the other (McNemar's test)."""
    games: dict[int, re.Match[str]] = {}
    for path in paths:
        for line in Path(path).read_text().splitlines():
            if (m := EACH.search(line)) is not None:
                games[int(m[1])] = m
    if not games:
        raise SystemExit(f"no per-game lines (--each) in {', '.join(paths)}")
    n = len(games)
    wins = sum(m[2] == "won" for m in games.values())
    cpu = sum(int(m[4]) for m in games.values())
    asked = sum(int(m[5]) for m in games.values())
    real = sum(int(m[6]) for m in games.values())
    lo, hi = wilson(wins, n)
    verdict = "meets" if lo >= target else ("below" if hi < target else "inconclusive vs")
    print(f"{n} games (seeds {min(games)}-{max(games)}): {wins}/{n} = {wins / n:.1%}  "
          f"95% CI [{lo:.1%}, {hi:.1%}]  ({verdict} target {target:.0%}; "
          f"{sum(int(m[3]) for m in games.values()) / n:.1f} turns/game)")
    print(f"  {cpu / max(asked, 1):.1f} CPU ms per decision ({asked} decisions), "
          f"{cpu / max(real, 1):.1f} per decision with two options or more ({real})")
    paired = [m for m in games.values() if m[7]]
    if paired:
        base = sum(m[8] == "won" for m in paired)
        up = sum(m[2] == "won" and m[8] != "won" for m in paired)
        down = sum(m[2] != "won" and m[8] == "won" for m in paired)
        blo, bhi = wilson(base, len(paired))
        print(f"  {paired[0][7]} in the seat on the same seeds: {base}/{len(paired)} = "
              f"{base / len(paired):.1%}  95% CI [{blo:.1%}, {bhi:.1%}]; gain "
              f"{(up - down) / len(paired):+.1%} ({up} seeds won only by the tested agent, "
              f"{down} only by {paired[0][7]}; McNemar exact p = {mcnemar(up, up + down):.3f})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--duels", type=int, default=500)
    ap.add_argument("--search-duels", type=int, default=500)
    ap.add_argument("--commander", type=int, default=500)
    ap.add_argument("--ms", type=float, default=50.0, help="search time per decision (ms)")
    ap.add_argument("--search-args", default="",
                    help="more SearchAgent settings, e.g. tree=1,burst=4,confidence=0.5")
    ap.add_argument("--only", default="heuristic,search,commander")
    ap.add_argument("--paired", action="store_true",
                    help="search: play each seed again with the heuristic in its seat and "
                         "count the seeds that differ (the gain over the heuristic)")
    ap.add_argument("--each", action="store_true",
                    help="a line per game as it ends (a long run read while it goes)")
    ap.add_argument("--start", type=int, default=0,
                    help="first seed (to split a long run; the results of parts add up)")
    ap.add_argument("--merge", nargs="+", metavar="PART",
                    help="print the figures of the per-game lines (--each) in these files")
    ap.add_argument("--target", type=float, default=0.60, help="the target of --merge")
    args = ap.parse_args(argv)
    if args.merge:
        merge(args.merge, args.target)
        return
    only = set(args.only.split(","))
    search_kwargs: dict = {"ms": args.ms}
    for item in filter(None, args.search_args.split(",")):
        key, _, value = item.partition("=")
        search_kwargs[key.strip()] = float(value) if "." in value else int(value)

    def dots(i: int) -> None:
        if i % 10 == 0:
            print(".", end="", file=sys.stderr, flush=True)

    if "heuristic" in only:
        match("heuristic vs random, duel", args.duels, "duel", 2, "heuristic", "random", 0.90,
              progress=dots, start=args.start, each=args.each)
    if "search" in only:
        extra = f", {args.search_args}" if args.search_args else ""
        match(f"search ({args.ms:g} ms{extra}) vs heuristic, duel", args.search_duels, "duel", 2,
              "search", "heuristic", 0.60, search_kwargs, progress=dots, start=args.start,
              each=args.each, paired="heuristic" if args.paired else None)
    if "commander" in only:
        match("heuristic vs 3 random, 4-player Commander", args.commander, "commander", 4,
              "heuristic", "random", 0.50, progress=dots, start=args.start, each=args.each)


if __name__ == "__main__":
    main()
