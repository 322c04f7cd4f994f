"""``casualmagic play archenemy`` (904.2), ``--rumble`` (904.12), ``--variant commander``
(904.13), ``--scheme-deck``, replays, and ``casualmagic validate --variant archenemy``."""

from __future__ import annotations

from typer.testing import CliRunner

from casualmagic.cli import app

runner = CliRunner()


def test_904_2_play_archenemy_default_setup_from_the_command_line():
    result = runner.invoke(app, ["play", "archenemy", "--players", "4", "--seed", "6",
                                 "--max-turns", "8"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Player 1, the archenemy, takes the first turn  (904.6)" in out
    assert "Player 1 starts at 40 life  (904.5)" in out and "Player 2 starts at 20 life" in out
    assert "sets a scheme in motion" in out and "(904.9)" in out
    assert "Team 2: Player 2, Player 3, Player 4" in out


def test_904_12_play_supervillain_rumble_from_the_command_line():
    result = runner.invoke(app, ["play", "archenemy", "--rumble", "--players", "4",
                                 "--max-turns", "8"])
    assert result.exit_code == 0, result.output
    assert result.output.count("scheme deck: ") == 4 and "(904.12c)" in result.output


def test_904_13_play_archenemy_commander_from_the_command_line():
    result = runner.invoke(app, ["play", "archenemy", "--variant", "commander", "--players", "4",
                                 "--max-turns", "6"])
    assert result.exit_code == 0, result.output
    assert "Player 1 starts at 60 life  (904.13b)" in result.output
    assert "team life" in result.output or "(810.9)" in result.output or "Game over" in result.output


def test_904_3_bad_scheme_deck_option_is_a_one_line_error(tmp_path):
    f = tmp_path / "s.txt"
    f.write_text("3 Roots of All Evil\n", encoding="utf-8")
    result = runner.invoke(app, ["play", "archenemy", "--players", "4", "--scheme-deck", str(f)])
    assert result.exit_code == 1
    assert "at least 20" in result.output and "(904.3)" in result.output
    assert "Traceback" not in result.output
    result = runner.invoke(app, ["play", "archenemy", "--players", "4", "--scheme-deck", str(f),
                                 "--scheme-deck", str(f)])
    assert result.exit_code == 1 and "one --scheme-deck per archenemy" in result.output
    result = runner.invoke(app, ["play", "duel", "--rumble"])
    assert result.exit_code == 1 and "options of Archenemy" in result.output


def test_904_play_with_a_scheme_deck_file_saves_and_replays(tmp_path):
    f = tmp_path / "schemes.txt"
    f.write_text("2 Roots of All Evil\n2 Look Skyward and Despair\n2 The Iron Guardian Stirs\n"
                 "2 Realms Befitting My Majesty\n2 Tooth, Claw, and Tail\n2 Delight in the Hunt\n"
                 "2 Make Yourself Useful\n2 There Is No Refuge\n2 Pay Tribute to Me\n"
                 "2 The Mighty Will Fall\n", encoding="utf-8")
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "archenemy", "--players", "3", "--seed", "2",
                                 "--scheme-deck", str(f), "--agent", "random",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["replay", str(save)])
    assert result.exit_code == 0, result.output
    assert "replay verified" in result.output


def test_904_3_validate_a_scheme_section(tmp_path):
    f = tmp_path / "deck.txt"
    f.write_text("Deck\n40 Forest\n\nSchemes\n3 Roots of All Evil\n2 Look Skyward and Despair\n",
                 encoding="utf-8")
    result = runner.invoke(app, ["validate", "--variant", "archenemy", str(f)])
    assert result.exit_code == 1
    assert "[904.3] a scheme deck needs at least 20 cards" in result.output
    assert "Roots of All Evil: 3 copies" in result.output


def test_904_2_archenemy_brings_its_own_format():
    result = runner.invoke(app, ["play", "archenemy", "--format", "ffa", "--players", "4"])
    assert result.exit_code == 1 and "its own multiplayer setup (904.2" in result.output
