"""CR 804 deploy creatures and 809 Emperor."""

from __future__ import annotations

from casualmagic.engine.combat import attack_targets
from casualmagic.engine.ending import check_game_over, lose
from tests.engine.helpers import put, refresh
from tests.formats.helpers import format_game, to_main_of


def _emperor_game():
    game = format_game("emperor", 6)  # teams: seats 0-2 and 3-5; emperors 1 and 4
    to_main_of(game, game.active)
    return game


def test_809_2_each_team_has_an_emperor_in_its_middle_seat():
    game = format_game("emperor", 6)
    assert game.options.teams == (0, 0, 0, 1, 1, 1)
    assert [h.emperors for h in game.hooks if h.name == "emperor"] == [(1, 4)]


def test_809_4_a_random_emperor_goes_first():
    firsts = {format_game("emperor", 6, seed=s).starting_player for s in range(8)}
    assert firsts == {1, 4}


def test_809_3c_players_attack_only_opponents_seated_next_to_them():
    game = _emperor_game()
    game.active = 2
    bear = put(game, 2, "Grizzly Bears")
    assert attack_targets(game, bear) == [("player", 3)]
    game.active = 1
    giant = put(game, 1, "Hill Giant")
    assert attack_targets(game, giant) == []  # the emperor has no opponent beside them


def test_809_5b_a_team_loses_if_its_emperor_loses():
    game = _emperor_game()
    lose(game, 4, "704.5a", "0 life")
    assert all(game.players[s].lost for s in (3, 4, 5))
    check_game_over(game)
    assert game.over and set(game.winners) == {0, 1, 2}  # 809.5a: its emperor wins
    ev = [e for e in game.events if e.kind == "lose" and e.player == 3][0]
    assert ev.rule == "809.5b"


def test_809_5_a_general_losing_does_not_end_the_team():
    game = _emperor_game()
    lose(game, 3, "704.5a", "0 life")
    assert not game.over and not game.players[4].left


def test_804_2_deploy_gives_a_creature_to_a_teammate():
    game = _emperor_game()
    a = game.active
    mates = [s for s in range(6) if game.players[s].team == game.players[a].team and s != a]
    bear = put(game, a, "Grizzly Bears")
    refresh(game)
    options = [o for o in game.pending.options if o[0] == "deploy"]
    assert {o[2] for o in options if o[1] == bear} == set(mates)
    game.choose(("deploy", bear, mates[0]))
    assert game.objects[bear].controller == mates[0] and game.objects[bear].tapped
    ev = [e for e in game.events if e.kind == "deploy"][0]
    assert ev.rule == "804.2"


def test_804_2_deploy_needs_the_creature_to_tap_302_6():
    game = _emperor_game()
    a = game.active
    sick = put(game, a, "Grizzly Bears", sick=True)
    refresh(game)
    assert not [o for o in game.pending.options if o[0] == "deploy" and o[1] == sick]


def test_806_2c_deploy_is_not_used_in_free_for_all():
    import pytest

    with pytest.raises(ValueError, match="806.2c"):
        format_game("ffa", 4, deploy=True)


def test_104_2c_a_general_who_lost_earlier_wins_with_the_emperor():
    game = _emperor_game()
    lose(game, 0, "704.5a", "0 life")  # a general of team (0, 1, 2) loses first
    check_game_over(game)
    assert not game.over
    lose(game, 4, "704.5a", "0 life")  # the other emperor: their team loses (809.5b)
    check_game_over(game)
    assert game.over and game.winners == (0, 1, 2)
    (ev,) = [e for e in game.events if e.kind == "game_over"]
    assert ev.rule == "104.2c"
