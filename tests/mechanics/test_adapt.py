"""Adapt (CR 701.43a, a keyword action): real cards compiled from their oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle

GOLDEN = {"Skitter Eel": {"abilities": [
    {"cost": "{2}{U}", "text": "{2}{U}: Adapt 2.", "effects": [{"do": "adapt", "amount": 2}]}]}}


def test_701_43a_adapt_compiles_as_written():
    card = compiled("Skitter Eel")
    assert card.status == "implemented", card.missing
    assert card.raw["abilities"] == GOLDEN["Skitter Eel"]["abilities"]


def test_701_43a_adapt_puts_counters_only_if_there_are_none():
    s = Scenario()
    game = s.game
    eel = s.add(0, "Skitter Eel")
    s.lands(0, *["Island"] * 6)
    game.choose(option(game, "activate", eel))
    settle(game)
    assert game.objects[eel].counter("+1/+1") == 2
    game.choose(option(game, "activate", eel))
    settle(game)
    assert game.objects[eel].counter("+1/+1") == 2  # it had counters: nothing (701.43a)
    assert any(e.kind == "adapt" and e.rule == "701.43a" for e in game.events)
