"""The heuristic agent's as-enters choices (614.12a, engine.entering_choices)."""

from __future__ import annotations

from casualmagic.agents import HeuristicAgent
from tests.scenario import Scenario


def test_614_12a_heuristic_chooses_the_colour_most_of_its_cards_are():
    s = Scenario()
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Coldsteel Heart", "Counterspell", "Cancel")
    s.add(0, "Grizzly Bears")
    game = s.game
    s.cast(0, "Coldsteel Heart")
    game.choose(("pass",))
    game.choose(("pass",))
    d = game.pending
    assert d.rule == "614.12a"
    assert HeuristicAgent().choose(game.view(0), d) == ("color", "U")


def test_119_4_heuristic_pays_a_shock_lands_life_only_with_life_to_spare():
    s = Scenario()
    (grave,) = s.hand(0, "Watery Grave")
    game = s.game
    game.choose(("play", grave))
    d = game.pending
    assert HeuristicAgent().choose(game.view(0), d) == ("pay_life", 2)
    game.player_w(0).life = 6
    assert HeuristicAgent().choose(game.view(0), d) == ("enters_tapped",)


def test_614_12a_heuristic_chooses_the_basic_land_type_of_its_colour():
    s = Scenario()
    s.hand(0, "Multiversal Passage", "Lightning Bolt", "Shock")
    game = s.game
    game.choose(("play", s.in_zone(0, "Multiversal Passage", "hand")))
    assert HeuristicAgent().choose(game.view(0), game.pending) == ("land_type", "Mountain")
