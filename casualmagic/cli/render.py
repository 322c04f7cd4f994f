"""Printing a game's log: readable text (Rich) or JSON Lines, and the game summary.

Every event printed for a seat goes through :func:`seat_events`, the one place
where the per-seat filter (hidden information) is applied to the event stream.
The readable text is in aligned columns (turn, step, what happened, rule) and
honours ``NO_COLOR`` (https://no-color.org): no colour or style at all.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from casualmagic.core.events import Event, iter_log
from casualmagic.engine.describe import describe_event

TEXT_SKIPPED = frozenset({"step", "mana_empties"})
"""Events left out of the readable text (they stay in JSON Lines)."""

COLORS = ("cyan", "magenta", "green", "yellow", "blue", "red", "bright_cyan", "bright_magenta")

STEP_LABELS = {
    "untap": "untap", "upkeep": "upkeep", "draw": "draw", "beginning_of_combat": "begin combat",
    "declare_attackers": "attackers", "declare_blockers": "blockers",
    "first_strike_damage": "first strike", "combat_damage": "combat damage",
    "end_of_combat": "end combat", "end": "end step", "cleanup": "cleanup",
}
PHASE_LABELS = {"precombat_main": "main 1", "postcombat_main": "main 2", "setup": "setup"}
WHEN_WIDTH = 19
"""Width of the 'T12 combat damage' column: turn and step line up under each other."""


def seat_events(events: Iterable[Event], viewer: int | None) -> Iterator[Event]:
    """The events as ``viewer`` may see them (``None``: the all-seeing log).

    The single place where a seat's log is filtered: every printer goes through it."""
    for ev in events:
        yield ev.seen_by(viewer)


def no_color() -> bool:
    """Whether the user asked for no colour (NO_COLOR set and not empty)."""
    return bool(os.environ.get("NO_COLOR"))


def step_label(ev: Event) -> str:
    """'main 1', 'attackers', 'end step' ... (the phase when there is no step)."""
    if ev.step and ev.step != "main":
        return STEP_LABELS.get(ev.step, ev.step.replace("_", " "))
    return PHASE_LABELS.get(ev.phase, ev.phase.replace("_", " "))


def when_column(ev: Event) -> str:
    return f"T{ev.turn} {step_label(ev)}".ljust(WHEN_WIDTH) if ev.turn else "setup".ljust(WHEN_WIDTH)


def text_line(game: Any, ev: Event) -> str:
    """One line of the readable log, plain text: when, what, and the rule (a new turn's
    line stands alone, as a heading)."""
    if ev.kind == "turn":
        return f"{describe_event(game, ev)}  ({ev.rule})"
    return f"{when_column(ev)} {describe_event(game, ev)}  ({ev.rule})"


class LogPrinter:
    """Prints the events a game has logged since the last :meth:`flush`."""

    def __init__(self, game: Any, fmt: str, viewer: int | None) -> None:
        if fmt not in ("text", "jsonl"):
            raise ValueError(f"unknown log format {fmt!r}: use text or jsonl")
        self.fmt = fmt
        self.viewer = viewer
        self.printed = 0
        self.console = None
        if fmt == "text":
            from rich.console import Console

            self.console = Console(highlight=False, soft_wrap=True,
                                   color_system=None if no_color() else "auto", no_color=no_color())

    def _new_events(self, game: Any) -> list[Event]:
        new = []
        node = game.log
        while node is not None and node[0].seq > self.printed:
            new.append(node[0])
            node = node[1]
        new.reverse()
        self.printed = game.seq
        return list(seat_events(new, self.viewer))

    def flush(self, game: Any) -> None:
        if game.seq == self.printed:
            return
        new = self._new_events(game)
        if self.fmt == "jsonl":
            import orjson

            out = sys.stdout.buffer
            for ev in new:
                out.write(orjson.dumps(ev.to_json(), option=orjson.OPT_SORT_KEYS) + b"\n")
            out.flush()
            return
        for ev in new:
            if ev.kind not in TEXT_SKIPPED:
                self._print_text(game, ev)

    def _print_text(self, game: Any, ev: Event) -> None:
        from rich.markup import escape

        assert self.console is not None
        text = escape(describe_event(game, ev))
        rule = f"[dim]({ev.rule})[/dim]"
        if ev.kind == "turn":
            self.console.print(f"\n[bold]{text}[/bold]  {rule}")
        elif ev.kind in ("game_over", "lose"):
            self.console.print(f"[dim]{when_column(ev)}[/dim] [bold red]{text}[/bold red]  {rule}")
        else:
            color = COLORS[ev.player % len(COLORS)] if ev.player is not None else "default"
            self.console.print(f"[dim]{when_column(ev)}[/dim] [{color}]{text}[/{color}]  {rule}")

    def summary(self, game: Any) -> None:
        """The game summary, after the log (on stderr when stdout carries JSON Lines)."""
        if not game.over:
            return
        lines = summary_lines(game, self.viewer)
        if self.console is not None:
            from rich.markup import escape

            self.console.print()
            for i, line in enumerate(lines):
                self.console.print(f"[bold]{escape(line)}[/bold]" if i == 0 else escape(line))
        else:
            print("\n" + "\n".join(lines), file=sys.stderr)


def summary_lines(game: Any, viewer: int | None = None) -> list[str]:
    """Winner, turns, each player's life and how each player who lost lost.

    Built from the log as ``viewer`` sees it (how players lost is public) and from
    each player's public life total."""
    losses: dict[str, str] = {}
    for ev in seat_events(iter_log(game.log), viewer):
        if ev.kind == "lose":
            losses.setdefault(ev.data["player"], f"{ev.data['reason']} ({ev.rule})")
    players = game.view(viewer if viewer is not None else 0)["players"]  # names and life are public
    names = [p["name"] for p in players]
    if game.winners:
        winners = " and ".join(names[w] for w in game.winners)
        head = f"Game over after {game.turn} turn{'s' if game.turn != 1 else ''}: {winners} " \
               f"win{'s' if len(game.winners) == 1 else ''}"
    else:
        head = f"Game over after {game.turn} turn{'s' if game.turn != 1 else ''}: a draw"
    width = max(len(n) for n in names)
    lines = [head if game.winners or not game.end_reason else f"{head} ({game.end_reason})"]
    for p in players:
        if p["seat"] in game.winners:
            how = "won"
        elif p["name"] in losses:
            how = "lost: " + losses[p["name"]]
        else:
            how = "drew" if not game.winners else "—"
        lines.append(f"  {p['name'].ljust(width)}  {str(p['life']).rjust(4)} life  {how}")
    return lines


def full_log_lines(game: Any, viewer: int | None = None) -> list[str]:
    """The whole log as plain text lines (for tests and files)."""
    return [text_line(game, ev) for ev in seat_events(iter_log(game.log), viewer)
            if ev.kind not in TEXT_SKIPPED]
