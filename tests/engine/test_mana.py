"""Mana symbols and costs (107.4, 202)."""

from __future__ import annotations

import pytest

from casualmagic.cards.mana import ManaCostError, parse_cost


def test_107_4_symbols_parse():
    cost = parse_cost("{2}{W/U}{R/P}{2/G}{C}{S}{X}")
    kinds = [s.kind for s in cost.symbols]
    assert kinds == ["generic", "hybrid", "phyrexian", "mono_hybrid", "colorless", "snow", "variable"]


@pytest.mark.parametrize("text, mv", [
    ("{3}{U}{U}", 5), ("{X}{R}", 1), ("{2/W}{2/W}", 4), ("{W/U}{B/P}", 2), ("", 0), ("{0}", 0),
    ("{C}{C}", 2), ("{HW}", 0.5), ("{X}{X}{G}", 1),
])
def test_202_3_mana_value(text, mv):
    assert parse_cost(text).mana_value == mv


@pytest.mark.parametrize("text, colors", [
    ("{1}{W}", ("W",)), ("{G/U}", ("U", "G")), ("{2/R}", ("R",)), ("{B/P}", ("B",)),
    ("{C}", ()), ("{5}", ()), ("{W}{U}{B}{R}{G}", ("W", "U", "B", "R", "G")),
])
def test_202_2_colors_of_a_cost(text, colors):
    assert parse_cost(text).colors == colors


def test_107_4_unknown_symbol_is_a_clear_error():
    with pytest.raises(ManaCostError, match=r"unknown mana symbol \{Q/Z\}"):
        parse_cost("{Q/Z}")
    with pytest.raises(ManaCostError, match="unexpected text"):
        parse_cost("{1}U")


def test_903_8_commander_tax_adds_generic_mana():
    assert str(parse_cost("{2}{G}").with_generic(4)) == "{6}{G}"
    assert parse_cost("{G}").with_generic(2).mana_value == 3


def test_can_pay_with_hybrid_and_phyrexian():
    from casualmagic.engine.mana_payment import feasible

    W, U = frozenset("W"), frozenset("U")
    assert feasible([(W, 1), (U, 1)], [frozenset("WU"), frozenset("W")], 0)
    assert not feasible([(U, 2)], [frozenset("WU"), frozenset("W")], 0)
    assert feasible([(frozenset("WUBRG"), 3)], [W, U], 1)
    assert not feasible([(W, 2)], [W], 2)


def _brute(supply, demands, generic):
    import itertools

    units = [c for colors, n in supply for c in [colors] * n]
    if len(units) < len(demands) + generic:
        return False
    for perm in itertools.permutations(range(len(units)), len(demands)):
        if all(units[u] & d for u, d in zip(perm, demands, strict=True)):
            return True
    return not demands


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_colors = st.frozensets(st.sampled_from("WUBRGC"), min_size=1, max_size=3)


@settings(max_examples=200, deadline=None)
@given(supply=st.lists(st.tuples(_colors, st.integers(1, 2)), max_size=4),
       demands=st.lists(_colors, max_size=3), generic=st.integers(0, 2))
def test_601_2h_payment_feasibility_matches_brute_force(supply, demands, generic):
    from casualmagic.engine.mana_payment import feasible

    assert feasible(supply, demands, generic) == _brute(supply, demands, generic)


def test_601_2h_plan_found_when_units_suffice_but_colours_need_more_sources():
    """Regression: Sol Ring's {C}{C} covers {1}{W} in units but not in colour."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from tests.engine.helpers import duel, put

    game = duel()
    put(game, 0, "Sol Ring")
    put(game, 0, "Plains")
    plans = mp.payment_plans(game, 0, parse_cost("{1}{W}"))
    assert [p.describe() for p in plans] == ["tap Sol Ring, Plains"]


_SOURCES = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Sol Ring", "Birds of Paradise",
            "Llanowar Elves"]
_COSTS = ["{1}{W}", "{W}{W}", "{2}{U}{U}", "{G}", "{4}{G}{G}", "{1}{R}", "{3}", "{C}{C}",
          "{1}{B}{B}", "{W}{U}{B}{R}{G}", "{2/W}", "{G/U}{G/U}", "{R/P}"]


@settings(max_examples=150, deadline=None)
@given(sources=st.lists(st.sampled_from(_SOURCES), max_size=6), cost=st.sampled_from(_COSTS))
def test_601_2h_castable_exactly_when_a_payment_plan_exists(sources, cost):
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp
    from tests.engine.helpers import duel, put

    game = duel()
    for name in sources:
        put(game, 0, name)
    c = parse_cost(cost)
    assert mp.can_pay(game, 0, c) == bool(mp.payment_plans(game, 0, c))
