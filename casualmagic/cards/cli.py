"""``casualmagic cards``: every real card, offline, and how fully the engine implements it."""

from __future__ import annotations

from pathlib import Path

import typer

cards_app = typer.Typer(help="Look up cards, import newer card data, see implementation coverage.",
                        no_args_is_help=True)


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


@cards_app.command("list")
def list_cards(
    card_type: str | None = typer.Option(None, "--type", help="Every real card of this type (e.g. plane)."),
) -> None:
    """List cards with their status: the engine's pool, or every card of a type."""
    from casualmagic.cards.definitions import implementation_status, load_definitions

    rows: list[tuple[str, str, str, str]] = []
    if card_type is None:
        for name, card in sorted(load_definitions().items()):
            rows.append((name, str(card.mana_cost), card.type_line, card.status))
    else:
        from casualmagic.cards.database import get_database

        want = card_type.lower()
        for rec in sorted(get_database(), key=lambda r: r.name):
            if want in [t.lower() for t in (*rec.types, *rec.subtypes)]:
                rows.append((rec.name, rec.mana_cost, rec.type_line, implementation_status(rec.name)[0]))
    for name, cost, type_line, status in rows:
        typer.echo(f"{status:<20} {name}  {cost}  — {type_line}")
    done = sum(1 for r in rows if r[3] == "implemented")
    typer.echo(f"{len(rows)} card(s), {done} implemented")


@cards_app.command("show")
def show(name: str = typer.Argument(..., help="Card name (case and accents ignored).")) -> None:
    """Show a card's oracle text, colour identity and implementation status."""
    from rich.console import Console
    from rich.markup import escape

    from casualmagic.cards.database import UnknownCardError, get_database
    from casualmagic.cards.definitions import implementation_status

    try:
        rec = get_database().lookup(name)
    except UnknownCardError as e:
        _fail(str(e))
        return
    console = Console(highlight=False)
    console.print(f"[bold]{escape(rec.name)}[/bold]  {escape(rec.mana_cost)}")
    console.print(escape(rec.type_line))
    if rec.text:
        console.print(escape(rec.text))
    if rec.power is not None:
        console.print(f"{rec.power}/{rec.toughness}")
    if rec.loyalty is not None:
        console.print(f"Loyalty: {rec.loyalty}")
    if rec.hand_modifier is not None:
        console.print(f"Hand modifier {rec.hand_modifier:+d}, life modifier {rec.life_modifier:+d}")
    ident = "".join(rec.color_identity) or "colorless"
    console.print(f"Colour identity (903.4): {ident}")
    status, missing = implementation_status(rec.name)
    console.print(f"Status: {status}" + (f" (missing: {'; '.join(missing)})" if missing else ""))


@cards_app.command("search")
def search(query: str = typer.Argument(..., help='e.g. \'t:plane\', \'id:rg mv<=2 o:"draw a card"\''),
           limit: int = typer.Option(50, "--limit")) -> None:
    """Search every real card (t: o: n: id: c: mv; -negation; quotes)."""
    from casualmagic.cards.database import get_database
    from casualmagic.cards.search import QueryError

    try:
        found = get_database().search(query)
    except QueryError as e:
        _fail(str(e))
        return
    for rec in found[:limit]:
        typer.echo(f"{rec.name}  {rec.mana_cost}  — {rec.type_line}")
    typer.echo(f"{len(found)} card(s)" + (f", first {limit} shown" if len(found) > limit else ""))


@cards_app.command("import")
def import_(file: Path = typer.Argument(..., help="MTGJSON AtomicCards/AllPrintings or Scryfall oracle-cards (.json, .gz, .xz).")) -> None:
    """Import newer card data into the local database (it then takes precedence)."""
    from casualmagic.cards.database import local_db_path
    from casualmagic.cards.importer import CardImportError, import_file

    try:
        n = import_file(file)
    except CardImportError as e:
        _fail(f"{e} — the previous card database is unchanged")
        return
    typer.echo(f"imported {n} cards into {local_db_path()}")


@cards_app.command("update")
def update(timeout: float = typer.Option(20.0, "--timeout")) -> None:
    """Download MTGJSON AtomicCards and import it (needs the network)."""
    import tempfile
    import urllib.error
    import urllib.request

    from rich.progress import Progress

    from casualmagic.cards.importer import ATOMIC_URL, CardImportError, import_file

    target = Path(tempfile.mkdtemp()) / "AtomicCards.json.xz"
    try:
        with urllib.request.urlopen(ATOMIC_URL, timeout=timeout) as resp, open(target, "wb") as out:
            total = int(resp.headers.get("Content-Length") or 0) or None
            with Progress() as progress:
                task = progress.add_task("AtomicCards", total=total)
                while chunk := resp.read(1 << 16):
                    out.write(chunk)
                    progress.update(task, advance=len(chunk))
    except (urllib.error.URLError, OSError, TimeoutError) as e:
        _fail(f"cannot download card data ({e}). Offline? Download {ATOMIC_URL} on a machine "
              "with network access, then run: casualmagic cards import AtomicCards.json.xz")
        return
    try:
        n = import_file(target)
    except CardImportError as e:
        _fail(str(e))
        return
    typer.echo(f"updated: {n} cards")


@cards_app.command("coverage")
def coverage(json_file: Path | None = typer.Option(None, "--json", help="Also write the figures as JSON.")) -> None:
    """How many cards the engine implements, per card type and per variant."""
    import orjson

    from casualmagic.cards.coverage import coverage_table

    table = coverage_table()
    for group, rows in table.items():
        typer.echo(f"{group}:")
        for label, (implemented, partial, total) in rows.items():
            typer.echo(f"  {label:<26} {implemented:>6}/{total:<6} implemented, {partial} partial")
    if json_file is not None:
        json_file.write_bytes(orjson.dumps(table, option=orjson.OPT_INDENT_2))
        typer.echo(f"wrote {json_file}")
