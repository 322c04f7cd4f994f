"""``casualmagic play`` and ``casualmagic replay``.

``play`` runs a game of a variant between agents (random, heuristic, search) and/or
a human at the terminal, printing the log as readable text (each line with
its CR rule) or as JSON Lines.  Before the game starts every option and every
deck is checked (each deck against the variant's deck-construction rules, see
:mod:`casualmagic.decks.for_play`); a problem is a one-line ``error:`` and exit
code 1.  ``--save FILE`` writes a replay file as the game goes (see
:mod:`casualmagic.engine.replay`): the recipe (variant, decks, options, seed,
seating), each choice as it is made, and at the end the log's digest so
``replay`` can verify the game is reproduced exactly.  A game cut short
(Ctrl-C, closed input) keeps its choices and ``replay`` checks them.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import typer
from typer.core import TyperCommand

if TYPE_CHECKING:
    import click

    from casualmagic.engine.game import Game
    from casualmagic.replay_files import ReplayWriter

LOG_FORMATS = ("text", "jsonl")
REPLAY_LOG_FORMATS = ("none", "text", "jsonl")


def fail(message: str, code: int = 1) -> NoReturn:
    for line in message.splitlines() or [""]:
        typer.echo(f"error: {line}", err=True)
    raise typer.Exit(code)


class PlayCommand(TyperCommand):
    """``play``: its help lists the variants and formats registered when it is shown (the
    variant plug-ins are imported only then, so ``casualmagic --help`` stays fast)."""

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from casualmagic.formats import FORMATS
        from casualmagic.variants import VARIANTS

        names = {"{variants}": ", ".join(VARIANTS), "{formats}": ", ".join(FORMATS)}
        for param in self.params:
            text = getattr(param, "help", None)
            if text:
                for key, value in names.items():
                    text = text.replace(key, value)
                param.help = text  # type: ignore[attr-defined]
        super().format_help(ctx, formatter)


def play(
    variant: str = typer.Argument("duel", help="Variant to play: {variants}."),
    players: int | None = typer.Option(None, "--players", "-n",
                                       help="Number of players (default 2, or the format's)."),
    seed: int = typer.Option(1, "--seed", help="Seed of the game's random number generator "
                             "(any integer)."),
    human: list[int] = typer.Option([], "--human", help="Seat (1-based) played by you in the terminal."),
    agent: str = typer.Option("heuristic", "--agent", help="AI for the other seats: random, heuristic or search."),
    deck: list[str] = typer.Option([], "--deck", help="Deck file, shipped deck name ('casualmagic "
                                   "decks list'), or 'random' (40 cards drawn from the whole card "
                                   "pool), once per seat."),
    log_format: str = typer.Option("text", "--log-format", help="text (readable) or jsonl."),
    save: Path | None = typer.Option(None, "--save", help="Write a replay file here (as the game "
                                     "goes: a game cut short keeps its choices)."),
    max_turns: int | None = typer.Option(None, "--max-turns", help="End the game as a draw after N turns."),
    allow_partial: bool = typer.Option(False, "--allow-partial", help="Play cards the engine implements only in part."),
    fmt: str | None = typer.Option(None, "--format", help="Multiplayer format (CR 806-811): "
                                   "{formats}."),
    range_: int | None = typer.Option(None, "--range", help="Range of influence in seats (CR 801)."),
    attack: str | None = typer.Option(None, "--attack", help="left, right or multiple (CR 802-803)."),
    deploy: bool | None = typer.Option(None, "--deploy/--no-deploy", help="Deploy creatures option (CR 804)."),
    teams: int | None = typer.Option(None, "--teams", help="Number of teams (Team vs. Team, Alternating Teams)."),
    random_seating: bool = typer.Option(False, "--random-seating",
                                        help="Seat the players at random (CR 806.3, 807.3)."),
    seating: str | None = typer.Option(None, "--seating", help="given (the order the decks "
                                       "are given) or random (CR 806.3, 807.3; Grand Melee's "
                                       "default)."),
    also: list[str] = typer.Option([], "--variant", help="Another variant played at the same "
                                   "time, e.g. planechase --variant commander."),
    single_planar_deck: bool = typer.Option(False, "--single-planar-deck",
                                            help="Planechase: one communal planar deck "
                                                 "(CR 901.15)."),
    unchecked_decks: bool = typer.Option(False, "--unchecked-decks",
                                         help="Play decks that break the variant's deck-"
                                              "construction rules (checked by default)."),
    vanguards: str | None = typer.Option(None, "--vanguards", help="Vanguard: one vanguard card "
                                         "per seat, separated by commas ('random' for a random "
                                         "one; default: all random) (CR 902.3)."),
    rumble: bool = typer.Option(False, "--rumble", help="Archenemy: Supervillain Rumble, every "
                                "player an archenemy (CR 904.12)."),
    scheme_deck: list[str] = typer.Option([], "--scheme-deck", help="Archenemy: a scheme deck "
                                          "(file or shipped name), once per archenemy (904.3)."),
) -> None:
    """Play a game between AI agents (and you, with --human SEAT)."""
    import casualmagic
    from casualmagic.agents import AGENTS, make_agent
    from casualmagic.agents.human import answer
    from casualmagic.cli.render import LogPrinter
    from casualmagic.core.decisions import EngineError

    if log_format not in LOG_FORMATS:
        fail(f"unknown log format {log_format!r}: use text or jsonl")
    if agent not in AGENTS:
        fail(f"unknown agent {agent!r}: choose from {', '.join(sorted(AGENTS))}")
    if max_turns is not None and max_turns < 1:
        fail(f"--max-turns {max_turns}: a game lasts at least one turn")
    if players is not None and players < 2:
        fail(f"--players {players}: a game needs at least two players (CR 100.1)")
    format_options = None
    if seating is not None and (seating not in ("given", "random")
                                or (random_seating and seating != "random")):
        fail(f"--seating {seating}: use given or random (--random-seating is --seating random)")
    seating = "random" if random_seating else seating
    if fmt is not None or range_ is not None or attack is not None or deploy or teams or seating:
        fmt = fmt or "ffa"
        format_options = {"range": range_, "attack": attack, "deploy": deploy, "teams": teams,
                          "seating": seating}
        if players is None and not deck:
            from casualmagic.formats import FORMATS

            players = FORMATS[fmt].default_players if fmt in FORMATS else 4
    players = count_players(players, deck)
    for seat in human:
        if not 1 <= seat <= players:
            fail(f"--human {seat}: seats are numbered 1 to {players}")
    if save is not None:
        _check_save_path(save)
    options: dict = {"max_turns": max_turns} if max_turns else {}
    if also:
        variant = "+".join([variant, *also])
    if single_planar_deck:
        if "planechase" not in variant.split("+"):
            fail("--single-planar-deck is an option of Planechase (CR 901.15)")
        options["single_planar_deck"] = True
    if vanguards is not None:
        if "vanguard" not in variant.split("+"):
            fail("--vanguards is an option of Vanguard (CR 902.3)")
        from casualmagic.variants.vanguard import vanguard_names

        if len(vanguard_names(vanguards)) != players:
            fail(f"--vanguards: {players} players need {players} vanguards (CR 902.3)")
        options["vanguards"] = vanguards
    if rumble or scheme_deck:
        from casualmagic.variants.archenemy import cli_options

        try:
            options.update(cli_options(variant, players, rumble, scheme_deck))
        except ValueError as e:
            fail(str(e))
    if any(d == "random" for d in deck):
        from casualmagic.decks.generate import random_pool_deck

        deck = [random_pool_deck(seed * 31 + i) if d == "random" else d  # type: ignore[misc]
                for i, d in enumerate(deck)]
    if deck and not unchecked_decks:
        check_seat_decks(variant, deck)
    try:
        game = casualmagic.new_game(variant, decks=deck or None, seed=seed, players=players,
                                    options=options, allow_partial=allow_partial, format=fmt,
                                    format_options=format_options)
    except (KeyError, ValueError, EngineError) as e:
        fail(str(e.args[0]) if e.args else str(e))
    writer = _replay_writer(save, game, variant, options, fmt, format_options) if save else None
    agents: list = []
    for seat in range(players):
        if seat + 1 in human:
            from casualmagic.agents.human import HumanAgent

            agents.append(HumanAgent(game, seat, stream=sys.stderr if log_format == "jsonl" else None))
        else:
            agents.append(make_agent(agent, seed * 1000 + seat, game))
    viewer = human[0] - 1 if len(human) == 1 else None
    if fmt is not None and log_format == "text":
        from casualmagic.formats import seating_lines

        for line in seating_lines(game):  # the seating and teams at game start (800.5)
            typer.echo(line)
    printer = LogPrinter(game, log_format, viewer)
    printer.flush(game)
    progress = Progress(enabled=not human)
    try:
        while not game.over:
            d = game.pending
            a = agents[d.player]
            view = game.view(d.player) if getattr(a, "needs_view", True) else None
            answer(game, d.player, a.choose(view, d))
            if writer is not None:
                writer.record(game)
            printer.flush(game)
            progress.update(game)
    except KeyboardInterrupt:
        progress.clear()
        _stopped(game, writer, "interrupted")
        raise typer.Exit(130) from None
    except (SystemExit, EOFError):  # a human seat's input closed
        progress.clear()
        _stopped(game, writer, "input closed")
        raise
    progress.clear()
    printer.summary(game)
    if writer is not None:
        _finish(writer, game)


def count_players(players: int | None, deck: list[str]) -> int:
    """The number of players: ``--players``, else one per ``--deck``, else two; the decks
    given must be one per seat."""
    if players is None and len(deck) == 1:
        fail("one --deck given: a game needs a deck for each player, at least two (CR 100.1): "
              "give --deck once per seat")
    if players is None:
        return len(deck) if deck else 2
    if deck and len(deck) != players:
        fail(f"{players} players need {players} decks: give --deck once per seat "
              f"({len(deck)} given)")
    return players


def check_seat_decks(variant: str, specs: list[Any]) -> None:
    """Every deck given, checked against the variant's deck-construction rules: all the
    problems of every deck at once, each with its rule."""
    import casualmagic
    import casualmagic.variants  # noqa: F401  (the variants register their decks and deck rules)
    from casualmagic.decks.for_play import check_decks

    decks, unread = [], []
    for seat, spec in enumerate(specs):
        try:
            decks.append(casualmagic.deck_list(spec, seat))
        except casualmagic.DeckError as e:
            unread.append(str(e))
    if unread:
        fail("\n".join(unread))
    labels = [spec if isinstance(spec, str) else "random deck" for spec in specs]
    try:
        verdicts = check_decks(variant, decks, labels)
    except (KeyError, ValueError) as e:
        fail(str(e.args[0]) if e.args else str(e))
    if verdicts:
        lines = [line for v in verdicts for line in v.lines()]
        n = len(verdicts)
        rules = verdicts[0].rules
        checked = f" (whose decks follow the {rules} rules)" if rules != variant else ""
        lines.append(f"{n} deck{'s' * (n != 1)} not legal for {variant}{checked}: fix "
                     f"{'them' if n != 1 else 'it'} or play anyway with --unchecked-decks")
        fail("\n".join(lines))


def _check_save_path(path: Path) -> None:
    from casualmagic.engine.replay import ReplayError
    from casualmagic.replay_files import check_writable

    try:
        check_writable(path)
    except ReplayError as e:
        fail(str(e))


def _replay_writer(path: Path, game: Game, variant: str, options: dict, fmt: str | None,
                   format_options: dict | None) -> ReplayWriter:
    from casualmagic.engine.replay import ReplayError
    from casualmagic.replay_files import ReplayRecipe, ReplayWriter

    try:
        return ReplayWriter(path, ReplayRecipe.of(game, variant, options, fmt, format_options))
    except ReplayError as e:
        fail(str(e))


def _finish(writer: ReplayWriter, game: Game) -> None:
    from casualmagic.engine.replay import ReplayError

    try:
        writer.finish(game)
    except ReplayError as e:
        fail(str(e))


def _stopped(game: Game, writer: ReplayWriter | None, reason: str) -> None:
    """Keep a game cut short: its replay file holds every choice made so far."""
    from casualmagic.engine.replay import ReplayError

    if writer is None:
        typer.echo(f"\ngame {reason} after {game.n_choices} choices", err=True)
        return
    try:
        writer.stop(game, reason)
    except ReplayError as e:
        typer.echo(f"error: {e}", err=True)
        return
    typer.echo(f"\ngame {reason}: its {game.n_choices} choices are saved in {writer.path} "
               f"('casualmagic replay {writer.path}' checks them)", err=True)


class Progress:
    """Turn and players left on stderr, at most once a second, while a long game runs.

    Only when stderr is a terminal and stdout is not (the log itself shows the game
    on a terminal), so redirected logs and tests stay clean.
    """

    INTERVAL = 1.0

    def __init__(self, enabled: bool = True, stream: Any = None, clock: Any = time.monotonic
                 ) -> None:
        self.stream = stream or sys.stderr
        self.enabled = enabled and (stream is not None or (
            _is_tty(sys.stderr) and not _is_tty(sys.stdout)))
        self.clock = clock
        self.next = clock() + self.INTERVAL
        self.shown = False

    def update(self, game: Game) -> None:
        if not self.enabled or self.clock() < self.next:
            return
        self.next = self.clock() + self.INTERVAL
        left = sum(not p.left for p in game.players)
        self.stream.write(f"\r\x1b[Kturn {game.turn}, {left} of {game.n_players} players left, "
                          f"{game.n_choices} choices")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


def _is_tty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def replay(
    file: Path = typer.Argument(..., help="A replay file written by 'play --save'."),
    log_format: str = typer.Option("none", "--log-format", help="none, text or jsonl."),
) -> None:
    """Replay a saved game and verify it reproduces the same log (a game cut short: up to
    its last choice)."""
    from casualmagic.engine.replay import ReplayError, play_choices
    from casualmagic.replay_files import read_replay

    if log_format not in REPLAY_LOG_FORMATS:
        fail(f"unknown log format {log_format!r}: use none, text or jsonl")
    try:
        saved = read_replay(file)
    except ReplayError as e:
        fail(str(e))
    try:
        game = saved.recipe.new_game()
        play_choices(game, saved.choices)
    except ReplayError as e:
        fail(f"{file}: the replay does not reproduce a game: {e}")
    if log_format != "none":
        from casualmagic.cli.render import LogPrinter

        LogPrinter(game, log_format, None).flush(game)
    n = len(saved.choices)
    if saved.end is None:
        why = saved.stopped or "the file ends without an end record: the game was killed"
        typer.echo(f"replay verified up to its last choice: {n} choices, {len(game.events)} "
                   f"events; the game is incomplete ({why})", err=log_format != "none")
        return
    if not game.over:
        fail(f"{file}: replay ended before the game did ({n} choices)")
    if game.log_digest() != saved.end["log_sha256"]:
        fail(f"{file}: replay diverged — the log differs from the recorded game")
    typer.echo(f"replay verified: {n} choices, {len(game.events)} events, "
               f"{game.result.reason if game.result else ''}", err=log_format != "none")
