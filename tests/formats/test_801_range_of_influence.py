"""CR 801: the limited range of influence option."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine.combat import attack_targets
from casualmagic.engine.ending import lose
from tests.engine.helpers import clear_hand, pass_until, put
from tests.formats.helpers import format_game, to_main_of


def test_801_2_players_within_range_are_those_within_that_many_seats():
    game = format_game("ffa", 6, range=1)
    assert game.opponents(0) == [1, 5]
    game2 = format_game("ffa", 6, range=2)
    assert game2.opponents(0) == [1, 2, 4, 5]


def test_801_2a_different_players_may_have_different_ranges():
    game = format_game("emperor", 6)  # 809.3a: emperors 2, generals 1
    assert game.opponents(2) == [3]  # a general: one seat
    assert game.opponents(0) == [5]
    assert game.opponents(1) == [3, 5]  # the emperor reaches two seats: both enemy generals
    assert 4 not in game.opponents(1)  # but not the other emperor (809.6a)


def test_801_2c_range_is_fixed_as_each_turn_begins():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    lose(game, 1, "104.3a", "conceded")
    assert 2 not in game.opponents(0)  # seat 1 left: 0 and 2 aren't neighbours until a turn begins
    pass_until(game, MAIN1, 2)
    assert 2 in game.opponents(0)


def test_801_3_creatures_attack_only_opponents_within_range():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert set(attack_targets(game, bear)) == {("player", 1), ("player", 4)}


def test_801_4_targets_outside_range_are_not_legal():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    far_bear = put(game, 2, "Grizzly Bears")
    near_bear = put(game, 1, "Grizzly Bears")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    assert game.pending.kind == "target"
    targets = {o[1:] for o in game.pending.options}
    assert ("player", 2) not in targets and ("player", 3) not in targets
    assert ("object", far_bear) not in targets and ("object", near_bear) in targets
    assert {("player", 0), ("player", 1), ("player", 4)} <= targets


def test_801_10_each_opponent_affects_only_opponents_within_range():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Zulaport Cutthroat")
    for _ in range(2):
        put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    cutthroat = [o.id for o in game.permanents(0) if o.card.name == "Zulaport Cutthroat"][0]
    game.choose(("cast", bolt))
    game.choose(("target", "object", cutthroat))
    for _ in range(12):
        if game.pending.kind != "priority" or any(
                e.kind == "life" and e.player == 1 for e in game.events):
            break
        game.choose(("pass",))
    lives = [p.life for p in game.players]
    assert lives[1] == 19 and lives[4] == 19  # within range: lose 1
    assert lives[2] == 20 and lives[3] == 20  # outside: unaffected (801.10)
