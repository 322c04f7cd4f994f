"""``casualmagic sim``: bad input is one ``error:`` line; the summary, exports and plots."""

from __future__ import annotations

import builtins
import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from casualmagic.sim.plot import histogram

from .helpers import DUEL, sim


def assert_error(result, *words: str) -> str:
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.output
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize(("args", "words"), [
    (["quidditch"], ["unknown variant 'quidditch'", "duel"]),
    (["duel", "--games", "0"], ["--games 0", "at least one game"]),
    (["duel", "--workers", "0"], ["--workers 0"]),
    (["duel", "--players", "1"], ["--players 1", "100.1"]),
    (["duel", "--deck", "no-such-deck", "--deck", "gruul-stompy"], ["no-such-deck"]),
    (["duel", "--deck", "gruul-stompy"], ["one --deck given"]),
    (["duel", "--agent", "wizard"], ["unknown agent 'wizard'", "random"]),
    (["duel", "--players", "3", "--agent", "random", "--agent", "heuristic"],
     ["--agent given 2 times", "once per deck (3)"]),
    (["duel", "--max-turns", "0"], ["--max-turns 0"]),
    (["duel", "--format", "nonsense"], ["nonsense"]),
    (["duel", "--plot", "chart.svg"], ["--plot chart.svg", ".png or .html"]),
    (["duel", "--csv", "/no/such/dir/x.csv"], ["--csv", "no such directory"]),
    (["duel", "--out", "/no/such/dir/r.db"], ["--out", "no such directory"]),
])
def test_bad_input_is_one_error_line(args, words, tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert_error(sim(*args), *words)
    assert not (tmp_path / "results.db").exists() or args[-1].endswith(".db")


def test_a_deck_illegal_for_the_variant_is_refused_with_its_rule(tmp_path: Path):
    deck = tmp_path / "sixty.txt"
    deck.write_text("20 Mountain\n20 Forest\n4 Lightning Bolt\n4 Grizzly Bears\n"
                    "4 Llanowar Elves\n4 Hill Giant\n4 Giant Growth\n")
    result = sim("commander", "--deck", str(deck), "--deck", "commander-jerrard",
                 "--out", str(tmp_path / "r.db"))
    assert result.exit_code == 1 and "903" in result.stderr and "Traceback" not in result.output


def test_parquet_without_pyarrow_is_refused_before_any_game(tmp_path: Path, monkeypatch):
    real_import = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    db = tmp_path / "r.db"
    assert_error(sim(*DUEL, "--parquet", str(tmp_path / "g.parquet"), "--out", str(db)),
                 "--parquet needs pyarrow", "pip install pyarrow")
    assert not db.exists()


def test_png_plot_without_matplotlib_is_refused_before_any_game(tmp_path: Path, monkeypatch):
    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert_error(sim(*DUEL, "--plot", str(tmp_path / "p.png"), "--out", str(tmp_path / "r.db")),
                 "needs matplotlib", "FILE.html")


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[Path, object]:
    """Heuristic against random for 12 duels, exported as CSV and plotted as HTML."""
    d = tmp_path_factory.mktemp("run")
    result = sim("duel", "--agent", "heuristic", "--agent", "random", "--no-progress",
                 "--games", "12", "--workers", "2", "--max-turns", "25", "--out", str(d / "r.db"),
                 "--csv", str(d / "g.csv"), "--plot", str(d / "p.html"))
    assert result.exit_code == 0, result.output
    return d, result


def test_summary_shows_win_rates_per_deck_and_seat_and_game_lengths(run):
    _, result = run
    out = result.stdout
    assert "duel, 2 players, 12 games" in out
    for words in ("win rate per deck", "win rate per seat", "95% interval", "game length",
                  "gruul-stompy (heuristic)", "dimir-control (random)", "median", "p90",
                  "stopped by the turn cap", "engine errors"):
        assert words in out, out
    assert "played 12 games in" in result.stderr and "games/s) on 2 local workers" in result.stderr


def test_csv_export_has_one_row_per_game(run):
    d, _ = run
    with open(d / "g.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [int(r["game_index"]) for r in rows] == list(range(12))
    assert "replay" not in rows[0]
    for r in rows:
        decks, winners = json.loads(r["decks"]), json.loads(r["winners"])
        assert sorted(decks) == ["dimir-control", "gruul-stompy"]
        assert json.loads(r["winner_decks"]) == [decks[w - 1] for w in winners]
        assert r["capped"] in ("0", "1") and int(r["turns"]) <= 25


def test_html_plot_is_one_page_of_well_formed_svg(run):
    d, _ = run
    page = (d / "p.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 3
    for svg in page.split("<svg")[1:]:
        ET.fromstring("<svg" + svg.split("</svg>")[0] + "</svg>")
    assert "gruul-stompy (heuristic)" in page and "seat 2" in page


def test_png_plot(tmp_path: Path):
    pytest.importorskip("matplotlib")
    result = sim(*DUEL, "--games", "2", "--workers", "1", "--max-turns", "3",
                 "--out", str(tmp_path / "r.db"), "--plot", str(tmp_path / "p.png"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "p.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_parquet_export(tmp_path: Path):
    pq = pytest.importorskip("pyarrow.parquet")
    result = sim(*DUEL, "--games", "3", "--workers", "1", "--max-turns", "3",
                 "--out", str(tmp_path / "r.db"), "--parquet", str(tmp_path / "g.parquet"))
    assert result.exit_code == 0, result.output
    table = pq.read_table(tmp_path / "g.parquet").to_pylist()
    assert [r["game_index"] for r in table] == [0, 1, 2] and table[0]["replay"]


def test_histogram_bins_cover_every_value():
    assert histogram([3, 4, 4, 9]) == [(3.0, 4.0, 1), (4.0, 5.0, 2), (5.0, 6.0, 0),
                                       (6.0, 7.0, 0), (7.0, 8.0, 0), (8.0, 9.0, 0),
                                       (9.0, 10.0, 1)]
    wide = histogram(list(range(0, 300)), max_bins=30)
    assert len(wide) == 30 and sum(c for _, _, c in wide) == 300
    assert histogram([]) == []


def test_a_finished_run_is_not_played_again(tmp_path: Path):
    args = (*DUEL, "--games", "2", "--workers", "1", "--max-turns", "3", "--out",
            str(tmp_path / "r.db"))
    assert sim(*args).exit_code == 0
    again = sim(*args)
    assert again.exit_code == 0 and "all 2 games are already in" in again.stderr
    assert "played" not in again.stderr
