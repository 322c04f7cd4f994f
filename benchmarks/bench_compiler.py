"""The oracle-text compiler: how long compiling every card takes, and how much it covers.

    python benchmarks/bench_compiler.py [--workers N] [--top N]

Prints its figures (it is not a test): the time to compile the whole card database on
N processes (default: one per core) and the CPU time that took, the cards implemented /
partial / not implemented, the precon corpus's playable decks and most frequent cards,
and with ``--top N`` the N most frequent paragraphs (numbers written #) that keep a card
from being implemented when they are its only missing paragraph: where the grammar
should grow next.
Nothing is written to the user's data directory.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--top", type=int, default=0)
    args = ap.parse_args()
    os.environ["CASUALMAGIC_DATA_DIR"] = tempfile.mkdtemp(prefix="cm-bench-")

    from casualmagic.cards.compiler import store
    from casualmagic.cards.coverage import precon_coverage
    from casualmagic.cards.definitions import implementation_status, load_definitions
    from casualmagic.decks.shipped import precon_decks

    t0, cpu0 = time.perf_counter(), _cpu_seconds()
    table = store.build(workers=args.workers)
    seconds, cpu = time.perf_counter() - t0, _cpu_seconds() - cpu0
    statuses = {n: (c.status, list(c.missing)) for n, c in table.items()}
    statuses.update({n: implementation_status(n) for n in load_definitions()})
    counts = Counter(s for s, _ in statuses.values())
    total = len(statuses)
    print(f"compiled {len(table)} cards in {seconds:.1f} s on {args.workers} process(es), "
          f"{cpu:.1f} s of CPU time (less sensitive to the machine's load)")
    for status in ("implemented", "partial", "not yet implemented"):
        print(f"  {status:<20} {counts[status]:>6}  ({100 * counts[status] / total:.1f}%)")
    pre = precon_coverage(statuses, precon_decks())
    print(f"precon corpus: {pre['fully playable decks']}/{pre['decks']} decks fully playable, "
          f"{pre['top 500 cards implemented']}/500 most frequent cards, "
          f"{pre['distinct cards implemented']}/{pre['distinct cards']} distinct cards")
    if args.top:
        blockers: Counter[str] = Counter()
        for card in table.values():
            if len(card.missing) == 1:
                text = card.missing[0].rsplit(": ", 1)[0]
                blockers[re.sub(r"\d+", "#", text)] += 1
        print(f"\nthe {args.top} paragraphs that most often are a card's only missing one:")
        for text, n in blockers.most_common(args.top):
            print(f"{n:>6}  {text[:110]}")


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


if __name__ == "__main__":
    main()
