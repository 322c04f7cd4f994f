"""Seeded Archenemy games (1 vs 3) and Supervillain Rumble games (4 players): no exception,
every card conserved (scheme cards included), identical replays."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.variants.archenemy import rules
from casualmagic.variants.archenemy.rules import SCHEME_ID_BASE
from tests.engine.test_invariants import assert_conserved


def play(seed: int, players: int = 4, **options):
    game = casualmagic.new_game("archenemy", players=players, seed=seed,
                                options={"max_turns": 60, **options})
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_schemes_conserved(game) -> None:
    """Every scheme card of a player still in the game is in the command zone exactly once:
    in its owner's scheme deck or face up (904.4, 314.2)."""
    up = rules.face_up(game)
    for seat, deck in enumerate(game.vget("ae.initial")):
        if game.players[seat].left:
            continue
        ids = [*rules.scheme_deck(game, seat), *(i for i in up if game.objects[i].owner == seat)]
        assert sorted(game.objects[i].card_id for i in ids) == [
            SCHEME_ID_BASE + seat * 1_000 + k for k in range(len(deck))]
        assert all(i in game.command for i in ids)
        assert all(game.objects[i].face_down == (i not in up) for i in ids)


def _check(seed: int, **options) -> None:
    game = play(seed, **options)
    assert_conserved(game)
    assert_schemes_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(4))
def test_904_seeded_archenemy_games_finish_conserve_and_replay(seed):
    _check(seed)


@pytest.mark.parametrize("seed", range(3))
def test_904_12_seeded_supervillain_rumble_games_finish_conserve_and_replay(seed):
    _check(seed, rumble=True)


@pytest.mark.slow
def test_904_archenemy_games_300():
    for seed in range(300):
        _check(seed)


@pytest.mark.slow
def test_904_12_200_supervillain_rumble_games():
    for seed in range(200):
        _check(seed, rumble=True)


def test_904_log_shows_schemes_set_in_motion_with_rules():
    events = [e for seed in range(2) for e in play(seed).events]
    sets = [e for e in events if e.kind == "set_in_motion"]
    assert sets and all(e.rule == "904.9" and e.data["scheme"] for e in sets)
    assert all(e.rule == "704.6e" for e in events if e.kind == "scheme_to_bottom")


def play_commander(seed: int):
    game = casualmagic.new_game("archenemy+commander", players=4, seed=seed,
                                options={"max_turns": 40})
    agents = [RandomAgent(seed * 7 + i) for i in range(4)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


@pytest.mark.parametrize("seed", range(2))
def test_904_13_seeded_archenemy_commander_games_finish_conserve_and_replay(seed):
    game = play_commander(seed)
    assert_conserved(game)
    assert_schemes_conserved(game)
    assert game.replay().log_digest() == game.log_digest()
