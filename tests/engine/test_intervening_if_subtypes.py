"""Intervening "if" clauses (CR 603.4) that name a subtype: "if you control two or more
Gates", "if you control a Vraska planeswalker", "if you control no Forests" — the subtype is
read as written (a capitalised word), not from the lower-cased clause (the every-card soak
found these raising in games)."""

from __future__ import annotations

from casualmagic.core.state import MAIN2
from casualmagic.engine.triggers import condition_holds
from tests.scenario import Scenario, declare_attackers, pass_until


def test_603_4_counted_subtype_condition() -> None:
    s = Scenario()
    s.add(0, "Azorius Guildgate")
    assert not condition_holds(s.game, "you control two or more Gates", 0, None)
    s.add(0, "Boros Guildgate")
    assert condition_holds(s.game, "you control two or more Gates", 0, None)
    assert not condition_holds(s.game, "you control two or more Gates", 1, None)


def test_603_4_subtype_present_or_absent() -> None:
    s = Scenario()
    assert condition_holds(s.game, "you control no Forests", 0, None)
    assert not condition_holds(s.game, "you control a Vraska planeswalker", 0, None)
    s.add(0, "Forest")
    assert not condition_holds(s.game, "you control no Forests", 0, None)
    assert condition_holds(s.game, "you control a Forest", 0, None)


def test_603_4_vraskas_conquistador_attacks_without_a_vraska() -> None:
    """The trigger's condition is false without a Vraska planeswalker: no life changes."""
    s = Scenario()
    conquistador = s.add(0, "Vraska's Conquistador")
    declare_attackers(s.game, [conquistador])
    pass_until(s.game, MAIN2, 0)
    s.assert_life(1, 18)  # 2 combat damage only
    s.assert_life(0, 20)
