"""Planechase (CR 901, 311, 312, 701.24, 704.6f): one test per numbered rule."""

from __future__ import annotations

import casualmagic
from casualmagic.core.state import BEGIN_COMBAT, MAIN1, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import (
    default_planar_decks,
    planar_deck_names,
    rules,
    validate_planar_deck,
)
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, plane_names, walk_to


def _events(game, kind):
    return [e for e in game.events if e.kind == kind]


def test_901_3_planar_deck_needs_ten_cards_two_phenomena_at_most_unique_names():
    ok = planar_deck_names(default_planar_decks(1)[0])
    assert validate_planar_deck(ok) == []
    short = validate_planar_deck(ok[:9])
    assert [r for r, _ in short] == ["901.3"] and "at least ten" in short[0][1]
    three = validate_planar_deck([*ok, "Morphic Tide"])
    assert any("two phenomenon" in m for _, m in three)
    dup = validate_planar_deck([*ok, "Krosa"])
    assert any("different English name" in m for _, m in dup)
    assert any("not a plane" in m for _, m in validate_planar_deck([*ok, "Forest"]))


def test_901_3a_planar_die_has_one_planeswalker_one_chaos_four_blank_faces():
    assert sorted(rules.DIE_FACES) == ["blank"] * 4 + ["chaos", "planeswalker"]


def test_901_4_planar_cards_stay_in_the_command_zone():
    game = pc_game()
    for seat in range(2):
        for oid in rules.planar_deck(game, seat):
            assert game.objects[oid].zone == "command" and game.objects[oid].face_down
    walk_to(game, "Gavony")
    assert all(game.objects[oid].zone == "command" for oid, _ in rules.face_up(game))


def test_901_5_starting_plane_skips_phenomena_and_triggers_nothing():
    game = pc_game(("Mutual Epiphany", "Planewide Disaster", "Panopticon"), first=1)
    [ev] = _events(game, "starting_plane")
    assert ev.player == 1 and ev.data["plane"] == "Panopticon" and ev.rule == "901.5"
    assert len(_events(game, "phenomenon_to_bottom")) == 2
    assert not _events(game, "trigger")  # Panopticon's "planeswalk to" did not trigger
    assert [game.objects[i].card.name for i in rules.planar_deck(game, 1)] == [
        "Mutual Epiphany", "Planewide Disaster"]


def test_901_6_planar_controller_is_the_active_player():
    game = pc_game()
    to_main(game, 0)
    assert rules.planar_controller(game) == 0
    pass_until(game, MAIN1, 1)
    assert rules.planar_controller(game) == 1
    oid, _ = rules.face_up(game)[0]
    assert game.objects[oid].controller == 1  # 311.5: the plane's controller


def test_901_6_planar_controller_leaving_hands_off_to_next_player():
    from casualmagic.engine.ending import lose

    game = pc_game(players=3)
    to_main(game, 0)
    lose(game, 0, "104.3a", "test")
    assert rules.planar_controller(game) == 1
    assert any(e.kind == "planar_controller" and e.rule == "901.6" for e in game.events)


def test_901_7_plane_static_abilities_function_from_the_command_zone():
    game = pc_game()
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    walk_to(game, "Krosa")
    refresh(game)
    assert cont.power(game, game.objects[bear]) == 4
    walk_to(game, "Gavony")
    assert cont.power(game, game.objects[bear]) == 2
    assert cont.has_keyword(game, game.objects[bear], "Vigilance")


def test_901_7a_plane_turned_face_down_becomes_a_new_object():
    game = pc_game()
    oid = walk_to(game, "Krosa")
    walk_to(game, "Gavony")
    assert oid not in game.objects
    assert any(game.objects[i].card.name == "Krosa" for i in rules.planar_deck(game, 0))


def test_901_8_planeswalking_ability_has_no_source_and_roller_controls_it():
    game = pc_game()
    to_main(game, 0)
    from casualmagic.engine.triggers import queue_trigger

    queue_trigger(game, -1, rules.PLANESWALKING_CARD, rules.PLANESWALKING_ABILITY, 0)
    before = plane_names(game)
    refresh(game)
    [ab] = [game.objects[i] for i in game.stack]
    assert ab.controller == 0 and ab.source == -1
    game.choose(("pass",))
    game.choose(("pass",))
    assert plane_names(game) != before
    assert _events(game, "planeswalk")[-1].rule == "901.8"


def test_901_9_planar_die_costs_one_more_for_each_earlier_roll_this_turn():
    game = pc_game()
    to_main(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
    assert ("planar_die", 0) in game.pending.options
    game.choose(("planar_die", 0))
    [ev] = _events(game, "planar_die")
    assert ev.data["cost"] == 0 and ev.rule == "901.9"
    while game.stack:
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert ("planar_die", 1) in game.pending.options
    game.choose(("planar_die", 1))
    game.choose(0)  # pay {1}
    assert _events(game, "planar_die")[-1].data["cost"] == 1
    assert sum(1 for i in game.battlefield if game.objects[i].tapped) == 1


def test_901_9_effects_that_roll_the_die_do_not_raise_the_cost():
    game = pc_game()
    to_main(game, 0)
    rules.roll_planar_die(game, 0)  # an effect makes the player roll (no cost)
    assert rules.rolls_taken(game, 0) == 0
    assert "cost" not in _events(game, "planar_die")[-1].data


def test_901_9_only_active_player_in_main_phase_with_empty_stack():
    game = pc_game()
    pass_until(game, UPKEEP, 0)
    assert not any(o[0] == "planar_die" for o in game.pending.options)
    pass_until(game, BEGIN_COMBAT, 0)
    assert not any(o[0] == "planar_die" for o in game.pending.options)
    to_main(game, 1)
    assert rules.roll_option(game, 0) is None and rules.roll_option(game, 1) == ("planar_die", 0)


def test_901_9b_chaos_symbol_triggers_chaos_abilities_of_the_plane():
    game = pc_game()
    to_main(game, 0)
    walk_to(game, "Megaflora Jungle")
    rules.chaos_ensues(game, "test", "901.9b")
    refresh(game)
    while game.stack or game.waiting_triggers:
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert any(game.objects[i].card.name == "Butterfly" for i in game.battlefield)
    assert _events(game, "chaos_ensues")[-1].rule == "901.9b"


def test_901_9d_rolling_the_planar_die_triggers_roll_abilities():
    game = pc_game(("Ten Wizards Mountain", "Krosa"))
    to_main(game, 0)
    walk_to(game, "Ten Wizards Mountain")
    refresh(game)
    game.choose(("planar_die", 0))
    assert any(e.kind == "trigger" and e.data["card"] == "Ten Wizards Mountain"
               for e in game.events)


def test_901_10_owner_of_face_up_plane_leaves_planar_controller_planeswalks():
    from casualmagic.engine.ending import lose

    game = pc_game(players=3)
    to_main(game, 1)
    owner = game.objects[rules.face_up(game)[0][0]].owner
    assert owner == 0  # seat 0 started: the starting plane is theirs
    lose(game, 0, "104.3a", "test")
    assert rules.face_up(game) and game.objects[rules.face_up(game)[0][0]].owner == 1
    assert _events(game, "planeswalk")[-1].rule == "901.10"


def test_901_10a_planeswalking_ability_ceases_when_plane_leaves():
    from casualmagic.engine.ending import lose
    from casualmagic.engine.triggers import queue_trigger

    game = pc_game(players=3)
    to_main(game, 1)
    queue_trigger(game, -1, rules.PLANESWALKING_CARD, rules.PLANESWALKING_ABILITY, 1)
    refresh(game)
    assert game.stack
    lose(game, 0, "104.3a", "test")
    assert not game.stack and _events(game, "ability_ceases")[-1].rule == "901.10a"


def test_901_11_planeswalk_logs_from_to_who_why_and_triggers_planeswalk_to():
    game = pc_game(("Panopticon", "Krosa", "Gavony"))
    to_main(game, 0)
    walk_to(game, "Krosa")
    hand = len(game.players[0].hand)
    walk_to(game, "Panopticon")
    ev = _events(game, "planeswalk")[-1]
    assert ev.data["from"] == ["Krosa"] and ev.data["to"] == ["Panopticon"] and ev.data["why"]
    refresh(game)
    while game.stack:
        game.choose(("pass",))
    assert len(game.players[0].hand) == hand + 1


def test_701_24a_only_the_planar_controller_may_planeswalk():
    game = pc_game()
    to_main(game, 0)
    before = plane_names(game)
    rules.planeswalk(game, 1, "test")
    assert plane_names(game) == before


def test_704_6f_phenomenon_planeswalks_after_its_trigger_leaves_the_stack():
    game = pc_game(("Mutual Epiphany", "Krosa", "Gavony"))
    to_main(game, 0)
    hand = len(game.players[1].hand)
    walk_to(game, "Mutual Epiphany")
    refresh(game)
    assert plane_names(game) == ["Mutual Epiphany"] and game.stack  # encounter trigger waits
    game.choose(("pass",))
    game.choose(("pass",))
    assert len(game.players[1].hand) == hand + 4
    assert plane_names(game) != ["Mutual Epiphany"]
    assert _events(game, "planeswalk")[-1].rule == "704.6f"


def test_play_planechase_four_players_needs_no_arguments():
    from casualmagic.agents import RandomAgent

    game = casualmagic.new_game("planechase", players=4, seed=5)
    agent = RandomAgent(5)
    while game.turn < 1:
        game.choose(agent.choose(None, game.pending))
    assert len(rules.face_up(game)) == 1
    assert all(len(rules.planar_deck(game, p)) >= 9 for p in range(4))
