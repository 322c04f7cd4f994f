"""X counted from the colours of mana spent to cast the spell (601.2h, 202.2): the colours are
noted as the spell is paid for (engine.casting) — compiled definitions checked by hand against
the oracle text, then played (compiler/mana_spent.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario

GOLDEN_PRECON_MANA_SPENT: dict[str, dict] = {
    # "Converge — You draw X cards and lose X life, where X is the number of colors of mana
    # spent to cast this spell."
    "Painful Truths": {"spell": [
        {"do": "draw", "amount": "colors of mana spent to cast this spell"},
        {"do": "lose_life", "amount": "colors of mana spent to cast this spell"}]},
    # "Converge — ~ deals X damage to each creature, where X is the number of colors of mana
    # spent to cast this spell."
    "Radiant Flames": {"spell": [
        {"do": "damage_each", "amount": "colors of mana spent to cast this spell",
         "filter": "creature"}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_MANA_SPENT))
def test_precon_mana_spent_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_MANA_SPENT[name]
    assert card_by_name(name).source == "compiled"


@pytest.mark.parametrize(("lands", "colors"), [(("Swamp", "Island", "Mountain"), 3),
                                               (("Swamp", "Swamp", "Swamp"), 1),
                                               (("Swamp", "Island", "Wastes"), 2)])
def test_601_2h_painful_truths_counts_the_colors_of_mana_spent(lands: tuple[str, ...],
                                                               colors: int) -> None:
    s = Scenario()
    s.lands(0, *lands)
    s.hand(0, "Painful Truths")
    s.cast(0, "Painful Truths")
    s.resolve()
    assert len(s.game.players[0].hand) == colors
    s.assert_life(0, 20 - colors)
