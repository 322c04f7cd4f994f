"""``casualmagic validate``: check a deck list against a variant's construction rules."""

from __future__ import annotations

from pathlib import Path

import typer


def validate(
    deckfile: Path = typer.Argument(..., help="Deck list: lines like '4 Lightning Bolt'."),
    variant: str = typer.Option("constructed", "--variant", help="Construction rules to check."),
) -> None:
    """Check a deck; every problem is listed with the rule it breaks (exit 0 only if legal)."""
    from casualmagic.decks.basic_validation import VALIDATORS, validate_names
    from casualmagic.decks.shipped import DeckTextError, parse_simple_list

    if variant not in VALIDATORS:
        typer.echo(f"error: unknown variant {variant!r} (known: {', '.join(sorted(VALIDATORS))})",
                   err=True)
        raise typer.Exit(1)
    try:
        names = parse_simple_list(deckfile.read_text(encoding="utf-8"), str(deckfile))
    except FileNotFoundError:
        typer.echo(f"error: no such deck file: {deckfile}", err=True)
        raise typer.Exit(1) from None
    except (OSError, UnicodeDecodeError) as e:
        typer.echo(f"error: cannot read {deckfile}: {e}", err=True)
        raise typer.Exit(1) from None
    except DeckTextError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    problems = validate_names(names, variant)
    for p in problems:
        typer.echo(f"{p.severity}: {p.message} (rule {p.rule})")
    errors = [p for p in problems if p.severity == "error"]
    typer.echo(f"{deckfile}: {len(names)} cards, {len(errors)} error(s), "
               f"{len(problems) - len(errors)} warning(s)")
    if errors:
        raise typer.Exit(1)
