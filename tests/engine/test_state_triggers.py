"""State triggers of permanents (603.8): "When you control no Islands, sacrifice this
creature." — triggered by a game state, checked whenever state-based actions are, not
queued again while it waits or is on the stack, and not an intervening "if" (603.4) checked
again on resolution (engine/state_triggers.py, compiler/state_triggers.py)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, put, refresh

GOLDEN: dict[str, dict] = {
    # "This creature can't attack unless defending player controls an Island. / When you
    # control no Islands, sacrifice this creature."
    "Sea Serpent": {
        "keywords": ["Can't attack unless defending player controls an Island"],
        "triggers": [{"when": "state", "if": "you control no Islands",
                      "effects": [{"do": "sacrifice", "what": "self"}],
                      "text": "When you control no Islands, sacrifice this creature."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_603_8_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _serpent_and_island() -> tuple[Scenario, int, int]:
    s = Scenario()
    island = s.add(0, "Island")
    serpent = s.add(0, "Sea Serpent")
    s.lands(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Stone Rain")
    return s, serpent, island


def test_603_8_no_trigger_while_the_state_does_not_match() -> None:
    s, serpent, _ = _serpent_and_island()
    assert not s.game.waiting_triggers and not s.game.stack
    assert serpent in s.game.battlefield


def test_603_8_losing_the_last_island_sacrifices_the_creature() -> None:
    s, serpent, island = _serpent_and_island()
    game = s.game
    s.cast(0, "Stone Rain", island)
    s.resolve()
    assert island not in game.battlefield
    assert serpent not in game.battlefield
    assert s.named(0, "Sea Serpent", "graveyard")


def test_603_8_queued_once_and_not_checked_again_on_resolution() -> None:
    s, serpent, island = _serpent_and_island()
    game = s.game
    game.cease_to_exist(island)  # a fixture: the Island is gone
    game.sba_dirty = True
    refresh(game)
    # the trigger is on the stack once, however often the state is checked again (603.8)
    mine = [i for i in game.stack if game.objects[i].source == serpent]
    assert len(mine) == 1
    game.sba_dirty = True
    refresh(game)
    assert len([i for i in game.stack if game.objects[i].source == serpent]) == 1
    put(game, 0, "Island")  # the state no longer matches: it still resolves (not 603.4)
    s.resolve()
    assert serpent not in game.battlefield
