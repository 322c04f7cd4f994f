"""Unearth (CR 702.84a) printed on a card: a sorcery-speed ability of the card in its
owner's graveyard (113.6m) that returns it with haste, exiles it at the next end step, and
exiles it if it would leave the battlefield, with a real card compiled from its oracle text
(Dregscape Zombie)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, END
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, has_option, option, pass_until, settle


def _exiled(game, name):
    return [i for i in game.exile if game.objects[i].card.name == name]


def test_702_84a_unearth_compiles_to_a_graveyard_ability():
    card = compiled("Dregscape Zombie")
    assert card.status == "implemented", card.missing
    [ability] = card.raw["abilities"]
    assert ability["zone"] == "graveyard" and ability["sorcery"] is True


def test_702_84a_unearthed_creature_has_haste_and_is_exiled_at_end_step():
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp")
    zombie = s.add(0, "Dregscape Zombie", "graveyard")
    game.choose(option(game, "activate", zombie))
    settle(game)
    new = s.in_zone(0, "Dregscape Zombie", "battlefield")
    assert cont.has_keyword(game, game.objects[new], "Haste")
    pass_until(game, END, 0)
    settle(game)
    s.assert_count(0, "Dregscape Zombie", 0)
    assert _exiled(game, "Dregscape Zombie")
    assert not s.named(0, "Dregscape Zombie", "graveyard")


def test_702_84a_unearthed_creature_that_would_die_is_exiled_instead():
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp")
    zombie = s.add(0, "Dregscape Zombie", "graveyard")
    game.choose(option(game, "activate", zombie))
    settle(game)
    new = s.in_zone(0, "Dregscape Zombie", "battlefield")
    s.lands(1, "Mountain")
    pass_until(game, ATTACKERS - 1, 0)  # give seat 1 priority with a Bolt in hand
    s.hand(1, "Lightning Bolt")
    game.choose(("pass",))
    s.cast(1, "Lightning Bolt", new)
    s.resolve()
    assert _exiled(game, "Dregscape Zombie")
    assert not s.named(0, "Dregscape Zombie", "graveyard")


def test_702_84a_unearth_only_as_a_sorcery():
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp")
    zombie = s.add(0, "Dregscape Zombie", "graveyard")
    assert has_option(game, "activate", zombie)
    pass_until(game, ATTACKERS - 1, 0)
    assert not has_option(game, "activate", zombie)
