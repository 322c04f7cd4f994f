"""The command line: play, replay (the README's main job)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from casualmagic.cli import app

runner = CliRunner()


def _play(*args: str) -> bytes:
    out = subprocess.run([sys.executable, "-m", "casualmagic", "play", *args],
                         capture_output=True, check=True)
    return out.stdout


def test_play_duel_jsonl_ends_with_game_over_and_is_deterministic():
    a = _play("duel", "--players", "2", "--seed", "1", "--log-format", "jsonl")
    b = _play("duel", "--players", "2", "--seed", "1", "--log-format", "jsonl")
    c = _play("duel", "--players", "2", "--seed", "2", "--log-format", "jsonl")
    assert a == b and a != c
    last = json.loads(a.splitlines()[-1])
    assert last["kind"] == "game_over" and last["rule"] in ("104.2a", "104.4a")
    for line in a.splitlines():
        ev = json.loads(line)
        assert ev["rule"], f"event without rule: {ev}"


def test_play_text_log_is_readable():
    result = runner.invoke(app, ["play", "duel", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "Turn 1" in result.output and "Game over" in result.output
    assert "(601.2i)" in result.output or "(305.1)" in result.output


def test_save_and_replay_verify(tmp_path: Path):
    f = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "duel", "--seed", "4", "--agent", "random", "--save", str(f)])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["replay", str(f)])
    assert result.exit_code == 0, result.output
    assert "replay verified" in result.output


def read_save(f: Path) -> tuple[dict, list, list]:
    """A replay file as (recipe, choices, closing records)."""
    lines = [json.loads(ln) for ln in f.read_text().splitlines()]
    return lines[0], [x for x in lines[1:] if isinstance(x, list)], \
        [x for x in lines[1:] if isinstance(x, dict)]


def write_save(f: Path, header: dict, choices: list, closing: list) -> None:
    f.write_text("".join(json.dumps(x) + "\n" for x in [header, *choices, *closing]))


def _fewer(header: dict, choices: list, closing: list) -> None:
    del choices[-3:]
    closing[0]["end"]["choices"] -= 3


@pytest.mark.parametrize("mutate, message", [
    (_fewer, "ended before"),
    (lambda h, c, e: c.__setitem__(5, ["cast", 424242]), "does not reproduce"),
    (lambda h, c, e: h.update(seed=h["seed"] + 1), "does not"),
    (lambda h, c, e: h.pop("decks"), "'decks' is null"),
    (lambda h, c, e: c.pop(), "the end record counts"),
])
def test_corrupt_replay_gives_clear_error(tmp_path: Path, mutate, message):
    f = tmp_path / "game.json"
    runner.invoke(app, ["play", "duel", "--seed", "4", "--agent", "random", "--save", str(f)])
    header, choices, closing = read_save(f)
    mutate(header, choices, closing)
    write_save(f, header, choices, closing)
    result = runner.invoke(app, ["replay", str(f)])
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output


def test_replay_of_garbage_file(tmp_path: Path):
    f = tmp_path / "x.json"
    f.write_text("not json")
    result = runner.invoke(app, ["replay", str(f)])
    assert result.exit_code == 1 and "not a replay file" in result.output
    result = runner.invoke(app, ["replay", str(tmp_path / "missing.json")])
    assert result.exit_code == 1 and "no such replay file" in result.output


def test_play_bad_arguments():
    result = runner.invoke(app, ["play", "nosuchvariant"])
    assert result.exit_code == 1 and "unknown variant" in result.output
    result = runner.invoke(app, ["play", "duel", "--deck", "nosuchdeck.txt", "--deck", "x"])
    assert result.exit_code == 1 and "Traceback" not in result.output


def test_human_plays_in_terminal_with_hidden_information():
    import casualmagic
    from casualmagic.agents.human import HumanAgent

    game = casualmagic.new_game(seed=2)
    lines: list[str] = []
    answers = iter(["x", "99", "1"] + ["1"] * 5000)
    human = HumanAgent(game, 0, input_fn=lambda prompt: next(answers), output_fn=lines.append)
    from casualmagic.agents import RandomAgent

    bot = RandomAgent(1)
    for _ in range(60):
        d = game.pending
        if d.player == 0:
            game.choose(human.choose(game.view(0), d))
        else:
            game.choose(bot.choose(None, d))
    text = "\n".join(lines)
    assert "is not an option" in text
    opp_hand = {game.objects[i].card.name for i in game.players[1].hand}
    my_hand = {game.objects[i].card.name for i in game.players[0].hand}
    shown_hands = [ln for ln in lines if ln.startswith("  Your hand:")]
    assert shown_hands
    for name in opp_hand - my_hand:
        assert name not in shown_hands[-1]


def test_play_with_random_pool_decks_saves_a_replay_that_verifies(tmp_path: Path):
    f = tmp_path / "pool.json"
    result = runner.invoke(app, ["play", "duel", "--deck", "random", "--deck", "random",
                                 "--seed", "6", "--agent", "random", "--save", str(f)])
    assert result.exit_code == 0, result.output
    assert "Game over" in result.output
    result = runner.invoke(app, ["replay", str(f)])
    assert result.exit_code == 0, result.output
