"""Retrace (CR 702.81a): cast from the graveyard by discarding a land card as an additional
cost, with a real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from tests.scenario import Scenario, settle


def test_702_81a_retrace_cards_are_implemented():
    card = compiled("Flame Jab")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Retrace"]
    assert [(a.name, a.zone) for a in card_by_name("Flame Jab").alt_costs] == [
        ("retrace", "graveyard")]


def test_702_81a_retrace_needs_a_land_card_in_hand():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    jab = s.add(0, "Flame Jab", "graveyard")
    assert ("cast", jab, "retrace") not in game.pending.options  # nothing to discard (118.3)
    s.hand(0, "Grizzly Bears")
    assert ("cast", jab, "retrace") not in game.pending.options  # not a land card
    s.hand(0, "Forest")
    assert ("cast", jab, "retrace") in game.pending.options


def test_702_81a_retrace_discards_a_land_and_casts_from_the_graveyard():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    jab = s.add(0, "Flame Jab", "graveyard")
    s.hand(0, "Forest", "Grizzly Bears")
    game.choose(("cast", jab, "retrace"))
    asked = []

    def pick(d):
        if d.kind == "target":
            return ("target", "player", 1)
        if d.rule == "702.81a":
            asked.append(d.options)
        return None

    settle(game, pick=pick)
    s.assert_life(1, 19)
    assert s.named(0, "Forest", "graveyard")
    assert s.named(0, "Grizzly Bears", "hand")
    assert s.named(0, "Flame Jab", "graveyard")  # back to the graveyard: it may be cast again
