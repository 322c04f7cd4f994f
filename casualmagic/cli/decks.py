"""``casualmagic validate``: check a deck file against a variant's construction rules;
``casualmagic decks list``: the shipped decks by variant.

The rules are ``--variant``'s or, without it, those of the variant the file names
(``// Variant: commander``); a file that names none is an error asking for one.
Exit code 0 only for a legal deck (warnings allowed), 1 otherwise; a file
that can't be read, a parse error or an unknown variant is a one-line (per
problem) message on stderr, never a traceback.  Module-level imports stay
light (Typer only).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from casualmagic.decks.model import DeckList
    from casualmagic.decks.validate import DeckProblem


def validate(
    deckfile: Path = typer.Argument(
        ..., help="Deck file: text ('4 Lightning Bolt'), Arena or MTGO export, MTGO .dek, "
                  "Cockatrice .cod, Forge .dck."),
    variant: str | None = typer.Option(
        None, "--variant", "-v",
        help="Construction rules: constructed, limited, or a variant (commander…); combine a "
             "variant's extra deck with +, e.g. commander+planechase.  Default: the variant "
             "the file names ('// Variant: commander')."),
    as_json: bool = typer.Option(False, "--json", help="Print the problems as JSON."),
    all_warnings: bool = typer.Option(
        False, "--all", help="List every card the engine can't play yet, one line each."),
    single_planar_deck: bool = typer.Option(
        False, "--single-planar-deck", help="Planechase: the 'Planar' section is one communal "
                                            "planar deck (CR 901.15a)."),
    players: int = typer.Option(
        2, "--players", "-n", help="Players of the game (for --single-planar-deck)."),
) -> None:
    """Check a deck: every problem is listed with the rule it breaks (exit 0 only if legal)."""
    import casualmagic.variants  # noqa: F401  (the variants register their decks and deck rules)
    from casualmagic.decks.parse import DeckParseError, load_deck
    from casualmagic.decks.validate import (
        UnknownVariantError,
        default_db,
        known_variants,
        resolve_variant,
        validate_deck,
        verdict,
    )

    try:
        deck = load_deck(deckfile)
    except FileNotFoundError:
        _fail(f"no such deck file: {deckfile}")
    except IsADirectoryError:
        _fail(f"{deckfile} is a directory, not a deck file")
    except OSError as e:
        _fail(f"cannot read {deckfile}: {e.strerror or e}")
    except DeckParseError as e:
        _fail(str(e))
    from_option = variant is not None
    if variant is None:
        variant = deck.variant
    if variant is None:
        _fail(f"{deckfile} names no variant: give the rules to check it against with --variant "
              f"({', '.join(known_variants())}), or write '// Variant: NAME' in the file")
    if single_planar_deck:
        from casualmagic.variants.planechase import single_deck_validator

        try:
            variant = single_deck_validator(variant, players)
        except ValueError as e:
            _fail(str(e))
    try:
        resolve_variant(variant)
    except (UnknownVariantError, ValueError) as e:
        _fail(str(e) if from_option else f"{deckfile} names the variant {deck.variant!r}: {e}")
    try:
        db = default_db()
    except ImportError as e:  # a broken installation, not a deck problem
        _fail(f"the card database is not available: {e}")
    problems = validate_deck(deck, variant, db=db)
    if as_json:
        _print_json(deck, variant, problems)
    else:
        _print_report(deck, str(deckfile), variant, problems, all_warnings)
    if not verdict(problems).legal:  # errors, or a part of the deck not checked
        raise typer.Exit(1)


decks_app = typer.Typer(help="The decks shipped with casualmagic.", no_args_is_help=True,
                        add_completion=False, rich_markup_mode=None)


@decks_app.command("list")
def list_decks() -> None:
    """The shipped decks by variant: name them in 'play --deck NAME'."""
    import casualmagic.variants  # noqa: F401  (the variants register their decks and deck rules)
    from casualmagic.decks.shipped import shipped_decks

    decks = shipped_decks()
    width = max(len(d.name) for d in decks)
    for variant in dict.fromkeys(d.variant for d in decks):
        group = [d for d in decks if d.variant == variant]
        main = all(d.main_deck for d in group)
        typer.echo(f"{variant}:" if main else
                   f"{variant} (supplementary decks the game picks; not for --deck):")
        for d in group:
            typer.echo(f"  {d.name:<{width}}  {d.description}")


def _fail(message: str) -> typer.Exit:
    for line in message.splitlines():
        typer.echo(f"error: {line}", err=True)
    raise typer.Exit(1)


def _print_json(deck: DeckList, variant: str, problems: list[DeckProblem]) -> None:
    import orjson

    from casualmagic.decks.validate import verdict

    doc = {
        "deck": deck.name, "file": str(deck.source_path) if deck.source_path else None,
        "format": deck.format, "variant": variant,
        "sections": {name: sum(e.count for e in entries) for name, entries in deck.sections()},
        "legal": verdict(problems).legal, "not_checked": list(verdict(problems).not_checked),
        "notes": list(deck.notes),
        "problems": [{"severity": p.severity, "rule": p.rule, "code": p.code, "card": p.card,
                      "line": p.line, "message": p.message} for p in problems],
    }
    typer.echo(orjson.dumps(doc, option=orjson.OPT_INDENT_2).decode())


def _print_report(deck: DeckList, path: str, variant: str, problems: list[DeckProblem],
                  all_warnings: bool) -> None:
    """A table of problems (errors first), engine-support warnings grouped, then a summary."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    out = Console(highlight=False)
    out.soft_wrap = not out.is_terminal
    for note in deck.notes:
        out.print(Text(f"note: {note}", style="dim"))
    engine = [p for p in problems if p.code == "engine-support"]
    shown = [p for p in problems if all_warnings or p.code != "engine-support"]
    shown.sort(key=lambda p: (not p.is_error, p.line or 0))
    if not all_warnings and engine:
        names = ", ".join(p.card or "?" for p in engine)
        shown.append(_group(engine, f"{len(engine)} card{'s' * (len(engine) != 1)} the engine "
                                    f"can't fully play yet: {names} (--all for details)"))
    if shown:
        if out.is_terminal:
            table = Table(box=None, show_header=True, header_style="bold", pad_edge=False)
            for column in ("", "rule", "where", "problem"):
                table.add_column(column, overflow="fold")
            for p in shown:
                table.add_row(*_cells(p, path))
            out.print(table)
        else:  # piped: one plain line per problem
            for p in shown:
                sev, rule, where, message = _cells(p, path)
                out.print(Text.assemble(sev, " ", rule, " ", where, " " if where else "",
                                        message))
    errors = sum(p.is_error for p in problems)
    warnings = len(problems) - errors
    sizes = ", ".join(f"{sum(e.count for e in entries)} {name}"
                      for name, entries in deck.sections())
    from casualmagic.decks.validate import verdict

    said = verdict(problems)
    word = Text(said.word, style="bold green" if said.legal else "bold red")
    outside = " by the Comprehensive Rules; its banned list is not checked" \
        if said.legal and said.notes else ""
    out.print(Text.assemble(f"{path} ({deck.format}; {sizes}): ", word,
                            f" as {variant}{outside} — {errors} error{'s' * (errors != 1)}, "
                            f"{warnings} warning{'s' * (warnings != 1)}"))


def _group(problems: list[DeckProblem], message: str) -> DeckProblem:
    from casualmagic.decks.validate import DeckProblem

    return DeckProblem(problems[0].rule, message, severity="warning", code="engine-support")


def _cells(p: DeckProblem, path: str) -> tuple[object, ...]:
    from rich.text import Text

    sev = Text("error", style="bold red") if p.is_error else Text("warning", style="yellow")
    label = p.rule or ("engine" if p.code == "engine-support" else "-")
    rule = Text(f"[{label}]", style="cyan")
    where = f"{path}:{p.line}" if p.line else ""
    return sev, rule, where, p.message
