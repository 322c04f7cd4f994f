"""CR 800.6–800.7, 806 Free-for-All, 807 Grand Melee, 808 Team vs. Team, 811 Alternating Teams."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.core.state import MAIN1
from casualmagic.engine.combat import attack_targets
from tests.engine.helpers import pass_until, put
from tests.formats.helpers import format_game, to_main_of


def test_800_7_the_starting_player_does_not_skip_the_first_draw():
    game = format_game("ffa", 4)
    pass_until(game, MAIN1, 0)
    assert not [e for e in game.events if e.kind == "skip_draw"]
    assert [e for e in game.events if e.kind == "draw" and e.turn == 1 and e.rule == "504.1"]


def test_800_6_the_first_mulligan_is_free():
    game = casualmagic.new_game(decks=[["Forest"] * 20] * 4, seed=0, format="ffa")
    game.choose(("first", 0))
    game.choose(("mulligan",))
    for _ in range(3):
        game.choose(("keep",))
    assert game.pending.kind == "mulligan" and game.pending.player == 0
    game.choose(("keep",))
    assert len(game.players[0].hand) == 7  # nothing to put on the bottom


def test_806_2a_range_of_influence_is_the_same_for_everyone():
    game = format_game("ffa", 6, range=2)
    assert {h.ranges for h in game.hooks if h.name == "range_of_influence"} == {(2,) * 6}


def test_806_2b_attack_multiple_players_is_the_default():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert len(attack_targets(game, bear)) == 3


def test_807_2_grand_melee_range_1_and_attack_left():
    game = format_game("grand-melee", 10)
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert attack_targets(game, bear) == [("player", 1)]
    assert game.opponents(0) == [1, 9]


def test_808_2_teams_sit_together():
    game = format_game("team-vs-team", 6, teams=3)
    assert game.options.teams == (0, 0, 1, 1, 2, 2)
    assert game.opponents(0) == [2, 3, 4, 5]


def test_808_4_a_random_team_starts_from_its_centre_seat():
    starts = {format_game("team-vs-team", 6, seed=s).starting_player for s in range(10)}
    assert starts == {1, 4}  # teams of three (0-2, 3-5): the centre seat
    even = {format_game("team-vs-team", 4, seed=s).starting_player for s in range(10)}
    assert even == {1, 3}  # teams of two: the player left of the midpoint


def test_808_4_turn_order_goes_to_the_left():
    game = format_game("team-vs-team", 4, seed=0)
    first = game.starting_player
    pass_until(game, MAIN1, (first + 1) % 4)
    assert [e.player for e in game.events if e.kind == "turn"] == [first, (first + 1) % 4]


def test_104_2a_a_team_wins_when_all_opponents_have_left():
    from casualmagic.engine.ending import check_game_over, lose

    game = format_game("team-vs-team", 4)
    lose(game, 2, "104.3a", "conceded")
    assert not game.over
    lose(game, 3, "104.3a", "conceded")
    check_game_over(game)
    assert game.over and game.winners == (0, 1)


def test_811_3_no_one_sits_next_to_a_teammate():
    game = format_game("alternating-teams", 6, teams=2)
    assert game.options.teams == (0, 1, 0, 1, 0, 1)
    three = format_game("alternating-teams", 6, teams=3)
    assert three.options.teams == (0, 1, 2, 0, 1, 2)


def test_811_4_players_attack_only_opponents_next_to_them():
    game = format_game("alternating-teams", 6, teams=3)
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert set(attack_targets(game, bear)) == {("player", 1), ("player", 5)}


def test_811_1_teams_must_be_of_equal_size():
    with pytest.raises(ValueError, match="811.1"):
        format_game("alternating-teams", 5, teams=2)


def test_turn_event_names_the_team_in_the_readable_log():
    from casualmagic.cli.render import full_log_lines

    game = format_game("team-vs-team", 4)
    pass_until(game, MAIN1, game.active)
    lines = [line for line in full_log_lines(game) if line.startswith("— Turn 1")]
    assert lines and "(Team " in lines[0]


def _game_over_event(game):
    (ev,) = [e for e in game.events if e.kind == "game_over"]
    return ev


def test_104_2c_team_vs_team_a_teammate_who_lost_earlier_wins_with_the_team():
    from casualmagic.engine.ending import check_game_over, lose

    game = format_game("team-vs-team", 4)  # teams (0, 1) and (2, 3)
    lose(game, 1, "704.5a", "0 life")
    check_game_over(game)
    assert not game.over
    lose(game, 2, "104.3a", "conceded")
    lose(game, 3, "104.3a", "conceded")
    check_game_over(game)
    assert game.over and game.winners == (0, 1)  # seat 1 lost earlier, and wins
    assert _game_over_event(game).rule == "104.2c"


def test_104_2c_alternating_teams_every_player_of_the_winning_team_wins():
    from casualmagic.engine.ending import check_game_over, lose

    game = format_game("alternating-teams", 6, teams=2)  # teams (0, 2, 4) and (1, 3, 5)
    lose(game, 2, "704.5a", "0 life")
    lose(game, 4, "704.5b", "drew from an empty library")
    for seat in (1, 3, 5):
        lose(game, seat, "104.3a", "conceded")
    check_game_over(game)
    assert game.over and game.winners == (0, 2, 4)
    assert _game_over_event(game).rule == "104.2c"


def test_104_2a_free_for_all_only_the_last_player_wins():
    from casualmagic.engine.ending import check_game_over, lose

    game = format_game("ffa", 3)
    lose(game, 1, "704.5a", "0 life")
    lose(game, 2, "704.5a", "0 life")
    check_game_over(game)
    assert game.winners == (0,) and _game_over_event(game).rule == "104.2a"
