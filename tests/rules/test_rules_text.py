"""The shipped Comprehensive Rules: lookup, subrules, search, citations, CLI."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

from casualmagic.rules import Rule, UnknownRuleError, glossary, lookup, search, subrules
from casualmagic.rules.cli import rules


def test_lookup_rule_and_subrules():
    e = lookup("903.8")
    assert "command zone" in e.text
    assert lookup("704.5a").text == "If a player has 0 or less life, that player loses the game."
    assert [s.number for s in subrules("103.5")][:2] == ["103.5a", "103.5b"]
    assert lookup("903").text.startswith("Commander")


def test_examples_are_kept_under_their_rule():
    assert any("Wort" in ex for ex in lookup("903.5c").examples) or lookup("903.5c").examples == []
    assert lookup("101.2").examples


def test_search_finds_commander_tax_and_glossary():
    found = [e.number for e in search("commander tax")]
    assert "903.8" in found and "Commander Tax" in found
    assert glossary("planeswalk") is not None


def test_unknown_and_missing_rules_are_clear_errors():
    with pytest.raises(UnknownRuleError, match="no rule '999.9'"):
        lookup("999.9")
    with pytest.raises(UnknownRuleError, match="not in the shipped text"):
        lookup("614.17a")


def test_rule_citation_type():
    assert Rule("903.8") == "903.8" and str(Rule.parse("704.5a")) == "704.5a"
    assert "0 or less life" in Rule("704.5a").text()
    with pytest.raises(UnknownRuleError):
        Rule("hello")
    with pytest.raises(UnknownRuleError):
        Rule.parse("903.99")


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command()(rules)

    @app.command()
    def other() -> None:  # a second command keeps Typer in multi-command mode
        pass

    return app


def test_rules_cli_prints_rule_searches_and_fails_cleanly():
    runner = CliRunner()
    out = runner.invoke(_app(), ["rules", "903.8"])
    assert out.exit_code == 0 and "903.8" in out.output and "command zone" in out.output
    out = runner.invoke(_app(), ["rules", "903"])
    assert "903.8" in out.output and "903.5a" in out.output
    out = runner.invoke(_app(), ["rules", "commander tax"])
    assert out.exit_code == 0 and "903.8" in out.output
    out = runner.invoke(_app(), ["rules", "999.1"])
    assert out.exit_code == 1 and "no rule" in out.output and "Traceback" not in out.output
    out = runner.invoke(_app(), ["rules", "zzqqxx"])
    assert out.exit_code == 1
