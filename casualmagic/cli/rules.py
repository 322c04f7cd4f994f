"""``casualmagic rules``: print a rule with its subrules, or search the rules and glossary.

Module-level imports stay light (Typer only): Rich and the rules text load
when the command runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from rich.console import Console

    from casualmagic.rules.text import RuleEntry


def rules(
    query: str | None = typer.Argument(
        None, help='A rule number (903.8, 704.5a, 903, 9) or words to search for ("commander tax").'),
    limit: int = typer.Option(20, "--limit", "-n", min=1, help="Most search results to show."),
    version: bool = typer.Option(False, "--version",
                                 help="Print the date the shipped rules took effect."),
) -> None:
    """Print a rule of the Comprehensive Rules with its subrules and examples, or search them.

    A number prints that rule and every subrule under it (903 prints 903.1 to
    903.13); words print the rules and glossary entries that contain them all;
    ``--version`` prints the effective date of the shipped rules.
    """
    from rich.console import Console

    from casualmagic.rules.text import (
        EFFECTIVE,
        UnknownRuleError,
        is_rule_number,
        lookup,
        missing_subrules,
        search,
        subrules,
    )

    out = Console(highlight=False)
    out.soft_wrap = not out.is_terminal  # piped: one line per rule, for grep
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    if version:
        out.print(f"Comprehensive Rules effective {EFFECTIVE}", markup=False)
        return
    if query is None:
        err.print("error: give a rule number or words to search for (or --version)",
                  markup=False)
        raise typer.Exit(2)
    if is_rule_number(query):
        try:
            entry = lookup(query)
        except UnknownRuleError as e:
            err.print(f"error: {e}", markup=False)
            raise typer.Exit(1) from None
        if entry.kind == "section":  # a whole section is too long: list its chapters
            _print_entry(out, entry)
            for chapter in subrules(entry.number, deep=False):
                _print_entry(out, chapter)
            out.print(f"(casualmagic rules {entry.subrules[0]} prints a chapter)", style="dim",
                      markup=False)
            return
        shown = [entry, *subrules(entry.number)]
        for e in shown:
            _print_entry(out, e)
        lost = [m for e in shown for m in missing_subrules(e.number)]
        if lost:
            out.print(f"Not in the shipped text (lost when it was assembled): {', '.join(lost)}",
                      style="dim", markup=False)
        return
    found = search(query, limit=None)
    if not found:
        err.print(f"no rule or glossary entry mentions all of {query!r} "
                  f"(Comprehensive Rules effective {EFFECTIVE})", markup=False)
        raise typer.Exit(1)
    words = query.replace("’", "'").strip("\"'").split()
    for e in found[:limit]:
        _print_entry(out, e, highlight=words, examples=False)
    if len(found) > limit:
        out.print(f"… {len(found) - limit} more (--limit {len(found)} shows them all)",
                  style="dim", markup=False)


def _print_entry(out: Console, entry: RuleEntry, highlight: list[str] | None = None,
                 examples: bool = True) -> None:
    """One rule: its number in bold, its text, its examples indented below."""
    from rich.text import Text

    if entry.is_glossary:
        label = Text.assemble((entry.number, "bold magenta"), " (glossary)")
    elif entry.is_heading:
        label = Text(f"{entry.number}.", style="bold cyan")
    else:
        label = Text(entry.number, style="bold")
    body = Text(entry.text.replace("\n", " "), style="bold cyan" if entry.is_heading else "")
    if highlight:
        body.highlight_words(highlight, style="reverse", case_sensitive=False)
    out.print(Text.assemble(label, " ", body))
    if examples:
        for example in entry.examples:
            out.print(Text.assemble("    ", ("Example:", "italic"), " ", example), style="dim")
