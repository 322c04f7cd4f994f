"""engine.determinize: hidden cards (400.2, 401.2, 402.3) dealt afresh, nothing seen changes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from casualmagic.engine.determinize import determinize, hidden_cards
from tests.agents.helpers import game_at


def _cards(game, seat: int, zone: str) -> Counter:
    return Counter((game.objects[i].card.name, game.objects[i].card_id)
                   for i in getattr(game.players[seat], zone))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_400_2_determinize_keeps_counts_and_the_view(seed: int) -> None:
    game = game_at(seed, 60)
    seat = game.pending.player
    before = game.view(seat)
    world = determinize(game.clone(), seat, random.Random(seed))
    assert world.view(seat) == before
    for p in game.players:  # each owner keeps its own cards: hand and library together
        assert (_cards(world, p.index, "hand") + _cards(world, p.index, "library")
                == _cards(game, p.index, "hand") + _cards(game, p.index, "library"))
        assert len(world.players[p.index].hand) == len(p.hand)
        assert len(world.players[p.index].library) == len(p.library)
    assert _cards(world, seat, "hand") == _cards(game, seat, "hand")  # one's own hand is known
    assert game.view(seat) == before  # the original is untouched


def test_401_2_determinize_changes_what_is_hidden() -> None:
    game = game_at(4, 40)
    seat = game.pending.player
    other = 1 - seat
    worlds = [determinize(game.clone(), seat, random.Random(k)) for k in range(5)]
    libraries = {tuple(w.objects[i].card.name for i in w.players[seat].library) for w in worlds}
    hands = {tuple(sorted(w.objects[i].card.name for i in w.players[other].hand))
             for w in worlds}
    assert len(libraries) > 1 and len(hands) > 1


def test_400_2_determinize_depends_on_what_the_seat_sees_only() -> None:
    """Two games alike to the seat give the same determinized game from the same seed."""
    game = game_at(5, 50)
    seat = game.pending.player
    other = determinize(game.clone(), seat, random.Random(99))  # hidden cards moved
    a = determinize(game.clone(), seat, random.Random(7))
    b = determinize(other.clone(), seat, random.Random(7))
    for p in range(game.n_players):
        for zone in ("hand", "library"):
            ids = getattr(a.players[p], zone)
            assert ids == getattr(b.players[p], zone)
            assert [a.objects[i].card_id for i in ids] == [b.objects[i].card_id for i in ids]
    assert a.rng == b.rng


def test_determinized_games_play_on() -> None:
    from casualmagic.agents import RandomAgent

    game = game_at(6, 30)
    world = determinize(game.clone(), game.pending.player, random.Random(1))
    agents = [RandomAgent(1), RandomAgent(2)]
    while not world.over:
        d = world.pending
        world.choose(agents[d.player].choose(None, d))
    assert world.over


def test_hidden_cards_are_the_others_hands_and_every_library() -> None:
    game = game_at(2, 20)
    hidden = hidden_cards(game, 0)
    assert set(hidden[0]) == set(game.players[0].library)
    assert set(hidden[1]) == set(game.players[1].library) | set(game.players[1].hand)
