"""Official Commander precon decks the engine plays whole (issue #15): every card of the deck
implemented, so ``play`` takes it without ``--allow-partial``, and a seeded four-player game
of it plays to its end. Needs the reference data (``CASUALMAGIC_REFERENCE=DIR``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import casualmagic
from casualmagic.cards.definitions import card_by_name
from casualmagic.decks.parse import load_deck

REFERENCE = Path(os.environ.get("CASUALMAGIC_REFERENCE", "/nonexistent-reference"))
PRECONS = REFERENCE / "decks" / "commander-precons"
PLAYABLE = ["counterpunch--com-2011.txt"]  # Counterpunch (Commander 2011): Ghave

pytestmark = pytest.mark.skipif(not PRECONS.is_dir(),
                                reason="needs CASUALMAGIC_REFERENCE with decks/commander-precons")


@pytest.mark.parametrize("deck", PLAYABLE)
def test_every_card_of_the_precon_is_implemented(deck: str) -> None:
    cards = load_deck(PRECONS / deck)
    names = {e.name for e in (*cards.commanders, *cards.main)}
    partial = sorted(n for n in names if card_by_name(n).missing)
    assert not partial, partial
    game = casualmagic.new_game("commander", decks=[str(PRECONS / deck)] * 4, players=4,
                                seed=2)  # no allow_partial: every card plays whole
    assert not game.over


@pytest.mark.parametrize("deck", PLAYABLE)
def test_a_seeded_four_player_game_of_the_precon_plays_to_its_end(deck: str) -> None:
    path = str(PRECONS / deck)
    out = subprocess.run([sys.executable, "-m", "casualmagic", "play", "commander", "-n", "4",
                          "--seed", "2", *(a for _ in range(4) for a in ("--deck", path))],
                         capture_output=True, text=True, timeout=600, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "Game over after" in out.stdout and " wins" in out.stdout, out.stdout[-2000:]
