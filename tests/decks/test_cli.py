"""``casualmagic validate``: report, exit codes, clean errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from casualmagic.cli.decks import validate
from casualmagic.decks import validate as validate_module
from tests.decks.fakes import FakeDB

pytestmark = pytest.mark.usefixtures("engine_status")
runner = CliRunner()


@pytest.fixture(autouse=True)
def fake_db(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validate_module, "default_db", FakeDB)


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command()(validate)

    @app.command()
    def other() -> None:  # a second command keeps Typer in multi-command mode, as in casualmagic
        pass

    return app


def run(*args: str | Path):
    return runner.invoke(_app(), ["validate", *map(str, args)])


def write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_legal_deck_exits_0(fixtures: Path):
    out = run(fixtures / "mtgo.dek", "--variant", "constructed")
    assert out.exit_code == 0, out.output
    assert "legal as constructed — 0 errors, 0 warnings" in out.stdout
    assert "(mtgo-dek; 60 main, 3 sideboard)" in out.stdout


def test_every_problem_is_listed_with_its_rule_and_line(tmp_path: Path):
    path = write(tmp_path, "50 Mountain\n3 Shock\n2 Shock\n1 Sol Rnig\n")
    out = run(path, "--variant", "constructed")
    assert out.exit_code == 1
    lines = out.stdout.splitlines()
    assert lines[0] == "error [100.2a] the deck has 56 cards; a constructed deck has at least 60"
    assert lines[1] == (f"error [100.2a] {path}:2 5 copies of Shock: at most four of a card "
                        "other than basic lands")
    assert lines[2] == (f"error [201.2] {path}:4 unknown card 'Sol Rnig' — did you mean "
                        "'Sol Ring'?")
    assert "not legal as constructed — 3 errors, 0 warnings" in lines[3]


def test_warnings_alone_keep_a_deck_legal(tmp_path: Path, engine_status: dict):
    engine_status["Shock"] = ("not yet implemented", [])
    engine_status["Duress"] = ("partial", ["discard choice"])
    path = write(tmp_path, "52 Mountain\n4 Shock\n4 Duress\n")
    out = run(path, "--variant", "constructed")
    assert out.exit_code == 0
    assert "warning [engine] 2 cards the engine can't fully play yet: Shock, Duress" in out.stdout
    detailed = run(path, "--all", "--variant", "constructed")
    assert f"{path}:3 Duress is partial in the engine (discard choice)" in detailed.stdout


def test_parse_notes_are_shown(fixtures: Path):
    out = run(fixtures / "mtgo.txt", "-v", "constructed")
    assert out.stdout.startswith("note: the 5 cards after the blank line before line 5 were read "
                                 "as the sideboard")


def test_variant_option(tmp_path: Path):
    path = write(tmp_path, "40 Mountain\n")
    assert run(path, "--variant", "constructed").exit_code == 1
    assert run(path, "--variant", "limited").exit_code == 0


def test_unknown_variant_is_a_clear_error(tmp_path: Path):
    out = run(write(tmp_path, "60 Mountain\n"), "--variant", "nope")
    assert out.exit_code == 1 and out.stdout == ""
    assert "unknown variant 'nope'" in out.stderr and "constructed, limited" in out.stderr


def test_parse_errors_missing_files_and_directories_exit_1_without_traceback(
        tmp_path: Path, fixtures: Path):
    out = run(fixtures / "broken.txt")
    assert out.exit_code == 1 and "Traceback" not in out.output
    assert out.stderr.splitlines()[0] == (f"error: {fixtures / 'broken.txt'}:2: cannot read '1x' "
                                          "— no card name")
    assert len(out.stderr.splitlines()) == 3
    out = run(tmp_path / "nope.txt")
    assert out.exit_code == 1 and f"no such deck file: {tmp_path / 'nope.txt'}" in out.stderr
    out = run(tmp_path)
    assert out.exit_code == 1 and "is a directory" in out.stderr
    out = run(fixtures / "broken.dek")
    assert out.exit_code == 1 and "not a readable XML deck file" in out.stderr


def test_json_output(tmp_path: Path):
    out = run(write(tmp_path, "Commander\n1 Atraxa, Praetors' Voice\nDeck\n59 Mountain\n1 Shock\n"),
              "--json", "--variant", "constructed")
    assert out.exit_code == 1  # a section no rule checked: the deck is not called legal
    doc = json.loads(out.stdout)
    assert doc["legal"] is False and doc["sections"] == {"main": 60, "commanders": 1}
    (p,) = doc["problems"]
    assert p["code"] == "unchecked-section" and p["severity"] == "warning" and p["line"] == 2
    assert doc["not_checked"] == [p["message"]]
