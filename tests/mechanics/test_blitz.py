"""Blitz printed on a card (CR 702.152a): an alternative cost from the hand (118.9, 601.2b);
the permanent has haste, draws a card when put into a graveyard and is sacrificed at the
beginning of the next end step, with a real card compiled from its oracle text (Caldaia
Strongarm)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import END
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, pass_until, settle


def test_702_152a_blitz_compiles_to_an_alternative_cost():
    card = compiled("Caldaia Strongarm")
    assert card.status == "implemented", card.missing
    assert card.raw["blitz"] == "{3}{G}"


def test_702_152a_blitzed_creature_has_haste_is_sacrificed_and_draws():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 4)
    arm = s.hand(0, "Caldaia Strongarm")[0]
    assert ("cast", arm, "blitz") in game.pending.options
    assert ("cast", arm) not in game.pending.options  # {4}{G}: five mana
    game.choose(option(game, "cast", arm, "blitz"))
    settle(game)
    new = s.in_zone(0, "Caldaia Strongarm", "battlefield")
    assert cont.has_keyword(game, game.objects[new], "Haste")
    assert game.objects[new].counter("+1/+1") == 2  # its own enters trigger
    hand = len(game.players[0].hand)
    pass_until(game, END, 0)
    settle(game)
    s.assert_count(0, "Caldaia Strongarm", 0)
    assert s.named(0, "Caldaia Strongarm", "graveyard")
    assert len(game.players[0].hand) == hand + 1
    assert any(e.kind == "blitz" and e.rule == "702.152a" for e in game.events)
