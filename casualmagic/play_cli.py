"""``casualmagic play`` and ``casualmagic replay``.

``play`` runs a game of a variant between agents (random, heuristic) and/or
a human at the terminal, printing the log as readable text (each line with
its CR rule) or as JSON Lines.  ``--save FILE`` writes a replay file: the
recipe (variant, decks, options), the seed and the choices, plus the log's
digest so ``replay`` can verify the game is reproduced exactly.
"""

from __future__ import annotations

from pathlib import Path

import typer

REPLAY_VERSION = 1


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def play(
    variant: str = typer.Argument("duel", help="Variant to play (duel, ...)."),
    players: int | None = typer.Option(None, "--players", "-n",
                                       help="Number of players (default 2, or the format's)."),
    seed: int = typer.Option(1, "--seed", help="Seed of the game's random number generator."),
    human: list[int] = typer.Option([], "--human", help="Seat (1-based) played by you in the terminal."),
    agent: str = typer.Option("heuristic", "--agent", help="AI for the other seats: random or heuristic."),
    deck: list[str] = typer.Option([], "--deck", help="Deck file, shipped deck name, or 'random' (40 cards "
                                   "drawn from the whole card pool), once per seat."),
    log_format: str = typer.Option("text", "--log-format", help="text (readable) or jsonl."),
    save: Path | None = typer.Option(None, "--save", help="Write a replay file here."),
    max_turns: int | None = typer.Option(None, "--max-turns", help="End the game as a draw after N turns."),
    allow_partial: bool = typer.Option(False, "--allow-partial", help="Play cards the engine implements only in part."),
    fmt: str | None = typer.Option(None, "--format", help="Multiplayer format (CR 806-811): ffa, "
                                   "grand-melee, team-vs-team, emperor, 2hg, alternating-teams."),
    range_: int | None = typer.Option(None, "--range", help="Range of influence in seats (CR 801)."),
    attack: str | None = typer.Option(None, "--attack", help="left, right or multiple (CR 802-803)."),
    deploy: bool | None = typer.Option(None, "--deploy/--no-deploy", help="Deploy creatures option (CR 804)."),
    teams: int | None = typer.Option(None, "--teams", help="Number of teams (Team vs. Team, Alternating Teams)."),
    random_seating: bool = typer.Option(False, "--random-seating",
                                        help="Seat the players at random (CR 806.3, 807.3)."),
    also: list[str] = typer.Option([], "--variant", help="Another variant played at the same "
                                   "time, e.g. planechase --variant commander."),
    single_planar_deck: bool = typer.Option(False, "--single-planar-deck",
                                            help="Planechase: one communal planar deck "
                                                 "(CR 901.15)."),
    rumble: bool = typer.Option(False, "--rumble", help="Archenemy: Supervillain Rumble, every "
                                "player an archenemy (CR 904.12)."),
    scheme_deck: list[str] = typer.Option([], "--scheme-deck", help="Archenemy: a scheme deck "
                                          "(file or shipped name), once per archenemy (904.3)."),
) -> None:
    """Play a game between AI agents (and you, with --human SEAT)."""
    import casualmagic
    from casualmagic.agents import AGENTS
    from casualmagic.engine.decisions import EngineError
    from casualmagic.render import LogPrinter

    if log_format not in ("text", "jsonl"):
        _fail(f"unknown log format {log_format!r}: use text or jsonl")
    if agent not in AGENTS:
        _fail(f"unknown agent {agent!r}: choose from {', '.join(sorted(AGENTS))}")
    format_options = None
    if fmt is not None or range_ is not None or attack is not None or deploy or teams or random_seating:
        fmt = fmt or "ffa"
        format_options = {"range": range_, "attack": attack, "deploy": deploy, "teams": teams,
                          "seating": "random" if random_seating else None}
        if players is None:
            from casualmagic.formats import FORMATS

            players = FORMATS[fmt].default_players if fmt in FORMATS else 4
    players = players or (len(deck) if deck else 2)
    for seat in human:
        if not 1 <= seat <= players:
            _fail(f"--human {seat}: seats are numbered 1 to {players}")
    options: dict = {"max_turns": max_turns} if max_turns else {}
    if also:
        variant = "+".join([variant, *also])
    if single_planar_deck:
        if "planechase" not in variant.split("+"):
            _fail("--single-planar-deck is an option of Planechase (CR 901.15)")
        options["single_planar_deck"] = True
    if rumble or scheme_deck:
        from casualmagic.variants.archenemy import cli_options

        try:
            options.update(cli_options(variant, players, rumble, scheme_deck))
        except ValueError as e:
            _fail(str(e))
    if any(d == "random" for d in deck):
        from casualmagic.decks.generate import random_pool_deck

        deck = [random_pool_deck(seed * 31 + i) if d == "random" else d  # type: ignore[misc]
                for i, d in enumerate(deck)]
    try:
        game = casualmagic.new_game(variant, decks=deck or None, seed=seed, players=players,
                                    options=options, allow_partial=allow_partial, format=fmt,
                                    format_options=format_options)
    except (KeyError, ValueError, EngineError) as e:
        _fail(str(e.args[0]) if e.args else str(e))
        return
    agents: list = []
    for seat in range(players):
        if seat + 1 in human:
            from casualmagic.agents.human import HumanAgent

            agents.append(HumanAgent(game, seat))
        else:
            agents.append(AGENTS[agent](seed * 1000 + seat))
    viewer = human[0] - 1 if len(human) == 1 else None
    if fmt is not None and log_format == "text":
        from casualmagic.formats import seating_lines

        for line in seating_lines(game):  # the seating and teams at game start (800.5)
            typer.echo(line)
    printer = LogPrinter(game, log_format, viewer)
    printer.flush(game)
    while not game.over:
        d = game.pending
        a = agents[d.player]
        view = game.view(d.player) if getattr(a, "needs_view", True) else None
        game.choose(a.choose(view, d))
        printer.flush(game)
    if save is not None:
        _save_replay(game, variant, players, deck, options, save, fmt, format_options)


def _save_replay(game, variant: str, players: int, decks: list[str], options: dict,  # type: ignore[no-untyped-def]
                 path: Path, fmt: str | None = None, format_options: dict | None = None) -> None:
    import orjson

    record = {
        "format": "casualmagic-replay",
        "version": REPLAY_VERSION,
        "variant": variant,
        "players": players,
        "seed": game.seed,
        "decks": [list(d) for d in game.vget("deck_names")],
        "options": options,
        "game_format": fmt,
        "format_options": format_options,
        "choices": [list(c) for c in game.choice_list()],
        "log_sha256": game.log_digest(),
    }
    try:
        path.write_bytes(orjson.dumps(record))
    except OSError as e:
        _fail(f"cannot write {path}: {e.strerror}")


def replay(
    file: Path = typer.Argument(..., help="A replay file written by 'play --save'."),
    log_format: str = typer.Option("none", "--log-format", help="none, text or jsonl."),
) -> None:
    """Replay a saved game and verify it reproduces the same log."""
    import orjson

    import casualmagic
    from casualmagic.engine.decisions import EngineError
    from casualmagic.engine.replay import ReplayError, play_choices

    try:
        data = orjson.loads(file.read_bytes())
    except FileNotFoundError:
        _fail(f"no such replay file: {file}")
        return
    except OSError as e:
        _fail(f"cannot read {file}: {e.strerror}")
        return
    except orjson.JSONDecodeError as e:
        _fail(f"{file} is not a replay file (not JSON: {e})")
        return
    required = ("format", "version", "variant", "seed", "decks", "choices", "log_sha256")
    if not isinstance(data, dict) or data.get("format") != "casualmagic-replay":
        _fail(f"{file} is not a casualmagic replay file")
    missing = [k for k in required if k not in data]
    if missing:
        _fail(f"{file} is corrupt: missing {', '.join(missing)}")
    if data["version"] != REPLAY_VERSION:
        _fail(f"{file} has replay format version {data['version']}; this casualmagic reads {REPLAY_VERSION}")
    try:
        game = casualmagic.new_game(data["variant"], decks=data["decks"], seed=int(data["seed"]),
                                    players=len(data["decks"]), options=data.get("options") or {},
                                    format=data.get("game_format"),
                                    format_options=data.get("format_options"))
        play_choices(game, data["choices"])
    except (ReplayError, EngineError, KeyError, ValueError, TypeError) as e:
        _fail(f"{file}: the replay does not reproduce a game: {e}")
        return
    if log_format != "none":
        from casualmagic.render import LogPrinter

        LogPrinter(game, log_format, None).flush(game)
    if not game.over:
        _fail(f"{file}: replay ended before the game did ({len(data['choices'])} choices)")
    if game.log_digest() != data["log_sha256"]:
        _fail(f"{file}: replay diverged — the log differs from the recorded game")
    typer.echo(f"replay verified: {len(data['choices'])} choices, {len(game.events)} events, "
               f"{game.result.reason if game.result else ''}", err=log_format != "none")
