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
