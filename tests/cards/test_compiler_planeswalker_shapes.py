"""Effect shapes first met on loyalty abilities (compiler/planeswalker_shapes.py), compiled
and played on real planeswalkers: "You gain 2 life and draw two cards" (119.3, 121.1), "Put
a +1/+1 counter on each of up to two target creatures" (115.1, 122.1), "Draw cards equal
to the greatest power among creatures you control" (208.1), "Return all creature cards from
your graveyard to the battlefield" (400.3, 110.2a); an end-step emblem (114.4, 603.2)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import compile_paragraph
from casualmagic.core.state import END
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, pass_until, settle

GOLDEN_SHAPES = {
    "You gain 2 life and draw two cards.": [
        {"do": "gain_life", "amount": 2}, {"do": "draw", "amount": 2}],
    "Put a +1/+1 counter on each of up to two target creatures.": [
        {"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
    "Draw cards equal to the greatest power among creatures you control.": [
        {"do": "draw", "amount": "greatest power among creature you control"}],
    "Return all creature cards from your graveyard to the battlefield.": [
        {"do": "return_all_from_graveyards", "who": "you", "filter": "creature card",
         "to": "battlefield"}],
    "Return all enchantment cards from your graveyard to your hand.": [
        {"do": "return_all_from_graveyards", "who": "you", "filter": "enchantment card",
         "to": "hand"}],
}


def test_loyalty_shapes_compile_as_checked_by_hand() -> None:
    for text, effects in GOLDEN_SHAPES.items():
        kind, value = compile_paragraph(f"[−1]: {text}", False)
        assert kind == "abilities" and value[0]["effects"] == effects, text
    kind, value = compile_paragraph(
        "[+1]: Put a +1/+1 counter on each of up to two target creatures.", False)
    assert value[0]["targets"] == [{"filter": "creature", "count": 2, "up_to": True}]


def _walker(s: Scenario, name: str, loyalty: int) -> int:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    return s.add(0, name, counters=(("loyalty", loyalty),))


def test_119_3_121_1_teferi_timebender_gains_two_life_and_draws_two() -> None:
    s = Scenario()
    game = s.game
    teferi = _walker(s, "Teferi, Timebender", 5)
    game.choose(("activate", teferi, 1))
    settle(game)
    s.assert_life(0, 22)
    assert len(game.players[0].hand) == 2


def test_115_1_ajani_puts_a_counter_on_each_of_two_targets() -> None:
    s = Scenario()
    game = s.game
    ajani = _walker(s, "Ajani, Adversary of Tyrants", 4)
    mine = s.add(0, "Grizzly Bears")
    theirs = s.add(1, "Grizzly Bears")
    game.choose(("activate", ajani, 0))
    for target in (mine, theirs):
        game.choose(("target", "object", target))
    settle(game)  # "done" choosing targets, if asked, then resolve
    for oid in (mine, theirs):
        assert game.objects[oid].counter("+1/+1") == 1
        ch = cont.characteristics(game, game.objects[oid])
        assert (ch.power, ch.toughness) == (3, 3)


def test_208_1_garruk_draws_cards_equal_to_the_greatest_power() -> None:
    s = Scenario()
    game = s.game
    garruk = _walker(s, "Garruk, Primal Hunter", 3)
    s.add(0, "Grizzly Bears")
    s.add(0, "Craw Wurm")  # 6/4
    s.add(1, "Colossal Dreadmaw")  # 6/6, not "you control"
    game.choose(("activate", garruk, 1))
    settle(game)
    assert len(game.players[0].hand) == 6


def test_400_3_liliana_returns_all_creature_cards_from_your_graveyard() -> None:
    s = Scenario()
    game = s.game
    liliana = _walker(s, "Liliana, Death Wielder", 10)
    s.add(0, "Grizzly Bears", "graveyard")
    s.add(0, "Craw Wurm", "graveyard")
    s.add(0, "Shock", "graveyard")
    s.add(1, "Colossal Dreadmaw", "graveyard")  # an opponent's graveyard: not "your"
    game.choose(("activate", liliana, 2))
    settle(game)
    s.assert_count(0, "Grizzly Bears", 1)
    s.assert_count(0, "Craw Wurm", 1)
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == [
        "Shock", "Liliana, Death Wielder"]
    s.assert_count(1, "Colossal Dreadmaw", 1, "graveyard")


def test_114_4_ajanis_emblem_makes_cats_at_your_end_step() -> None:
    s = Scenario()
    game = s.game
    ajani = _walker(s, "Ajani, Adversary of Tyrants", 7)
    game.choose(("activate", ajani, 2))
    settle(game)
    pass_until(game, END, 0)
    settle(game)
    assert len(s.named(0, "Cat")) == 3
