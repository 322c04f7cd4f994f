"""``casualmagic validate`` for constructed decks of the engine's pool (100.2a)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from casualmagic.cli import app
from casualmagic.decks.basic_validation import validate_names


def test_100_2a_minimum_size_and_four_copies():
    problems = validate_names(["Lightning Bolt"] * 5 + ["Mountain"] * 30)
    rules = sorted(p.rule for p in problems)
    assert rules == ["100.2a", "100.2a"]
    assert any("at least 60" in p.message for p in problems)
    assert any("5 copies of Lightning Bolt" in p.message for p in problems)


def test_basic_lands_are_exempt_from_four_copies():
    assert validate_names(["Mountain"] * 56 + ["Lightning Bolt"] * 4) == []


def test_validate_cli_exit_codes(tmp_path: Path):
    runner = CliRunner()
    good = tmp_path / "good.txt"
    good.write_text("56 Mountain\n4 Lightning Bolt\n")
    assert runner.invoke(app, ["validate", str(good)]).exit_code == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("10 Mountain\n5 Shock\n")
    out = runner.invoke(app, ["validate", str(bad)])
    assert out.exit_code == 1 and "100.2a" in out.output
    broken = tmp_path / "broken.txt"
    broken.write_text("4 Shock\nfour Shock\n")
    out = runner.invoke(app, ["validate", str(broken)])
    assert out.exit_code == 1 and "broken.txt:2" in out.output and "Traceback" not in out.output
    out = runner.invoke(app, ["validate", str(tmp_path / "nope.txt")])
    assert out.exit_code == 1 and "no such deck file" in out.output


def test_unknown_card_is_named_with_suggestion_and_unimplemented_is_a_warning():
    problems = validate_names(["Sol Rnig"] + ["Arcane Signet"] + ["Forest"] * 58)
    errors = [p for p in problems if p.severity == "error"]
    assert len(errors) == 1 and errors[0].rule == "201.2" and "did you mean 'Sol Ring'" in errors[0].message
    warnings = [p for p in problems if p.severity == "warning"]
    assert [w.card for w in warnings] == ["Arcane Signet"]
