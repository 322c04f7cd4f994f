"""The Vanguard variant's rules (CR 902, vanguard cards 313), one test per numbered rule,
with the examples of 902.4, 902.5a and 902.5b."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from casualmagic.core.state import MAIN1
from casualmagic.variants.vanguard import Vanguard, resolve_vanguard, rules
from tests.engine.helpers import pass_until, put
from tests.variants.vanguard.helpers import vanguard, vg_game


def test_902_2_two_player_and_multiplayer_games():
    for players in (2, 3, 4):
        game = casualmagic.new_game("vanguard", players=players, seed=players)
        assert len(rules.vanguard_ids(game)) == 0  # not yet: the vanguards come at 902.3
        game.choose(game.pending.options[0])
        assert len(rules.vanguard_ids(game)) == players
    game = casualmagic.new_game("vanguard", players=4, seed=1, format="2hg")  # any section 8 format
    game.choose(game.pending.options[0])
    assert len(rules.vanguard_ids(game)) == 4


def test_902_3_each_player_has_one_face_up_vanguard_in_the_command_zone():
    game = vg_game("Maraxus", "Gix", "Hanna")
    for seat, name in enumerate(("Maraxus", "Gix", "Hanna")):
        o = game.objects[vanguard(game, seat)]
        assert o.card.name == name and o.zone == "command" and not o.face_down
        assert o.id in game.command
    events = [e for e in game.events if e.kind == "vanguard"]
    assert [e.data["card"] for e in events] == ["Maraxus", "Gix", "Hanna"]
    assert all(e.rule == "902.3" for e in events)
    # placed before the opening hands are drawn (902.3: "before the game begins")
    first_draw = next(e.seq for e in game.events if e.kind == "draw")
    assert all(e.seq < first_draw for e in events)


def test_902_3_313_2_vanguards_remain_in_the_command_zone_and_cant_be_cast():
    game = casualmagic.new_game("vanguard", players=2, seed=5, options={"max_turns": 12})
    from casualmagic.agents import RandomAgent

    agents = [RandomAgent(1), RandomAgent(2)]
    while not game.over:
        d = game.pending
        ids = rules.vanguard_ids(game)
        assert not any(o[0] in ("cast", "play") and o[1] in ids for o in d.options)  # 313.2
        game.choose(agents[d.player].choose(None, d))
        for oid in rules.vanguard_ids(game):
            assert game.objects[oid].zone == "command" and oid in game.command


def test_902_4_example_life_modifier_minus_3_starts_at_17():
    game = vg_game("Birds of Paradise Avatar", "Gix")  # life -3; Gix: life +18
    assert game.players[0].life == 17
    assert game.players[1].life == 38
    ev = next(e for e in game.events if e.kind == "starting_life" and e.player == 0)
    assert ev.rule == "902.4" and ev.data["life"] == 17 and ev.data["modifier"] == -3


def test_902_5_starting_hand_size_is_seven_plus_the_hand_modifier():
    game = vg_game("Lyna", "Gerrard", "Maraxus", keep=False)  # hand +2, -4, +1
    assert [len(p.hand) for p in game.players] == [9, 3, 8]
    assert [e.rule for e in game.events if e.kind == "hand_size"] == ["902.5"] * 3


def test_902_5a_example_plus_2_three_mulligans_draw_nine_and_bottom_three():
    mixed = ["Forest", "Island", "Grizzly Bears"] * 10
    game = vg_game("Lyna", "Maraxus", keep=False, libs=[mixed, mixed])  # hand +2: nine cards
    assert game.pending.player == 0 and len(game.players[0].hand) == 9
    for n in range(1, 4):
        game.choose(("mulligan",))
        if n == 1:
            game.choose(("keep",))  # the other player keeps
        assert game.pending.kind == "bottom" and len(game.players[0].hand) == 9
        while game.pending.kind == "bottom":
            game.choose(0)
        assert len(game.players[0].hand) == 9 - n
    game.choose(("keep",))
    assert len(game.players[0].hand) == 6
    assert len(game.players[0].library) == 30 - 6


def test_902_5a_multiplayer_first_mulligan_is_for_the_same_number_of_cards():
    mixed = ["Forest", "Island", "Grizzly Bears"] * 10
    game = vg_game("Ertai", "Maraxus", "Gix", keep=False, libs=[mixed] * 3)  # hand -1: six
    assert len(game.players[0].hand) == 6
    game.choose(("mulligan",))
    game.choose(("keep",))
    game.choose(("keep",))
    assert game.pending.kind == "mulligan" and game.pending.player == 0  # no bottom: free
    assert len(game.players[0].hand) == 6
    game.choose(("mulligan",))
    assert game.pending.kind == "bottom" and len(game.players[0].hand) == 6


def test_902_5b_example_minus_1_maximum_hand_size_six_discards_to_six():
    game = vg_game("Ertai", "Maraxus")  # Ertai: hand -1
    assert game.players[0].max_hand_size == 6 and game.players[1].max_hand_size == 8
    for _ in range(4):
        put(game, 0, "Grizzly Bears", "hand")
    assert len(game.players[0].hand) == 10
    for _ in range(300):
        d = game.pending
        if d.kind == "discard":
            game.choose(0)
            continue
        if game.turn > 1:
            break
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    assert len(game.players[0].hand) == 6
    assert any(e.kind == "discard" and e.rule == "514.1" for e in game.events)


def test_902_6_313_5_owner_and_controller_of_a_vanguard_is_its_player():
    game = vg_game("Maraxus", "Gix", "Hanna", "Urza")
    for seat in range(4):
        o = game.objects[vanguard(game, seat)]
        assert o.owner == seat and o.controller == seat


def test_902_7_313_4_static_triggered_and_activated_abilities_work_from_the_command_zone():
    from casualmagic.engine import continuous as cont

    game = vg_game("Maraxus", "Urza", libs=[["Grizzly Bears"] * 30, ["Mountain"] * 30])
    bears = put(game, 0, "Grizzly Bears")
    assert cont.power(game, game.objects[bears]) == 3  # static: +1/+0
    for _ in range(3):
        put(game, 1, "Mountain")
    pass_until(game, MAIN1, 1)
    urza = vanguard(game, 1)
    assert ("activate", urza, 0) in game.pending.options  # activated: {3}: 1 damage
    game = vg_game("Royal Assassin Avatar", "Maraxus")
    life = game.players[0].life
    pass_until(game, MAIN1, 0)
    game.choose(("pass",))
    pass_until(game, MAIN1, 0)  # the next turn's upkeep trigger resolved
    assert game.players[0].life < life  # triggered: draw and lose 1 life


def test_902_vanguards_option_accepts_names_and_random():
    game = casualmagic.new_game("vanguard", players=3, seed=2,
                                options={"vanguards": "Maraxus, random, Gix"})
    game.choose(game.pending.options[0])
    names = [game.objects[i].card.name for i in rules.vanguard_ids(game)]
    assert names[0] == "Maraxus" and names[2] == "Gix"
    assert names[1] in rules.implemented_vanguards()


def test_902_random_vanguards_are_seeded_and_replay_identically():
    def names(seed: int) -> list[str]:
        game = casualmagic.new_game("vanguard", players=4, seed=seed)
        game.choose(game.pending.options[0])
        return [game.objects[i].card.name for i in rules.vanguard_ids(game)]

    assert names(7) == names(7)
    assert len({tuple(names(s)) for s in range(6)}) > 1
    game = casualmagic.new_game("vanguard", players=2, seed=9, options={"max_turns": 3})
    while not game.over:
        game.choose(game.pending.options[0])
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("name, message", [
    ("Maraxxus", "no such card"),
    ("Grizzly Bears", "not a vanguard card but Creature — Bear (313.1, 902.3)"),
    ("Pools of Becoming", "not a vanguard card but Plane — Bolas's Meditation Realm (313.1, 902.3)"),
])
def test_313_1_902_3_a_vanguard_must_be_a_vanguard_card(name, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        resolve_vanguard(name)


def test_902_3_one_vanguard_per_player():
    from casualmagic import DeckError

    game = casualmagic.new_game("vanguard", players=3, seed=1,
                                options={"vanguards": "Maraxus,Gix"})
    with pytest.raises(DeckError, match="3 players need 3 vanguards"):
        game.choose(game.pending.options[0])
    assert Vanguard.from_options({}).vanguards is None


def test_902_cli_plays_vanguard_with_named_and_random_vanguards():
    runner = CliRunner()
    r = runner.invoke(app, ["play", "vanguard", "--players", "3", "--vanguards",
                            "Maraxus,Gix,Hanna", "--max-turns", "2", "--seed", "4"])
    assert r.exit_code == 0, r.output
    assert "plays Gix (hand -2, life +18)" in r.output and "(902.3)" in r.output
    r = runner.invoke(app, ["play", "vanguard", "--max-turns", "2"])
    assert r.exit_code == 0 and r.output.count("(902.4)") == 2


@pytest.mark.parametrize("args, message", [
    (["--vanguards", "Maraxus,Zzyzx Nobody"], "vanguard 'Zzyzx Nobody': no such card"),
    (["--vanguards", "Maraxus,Grizzly Bears"], "not a vanguard card"),
    (["--vanguards", "Maraxus"], "2 players need 2 vanguards (CR 902.3)"),
])
def test_902_cli_errors_name_the_problem(args, message):
    r = CliRunner().invoke(app, ["play", "vanguard", *args])
    assert r.exit_code == 1 and message in r.output and "Traceback" not in r.output


def test_902_4_810_4_a_shared_life_total_gets_every_teammates_modifier():
    game = casualmagic.new_game("vanguard", players=4, seed=1, format="2hg",
                                options={"vanguards": "Maraxus,Gix,Serra,Orim"})
    game.choose(game.pending.options[0])
    teams: dict[int, list[int]] = {}
    for p in game.players:
        teams.setdefault(p.team, []).append(p.index)
    mods = {0: 2, 1: 18, 2: 1, 3: 12}  # life modifiers of Maraxus, Gix, Serra, Orim
    for members in teams.values():
        total = 30 + sum(mods[q] for q in members)  # 810.4: the team's 30
        assert all(game.players[q].life == total for q in members)


def test_902_4_starting_life_builds_on_a_variants_starting_life():
    game = casualmagic.new_game("commander+vanguard", players=2, seed=1,
                                options={"vanguards": "Maraxus,Gix"})
    game.choose(game.pending.options[0])
    assert [p.life for p in game.players] == [40 + 2, 40 + 18]  # 903.7, then 902.4


def test_902_vanguards_option_keeps_names_with_their_own_commas():
    from casualmagic.variants.vanguard import vanguard_names

    given = "Momir Vig, Simic Visionary Avatar,Xantcha, random,Teysa, Orzhov Scion Avatar"
    assert vanguard_names(given) == ("Momir Vig, Simic Visionary Avatar", "Xantcha", "random",
                                     "Teysa, Orzhov Scion Avatar")
    assert vanguard_names("Maraxus; Gix") == ("Maraxus", "Gix")
    r = CliRunner().invoke(app, ["play", "vanguard", "--vanguards",
                                 "Momir Vig, Simic Visionary Avatar,Gix", "--max-turns", "1"])
    assert r.exit_code == 0 and "plays Momir Vig, Simic Visionary Avatar" in r.output


def test_902_1_a_vanguard_game_uses_the_normal_rules_of_a_magic_game():
    game = vg_game("Maraxus", "Gix")
    pass_until(game, MAIN1, 0)
    assert any(e.kind == "skip_draw" and e.rule == "103.8a" for e in game.events)
    assert len(game.players[0].hand) == 8 and game.players[0].library  # 103.5 with 902.5


def test_313_3_vanguard_cards_have_no_subtypes():
    from casualmagic.cards.definitions import card_by_name

    for name in rules.implemented_vanguards():
        card = card_by_name(name)
        assert card.types == ("Vanguard",) and not card.subtypes and not card.mana_cost.symbols
