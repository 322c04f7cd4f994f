"""``casualmagic cards``: list, show, search, import, update, coverage — clear errors, exit 1."""

from __future__ import annotations

import json
import lzma
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from casualmagic.cards.database import reset_database
from casualmagic.cli import app

FIX = Path(__file__).parent / "fixtures"
runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, ["cards", *args])


def test_show_a_card_with_its_identity_and_status():
    out = run("show", "lightning  BOLT")
    assert out.exit_code == 0, out.output
    assert "any target" in out.output and "Colour identity (903.4): R" in out.output
    assert "Status: implemented" in out.output


def test_show_every_face_and_the_data_gap():
    out = run("show", "ice")
    assert out.exit_code == 0 and "Fire // Ice" in out.output
    assert "Tap target permanent." in out.output and "does not have this face" not in out.output
    out = run("show", "Who")  # an Un-card the data knows one half of
    assert "does not have this face" in out.output and "lacks 'What'" in out.output
    out = run("show", "Homicidal Brute")
    assert "Civilized Scholar" in out.output and "5/1" in out.output


def test_show_vanguard_modifiers_and_source_disagreement():
    out = run("show", "Serra Angel Avatar")
    assert "Hand modifier +0, life modifier -1" in out.output
    out = run("show", "plains")
    assert "903.4c" in out.output  # why the source's W is not the identity


def test_show_accents_optional_and_unique_prefix():
    assert "Lim-Dûl the Necromancer" in run("show", "lim-dul the necromancer").output
    out = run("show", "Bosh, Iron Golem Ava")
    assert out.exit_code == 0 and "Bosh, Iron Golem Avatar" in out.output
    out = run("show", "Bosh, Iron")  # two cards start so: no guess
    assert out.exit_code == 1
    assert "did you mean 'Bosh, Iron Golem' or 'Bosh, Iron Golem Avatar'?" in out.output


def test_show_unknown_card_suggests_and_exits_1():
    out = run("show", "Lightnig Bolt")
    assert out.exit_code == 1 and "did you mean 'Lightning Bolt'" in out.output
    assert "Traceback" not in out.output


def test_search():
    out = run("search", "t:phenomenon")
    assert out.exit_code == 0 and "21 card(s)" in out.output
    out = run("search", 'id:rg mv<=1 o:"damage to any target"', "--limit", "5")
    assert "first 5 shown" in out.output
    out = run("search", "bogus:1")
    assert out.exit_code == 1 and "unknown search term" in out.output


def test_list_with_type_and_status_column():
    out = run("list", "--type", "plane")
    assert out.exit_code == 0 and "Academy at Tolaria West" in out.output
    assert "not yet implemented" in out.output and "185 card(s)" in out.output
    out = run("list")
    assert out.exit_code == 0 and "implemented" in out.output
    out = run("list", "--status", "maybe")
    assert out.exit_code == 1 and "--status" in out.output


def test_coverage_per_type_and_variant(tmp_path):
    target = tmp_path / "cov.json"
    out = run("coverage", "--json", str(target))
    assert out.exit_code == 0 and "Planechase: planes" in out.output
    data = json.loads(target.read_text())
    assert data["per variant"]["Planechase: planes"]["total"] == 184
    assert data["per variant"]["Archenemy: schemes"]["total"] == 102
    assert data["all cards"]["total"] == 34632
    assert data["per card type"]["Instant"]["implemented"] >= 1


def test_update_offline_says_which_file_to_download(tmp_path, monkeypatch):
    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path))
    out = run("update", "--url", "http://127.0.0.1:9/AtomicCards.json.xz", "--timeout", "2")
    assert out.exit_code == 1
    assert "https://mtgjson.com/api/v5/AtomicCards.json.xz" in out.output
    assert "casualmagic cards import AtomicCards.json.xz" in out.output
    assert "Traceback" not in out.output


def test_update_downloads_and_imports(tmp_path, monkeypatch):
    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "AtomicCards.json.xz"
    source.write_bytes(lzma.compress((FIX / "AtomicCards.json").read_bytes()))
    try:
        out = run("update", "--url", source.as_uri())
        assert out.exit_code == 0, out.output
        assert "updated: 22 cards" in out.output and (tmp_path / "data/cards.sqlite").exists()
    finally:
        reset_database()


def test_import_a_missing_file_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path))
    out = run("import", str(tmp_path / "nope.json"))
    assert out.exit_code == 1 and "no such file" in out.output


@pytest.mark.parametrize("args", [["--help"], ["cards", "--help"]])
def test_help_does_not_load_the_cards(args):
    code = ("import sys, time\nt = time.perf_counter()\n"
            "from casualmagic.cli import app\n"
            f"try:\n    app({args!r})\nexcept SystemExit:\n    pass\n"
            "bad = [m for m in sys.modules if m.startswith(('casualmagic.cards.database', "
            "'casualmagic.cards.oracle', 'rich', 'orjson'))]\n"
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


