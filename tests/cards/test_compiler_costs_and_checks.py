"""A cost that removes a counter from a creature you control (602.1a, 122.1) and
instructions done only if the target was a card of a type (608.2c, 608.2h) — compiled
definitions checked by hand against the oracle text, then played (cards/definitions.py,
engine/cost_parts.py, compiler/target_was.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import card_by_name
from casualmagic.engine import continuous as cont
from casualmagic.engine.cost_parts import can_pay
from tests.scenario import Scenario, option, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

_SAPROLING = {"do": "create_token", "name": "Saproling", "types": "Creature — Saproling",
              "colors": "G", "power": 1, "toughness": 1}

GOLDEN_PRECON_COSTS_AND_CHECKS: dict[str, dict] = {
    # "Ghave enters with five +1/+1 counters on it. / {1}, Remove a +1/+1 counter from a
    # creature you control: Create a 1/1 green Saproling creature token. / {1}, Sacrifice a
    # creature: Put a +1/+1 counter on target creature."
    "Ghave, Guru of Spores": {
        "statics": [{"op": "enters_with_counters", "kind": "+1/+1", "amount": 5,
                     "text": "~ enters with five +1/+1 counters on it."}],
        "abilities": [
            {"cost": "{1}, Remove a +1/+1 counter from a creature you control",
             "effects": [_SAPROLING],
             "text": "{1}, Remove a +1/+1 counter from a creature you control: Create a 1/1 "
                     "green Saproling creature token."},
            {"cost": "{1}, Sacrifice a creature",
             "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
             "targets": ["creature"],
             "text": "{1}, Sacrifice a creature: Put a +1/+1 counter on target creature."}]},
    # "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1
    # counter on this creature and you gain 1 life."
    "Scavenging Ooze": {
        "abilities": [{"cost": "{G}", "targets": ["card in a graveyard"], "effects": [
            {"do": "exile", "what": 0},
            {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1,
             "if": "target was a creature card"},
            {"do": "gain_life", "amount": 1, "if": "target was a creature card"}],
            "text": "{G}: Exile target card from a graveyard. If it was a creature card, put a "
                    "+1/+1 counter on this creature and you gain 1 life."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_COSTS_AND_CHECKS))
def test_precon_cost_and_check_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_COSTS_AND_CHECKS[name]


def test_602_1a_ghave_removes_a_counter_from_the_creature_its_controller_chooses() -> None:
    s = Scenario()
    ghave = s.add(0, "Ghave, Guru of Spores", counters=(("+1/+1", 5),))
    fertilid = s.add(0, "Fertilid", counters=(("+1/+1", 2),))
    s.lands(0, "Forest")
    game = s.game
    first = next(o for o in game.pending.options if o[0] == "activate" and o[1] == ghave)
    game.choose(first)
    settle(game, ("remove_from", fertilid))
    assert game.objects[fertilid].counter("+1/+1") == 1
    assert game.objects[ghave].counter("+1/+1") == 5
    s.assert_count(0, "Saproling", 1)


def test_118_3_ghave_needs_a_creature_with_a_counter_to_remove() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    game = s.game  # the cost asks for a creature you control with a counter, not the source
    cost = card_by_name("Ghave, Guru of Spores").activated[0].cost
    assert cost.remove_from == "creature you control" and cost.remove_counter == "+1/+1"
    assert not can_pay(game, 0, game.objects[bears], cost)
    game.obj_w(bears).counters = (("+1/+1", 1),)
    assert can_pay(game, 0, game.objects[bears], cost)
    assert not can_pay(game, 1, game.objects[bears], cost)  # only creatures you control


@pytest.mark.parametrize(("card", "grows"), [("Grizzly Bears", True), ("Shock", False)])
def test_608_2c_scavenging_ooze_grows_only_from_creature_cards(card: str, grows: bool) -> None:
    s = Scenario()
    ooze = s.add(0, "Scavenging Ooze")
    s.lands(0, "Forest")
    target = s.add(1, card, "graveyard")
    game = s.game
    game.choose(option(game, "activate", ooze))
    settle(game, ("target", "object", target))
    assert not s.named(1, card, "graveyard")
    assert game.objects[ooze].counter("+1/+1") == (1 if grows else 0)
    s.assert_life(0, 21 if grows else 20)


GOLDEN_PRECON_COST_AMOUNTS: dict[str, dict] = {
    # "Flying, lifelink / Sacrifice a creature: Put X +1/+1 counters on Vish Kal, where X is
    # the sacrificed creature's power. / Remove all +1/+1 counters from Vish Kal: Target
    # creature gets -1/-1 until end of turn for each +1/+1 counter removed this way."
    "Vish Kal, Blood Arbiter": {
        "keywords": ["Flying", "Lifelink"],
        "abilities": [
            {"cost": "Sacrifice a creature",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1",
                          "amount": "power of sacrificed"}],
             "text": "Sacrifice a creature: Put X +1/+1 counters on ~, where X is the sacrificed "
                     "creature's power."},
            {"cost": "Remove all +1/+1 counters from ~", "targets": ["creature"],
             "effects": [{"do": "pump", "what": 0, "power": "-counters removed this way",
                          "toughness": "-counters removed this way"}],
             "text": "Remove all +1/+1 counters from ~: Target creature gets -1/-1 until end of "
                     "turn for each +1/+1 counter removed this way."}]},
}


def test_608_2h_vish_kal_golden_card_compiles_as_checked_by_hand() -> None:
    card = compiled("Vish Kal, Blood Arbiter")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_COST_AMOUNTS["Vish Kal, Blood Arbiter"]


def test_608_2h_the_sacrificed_creature_needs_a_sacrifice_in_the_cost() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("{1}: Put X +1/+1 counters on ~, where X is the sacrificed "
                          "creature's power.", False)
    with pytest.raises(CompileError):
        compile_paragraph("{1}: Target creature gets -1/-1 until end of turn for each +1/+1 "
                          "counter removed this way.", False)


def test_602_2b_vish_kal_grows_by_the_sacrificed_power_then_shrinks_a_creature() -> None:
    s = Scenario()
    vish = s.add(0, "Vish Kal, Blood Arbiter")
    giant = s.add(0, "Hill Giant")  # power 3
    wurm = s.add(1, "Craw Wurm")  # 6/4
    game = s.game
    game.choose(("activate", vish, 0))
    settle(game, ("sacrifice", giant))
    s.assert_count(0, "Hill Giant", 1, "graveyard")
    assert game.objects[vish].counter("+1/+1") == 3
    game.choose(("activate", vish, 1))
    settle(game, ("target", "object", wurm))
    assert game.objects[vish].counter("+1/+1") == 0
    w = game.objects[wurm]
    assert (cont.power(game, w), cont.toughness(game, w)) == (3, 1)  # 6/4 gets -3/-3
