"""``casualmagic rules``: printing rules, searching, exit codes."""

from __future__ import annotations

import typer
from typer.testing import CliRunner

from casualmagic.cli.rules import rules

runner = CliRunner()


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command()(rules)

    @app.command()
    def other() -> None:  # a second command keeps Typer in multi-command mode, as in casualmagic
        pass

    return app


def run(*args: str):
    return runner.invoke(_app(), ["rules", *args])


def test_rule_number_prints_the_rule():
    out = run("903.8")
    assert out.exit_code == 0
    assert out.stdout.startswith("903.8 A player may cast a commander")
    assert "commander tax" in out.stdout and "903.9" not in out.stdout


def test_rule_number_prints_subrules_and_examples():
    out = run("903.9")
    assert out.exit_code == 0
    assert [line.split()[0] for line in out.stdout.splitlines()] == ["903.9", "903.9a", "903.9b",
                                                                     "903.9c"]
    out = run("903")
    assert out.stdout.startswith("903. Commander")
    assert "903.5a" in out.stdout and "903.13" in out.stdout
    assert "Example: Wort, the Raidmother" in out.stdout


def test_section_lists_its_chapters():
    out = run("9")
    assert out.exit_code == 0 and "901. Planechase" in out.stdout and "901.1" not in out.stdout


def test_510_1c_prints_the_2025_text():
    out = run("510.1c")
    assert out.exit_code == 0
    assert out.stdout.startswith("510.1c A blocked creature assigns its combat damage")
    assert "divided as its controller chooses among them" in out.stdout
    assert "damage assignment order" not in out.stdout


def test_version_prints_the_effective_date():
    out = run("--version")
    assert out.exit_code == 0 and out.stdout.strip() == "Comprehensive Rules effective 2025-02-07"
    out = run()
    assert out.exit_code == 2 and "--version" in out.stderr


def test_words_search_rules_and_glossary():
    out = run("commander tax")
    assert out.exit_code == 0
    lines = out.stdout.splitlines()
    assert lines[0].startswith("Commander Tax (glossary)") and lines[1].startswith("903.8 ")


def test_search_limit():
    out = run("planar die", "--limit", "2")
    assert out.exit_code == 0 and len(out.stdout.splitlines()) == 3 and "more" in out.stdout


def test_unknown_rule_number_is_an_error_on_stderr():
    out = run("999.1")
    assert out.exit_code == 1 and out.stdout == ""
    assert "no rule 999.1" in out.stderr and "Traceback" not in out.output
    out = run("510.5")
    assert out.exit_code == 1 and "rule 510 has 510.1 to 510.4" in out.stderr


def test_no_match_exits_1():
    out = run("zzqqxx")
    assert out.exit_code == 1 and "no rule or glossary entry" in out.stderr
