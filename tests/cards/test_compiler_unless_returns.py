"""A land that stays only if its controller returns an untapped land of a type (118.12,
400.3, 701.17a) — compiled definition checked by hand against the oracle text, then played
(compiler/unless_returns.py, effects/lands.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_UNLESS_RETURNS = {
    # "This land enters tapped. / When this land enters, sacrifice it unless you return an
    # untapped Mountain you control to its owner's hand. / {T}: Add {C}{R}."
    "Dormant Volcano": {
        "statics": [{"op": "enters_tapped", "text": "This land enters tapped."}],
        "triggers": [{"when": "enters",
                      "effects": [{"do": "sacrifice_unless_return",
                                   "filter": "Mountain you control"}],
                      "text": "When this land enters, sacrifice it unless you return an "
                              "untapped Mountain you control to its owner's hand."}],
        "abilities": [{"cost": "{T}", "add": "{C}{R}", "text": "{T}: Add {C}{R}."}]},
}


def test_118_12_golden_dormant_volcano() -> None:
    card = compiled("Dormant Volcano")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_UNLESS_RETURNS["Dormant Volcano"]


@pytest.mark.parametrize("mountain", ["untapped", "tapped", "none"])
def test_118_12_dormant_volcano_returns_an_untapped_mountain_or_is_sacrificed(
        mountain: str) -> None:
    s = Scenario()
    game = s.game
    if mountain != "none":
        m = s.add(0, "Mountain")
        game.obj_w(m).tapped = mountain == "tapped"
    volcano = s.hand(0, "Dormant Volcano")[0]
    game.choose(("play", volcano))
    settle(game, ("return",))
    kept = bool(s.named(0, "Dormant Volcano"))
    assert kept == (mountain == "untapped")
    assert bool(s.named(0, "Mountain", "hand")) == (mountain == "untapped")
    if not kept:
        assert s.named(0, "Dormant Volcano", "graveyard")
