"""Playing a run's games: one function per game, on local worker processes or on Ray.

:func:`play_game` plays one game from a :class:`~casualmagic.sim.plan.GameJob` (variant,
decks, agents, seed) and returns its result row; it is the only code that plays, and
both backends run exactly it: :class:`LocalWorkers` (a ``multiprocessing`` pool, the
default) and :class:`RayWorkers` (Ray tasks, on a local head or a cluster).  A game
depends only on its job, so every backend and any number of workers give the same
result for each game.

:func:`play_run` keeps a bounded number of games in flight and hands each result to a
callback as soon as it arrives (the CLI stores it at once, so a killed run loses no
finished game).
"""

from __future__ import annotations

import os
import queue
import signal
import time
import zlib
from collections.abc import Callable, Iterable
from typing import Any

import orjson

from casualmagic.sim.plan import GameJob

Row = dict[str, Any]


def play_game(job: GameJob) -> Row:
    """Play one game to its end and return its row (see :mod:`casualmagic.sim.storage`).

    Seats and winners are numbered from 1 (Player 1 ...), entrants from 1 in the order
    of the run's decks.  An engine error during the game doesn't stop a run: the row
    holds it in ``error`` (no winners) and the game's choices up to it.
    """
    import casualmagic
    from casualmagic.agents import make_agent
    from casualmagic.agents.human import answer
    from casualmagic.replay_files import game_seating

    start = time.perf_counter()
    n = len(job.decks)
    order = list(range(n))
    error: str | None = None
    game = None
    try:
        game = casualmagic.new_game(job.variant, decks=[list(d) for d in job.decks],
                                    seed=job.seed, players=n, options=dict(job.options),
                                    allow_partial=job.allow_partial, format=job.game_format,
                                    format_options=job.format_options)
        order = list(game_seating(game) or order)  # seat s holds the order[s]-th deck given
        agents = [make_agent(job.agents[order[seat]], job.seed * 1000 + seat, game)
                  for seat in range(n)]  # an agent that searches is bound to the live game
        while not game.over:
            decision = game.pending
            agent = agents[decision.player]
            view = game.view(decision.player) if getattr(agent, "needs_view", True) else None
            answer(game, decision.player, agent.choose(view, decision))
    except Exception as e:  # noqa: BLE001  (an engine bug in one game is recorded, not fatal)
        error = f"{type(e).__name__}: {e}"
    seconds = time.perf_counter() - start
    result = game.result if game is not None and error is None else None
    winners = [w + 1 for w in result.winners] if result else []
    max_turns = job.options.get("max_turns")
    turns = result.turn if result else (game.turn if game is not None else 0)
    choices = game.choice_list() if game is not None else []
    return {
        "game_index": job.index,
        "seed": job.seed,
        "entrants": [job.given[order[seat]] + 1 for seat in range(n)],
        "decks": [job.labels[order[seat]] for seat in range(n)],
        "agents": [job.agents[order[seat]] for seat in range(n)],
        "winners": winners,
        "winner_decks": [job.labels[order[w - 1]] for w in winners],
        "turns": turns,
        "decisions": game.n_choices if game is not None else 0,
        "seconds": round(seconds, 4),
        "end_reason": result.reason if result else (error or ""),
        "capped": bool(result and not winners and max_turns and result.turn >= max_turns),
        "error": error,
        "replay": encode_choices(choices),
    }


def encode_choices(choices: Iterable[Any]) -> bytes:
    """A game's choices, compact: zlib-compressed JSON (with its seed and the run's decks
    it is the whole replay, see :func:`casualmagic.sim.storage.replay_game`)."""
    return zlib.compress(orjson.dumps(list(choices)), 6)


def decode_choices(blob: bytes) -> list[Any]:
    return list(orjson.loads(zlib.decompress(blob)))


# -- backends --------------------------------------------------------------------------------

class LocalWorkers:
    """``workers`` local processes (``multiprocessing``).  They ignore Ctrl-C: the main
    process decides what to keep, then ends them (:meth:`terminate`)."""

    def __init__(self, workers: int) -> None:
        import multiprocessing

        self.workers = workers
        self.pool = multiprocessing.get_context().Pool(workers, initializer=_ignore_sigint)
        self.results: queue.Queue[Any] = queue.Queue()

    @property
    def capacity(self) -> int:
        return self.workers * 2

    def submit(self, job: GameJob) -> None:
        self.pool.apply_async(play_game, (job,), callback=self.results.put,
                              error_callback=self.results.put)

    def next_result(self, timeout: float) -> Row | None:
        try:
            item = self.results.get(timeout=timeout)
        except queue.Empty:
            return None
        if isinstance(item, BaseException):
            raise item
        return item  # type: ignore[no-any-return]

    def close(self) -> None:
        self.pool.close()
        self.pool.join()

    def terminate(self) -> None:
        self.pool.terminate()
        self.pool.join()


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class RayUnavailable(RuntimeError):
    """Ray is not installed or the cluster can't be reached (a one-sentence message)."""


class RayWorkers:
    """Ray tasks running :func:`play_game`.  ``address`` is ``local`` (a new local head,
    with ``workers`` CPUs if given), ``auto`` or a cluster's address.  The tasks import this
    very ``casualmagic`` package (shipped as a ``py_modules`` runtime environment), so a
    cluster plays the driver's code; its nodes need the package's dependencies."""

    def __init__(self, address: str, workers: int | None = None) -> None:
        os.environ.setdefault("RAY_BACKEND_LOG_LEVEL", "error")  # no C++ warnings per retry
        try:
            import ray
        except ImportError:
            raise RayUnavailable("--ray needs Ray: pip install 'casualmagic[ray]'") from None
        import casualmagic

        self.ray = ray
        package = os.path.dirname(os.path.abspath(casualmagic.__file__))
        kwargs: dict[str, Any] = {"runtime_env": {"py_modules": [package],
                                                  "excludes": ["__pycache__", "*.pyc"]},
                                  "log_to_driver": False, "logging_level": "ERROR",
                                  "include_dashboard": False}
        if address == "local" and workers:
            kwargs["num_cpus"] = workers
        try:
            ray.init(address=address, **kwargs)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise RayUnavailable(f"--ray {address}: cannot start or reach Ray: "
                                 f"{str(e).splitlines()[0] if str(e) else type(e).__name__}"
                                 ) from None
        self.task = ray.remote(play_game).options(num_cpus=1, max_retries=3)
        self.cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self.pending: list[Any] = []

    @property
    def capacity(self) -> int:
        return self.cpus * 2

    def submit(self, job: GameJob) -> None:
        self.pending.append(self.task.remote(job))

    def next_result(self, timeout: float) -> Row | None:
        ready, self.pending = self.ray.wait(self.pending, num_returns=1, timeout=timeout)
        return self.ray.get(ready[0]) if ready else None  # type: ignore[no-any-return]

    def close(self) -> None:
        self.ray.shutdown()

    def terminate(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref, force=True)
        self.pending = []
        self.ray.shutdown()


Backend = LocalWorkers | RayWorkers


def play_run(jobs: Iterable[GameJob], backend: Backend, on_result: Callable[[Row], None],
             poll: float = 0.25) -> int:
    """Play every job on ``backend``, at most ``backend.capacity`` at a time, calling
    ``on_result`` with each row as it arrives (in any order).  Returns the number played.
    A KeyboardInterrupt propagates: the caller terminates the backend."""
    pending = iter(jobs)
    in_flight = played = 0
    for job in pending:
        backend.submit(job)
        in_flight += 1
        if in_flight >= backend.capacity:
            break
    while in_flight:
        row = backend.next_result(poll)
        if row is None:
            continue
        in_flight -= 1
        played += 1
        on_result(row)
        job = next(pending, None)
        if job is not None:
            backend.submit(job)
            in_flight += 1
    return played
