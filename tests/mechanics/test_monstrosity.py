"""Monstrosity (CR 701.31a-b): compiled real cards played in games."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle

GOLDEN = {
    "Ill-Tempered Cyclops": {"abilities": [{"cost": "{5}{R}", "text": "{5}{R}: Monstrosity 3.",
                                            "effects": [{"do": "monstrosity", "amount": 3}]}]},
}


def test_701_31a_monstrosity_compiles_as_written():
    card = compiled("Ill-Tempered Cyclops")
    assert card.status == "implemented", card.missing
    assert card.raw["abilities"] == GOLDEN["Ill-Tempered Cyclops"]["abilities"]


def test_701_31a_monstrosity_puts_counters_once_then_the_permanent_is_monstrous():
    s = Scenario()
    game = s.game
    cyclops = s.add(0, "Ill-Tempered Cyclops")
    s.lands(0, *["Mountain"] * 12)
    game.choose(option(game, "activate", cyclops))
    settle(game)
    assert game.objects[cyclops].counter("+1/+1") == 3
    game.choose(option(game, "activate", cyclops))
    settle(game)
    assert game.objects[cyclops].counter("+1/+1") == 3  # already monstrous: nothing (701.31a)
    assert [e.rule for e in game.events if e.kind == "monstrous"] == ["701.31a"]


def test_701_31a_monstrosity_x_reads_the_x_paid():
    s = Scenario()
    game = s.game
    polukranos = s.add(0, "Polukranos, World Eater")
    s.lands(0, *["Forest"] * 5)
    game.choose(option(game, "activate", polukranos))
    settle(game, pick=lambda d: ("x", 2) if d.kind == "x" else None)
    assert game.objects[polukranos].counter("+1/+1") == 2
