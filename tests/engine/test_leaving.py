"""Players losing and leaving a multiplayer game (104.2a, 104.3, 800.4a)."""

from __future__ import annotations

from casualmagic.engine.continuous import ContinuousEffect, add_effect
from casualmagic.engine.ending import lose
from tests.engine.helpers import clear_hand, duel, put, refresh, to_main


def test_800_4a_leaving_player_takes_owned_objects_returns_control_and_exiles_the_rest():
    game = duel(players=3)
    to_main(game, 0)
    # player 3 owns a land and a creature; controls player 1's stolen bear until end of turn
    land = put(game, 2, "Mountain")
    put(game, 2, "Hill Giant")
    stolen = put(game, 0, "Grizzly Bears")
    game.obj_w(stolen).controller = 2
    add_effect(game, ContinuousEffect("2", "control", (0,), 99, None, 2, (stolen,), None,
                                      "end_of_turn"))
    # player 2 controls player 1's... and player 3 has a spell on the stack
    clear_hand(game, 0)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    game.choose(("cast", bears))
    assert game.stack
    owned_by_2 = [o.id for o in game.objects.values() if o.owner == 2]
    lose(game, 2, "104.3a", "conceded")
    refresh(game)
    assert not game.over and game.players[2].left
    assert land not in game.objects
    assert all(oid not in game.objects for oid in owned_by_2)
    assert game.objects[stolen].controller == 0  # control effect ended
    ev = [e for e in game.events if e.kind == "leave_game"][0]
    assert ev.rule == "800.4a" and ev.data["control_returned"] == [stolen]
    # the game goes on without them: turn order skips the player who left
    assert game.in_turn_order(0) == [0, 1]


def test_800_4a_spell_controlled_by_leaving_player_is_exiled():
    game = duel(players=3)
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    game.choose(("cast", bears))
    spell = game.stack[-1]
    lose(game, 0, "104.3a", "conceded")
    refresh(game)
    assert spell not in game.objects and not game.stack  # owned by the leaver: gone


def test_104_2a_last_player_standing_wins():
    game = duel(players=3)
    lose(game, 1, "704.5a", "0 life")
    assert not game.over
    lose(game, 2, "704.5a", "0 life")
    from casualmagic.engine.ending import check_game_over

    check_game_over(game)
    assert game.over and game.winners == (0,)
    assert game.events[-1].rule == "104.2a"
