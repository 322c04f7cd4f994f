"""Which mana pays which cost in a payment plan (601.2g-h, 602.2b): a creature tapped for
convoke pays the spell's cost only (702.51a), never a mana ability's own cost."""

from __future__ import annotations

from tests.scenario import Scenario, has_option, refresh, to_main


def test_702_51a_a_coloured_creature_tapped_for_convoke_does_not_pay_a_mana_abilitys_cost() -> None:
    """Ephemeral Shields ({1}{W}, convoke) with Skycloud Expanse ("{1}, {T}: Add {W}{U}") and
    a white creature: the creature tapped for convoke pays the spell's {1} or {W}, not the
    Expanse's {1} (602.2b), so with no other mana the spell can't be cast; with an Island it
    can (the Island pays the Expanse, the Expanse and the creature the spell)."""
    s = Scenario()
    game = s.game
    to_main(game, 0)
    s.add(0, "Skycloud Expanse")
    s.add(0, "Savannah Lions")
    shields = s.hand(0, "Ephemeral Shields")[0]
    assert not has_option(game, "cast", shields)
    s.add(0, "Island")
    refresh(game)
    assert has_option(game, "cast", shields)
