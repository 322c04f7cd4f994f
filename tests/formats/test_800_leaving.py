"""CR 800.4: players leaving a multiplayer game, and the game going on without them."""

from __future__ import annotations

from casualmagic.core.state import MAIN1, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.ending import check_game_over, lose
from tests.engine.helpers import clear_hand, pass_until, put, refresh
from tests.formats.helpers import format_game, to_attack, to_main_of


def _ffa():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    clear_hand(game, 0)
    return game


def test_800_4a_leaving_mid_game_with_permanents_spells_and_control_effects():
    """Player 2 (seat 1) leaves with: permanents they own, a permanent of player 3 they
    control through Act of Treason, a creature of player 1 they stole for good, a spell of
    their own on the stack, and a spell of player 1's on the stack targeting their creature."""
    game = _ffa()
    # seat 1's board
    own_land = put(game, 1, "Mountain")
    own_bear = put(game, 1, "Grizzly Bears")
    treason_victim = put(game, 2, "Hill Giant")
    stolen_for_good = put(game, 0, "Gray Ogre")
    assert cont.gain_control(game, treason_victim, 1, "end_of_turn")
    assert cont.gain_control(game, stolen_for_good, 1, "permanent")
    cont.refresh_control(game)
    assert game.objects[treason_victim].controller == 1
    # player 1 casts a Lightning Bolt at seat 1's bear; seat 1 responds with a Shock
    put(game, 0, "Mountain")
    for _ in range(3):
        put(game, 1, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    shock = put(game, 1, "Shock", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "object", own_bear))
    game.choose(("pass",))
    assert game.pending.player == 1
    game.choose(("cast", shock))
    game.choose(("target", "player", 0))
    shock_spell = game.stack[-1]
    bolt_spell = game.stack[0]
    assert game.pending.player == 1  # seat 1 holds priority (117.3c) as they leave
    lose(game, 1, "104.3a", "conceded")
    refresh(game)
    # owned objects leave the game: lands, creatures, the Shock on the stack, the hand
    assert own_land not in game.objects and own_bear not in game.objects
    assert shock_spell not in game.objects and shock_spell not in game.stack
    assert not game.players[1].hand and not game.players[1].library
    # control-changing effects that gave them control end
    assert game.objects[treason_victim].controller == 2
    assert game.objects[stolen_for_good].controller == 0
    assert not [e for e in game.effects if e.op == "control"]
    # player 1's Bolt stays on the stack and will fizzle (its target is gone, 608.2b)
    assert game.stack == (bolt_spell,)
    # priority passes to the next player in turn order still in the game
    assert game.pending.kind == "priority" and game.pending.player == 2
    ev = [e for e in game.events if e.kind == "leave_game"][0]
    assert ev.rule == "800.4a" and not game.over
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("pass",))  # all three remaining players pass: the Bolt resolves
    assert not game.stack
    assert [e for e in game.events if e.kind == "fizzle"]


def test_800_4a_objects_still_controlled_by_the_leaver_are_exiled():
    game = _ffa()
    borrowed = put(game, 0, "Grizzly Bears")
    game.obj_w(borrowed).controller = 1  # under their control with no effect to end
    lose(game, 1, "104.3a", "conceded")
    assert borrowed not in game.objects
    exiled = [game.objects[i].card.name for i in game.exile]
    assert exiled == ["Grizzly Bears"] and game.objects[game.exile[0]].owner == 0


def test_800_4a_abilities_the_leaver_controls_on_the_stack_cease_to_exist():
    game = _ffa()
    pyro = put(game, 1, "Prodigal Pyromancer")
    game.choose(("pass",))
    game.choose(("activate", pyro, 0))
    game.choose(("target", "player", 0))
    assert len(game.stack) == 1 and game.objects[game.stack[0]].kind == "ability"
    lose(game, 1, "104.3a", "conceded")
    assert not game.stack and game.players[0].life == 20


def test_800_4b_control_does_not_change_to_a_player_who_left():
    game = _ffa()
    bear = put(game, 0, "Grizzly Bears")
    lose(game, 3, "104.3a", "conceded")
    assert not cont.gain_control(game, bear, 3, "permanent")
    assert game.objects[bear].controller == 0


def test_800_4c_control_effect_ends_and_default_controller_has_left_object_is_exiled():
    game = _ffa()
    ogre = put(game, 2, "Gray Ogre")
    game.obj_w(ogre).controller = 3  # seat 3 controls seat 2's ogre by default
    assert cont.gain_control(game, ogre, 1, "permanent")
    cont.refresh_control(game)
    lose(game, 3, "104.3a", "conceded")  # the default controller leaves: seat 1 keeps it
    assert ogre in game.objects and game.objects[ogre].controller == 1
    lose(game, 1, "104.3a", "conceded")  # seat 1's effect ends: back to nobody in the game
    assert ogre not in game.objects
    assert [game.objects[i].card.name for i in game.exile] == ["Gray Ogre"]


def test_800_4d_triggers_of_a_player_who_left_are_not_put_on_the_stack():
    game = _ffa()
    game.waiting_triggers = ((0, 0, 0, 1, None),)
    lose(game, 1, "104.3a", "conceded")
    assert game.waiting_triggers == ()


def test_800_4e_combat_damage_is_not_assigned_to_a_player_who_left():
    game = format_game("ffa", 4)
    bear = put(game, 0, "Grizzly Bears")
    to_attack(game, 0)
    game.choose(("attack", bear, "player", 2))  # "done" is then the only option
    lose(game, 2, "104.3a", "conceded")
    pass_until(game, MAIN1 + 7, 0)  # postcombat main
    assert not [e for e in game.events if e.kind == "damage"]
    assert not game.over


def test_506_4_800_4e_creatures_attacking_a_player_who_left_stay_in_combat():
    """A defending player leaving doesn't remove the creatures attacking them from combat
    (they are still attacking creatures, e.g. for "attacking creatures get +1/+0"); their
    combat damage is simply not assigned (800.4e), blocked or not."""
    game = format_game("ffa", 4)
    bear = put(game, 0, "Grizzly Bears")
    maw = put(game, 0, "Colossal Dreadmaw")  # trample: nothing goes past its blocker
    wall = put(game, 3, "Wall of Glare")
    to_attack(game, 0)
    game.choose(("attack", bear, "player", 2))
    game.choose(("attack", maw, "player", 3))
    if game.pending.kind == "attack":
        game.choose(("done",))
    while game.pending.kind != "block":
        game.choose(("pass",))
    game.choose(("block", wall, maw))
    if game.pending.kind == "block":
        game.choose(("done",))
    lose(game, 2, "104.3a", "conceded")
    lose(game, 3, "104.3a", "conceded")
    refresh(game)
    assert game.combat.is_attacking(bear) and game.combat.is_attacking(maw)
    assert not [e for e in game.events if e.kind == "removed_from_combat"]
    pass_until(game, MAIN1 + 7, 0)  # postcombat main
    assert not [e for e in game.events if e.kind == "damage"]
    assert not game.over and game.players[0].life == 20


def test_800_4j_the_turn_of_a_player_who_left_continues_without_them():
    game = _ffa()
    lose(game, 0, "104.3a", "conceded")  # the active player leaves during their turn
    refresh(game)
    assert game.active == 0 and game.pending.player == 1  # priority: next player (800.4j)
    pass_until(game, UPKEEP, 1)
    turns = [e.player for e in game.events if e.kind == "turn"]
    assert turns == [0, 1]  # the turn ended and the next player's began


def test_800_4k_a_player_who_left_does_not_begin_a_turn():
    game = _ffa()
    lose(game, 1, "104.3a", "conceded")
    pass_until(game, UPKEEP, 2)
    assert [e.player for e in game.events if e.kind == "turn"] == [0, 2]
    ev = [e for e in game.events if e.kind == "turn_not_begun"][0]
    assert ev.player == 1 and ev.rule == "800.4k"


def test_800_4m_until_your_next_turn_lasts_until_that_turn_would_have_begun():
    from casualmagic.engine.continuous import ContinuousEffect, add_effect

    game = _ffa()
    bear = put(game, 0, "Grizzly Bears")
    add_effect(game, ContinuousEffect("7c", "pt_add", (2, 2), 99, None, 1, (bear,),
                                      duration="until_your_next_turn", turn=game.turn))
    refresh(game)
    assert cont.power(game, game.objects[bear]) == 4
    lose(game, 1, "104.3a", "conceded")
    refresh(game)
    assert cont.power(game, game.objects[bear]) == 4  # neither expires at once...
    pass_until(game, UPKEEP, 2)
    assert cont.power(game, game.objects[bear]) == 2  # ...nor lasts indefinitely


def test_800_4_the_game_goes_on_until_one_player_is_left():
    game = _ffa()
    lose(game, 1, "104.3a", "conceded")
    lose(game, 2, "104.3a", "conceded")
    check_game_over(game)
    assert not game.over
    lose(game, 3, "104.3a", "conceded")
    check_game_over(game)
    assert game.over and game.winners == (0,)
