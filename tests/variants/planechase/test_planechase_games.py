"""Seeded 4-player Planechase games: no exception, every card conserved (planar cards
included), identical replays; the log shows die rolls, planeswalks and chaos with rules."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.variants.planechase import rules
from tests.engine.test_invariants import assert_conserved


def play(seed: int, players: int = 4):
    game = casualmagic.new_game("planechase", players=players, seed=seed,
                                options={"max_turns": 60})
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_planar_conserved(game) -> None:
    """Every planar card of a player still in the game is in the command zone exactly once:
    in its owner's planar deck or face up (901.4)."""
    initial = game.vget("pc.initial_planar_decks")
    decks = game.vget("pc.decks")
    up = {oid for oid, _ in rules.face_up(game)}
    for seat, deck in enumerate(initial):
        if game.players[seat].left:
            continue
        ids = [*decks[seat], *(i for i in up if game.objects[i].owner == seat)]
        assert sorted(game.objects[i].card_id for i in ids) == sorted(
            1_000_000 + seat * 1_000 + k for k in range(len(deck)))
        assert all(i in game.command for i in ids)


def _check(seed: int) -> None:
    game = play(seed)
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(6))
def test_901_seeded_four_player_games_finish_conserve_and_replay(seed):
    _check(seed)


@pytest.mark.slow
def test_901_500_seeded_four_player_games():
    for seed in range(500):
        _check(seed)


def test_901_log_shows_die_cost_and_face_planeswalks_and_chaos_with_rules():
    kinds = {}
    for seed in range(4):
        for e in play(seed).events:
            kinds.setdefault(e.kind, e)
    die = kinds["planar_die"]
    assert die.rule == "901.9" and "cost" in die.data and die.data["face"] in rules.DIE_FACES
    walk = kinds["planeswalk"]
    assert {"from", "to", "player", "why"} <= set(walk.data) and walk.rule
    assert kinds["chaos_ensues"].rule in ("901.9b", "311.7")
