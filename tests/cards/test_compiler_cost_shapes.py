"""A spell that costs less if it targets a certain object (601.2f after 601.2c), compiled by
``compiler/cost_shapes.py`` and read by ``engine.cost_changes.targets_fit``."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.engine.helpers import has_option, option
from tests.scenario import Scenario

GOLDEN = {
    # checked by hand against the oracle text
    "Ajani's Response": [{"op": "costs_less_if", "amount": 3, "targets": "tapped creature",
                          "text": "This spell costs {3} less to cast if it targets a tapped "
                                  "creature."}],
}


def test_601_2f_golden_costs_less_if_it_targets() -> None:
    card = compiled("Ajani's Response")
    assert card.status == "implemented", card.missing
    got = [s for s in card.raw["statics"] if s["op"] == "costs_less_if"]
    assert got == GOLDEN["Ajani's Response"]


def _board(tapped: bool) -> tuple[Scenario, int]:
    s = Scenario()
    s.lands(0, "Plains", "Plains")
    bears = s.add(1, "Grizzly Bears")
    if tapped:
        s.game.obj_w(bears).tapped = True
    s.hand(0, "Ajani's Response")
    return s, bears


def test_601_2f_costs_less_when_it_targets_a_tapped_creature() -> None:
    """Ajani's Response ({4}{W}) for {1}{W} at a tapped creature: destroyed."""
    s, _ = _board(tapped=True)
    s.cast(0, "Ajani's Response")  # the one legal target is chosen without asking
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 0)
    assert all(o.tapped for o in s.game.permanents(0) if o.card.name == "Plains")


def test_601_2f_no_reduction_without_a_tapped_creature_to_target() -> None:
    """With only an untapped creature to target, two lands can't pay {4}{W}: no option."""
    s, _ = _board(tapped=False)
    card = s.in_zone(0, "Ajani's Response", "hand")
    assert not has_option(s.game, "cast", card)


def test_601_2f_cost_follows_the_target_chosen() -> None:
    """A tapped and an untapped creature: targeting the untapped one costs the full {4}{W},
    which two lands can't pay, so the spell is not cast (its casting is reversed, 601.2)."""
    s, _ = _board(tapped=True)
    other = s.add(1, "Grizzly Bears")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Ajani's Response", "hand")))
    game.choose(("target", "object", other))
    assert game.pending.kind == "priority" and not game.stack
    s.assert_count(1, "Grizzly Bears", 2)
    assert s.in_zone(0, "Ajani's Response", "hand")
