"""The ``casualmagic`` command line (Typer).

The front-end layer: each area's sub-commands are a module of this package
(``cli/rules.py``, ``cli/cards.py``, ``cli/decks.py``, ``cli/play.py``, ``cli/sim.py``);
this file only wires them together.  Those modules import nothing heavy at module
level, so ``casualmagic --help`` stays fast.
"""

from __future__ import annotations

import typer

from casualmagic.cli.cards import cards_app
from casualmagic.cli.decks import decks_app, validate
from casualmagic.cli.draft import draft_app
from casualmagic.cli.play import PlayCommand, play, replay
from casualmagic.cli.rules import rules
from casualmagic.cli.sim import sim

app = typer.Typer(
    name="casualmagic",
    help="Rules engine, simulator and table for the casual variants of Magic: The Gathering.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # plain help: rendering it with Rich costs 0.1 s of start-up
)
app.command(cls=PlayCommand)(play)
app.command()(replay)
app.command()(rules)
app.command()(validate)
app.command(cls=PlayCommand)(sim)
app.add_typer(cards_app, name="cards")
app.add_typer(decks_app, name="decks")
app.add_typer(draft_app, name="draft")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
