"""Madness (CR 702.35a): a discarded card with madness goes to exile, and its trigger lets
its owner cast it for its madness cost (118.9, 702.35b) or put it into their graveyard, with
real cards compiled from their oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from tests.scenario import Scenario


def test_702_35a_madness_compiles_to_an_alternative_cost_from_exile():
    card = compiled("Fiery Temper")
    assert card.status == "implemented", card.missing
    assert card.raw["madness"] == "{R}"
    alt = card_by_name("Fiery Temper").alt_costs
    assert [(a.name, a.zone) for a in alt] == [("madness", "exile")]


def _discard_temper(s, *lands):
    """Seat 0 makes themself discard Fiery Temper and a Forest with Mind Rot."""
    game = s.game
    s.lands(0, "Swamp", "Swamp", "Swamp", *lands)
    s.hand(0, "Mind Rot", "Fiery Temper", "Forest")
    s.cast(0, "Mind Rot", s.player(0))
    for _ in range(10):
        d = game.pending
        if d.kind == "discard":
            game.choose(0)
        elif d.kind == "priority" and game.stack and not any(
                game.objects[i].kind == "ability" for i in game.stack):
            game.choose(("pass",))
        else:
            break
    return game


def test_702_35a_a_discarded_madness_card_is_exiled_and_may_be_cast():
    s = Scenario()
    game = _discard_temper(s, "Mountain")
    assert any(e.kind == "madness" and e.rule == "702.35a" for e in game.events)
    assert not s.named(0, "Fiery Temper", "graveyard")
    assert any(game.objects[i].card.name == "Fiery Temper" for i in game.exile)
    for _ in range(30):
        d = game.pending
        if d.kind == "may" and d.rule == "702.35a":
            game.choose(("yes",))
        elif d.kind == "target":
            game.choose(("target", "player", 1))
        elif d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    s.assert_life(1, 17)
    assert s.named(0, "Fiery Temper", "graveyard")
    assert s.named(0, "Forest", "graveyard")
    assert all(game.objects[i].tapped for i in s.named(0, "Mountain"))


def test_702_35a_madness_declined_puts_the_card_into_the_graveyard():
    s = Scenario()
    game = _discard_temper(s, "Mountain")
    for _ in range(30):
        d = game.pending
        if d.kind == "may" and d.rule == "702.35a":
            game.choose(("no",))
        elif d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    s.assert_life(1, 20)
    assert s.named(0, "Fiery Temper", "graveyard")


def test_702_35a_without_the_mana_it_goes_to_the_graveyard():
    s = Scenario()
    game = _discard_temper(s)  # no red mana left: it can't be cast (118.3)
    for _ in range(30):
        d = game.pending
        assert not (d.kind == "may" and d.rule == "702.35a")
        if d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    assert s.named(0, "Fiery Temper", "graveyard")
    assert any(e.kind == "madness_declined" for e in game.events)
