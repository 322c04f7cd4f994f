"""Seeded whole draft variants: every booster card ends in exactly one pool (905.1d,
903.13e), every deck is legal for its pool, and every game finishes (a win, or a draw at the
turn cap) with identical replays.  The slow suite runs 100 eight-player Conspiracy drafts
and 100 Commander drafts; CI a short version of each."""

from __future__ import annotations

from collections import Counter

import pytest

from casualmagic.draft.commander_decks import check_commander_draft, deck_list
from casualmagic.draft.pool import check_conspiracy_deck
from casualmagic.draft.run import run_all
from tests.engine.test_invariants import assert_conserved


def _check(kind: str, players: int, seed: int) -> None:
    run = run_all(kind, players, seed)
    pools = run.draft.pools
    assert Counter(run.plan.all_cards()) == Counter(c for p in pools for c in p)
    for deck, pool in zip(run.decks, pools, strict=True):
        if kind == "conspiracy":
            from casualmagic.decks.model import DeckEntry, DeckList

            dl = DeckList(main=tuple(DeckEntry(n, c) for c, n in Counter(deck.main).items()),
                          sideboard=tuple(DeckEntry(n, c) for c, n in
                                          Counter(deck.conspiracies).items()))
            problems = check_conspiracy_deck(dl, pool)
        else:
            problems = check_commander_draft(deck_list(deck.commanders, deck.main), pool)
        assert not [p for p in problems if p.is_error], problems
    game = run.game
    assert game.over and game.result is not None
    assert any(e.kind == "game_over" for e in game.events)
    assert_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(2))
def test_ci_conspiracy_draft_8_players_short(seed):
    _check("conspiracy", 8, seed)


@pytest.mark.parametrize("seed", range(2))
def test_ci_commander_draft_4_players_short(seed):
    _check("commander", 4, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_soak_conspiracy_draft_8_players(seed):
    _check("conspiracy", 8, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_soak_commander_draft(seed):
    _check("commander", 4 + seed % 5, seed)
