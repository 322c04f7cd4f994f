"""Graft (CR 702.58a): counters as it enters and the optional move onto another creature that
enters, with a real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle


def test_702_58a_graft_cards_are_implemented():
    card = compiled("Simic Initiate")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Graft 1"]


def test_702_58a_graft_enters_with_counters_and_moves_one_onto_another_creature():
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Simic Initiate", "Grizzly Bears")
    s.cast(0, "Simic Initiate")
    s.resolve()
    initiate = s.in_zone(0, "Simic Initiate", "battlefield")
    assert game.objects[initiate].counter("+1/+1") == 1
    s.cast(0, "Grizzly Bears")
    settle(game, ("yes",))
    bears = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert game.objects[bears].counter("+1/+1") == 1
    assert initiate not in game.objects  # a 0/0 without its counter dies (704.5f)
    assert s.named(0, "Simic Initiate", "graveyard")


def test_702_58a_graft_may_decline():
    s = Scenario()
    game = s.game
    initiate = s.add(0, "Simic Initiate", counters=(("+1/+1", 1),))
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    settle(game, ("no",))
    assert game.objects[initiate].counter("+1/+1") == 1
    assert game.objects[s.in_zone(0, "Grizzly Bears", "battlefield")].counter("+1/+1") == 0


def test_702_58a_graft_without_counters_does_not_trigger():
    s = Scenario()
    game = s.game
    s.add(0, "Simic Initiate")  # no +1/+1 counter: the "if" is false (603.4)
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    s.resolve()
    assert not game.waiting_triggers and not game.stack
