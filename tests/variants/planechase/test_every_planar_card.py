"""Every implemented plane and phenomenon in seeded random Planechase games (CR 901, 311,
312): the implemented planar cards are dealt into legal planar decks (901.3: ten or more
cards, at most two phenomena), and four random players play with them; no exception, every
card conserved (planar cards included), identical replays.

The players planeswalk often (the random agent rolls the planar die whenever it is offered),
so many cards of each deck are visited (the slow soak, ten seeds a deck, visits more); a card's own behaviour is tested in its card test."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.cards.definitions import load_definitions
from tests.engine.test_invariants import assert_conserved
from tests.variants.planechase.test_planechase_games import assert_planar_conserved


def implemented_planar_cards() -> tuple[list[str], list[str]]:
    """The names of every implemented plane and every implemented phenomenon, sorted."""
    cards = [c for c in load_definitions().values() if c.status == "implemented"]
    planes = sorted(c.name for c in cards if "Plane" in c.types)
    phenomena = sorted(c.name for c in cards if "Phenomenon" in c.types)
    return planes, phenomena


def planar_decks_covering_every_card(size: int = 12) -> list[list[str]]:
    """Legal planar decks (901.3) that together hold every implemented planar card: each has
    ``size - 2`` planes and up to two phenomena; the last deck is topped up with planes from
    the first so it has ten or more cards."""
    planes, phenomena = implemented_planar_cards()
    per = size - 2
    decks = []
    for k in range(0, len(planes), per):
        deck = planes[k:k + per]
        if len(deck) < per:
            deck += [p for p in planes if p not in deck][:per - len(deck)]
        j = len(decks) * 2
        deck += phenomena[j:j + 2]
        decks.append(deck)
    for j in range(len(decks) * 2, len(phenomena), 2):  # more phenomena than decks hold
        decks.append(planes[:per] + phenomena[j:j + 2])
    return decks


def play_with(deck: list[str], seed: int, players: int = 4, max_turns: int = 30):
    game = casualmagic.new_game("planechase", players=players, seed=seed,
                                options={"max_turns": max_turns,
                                         "planar_decks": [deck] * players})
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def _check(deck: list[str], seed: int) -> None:
    game = play_with(deck, seed)
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


DECKS = planar_decks_covering_every_card()


def test_901_3_every_implemented_planar_card_is_in_a_legal_covering_deck():
    from casualmagic.variants.planechase import validate_planar_deck

    planes, phenomena = implemented_planar_cards()
    dealt = {n for d in DECKS for n in d}
    assert dealt == set(planes) | set(phenomena)
    for deck in DECKS:
        assert validate_planar_deck(deck) == [], deck


@pytest.mark.parametrize("k", range(len(DECKS)))
def test_901_every_implemented_planar_card_in_seeded_games(k):
    _check(DECKS[k], seed=k)


@pytest.mark.slow
@pytest.mark.parametrize("k", range(len(DECKS)))
def test_901_every_implemented_planar_card_soak(k):
    for seed in range(100, 110):
        _check(DECKS[k], seed=seed * 31 + k)
