"""``casualmagic rules``: print a rule with its subrules, or search the rules."""

from __future__ import annotations

import re

import typer

_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?\.?$")


def rules(
    query: str = typer.Argument(..., help='A rule number (903.8, 704.5a, 903) or words to search ("commander tax").'),
    limit: int = typer.Option(20, "--limit", help="Most search results to show."),
) -> None:
    """Print a rule of the Comprehensive Rules and its subrules, or search them."""
    from rich.console import Console
    from rich.markup import escape

    from casualmagic.rules.text import EFFECTIVE, UnknownRuleError, lookup, search, subrules

    console = Console(highlight=False, soft_wrap=True)
    q = query.strip()
    if _NUMBER.match(q):
        try:
            entry = lookup(q)
        except UnknownRuleError as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(1) from None
        for e in [entry, *subrules(q)]:
            console.print(f"[bold]{e.number}[/bold] {escape(e.text)}")
            for ex in e.examples:
                console.print(f"    [dim]{escape(ex)}[/dim]")
        return
    found = search(q, limit)
    if not found:
        typer.echo(f"no rule or glossary entry mentions {q!r} (CR effective {EFFECTIVE})", err=True)
        raise typer.Exit(1)
    for e in found:
        label = f"[bold magenta]{escape(e.number)}[/bold magenta] (glossary)" if e.is_glossary \
            else f"[bold]{e.number}[/bold]"
        console.print(f"{label} {escape(e.text)}")
