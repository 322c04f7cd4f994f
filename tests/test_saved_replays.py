"""Replays saved before the engine's package layout changed (issue 14) replay identically.

Each fixture is a ``play --save`` file (seed, decks, options and every choice, the log's
SHA-256 at the end). Replaying it must give the same event log, event for event: this is
what "behaviour unchanged" means for a move of modules.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from casualmagic.engine.replay import play_choices
from casualmagic.replay_files import read_replay

FIXTURES = Path(__file__).parent / "fixtures" / "replays"
SAVED = ["v2-duel.json", "v2-commander4.json", "v2-planechase.json", "v2-archenemy.json",
         "v2-vanguard.json"]


@pytest.mark.parametrize("name", SAVED)
def test_saved_replay_gives_the_same_log(name: str):
    saved = read_replay(FIXTURES / name)
    assert saved.complete, name
    game = play_choices(saved.recipe.new_game(), saved.choices)
    assert game.over and game.n_choices == len(saved.choices) == saved.end["choices"]
    assert len(game.events) == saved.end["events"]
    assert game.log_digest() == saved.end["log_sha256"]
    assert game.result is not None and game.result.reason == saved.end["result"]
