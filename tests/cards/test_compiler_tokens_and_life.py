"""Tokens created tapped with counts past ten (111.1, 110.5b) and life gain a player may
decline (608.2d) — compiled definitions checked by hand against the oracle text, then played
(compiler/tapped_tokens.py, compiler/optional_life.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN_PRECON_TOKENS_AND_LIFE: dict[str, dict] = {
    # "Create thirteen tapped 2/2 black Zombie creature tokens. / Flashback {7}{B}{B}{B}"
    "Army of the Damned": {
        "flashback": "{7}{B}{B}{B}",
        "spell": [{"do": "create_token", "name": "Zombie", "types": "Creature — Zombie",
                   "colors": "B", "power": 2, "toughness": 2, "amount": 13, "tapped": True}]},
    # "Flying / Whenever a creature an opponent controls dies, you may gain 3 life. /
    # Whenever an opponent discards a card, you may gain 3 life."
    "Sangromancer": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "dies", "effects": [{"do": "may", "prompt": "Gain 3 life?"},
                                         {"do": "gain_life", "amount": 3}],
             "subject": "creature an opponent controls", "whose": "each",
             "text": "Whenever a creature an opponent controls dies, you may gain 3 life."},
            {"when": "discard", "effects": [{"do": "may", "prompt": "Gain 3 life?"},
                                            {"do": "gain_life", "amount": 3}],
             "whose": "opponent",
             "text": "Whenever an opponent discards a card, you may gain 3 life."}]},
    # "Flying / Whenever a land an opponent controls enters, you may gain 3 life."
    "Shattered Angel": {
        "keywords": ["Flying"],
        "triggers": [{"when": "enters", "effects": [{"do": "may", "prompt": "Gain 3 life?"},
                                                    {"do": "gain_life", "amount": 3}],
                      "subject": "land an opponent controls", "whose": "each",
                      "text": "Whenever a land an opponent controls enters, you may gain 3 "
                              "life."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_TOKENS_AND_LIFE))
def test_precon_token_and_life_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_TOKENS_AND_LIFE[name]
    assert card_by_name(name).source == "compiled"


def test_110_5b_army_of_the_damned_creates_thirteen_tapped_zombies() -> None:
    s = Scenario()
    s.lands(0, *["Swamp"] * 8)
    s.hand(0, "Army of the Damned")
    s.cast(0, "Army of the Damned")
    s.resolve()
    zombies = [o for o in s.game.permanents(0) if o.card.name == "Zombie"]
    assert len(zombies) == 13 and all(o.tapped for o in zombies)


@pytest.mark.parametrize(("answer", "life"), [("yes", 23), ("no", 20)])
def test_608_2d_sangromancer_you_may_gain_life(answer: str, life: int) -> None:
    s = Scenario()
    s.add(0, "Sangromancer")
    s.lands(0, "Mountain")
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Shock")
    s.cast(0, "Shock", bears)
    settle(s.game, (answer,), ("pass",))
    s.assert_count(1, "Grizzly Bears", 0)
    s.assert_life(0, life)
