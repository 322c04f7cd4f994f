"""Scavenge (702.97a), embalm (702.128a) and eternalize (702.129a) printed on cards: abilities
of the card in its owner's graveyard (113.6m), "[Cost], Exile this card from your graveyard:
..., Activate only as a sorcery", with real cards compiled from their oracle text (Drudge
Beetle, Sacred Cat, Adorned Pouncer)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle


@pytest.mark.parametrize("name", ["Drudge Beetle", "Sacred Cat", "Adorned Pouncer"])
def test_702_97a_702_128a_702_129a_cards_compile(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    ability = card.raw["abilities"][-1]
    assert ability["zone"] == "graveyard" and ability["sorcery"] is True
    assert ability["cost"].endswith("Exile this card from your graveyard")


def test_702_97a_scavenge_puts_counters_equal_to_its_power():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 6)
    bears = s.add(0, "Grizzly Bears")
    beetle = s.add(0, "Drudge Beetle", "graveyard")
    game.choose(option(game, "activate", beetle))
    settle(game, ("target", "object", bears))
    assert game.objects[bears].counter("+1/+1") == 2
    assert not s.named(0, "Drudge Beetle", "graveyard")


def test_702_128a_embalm_makes_a_white_zombie_token_copy():
    s = Scenario()
    game = s.game
    s.lands(0, "Plains")
    cat = s.add(0, "Sacred Cat", "graveyard")
    game.choose(option(game, "activate", cat))
    settle(game)
    [token] = s.named(0, "Sacred Cat")
    o = game.objects[token]
    ch = cont.characteristics(game, o)
    assert o.card.is_token and "Zombie" in ch.subtypes and "Cat" in ch.subtypes
    assert set(ch.colors) == {"W"} and not o.card.mana_cost.symbols
    assert "Lifelink" in ch.keywords
    assert not s.named(0, "Sacred Cat", "graveyard")


def test_702_129a_eternalize_makes_a_black_4_4_zombie_token_copy():
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 5)
    pouncer = s.add(0, "Adorned Pouncer", "graveyard")
    game.choose(option(game, "activate", pouncer))
    settle(game)
    [token] = s.named(0, "Adorned Pouncer")
    o = game.objects[token]
    ch = cont.characteristics(game, o)
    assert o.card.is_token and "Zombie" in ch.subtypes and "Cat" in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4)
    assert set(ch.colors) == {"B"} and not o.card.mana_cost.symbols
    assert "Double strike" in ch.keywords
    assert any(e.kind == "eternalize" and e.rule == "702.129a" for e in game.events)
