"""The Conspiracy Draft game (CR 905.3–905.6), conspiracies (315) and hidden agenda
(702.106).  Tests are named after their rule."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.core.state import MAIN1
from casualmagic.draft.build import BuiltDeck
from casualmagic.draft.run import game_setup, start_game
from casualmagic.variants.conspiracy import rules
from tests.engine.helpers import pass_until, put, to_main
from tests.variants.conspiracy.helpers import cn_game, conspiracy, reveal


def _deck(conspiracies=()):
    return BuiltDeck(["Grizzly Bears"] * 20 + ["Forest"] * 20, [], [], list(conspiracies))


def test_905_3_the_game_is_free_for_all_attacking_multiple_players():
    decks = [_deck(), _deck(), _deck()]
    setup = game_setup("conspiracy", decks, [d.main for d in decks], 30)
    assert setup.format == "ffa" and setup.format_options == {"attack": "multiple"}
    game = start_game(setup, 1)
    assert game.n_players == 3 and game.options.multiplayer
    assert not any(h.limits_influence for h in game.hooks)  # no range of influence (801)


def test_905_4_conspiracies_go_to_the_command_zone_before_decks_are_shuffled():
    game = cn_game(["Power Play", "Sentinel Dispatch"], ["Weight Advantage"])
    kinds = [(e.kind, e.rule) for e in game.events]
    first_shuffle = kinds.index(("shuffle", "103.3"))
    placed = [i for i, k in enumerate(kinds) if k == ("conspiracy", "905.4")]
    assert len(placed) == 3 and max(placed) < first_shuffle
    assert all(game.objects[i].zone == "command" for i in rules.conspiracy_ids(game))


def test_905_4_a_player_may_start_with_no_conspiracies():
    game = cn_game([], [])
    assert rules.conspiracy_ids(game) == ()


def test_905_4a_hidden_agenda_starts_face_down_and_turns_face_up_with_priority():
    game = cn_game(["Immediate Action=Grizzly Bears"], [])
    oid = conspiracy(game, 0, "Immediate Action")
    assert game.objects[oid].face_down
    pass_until(game, MAIN1, 0)
    assert (rules.FACE_UP_OPTION, oid) in game.pending.options
    pass_until(game, MAIN1, 1)
    assert (rules.FACE_UP_OPTION, oid) not in game.pending.options  # not seat 1's
    game.choose(("pass",))
    assert game.pending.player == 0 and (rules.FACE_UP_OPTION, oid) in game.pending.options
    game.choose((rules.FACE_UP_OPTION, oid))  # any time they have priority (702.106c)
    assert not game.objects[oid].face_down
    assert game.pending.player == 0  # a special action: they keep priority (116.3c)


def test_905_5_owner_and_controller_of_a_conspiracy_is_who_put_it_there():
    game = cn_game([], ["Power Play", "Double Stroke=Lightning Bolt"])
    for oid in rules.conspiracy_ids(game):
        o = game.objects[oid]
        assert o.owner == 1 and o.controller == 1


def test_905_6_each_player_starts_at_20_life_with_seven_cards():
    game = cn_game(["Power Play"], [], [])
    assert all(p.life == 20 and len(p.hand) == 7 for p in game.players)


def test_315_2_only_conspiracy_cards_go_to_the_command_zone():
    with pytest.raises(casualmagic.SetupError, match="315.1"):
        cn_game(["Grizzly Bears"], [])


def test_315_3_a_conspiracy_stays_in_the_command_zone_all_game():
    game = cn_game(["Sentinel Dispatch"], [])
    oid = conspiracy(game, 0, "Sentinel Dispatch")
    for _ in range(3):
        pass_until(game, MAIN1, 1)
        pass_until(game, MAIN1, 0)
    assert game.objects[oid].zone == "command" and oid in game.command


def test_315_5_only_a_face_up_conspiracy_works_315_5b_face_down_has_no_characteristics():
    game = cn_game(["Immediate Action=Grizzly Bears"], ["Power Play"])
    assert rules.face_up_ids(game) == (conspiracy(game, 1, "Power Play"),)
    seen = {c["owner"]: c for c in game.view(1)["conspiracies"]}
    assert seen[0]["face_down"] and seen[0]["card"] is None and seen[0]["names"] is None


def test_315_5a_an_ability_may_change_the_start_of_the_game():
    game = cn_game([], ["Power Play"], first=None, seed=3)
    assert game.starting_player == 1
    assert not any(e.kind == "random_chooser" for e in game.events)


def test_315_7_you_may_look_at_your_own_face_down_conspiracy_not_others():
    game = cn_game(["Double Stroke=Lightning Bolt"], [])
    mine = {c["owner"]: c for c in game.view(0)["conspiracies"]}[0]
    assert mine["card"] == "Double Stroke" and mine["names"] == ["Lightning Bolt"]
    theirs = {c["owner"]: c for c in game.view(1)["conspiracies"]}[0]
    assert theirs["card"] is None
    oid = conspiracy(game, 0, "Double Stroke")
    assert game.view(1)["command"][0]["name"] == "face-down card" and \
        next(c for c in game.view(1)["command"] if c["id"] == oid)["face_down"]
    assert next(c for c in game.view(0)["command"] if c["id"] == oid)["name"] == "Double Stroke"


def test_702_106a_the_name_is_chosen_secretly_702_106b_noted_with_the_card():
    game = cn_game(["Secret Summoning=Grizzly Bears"], [])
    ev = next(e for e in game.events if e.kind == "hidden_agenda")
    assert ev.rule == "702.106a"
    assert ev.seen_by(0).data["names"] == ["Grizzly Bears"]
    assert ev.seen_by(1).data["names"] == "hidden" and ev.seen_by(1).data["card"] == "hidden"
    assert rules.chosen_names(game, conspiracy(game, 0, "Secret Summoning")) == ("Grizzly Bears",)


def test_702_106a_a_hidden_agenda_needs_a_name_and_an_ordinary_conspiracy_none():
    with pytest.raises(casualmagic.SetupError, match="702.106a"):
        cn_game(["Immediate Action"], [])
    with pytest.raises(casualmagic.SetupError, match="no card name"):
        cn_game(["Power Play=Grizzly Bears"], [])
    with pytest.raises(casualmagic.SetupError, match="not a card name"):
        cn_game(["Immediate Action=Grizly Bears"], [])


def test_702_106c_turning_it_face_up_reveals_the_chosen_name():
    game = cn_game(["Brago's Favor=Grizzly Bears"], [])
    to_main(game)
    reveal(game, 0, "Brago's Favor")
    ev = next(e for e in game.events if e.kind == "conspiracy_face_up")
    assert ev.rule == "702.106c" and ev.data["names"] == ["Grizzly Bears"]
    assert ev.seen_by(1).data["names"] == ["Grizzly Bears"]
    assert {c["owner"]: c for c in game.view(1)["conspiracies"]}[0]["card"] == "Brago's Favor"


def test_702_106d_the_chosen_name_is_linked_to_that_card_only():
    game = cn_game(["Immediate Action=Grizzly Bears", "Immediate Action=Llanowar Elves"], [])
    to_main(game)
    from casualmagic.engine import continuous as cont

    bear = put(game, 0, "Grizzly Bears", sick=True)
    elves = put(game, 0, "Llanowar Elves", sick=True)
    first = rules.conspiracy_ids(game)[0]
    game.choose((rules.FACE_UP_OPTION, first))
    assert cont.has_keyword(game, game.objects[bear], "Haste")
    assert not cont.has_keyword(game, game.objects[elves], "Haste")


def test_702_106e_a_player_who_leaves_reveals_their_face_down_conspiracies():
    game = cn_game(["Power Play"], ["Double Stroke=Lightning Bolt"], ["Power Play"])
    to_main(game)
    game.concede(1)
    ev = next(e for e in game.events if e.kind == "conspiracy_face_up")
    assert ev.rule == "702.106e" and ev.data["names"] == ["Lightning Bolt"]
    assert ev.seen_by(0).data["card"] == "Double Stroke"


def test_702_106e_every_face_down_conspiracy_is_revealed_at_the_end_of_the_game():
    game = cn_game(["Double Stroke=Lightning Bolt"], [])
    to_main(game)
    game.concede(1)
    assert game.over
    seen = {c["owner"]: c for c in game.view(1)["conspiracies"]}[0]
    assert seen["card"] == "Double Stroke" and seen["names"] == ["Lightning Bolt"]


def test_702_106f_double_agenda_names_two_different_cards():
    game = cn_game(["Summoner's Bond=Grizzly Bears|Llanowar Elves"], [])
    assert rules.chosen_names(game, conspiracy(game, 0, "Summoner's Bond")) == \
        ("Grizzly Bears", "Llanowar Elves")
    with pytest.raises(casualmagic.SetupError, match="702.106f"):
        cn_game(["Summoner's Bond=Grizzly Bears|Grizzly Bears"], [])
    with pytest.raises(casualmagic.SetupError, match="702.106f"):
        cn_game(["Summoner's Bond=Grizzly Bears"], [])
