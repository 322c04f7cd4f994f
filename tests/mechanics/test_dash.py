"""Dash (CR 702.109a): an alternative cost offered from the hand (118.9, 601.2b); the
permanent has haste and returns to its owner's hand at the beginning of the next end step,
with a real card compiled from its oracle text (Mardu Scout)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import ATTACKERS, END, MAIN2
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, option, pass_until, settle


def test_702_109a_dash_compiles_to_an_alternative_cost():
    card = compiled("Mardu Scout")
    assert card.status == "implemented", card.missing
    assert card.raw["dash"] == "{1}{R}"
    assert [a.name for a in card_by_name("Mardu Scout").alt_costs] == ["dash"]


def _dash_scout(s):
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    scout = s.hand(0, "Mardu Scout")[0]
    assert ("cast", scout, "dash") in game.pending.options
    game.choose(option(game, "cast", scout, "dash"))
    settle(game)
    return s.in_zone(0, "Mardu Scout", "battlefield")


def test_702_109a_dashed_creature_has_haste_attacks_and_returns_to_hand():
    s = Scenario()
    game = s.game
    scout = _dash_scout(s)
    assert cont.has_keyword(game, game.objects[scout], "Haste")
    assert any(e.kind == "dash" and e.rule == "702.109a" for e in game.events)
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", scout, "player", 1))  # haste: it attacks the turn it came
    done(game)
    pass_until(game, MAIN2, 0)
    s.assert_life(1, 17)
    pass_until(game, END, 0)
    settle(game)
    s.assert_count(0, "Mardu Scout", 0)
    assert s.named(0, "Mardu Scout", "hand")


def test_702_109a_cast_for_its_mana_cost_it_stays_without_haste():
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Mardu Scout")
    s.cast(0, "Mardu Scout")
    s.resolve()
    scout = s.in_zone(0, "Mardu Scout", "battlefield")
    assert not cont.has_keyword(game, game.objects[scout], "Haste")
    pass_until(game, END, 0)
    settle(game)
    s.assert_count(0, "Mardu Scout", 1)
