"""The oracle-text compiler, damage shapes (CR 120.3): damage a source deals to its own
controller ("this creature deals 1 damage to you"), to two targets at once ("2 damage to
target creature and 2 damage to target player or planeswalker"), and a target creature
dealing damage to itself equal to its power (208.3).  GOLDEN holds real cards whose compiled
definitions were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.core.state import BEGIN_COMBAT, MAIN1, MAIN2, UPKEEP
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_attackers, done, option, pass_until, settle

GOLDEN: dict[str, dict] = {
    # "At the beginning of your upkeep, this creature deals 1 damage to you."
    "Juzám Djinn": {
        "triggers": [{"when": "upkeep",
                      "effects": [{"do": "damage", "amount": 1, "to": "you"}],
                      "text": "At the beginning of your upkeep, this creature deals 1 damage "
                              "to you."}],
    },
    # "{T}: This creature deals 1 damage to any target and 1 damage to you."
    "Fireslinger": {
        "abilities": [{"cost": "{T}",
                       "effects": [{"do": "damage", "amount": 1, "to": 0},
                                   {"do": "damage", "amount": 1, "to": "you"}],
                       "targets": ["any"],
                       "text": "{T}: This creature deals 1 damage to any target and 1 damage "
                               "to you."}],
    },
    # "Cunning Strike deals 2 damage to target creature and 2 damage to target player or
    # planeswalker.\nDraw a card."
    "Cunning Strike": {
        "spell": [{"do": "damage", "amount": 2, "to": 0},
                  {"do": "damage", "amount": 2, "to": 1},
                  {"do": "draw", "amount": 1}],
        "targets": ["creature", "player or planeswalker"],
    },
    # "Whenever this creature deals damage, you gain that much life."
    "Horned Cheetah": {
        "triggers": [{"when": "deals_damage",
                      "effects": [{"do": "gain_life", "amount": "that much"}],
                      "text": "Whenever this creature deals damage, you gain that much life."}],
    },
    # "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life."
    "Spirit Link": {
        "enchant": "creature",
        "triggers": [{"when": "deals_damage",
                      "effects": [{"do": "gain_life", "amount": "that much"}],
                      "subject": "enchanted creature", "whose": "each",
                      "text": "Whenever enchanted creature deals damage, you gain that much "
                              "life."}],
    },
    # "Target creature you control gets +1/+2 until end of turn. It fights target creature you
    # don't control."
    "Epic Confrontation": {
        "spell": [{"do": "pump", "what": 0, "power": 1, "toughness": 2},
                  {"do": "fight", "what": 0, "other": 1}],
        "targets": ["creature you control", "creature you don't control"],
    },
    # "Target creature you control deals damage equal to its power to target creature you don't
    # control."
    "Rabid Bite": {
        "spell": [{"do": "damage", "by": 0, "to": 1, "amount": "power of target"}],
        "targets": ["creature you control", "creature you don't control"],
    },
    # "Whenever you gain life, target opponent loses that much life."
    "Sanguine Bond": {
        "triggers": [{"when": "gain_life",
                      "effects": [{"do": "lose_life", "who": 0, "amount": "that much"}],
                      "targets": ["opponent"],
                      "text": "Whenever you gain life, target opponent loses that much life."}],
    },
    # "Target creature deals damage to itself equal to its power."
    "Inner Struggle": {
        "spell": [{"do": "damage", "by": 0, "to": 0, "amount": "power of target"}],
        "targets": ["creature"],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_120_3_juzam_djinn_deals_damage_to_its_controller_each_upkeep() -> None:
    s = Scenario()
    djinn = s.add(0, "Juzám Djinn")
    game = s.game
    pass_until(game, MAIN1, 1)
    pass_until(game, UPKEEP, 0)
    settle(game)
    s.assert_life(0, 19)
    s.assert_life(1, 20)
    dmg = [e for e in game.events if e.kind == "damage"][-1]
    assert dmg.data["source"] == game.objects[djinn].card.name  # the Djinn is the source


def test_120_3_fireslinger_deals_damage_to_a_target_and_to_you() -> None:
    s = Scenario()
    slinger = s.add(0, "Fireslinger")
    game = s.game
    game.choose(option(game, "activate", slinger))
    while game.pending.kind != "priority":
        game.choose(("target", "player", 1) if ("target", "player", 1) in game.pending.options
                    else 0)
    s.resolve()
    s.assert_life(1, 19)
    s.assert_life(0, 19)


def test_115_1_cunning_strike_damages_two_targets() -> None:
    s = Scenario()
    bears = s.add(1, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Island", "Island", "Mountain", "Mountain", "Mountain")
    s.add(0, "Island", "library")
    s.hand(0, "Cunning Strike")
    s.cast(0, "Cunning Strike", bears, s.player(1))
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 0, "battlefield")
    s.assert_count(1, "Hill Giant", 1, "battlefield")
    s.assert_life(1, 18)


def test_208_3_inner_struggle_creature_deals_its_power_to_itself() -> None:
    s = Scenario()
    giant = s.add(1, "Hill Giant")  # 3/3: 3 damage to itself
    s.add(1, "Grizzly Bears")
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Inner Struggle")
    s.cast(0, "Inner Struggle", giant)
    s.resolve()
    s.assert_count(1, "Hill Giant", 0, "battlefield")
    dmg = [e for e in s.game.events if e.kind == "damage"][-1]
    assert dmg.data["source"] == "Hill Giant"


def _attack_with(s: Scenario, attacker: int) -> None:
    declare_attackers(s.game, [attacker])
    pass_until(s.game, MAIN2, 0)


def test_603_2_horned_cheetah_gains_life_equal_to_the_damage_it_deals() -> None:
    s = Scenario()
    cheetah = s.add(0, "Horned Cheetah")  # 2/2
    _attack_with(s, cheetah)
    s.assert_life(1, 18)
    s.assert_life(0, 22)


def test_603_2_spirit_link_on_an_opponents_creature_its_controller_gains() -> None:
    """Spirit Link on the opponent's Grizzly Bears: when the Bears deal damage, the Aura's
    controller gains that much life ("you" is the controller of the Aura's ability)."""
    s = Scenario()
    bears = s.add(1, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Plains")
    s.hand(0, "Spirit Link")
    s.cast(0, "Spirit Link", bears)
    s.resolve()
    game = s.game
    pass_until(game, BEGIN_COMBAT, 1)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bears, "player", 0))
    done(game)
    pass_until(game, MAIN2, 1)
    s.assert_life(0, 20)  # 2 damage from the Bears, 2 life gained
    assert [e for e in game.events if e.kind == "life"][-1].player == 0


def test_603_2_that_much_needs_an_event_with_an_amount() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("When this creature enters, you gain that much life.", False)


@pytest.mark.parametrize("text, spell", [
    # the amount reads the first target: not with another target in the ability
    ("Target creature deals damage to itself equal to its power. Destroy target artifact.",
     True),
    # 'it' in a spell names no source
    ("It deals 2 damage to you.", True),
])
def test_shapes_refused(text: str, spell: bool) -> None:
    with pytest.raises(CompileError):
        compile_paragraph(text, spell)


def test_701_12a_epic_confrontation_pumped_creature_fights() -> None:
    """Grizzly Bears +1/+2 (3/4) fights Hill Giant (3/3): the Giant dies, the Bears live."""
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(0, "Grizzly Bears")
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Epic Confrontation")
    s.cast(0, "Epic Confrontation", bears, giant)
    s.resolve()
    game = s.game
    assert giant not in game.objects
    assert game.objects[bears].damage == 3


def test_120_3_rabid_bite_one_creature_deals_its_power_to_another() -> None:
    s = Scenario()
    giant = s.add(0, "Hill Giant")  # 3 power
    s.add(0, "Grizzly Bears")
    bears = s.add(1, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Rabid Bite")
    s.cast(0, "Rabid Bite", giant, bears)
    s.resolve()
    game = s.game
    assert bears not in game.objects
    assert game.objects[giant].damage == 0  # one-sided: not a fight
    dmg = [e for e in game.events if e.kind == "damage"][-1]
    assert dmg.data["source"] == "Hill Giant"


def test_119_3_sanguine_bond_opponent_loses_the_life_you_gain() -> None:
    """Sanguine Bond and Angel's Mercy ("You gain 7 life"): the opponent loses 7."""
    s = Scenario()
    s.add(0, "Sanguine Bond")
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Angel's Mercy")
    s.cast(0, "Angel's Mercy")
    settle(s.game, ("target", "player", 1))
    s.assert_life(0, 27)
    s.assert_life(1, 13)
