"""The Game API contract for every variant with every multiplayer format (issue 14, in the
spirit of OpenSpiel's ``random_sim_test``): a seeded random game in which every decision
offers a finite, non-empty tuple of options and refuses anything else, views leak no hidden
card, every card is conserved, and the game replays to the same log.

A pair the rules don't allow (a variant with a format it can't be played in) must be
refused with a one-line error; the other checks are for the pairs that make a game.
(Many duel games are checked in more depth by tests/engine/test_invariants.py.)
"""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.core.decisions import EngineError, IllegalChoiceError
from casualmagic.formats import FORMATS
from casualmagic.variants import VARIANTS
from tests.engine.test_invariants import assert_conserved

PAIRS = [(v, f) for v in sorted(VARIANTS) for f in (None, *sorted(FORMATS))]
MAX_TURNS = 4


def _new_game(variant: str, fmt: str | None, seed: int):
    try:
        return casualmagic.new_game(variant, seed=seed, format=fmt,
                                    options={"max_turns": MAX_TURNS})
    except (ValueError, KeyError, EngineError) as e:
        message = str(e.args[0] if e.args else e)
        assert message and "\n" not in message and "Traceback" not in message, message
        pytest.skip(f"{variant} is not played with {fmt}: {message}")


def _assert_view_hides(game, viewer: int) -> None:
    """``viewer`` sees no card of another player's hand nor of any library (400.2)."""
    text = repr(game.view(viewer))
    hidden = set(game.players[viewer].library)
    for p in game.players:
        if p.index != viewer:
            hidden |= set(p.hand) | set(p.library)
    for oid in hidden:
        assert f"'id': {oid}," not in text, (viewer, oid)


@pytest.mark.parametrize(("variant", "fmt"), PAIRS)
def test_api_contract_in_a_random_game(variant: str, fmt: str | None):
    game = _new_game(variant, fmt, seed=3)
    agents = [RandomAgent(100 + i) for i in range(len(game.players))]
    first = game.pending
    with pytest.raises(IllegalChoiceError):
        game.clone().choose(("not an option",))
    assert first is not None
    n = 0
    while not game.over:
        d = game.pending
        assert isinstance(d.options, tuple) and d.options, d
        assert d.rule, d
        if n % 40 == 0:
            assert_conserved(game)
            _assert_view_hides(game, d.player)
        game.choose(agents[d.player].choose(None, d))
        n += 1
    assert_conserved(game)
    for p in game.players:
        _assert_view_hides(game, p.index)
    assert game.replay().log_digest() == game.log_digest()
