"""``casualmagic cards``: every real card, offline, and how fully the engine implements it.

Module-level imports stay light (Typer only): the database, Rich and the
importer are imported inside the commands, so ``casualmagic --help`` pays
for none of them.  A user mistake (unknown card, bad query, unreadable file,
no network) is one line on stderr and exit code 1, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

import typer

cards_app = typer.Typer(
    help="Look up every real card, import newer card data, see implementation coverage.",
    no_args_is_help=True,
)


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def _database() -> Any:
    from casualmagic.cards.database import get_database

    db = get_database()
    for problem in db.problems:
        typer.echo(f"warning: {problem}", err=True)
    return db


def _identity(colors: tuple[str, ...], none: str = "C") -> str:
    return "".join(colors) or none


@cards_app.command("list")
def list_cards(
    card_type: str | None = typer.Option(
        None, "--type", "-t", help="Every real card with this type word, e.g. plane, scheme, "
                                   "vanguard, conspiracy, phenomenon, creature, goblin."),
    status: str | None = typer.Option(
        None, "--status", help="Only cards with this status: implemented, partial or not."),
    every: bool = typer.Option(False, "--all", help="Every real card (34,000 lines)."),
) -> None:
    """List cards with their implementation status.

    Without options: the cards the engine has a definition of."""
    from casualmagic.cards.coverage import NOT_IMPLEMENTED, shown_status, status_map

    db = _database()
    statuses = status_map()
    if card_type is None and not every:
        records = [db.get(name) for name in statuses]
        records = [r for r in records if r is not None]
    else:
        from casualmagic.cards.search import QueryError, compile_query

        try:
            pred = compile_query(f't:"{card_type}"' if card_type and " " in card_type
                                 else f"t:{card_type}") if card_type else (lambda r: True)
        except QueryError as e:
            _fail(str(e))
        records = [r for r in db if pred(r)]
    want = {"implemented": "implemented", "partial": "partial", "not": NOT_IMPLEMENTED,
            None: None}.get(status.lower() if status else None, "?")
    if want == "?":
        _fail(f"--status is implemented, partial or not (got {status!r})")
    rows = []
    for rec in sorted(records, key=lambda r: r.name):
        st = statuses.get(rec.name, (NOT_IMPLEMENTED, []))[0]
        if want is None or st == want:
            rows.append((st, rec))
    for st, rec in rows:
        cost = f"  {rec.mana_cost}" if rec.mana_cost else ""
        typer.echo(f"{shown_status(rec.name, st):<20} {rec.name}{cost}  — {rec.type_line}")
    done = sum(1 for st, _ in rows if st == "implemented")
    part = sum(1 for st, _ in rows if st == "partial")
    cannot = sum(1 for st, rec in rows
                 if shown_status(rec.name, st).startswith("not implementable"))
    typer.echo(f"{len(rows)} card(s): {done} implemented, {part} partial, "
               f"{len(rows) - done - part - cannot} not yet implemented"
               + (f", {cannot} not implementable" if cannot else ""))


def _closest(db: Any, name: str) -> Any:
    """The card for a name: exact (case/accents ignored), else the only card whose name
    starts with it; otherwise an error with suggestions."""
    from casualmagic.cards.database import UnknownCardError
    from casualmagic.cards.oracle import fold

    rec = db.get(name)
    if rec is not None:
        return rec
    key = fold(name)
    if len(key) >= 3:
        starts = {real for k, real in db.index.items() if k.startswith(key)}
        if len(starts) == 1:
            real = starts.pop()
            typer.echo(f"(no card is named {name!r}; showing {real!r})", err=True)
            return db.get(real)
    _fail(str(UnknownCardError(name, db.suggest(name))))


@cards_app.command("show")
def show(name: str = typer.Argument(..., help="Card name (case and accents optional; a face "
                                              "name or the start of a name will do)."),
         compiled_form: bool = typer.Option(False, "--compiled",
                                            help="Also print the definition compiled from the "
                                                 "card's oracle text.")) -> None:
    """Show a card: every face, colour identity (903.4), modifiers, implementation status."""
    from rich.console import Console
    from rich.markup import escape

    from casualmagic.cards.coverage import status_of

    db = _database()
    rec = _closest(db, name)
    console = Console(highlight=False, soft_wrap=True)
    console.print(f"[bold]{escape(rec.name)}[/bold]  ({rec.layout})")
    for face in rec.faces:
        if len(rec.faces) > 1:
            label = " (meld back face, 712.4b)" if face.meld_back else ""
            console.print(f"\n[bold]{escape(face.name)}[/bold]{label}")
        if not face.known:
            console.print("  [italic]the card data does not have this face's characteristics[/]")
            continue
        console.print(f"  {escape(face.mana_cost) or '(no mana cost)'}  {escape(face.type_line)}")
        for line in face.text.splitlines():
            console.print(f"  {escape(line)}")
        if face.power is not None:
            console.print(f"  {face.power}/{face.toughness}")
        if face.loyalty is not None:
            console.print(f"  Loyalty: {face.loyalty}")
        if face.color_indicator:
            console.print(f"  Colour indicator (204): {''.join(face.color_indicator)}")
    console.print()
    if rec.hand_modifier is not None or rec.life_modifier is not None:
        hand = f"{rec.hand_modifier:+d}" if rec.hand_modifier is not None else "?"
        life = f"{rec.life_modifier:+d}" if rec.life_modifier is not None else "?"
        console.print(f"Hand modifier {hand}, life modifier {life} (313.6, 313.7)")
    if rec.interchangeable_names:
        console.print("Interchangeable names (201.3): " + ", ".join(rec.interchangeable_names))
    if rec.meld_result_of:
        console.print("Melded from (712.5): " + " and ".join(rec.meld_result_of))
    if rec.sets:
        console.print("Early variant products: " + ", ".join(rec.sets))
    console.print(f"Mana value (202.3): {rec.mana_value}")
    console.print(f"Colour identity (903.4): {_identity(rec.color_identity, 'colourless')}")
    if rec.identity_note:
        console.print(f"  computed {_identity(rec.computed_color_identity)}; {escape(rec.identity_note)}")
    elif rec.computed_color_identity != rec.source_color_identity:
        from casualmagic.cards.identity_audit import classify

        code, reason = classify(rec)
        console.print(f"  the source says {_identity(rec.source_color_identity)}: {escape(reason)}")
    status, missing = status_of(rec.name)
    console.print(f"Status: {status}")
    for clause in missing:
        console.print(f"  not implemented: {escape(clause)}")
    if compiled_form:
        from casualmagic.cards.compiler import compiled

        result = compiled(rec.name)
        if result is None or result.raw is None:
            console.print("Compiled: nothing of this card's text compiles yet")
        else:

            console.print("Compiled definition:")
            console.print(escape(_as_toml(rec.name, result.raw)))


def _as_toml(name: str, raw: dict) -> str:
    """A compiled definition in the definition files' TOML spelling."""
    import orjson

    def value(v: object) -> str:
        if isinstance(v, dict):
            return "{" + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + "}"
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (int, float)):
            return str(v)
        return orjson.dumps(str(v)).decode()

    lines = [f"[{value(name)}]"] + [f"{k} = {value(v)}" for k, v in raw.items()]
    return "\n".join(lines)


@cards_app.command("search")
def search(
    query: str = typer.Argument(..., help='e.g. "t:plane", \'id:rg mv<=2 o:"draw a card"\', '
                                          '"(t:scheme or t:plane) -o:chaos"'),
    limit: int = typer.Option(50, "--limit", "-n", help="Show at most this many (0: all)."),
) -> None:
    """Search every real card.  Keys: n: t: o: k: id: c: mv pow tou loy hand life layout:
    is: status:, with -negation, 'or', parentheses and quotes (see the README)."""
    from casualmagic.cards.search import QueryError

    db = _database()
    try:
        found = db.search(query)
    except QueryError as e:
        _fail(str(e))
    shown = found if limit <= 0 else found[:limit]
    for rec in shown:
        cost = f"  {rec.mana_cost}" if rec.mana_cost else ""
        typer.echo(f"{rec.name}{cost}  — {rec.type_line}  [{_identity(rec.color_identity)}]")
    more = f", first {len(shown)} shown (--limit 0 for all)" if len(shown) < len(found) else ""
    typer.echo(f"{len(found)} card(s){more}")


@cards_app.command("import")
def import_(file: Path = typer.Argument(
        ..., help="MTGJSON AtomicCards.json / AllPrintings.json or Scryfall oracle-cards "
                  "bulk JSON, plain, .gz or .xz.")) -> None:
    """Import newer card data into the local database (it then takes precedence over the
    shipped cards).  A bad file leaves the previous database as it was."""
    from casualmagic.cards.database import local_db_path
    from casualmagic.cards.importer import CardImportError, import_file

    try:
        n = import_file(file)
    except CardImportError as e:
        _fail(f"{e} — the previous card database is unchanged")
    except OSError as e:
        _fail(f"cannot write the card database {local_db_path()}: {e} — the previous card "
              "database is unchanged")
    typer.echo(f"imported {n} cards from {file} into {local_db_path()}")


@cards_app.command("update")
def update(
    url: str = typer.Option(None, "--url", help="Where to download from (default: MTGJSON's "
                                                "AtomicCards.json.xz)."),
    timeout: float = typer.Option(30.0, "--timeout", help="Network timeout in seconds."),
) -> None:
    """Download MTGJSON AtomicCards (with a progress bar) and import it."""
    import tempfile
    import urllib.error
    import urllib.request

    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
        TransferSpeedColumn,
    )

    from casualmagic.cards.database import data_dir
    from casualmagic.cards.importer import ATOMIC_URL, CardImportError, import_file

    source = url or ATOMIC_URL
    file_name = source.rstrip("/").rsplit("/", 1)[-1] or "AtomicCards.json.xz"
    offline = (f"Offline? On a machine with network access download {ATOMIC_URL}, copy it "
               f"here and run: casualmagic cards import {file_name}")
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        _fail(f"cannot create the data directory {folder}: {e}")
    with tempfile.TemporaryDirectory(dir=folder, prefix=".download-") as tmp:
        target = Path(tmp) / file_name
        try:
            with urllib.request.urlopen(source, timeout=timeout) as resp, open(target, "wb") as out:
                total = int(resp.headers.get("Content-Length") or 0) or None
                columns = (TextColumn("{task.description}"), BarColumn(), DownloadColumn(),
                           TransferSpeedColumn(), TimeRemainingColumn())
                with Progress(*columns, transient=True) as progress:
                    task = progress.add_task(file_name, total=total)
                    while chunk := resp.read(1 << 16):
                        out.write(chunk)
                        progress.update(task, advance=len(chunk))
        except (urllib.error.URLError, OSError, TimeoutError, ValueError) as e:
            reason = getattr(e, "reason", None) or e
            _fail(f"cannot download {source} ({reason}). {offline}")
        try:
            n = import_file(target)
        except CardImportError as e:
            _fail(f"the downloaded file is not usable: {e} — the previous card database is "
                  "unchanged")
    typer.echo(f"updated: {n} cards from {source}")


@cards_app.command("coverage")
def coverage(json_file: Path | None = typer.Option(
        None, "--json", help="Also write the figures as JSON to this file ('-' for stdout).")
) -> None:
    """How many real cards the engine implements, per card type and per variant."""
    import orjson
    from rich.progress import Progress

    from casualmagic.cards.coverage import coverage_table
    from casualmagic.decks.shipped import precon_decks

    with Progress(transient=True) as bar:  # compiling every card the first time (~1 min)
        task = bar.add_task("compiling oracle text", total=None)
        table = coverage_table(precon_decks(), lambda done, total: bar.update(task, completed=done, total=total))
    data = orjson.dumps(table, option=orjson.OPT_INDENT_2)
    if json_file is not None and str(json_file) == "-":
        typer.echo(data.decode())
        return
    for group in ("per card type", "per variant"):
        typer.echo(f"{group}:")
        for label, c in table[group].items():
            typer.echo(f"  {label:<40} {c['implemented']:>5}/{c['total']:<6} implemented"
                       f"  ({c['partial']} partial)")
    c = table["all cards"]
    typer.echo(f"all cards: {c['implemented']}/{c['total']} implemented ({c['partial']} partial)")
    p = table["precon corpus"]
    typer.echo(f"precon corpus: {p['fully playable decks']}/{p['decks']} decks fully playable; "
               f"{p['top 500 cards implemented']}/500 of the most frequent cards and "
               f"{p['distinct cards implemented']}/{p['distinct cards']} of all its cards "
               f"implemented")
    if json_file is not None:
        try:
            json_file.write_bytes(data)
        except OSError as e:
            _fail(f"cannot write {json_file}: {e}")
        typer.echo(f"wrote {json_file}")
