"""``casualmagic draft conspiracy`` and ``casualmagic draft commander``.

A whole draft variant at the terminal: the boosters (the notes say what of the set lists
was left out or substituted), the draft with every pick printed, each deck, then the game's
log and its result.  ``--log-format jsonl`` prints the draft's events (each with its rule)
then the game's, the last being its ``game_over``.  ``--human N`` lets a person draft seat N
(and play it): they see only what that seat may see (905.1c, 903.13d).  ``--deck FILE`` gives
the human seat's deck, checked against their card pool (905.1d, 903.13f).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer

draft_app = typer.Typer(help="Draft variants: a booster draft, deck building, then the game "
                        "(CR 905 Conspiracy Draft, 903.13 Commander Draft).",
                        no_args_is_help=True, rich_markup_mode=None)


def fail(message: str) -> None:
    from casualmagic.cli.play import fail as fail

    fail(message)


def _common(kind: str, players: int | None, seed: int, human: list[int], agent: str,
            log_format: str, sets: str | None, cube: Path | None, deck: Path | None,
            max_turns: int | None) -> None:
    from casualmagic.agents import AGENTS
    from casualmagic.cli.play import LOG_FORMATS

    n = players if players is not None else (8 if kind == "conspiracy" else 4)
    if log_format not in LOG_FORMATS:
        fail(f"unknown log format {log_format!r}: use text or jsonl")
    if agent not in AGENTS:
        fail(f"unknown agent {agent!r}: choose from {', '.join(sorted(AGENTS))}")
    if n < 2:
        fail(f"--players {n}: a draft needs at least two players (CR 100.1)")
    if kind == "commander" and n > 8:
        fail(f"--players {n}: Commander Draft is for up to 8 players (split a larger table "
              "into pods)")
    for seat in human:
        if not 1 <= seat <= n:
            fail(f"--human {seat}: seats are numbered 1 to {n}")
    if len(human) > 1:
        fail("--human: one person drafts at this terminal (give one seat)")
    if deck is not None and not human:
        fail("--deck is the human seat's deck: give --human SEAT too")
    if max_turns is not None and max_turns < 1:
        fail(f"--max-turns {max_turns}: a game lasts at least one turn")
    run_cli(kind, n, seed, human[0] - 1 if human else None, agent, log_format,
            [s.strip() for s in sets.split(",")] if sets else None, cube, deck, max_turns)


class Output:
    """Prints the draft for the terminal (text) or as JSON Lines, as ``viewer`` may see it."""

    def __init__(self, fmt: str, viewer: int | None) -> None:
        self.fmt = fmt
        self.viewer = viewer
        self.printed = 0

    def line(self, text: str) -> None:
        if self.fmt == "text":
            typer.echo(text)
        else:
            typer.echo(text, err=True)

    def events(self, draft: Any) -> None:
        import orjson

        new = draft.events[self.printed:]
        self.printed = len(draft.events)
        for ev in new:
            if not ev.visible_to(self.viewer):
                continue
            if self.fmt == "jsonl":
                sys.stdout.buffer.write(orjson.dumps(ev.to_json(), option=orjson.OPT_SORT_KEYS)
                                        + b"\n")
                sys.stdout.buffer.flush()
            elif ev.kind == "draft_pick":
                d = ev.data
                up = " face up" if d.get("face_up") else ""
                typer.echo(f"round {d['round']} pick {d['pick']:>2}: {d['player']} drafts "
                           f"{d['card']}{up}  [{ev.rule}]")
            elif ev.kind in ("draft_round", "draft_reveal", "draft_note", "draft_end",
                             "draft_ability", "draft_look", "draft_face_down", "draft_skip"):
                typer.echo(describe(ev))


def describe(ev: Any) -> str:
    d = ev.data
    if ev.kind == "draft_round":
        return f"-- draft round {d['round']}: packs pass {d['passing']}  [{ev.rule}]"
    if ev.kind == "draft_reveal":
        return f"{d['player']} reveals {d['card']} as they draft it  [{ev.rule}]"
    if ev.kind == "draft_note":
        noted = f"the number {d['number']}" if "number" in d else d.get("noted_player")
        return f"{d['player']} notes {noted} for {d['card']}  [{ev.rule}]"
    if ev.kind == "draft_ability":
        return f"{d['player']} drafts an additional card with {d['card']} ({d['effect']})  " \
            f"[{ev.rule}]"
    if ev.kind == "draft_look":
        return f"{d['player']} looks at the next card drafted from the pack: " \
            f"{d['drafted_by']} drafts {d['card']}  [{ev.rule}]"
    if ev.kind == "draft_face_down":
        return f"{d['player']} turns {d['card']} face down  [{ev.rule}]"
    if ev.kind == "draft_skip":
        return f"{d['player']} passes the next booster pack without drafting from it  [{ev.rule}]"
    if ev.kind == "draft_end":
        return f"-- the draft is over: each player's drafted cards are their card pool  [{ev.rule}]"
    return f"{ev.kind} {d}"


class HumanDrafter:
    """A person drafting at the terminal: the pack, what they drafted and what's public."""

    def __init__(self, stream: Any = None) -> None:
        self.stream = stream or sys.stdout

    def choose(self, view: dict[str, Any], decision: Any) -> Any:
        out = self.stream
        print(f"\nRound {view['round']}, pick {view['pick']} (passing {view['passing']}); "
              f"{decision.prompt}", file=out)
        if view["drafted"]:
            print(f"  you have drafted ({len(view['drafted'])}): {', '.join(view['drafted'])}",
                  file=out)
        for seat, cards in view["face_up"].items():
            print(f"  drafted face up by seat {seat + 1}: {', '.join(cards)}", file=out)
        for note in view["notes"]:
            print(f"  noted: {note}", file=out)
        for i, opt in enumerate(decision.options, 1):
            label = opt[1] if opt[0] == "pick" else " ".join(map(str, opt))
            print(f"  {i:>2}. {label}", file=out)
        while True:
            raw = input(f"pick 1-{len(decision.options)}> ").strip()
            if raw.isdigit() and 1 <= int(raw) <= len(decision.options):
                return decision.options[int(raw) - 1]
            print(f"  type a number from 1 to {len(decision.options)}", file=out)


def _human_agendas(conspiracies: list[str], main: list[str]) -> list[tuple[str, ...]]:
    """Ask the person for each hidden agenda's secretly chosen name(s) (702.106a, f)."""
    from casualmagic.variants.conspiracy.rules import agenda_names

    names = sorted(set(main))
    out = []
    for c in conspiracies:
        n = agenda_names(c)
        chosen: list[str] = []
        while len(chosen) < n:
            print(f"\n{c}: secretly choose a card name ({len(chosen) + 1} of {n}):")
            for i, name in enumerate(names, 1):
                print(f"  {i:>2}. {name}")
            raw = input(f"name 1-{len(names)}> ").strip()
            if raw.isdigit() and 1 <= int(raw) <= len(names) and names[int(raw) - 1] not in chosen:
                chosen.append(names[int(raw) - 1])
        out.append(tuple(chosen))
    return out


def _human_deck(kind: str, deck_file: Path, pool: list[str]) -> Any:
    """The person's deck file, checked against their pool (905.1d, 100.2b, 903.13f)."""
    import casualmagic
    from casualmagic.draft.build import BuiltDeck
    from casualmagic.draft.commander_decks import check_commander_draft
    from casualmagic.draft.pool import check_conspiracy_deck

    try:
        dl = casualmagic.deck_list(str(deck_file), 0)
    except casualmagic.DeckError as e:
        fail(str(e))
    problems = check_conspiracy_deck(dl, pool) if kind == "conspiracy" else \
        check_commander_draft(dl, pool)
    errors = [p for p in problems if p.is_error]
    if errors:
        fail("\n".join(f"{deck_file}: {p.message} ({p.rule})" for p in errors))
    side = list(pool)
    for name in [*dl.expanded(), *dl.expanded("commanders")]:
        if name in side:
            side.remove(name)
    from casualmagic.variants.conspiracy.rules import is_conspiracy

    conspiracies = [n for n in dl.expanded("sideboard") if is_conspiracy(n)]
    return BuiltDeck(list(dl.expanded()), side, list(dl.expanded("commanders")), conspiracies)


def run_cli(kind: str, players: int, seed: int, human: int | None, agent: str,
            log_format: str, sets: list[str] | None, cube: Path | None, deck_file: Path | None,
            max_turns: int | None) -> None:
    from casualmagic.agents import make_agent
    from casualmagic.cli.render import LogPrinter
    from casualmagic.core.decisions import EngineError
    from casualmagic.draft import run
    from casualmagic.draft.draft import Draft
    from casualmagic.draft.sets import DraftSetupError

    out = Output(log_format, human)
    try:
        plan = run.plan_boosters(kind, players, seed, sets, cube)
    except DraftSetupError as e:
        fail(str(e))
    title = "Conspiracy Draft (CR 905)" if kind == "conspiracy" else "Commander Draft (CR 903.13)"
    out.line(f"{title}: {players} players, boosters {plan.source}, seed {seed}")
    for note in plan.notes:
        out.line(f"note: {note}")
    draft = Draft(plan.boosters, run.rules_of(kind), seed=seed)
    people = {human: HumanDrafter(sys.stderr if log_format == "jsonl" else None)} \
        if human is not None else None
    out.events(draft)
    try:
        run.run_draft(draft, run.drafters_for(kind, players, seed, people), out.events)
    except (EOFError, KeyboardInterrupt):
        fail("the draft was stopped")
    decks = run.build_decks(kind, draft.pools)
    agendas = None
    if human is not None and deck_file is not None:
        decks[human] = _human_deck(kind, deck_file, draft.pools[human])
    if human is not None and kind == "conspiracy":
        agendas = [[run.agenda_names(c, d.main) for c in d.conspiracies] for d in decks]
        agendas[human] = _human_agendas(decks[human].conspiracies, decks[human].main)
    for seat, d in enumerate(decks):
        if human is not None and seat != human:
            out.line(f"Player {seat + 1} builds a deck of {len(d.main) + len(d.commanders)} cards")
            continue
        head = f"Player {seat + 1}: " + (f"commander {' and '.join(d.commanders)}; "
                                         if d.commanders else "")
        out.line(head + f"{len(d.main) + len(d.commanders)} cards ({', '.join(_summary(d.main))})"
                 + (f"; conspiracies: {', '.join(d.conspiracies)}" if d.conspiracies else ""))
    setup = run.game_setup(kind, decks, draft.pools, max_turns or run.MAX_TURNS[kind], agendas,
                           notes=draft.notes)
    try:
        game = run.start_game(setup, seed)
    except (KeyError, ValueError, EngineError) as e:
        fail(str(e.args[0]) if e.args else str(e))
    agents: list[Any] = []
    for seat in range(players):
        if seat == human:
            from casualmagic.agents.human import HumanAgent

            agents.append(HumanAgent(game, seat, stream=sys.stderr if log_format == "jsonl"
                                     else None))
        else:
            agents.append(make_agent(agent, seed * 1000 + seat, game))
    printer = LogPrinter(game, log_format, human)
    printer.flush(game)
    try:
        run.play_out(game, agents, printer.flush)
    except (EOFError, KeyboardInterrupt):
        fail(f"game stopped after {game.n_choices} choices")
    printer.summary(game)


def _summary(main: list[str]) -> list[str]:
    from collections import Counter

    return [f"{n} {name}" if n > 1 else name for name, n in Counter(main).most_common(6)] + (
        ["…"] if len(set(main)) > 6 else [])


@draft_app.command()
def conspiracy(
    players: int | None = typer.Option(None, "--players", "-n", help="Number of players "
                                       "(default 8)."),
    seed: int = typer.Option(1, "--seed", help="Seed of the boosters, the draft and the game."),
    human: list[int] = typer.Option([], "--human", help="Seat (1-based) you draft and play."),
    agent: str = typer.Option("heuristic", "--agent", help="AI for the game's other seats."),
    log_format: str = typer.Option("text", "--log-format", help="text (readable) or jsonl."),
    sets: str | None = typer.Option(None, "--sets", help="Booster set per round, e.g. "
                                    "CNS,CN2,CNS (default); one set for all three rounds."),
    cube: Path | None = typer.Option(None, "--cube", help="A cube list file (one card a line "
                                     "or 'N name') instead of set boosters."),
    deck: Path | None = typer.Option(None, "--deck", help="Your deck file (with --human), "
                                     "checked against your card pool (905.1d)."),
    max_turns: int | None = typer.Option(None, "--max-turns", help="End the game as a draw "
                                         "after N turns (default 300)."),
) -> None:
    """Conspiracy Draft (CR 905): draft, build, then a Free-for-All game with conspiracies."""
    _common("conspiracy", players, seed, human, agent, log_format, sets, cube, deck, max_turns)


@draft_app.command()
def commander(
    players: int | None = typer.Option(None, "--players", "-n", help="Number of players "
                                       "(default 4; 2 to 8)."),
    seed: int = typer.Option(1, "--seed", help="Seed of the boosters, the draft and the game."),
    human: list[int] = typer.Option([], "--human", help="Seat (1-based) you draft and play."),
    agent: str = typer.Option("heuristic", "--agent", help="AI for the game's other seats."),
    log_format: str = typer.Option("text", "--log-format", help="text (readable) or jsonl."),
    sets: str | None = typer.Option(None, "--sets", help="Booster set per round (default "
                                    "CMR)."),
    cube: Path | None = typer.Option(None, "--cube", help="A cube list file instead of set "
                                     "boosters."),
    deck: Path | None = typer.Option(None, "--deck", help="Your deck file (with --human), "
                                     "checked against your card pool (903.13f)."),
    max_turns: int | None = typer.Option(None, "--max-turns", help="End the game as a draw "
                                         "after N turns (default 200)."),
) -> None:
    """Commander Draft (CR 903.13): pick two, then a Commander game of 60-card decks."""
    _common("commander", players, seed, human, agent, log_format, sets, cube, deck, max_turns)
