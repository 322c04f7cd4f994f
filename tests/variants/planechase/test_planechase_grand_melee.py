"""CR 901.14: Grand Melee Planechase -- a planar controller and face-up plane for each turn
marker (807.4), planes within ranges of influence (801.18)."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.core.state import MAIN1
from casualmagic.engine import simultaneous
from casualmagic.engine.ending import lose
from casualmagic.engine.targets import limited_targets
from casualmagic.formats.grand_melee import holders
from casualmagic.variants.planechase import rules
from tests.engine.test_invariants import assert_conserved
from tests.variants.planechase.test_planechase_games import assert_planar_conserved


def grand_melee_planechase(players: int = 10, seed: int = 3, fmt: str = "grand-melee",
                           **format_options):
    game = casualmagic.new_game("planechase", players=players, seed=seed, format=fmt,
                                format_options=format_options)
    while game.pending.kind in ("first_player", "mulligan"):
        game.choose(("first", 0) if game.pending.kind == "first_player" else ("keep",))
    return game


def _pass_until(game, predicate, limit: int = 3000) -> None:
    for _ in range(limit):
        if predicate(game):
            return
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else
                    ("done",) if d.kind in ("attack", "block") else 0)
    raise AssertionError("never reached")


def _marker_planes(game) -> dict[int, tuple[int, list[str]]]:
    """Each turn marker's planar controller and face-up plane names."""
    out = {}
    for m in simultaneous.markers(game):
        state = simultaneous.turn_state(game, m)
        out[m] = (state.get("pc.controller"), [c.name for _, c in state.get("pc.face_up") or ()])
    return out


def test_901_14a_each_player_starting_with_a_turn_marker_sets_a_starting_plane():
    game = grand_melee_planechase()
    starts = [e for e in game.events if e.kind == "starting_plane"]
    assert [e.rule for e in starts] == ["901.14a", "901.14a"]
    assert {e.player for e in starts} == set(holders(game).values()) == {0, 4}
    planes = _marker_planes(game)
    assert planes[1][0] == 0 and planes[2][0] == 4  # each of them is a planar controller
    assert planes[1][1] and planes[2][1] and planes[1][1] != planes[2][1]


def test_901_14_several_planes_are_face_up_at_the_same_time():
    game = grand_melee_planechase()
    assert len(rules.all_face_up(game)) == 2
    # each face-up plane is controlled by its turn marker's holder (311.5)
    owners = {game.objects[oid].controller for oid, _ in rules.all_face_up(game)}
    assert owners == {0, 4}
    # and the view shows them all
    assert len(game.view(0)["planechase"]["planes"]) == 2


def test_901_14_rolling_and_planeswalking_move_only_the_rollers_turn_marker_plane():
    game = grand_melee_planechase()
    _pass_until(game, lambda g: g.pending.kind == "priority" and g.pending.player == 0
                and g.active == 0 and g.step == MAIN1 and not g.stack)
    other_before = _marker_planes(game)[2]
    rules.planeswalk(game, 0, "a test", "701.24b")
    assert _marker_planes(game)[2] == other_before  # marker 2's plane stays face up
    walked = [e for e in game.events if e.kind == "planeswalk"][-1]
    assert walked.player == 0 and walked.data["from"] != walked.data["to"]


def test_901_14_the_next_holder_of_a_marker_becomes_its_planar_controller():
    game = grand_melee_planechase()
    _pass_until(game, lambda g: any(e.kind == "turn" and e.player == 5 for e in g.events))
    controllers = {m: c for m, (c, _) in _marker_planes(game).items()}
    assert controllers[2] == 5


def test_801_18_in_grand_melee_planes_are_not_exempt_from_range_of_influence():
    game = grand_melee_planechase()
    oid, _ = rules.all_face_up(game)[0]
    assert limited_targets(game, game.objects[oid])
    ffa = grand_melee_planechase(players=5, fmt="ffa", range=1)
    oid, _ = rules.all_face_up(ffa)[0]
    assert not limited_targets(ffa, ffa.objects[oid])  # 901.13: exempt in other formats


def test_901_14b_a_leaver_who_reduces_the_markers_stops_being_a_planar_controller():
    game = grand_melee_planechase(players=8)
    assert holders(game) == {1: 0, 2: 4}
    planes_of_4 = _marker_planes(game)[2][1]
    lose(game, 4, "104.3a", "conceded")  # seven players: one marker (807.4a)
    assert any(e.kind == "planar_controller_ceases" and e.player == 4 for e in game.events)
    moved = [e for e in game.events if e.kind == "planes_to_bottom"]
    assert moved and moved[0].rule == "901.14b" and moved[0].data["planes"] == planes_of_4
    assert not any(e.kind == "planeswalk" for e in game.events)  # no one planeswalked
    assert [c for _, c in rules.all_face_up(game) if c.name in planes_of_4] == []
    assert_planar_conserved(game)


def _play(seed: int, players: int = 10):
    game = casualmagic.new_game("planechase", players=players, seed=seed, format="grand-melee")
    agents = [RandomAgent(seed * 11 + i) for i in range(players)]
    n = 0
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
        n += 1
        assert n < 100_000, "the game does not end"
    return game


def _check(seed: int) -> None:
    game = _play(seed)
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()
    starts = [e for e in game.events if e.kind == "starting_plane" and e.turn == 0]
    assert len(starts) == 2  # one for each turn marker (901.14a)


@pytest.mark.parametrize("seed", range(2))
def test_901_14_seeded_grand_melee_planechase_games(seed):
    _check(seed)


@pytest.mark.slow
def test_901_14_100_grand_melee_planechase_games_with_ten_players():
    for seed in range(100):
        _check(seed)
