"""Seeded Vanguard games of two and four players with random vanguards: no exception,
every card conserved (vanguard cards included), identical replays (902)."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.variants.vanguard import rules
from tests.engine.test_invariants import assert_conserved


def play(seed: int, players: int):
    game = casualmagic.new_game("vanguard", players=players, seed=seed,
                                options={"max_turns": 60})
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_vanguards_conserved(game) -> None:
    """Each player still in the game has their one vanguard card face up in the command
    zone (902.3, 313.2); a player who left the game before it ended took theirs along
    (800.4a)."""
    ids = rules.vanguard_ids(game)
    gone = {e.player for e in game.events if e.kind == "leave_game"}
    for p in game.players:
        mine = [i for i in game.command if game.objects[i].card_id == rules.VANGUARD_CARD_IDS
                + p.index]
        if p.index in gone:
            assert not mine and rules.vanguard_of(game, p.index) is None
            continue
        assert len(mine) == 1 and mine[0] in ids
        o = game.objects[mine[0]]
        assert o.zone == "command" and not o.face_down and o.owner == o.controller == p.index
        assert "Vanguard" in o.card.types


def _check(seed: int, players: int) -> None:
    game = play(seed, players)
    assert game.over
    assert_conserved(game)
    assert_vanguards_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed, players", [(0, 2), (1, 4), (2, 2), (3, 4)])
def test_902_seeded_games_finish_conserve_cards_and_replay(seed, players):
    _check(seed, players)


@pytest.mark.slow
def test_902_seeded_two_and_four_player_games_300():
    for seed in range(300):
        _check(seed, 2 if seed % 2 == 0 else 4)


def test_902_log_shows_vanguards_life_and_hand_size_with_rules():
    game = play(5, 4)
    rules_by_kind = {e.kind: e.rule for e in game.events
                     if e.kind in ("vanguard", "starting_life", "hand_size")}
    assert rules_by_kind == {"vanguard": "902.3", "starting_life": "902.4", "hand_size": "902.5"}
