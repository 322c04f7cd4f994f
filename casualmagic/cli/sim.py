"""``casualmagic sim``: play a batch of games between the same decks and summarise them.

Every option is checked before a game is played (a problem is one ``error:`` line and
exit code 1).  Games are played on local worker processes, or with ``--ray`` as Ray
tasks, and each is stored in the results file (``--out``, SQLite) as soon as it ends.
Ctrl-C stops the run (exit code 130) keeping every finished game; the same command
again resumes it.  See :mod:`casualmagic.sim` for seeds and seat rotation.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from casualmagic.cli.play import fail

if TYPE_CHECKING:
    from casualmagic.sim.plan import RunSpec
    from casualmagic.sim.stats import Summary


def sim(
    variant: str = typer.Argument(..., help="Variant to play: {variants}."),
    players: int | None = typer.Option(None, "--players", "-n",
                                       help="Number of players (default: one per --deck, else 2 "
                                            "or the format's)."),
    deck: list[str] = typer.Option([], "--deck", help="Deck file or shipped deck name, once per "
                                   "seat (default: the variant's shipped decks)."),
    games: int = typer.Option(100, "--games", help="Number of games in the run."),
    fmt: str | None = typer.Option(None, "--format", help="Multiplayer format (CR 806-811): "
                                   "{formats}."),
    agent: list[str] = typer.Option([], "--agent", help="AI playing the decks: once for all, or "
                                    "once per --deck (it plays that deck). Default heuristic."),
    workers: int | None = typer.Option(None, "--workers", "-j",
                                       help="Local worker processes (default: one per CPU)."),
    ray: str | None = typer.Option(None, "--ray", help="Play the games as Ray tasks: 'local' "
                                   "(a local head), 'auto' or a cluster address."),
    out: Path = typer.Option(Path("results.db"), "--out", help="SQLite results file (rerunning "
                             "the same command resumes the run stored there)."),
    csv: Path | None = typer.Option(None, "--csv", help="Also export the run's games as CSV."),
    parquet: Path | None = typer.Option(None, "--parquet", help="Also export the run's games "
                                        "as Parquet (needs pyarrow)."),
    plot: Path | None = typer.Option(None, "--plot", help="Draw win rates and game lengths: "
                                     "FILE.html, or FILE.png (needs matplotlib)."),
    seed: int = typer.Option(1, "--seed", help="Master seed: game i's seed derives from it and i."),
    max_turns: int | None = typer.Option(None, "--max-turns", help="End a game as a draw after N "
                                         "turns (counted as capped)."),
    also: list[str] = typer.Option([], "--variant", help="Another variant played at the same "
                                   "time, e.g. planechase --variant commander."),
    allow_partial: bool = typer.Option(False, "--allow-partial", help="Play cards the engine "
                                       "implements only in part."),
    unchecked_decks: bool = typer.Option(False, "--unchecked-decks", help="Play decks that break "
                                         "the variant's deck-construction rules."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show the progress bar "
                                  "(on a terminal)."),
) -> None:
    """Play many games between the same decks and summarise who wins (resumable)."""
    if games < 1:
        fail(f"--games {games}: a run plays at least one game")
    if workers is not None and workers < 1:
        fail(f"--workers {workers}: give at least one worker process")
    if max_turns is not None and max_turns < 1:
        fail(f"--max-turns {max_turns}: a game lasts at least one turn")
    _check_outputs(csv, parquet, plot)
    spec = _run_spec(variant, also, players, deck, agent, fmt, seed, max_turns, allow_partial,
                     unchecked_decks)
    _run(spec, games, workers, ray, out, progress)
    _report(spec, games, out, csv, parquet, plot)


def _check_outputs(csv: Path | None, parquet: Path | None, plot: Path | None) -> None:
    from casualmagic.sim.export import ExportError, check_parquet, check_writable
    from casualmagic.sim.plot import PlotError, check_plot

    try:
        if csv is not None:
            check_writable(csv, "--csv")
        if parquet is not None:
            check_writable(parquet, "--parquet")
            check_parquet()
        if plot is not None:
            check_plot(plot)
    except (ExportError, PlotError) as e:
        fail(str(e))


def _run_spec(variant: str, also: list[str], players: int | None, deck: list[str],
              agent: list[str], fmt: str | None, seed: int, max_turns: int | None,
              allow_partial: bool, unchecked_decks: bool) -> RunSpec:
    """The run asked for, every part checked (the first game is set up as a check)."""
    import casualmagic
    from casualmagic.agents import AGENTS
    from casualmagic.cli.play import check_seat_decks, count_players
    from casualmagic.core.decisions import EngineError
    from casualmagic.sim.plan import Entrant, RunSpec, game_job
    from casualmagic.variants import get_variant

    if also:
        variant = "+".join([variant, *also])
    try:
        variant_spec = get_variant(variant)
    except KeyError as e:
        fail(str(e.args[0]))
    if fmt is not None and players is None and not deck:
        from casualmagic.formats import FORMATS

        players = FORMATS[fmt].default_players if fmt in FORMATS else 4
    if players is not None and players < 2:
        fail(f"--players {players}: a game needs at least two players (CR 100.1)")
    n = count_players(players, deck)
    for name in agent:
        if name not in AGENTS:
            fail(f"unknown agent {name!r}: choose from {', '.join(sorted(AGENTS))}")
    if len(agent) not in (0, 1, n):
        fail(f"--agent given {len(agent)} times: give it once (for every deck) or once per "
              f"deck ({n})")
    agents = list(agent) if len(agent) == n else [agent[0] if agent else "heuristic"] * n
    if not deck:
        if variant_spec.default_decks is None:
            fail(f"the {variant} variant has no shipped decks: give --deck once per seat")
        deck = list(variant_spec.default_decks(n))
    elif not unchecked_decks:
        check_seat_decks(variant, deck)
    entrants = []
    for i, (d, a) in enumerate(zip(deck, agents, strict=True)):
        try:
            cards = casualmagic._command_zone_first(casualmagic.deck_list(d, i))
        except casualmagic.DeckError as e:
            fail(str(e))
        entrants.append(Entrant(_label(d), tuple(cards), a))
    options: dict[str, Any] = {"max_turns": max_turns} if max_turns else {}
    spec = RunSpec(variant, tuple(entrants), seed, options, fmt, None, allow_partial)
    job = game_job(spec, 0)
    try:  # set the first game up: any deck or option problem is one line now
        casualmagic.new_game(variant, decks=[list(d) for d in job.decks], seed=job.seed,
                             players=n, options=dict(options), allow_partial=allow_partial,
                             format=fmt, format_options=spec.format_options)
    except (KeyError, ValueError, EngineError) as e:
        fail(str(e.args[0]) if e.args else str(e))
    return spec


def _label(spec: str) -> str:
    """A deck's name in the summary: a shipped deck's name, or the file's name."""
    import casualmagic.variants  # noqa: F401  (the variants register their decks and deck rules)
    from casualmagic.decks.shipped import shipped_deck

    return spec if shipped_deck(spec) is not None else Path(spec).stem


def _run(spec: RunSpec, games: int, workers: int | None, ray: str | None, out: Path,
         show_progress: bool) -> None:
    """Play the run's games not yet stored in ``out``, storing each as it ends."""
    from casualmagic.sim.plan import game_jobs, missing_indices, run_id
    from casualmagic.sim.runner import LocalWorkers, RayUnavailable, RayWorkers, play_run
    from casualmagic.sim.storage import ResultStore, StorageError

    rid = run_id(spec)
    try:
        store = ResultStore(out)
        store.add_run(rid, spec)
    except StorageError as e:
        fail(str(e))
    with store:
        todo = missing_indices(games, store.done(rid))
        done_before = games - len(todo)
        if not todo:
            typer.echo(f"run {rid}: all {games} games are already in {out}", err=True)
            return
        if done_before:
            typer.echo(f"run {rid}: resuming, {done_before} of {games} games already in {out}",
                       err=True)
        try:
            backend: Any = (RayWorkers(ray, workers) if ray is not None
                            else LocalWorkers(min(workers or os.cpu_count() or 1, len(todo))))
        except RayUnavailable as e:
            fail(str(e))
        bar = _ProgressBar(games, done_before, enabled=show_progress)
        start = time.monotonic()
        played = 0

        def store_game(row: dict[str, Any]) -> None:
            nonlocal played
            store.add_game(rid, row)
            played += 1
            bar.advance()

        try:
            with bar:
                play_run(game_jobs(spec, todo), backend, store_game)
        except KeyboardInterrupt:
            backend.terminate()
            stored = sum(i < games for i in store.done(rid))
            typer.echo(f"stopped: {stored} of {games} games are stored in {out} "
                       f"(run {rid}); the same command resumes the run", err=True)
            _summary_table(spec, store, rid, games)
            raise typer.Exit(130) from None
        backend.close()
        seconds = time.monotonic() - start
        typer.echo(f"run {rid}: played {played} games in {seconds:.1f} s "
                   f"({played / seconds if seconds else 0:.2f} games/s) on "
                   f"{_where(backend, ray)}", err=True)


def _where(backend: Any, ray: str | None) -> str:
    if ray is not None:
        return f"Ray ({ray}, {backend.cpus} CPUs)"
    return f"{backend.workers} local worker{'s' * (backend.workers != 1)}"


class _ProgressBar:
    """A Rich progress bar on stderr (only on a terminal): games, games/s and ETA."""

    def __init__(self, total: int, done: int, enabled: bool) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        console = Console(stderr=True)
        self.start = time.monotonic()
        self.new = 0
        self.progress = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                                 TextColumn("ETA"), TimeRemainingColumn(), console=console,
                                 disable=not (enabled and console.is_terminal))
        self.task = self.progress.add_task("sim", total=total, completed=done, rate="")

    def __enter__(self) -> _ProgressBar:
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()

    def advance(self) -> None:
        self.new += 1
        elapsed = time.monotonic() - self.start
        rate = f"{self.new / elapsed:.2f} games/s" if elapsed > 0 else ""
        self.progress.update(self.task, advance=1, rate=rate)


def _report(spec: RunSpec, games: int, out: Path, csv: Path | None, parquet: Path | None,
            plot: Path | None) -> None:
    from casualmagic.sim.export import ExportError, write_csv, write_parquet
    from casualmagic.sim.plan import run_id
    from casualmagic.sim.plot import PlotError, write_plot
    from casualmagic.sim.storage import ResultStore

    rid = run_id(spec)
    with ResultStore(out) as store:
        summary = _summary_table(spec, store, rid, games)
        try:
            if csv is not None:
                n = write_csv(store.games(rid, games), csv)
                typer.echo(f"{n} games written to {csv}", err=True)
            if parquet is not None:
                n = write_parquet(store.games(rid, games, replay=True), parquet)
                typer.echo(f"{n} games written to {parquet}", err=True)
            if plot is not None:
                write_plot(summary, plot, _title(spec, summary))
                typer.echo(f"plot written to {plot}", err=True)
        except (ExportError, PlotError) as e:
            fail(str(e))


def _title(spec: RunSpec, summary: Summary) -> str:
    fmt = f" ({spec.game_format})" if spec.game_format else ""
    return f"{spec.variant}{fmt}, {spec.players} players, {summary.games} games"


def _summary_table(spec: RunSpec, store: Any, rid: str, games: int) -> Summary:
    """Print the summary of the run's stored games (those below ``games``)."""
    from rich.console import Console
    from rich.table import Table

    from casualmagic.sim.stats import summarize

    summary = summarize(spec.entrant_names(), store.games(rid, games))
    console = Console(highlight=False)
    console.print(f"{_title(spec, summary)} (run {rid}, master seed {spec.master_seed})")
    for title, rows in (("deck", list(summary.by_entrant.items())),
                        ("seat", [(str(i), r) for i, r in enumerate(summary.by_seat, 1)])):
        table = Table(title=f"win rate per {title}", title_justify="left")
        table.add_column(title)
        for column in ("games", "wins", "win rate", "95% interval"):
            table.add_column(column, justify="right")
        for name, r in rows:
            lo, hi = r.interval
            table.add_row(name, str(r.games), str(r.wins), f"{r.rate:.1%}",
                          f"{lo:.1%} - {hi:.1%}")
        console.print(table)
    console.print(f"(95% Wilson score intervals; with {spec.players} equal decks each would "
                  f"win {1 / spec.players:.1%})")
    t = summary.turns
    if t.values:
        table = Table(title="game length", title_justify="left")
        for column in ("", "mean", "min", "p10", "p25", "median", "p75", "p90", "max"):
            table.add_column(column, justify="right")
        for name, dist, f in (("turns", t, "{:.1f}"), ("decisions", summary.decisions, "{:.0f}"),
                              ("seconds", summary.seconds, "{:.2f}")):
            table.add_row(name, f.format(dist.mean), *(f.format(dist.percentile(q))
                                                       for q in (0, 10, 25, 50, 75, 90, 100)))
        console.print(table)
    console.print(f"{summary.games} games: {summary.draws} draws, {summary.capped} stopped by "
                  f"the turn cap, {summary.errors} engine errors")
    if summary.first_error:
        console.print(f"first engine error: {summary.first_error}")
    return summary
