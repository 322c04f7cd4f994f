"""Archenemy (CR 904), schemes (314), set in motion (701.25), abandon (701.26) and 704.6e:
one test per numbered rule, named after it."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic import DeckError
from casualmagic.core.state import MAIN1, UPKEEP
from casualmagic.variants.archenemy import rules, validate_scheme_deck
from tests.engine.helpers import pass_until, put, refresh
from tests.variants.archenemy.helpers import (
    FILLER,
    ae_game,
    names_on,
    on_top,
    pass_until_set_in_motion,
    scheme_in_motion,
    settle,
)


def test_904_2_default_setup_is_team_vs_team_with_shared_turns_and_attack_multiple():
    game = ae_game(4)
    assert game.options.teams == (0, 1, 1, 1)
    names = {h.name for h in game.hooks}
    assert {"archenemy", "shared_team_turns", "attack_direction"} <= names
    assert next(h for h in game.hooks if h.name == "attack_direction").mode == "multiple"
    assert not {"range_of_influence", "deploy", "team_start"} & names  # no other option
    pass_until(game, MAIN1, 1)  # 805.4: the other team takes its turn together
    assert game.active == 1 and game.turn == 2
    from casualmagic.core.hooks import is_active_player

    assert all(is_active_player(game, q) for q in (1, 2, 3)) and not is_active_player(game, 0)


def test_904_2a_the_archenemy_is_a_team_of_exactly_one_player():
    game = ae_game(5, archenemy=2)
    assert game.options.teams == (1, 1, 0, 1, 1)
    assert rules.archenemies(game) == (2,)


def test_904_2b_the_other_team_has_any_number_of_players():
    for n in (2, 3, 6):
        game = ae_game(n)
        assert sorted(game.options.teams).count(1) == n - 1


def test_904_3_scheme_deck_of_twenty_with_at_most_two_of_a_name():
    assert validate_scheme_deck(FILLER) == []
    short = validate_scheme_deck(FILLER[:19])
    assert short and short[0][0] == "904.3" and "at least 20" in short[0][1]
    three = validate_scheme_deck([*FILLER, "Roots of All Evil"])
    assert any(r == "904.3" and "3 copies" in m for r, m in three)
    not_scheme = validate_scheme_deck([*FILLER, "Forest"])
    assert any("not a scheme card" in m for _, m in not_scheme)
    with pytest.raises(DeckError, match=r"at least 20 .*\(904\.3\)"):
        ae_game(4, FILLER[:10])


def test_904_4_314_2_scheme_cards_stay_in_the_command_zone():
    game = ae_game(4)
    scheme_in_motion(game, "Roots of All Evil")
    ids = [*rules.scheme_deck(game, 0), *rules.face_up(game)]
    assert len(ids) == 20 and all(i in game.command for i in ids)
    assert all(game.objects[i].zone == "command" for i in ids)


def test_904_5_the_archenemy_starts_at_40_life_the_others_at_20():
    game = ae_game(4)
    assert [p.life for p in game.players] == [40, 20, 20, 20]
    assert any(e.kind == "starting_life" and e.rule == "904.5" for e in game.events)


def test_904_6_the_archenemy_takes_the_first_turn():
    for seed in range(4):
        game = ae_game(4, archenemy=2, seed=seed)
        assert game.starting_player == 2 and game.active == 2
        assert any(e.kind == "archenemy_first" and e.rule == "904.6" for e in game.events)


def test_904_7_314_5_owner_is_the_archenemy_controller_of_a_face_up_scheme_its_owner():
    game = ae_game(4, archenemy=1)
    deck = rules.scheme_deck(game, 1)
    assert all(game.objects[i].owner == 1 and game.objects[i].controller == -1
               and game.objects[i].face_down for i in deck)
    game2 = ae_game(4, [*FILLER[:18], "The Very Soil Shall Shake", "The Very Soil Shall Shake"])
    scheme_in_motion(game2, "The Very Soil Shall Shake")
    [oid] = rules.face_up(game2)
    assert game2.objects[oid].owner == 0 and game2.objects[oid].controller == 0
    assert not game2.objects[oid].face_down


def test_904_8_314_4_a_face_up_schemes_static_abilities_function_from_the_command_zone():
    from casualmagic.engine import continuous as cont

    game = ae_game(4, [*FILLER[:18], "The Very Soil Shall Shake", "The Very Soil Shall Shake"])
    bear = put(game, 0, "Grizzly Bears")
    foe = put(game, 1, "Grizzly Bears")
    scheme_in_motion(game, "The Very Soil Shall Shake")
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)
    assert cont.has_keyword(game, o, "Trample")
    assert cont.power(game, game.objects[foe]) == 2  # "creatures you control"


def test_904_9_701_25b_set_in_motion_right_after_the_precombat_main_phase_begins():
    game = ae_game(4)
    on_top(game, 0, "Roots of All Evil")
    top = rules.scheme_deck(game, 0)[0]
    pass_until(game, UPKEEP, 0)
    assert not rules.face_up(game)
    pass_until_set_in_motion(game, 0)
    assert game.step == MAIN1
    assert rules.face_up(game) == (top,) and top not in rules.scheme_deck(game, 0)
    event = next(e for e in game.events if e.kind == "set_in_motion")
    assert event.rule == "904.9" and event.data["scheme"] == "Roots of All Evil"
    # a turn-based action doesn't use the stack (904.9): only the scheme's "when you set this
    # scheme in motion" trigger is there
    [ability] = game.stack
    assert game.objects[ability].kind == "ability" and game.objects[ability].source == top


def test_701_25a_only_the_archenemy_sets_schemes_in_motion():
    game = ae_game(4)
    settle(game)
    pass_until(game, MAIN1, 1)  # the opposing team's precombat main phase
    sets = [e for e in game.events if e.kind == "set_in_motion"]
    assert [e.turn for e in sets] == [1]
    rules.set_schemes_in_motion(game, 1)  # not an archenemy: nothing happens (701.25a)
    assert len([e for e in game.events if e.kind == "set_in_motion"]) == 1


def test_701_25c_several_schemes_are_set_in_motion_one_at_a_time():
    game = ae_game(4)
    game.vset("ae.plots", ((0, 3),))
    on_top(game, 0, "Roots of All Evil", "Look Skyward and Despair", "The Iron Guardian Stirs")
    pass_until_set_in_motion(game, 0)
    settle(game)
    sets = [e.data["scheme"] for e in game.events if e.kind == "set_in_motion"]
    assert sets == ["Roots of All Evil", "Look Skyward and Despair", "The Iron Guardian Stirs"]
    assert names_on(game, 0) == ["Dragon", "Golem", *["Saproling"] * 5]


def test_904_10_704_6e_a_non_ongoing_scheme_goes_to_the_bottom_once_its_trigger_is_done():
    game = ae_game(4)
    on_top(game, 0, "Roots of All Evil")
    top = rules.scheme_deck(game, 0)[0]
    pass_until_set_in_motion(game, 0)
    # its trigger is waiting or on the stack: it stays face up (704.6e)
    assert game.pending.kind == "priority" and game.stack
    assert rules.face_up(game) == (top,)
    settle(game)
    assert rules.face_up(game) == ()
    deck = rules.scheme_deck(game, 0)
    bottom = game.objects[deck[-1]]
    assert bottom.card.name == "Roots of All Evil" and bottom.face_down and len(deck) == 20
    event = next(e for e in game.events if e.kind == "scheme_to_bottom")
    assert event.rule == "704.6e"


def test_704_6e_a_scheme_without_a_trigger_goes_to_the_bottom_at_once():
    game = ae_game(4)
    oid = rules.scheme_deck(game, 0)[0]
    rules.set_in_motion(game, 0, oid)  # 701.25b as an effect would do it
    game.waiting_triggers = ()
    assert rules.non_ongoing_sba(game)
    assert rules.face_up(game) == ()


def test_904_11_701_26b_an_ongoing_scheme_stays_until_it_is_abandoned():
    game = ae_game(4, [*FILLER[:18], "The Very Soil Shall Shake", "The Very Soil Shall Shake"])
    scheme_in_motion(game, "The Very Soil Shall Shake")
    [oid] = rules.face_up(game)
    pass_until(game, UPKEEP, 0)  # a whole round later it is still face up
    assert rules.face_up(game) == (oid,) and game.turn == 3
    bear = put(game, 0, "Grizzly Bears")
    from casualmagic.engine.primitives import destroy

    destroy(game, bear)  # "When a creature you control dies, abandon this scheme"
    settle(game)
    assert rules.face_up(game) == ()
    event = next(e for e in game.events if e.kind == "abandon")
    assert event.rule == "701.26b" and event.data["scheme"] == "The Very Soil Shall Shake"
    assert game.objects[rules.scheme_deck(game, 0)[-1]].card.name == "The Very Soil Shall Shake"


def test_701_26a_only_a_face_up_ongoing_scheme_can_be_abandoned():
    game = ae_game(4)
    deck = rules.scheme_deck(game, 0)
    assert not rules.abandon(game, deck[0])  # face down
    rules.set_in_motion(game, 0, deck[0])  # a non-ongoing scheme
    assert not rules.abandon(game, deck[0])


def test_904_12_supervillain_rumble_free_for_all_every_player_an_archenemy():
    starters = set()
    for seed in range(6):
        game = ae_game(4, seed=seed, rumble=True)
        assert not game.options.teams  # Free-for-All (806)
        assert rules.archenemies(game) == (0, 1, 2, 3)  # 904.12b
        assert all(len(rules.scheme_deck(game, s)) == 20 for s in range(4))
        assert [p.life for p in game.players] == [40] * 4  # 904.12c: the archenemy's 40
        assert {h.name for h in game.hooks} == {"archenemy", "attack_direction"}  # 904.12a
        starters.add(game.starting_player)  # 904.12c: random
    assert len(starters) > 1


def test_904_12c_each_player_sets_schemes_in_motion_on_their_own_turn():
    game = ae_game(3, seed=1, rumble=True)
    first = game.starting_player
    pass_until_set_in_motion(game, first)
    settle(game)
    second = game.next_player(first)
    pass_until_set_in_motion(game, second)
    sets = [e.player for e in game.events if e.kind == "set_in_motion"]
    assert sets == [first, second]


def _commander_game(players: int = 4, schemes: list[str] | None = None):
    names = schemes or list(dict.fromkeys(FILLER))
    decks = [names] + [None] * (players - 1)
    game = casualmagic.new_game("archenemy+commander", players=players, seed=3,
                                options={"scheme_decks": decks})
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def test_904_13b_archenemy_commander_60_life_and_a_shared_team_life_of_60():
    game = _commander_game()
    assert [p.life for p in game.players] == [60, 60, 60, 60]
    from casualmagic.core.hooks import life_team
    from casualmagic.engine.primitives import lose_life

    assert life_team(game, 0) == (0,) and life_team(game, 2) == (1, 2, 3)
    lose_life(game, 2, 5, "119.3")  # 810.9: applied to the team's shared total
    assert [p.life for p in game.players] == [60, 55, 55, 55]
    lose_life(game, 0, 5, "119.3")
    assert [p.life for p in game.players] == [55, 55, 55, 55]


def test_904_13c_poison_counters_are_not_shared():
    game = _commander_game()
    from casualmagic.effects.players import give_poison

    give_poison(game, 2, 10, "122.1f")
    assert game.players[1].poison == 0 and game.players[3].poison == 0
    refresh(game)
    assert game.players[2].lost and not game.players[1].lost  # 704.5c at ten, individually


def test_904_13d_commander_scheme_deck_of_ten_with_different_names():
    names = list(dict.fromkeys(FILLER))
    assert validate_scheme_deck(names, commander=True) == []
    problems = validate_scheme_deck([*names[:9], names[0]], commander=True)
    assert {r for r, _ in problems} == {"904.13d"}
    assert any("different English name" in m for _, m in problems)
    with pytest.raises(DeckError, match="904.13d"):
        _commander_game(schemes=names[:9])


def test_904_log_shows_each_scheme_set_in_motion_and_abandoned_with_rules():
    game = ae_game(4, [*FILLER[:18], "The Very Soil Shall Shake", "The Very Soil Shall Shake"])
    scheme_in_motion(game, "The Very Soil Shall Shake")
    rules.abandon(game, rules.face_up(game)[0])
    from casualmagic.engine.describe import describe_event

    lines = [describe_event(game, e) for e in game.events if e.kind in ("set_in_motion", "abandon")]
    assert lines == ["Player 1 sets an ongoing scheme in motion: The Very Soil Shall Shake",
                     "Player 1 abandons The Very Soil Shall Shake"]
