"""Foretell printed on a card (CR 702.143a-b): during its owner's turn, {2} exiles it from the
hand face down (a special action, 116.2h); on a later turn it may be cast from exile for its
printed foretell cost (118.9) — with a real card compiled from its oracle text (Augury
Raven)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import DRAW, MAIN1
from tests.scenario import Scenario, has_option, option, pass_until, settle


def test_702_143a_foretell_compiles_to_its_cost():
    card = compiled("Augury Raven")
    assert card.status == "implemented", card.missing
    assert card.raw["foretell"] == "{1}{U}"
    [alt] = card_by_name("Augury Raven").alt_costs
    assert (alt.name, str(alt.cost), alt.zone) == ("foretell", "{1}{U}", "exile")


def test_702_143a_foretold_then_cast_on_a_later_turn_for_its_foretell_cost():
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island")
    raven = s.hand(0, "Augury Raven")[0]
    assert has_option(game, "foretell", raven)
    game.choose(option(game, "foretell", raven))
    settle(game)
    assert not s.named(0, "Augury Raven", "hand")
    [exiled] = [i for i in game.exile if game.objects[i].card.name == "Augury Raven"]
    assert game.objects[exiled].face_down
    assert not has_option(game, "cast", exiled, "foretell")  # not this turn (702.143a)
    pass_until(game, DRAW, 1)
    assert not has_option(game, "foretell")  # only during its owner's turn
    pass_until(game, MAIN1, 0)
    assert has_option(game, "cast", exiled, "foretell")  # {1}{U} with two Islands
    game.choose(option(game, "cast", exiled, "foretell"))
    settle(game)
    s.assert_count(0, "Augury Raven", 1)


def test_702_143a_foretell_only_during_your_turn():
    s = Scenario()
    game = s.game
    s.lands(1, "Island", "Island")
    raven = s.hand(1, "Augury Raven")[0]
    pass_until(game, DRAW, 0)
    game.choose(("pass",))  # seat 1 gets priority in seat 0's turn
    assert game.pending.player == 1
    assert not has_option(game, "foretell", raven)
