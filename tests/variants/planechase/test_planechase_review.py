"""Regression tests for a rules review of Planechase (issue 20): "until your next turn"
durations (611.2a), "you" of a plane in Two-Headed Giant (901.12c), phenomena in Grand
Melee (704.6f, 901.14), simultaneous losses (901.6), planeswalks caused by a player
leaving (901.10, 901.11a), and plane abilities that choose players or targets."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.mechanics import dice
from casualmagic.variants.planechase import rules
from casualmagic.variants.planechase.rules import planeswalk_rolls_are_chaos
from tests.engine.helpers import pass_until, refresh, to_main
from tests.variants.planechase.helpers import QUIET, pc_game, settle, walk_to


def _encounter(game, name: str) -> None:
    walk_to(game, name)
    refresh(game)
    settle(game)


def test_611_2a_probability_flux_ends_for_good_as_its_controllers_next_turn_begins():
    game = pc_game(("Krosa", "Probability Flux", "Fields of Summer", "Gavony"))
    to_main(game, 0)
    _encounter(game, "Probability Flux")
    assert dice.rolls_one_more(game)
    pass_until(game, MAIN1, 1)
    assert dice.rolls_one_more(game)  # the opponent's turn: still "until your next turn"
    pass_until(game, MAIN1, 0)
    assert not dice.rolls_one_more(game)  # its controller's next turn began: over
    pass_until(game, MAIN1, 1)
    assert not dice.rolls_one_more(game)  # and it does not switch back on later


def test_611_2a_fixed_point_in_time_ends_for_good_as_its_controllers_next_turn_begins():
    game = pc_game(("Fixed Point in Time", "Megaflora Jungle", "Krosa", "Gavony"))
    to_main(game, 0)
    _encounter(game, "Fixed Point in Time")
    assert planeswalk_rolls_are_chaos(game)
    pass_until(game, MAIN1, 1)
    assert planeswalk_rolls_are_chaos(game)
    pass_until(game, MAIN1, 0)
    assert not planeswalk_rolls_are_chaos(game)
    for _ in range(2):
        pass_until(game, MAIN1, 1)
        assert not planeswalk_rolls_are_chaos(game)
        pass_until(game, MAIN1, 0)
        assert not planeswalk_rolls_are_chaos(game)
    assert rules.planar_controller(game) == 0


def test_901_11a_a_planeswalk_because_a_player_left_ends_until_planeswalk_effects():
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.ending import lose

    game = pc_game(("Krosa", "Gavony", "Fields of Summer", "Megaflora Jungle"), players=3)
    to_main(game, 1)
    assert game.objects[rules.face_up(game)[0][0]].owner == 0
    game.vset("pc.blank_is_chaos", True)  # Chaotic Aether encountered (901.9b)
    cont.add_effect(game, cont.ContinuousEffect(
        "rules", "cant_attack_player", (), cont.next_timestamp(game), None, 1, (), None,
        "until_planeswalk", "508.1c", turn=game.turn))  # Agyrem's chaos ability
    assert cont.rule_effects(game, "cant_attack_player")
    lose(game, 0, "104.3a", "test")  # the owner of the face-up plane leaves (901.10)
    walk = [e for e in game.events if e.kind == "planeswalk"][-1]
    assert walk.rule == "901.10" and walk.data["player"] == game.players[1].name
    assert not cont.rule_effects(game, "cant_attack_player")  # 901.11: it ended
    assert not game.vget("pc.blank_is_chaos")  # a player planeswalked away from a plane
    assert rules.planar_deck(game, 1)[0] not in game.battlefield


def test_901_11a_a_planeswalk_because_a_player_left_triggers_planeswalk_to_abilities():
    from casualmagic.engine.ending import lose

    game = pc_game(("Panopticon", "Krosa", "Gavony"), players=3)
    to_main(game, 1)
    deck = rules.planar_deck(game, 1)
    panopticon = next(i for i in deck if game.objects[i].card.name == "Panopticon")
    rules.set_planar_deck(game, 1, (panopticon, *(i for i in deck if i != panopticon)))
    hand = len(game.players[1].hand)
    lose(game, 0, "104.3a", "test")
    assert [c.name for _, c in rules.face_up(game)] == ["Panopticon"]
    refresh(game)
    settle(game)
    assert len(game.players[1].hand) == hand + 1  # "When you planeswalk to Panopticon, draw"


def test_704_6f_grand_melee_another_markers_phenomenon_planeswalks_away_before_priority():
    from casualmagic.engine import simultaneous
    from casualmagic.engine.sba import check_now
    from tests.variants.planechase.test_planechase_grand_melee import (
        _marker_planes,
        _pass_until,
        grand_melee_planechase,
    )

    game = grand_melee_planechase()
    _pass_until(game, lambda g: g.pending.kind == "priority" and g.active == 0
                and g.step == MAIN1 and not g.stack and g.parallel)
    other = game.parallel[0].marker
    controller = _marker_planes(game)[other][0]
    deck = rules.planar_deck(game, controller)
    disaster = next(i for i in deck if game.objects[i].card.name == "Planewide Disaster")
    simultaneous.run_in_turn(game, other, lambda: rules.planeswalk(
        game, controller, "a test", "701.24b", to=(disaster,)))
    assert _marker_planes(game)[other][1] == ["Planewide Disaster"]
    assert game.waiting_triggers  # "When you encounter Planewide Disaster" waits
    assert not rules.phenomenon_sba(game)  # the source of a waiting trigger stays (704.6f)
    game.waiting_triggers = ()  # as though its ability had left the stack
    assert check_now(game)
    walked = [e for e in game.events if e.kind == "planeswalk"][-1]
    assert walked.rule == "704.6f" and walked.player == controller
    assert "Planewide Disaster" not in _marker_planes(game)[other][1]
    assert game.active == 0  # the current turn stays the current one


def test_901_6_players_losing_together_the_designation_skips_the_other_leavers():
    from casualmagic.engine.sba import check_now

    game = pc_game(("Krosa", "Gavony", "Fields of Summer", "Planewide Disaster"), players=4)
    to_main(game, 0)
    deck = rules.planar_deck(game, 1)
    disaster = next(i for i in deck if game.objects[i].card.name == "Planewide Disaster")
    rules.set_planar_deck(game, 1, (disaster, *(i for i in deck if i != disaster)))
    game.player_w(0).life = 0
    game.player_w(1).life = 0  # both lose by the same state-based action check (704.3)
    check_now(game)
    assert game.players[0].left and game.players[1].left
    assert rules.planar_controller(game) == 2  # the next player that wouldn't leave (901.6)
    handed = [e.player for e in game.events if e.kind == "planar_controller"]
    assert 1 not in handed
    walks = [e for e in game.events if e.kind == "planeswalk"]
    assert walks[-1].rule == "901.10" and walks[-1].player == 2
    assert [game.objects[i].owner for i, _ in rules.face_up(game)] == [2]
    assert not any(e.player == 1 for e in walks)  # seat 1 encountered nothing
    assert not any(e.kind == "leaving_together" for e in game.events)
    assert game.vget("leaving_together") is None


# -- Two-Headed Giant: a plane's "you" is both members of the planar team (901.12c) ------------

def _hg(planar: tuple[str, ...]):
    from tests.variants.planechase.test_planechase_2hg import hg_game

    game = hg_game(planar)
    pass_until(game, MAIN1, None)
    team = [p.index for p in game.players if p.team == game.players[game.active].team]
    others = [p.index for p in game.players if p.index not in team]
    return game, team, others


def test_901_12c_naya_lets_both_members_of_the_planar_team_play_any_number_of_lands():
    game, team, others = _hg(("Naya", "Krosa", "Gavony"))
    usual = game.players[others[0]].land_plays
    walk_to(game, "Naya")
    assert [game.players[p].land_plays for p in team] == [10_000, 10_000]
    assert [game.players[p].land_plays for p in others] == [usual, usual]
    pass_until(game, MAIN1, others[0])  # the other team's turn: Naya is theirs now
    assert rules.planar_controller(game) == others[0]
    assert [game.players[p].land_plays for p in team] == [usual, usual]
    assert [game.players[p].land_plays for p in others] == [10_000, 10_000]


def test_901_12c_stairs_to_infinity_no_maximum_hand_size_for_both_active_players():
    from casualmagic.engine.turn import draw_cards

    game, team, others = _hg(("Stairs to Infinity", "Krosa", "Gavony"))
    walk_to(game, "Stairs to Infinity")
    for p in team:
        draw_cards(game, p, 6, "121.1")
    hands = [len(game.players[p].hand) for p in team]
    assert min(hands) > 7
    pass_until(game, MAIN1, others[0])
    assert [len(game.players[p].hand) for p in team] == hands  # nobody discarded (514.1)
    assert not any(e.kind == "discard" for e in game.events)
    assert all(game.players[p].max_hand_size == 7 for p in team)  # given back


def test_901_12c_agyrem_creatures_cant_attack_either_member_of_the_planar_team():
    from casualmagic.engine import continuous as cont

    game, team, others = _hg(("Agyrem", "Krosa", "Gavony"))
    walk_to(game, "Agyrem")
    rules.chaos_ensues(game, "a test")
    refresh(game)
    settle(game)
    shielded = {e.controller for e in cont.rule_effects(game, "cant_attack_player")}
    assert shielded == set(team)


def test_901_12c_game_knights_live_knights_of_either_team_member_get_double_strike():
    from casualmagic.engine import continuous as cont
    from tests.engine.helpers import put

    game, team, others = _hg(("Game Knights Live", "Krosa", "Gavony"))
    walk_to(game, "Game Knights Live")
    knights = {p: put(game, p, "White Knight") for p in (*team, *others)}
    refresh(game)
    for p, oid in knights.items():
        o = game.objects[oid]
        for keyword in ("Double strike", "Trample"):  # "Knights you control have ..."
            assert cont.has_keyword(game, o, keyword) == (p in team)


def test_901_12c_naya_chaos_may_target_the_teammates_creature():
    from tests.engine.helpers import put

    game, team, others = _hg(("Naya", "Krosa", "Gavony"))
    walk_to(game, "Naya")
    theirs = put(game, team[1], "Grizzly Bears")  # "target ... creature you control"
    put(game, others[0], "Grizzly Bears")
    put(game, team[1], "Forest")  # "for each land you control": the team's lands
    rules.chaos_ensues(game, "a test")
    refresh(game)
    settle(game)
    [pump] = [e for e in game.events if e.kind == "pump"]
    assert pump.data["object"] == theirs and pump.data["power"] == 1


def test_901_12c_izzet_steam_maze_chaos_makes_either_team_members_spells_cheaper():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cost_reduction

    game, team, others = _hg(("Izzet Steam Maze", "Krosa", "Gavony"))
    walk_to(game, "Izzet Steam Maze")
    rules.chaos_ensues(game, "a test")
    refresh(game)
    settle(game)
    divination = card_by_name("Divination")
    assert [cost_reduction(game, p, divination) for p in (*team, *others)] == [3, 3, 0, 0]


# -- Cliffside Market, Furnace Layer, Kharasha Foothills ----------------------------------------

def test_701_17a_kharasha_foothills_sacrifices_the_chosen_creatures_together():
    from tests.engine.helpers import put

    game = pc_game(("Kharasha Foothills", "Krosa"))
    to_main(game, 0)
    walk_to(game, "Kharasha Foothills")
    refresh(game)
    settle(game)
    fodder = [put(game, 0, "Grizzly Bears"), put(game, 0, "Typhoid Rats")]
    turtle = put(game, 1, "Horned Turtle")
    rules.chaos_ensues(game, "a test")
    refresh(game)
    for _ in range(10):
        d = game.pending
        if d.kind == "sacrifice" and ("sacrifice", fodder[0]) not in d.options:
            break
        game.choose(("target", "object", turtle) if d.kind == "target" else
                    ("sacrifice", fodder[0]) if d.kind == "sacrifice" else
                    ("pass",) if d.kind == "priority" else 0)
    assert game.pending.kind == "sacrifice"
    assert fodder[0] in game.battlefield  # chosen, not yet sacrificed
    assert ("sacrifice", fodder[0]) not in game.pending.options
    game.choose(("sacrifice", fodder[1]))
    sacrificed = [e for e in game.events if e.kind == "sacrifice"]
    assert [e.data["object"] for e in sacrificed] == fodder  # both at once, after choosing
    settle(game)
    assert game.objects[turtle].damage == 2


def _furnace_trigger(game):
    return next(game.objects[i] for i in game.stack
                if game.objects[i].kind == "ability" and game.objects[i].card.name == "Furnace Layer")


def test_601_2c_furnace_layer_chooses_its_random_player_as_a_target_on_the_stack():
    game = pc_game(("Furnace Layer", "Krosa"))
    to_main(game, 0)
    walk_to(game, "Furnace Layer")
    refresh(game)  # "When you planeswalk to Furnace Layer" goes on the stack (603.3d)
    ability = _furnace_trigger(game)
    [(target,)] = ability.targets
    assert target[0] == "player"
    chosen = [e for e in game.events if e.kind == "random_target"][-1]
    assert chosen.rule == "601.2c" and tuple(chosen.data["target"]) == target
    assert not [e for e in game.events if e.kind == "resolve" and e.data["object"] == ability.id]


def test_801_4_furnace_layer_in_grand_melee_targets_only_players_within_range():
    import casualmagic
    from casualmagic.core.hooks import within_influence
    from tests.variants.planechase.test_planechase_grand_melee import _pass_until

    chosen = set()
    for seed in range(8):
        game = casualmagic.new_game("planechase", players=10, seed=seed, format="grand-melee",
                                    options={"planar_decks": [QUIET + ("Furnace Layer",)] * 10})
        while game.pending.kind in ("first_player", "mulligan"):
            game.choose(("first", 0) if game.pending.kind == "first_player" else ("keep",))
        _pass_until(game, lambda g: g.pending.kind == "priority" and g.active == 0
                    and g.step == MAIN1 and not g.stack)
        walk_to(game, "Furnace Layer")
        refresh(game)
        [(target,)] = _furnace_trigger(game).targets
        assert within_influence(game, 0, target)  # 901.13: planes are not exempt here
        chosen.add(target[1])
    assert len(chosen) > 1  # chosen at random


# -- range of influence: planes are exempt except in Grand Melee (901.13, 801.18) -------------

def _reality_shaping_choosers(fmt: str, players: int, **format_options: int
                              ) -> tuple[object, set[int]]:
    """Planeswalk seat 0 to Reality Shaping ("starting with you, each player may put a
    permanent card from their hand onto the battlefield") and return who was asked."""
    import casualmagic
    from casualmagic.engine.simultaneous import all_stack_ids
    from tests.engine.helpers import put
    from tests.variants.planechase.test_planechase_grand_melee import _pass_until

    game = casualmagic.new_game("planechase", players=players, seed=1, format=fmt,
                                format_options=format_options,
                                options={"planar_decks": [QUIET + ("Reality Shaping",)]
                                         * players})
    while game.pending.kind in ("first_player", "mulligan"):
        game.choose(("first", 0) if game.pending.kind == "first_player" else ("keep",))
    _pass_until(game, lambda g: g.pending.kind == "priority" and g.active == 0
                and g.step == MAIN1 and not g.stack)
    for p in range(players):
        put(game, p, "Grizzly Bears", "hand")
    walk_to(game, "Reality Shaping")
    refresh(game)
    asked = set()
    for _ in range(80):
        d = game.pending
        if d.kind == "choose" and ("none",) in d.options:
            asked.add(d.player)
            game.choose(("none",))
        elif d.kind == "priority" and not all_stack_ids(game) and not game.waiting_triggers:
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert any(e.kind == "resolve" and e.data["card"] == "Reality Shaping" for e in game.events)
    return game, asked


def test_901_13_grand_melee_plane_each_player_choices_only_within_range_of_influence():
    from casualmagic.core.hooks import within_influence

    game, asked = _reality_shaping_choosers("grand-melee", 10)
    in_range = {p for p in range(10) if within_influence(game, 0, ("player", p))}
    assert asked == in_range and len(in_range) < 10  # 801.10: not exempt in Grand Melee


def test_901_13_limited_range_outside_grand_melee_planes_reach_every_player():
    from casualmagic.core.hooks import within_influence

    game, asked = _reality_shaping_choosers("ffa", 6, range=1)
    assert not within_influence(game, 0, ("player", 3))  # a limited range of influence
    assert asked == set(range(6))  # but a plane's ability is exempt (901.13)


def test_901_12c_the_western_cloud_prevents_damage_to_the_teammates_creatures_too():
    from casualmagic.engine.primitives import deal_damage
    from tests.engine.helpers import put

    game, team, others = _hg(("The Western Cloud", "Krosa", "Gavony"))
    walk_to(game, "The Western Cloud")
    bears = {p: put(game, p, "Grizzly Bears") for p in (*team, *others)}
    source = game.objects[put(game, others[0], "Hill Giant")]
    for oid in bears.values():
        deal_damage(game, source, ("object", oid), 1)
    assert {p: game.objects[oid].damage for p, oid in bears.items()} == {
        team[0]: 0, team[1]: 0, others[0]: 1, others[1]: 1}
