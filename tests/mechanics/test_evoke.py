"""Evoke (CR 702.74a): an alternative cost offered from the hand (118.9, 601.2b) and the
sacrifice trigger when the permanent enters, with a real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from tests.scenario import Scenario, option, settle


def test_702_74a_evoke_compiles_to_an_alternative_cost():
    card = compiled("Mulldrifter")
    assert card.status == "implemented", card.missing
    assert card.raw["evoke"] == "{2}{U}"
    assert [a.name for a in card_by_name("Mulldrifter").alt_costs] == ["evoke"]


def test_702_74a_evoke_is_a_cast_option_for_its_cost():
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    drifter = s.hand(0, "Mulldrifter")[0]
    assert ("cast", drifter, "evoke") in game.pending.options
    assert ("cast", drifter) not in game.pending.options  # {4}{U}: five mana


def test_702_74a_evoked_mulldrifter_draws_then_is_sacrificed():
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    drifter = s.hand(0, "Mulldrifter")[0]
    hand = len(game.players[0].hand)
    game.choose(option(game, "cast", drifter, "evoke"))
    settle(game)
    s.assert_count(0, "Mulldrifter", 0)
    assert s.named(0, "Mulldrifter", "graveyard")
    assert len(game.players[0].hand) == hand - 1 + 2
    assert any(e.kind == "evoked" and e.rule == "702.74a" for e in game.events)
    assert all(game.objects[i].tapped for i in s.named(0, "Island"))


def test_702_74a_cast_for_its_mana_cost_it_stays():
    s = Scenario()
    s.lands(0, *["Island"] * 5)
    s.hand(0, "Mulldrifter")
    s.cast(0, "Mulldrifter")
    settle(s.game)
    s.assert_count(0, "Mulldrifter", 1)
