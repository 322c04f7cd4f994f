"""``casualmagic sim`` speed: four-player Commander games on 1, then 2 local workers.

    python benchmarks/bench_sim.py [--games 200] [--baseline-games N] [--agent heuristic]
                                   [--ray local]

Runs ``casualmagic sim commander --players 4`` (the shipped Commander decks) as the user
would, once with ``--workers 1`` and once with ``--workers 2`` (each into a fresh
results file), prints games/s for each and the speed-up, and checks that both runs
stored the same games (seed, seats, winners, turns, decisions, choices).  ``--ray
local`` adds a run on a local Ray head, checked the same way.  The rate is the one
the command reports: games played over the time spent playing them (start-up and
the summary excluded).  The issue's figure is ``--games 10000``; it is not a test.
``--baseline-games N`` plays only the first N games on 1 worker (and on Ray), compared with
the same games of the 2-worker run: a long run then needs the time of the 2-worker run
plus N single-worker games.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLAYED = re.compile(r"played (\d+) games in ([\d.]+) s \(([\d.]+) games/s\)")


def run(games: int, agent: str, out: Path, workers: int, ray: str | None = None
        ) -> tuple[float, float]:
    """Play the run; its games/s and the CPU seconds it used per game (all its processes;
    Ray's excluded)."""
    args = [sys.executable, "-m", "casualmagic", "sim", "commander", "--players", "4",
            "--games", str(games), "--agent", agent, "--workers", str(workers),
            "--out", str(out), "--no-progress"]
    if ray is not None:
        args += ["--ray", ray]
    cpu = _children_cpu()
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    cpu = _children_cpu() - cpu
    if done.returncode != 0:
        sys.exit(f"casualmagic sim failed:\n{done.stderr}")
    match = PLAYED.search(done.stderr)
    if match is None:
        sys.exit(f"no 'played N games' line in:\n{done.stderr}")
    return int(match[1]) / float(match[2]), cpu / games


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def games(db: Path, first: int | None = None) -> list[tuple]:
    """The stored games (the first ``first`` of them), by game index."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT game_index, seed, entrants, winners, turns, decisions, "
                            "end_reason, replay FROM games ORDER BY game_index").fetchall()
    return rows if first is None else rows[:first]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--baseline-games", type=int, default=None,
                        help="games of the 1-worker (and Ray) runs; default: --games")
    parser.add_argument("--agent", default="heuristic")
    parser.add_argument("--ray", default=None, help="also run on Ray: local, auto or an address")
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one, two, ray = Path(tmp, "one.db"), Path(tmp, "two.db"), Path(tmp, "ray.db")
        load = os.getloadavg()[0]
        base = min(ns.baseline_games or ns.games, ns.games)
        rate1, cpu1 = run(base, ns.agent, one, 1)
        print(f"1 worker:  {rate1:6.2f} games/s  ({cpu1:.2f} CPU s per game, {base} games)")
        rate2, cpu2 = run(ns.games, ns.agent, two, 2)
        print(f"2 workers: {rate2:6.2f} games/s  ({cpu2:.2f} CPU s per game, {ns.games} games)")
        print(f"speed-up:  {rate2 / rate1:6.2f}x  (four-player Commander games, "
              f"{ns.agent} agents)")
        load = max(load, os.getloadavg()[0])
        cpus = os.cpu_count() or 1
        if load > cpus:
            print(f"note: the machine was busy (load average {load:.1f} on {cpus} CPUs): "
                  "the speed-up measures the share of CPU the run got, not the code")
        reference = games(one)
        same = reference == games(two, base)
        print(f"per-seed results of the first {base} games, 1 vs 2 workers: "
              f"{'identical' if same else 'DIFFERENT'}")
        if ns.ray is not None:
            rate, _ = run(base, ns.agent, ray, 2, ns.ray)
            same_ray = reference == games(ray)
            print(f"Ray ({ns.ray}): {rate:6.2f} games/s; per-seed results: "
                  f"{'identical' if same_ray else 'DIFFERENT'}")
            same = same and same_ray
        wins = [0, 0, 0, 0]
        for row in games(two):
            entrants = json.loads(row[2])
            for seat in json.loads(row[3]):
                wins[entrants[seat - 1] - 1] += 1
        print(f"wins per deck (in --deck order, {ns.games} games): {wins}")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
