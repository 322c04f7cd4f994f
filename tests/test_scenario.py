"""The one test-game module (tests/scenario.py): a card's test in a few lines."""

from __future__ import annotations

import pytest

from tests.scenario import Scenario


def test_608_2_lightning_bolt_to_a_player_in_four_lines():
    s = Scenario()
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.assert_life(1, 17)
    s.assert_count(0, "Lightning Bolt", 1, "graveyard")  # 608.2n: then to the graveyard


def test_704_5g_lightning_bolt_kills_grizzly_bears():
    s = Scenario()
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    bears = s.add(1, "Grizzly Bears")
    s.cast(0, "Lightning Bolt", bears)
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 0)
    s.assert_count(1, "Grizzly Bears", 1, "graveyard")


def test_601_2b_blaze_with_x_announced():
    s = Scenario()
    s.lands(0, *["Mountain"] * 4)
    s.hand(0, "Blaze")
    s.cast(0, "Blaze", s.player(1), x=3)
    s.resolve()
    s.assert_life(1, 17)


def test_scenario_refuses_a_card_not_in_hand_and_a_seat_without_priority():
    s = Scenario()
    s.lands(0, "Mountain")
    with pytest.raises(AssertionError, match="no Lightning Bolt in seat 0's hand"):
        s.cast(0, "Lightning Bolt", s.player(1))
    s.hand(1, "Lightning Bolt")
    with pytest.raises(AssertionError, match="seat 1 does not have priority"):
        s.cast(1, "Lightning Bolt", s.player(0))
