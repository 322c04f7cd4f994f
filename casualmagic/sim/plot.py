"""``--plot``: win rates with their 95% intervals (per entrant, per seat) and the
histogram of game lengths in turns.

``FILE.html`` is one self-contained page of inline SVG (no dependency); ``FILE.png``
is drawn with matplotlib (the ``plot`` extra: ``pip install 'casualmagic[plot]'``).
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from pathlib import Path

from casualmagic.sim.stats import Rate, Summary

SUFFIXES = (".png", ".html")


class PlotError(Exception):
    """The plot can't be drawn or written (a one-sentence message)."""


def check_plot(path: Path) -> None:
    """:class:`PlotError` now, before any game is played, for a file the plot can't be."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise PlotError(f"--plot {path}: give a .png or .html file")
    if path.is_dir() or not path.parent.is_dir():
        raise PlotError(f"--plot {path}: no such directory {path.parent}" if not
                        path.parent.is_dir() else f"--plot {path} is a directory")
    if suffix == ".png":
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise PlotError("--plot FILE.png needs matplotlib, which is not installed: "
                            "pip install 'casualmagic[plot]' (or give FILE.html)") from None


def histogram(values: Sequence[float], max_bins: int = 30) -> list[tuple[float, float, int]]:
    """Bins ``(low, high, count)`` covering the values: one per integer when the range is
    small (turns), else ``max_bins`` equal bins."""
    if not values:
        return []
    low, high = math.floor(min(values)), math.floor(max(values)) + 1
    width = max(1, math.ceil((high - low) / max_bins))
    bins = [[lo, lo + width, 0] for lo in range(low, high, width)]
    for v in values:
        bins[min(int((v - low) // width), len(bins) - 1)][2] += 1
    return [(float(a), float(b), int(c)) for a, b, c in bins]


def write_plot(summary: Summary, path: Path, title: str) -> None:
    check_plot(path)
    try:
        if path.suffix.lower() == ".png":
            _png(summary, path, title)
        else:
            path.write_text(html_page(summary, title), encoding="utf-8")
    except OSError as e:
        raise PlotError(f"--plot {path}: {e.strerror or e}") from None


# -- PNG (matplotlib) -------------------------------------------------------------------------

def _png(summary: Summary, path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    entrants = list(summary.by_entrant.items())
    seats = [(f"seat {i}", r) for i, r in enumerate(summary.by_seat, 1)]
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.5))
    for ax, rows, name in ((axes[0], entrants, "win rate per deck"),
                           (axes[1], seats, "win rate per seat")):
        labels = [label for label, _ in rows]
        rates = [r.rate for _, r in rows]
        errs = [[r.rate - r.interval[0] for _, r in rows], [r.interval[1] - r.rate for _, r in rows]]
        ax.barh(range(len(rows)), rates, xerr=errs, capsize=4, color="#4c72b0")
        ax.set_yticks(range(len(rows)), labels)
        ax.invert_yaxis()
        ax.axvline(1 / max(1, len(summary.by_seat)), color="grey", linestyle="--", linewidth=1)
        ax.set_xlim(0, 1)
        ax.set_title(f"{name} (95% Wilson)")
    bins = histogram(summary.turns.values)
    axes[2].bar([a for a, _, _ in bins], [c for _, _, c in bins],
                width=[b - a for a, b, _ in bins], align="edge", color="#55a868")
    axes[2].set_title("game length")
    axes[2].set_xlabel("turns")
    axes[2].set_ylabel("games")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


# -- HTML (inline SVG) -----------------------------------------------------------------------

def html_page(summary: Summary, title: str) -> str:
    entrants = list(summary.by_entrant.items())
    seats = [(f"seat {i}", r) for i, r in enumerate(summary.by_seat, 1)]
    baseline = 1 / max(1, len(summary.by_seat))
    t = summary.turns
    facts = (f"{summary.games} games; {summary.draws} draws, {summary.capped} stopped by the "
             f"turn cap, {summary.errors} engine errors; turns: mean {t.mean:.1f}, "
             f"median {t.median:g}" if t.values else f"{summary.games} games")
    return (
        "<!DOCTYPE html>\n<html><head><meta charset='utf-8'>"
        f"<title>{html.escape(title)}</title>"
        "<style>body{font-family:sans-serif;margin:2em}svg{margin:1em 0;display:block}"
        "</style></head><body>"
        f"<h1>{html.escape(title)}</h1><p>{html.escape(facts)}</p>"
        f"<h2>Win rate per deck (95% Wilson intervals)</h2>{_rate_svg(entrants, baseline)}"
        f"<h2>Win rate per seat (95% Wilson intervals)</h2>{_rate_svg(seats, baseline)}"
        f"<h2>Game length (turns)</h2>{_histogram_svg(histogram(t.values))}"
        "</body></html>\n")


def _rate_svg(rows: list[tuple[str, Rate]], baseline: float) -> str:
    left, width, bar, gap = 260, 500, 18, 8
    height = len(rows) * (bar + gap) + 30

    def x(v: float) -> float:
        return left + v * width

    parts = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{left + width + 90}' "
             f"height='{height}' font-size='12'>"]
    for i, (label, r) in enumerate(rows):
        y = 5 + i * (bar + gap)
        lo, hi = r.interval
        mid = y + bar / 2
        parts.append(f"<text x='{left - 6}' y='{mid + 4}' text-anchor='end'>"
                     f"{html.escape(label)}</text>"
                     f"<rect x='{left}' y='{y}' width='{r.rate * width:.1f}' height='{bar}' "
                     f"fill='#4c72b0'><title>{r.wins}/{r.games}</title></rect>"
                     f"<line x1='{x(lo):.1f}' x2='{x(hi):.1f}' y1='{mid}' y2='{mid}' "
                     "stroke='black'/>"
                     f"<line x1='{x(lo):.1f}' x2='{x(lo):.1f}' y1='{y + 3}' y2='{y + bar - 3}' "
                     "stroke='black'/>"
                     f"<line x1='{x(hi):.1f}' x2='{x(hi):.1f}' y1='{y + 3}' y2='{y + bar - 3}' "
                     "stroke='black'/>"
                     f"<text x='{x(1) + 6}' y='{mid + 4}'>{r.rate:.1%} "
                     f"[{lo:.1%}, {hi:.1%}]</text>")
    axis = height - 20
    parts.append(f"<line x1='{left}' x2='{x(1)}' y1='{axis}' y2='{axis}' stroke='black'/>")
    for tick in (0, 0.25, 0.5, 0.75, 1):
        parts.append(f"<text x='{x(tick)}' y='{axis + 14}' text-anchor='middle'>{tick:.0%}</text>")
    parts.append(f"<line x1='{x(baseline):.1f}' x2='{x(baseline):.1f}' y1='0' y2='{axis}' "
                 "stroke='grey' stroke-dasharray='4 3'/></svg>")
    return "".join(parts)


def _histogram_svg(bins: list[tuple[float, float, int]]) -> str:
    if not bins:
        return "<p>no games</p>"
    width, height, pad = 760, 240, 40
    top = max(c for _, _, c in bins) or 1
    step = (width - 2 * pad) / len(bins)
    parts = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height + 30}' "
             "font-size='11'>"]
    for i, (lo, hi, count) in enumerate(bins):
        h = count / top * (height - 20)
        x = pad + i * step
        label = f"{lo:g}" if hi - lo == 1 else f"{lo:g}-{hi - 1:g}"
        parts.append(f"<rect x='{x:.1f}' y='{height - h:.1f}' width='{max(step - 1, 1):.1f}' "
                     f"height='{h:.1f}' fill='#55a868'><title>{label} turns: {count} games"
                     "</title></rect>")
        if len(bins) <= 30 or i % math.ceil(len(bins) / 30) == 0:
            parts.append(f"<text x='{x + step / 2:.1f}' y='{height + 14}' "
                         f"text-anchor='middle'>{label}</text>")
    parts.append(f"<text x='{pad}' y='12'>max {top} games</text>"
                 f"<line x1='{pad}' x2='{width - pad}' y1='{height}' y2='{height}' "
                 "stroke='black'/></svg>")
    return "".join(parts)
