"""Changes to the turn structure (CR 500.7 extra turns, 500.8 additional phases, 505.1a,
614.10 skipping, 721.1 ending the turn, 101.4 reversed turn order, 805.8 shared team turns),
through the generic functions of casualmagic.engine.turn that card ops use."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, BLOCKERS, CLEANUP, END, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import turn as t
from casualmagic.engine.replacement import Replacement
from casualmagic.formats.attack_direction import left_of, right_of
from tests.engine.helpers import done, duel, pass_until, put, refresh, to_main
from tests.formats.helpers import format_game


def _next_turns(game, n: int) -> list[int]:
    """Pass through ``n`` more turns; the players who took them."""
    out = []
    for _ in range(n):
        now = game.turn
        for _ in range(400):
            if game.turn > now and game.pending.kind == "priority":
                break
            d = game.pending
            game.choose(("pass",) if d.kind == "priority" else ("done",)
                        if d.kind in ("attack", "block") else 0)
        out.append(game.active)
    return out


def _steps(game, turn: int) -> list[tuple[str, str]]:
    return [(e.data["phase"], e.data["step"]) for e in game.events
            if e.kind == "step" and e.turn == turn]


def _end_the_turn(game) -> None:
    """End the turn as a resolving ability would (721.1), then let the game go on."""
    from casualmagic.core.flow import run

    t.end_the_turn(game)
    run(game)


def _kinds(game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


def _skip(game, step: str, who: str, controller: int) -> None:
    """A skip effect as a resolved spell or ability would create it (614.1b, 614.10)."""
    game.replacements = (*game.replacements, Replacement(
        ("test_skip", step, who), "skip_step", (("step", step), ("who", who)), None,
        controller, 0))
    refresh(game)


# -- 500.7 extra turns -----------------------------------------------------------------------------

def test_500_7_extra_turns_are_taken_most_recently_created_first():
    game = duel(players=3)
    to_main(game, 0)
    t.add_extra_turns(game, [1])
    t.add_extra_turns(game, [2])
    assert [e.rule for e in _kinds(game, "extra_turn_added")] == ["500.7", "500.7"]
    assert _next_turns(game, 4) == [2, 1, 1, 2]  # then turn order goes on after seat 0


def test_500_7_extra_turns_for_several_players_are_added_in_apnap_order():
    game = duel(players=3)
    to_main(game, 0)
    t.add_extra_turns(game, game.in_turn_order(game.active))  # seats 0, 1, 2 (101.4)
    assert _next_turns(game, 4) == [2, 1, 0, 1]


def test_500_7_an_extra_turn_given_in_another_players_turn_comes_right_after_it():
    game = duel()
    pass_until(game, MAIN1, 1)
    t.add_extra_turns(game, [0])
    assert _next_turns(game, 3) == [0, 0, 1]  # the extra turn, then seat 0's own turn


def test_800_4k_an_extra_turn_of_a_player_who_left_does_not_begin():
    from casualmagic.engine.ending import lose

    game = duel(players=3)
    to_main(game, 0)
    t.add_extra_turns(game, [2])
    lose(game, 2, "test", "104.3a")
    assert _next_turns(game, 1) == [1]
    assert [e.rule for e in _kinds(game, "turn_not_begun") if e.player == 2] == ["800.4k"]
    assert not [e for e in _kinds(game, "turn") if e.player == 2]


def test_805_8_a_team_takes_one_extra_turn_given_to_two_of_its_players_by_one_effect():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    team = [p.index for p in game.players if p.team == game.players[game.active].team]
    other = [p.index for p in game.players if p.index not in team]
    t.add_extra_turns(game, [other[1], other[0]])  # both players of the other team
    added = _kinds(game, "extra_turn_added")
    assert len(added) == 1 and added[0].player == other[0]  # its primary player (805.2)
    first = game.active
    assert _next_turns(game, 3) == [other[0], other[0], first]


# -- 500.8 additional phases, 505.1a ---------------------------------------------------------------

def test_500_8_an_additional_combat_and_main_phase_come_directly_after_this_phase():
    game = duel()
    to_main(game, 0)
    turn = game.turn
    t.add_phases(game, ("combat", "main"))
    pass_until(game, UPKEEP, 1)
    phases = [p for p, _s in _steps(game, turn)]
    names = [p for i, p in enumerate(phases) if i == 0 or phases[i - 1] != p]
    assert names == ["beginning", "precombat_main", "combat", "postcombat_main", "combat",
                     "postcombat_main", "ending"]  # 505.1a: the added main is postcombat


def test_500_8_of_phases_added_after_the_same_phase_the_most_recent_occurs_first():
    game = duel()
    to_main(game, 0)
    turn = game.turn
    t.add_phases(game, ("combat",))
    t.add_phases(game, ("main",))
    pass_until(game, UPKEEP, 1)
    firsts = [s for _p, s in _steps(game, turn) if s in ("main", "beginning_of_combat")]
    assert firsts == ["main", "main", "beginning_of_combat", "beginning_of_combat", "main"]
    assert [e.data["phase"] for e in _kinds(game, "additional_phase")] == ["main", "combat"]


def test_500_8_an_additional_beginning_phase_untaps_and_draws_again():
    game = duel()
    pass_until(game, MAIN2, 0)
    pass_until(game, MAIN2, 0) if game.turn == 1 else None
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN2, 0)  # seat 0's second turn: its draw is not skipped (103.8a)
    land = put(game, 0, "Forest")
    game.obj_w(land).tapped = True
    hand = len(game.players[0].hand)
    turn = game.turn
    t.add_phases(game, ("beginning",))
    pass_until(game, END, 0)
    assert game.turn == turn
    assert not game.objects[land].tapped
    assert len(game.players[0].hand) == hand + 1
    assert [s for _p, s in _steps(game, turn)][-5:] == ["main", "untap", "upkeep", "draw",
                                                        "end"]


def test_505_1a_is_main_phase_only_in_main_phases():
    game = duel()
    pass_until(game, UPKEEP, 1)
    assert not t.is_main_phase(game)
    pass_until(game, MAIN1, 1)
    assert t.is_main_phase(game)


# -- 614.10 skipping -------------------------------------------------------------------------------

def test_614_10_a_skipped_step_is_passed_over_as_though_it_did_not_exist():
    game = duel()
    to_main(game, 0)
    _skip(game, "draw", "you", 1)  # "You skip your draw step" (seat 1's effect)
    hands = [len(p.hand) for p in game.players]
    pass_until(game, MAIN1, 1)
    turn = game.turn
    assert len(game.players[1].hand) == hands[1]
    assert ("beginning", "draw") not in _steps(game, turn)
    assert [e.rule for e in _kinds(game, "skip_step")] == ["614.10"]
    pass_until(game, MAIN1, 0)
    assert len(game.players[0].hand) == hands[0] + 1  # only its controller skips


def test_614_10_a_step_that_has_begun_is_not_skipped_the_next_one_is():
    game = duel()
    pass_until(game, UPKEEP, 1)
    _skip(game, "upkeep", "each player", 0)
    turn = game.turn
    pass_until(game, MAIN1, 1)
    assert ("beginning", "upkeep") in _steps(game, turn)
    pass_until(game, MAIN1, 0)
    assert ("beginning", "upkeep") not in _steps(game, game.turn)


def test_614_10_skipping_the_untap_step_leaves_permanents_tapped():
    game = duel()
    to_main(game, 0)
    land = put(game, 1, "Island")
    game.obj_w(land).tapped = True
    _skip(game, "untap", "each player", 0)
    pass_until(game, UPKEEP, 1)
    assert game.objects[land].tapped
    assert not [e for e in _kinds(game, "untap") if e.turn == game.turn]


# -- 721.1 ending the turn -------------------------------------------------------------------------

def test_721_1_ending_the_turn_during_combat_removes_attackers_and_goes_to_cleanup():
    game = duel()
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    bear = put(game, 0, "Grizzly Bears")
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, BLOCKERS, 0)
    turn, life = game.turn, game.players[1].life
    t.end_the_turn(game)
    assert game.combat is None and game.step == CLEANUP
    _end_the_turn(game)
    pass_until(game, MAIN1, 1)
    assert game.players[1].life == life  # no combat damage step (721.1d)
    assert [s for _p, s in _steps(game, turn)][-1] == "cleanup"
    assert ("ending", "end") not in _steps(game, turn)  # 721.1e


def test_721_1a_waiting_triggers_cease_to_exist():
    game = duel()
    to_main(game, 0)
    game.waiting_triggers = (("fake",),)
    t.end_the_turn(game)
    assert game.waiting_triggers == ()
    assert [e.rule for e in _kinds(game, "triggers_cease")] == ["721.1a"]


def test_721_1_ending_the_turn_forgets_added_phases():
    game = duel()
    to_main(game, 0)
    turn = game.turn
    t.add_phases(game, ("combat", "main"))
    _end_the_turn(game)
    pass_until(game, UPKEEP, 1)
    assert [s for _p, s in _steps(game, turn)][-1] == "cleanup"
    assert not _kinds(game, "additional_phase")


# -- 101.4 reversed turn order -------------------------------------------------------------------

def test_101_4_reversed_turn_order_changes_turns_and_apnap_order_not_seats():
    game = format_game("ffa", 4, attack="left")
    pass_until(game, MAIN1, 0)
    lefts = [left_of(game, p) for p in range(4)]
    rights = [right_of(game, p) for p in range(4)]
    t.reverse_turn_order(game)
    assert game.in_turn_order(0) == [0, 3, 2, 1]
    assert [left_of(game, p) for p in range(4)] == lefts  # 803.1a: the seats don't move
    assert [right_of(game, p) for p in range(4)] == rights
    assert _next_turns(game, 3) == [3, 2, 1]
    t.reverse_turn_order(game)
    assert _next_turns(game, 2) == [2, 3]


def test_801_range_of_influence_is_seat_distance_whatever_the_turn_order():
    game = format_game("ffa", 6, range=1)
    pass_until(game, MAIN1, 0)
    before = sorted(game.opponents(0))
    t.reverse_turn_order(game)
    assert sorted(game.opponents(0)) == before == [1, 5]


def _skip_next(game, step: str, player: int, times: int = 1) -> None:
    """Run the ``skip_next`` op as a resolving ability of ``player`` would."""
    from casualmagic.cards.model import Effect
    from casualmagic.effects import EFFECTS

    src = game.objects[game.players[player].library[0]]
    for _ in range(times):
        EFFECTS["skip_next"](game, src, Effect("skip_next", (("step", step),)), None, None, 0)
    refresh(game)


def test_614_10_skipping_your_next_turn_proceeds_as_though_it_did_not_exist():
    game = duel(players=3)
    to_main(game, 0)
    _skip_next(game, "turn", 1)
    assert _next_turns(game, 3) == [2, 0, 1]  # seat 1's next turn is skipped, once
    assert [e.rule for e in _kinds(game, "skip_turn")] == ["614.10"]


def test_614_10a_two_effects_skip_the_next_two_occurrences():
    game = duel()
    to_main(game, 0)
    _skip_next(game, "draw", 1, times=2)
    hand = len(game.players[1].hand)
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    pass_until(game, MAIN1, 1)  # seat 1's second turn from now
    assert len(game.players[1].hand) == hand
    assert len(_kinds(game, "skip_step")) == 2
    pass_until(game, MAIN1, 0)
    pass_until(game, MAIN1, 1)
    assert len(game.players[1].hand) == hand + 1  # both effects are satisfied


def test_614_10_skipping_a_combat_phase_skips_all_its_steps():
    game = duel()
    to_main(game, 0)
    _skip_next(game, "combat", 0)
    turn = game.turn
    pass_until(game, UPKEEP, 1)
    steps = [s for _p, s in _steps(game, turn)]
    assert "beginning_of_combat" not in steps and steps.count("main") == 2
    pass_until(game, MAIN2, 0)
    assert "beginning_of_combat" in [s for _p, s in _steps(game, game.turn)]


def test_500_7_an_extra_turn_created_during_an_extra_turn_is_taken_next():
    game = duel(players=3)
    to_main(game, 0)
    t.add_extra_turns(game, [2])
    assert _next_turns(game, 1) == [2]
    t.add_extra_turns(game, [1])  # during seat 2's extra turn
    assert _next_turns(game, 3) == [1, 1, 2]  # then seat 0's turn is followed by seat 1's


def test_500_10a_phases_you_get_are_added_only_on_your_own_turn():
    from casualmagic.cards.model import Effect
    from casualmagic.effects import EFFECTS

    game = duel()
    to_main(game, 0)
    src = game.objects[game.players[1].library[0]]  # an ability seat 1 controls
    eff = Effect("additional_phases", (("phases", ("combat", "main")), ("yours", True)))
    EFFECTS["additional_phases"](game, src, eff, None, None, 0)
    assert not _kinds(game, "phases_added")
    src0 = game.objects[game.players[0].library[0]]
    EFFECTS["additional_phases"](game, src0, eff, None, None, 0)
    assert [e.rule for e in _kinds(game, "phases_added")] == ["500.8"]


def test_805_8_a_team_skips_the_step_one_of_its_players_skips():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    first = game.active
    other = 2 if first == 0 else 0
    mate = other + 1  # the other team's second player (805.2: not its primary player)
    _skip_next(game, "draw", mate)
    hands = [len(game.players[q].hand) for q in (other, mate)]
    pass_until(game, MAIN1, other)
    assert [len(game.players[q].hand) for q in (other, mate)] == hands  # the team skipped it
    assert len(_kinds(game, "skip_step")) == 1


def test_721_1f_a_trigger_during_the_process_goes_on_the_stack_in_the_cleanup_step():
    from casualmagic.core.flow import run

    game = duel()
    to_main(game, 0)
    turn = game.turn
    traveler = put(game, 0, "Doomed Traveler")
    game.obj_w(traveler).damage = 1  # lethal, checked by 721.1c's state-based actions
    game.sba_dirty = True
    t.end_the_turn(game)
    assert traveler not in game.battlefield  # it died during the process (721.1c)
    assert game.step == CLEANUP and game.waiting_triggers  # not put on the stack yet
    run(game)
    assert game.turn == turn and game.step == CLEANUP and game.stack  # 514.3a: priority
    pass_until(game, MAIN1, 1)
    tokens = [e for e in _kinds(game, "create_token") if e.turn == turn]
    assert tokens and tokens[0].step == "cleanup"  # it resolved in the cleanup step


def test_101_4_reversed_turn_order_survives_a_copy_and_leaves_the_original_alone():
    game = duel(players=3)
    to_main(game, 0)
    copy = game.clone()
    t.reverse_turn_order(copy)
    assert copy.in_turn_order(0) == [0, 2, 1] and game.in_turn_order(0) == [0, 1, 2]
    assert copy.clone().turn_direction == -1


def test_800_4k_with_reversed_turn_order_the_turn_of_a_player_who_left_is_passed_over():
    from casualmagic.engine.ending import lose

    game = duel(players=4)
    to_main(game, 0)
    t.reverse_turn_order(game)
    lose(game, 3, "test", "104.3a")
    assert _next_turns(game, 2) == [2, 1]
    assert [e.player for e in _kinds(game, "turn_not_begun")] == [3]


def test_101_4_players_see_the_turn_order():
    game = duel(players=3)
    to_main(game, 0)
    assert game.view(1)["turn_order"] == [0, 1, 2]
    t.reverse_turn_order(game)
    assert game.view(1)["turn_order"] == [0, 2, 1]
