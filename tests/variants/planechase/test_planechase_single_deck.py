"""The single planar deck option (CR 901.15): one communal planar deck."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import casualmagic
from casualmagic import DeckError
from casualmagic.cli import app
from casualmagic.core.state import MAIN1
from casualmagic.engine.ending import lose
from casualmagic.variants.planechase import (
    COMMUNAL_PLANAR_DECK,
    planar_deck_names,
    rules,
    validate_single_planar_deck,
)
from tests.engine.helpers import pass_until

COMMUNAL = planar_deck_names(COMMUNAL_PLANAR_DECK)
PLANES = [n for n in COMMUNAL if n not in ("Chaotic Aether", "Mutual Epiphany",
                                           "Planewide Disaster", "Reality Shaping")]


def single_game(players: int = 3, seed: int = 0, **opts):
    game = casualmagic.new_game("planechase", decks=[["Forest"] * 40] * players, seed=seed,
                                players=players, options={"single_planar_deck": True, **opts})
    game.choose(("first", 0))
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def test_901_15a_size_at_least_forty_or_ten_per_player_whichever_is_smaller():
    assert validate_single_planar_deck(PLANES[:20], 2) == []
    [(rule, msg)] = validate_single_planar_deck(PLANES[:19], 2)
    assert rule == "901.15a" and "at least 20" in msg
    assert validate_single_planar_deck(PLANES[:30], 3) == []
    assert validate_single_planar_deck(PLANES[:30], 4)[0][0] == "901.15a"  # 4 players: 40
    assert any("at least 40" in m for _, m in validate_single_planar_deck(PLANES[:38], 6))
    assert validate_single_planar_deck(COMMUNAL, 6) == []  # 6 players: still forty (not 60)


def test_901_15a_no_more_phenomena_than_twice_the_players_and_unique_names():
    phenomena = ["Chaotic Aether", "Mutual Epiphany", "Planewide Disaster", "Reality Shaping",
                 "Spatial Merging"]
    assert validate_single_planar_deck([*PLANES[:16], *phenomena[:4]], 2) == []
    problems = validate_single_planar_deck([*PLANES[:15], *phenomena], 2)
    assert [r for r, _ in problems] == ["901.15a"] and "twice the number of players" in problems[0][1]
    dup = validate_single_planar_deck([*PLANES[:20], PLANES[0]], 2)
    assert any("different English name" in m and r == "901.15a" for r, m in dup)
    assert any("not a plane" in m for _, m in validate_single_planar_deck([*PLANES[:20], "Forest"], 2))


def test_901_15a_shipped_communal_deck_is_legal_for_two_to_eight_players():
    from casualmagic.cards.definitions import implementation_status

    assert len(COMMUNAL) >= 40
    assert all(implementation_status(n)[0] == "implemented" for n in COMMUNAL)
    for players in range(2, 9):
        assert validate_single_planar_deck(COMMUNAL, players) == []


def test_901_15a_a_game_refuses_an_illegal_communal_deck():
    game = casualmagic.new_game("planechase", players=4, seed=0,
                                options={"single_planar_deck": True, "planar_deck": PLANES[:30]})
    with pytest.raises(DeckError, match="901.15a"):
        game.choose(game.pending.options[0])  # the planar deck is set up as the game starts


def test_901_15a_validate_cli_reports_each_problem_with_its_rule(tmp_path):
    deck = tmp_path / "communal.txt"
    lines = [f"1 {n}" for n in PLANES[:25]] + [f"1 {PLANES[0]}"] + [
        f"1 {n}" for n in ("Chaotic Aether", "Mutual Epiphany", "Planewide Disaster",
                           "Reality Shaping", "Spatial Merging")]
    deck.write_text("Deck\n60 Forest\n\nPlanar\n" + "\n".join(lines) + "\n")
    out = CliRunner().invoke(app, ["validate", str(deck), "--variant", "planechase",
                                   "--single-planar-deck", "--players", "4"])
    assert out.exit_code == 1
    problems = [ln for ln in out.output.splitlines() if "901.15a" in ln]
    assert any("at least 40" in ln for ln in problems)
    assert any("different English name" in ln for ln in problems)
    assert not any("twice the number" in ln for ln in problems)  # 5 <= 8 phenomena
    three = CliRunner().invoke(app, ["validate", str(deck), "--variant", "planechase",
                                     "--single-planar-deck", "--players", "3"])
    assert "at least" not in three.output and "twice the number" not in three.output
    assert "different English name" in three.output
    two = CliRunner().invoke(app, ["validate", str(deck), "--variant", "planechase",
                                   "--single-planar-deck", "--players", "2"])
    assert "twice the number of players (4); this deck has 5" in two.output


def test_901_15_game_has_one_communal_planar_deck():
    game = single_game()
    assert rules.single_deck(game) and len(game.vget("pc.decks")) == 1
    assert len(rules.planar_deck(game, 0)) == len(COMMUNAL) - 1  # the starting plane is up
    assert any(e.kind == "planar_deck" and e.rule == "901.15a" for e in game.events)


def test_901_15b_the_planar_controller_owns_every_card_of_the_planar_deck():
    game = single_game()
    for seat in (0, 1, 2):
        pass_until(game, MAIN1, seat)
        assert rules.planar_controller(game) == seat
        assert {game.objects[i].owner for i in rules.communal_cards(game)} == {seat}
    assert any(e.kind == "planar_deck_owner" and e.rule == "901.15b" for e in game.events)


def test_901_15b_communal_cards_stay_when_the_planar_controller_leaves():
    game = single_game()
    pass_until(game, MAIN1, 0)
    cards = set(rules.communal_cards(game))
    plane = rules.face_up(game)[0][0]
    walks = sum(e.kind == "planeswalk" for e in game.events)
    lose(game, 0, "104.3a", "test")
    assert set(rules.communal_cards(game)) == cards and all(i in game.objects for i in cards)
    assert rules.face_up(game)[0][0] == plane  # no 901.10 planeswalk: the plane didn't leave
    assert sum(e.kind == "planeswalk" for e in game.events) == walks
    assert {game.objects[i].owner for i in cards} == {1} == {rules.planar_controller(game)}


def test_901_15c_every_players_planar_deck_is_the_communal_one():
    game = single_game()
    pass_until(game, MAIN1, 1)
    assert rules.planar_deck(game, 0) == rules.planar_deck(game, 1) == rules.planar_deck(game, 2)
    old = rules.face_up(game)[0][1].name
    top = rules.planar_deck(game, 1)[0]
    rules.planeswalk(game, 1, "test")
    assert rules.face_up(game)[0][0] == top  # the communal deck's top card
    assert game.objects[rules.planar_deck(game, 2)[-1]].card.name == old  # to its bottom


def test_901_15_play_cli_single_planar_deck_option():
    out = CliRunner().invoke(app, ["play", "planechase", "--single-planar-deck", "-n", "3",
                                   "--agent", "random", "--max-turns", "2", "--seed", "4"])
    assert out.exit_code == 0, out.output
    assert "communal planar deck" in out.output and "(901.15a)" in out.output
    bad = CliRunner().invoke(app, ["play", "duel", "--single-planar-deck"])
    assert bad.exit_code == 1 and "901.15" in bad.output
