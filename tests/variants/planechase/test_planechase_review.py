"""Regression tests for a rules review of Planechase (issue 20): "until your next turn"
durations (611.2a), "you" of a plane in Two-Headed Giant (901.12c), phenomena in Grand
Melee (704.6f, 901.14), simultaneous losses (901.6), planeswalks caused by a player
leaving (901.10, 901.11a), and plane abilities that choose players or targets."""

from __future__ import annotations

from casualmagic.engine import dice
from casualmagic.engine.effects.planar import planeswalk_rolls_are_chaos
from casualmagic.engine.state import MAIN1
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until, refresh, to_main
from tests.variants.planechase.helpers import pc_game, settle, walk_to


def _encounter(game, name: str) -> None:
    walk_to(game, name)
    refresh(game)
    settle(game)


def test_611_2a_probability_flux_ends_for_good_as_its_controllers_next_turn_begins():
    game = pc_game(("Krosa", "Probability Flux", "Fields of Summer", "Gavony"))
    to_main(game, 0)
    _encounter(game, "Probability Flux")
    assert dice.rolls_one_more(game)
    pass_until(game, MAIN1, 1)
    assert dice.rolls_one_more(game)  # the opponent's turn: still "until your next turn"
    pass_until(game, MAIN1, 0)
    assert not dice.rolls_one_more(game)  # its controller's next turn began: over
    pass_until(game, MAIN1, 1)
    assert not dice.rolls_one_more(game)  # and it does not switch back on later


def test_611_2a_fixed_point_in_time_ends_for_good_as_its_controllers_next_turn_begins():
    game = pc_game(("Fixed Point in Time", "Megaflora Jungle", "Krosa", "Gavony"))
    to_main(game, 0)
    _encounter(game, "Fixed Point in Time")
    assert planeswalk_rolls_are_chaos(game)
    pass_until(game, MAIN1, 1)
    assert planeswalk_rolls_are_chaos(game)
    pass_until(game, MAIN1, 0)
    assert not planeswalk_rolls_are_chaos(game)
    for _ in range(2):
        pass_until(game, MAIN1, 1)
        assert not planeswalk_rolls_are_chaos(game)
        pass_until(game, MAIN1, 0)
        assert not planeswalk_rolls_are_chaos(game)
    assert rules.planar_controller(game) == 0
