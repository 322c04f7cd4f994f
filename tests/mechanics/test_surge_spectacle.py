"""Surge (CR 702.117a) and spectacle (CR 702.137a): alternative costs offered only while their
condition holds — a spell cast this turn by you or a teammate, an opponent's life loss this
turn — with real cards compiled from their oracle text (Goblin Freerunner, Skewer the
Critics)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, has_option, option, settle


@pytest.mark.parametrize("name,field,cost", [("Goblin Freerunner", "surge", "{1}{R}"),
                                             ("Skewer the Critics", "spectacle", "{R}")])
def test_702_117a_702_137a_cards_compile(name, field, cost):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw[field] == cost


def test_702_117a_surge_only_after_another_spell_this_turn():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain", "Mountain")
    runner = s.hand(0, "Goblin Freerunner")[0]
    assert not has_option(game, "cast", runner, "surge")
    s.hand(0, "Shock")
    s.cast(0, "Shock", s.player(1))
    s.resolve()
    assert has_option(game, "cast", runner, "surge")
    game.choose(option(game, "cast", runner, "surge"))
    settle(game)
    s.assert_count(0, "Goblin Freerunner", 1)


def test_702_137a_spectacle_only_after_an_opponent_lost_life():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    skewer = s.hand(0, "Skewer the Critics")[0]
    assert not has_option(game, "cast", skewer, "spectacle")
    s.hand(0, "Shock")
    s.cast(0, "Shock", s.player(1))
    s.resolve()
    assert has_option(game, "cast", skewer, "spectacle")
    game.choose(option(game, "cast", skewer, "spectacle"))
    settle(game, ("target", "player", 1))
    s.assert_life(1, 15)  # Shock 2, Skewer 3
