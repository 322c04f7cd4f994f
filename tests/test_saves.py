"""Replay files (``play --save``, ``replay``): they always replay, are never lost, and a bad
one is a one-line error (issue 19)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from casualmagic.core import rng
from casualmagic.engine.replay import ReplayError
from casualmagic.replay_files import read_replay
from tests.sim.helpers import default_sigint
from tests.test_cli import read_save, write_save

runner = CliRunner()
FIXTURES = Path(__file__).parent / "fixtures" / "replays"
ROOT = Path(__file__).parent.parent


def play(*args: str):
    return runner.invoke(app, ["play", *args])


def replay(path: Path, *args: str):
    return runner.invoke(app, ["replay", str(path), *args])


def assert_one_line_error(result, *words: str) -> None:
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.output
    for word in words:
        assert word in lines[0], lines[0]


# -- 1. the seating is part of what a replay reproduces ------------------------------------------

def test_806_3_random_seating_ffa_save_replays(tmp_path: Path):
    """``play --format ffa --players 4 --random-seating --seed 4 --save`` failed to replay
    ("choice 86 does not fit the game"): the decks were seated twice."""
    f = tmp_path / "ffa.json"
    r = play("--format", "ffa", "--players", "4", "--random-seating", "--seed", "4",
             "--log-format", "jsonl", "--save", str(f))
    assert r.exit_code == 0, r.output
    header, choices, closing = read_save(f)
    assert header["version"] == 2 and header["format_options"]["seating"] == "random"
    assert sorted(header["seating"]) == [0, 1, 2, 3]
    assert closing[0]["end"]["choices"] == len(choices) > 86
    r = replay(f)
    assert r.exit_code == 0, r.output
    assert "replay verified" in r.output


@pytest.mark.parametrize("seed", [2, 3, 4, 5])
def test_809_emperor_random_seating_saves_replay(tmp_path: Path, seed: int):
    f = tmp_path / "emperor.json"
    r = play("--format", "emperor", "--random-seating", "--seed", str(seed), "--agent", "random",
             "--max-turns", "12", "--log-format", "jsonl", "--save", str(f))
    assert r.exit_code == 0, r.output
    r = replay(f)
    assert r.exit_code == 0 and "replay verified" in r.output, r.output


def test_806_3_recipe_keeps_the_decks_in_the_order_given_and_the_seating_drawn():
    from casualmagic.replay_files import ReplayRecipe

    decks = [["Forest"] * 20, ["Island"] * 20, ["Swamp"] * 20, ["Mountain"] * 20, ["Plains"] * 20]
    game = casualmagic.new_game(decks=decks, seed=4, format="ffa",
                                format_options={"seating": "random"})
    recipe = ReplayRecipe.of(game, "duel", {}, "ffa", {"seating": "random"})
    assert [list(d) for d in recipe.decks] == decks
    assert recipe.seating is not None and recipe.seating != (0, 1, 2, 3, 4)
    again = recipe.new_game()
    assert again.log_digest() == game.log_digest()
    given = ReplayRecipe.of(casualmagic.new_game(decks=decks, seed=4, format="ffa"), "duel",
                            {}, "ffa", {"seating": None})
    assert given.seating is None and given.format_options == {"seating": "given"}


def test_806_3_a_seating_other_than_the_recorded_one_is_an_error(tmp_path: Path):
    f = tmp_path / "ffa.json"
    play("--format", "ffa", "-n", "4", "--random-seating", "--seed", "4", "--max-turns", "1",
         "--agent", "random", "--log-format", "jsonl", "--save", str(f))
    header, choices, closing = read_save(f)
    header["seating"] = list(reversed(header["seating"]))
    write_save(f, header, choices, closing)
    assert_one_line_error(replay(f), "the seating drawn from the seed", "806.3")


@pytest.mark.parametrize("name", ["v1-duel.json", "v1-ffa-random-seating.json"])
def test_version_1_replay_files_still_replay(name: str):
    """Files written before version 2 (one JSON object); the randomly seated one (decks
    saved in seat order) did not replay with the casualmagic that wrote it."""
    r = replay(FIXTURES / name)
    assert r.exit_code == 0, r.output
    assert "replay verified" in r.output


# -- 2. the save is written as the game goes -------------------------------------------------------

def _popen(args: list[str], **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "casualmagic", *args], cwd=ROOT,
                            preexec_fn=default_sigint, **kw)


def _wait_for_choices(f: Path, n: int, proc: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if f.exists() and f.read_text().count("\n") > n:
            return
        time.sleep(0.02)
    raise AssertionError("the replay file did not grow while the game ran")


def test_sigint_mid_game_keeps_a_replay_that_verifies_up_to_the_last_choice(tmp_path: Path):
    f = tmp_path / "cut.json"
    proc = _popen(["play", "commander", "-n", "4", "--seed", "3", "--log-format", "jsonl",
                   "--save", str(f)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _wait_for_choices(f, 100, proc)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert b"interrupted" in err and b"Traceback" not in err
    saved = read_replay(f)
    assert saved.end is None and saved.stopped == "interrupted" and len(saved.choices) >= 100
    r = replay(f)
    assert r.exit_code == 0, r.output
    assert "verified up to its last choice" in r.output and "incomplete (interrupted)" in r.output


def test_killed_game_keeps_a_replay_that_verifies_up_to_the_last_choice(tmp_path: Path):
    f = tmp_path / "killed.json"
    proc = _popen(["play", "commander", "-n", "4", "--seed", "3", "--log-format", "jsonl",
                   "--save", str(f)], stdout=subprocess.DEVNULL)
    _wait_for_choices(f, 100, proc)
    proc.kill()
    proc.wait(timeout=60)
    r = replay(f)
    assert r.exit_code == 0, r.output
    assert "incomplete" in r.output and "killed" in r.output


def test_closed_input_of_a_human_game_keeps_its_choices(tmp_path: Path):
    f = tmp_path / "human.json"
    proc = _popen(["play", "duel", "--human", "1", "--seed", "2", "--save", str(f)],
                  stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, err = proc.communicate(b"1\n1\n1\n", timeout=60)
    assert b"Traceback" not in err
    saved = read_replay(f)
    assert len(saved.choices) >= 3
    r = replay(f)
    assert r.exit_code == 0, r.output
    if not saved.complete:  # the human seat left the game when its input closed
        assert proc.returncode != 0 and saved.stopped == "input closed"
        assert "incomplete (input closed)" in r.output


def test_a_line_cut_off_mid_write_is_left_out(tmp_path: Path):
    f = tmp_path / "game.json"
    play("duel", "--seed", "4", "--agent", "random", "--max-turns", "3", "--save", str(f))
    lines = f.read_text().splitlines(keepends=True)
    f.write_text("".join(lines[:40]) + lines[40][:3])  # no end record, the 40th choice cut
    saved = read_replay(f)
    assert saved.cut_line and len(saved.choices) == 39 and saved.end is None
    r = replay(f)
    assert r.exit_code == 0 and "39 choices" in r.output and "incomplete" in r.output


@pytest.mark.parametrize("where, words", [
    ("dir", ("is a directory",)),
    ("missing/x.json", ("no such directory",)),
])
def test_a_bad_save_path_is_refused_before_the_game(tmp_path: Path, where: str, words):
    (tmp_path / "dir").mkdir()
    r = play("duel", "--seed", "1", "--save", str(tmp_path / where))
    assert_one_line_error(r, "cannot write the replay file", *words)
    assert r.stdout == ""  # not a turn was played


def test_seed_beyond_64_bits_is_saved_and_does_not_wrap(tmp_path: Path):
    big = 2**64 + 1
    f = tmp_path / "big.json"
    r = play("duel", "--seed", str(big), "--agent", "random", "--max-turns", "2", "--save", str(f))
    assert r.exit_code == 0, r.output
    assert read_save(f)[0]["seed"] == big
    assert replay(f).exit_code == 0
    assert rng.seed_state(big) != rng.seed_state(1)
    assert rng.seed_state(-1) != rng.seed_state(2**64 - 1)
    assert casualmagic.new_game(seed=big).log_digest() != casualmagic.new_game(seed=1).log_digest()


def test_seed_state_is_unchanged_for_64_bit_seeds():
    """Seeds of ordinary size keep their games (the formula before big seeds were hashed)."""
    for seed in (0, 1, -7, 2**63 - 1, -2**63):
        assert rng.seed_state(seed) == (seed * 0x2545F4914F6CDD1D + 0x1234567) & (2**64 - 1)


# -- 3. wrong types are one-line errors --------------------------------------------------------------

@pytest.mark.parametrize("mutate, words", [
    (lambda h, c: c.__setitem__(0, []), ("choice 1 is [], not an option",)),
    (lambda h, c: c.__setitem__(2, {"x": 1}), ("not a choice nor an end record",)),
    (lambda h, c: c.__setitem__(1, ["cast", {"a": 1}]), ("not an option",)),
    (lambda h, c: c.__setitem__(1, ["concede", "x"]), ("a concession names a seat",)),
    (lambda h, c: h.update(decks="abc"), ("'decks' is \"abc\"",)),
    (lambda h, c: h.update(decks=[["Forest"], [3]]), ("'decks'",)),
    (lambda h, c: h.update(variant=7), ("'variant' is 7",)),
    (lambda h, c: h.update(seed=1.9), ("'seed' is 1.9, not an integer",)),
    (lambda h, c: h.update(seed="abc"), ("'seed' is \"abc\"",)),
    (lambda h, c: h.update(seed=True), ("'seed' is true",)),
    (lambda h, c: h.update(options=[1]), ("'options'",)),
    (lambda h, c: h.update(options={"max_turns": -1}), ("'max_turns' is -1",)),
    (lambda h, c: h.update(game_format=3), ("'game_format' is 3",)),
    (lambda h, c: h.update(format_options={"range": "x"}), ("format option 'range'",)),
    (lambda h, c: h.update(seating="x"), ("'seating'",)),
    (lambda h, c: h.update(version=9), ("version 9",)),
    (lambda h, c: h.update(variant="nope"), ("can't be set up", "unknown variant")),
])
def test_replay_file_with_wrong_types_is_a_one_line_error(tmp_path: Path, mutate, words):
    f = tmp_path / "game.json"
    play("duel", "--seed", "4", "--agent", "random", "--max-turns", "2", "--save", str(f))
    header, choices, closing = read_save(f)
    mutate(header, choices)
    write_save(f, header, choices, closing if isinstance(choices[2], list) else [])
    assert_one_line_error(replay(f), *words)


def test_version_1_file_with_wrong_types_is_a_one_line_error(tmp_path: Path):
    data = json.loads((FIXTURES / "v1-duel.json").read_text())
    for key, value, words in [("decks", "abc", "'decks'"), ("choices", [[]], "choice 1 is []"),
                              ("variant", 7, "'variant'"), ("seed", 1.9, "'seed' is 1.9")]:
        f = tmp_path / f"{key}.json"
        f.write_text(json.dumps({**data, key: value}))
        assert_one_line_error(replay(f), words)


def test_replay_file_errors_read_as_sentences(tmp_path: Path):
    assert_one_line_error(replay(tmp_path / "none.json"), "no such replay file")
    assert_one_line_error(replay(tmp_path), "is a directory")
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00garbage")
    assert_one_line_error(replay(tmp_path / "bin.json"), "not a replay file")
    (tmp_path / "other.json").write_text('{"format": "something"}\n')
    assert_one_line_error(replay(tmp_path / "other.json"), "not a casualmagic replay file")


def test_replay_refuses_an_unknown_log_format():
    assert_one_line_error(replay(FIXTURES / "v1-duel.json", "--log-format", "bogus"),
                          "unknown log format 'bogus'")


@pytest.mark.parametrize("seed", ["abc", 1.5, None, True, [1]])
def test_new_game_refuses_a_seed_that_is_not_an_integer(seed):
    with pytest.raises(casualmagic.SeedError, match="the seed must be an integer"):
        casualmagic.new_game("duel", seed=seed)


class _Index:
    """An integer-like object (as numpy's integers are): ``operator.index`` takes it."""

    def __index__(self) -> int:
        return 3


def test_new_game_accepts_any_integer_seed():
    assert casualmagic.new_game(seed=_Index()).log_digest() == \
        casualmagic.new_game(seed=3).log_digest()
    assert casualmagic.new_game(seed=-(10**30)).seed == -(10**30)


def test_replay_error_is_a_sentence_for_an_unreadable_file(tmp_path: Path):
    f = tmp_path / "x.json"
    f.write_text("")
    with pytest.raises(ReplayError, match="not a replay file"):
        read_replay(f)
    if os.getuid() != 0:  # root reads anything
        f.write_text("{}")
        f.chmod(0)
        with pytest.raises(ReplayError, match="permission denied"):
            read_replay(f)
