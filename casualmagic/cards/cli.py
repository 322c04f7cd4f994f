"""``casualmagic cards``: the cards the engine knows and how fully it implements them."""

from __future__ import annotations

import typer

cards_app = typer.Typer(help="Look up cards and the engine's implementation status.",
                        no_args_is_help=True)


@cards_app.command("list")
def list_cards(
    card_type: str | None = typer.Option(None, "--type", help="Only cards of this type (e.g. creature)."),
) -> None:
    """List the cards the engine has definitions for, with their status."""
    from rich.console import Console
    from rich.table import Table

    from casualmagic.cards.definitions import load_definitions

    table = Table("Name", "Cost", "Type", "Status")
    for name, card in sorted(load_definitions().items()):
        if card_type and card_type.lower() not in card.type_line.lower():
            continue
        table.add_row(name, str(card.mana_cost), card.type_line, card.status)
    Console().print(table)


@cards_app.command("show")
def show(name: str = typer.Argument(..., help="Card name (case and accents ignored).")) -> None:
    """Show a card's oracle text, colour identity and implementation status."""
    from rich.console import Console
    from rich.markup import escape

    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    try:
        card = card_by_name(name)
    except CardNotImplementedError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    console = Console(highlight=False)
    console.print(f"[bold]{escape(card.name)}[/bold]  {escape(str(card.mana_cost))}")
    console.print(escape(card.type_line))
    if card.text:
        console.print(escape(card.text))
    if card.power is not None:
        console.print(f"{card.power}/{card.toughness}")
    console.print(f"status: {card.status}" + (f" (missing: {'; '.join(card.missing)})" if card.missing else ""))
