"""``clone()`` is O(1) copy-on-write, and a clone can't corrupt its original: the records
both share are read-only, writes go through ``player_w`` / ``obj_w`` (which copy first)."""

from __future__ import annotations

import pickle

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.core.objects import ReadOnlyRecordError
from tests.engine.helpers import duel, put


def _midgame(seed: int = 3, decisions: int = 120):
    game = casualmagic.new_game(seed=seed)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(decisions):
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def test_a_clone_cant_change_its_originals_players():
    game = _midgame()
    life = game.players[0].life
    clone = game.clone()
    with pytest.raises(ReadOnlyRecordError, match="player_w"):
        clone.players[0].life = 1
    with pytest.raises(ReadOnlyRecordError):
        game.players[0].life = 1  # the original's record is shared too
    assert game.players[0].life == clone.players[0].life == life
    clone.player_w(0).life = 1  # the copy-on-write path
    assert clone.players[0].life == 1 and game.players[0].life == life


def test_a_clone_cant_change_its_originals_objects():
    game = duel()
    oid = put(game, 0, "Grizzly Bears")
    clone = game.clone()
    with pytest.raises(ReadOnlyRecordError, match="obj_w"):
        clone.objects[oid].tapped = True
    with pytest.raises(TypeError):  # the shared objects map is a read-only view
        clone.objects[oid] = game.objects[oid]
    with pytest.raises(TypeError):
        del game.objects[oid]
    assert not game.objects[oid].tapped
    clone.obj_w(oid).tapped = True
    assert clone.objects[oid].tapped and not game.objects[oid].tapped
    assert oid in game.objects


def test_a_game_never_cloned_still_writes_its_own_records():
    """Fixtures (and the engine) may write the records a game owns."""
    game = duel()
    game.players[0].life = 7
    oid = put(game, 0, "Grizzly Bears")
    game.objects[oid].tapped = True
    assert game.players[0].life == 7 and game.objects[oid].tapped


def test_clones_play_on_independently_and_identically():
    """Two clones of one mid-game state, given the same choices, log the same game; the
    original is untouched by either."""
    game = _midgame(seed=8)
    digest = game.log_digest()
    a, b = game.clone(), game.clone()
    for clone in (a, b):
        agents = [RandomAgent(5), RandomAgent(6)]
        while not clone.over:
            d = clone.pending
            clone.choose(agents[d.player].choose(None, d))
    assert a.log_digest() == b.log_digest() != digest
    assert game.log_digest() == digest and not game.over


def test_an_unpickled_game_writes_through_copy_on_write():
    game = _midgame(seed=4)
    restored = pickle.loads(pickle.dumps(game))
    with pytest.raises(ReadOnlyRecordError):
        restored.players[0].life = 3
    restored.player_w(0).life = 3
    assert restored.players[0].life == 3
    d = restored.pending
    restored.choose(d.options[0])
