"""Brawl (CR 903.12f–h), partner commanders (702.124d) and 903.11."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.engine.setup import counted_mulligans
from casualmagic.variants.commander import damage, tax
from casualmagic.variants.commander import designation as des
from casualmagic.variants.commander.outside import may_bring_from_outside
from tests.variants.commander.helpers import (
    JENARA,
    JERRARD,
    commander_game,
    commander_of,
    deck,
    onto_battlefield,
    to_main,
)
from tests.variants.commander.test_play import _hit

PARTNERS = ["Rograkh, Son of Rohgahh", "Ishai, Ojutai Dragonspeaker"]


def test_903_12f_brawl_life_is_25_two_player_and_30_multiplayer():
    two = commander_game(deck("Jace Beleren", "Island"), deck(JERRARD), variant="brawl")
    assert [p.life for p in two.players] == [25, 25]
    three = commander_game(deck("Jace Beleren", "Island"), deck(JERRARD), deck(JENARA),
                           variant="brawl")
    assert [p.life for p in three.players] == [30, 30, 30]
    assert {e.rule for e in three.events if e.kind == "life_set"} == {"903.12f"}


def test_903_12c_brawl_planeswalker_commander_starts_in_the_command_zone():
    game = commander_game(deck("Jace Beleren", "Island"), deck(JERRARD), variant="brawl")
    assert game.objects[commander_of(game, 0)].card.name == "Jace Beleren"
    assert game.objects[commander_of(game, 0)].zone == "command"


def test_903_12g_brawl_first_mulligan_is_free_even_two_player():
    import casualmagic
    game = casualmagic.new_game("brawl", decks=[deck("Jace Beleren", "Island"), deck(JERRARD)])
    game.choose(("first", 0))
    game.choose(("mulligan",))
    game.choose(("keep",))
    assert game.players[0].mulligans == 1 and counted_mulligans(game, 0) == 0
    assert len(game.players[0].hand) == 7
    duel = casualmagic.new_game("commander", decks=[deck(JERRARD), deck(JENARA)])
    duel.choose(("first", 0))
    duel.choose(("mulligan",))
    duel.choose(("keep",))
    assert duel.players[0].mulligans == 1
    assert counted_mulligans(duel, 0) == 1  # a two-player Commander game: 103.5c only multiplayer


def test_903_12h_brawl_has_no_commander_damage_loss():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), variant="brawl")
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _hit(game, cmd, 1, 11)
    _hit(game, cmd, 1, 11)
    assert damage.commander_damage(game, game.objects[cmd].card_id, 1) == 22
    assert not game.players[1].lost and game.players[1].life == 3


def test_702_124_partners_both_start_in_the_command_zone():
    game = commander_game(PARTNERS + ["Island"] * 40, deck(JERRARD))
    assert sorted(game.objects[i].card.name for i in game.command if
                  game.objects[i].owner == 0) == sorted(PARTNERS)
    assert des.identity_of([card_by_name(n) for n in PARTNERS]) == ("W", "U", "R")


def test_702_124d_partners_have_separate_tax_and_separate_commander_damage():
    game = commander_game(PARTNERS + ["Island"] * 40, deck(JERRARD))
    to_main(game, 0)
    rograkh, ishai = commander_of(game, 0, 0), commander_of(game, 0, 1)
    game.vset(tax.KEY, ((game.objects[rograkh].card_id, 2),))
    assert tax.commander_tax(game, rograkh, "command") == 4
    assert tax.commander_tax(game, ishai, "command") == 0
    game.player_w(1).life = 100
    a = onto_battlefield(game, rograkh)
    b = onto_battlefield(game, ishai)
    _hit(game, a, 1, 20)
    _hit(game, b, 1, 20)
    assert damage.commander_damage(game, game.objects[a].card_id, 1) == 20
    assert not game.players[1].lost  # 20 and 20, not 21 from one commander
    _hit(game, b, 1, 1)
    assert game.players[1].lost and game.players[1].loss_rule == "704.6c"


def test_903_11_cards_from_outside_the_game():
    game = commander_game(deck(JERRARD, "Forest"), deck(JENARA, "Plains"))
    ok, _ = may_bring_from_outside(game, 0, card_by_name("Llanowar Elves"))
    assert ok
    same, why = may_bring_from_outside(game, 0, card_by_name("Forest"))
    assert not same and "starting deck" in why
    off, why = may_bring_from_outside(game, 0, card_by_name("Counterspell"))
    assert not off and "outside" in why
    assert may_bring_from_outside(game, 1, card_by_name("Counterspell"))[0]
