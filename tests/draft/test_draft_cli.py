"""``casualmagic draft conspiracy`` and ``casualmagic draft commander`` end to end."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from casualmagic.cli import app

runner = CliRunner()


def _pick_lines(out: str) -> list[str]:
    """The printed picks: "round R pick P: NAME drafts CARD [rule]"."""
    return [m.group(0) for m in re.finditer(r"round \d+ pick +\d+: .* drafts .*", out)]


def _jsonl(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def test_draft_conspiracy_8_players_prints_picks_decks_and_the_result():
    result = runner.invoke(app, ["draft", "conspiracy", "--players", "8", "--seed", "4"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "note: " in out and "left out" in out  # what the set lists lose, said aloud
    assert len(_pick_lines(out)) >= 8 * 45 and "[905.1a]" in out  # Librarians come back
    assert "Player 8:" in out and "conspiracies:" in out
    assert "Game over after" in out


def test_draft_commander_4_players_text():
    result = runner.invoke(app, ["draft", "commander", "--players", "4", "--seed", "4"])
    assert result.exit_code == 0, result.output
    assert len(_pick_lines(result.output)) == 4 * 60 and "[903.13b]" in result.output
    assert "commander " in result.output and "Game over after" in result.output


def test_draft_jsonl_prints_the_draft_events_then_the_game_ending_with_game_over():
    result = runner.invoke(app, ["draft", "commander", "--players", "4", "--seed", "2",
                                 "--log-format", "jsonl"])
    assert result.exit_code == 0, result.stderr if hasattr(result, "stderr") else result.output
    events = _jsonl(result.stdout)
    picks = [e for e in events if e["kind"] == "draft_pick"]
    assert len(picks) == 240 and all(e["rule"] == "903.13b" for e in picks)
    assert events[0]["kind"] == "draft_start" and events[-1]["kind"] == "game_over"
    assert all("rule" in e for e in events)


def _revealed_as_drafted(line: str) -> bool:
    """Another player's pick of a card that says "Reveal this card as you draft it" (its
    draft ability, 905.2b) is seen by everyone."""
    from casualmagic.cards.database import get_database

    name = line.split(" drafts ", 1)[1].rsplit("  [", 1)[0].strip()
    record = get_database().get(name)
    return record is not None and (record.text or "").startswith(
        "Reveal this card as you draft it")


def test_draft_human_seat_drafts_at_the_terminal_and_sees_only_its_own_picks():
    answers = "\n".join(["1"] * 40) + "\n"
    result = runner.invoke(app, ["draft", "conspiracy", "--players", "2", "--seed", "1",
                                 "--human", "1", "--sets", "CN2"], input=answers)
    out = result.output
    assert "pick 1-" in out and "Round 1, pick 1" in out
    picks = _pick_lines(out)
    assert picks and all("Player 1 drafts" in line or line.endswith("face up  [905.1a]")
                         or _revealed_as_drafted(line) for line in picks)  # 905.1c, 905.2c


def test_draft_errors_are_one_line():
    for args, msg in ((["conspiracy", "--players", "1"], "at least two"),
                      (["commander", "--players", "9"], "up to 8"),
                      (["conspiracy", "--sets", "XYZ"], "unknown set"),
                      (["conspiracy", "--log-format", "xml"], "unknown log format"),
                      (["conspiracy", "--deck", "x.txt"], "--human")):
        result = runner.invoke(app, ["draft", *args])
        assert result.exit_code == 1
        assert msg in result.output and "Traceback" not in result.output


def test_draft_human_deck_file_is_checked_against_the_pool(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("40 Black Lotus\n")
    answers = "\n".join(["1"] * 50) + "\n"
    result = runner.invoke(app, ["draft", "conspiracy", "--players", "2", "--seed", "1",
                                 "--human", "1", "--deck", str(deck)], input=answers)
    assert result.exit_code == 1
    assert "Black Lotus" in result.output and "905.1d" in result.output
