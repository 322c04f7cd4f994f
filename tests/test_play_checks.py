"""``casualmagic play`` checks everything before the game: decks against the variant's
construction rules, the number of players, turns and files (issue 19); ``decks list``;
``validate`` takes the variant the deck file names."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from casualmagic.cli.play import Progress
from casualmagic.decks.for_play import check_decks, play_rules
from casualmagic.decks.parse import parse_deck_text
from casualmagic.decks.shipped import shipped_decks
from casualmagic.variants.commander.decks import deck_path

runner = CliRunner()


def play(*args: str):
    return runner.invoke(app, ["play", *args])


def assert_error(result, *words: str, lines: int | None = 1) -> list[str]:
    assert result.exit_code == 1, result.output
    out = result.stderr.splitlines()
    assert out and all(ln.startswith("error: ") for ln in out), result.stderr
    if lines is not None:
        assert len(out) == lines, result.stderr
    assert "Traceback" not in result.output and "Errno" not in result.output
    for word in words:
        assert word in result.stderr, result.stderr
    return out


@pytest.fixture
def three_sol_rings(tmp_path: Path) -> Path:
    """Jerrard's 100-card deck with three more Sol Rings in place of two cards."""
    text = deck_path("commander-jerrard").read_text()
    text = text.replace("1 Abrade\n", "3 Sol Ring\n").replace("1 Acidic Slime\n", "")
    path = tmp_path / "three-sol.txt"
    path.write_text(text)
    return path


@pytest.fixture
def sixty(tmp_path: Path) -> Path:
    path = tmp_path / "sixty.txt"
    path.write_text("20 Mountain\n20 Forest\n4 Lightning Bolt\n4 Grizzly Bears\n"
                    "4 Llanowar Elves\n4 Hill Giant\n4 Giant Growth\n")
    return path


# -- 4. decks are checked when a game starts ------------------------------------------------------

def test_903_5b_play_commander_refuses_a_deck_with_extra_sol_rings(three_sol_rings: Path):
    r = play("commander", "--deck", str(three_sol_rings), "--deck", "commander-sheoldred",
             "--max-turns", "1")
    out = assert_error(r, "[903.5b] 4 copies of Sol Ring", "[903.5a]", "--unchecked-decks",
                       lines=3)
    assert out[0].startswith("error: seat 1 (") and r.stdout == ""


def test_903_3_play_commander_refuses_a_60_card_list_without_commander(sixty: Path):
    r = play("commander", "--deck", "commander-sheoldred", "--deck", str(sixty))
    out = assert_error(r, "seat 2", "[903.3] the deck names no commander",
                       "[903.5a] the deck has 60 cards", lines=None)
    assert out[-1] == ("error: 1 deck not legal for commander: fix it or play anyway with "
                       "--unchecked-decks")


def test_unchecked_decks_plays_them_anyway(three_sol_rings: Path, sixty: Path):
    r = play("commander", "--deck", str(three_sol_rings), "--deck", str(sixty),
             "--unchecked-decks", "--max-turns", "1", "--agent", "random")
    assert r.exit_code == 0, r.output
    assert "Game over" in r.stdout


def test_100_2b_a_duel_deck_has_at_least_40_cards(tmp_path: Path):
    small = tmp_path / "small.txt"
    small.write_text("15 Mountain\n15 Forest\n")
    r = play("duel", "--deck", str(small), "--deck", "gruul-stompy")
    assert_error(r, "[100.2b] the deck has 30 cards", "whose decks follow the limited rules",
                 lines=2)
    assert play_rules("duel")[0] == play_rules("planechase")[0] == "limited"
    assert play_rules("planechase+commander")[0] == "commander"


def test_903_12_play_brawl_checks_against_brawl():
    r = play("brawl", "--deck", "brawl-jace", "--deck", "commander-jerrard")
    assert_error(r, "seat 2 (commander-jerrard)", "[903.12d]", lines=None)


def test_every_shipped_main_deck_is_legal_for_its_variant():
    for deck in (d for d in shipped_decks() if d.main_deck):
        assert check_decks(deck.variant, [parse_deck_text(deck.text())], [deck.name]) == [], \
            deck.name


def test_901_3_a_planar_section_is_checked_when_a_deck_has_one(tmp_path: Path):
    text = (casualmagic.decks.shipped.shipped_deck_text("gruul-stompy")
            + "\nPlanes\n1 Krosa\n")
    (verdict,) = check_decks("planechase", [parse_deck_text(text)], ["x"])
    assert verdict.rules == "limited+planechase"
    assert any(p.rule.startswith("901") for p in verdict.errors)


def test_validate_uses_the_variant_the_deck_file_names(three_sol_rings: Path, tmp_path: Path):
    named = tmp_path / "named.txt"
    named.write_text("// Variant: commander\n" + three_sol_rings.read_text())
    r = runner.invoke(app, ["validate", str(named)])
    assert r.exit_code == 1 and "[903.5b]" in r.stdout and "not legal as commander" in r.stdout
    r = runner.invoke(app, ["validate", str(three_sol_rings)])
    assert_error(r, "names no variant", "--variant", "commander")
    r = runner.invoke(app, ["validate", str(three_sol_rings), "--variant", "commander"])
    assert r.exit_code == 1 and "[903.5b]" in r.stdout


def test_a_deck_file_names_its_variant():
    assert parse_deck_text("// Variant: Commander\n1 Sol Ring\n").variant == "commander"
    assert parse_deck_text("# format: commander + planechase\n1 Sol Ring\n").variant == \
        "commander+planechase"
    assert parse_deck_text("[metadata]\nName=x\nFormat=Brawl\n[Main]\n1 Sol Ring\n").variant == \
        "brawl"
    assert parse_deck_text("# Gruul: a 40-card deck\n1 Sol Ring\n").variant is None


# -- 5. shipped decks by variant, variants and formats in the help ------------------------------

def test_decks_list_shows_the_shipped_decks_per_variant():
    r = runner.invoke(app, ["decks", "list"])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0] == "duel:" and "commander:" in lines and "brawl:" in lines
    for deck in shipped_decks():
        assert any(ln.split()[0] == deck.name for ln in lines if ln.startswith("  "))
    assert any(ln.startswith("planechase (") and "not for --deck" in ln for ln in lines)


def test_shipped_decks_of_every_variant_can_be_named_in_deck():
    r = play("commander", "--deck", "commander-jerrard", "--deck", "commander-rograkh-ishai",
             "--max-turns", "1", "--agent", "random")
    assert r.exit_code == 0, r.output
    assert "Jerrard of the Closed Fist" in r.stdout
    game = casualmagic.new_game("brawl", decks=["brawl-jace", "brawl-garruk"], seed=1)
    assert game.n_players == 2
    r = play("duel", "--deck", "planar-duel", "--deck", "gruul-stompy")
    assert_error(r, "planar-duel is a shipped planechase deck", "not a main deck")


def test_play_help_lists_every_variant_and_format():
    from casualmagic.formats import FORMATS
    from casualmagic.variants import VARIANTS

    r = play("--help")
    assert r.exit_code == 0
    text = " ".join(r.stdout.split())
    assert "Variant to play: " + ", ".join(VARIANTS) in text
    assert ", ".join(FORMATS) in text
    assert "{variants}" not in text and "..." not in text


# -- 6. players, turns, files, progress ------------------------------------------------------------

@pytest.mark.parametrize("n", ["0", "1", "-3"])
def test_100_1_players_below_two_are_refused(n: str):
    assert_error(play("duel", "--players", n), f"--players {n}: a game needs at least two "
                 "players (CR 100.1)")


def test_players_outside_the_format_are_refused():
    assert_error(play("--format", "ffa", "--players", "2"), "ffa needs at least 3 players")
    assert_error(play("--format", "2hg", "--players", "5"), "810")
    assert_error(play("--format", "emperor", "-n", "7"), "809.1")


@pytest.mark.parametrize("turns", ["-5", "0"])
def test_max_turns_below_one_is_refused(turns: str):
    assert_error(play("duel", "--max-turns", turns), f"--max-turns {turns}")


def test_a_single_deck_says_how_many_decks_are_needed():
    assert_error(play("duel", "--deck", "gruul-stompy"), "one --deck given",
                 "a deck for each player", "give --deck once per seat")
    assert_error(play("duel", "-n", "3", "--deck", "gruul-stompy", "--deck", "rakdos-fire"),
                 "3 players need 3 decks", "(2 given)")


def test_deck_file_errors_read_as_sentences(tmp_path: Path):
    r = play("duel", "--deck", str(tmp_path / "nope.txt"), "--deck", str(tmp_path))
    assert_error(r, "deck of seat 1: no such deck file:", "deck of seat 2: ",
                 "is a directory, not a deck file", lines=2)
    assert_error(play("duel", "--deck", "nosuchdeck", "--deck", "gruul-stompy"),
                 "no shipped deck or deck file named 'nosuchdeck'", "casualmagic decks list")
    with pytest.raises(casualmagic.DeckError, match="no such deck file"):
        casualmagic.new_game(decks=[str(tmp_path / "nope.txt"), "gruul-stompy"],
                             allow_partial=True)
    with pytest.raises(casualmagic.DeckError, match="one deck per player"):
        casualmagic.new_game(decks="abc")


def test_new_game_setup_errors_are_sentences():
    with pytest.raises(casualmagic.SetupError, match="at least two players"):
        casualmagic.new_game(players=0)
    with pytest.raises(casualmagic.SetupError, match="1 deck given"):
        casualmagic.new_game(decks=["gruul-stompy"])
    with pytest.raises(casualmagic.SetupError, match="variant must be a name"):
        casualmagic.new_game(7)  # type: ignore[arg-type]


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_progress_shows_turn_and_players_left_at_most_once_a_second():
    clock = _Clock()
    stream = io.StringIO()
    progress = Progress(stream=stream, clock=clock)
    game = casualmagic.new_game(players=3, seed=1)
    while game.turn < 1:
        game.choose(game.legal_options[0])
    progress.update(game)
    assert stream.getvalue() == ""  # not before a second has passed
    clock.now = 1.5
    progress.update(game)
    progress.update(game)
    assert stream.getvalue().count("players left") == 1
    assert "turn 1, 3 of 3 players left" in stream.getvalue()
    progress.clear()
    assert stream.getvalue().endswith("\r\x1b[K")


def test_progress_stays_off_the_output_of_a_redirected_game():
    r = play("duel", "--seed", "3", "--agent", "random", "--log-format", "jsonl")
    assert r.exit_code == 0 and "players left" not in r.stderr  # the summary may be there
    assert not Progress().enabled  # stderr is not a terminal under pytest
