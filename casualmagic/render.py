"""Printing a game's log: readable coloured text (Rich) or JSON Lines."""

from __future__ import annotations

import sys
from typing import Any

from casualmagic.engine.describe import describe_event
from casualmagic.engine.events import iter_log

TEXT_SKIPPED = frozenset({"step", "mana_empties"})
"""Events left out of the readable text (they stay in JSON Lines)."""

COLORS = ("cyan", "magenta", "green", "yellow", "blue", "red", "bright_cyan", "bright_magenta")


class LogPrinter:
    """Prints the events a game has logged since the last :meth:`flush`."""

    def __init__(self, game: Any, fmt: str, viewer: int | None) -> None:
        self.fmt = fmt
        self.viewer = viewer
        self.printed = 0
        self.console = None
        if fmt == "text":
            from rich.console import Console

            self.console = Console(highlight=False, soft_wrap=True)

    def flush(self, game: Any) -> None:
        if game.seq == self.printed:
            return
        new = []
        node = game.log
        while node is not None and node[0].seq > self.printed:
            new.append(node[0])
            node = node[1]
        new.reverse()
        self.printed = game.seq
        if self.fmt == "jsonl":
            import orjson

            out = sys.stdout.buffer
            for ev in new:
                out.write(orjson.dumps(ev.seen_by(self.viewer).to_json(),
                                       option=orjson.OPT_SORT_KEYS) + b"\n")
            out.flush()
            return
        from rich.markup import escape

        assert self.console is not None
        for ev in new:
            if ev.kind in TEXT_SKIPPED:
                continue
            ev = ev.seen_by(self.viewer)
            text = escape(describe_event(game, ev))
            where = f"T{ev.turn} {ev.step or ev.phase}".strip()
            color = COLORS[ev.player % len(COLORS)] if ev.player is not None else "white"
            if ev.kind == "turn":
                self.console.print(f"\n[bold]{text}[/bold]  [dim]({ev.rule})[/dim]")
            elif ev.kind in ("game_over", "lose"):
                self.console.print(f"[bold red]{text}[/bold red]  [dim]({ev.rule})[/dim]")
            else:
                self.console.print(f"[dim]{where:>16}[/dim] [{color}]{text}[/{color}]  [dim]({ev.rule})[/dim]")


def full_log_lines(game: Any, viewer: int | None = None) -> list[str]:
    """The whole log as plain text lines (for tests and files)."""
    return [f"{describe_event(game, ev.seen_by(viewer))} ({ev.rule})" for ev in iter_log(game.log)
            if ev.kind not in TEXT_SKIPPED]
