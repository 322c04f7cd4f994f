"""The legendary creatures of commanders.toml, each doing what its oracle text says."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.engine import continuous as cont
from tests.cards.test_card_behaviour import board, cast
from tests.engine.helpers import option


def test_jerrard_of_the_closed_fist_is_a_vanilla_6_5_legend():
    card = card_by_name("Jerrard of the Closed Fist")
    assert (card.power, card.toughness, card.text) == (6, 5, "")
    assert "Legendary" in card.supertypes


def test_jenara_asura_of_war_flies_and_grows_for_1w():
    game, (jenara,), _ = board(["Plains", "Plains"], ["Jenara, Asura of War"])
    assert cont.has_keyword(game, game.objects[jenara], "Flying")
    game.choose(option(game, "activate", jenara))
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.objects[jenara].counter("+1/+1") == 1
    assert cont.power(game, game.objects[jenara]) == 4


def test_rograkh_son_of_rohgahh_has_its_keywords_and_is_red_by_its_indicator():
    game, (rograkh,), _ = board([], ["Rograkh, Son of Rohgahh"])
    o = game.objects[rograkh]
    for kw in ("First strike", "Menace", "Trample"):
        assert cont.has_keyword(game, o, kw)
    assert o.card.colors == ("R",) and o.card.mana_value == 0


def test_ishai_ojutai_dragonspeaker_grows_when_an_opponent_casts_a_spell_not_you():
    game, _, (ishai,) = board(["Mountain", "Mountain"], [], ["Ishai, Ojutai Dragonspeaker"])
    cast(game, "Shock", ("target", "player", 1))
    assert game.objects[ishai].counter("+1/+1") == 1
    game2, (mine,), _ = board(["Mountain"], ["Ishai, Ojutai Dragonspeaker"])
    cast(game2, "Shock", ("target", "player", 1))
    assert game2.objects[mine].counter("+1/+1") == 0
