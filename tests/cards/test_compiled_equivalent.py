"""Cards whose hand-written table gave way to the compiled definition (issue 15: the
hand-written definitions shrink): they are played compiled, still have their scenario tests,
and stay in the random pools."""

from __future__ import annotations

import pathlib

import pytest

from casualmagic.cards.definitions import (
    card_by_name,
    compiled_equivalent_names,
    implementation_status,
    load_definitions,
    pool_definitions,
)
from tests.scenario import Scenario

NAMES = compiled_equivalent_names()


def test_the_list_is_long_and_has_no_hand_written_card_left():
    assert len(NAMES) >= 150 and len(set(NAMES)) == len(NAMES)
    assert not set(NAMES) & set(load_definitions())


@pytest.mark.parametrize("name", NAMES)
def test_the_compiled_definition_is_the_one_played(name: str):
    card = card_by_name(name)
    assert card.source == "compiled" and not card.missing
    assert implementation_status(name) == ("implemented", [])


def test_every_card_of_the_list_keeps_a_scenario_test_naming_it():
    text = "".join(p.read_text() for p in pathlib.Path(__file__).parents[1].rglob("test_*.py")
                   if p.name != pathlib.Path(__file__).name)
    assert [n for n in NAMES if f'"{n}"' not in text] == []


def test_random_pools_still_draw_the_compiled_cards():
    pool = pool_definitions()
    assert set(NAMES) <= set(pool)
    assert pool["Lightning Bolt"].source == "compiled"


def test_a_compiled_basic_land_and_spell_play_as_the_hand_written_ones_did():
    """Mountain (305.6: its intrinsic mana ability) pays for Lightning Bolt (3 damage)."""
    s = Scenario()
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.assert_life(1, 17)
    assert s.game.objects[s.game.battlefield[0]].card.source == "compiled"
