"""Delirium (207.2c): "as long as there are four or more card types among cards in your
graveyard" as a static ability's condition (611.3a; card types, 205.2a) — compiled definitions
checked by hand against the oracle text, then played (compiler/statics.py,
engine/static_conditions.py)."""

from __future__ import annotations

import pytest

from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario

DELIRIUM = "there are four or more card types among cards in your graveyard"
GOLDEN: dict[str, dict] = {
    # "Deathtouch / Delirium — This creature gets +2/+2 as long as there are four or more card
    # types among cards in your graveyard."
    "Gnarlwood Dryad": {"keywords": ["Deathtouch"], "statics": [{
        "op": "pump_all", "filter": "self", "power": 2, "toughness": 2, "if": DELIRIUM,
        "text": f"This creature gets +2/+2 as long as {DELIRIUM}."}]},
    # "Haste / Delirium — This creature gets +1/+1 and has trample as long as there are four or
    # more card types among cards in your graveyard."
    "Wildfire Wickerfolk": {"keywords": ["Haste"], "statics": [
        {"op": "pump_all", "filter": "self", "power": 1, "toughness": 1, "if": DELIRIUM},
        {"op": "grant_keywords", "filter": "self", "keywords": ["Trample"], "if": DELIRIUM,
         "text": f"This creature gets +1/+1 and has trample as long as {DELIRIUM}."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_207_2c_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_207_2c_delirium_counts_card_types_not_cards() -> None:
    s = Scenario()
    game = s.game
    dryad = s.add(0, "Gnarlwood Dryad")
    for name in ("Forest", "Forest", "Grizzly Bears", "Lightning Bolt"):  # three types
        s.add(0, name, "graveyard")
    game.chars_cache = None
    assert cont.power(game, game.objects[dryad]) == 1
    s.add(0, "Dryad Arbor", "graveyard")  # a land creature: no new type
    game.chars_cache = None
    assert cont.power(game, game.objects[dryad]) == 1
    s.add(0, "Divination", "graveyard")  # a sorcery: four types
    game.chars_cache = None
    assert cont.power(game, game.objects[dryad]) == 3
    assert cont.toughness(game, game.objects[dryad]) == 3
