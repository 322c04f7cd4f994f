"""CR 802 attack multiple players, 803 attack left and attack right."""

from __future__ import annotations

from casualmagic.core.state import BLOCKERS
from casualmagic.engine.combat import attack_targets
from tests.engine.helpers import put
from tests.formats.helpers import attack_options, format_game, to_attack, to_block, to_main_of


def test_802_2_every_opponent_is_a_defending_player():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert {r for r in attack_targets(game, bear)} == {("player", 1), ("player", 2), ("player", 3)}


def test_802_3_each_attacker_chooses_its_own_defending_player():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    a = put(game, 0, "Grizzly Bears")
    b = put(game, 0, "Hill Giant")
    to_attack(game, 0)
    game.choose(("attack", a, "player", 1))
    game.choose(("attack", b, "player", 3))  # then "done" is the only option: taken at once
    assert dict(game.combat.defenders) == {a: 1, b: 3}


def test_802_4a_a_defending_player_blocks_only_creatures_attacking_them():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    a = put(game, 0, "Grizzly Bears")
    b = put(game, 0, "Hill Giant")
    blocker1 = put(game, 1, "Grizzly Bears")
    put(game, 3, "Grizzly Bears")
    to_attack(game, 0)
    game.choose(("attack", a, "player", 1))
    game.choose(("attack", b, "player", 3))  # then "done" is the only option: taken at once
    to_block(game)
    assert game.step == BLOCKERS and game.pending.player == 1  # APNAP order (802.4)
    assert {o for o in game.pending.options if o[0] == "block"} == {("block", blocker1, a)}


def test_803_1a_attack_left_only_the_opponent_to_the_left():
    game = format_game("ffa", 4, attack="left")
    to_main_of(game, 0)
    put(game, 0, "Grizzly Bears")
    to_attack(game, 0)
    assert {(k, i) for _a, k, i in attack_options(game)} == {("player", 1)}


def test_803_1b_attack_right_only_the_opponent_to_the_right():
    game = format_game("ffa", 4, attack="right")
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert attack_targets(game, bear) == [("player", 3)]


def test_803_1a_attack_left_includes_that_players_planeswalkers_only():
    game = format_game("ffa", 4, attack="left")
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    pw1 = put(game, 1, "Jace Beleren", counters=(("loyalty", 3),))
    put(game, 2, "Jace Beleren", counters=(("loyalty", 3),))
    assert set(attack_targets(game, bear)) == {("player", 1), ("object", pw1)}


def test_803_1a_no_attack_if_the_nearest_player_to_the_left_is_a_teammate():
    game = format_game("team-vs-team", 4, attack="left")  # seats 0,1 team 1; 2,3 team 2
    bear = put(game, 0, "Grizzly Bears")
    game.active = 0
    assert attack_targets(game, bear) == []
    other = put(game, 1, "Grizzly Bears")
    game.active = 1
    assert attack_targets(game, other) == [("player", 2)]
