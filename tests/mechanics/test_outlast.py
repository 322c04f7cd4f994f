"""Outlast (CR 702.107a): a compiled real card played in a game."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, has_option, option, pass_until, settle

GOLDEN = {"Abzan Falconer": {"abilities": [{
    "cost": "{W}, {T}", "sorcery": True, "text": "Outlast {W}", "effects": [
        {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}]}]}}


def test_702_107a_outlast_compiles_as_written():
    card = compiled("Abzan Falconer")
    assert card.status == "implemented", card.missing
    assert card.raw["abilities"] == GOLDEN["Abzan Falconer"]["abilities"]


def test_702_107a_outlast_taps_for_a_counter_only_as_a_sorcery():
    s = Scenario()
    game = s.game
    falconer = s.add(0, "Abzan Falconer")
    s.lands(0, "Plains")
    game.choose(option(game, "activate", falconer))
    settle(game)
    o = game.objects[falconer]
    assert o.tapped and o.counter("+1/+1") == 1
    assert "Flying" in cont.characteristics(game, o).keywords  # its other ability sees it
    pass_until(game, 1, 1)  # the opponent's upkeep: not at sorcery speed
    assert not has_option(game, "activate", falconer)
