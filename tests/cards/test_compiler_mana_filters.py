"""Mana abilities that cost mana and don't tap (605.1a: "{2}: Add one mana of any color"):
neither offered at priority nor used by the payment planner yet, so the compiler leaves them
missing with the reason instead of calling such a card implemented. Mana abilities whose
cost taps (Signets) or only sacrifices (Blood Pet) are implemented and usable."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import compile_paragraph
from tests.scenario import Scenario


@pytest.mark.parametrize("text", ["{2}: Add one mana of any color.", "{R}: Add {B}.",
                                  "{1}, Sacrifice this creature: Add {U}{B}{R}."])
def test_605_1a_a_mana_ability_that_costs_mana_without_tapping_stays_missing(text: str):
    from casualmagic.cards.compiler.build import CompileError

    with pytest.raises(CompileError, match="neither offered at priority"):
        compile_paragraph(text, False)


@pytest.mark.parametrize("text", ["{1}, {T}: Add {W}{U}.", "Sacrifice this creature: Add {B}.",
                                  "{T}: Add {G}."])
def test_605_1a_tapping_or_sacrificing_mana_abilities_still_compile(text: str):
    kind, value = compile_paragraph(text, False)
    assert kind == "abilities" and "add" in value[0]


def test_605_3a_a_sacrifice_mana_ability_is_offered_at_priority():
    import casualmagic.effects  # noqa: F401  (the effect ops)

    s = Scenario()
    s.add(0, "Blood Pet", "battlefield")
    s.hand(0, "Disfigure")
    kinds = {o[0] for o in s.game.pending.options}
    assert {"cast", "mana"} <= kinds
