"""``casualmagic play --format ...``: seating and teams printed, team named each turn, replays."""

from __future__ import annotations

from typer.testing import CliRunner

from casualmagic.cli import app

runner = CliRunner()


def test_play_2hg_prints_seating_and_teams_and_whose_team_turn():
    r = runner.invoke(app, ["play", "--format", "2hg", "--seed", "2", "--agent", "random",
                            "--max-turns", "4"])
    assert r.exit_code == 0, r.output
    head = r.output.splitlines()[:10]
    assert head[0].startswith("Format: Two-Headed Giant")
    assert "  seat 1: Player 1, team 1" in head and "  Team 2: Player 3, Player 4" in head
    assert "— Turn 1: Player" in r.output and "(Team " in r.output


def test_play_ffa_with_range_and_attack_left_saves_a_replay_that_verifies(tmp_path):
    save = tmp_path / "g.json"
    r = runner.invoke(app, ["play", "--format", "ffa", "-n", "5", "--range", "1", "--attack",
                            "left", "--seed", "3", "--agent", "random", "--log-format", "jsonl",
                            "--save", str(save)])
    assert r.exit_code == 0, r.output
    r2 = runner.invoke(app, ["replay", str(save)])
    assert r2.exit_code == 0 and "replay verified" in r2.output


def test_play_format_errors_are_reported():
    r = runner.invoke(app, ["play", "--format", "emperor", "-n", "7"])
    assert r.exit_code == 1 and "809.1" in r.output
    r = runner.invoke(app, ["play", "--format", "nope"])
    assert r.exit_code == 1 and "unknown format" in r.output
