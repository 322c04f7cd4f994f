"""CR 807.4–807.5: Grand Melee's turn markers -- several turns at once, one stack each."""

from __future__ import annotations

from casualmagic.core.hooks import within_influence
from casualmagic.core.state import MAIN1, UPKEEP
from casualmagic.engine import simultaneous
from casualmagic.engine.ending import lose
from casualmagic.formats.grand_melee import holders, markers_for
from tests.engine.helpers import option, put
from tests.formats.helpers import format_game


def _pass_once(game) -> None:
    d = game.pending
    if d.kind == "priority":
        game.choose(("pass",))
    elif d.kind in ("attack", "block"):
        game.choose(("done",))
    else:
        game.choose(0)


def _pass_until(game, predicate, limit: int = 3000) -> None:
    for _ in range(limit):
        if predicate(game):
            return
        _pass_once(game)
    raise AssertionError("never reached")


def _turns(game) -> list[tuple[int, int, int]]:
    """(turn number, active seat, turn marker) of every turn begun so far."""
    names = {p.name: p.index for p in game.players}
    return [(e.data["turn"], names[e.data["active"]], e.data.get("turn_marker", 0))
            for e in game.events if e.kind == "turn"]


def _in_main_of(player: int):
    return lambda g: (g.pending.kind == "priority" and g.pending.player == player
                      and g.step == MAIN1 and g.active == player and not g.stack)


def _waiting_for_a_marker(players: int = 10):
    """Seat 4 (marker 2) spends longer on its turn, casting two Shocks, so seat 0's marker
    reaches seat 1 while seat 4 still holds marker 2: seat 1 waits (807.4d)."""
    game = format_game("grand-melee", players, first=0)
    _pass_until(game, _in_main_of(4))
    for _ in range(2):
        put(game, 4, "Mountain")
        shock = put(game, 4, "Shock", "hand")
        game.choose(("cast", shock))
        game.choose(("target", "player", 5))
    _pass_until(game, lambda g: any(t.stage == simultaneous.WAITING
                                    for t in simultaneous.turns_in_progress(g)))
    return game


def test_807_4a_one_turn_marker_for_each_full_four_players():
    assert [markers_for(n) for n in (5, 7, 8, 11, 12, 16)] == [1, 1, 2, 2, 3, 4]
    assert len(holders(format_game("grand-melee", 12))) == 3
    assert len(holders(format_game("grand-melee", 10))) == 2
    seven = format_game("grand-melee", 7)
    assert not seven.parallel and len(holders(seven)) == 1  # one marker: turns as usual


def test_807_4b_the_starting_player_and_every_fifth_player_begin_turns_at_once():
    game = format_game("grand-melee", 12, first=2)
    assert holders(game) == {1: 2, 2: 6, 3: 10}  # numbered from the starting player
    _pass_until(game, lambda g: len(_turns(g)) >= 3)
    assert _turns(game) == [(1, 2, 1), (2, 6, 2), (3, 10, 3)]
    # no second turn of anyone began before all three had begun theirs
    assert all(t.stage != simultaneous.WAITING for t in game.parallel)


def test_807_4c_the_marker_passes_to_the_left_when_the_turn_ends():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, lambda g: len(_turns(g)) >= 4)
    # seat 0's marker went to seat 1, seat 4's to seat 5
    assert sorted(_turns(game)[2:]) == [(3, 5, 2), (4, 1, 1)] or \
        sorted((a, m) for _, a, m in _turns(game)[2:]) == [(1, 1), (5, 2)]


def test_807_4d_a_player_waits_while_a_marker_is_within_three_seats_to_their_left():
    game = format_game("grand-melee", 10, first=0)
    waits = []
    for _ in range(3000):
        waits = [e for e in game.events if e.kind == "turn_waits"]
        if len(_turns(game)) >= 4:
            break
        _pass_once(game)
    # seat 0's turn ended first; seat 1 got marker 1 while seat 4 (three seats to the
    # left of seat 1) still held marker 2, so seat 1 waited until seat 5 took it
    assert waits and waits[0].data["turn_marker"] == 1 and waits[0].player == 1
    began = [a for _, a, _ in _turns(game)]
    assert began.index(5) < began.index(1)


def test_807_4d_may_begin_only_with_no_marker_three_seats_to_the_left():
    game = format_game("grand-melee", 10, first=0)
    hook = next(h for h in game.hooks if h.name == "grand_melee")
    # seat 4 holds the other marker (it is suspended while seat 0's turn plays)
    assert [t.active for t in game.parallel] == [4]
    assert not hook.may_begin_turn(game, 1) and not hook.may_begin_turn(game, 3)
    assert hook.may_begin_turn(game, 0) and hook.may_begin_turn(game, 5)


def test_807_4c_a_waiting_holder_who_leaves_passes_the_marker_on_at_once():
    game = _waiting_for_a_marker()
    waiting = [t for t in simultaneous.turns_in_progress(game) if t.stage == simultaneous.WAITING]
    assert [t.active for t in waiting] == [1]
    lose(game, 1, "104.3a", "conceded")
    assert holders(game)[waiting[0].marker] == 2
    assert any(e.kind == "turn_marker_passes" and e.player == 2 for e in game.events)


def test_807_4e_a_leaver_designates_the_marker_to_their_right_for_removal():
    game = format_game("grand-melee", 8, first=0)
    assert holders(game) == {1: 0, 2: 4}
    lose(game, 6, "104.3a", "conceded")  # seven players: one marker is enough (807.4a)
    designated = [e for e in game.events if e.kind == "turn_marker_designated"]
    assert [e.data["turn_marker"] for e in designated] == [2]  # seat 4's: to seat 6's right
    # seat 4 is taking a turn, so marker 2 goes only as that turn ends (807.4g)
    assert 2 in holders(game)
    _pass_until(game, lambda g: 2 not in holders(g))
    assert any(e.kind == "turn_marker_removed" and e.data["turn_marker"] == 2
               for e in game.events)
    assert not game.parallel
    _pass_until(game, lambda g: len(_turns(g)) >= 5)
    assert [m for _, _, m in _turns(game)[2:]] == [1, 1, 1]  # one turn at a time now


def test_807_4f_markers_already_designated_are_disregarded():
    game = format_game("grand-melee", 12, first=0)  # three markers
    lose(game, 11, "104.3a", "conceded")
    lose(game, 10, "104.3a", "conceded")  # ten left: two markers, one is designated
    assert sum(1 for e in game.events if e.kind == "turn_marker_designated") == 1
    lose(game, 9, "104.3a", "conceded")  # nine: still two (807.4f: not designated again)
    lose(game, 7, "104.3a", "conceded")  # eight: still two
    assert sum(1 for e in game.events if e.kind == "turn_marker_designated") == 1
    lose(game, 5, "104.3a", "conceded")  # seven: one marker; a second designation
    assert sum(1 for e in game.events if e.kind == "turn_marker_designated") == 2


def test_807_4g_a_designated_marker_not_taking_a_turn_is_removed_at_once():
    game = _waiting_for_a_marker(8)
    waiting = [t for t in simultaneous.turns_in_progress(game) if t.stage == simultaneous.WAITING]
    marker, holder = waiting[0].marker, waiting[0].active
    # the player three seats to the left of the waiting one leaves: the marker to their
    # right is the waiting one, which isn't taking a turn, so it goes at once
    seat = (holder + 1) % 8
    while any(t.active == seat for t in simultaneous.turns_in_progress(game)):
        seat = (seat + 1) % 8
    lose(game, seat, "104.3a", "conceded")
    removed = [e for e in game.events if e.kind == "turn_marker_removed"]
    assert removed and removed[0].data["turn_marker"] == marker
    assert marker not in holders(game)


def test_807_4h_neighbours_of_leavers_meet_only_when_the_next_turn_begins():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    assert not within_influence(game, 2, ("player", 0))
    lose(game, 1, "104.3a", "conceded")
    assert not within_influence(game, 2, ("player", 0))  # not until a turn begins
    n = len(_turns(game))
    _pass_until(game, lambda g: len(_turns(g)) > n)
    assert within_influence(game, 2, ("player", 0))


def test_807_5_each_turn_marker_has_its_own_stack():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "player", 1))
    spell = game.stack[-1]
    other = game.parallel[0]
    assert spell not in other.stack and other.active == 4
    assert spell in game.all_stack_ids()
    view = game.view(0)
    assert view["turn_marker"] == 1 and view["other_turns"][0]["turn_marker"] == 2
    # the other turn moves on while this stack waits for passes
    _pass_until(game, lambda g: g.active == 4 and g.stage == "priority")
    assert spell not in game.stack and spell in game.all_stack_ids()
    _pass_until(game, lambda g: spell not in g.all_stack_ids())
    assert game.players[1].life == 17  # it resolved on its own stack


def test_807_5a_priority_for_a_stack_goes_only_to_players_within_range():
    game = format_game("grand-melee", 10, first=0)
    seen: dict[int, set[int]] = {0: set(), 4: set()}
    for _ in range(400):
        d = game.pending
        if d.kind == "priority" and game.active in seen:
            seen[game.active].add(d.player)
        _pass_once(game)
    # range of influence 1 (807.2a): the marker holder and their neighbours
    assert seen[0] <= {9, 0, 1} and seen[4] <= {3, 4, 5}
    assert {0, 1, 9} <= seen[0]


def test_807_5a_a_spell_of_a_neighbour_brings_their_neighbours_in():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    game.choose(("pass",))  # seat 0 passes in its main phase; seat 1 has priority next
    _pass_until(game, lambda g: g.active == 0)  # (seat 4's turn goes on meanwhile)
    assert game.pending.player == 1
    put(game, 1, "Mountain")
    bolt = put(game, 1, "Lightning Bolt", "hand")
    game.choose(option(game, "cast", bolt))
    game.choose(("target", "player", 0))
    # seat 2 is out of range of seat 0's marker, but seat 1's spell is on that stack
    spell = game.stack[-1]
    got = set()
    for _ in range(200):
        if game.pending.kind == "priority" and game.active == 0:
            got.add(game.pending.player)
        if spell not in game.all_stack_ids():
            break
        _pass_once(game)
    assert 2 in got and 3 not in got


def test_807_4_each_turn_has_its_own_active_player_and_upkeep():
    game = format_game("grand-melee", 10, first=0)
    upkeeps = set()
    for _ in range(300):
        if game.stage == "priority" and game.step == UPKEEP:
            upkeeps.add(game.active)
        if len(_turns(game)) >= 3:
            break
        _pass_once(game)
    assert {0, 4} <= upkeeps


def test_807_4_until_end_of_turn_lasts_until_the_end_of_its_own_turn():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears")
    growth = put(game, 0, "Giant Growth", "hand")
    game.choose(("cast", growth))
    if game.pending.kind == "target":
        game.choose(("target", "object", bear))
    _pass_until(game, lambda g: not any(i in g.objects for i in g.all_stack_ids()))
    from casualmagic.engine import continuous as cont

    assert cont.power(game, game.objects[bear]) == 5
    # seat 4's turn (marker 2) ends while seat 0's goes on: the pump stays (514.2 ends the
    # "until end of turn" effects of the turn that is ending, not of every turn)
    _pass_until(game, lambda g: any(a == 5 for _, a, _ in _turns(g)))
    marker_1 = [t for t in simultaneous.turns_in_progress(game) if t.marker == 1]
    assert marker_1[0].turn == 1 and marker_1[0].active == 0  # seat 0's turn 1 goes on
    assert not any(e.kind == "turn_waits" and e.player == 1 for e in game.events)
    assert cont.power(game, game.objects[bear]) == 5
    _pass_until(game, lambda g: any(a == 1 for _, a, _ in _turns(g))
                or any(e.kind == "turn_waits" and e.player == 1 for e in g.events))
    assert cont.power(game, game.objects[bear]) == 2


# -- 807.4i–j extra turns, 807.5b which stack ---------------------------------------------------

def _grand_melee_hook(game):
    return next(h for h in game.hooks if h.name == "grand_melee")


def test_807_4i_a_marker_holder_keeps_the_marker_for_an_extra_turn():
    from casualmagic.engine.turn import add_extra_turns

    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    add_extra_turns(game, [0])  # "take an extra turn after this one" (500.7)
    _pass_until(game, lambda g: sum(1 for e in g.events if e.kind == "turn") >= 4)
    marker_1 = [(a, m) for _, a, m in _turns(game) if m == 1]
    assert marker_1[:2] == [(0, 1), (0, 1)]  # seat 0 again, on the same marker
    assert any(e.kind == "extra_turn" and e.rule == "807.4i" for e in game.events)


def test_807_4i_with_a_marker_three_seats_to_the_right_the_marker_passes_on():
    game = format_game("grand-melee", 10, first=0)
    hook = _grand_melee_hook(game)
    simultaneous.set_turn_player(game, 2, 8)  # the other marker two seats to seat 0's right
    game.vset("turn.extra", (0,))
    assert hook.next_turn(game, 0) == 1  # the marker passes left; the extra turn waits
    assert game.vget("turn.extra") == (0,)


def test_807_4j_the_extra_turn_comes_immediately_before_the_players_next_turn():
    game = format_game("grand-melee", 10, first=0)
    hook = _grand_melee_hook(game)
    game.vset("turn.extra", (3,))  # seat 3 has no marker now
    assert hook.next_turn(game, 2) == 3  # the extra turn, as the marker reaches seat 3
    assert any(e.kind == "extra_turn" and e.rule == "807.4j" for e in game.events)
    assert hook.next_turn(game, 3) == 3  # then seat 3's own turn
    assert hook.next_turn(game, 3) == 4  # then the marker moves on


def test_807_5b_a_trigger_waits_for_a_stack_its_controller_has_priority_for():
    game = format_game("grand-melee", 10, first=0)
    _pass_until(game, _in_main_of(0))
    artist = put(game, 2, "Blood Artist")  # seat 2: out of range of seat 0's marker
    bear = put(game, 1, "Grizzly Bears")
    put(game, 1, "Mountain")
    bolt = put(game, 1, "Lightning Bolt", "hand")
    game.choose(("pass",))
    _pass_until(game, lambda g: g.active == 0 and g.pending.player == 1)
    game.choose(option(game, "cast", bolt))
    game.choose(("target", "object", bear))
    _pass_until(game, lambda g: bear not in g.objects and g.active == 0
                and g.pending.kind == "priority")
    # Blood Artist triggered (the bear's death is within seat 2's range, 801.7) but seat 2
    # has no priority for seat 0's stack, now empty: the trigger waits (807.5a-b, 603.3)
    assert [t[3] for t in game.waiting_triggers] == [2]
    assert not any(game.objects[i].source == artist for i in game.all_stack_ids())
    n = len(game.events)
    _pass_until(game, lambda g: not g.waiting_triggers)
    # it went on a stack seat 2 has priority for: one whose turn marker, or an object on
    # it, is within seat 2's range (seat 1, 2 or 3's turn)
    put_on = [e for e in game.events[n:] if e.kind == "trigger" and e.player == 2]
    assert put_on and game.active in (1, 2, 3)


# -- 807.2 the default options ------------------------------------------------------------------

def test_807_2a_every_player_has_a_range_of_influence_of_1():
    game = format_game("grand-melee", 10)
    assert within_influence(game, 0, ("player", 1)) and within_influence(game, 0, ("player", 9))
    assert not within_influence(game, 0, ("player", 2))


def test_807_2b_the_attack_left_option_is_used():
    from casualmagic.formats.attack_direction import AttackDirection

    game = format_game("grand-melee", 10)
    assert [h.mode for h in game.hooks if isinstance(h, AttackDirection)] == ["left"]


def test_807_2c_attack_multiple_players_and_deploy_are_not_used():
    import pytest

    with pytest.raises(ValueError, match="807.2c"):
        format_game("grand-melee", 10, deploy=True)
    with pytest.raises(ValueError, match="807.2c"):
        format_game("grand-melee", 10, attack="multiple")
