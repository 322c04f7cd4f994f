"""A trigger's subject with a keyword after its controller ("a creature you control with
flying enters", 603.2, 702.9) and a group that excludes its source ("each other creature with
flying", 109.4), "that player" of "a creature an opponent controls" (its controller, 608.2h).
GOLDEN holds real cards whose compiled definitions were checked by hand
against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, settle

GOLDEN: dict[str, dict] = {
    # "Whenever a creature you control with flying enters, it gains haste until end of turn.
    # \nWhenever a Dragon you control enters, it deals X damage to any target, where X is the
    # number of Dragons you control."
    "Dragon Tempest": {
        "triggers": [{"when": "enters", "subject": "creature with flying you control",
                      "whose": "your",
                      "effects": [{"do": "pump", "what": "it", "power": 0, "toughness": 0,
                                   "keywords": ["Haste"]}],
                      "text": "Whenever a creature you control with flying enters, it gains "
                              "haste until end of turn."},
                     {"when": "enters", "subject": "Dragon you control", "whose": "your",
                      "targets": ["any"],
                      "effects": [{"do": "damage", "amount": "number of Dragon you control",
                                   "to": 0, "by": "it"}],
                      "text": "Whenever a Dragon you control enters, it deals X damage to any "
                              "target, where X is the number of Dragons you control."}],
    },
    # "Flying\n{2}{R}: This creature deals 1 damage to each creature without flying.\n{2}{G}:
    # This creature deals 1 damage to each other creature with flying."
    "Harbinger of the Hunt": {
        "keywords": ["Flying"],
        "abilities": [{"cost": "{2}{R}",
                       "effects": [{"do": "damage_each", "amount": 1,
                                    "filter": "creature without flying"}],
                       "text": "{2}{R}: This creature deals 1 damage to each creature without "
                               "flying."},
                      {"cost": "{2}{G}",
                       "effects": [{"do": "damage_each", "amount": 1,
                                    "filter": "another creature with flying"}],
                       "text": "{2}{G}: This creature deals 1 damage to each other creature "
                               "with flying."}],
    },
    # "Flying\nWhen this creature enters, it deals 1 damage to each creature with flying your
    # opponents control. Tap those creatures."
    "Thundermaw Hellkite": {
        "keywords": ["Flying", "Haste"],
        "triggers": [{"when": "enters",
                      "effects": [{"do": "damage_each", "amount": 1,
                                   "filter": "creature with flying your opponents control"},
                                  {"do": "tap_all",
                                   "filter": "creature with flying your opponents control"}],
                      "text": "When this creature enters, it deals 1 damage to each creature "
                              "with flying your opponents control. Tap those creatures."}],
    },
    # "When this creature enters, creatures your opponents control get -2/-2 until end of
    # turn.\nWhenever a creature an opponent controls dies, that player loses 2 life."
    "Massacre Wurm": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "pump_all", "filter": "creature your opponents control",
                                   "power": -2, "toughness": -2}],
                      "text": "When this creature enters, creatures your opponents control get "
                              "-2/-2 until end of turn."},
                     {"when": "dies", "subject": "creature an opponent controls",
                      "whose": "each",
                      "effects": [{"do": "lose_life", "who": "controller of it", "amount": 2}],
                      "text": "Whenever a creature an opponent controls dies, that player loses "
                              "2 life."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_603_2_dragon_tempest_gives_haste_only_to_creatures_with_flying() -> None:
    s = Scenario()
    s.add(0, "Dragon Tempest")
    s.lands(0, *["Plains"] * 3, "Forest", "Forest")
    s.hand(0, "Dawnglare Invoker", "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    settle(s.game)
    s.cast(0, "Dawnglare Invoker")
    settle(s.game)
    game = s.game
    archon = s.in_zone(0, "Dawnglare Invoker", "battlefield")
    bears = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert "Haste" in cont.characteristics(game, game.objects[archon]).keywords
    assert "Haste" not in cont.characteristics(game, game.objects[bears]).keywords


def test_109_4_harbinger_of_the_hunt_spares_itself() -> None:
    s = Scenario()
    harbinger = s.add(0, "Harbinger of the Hunt")
    s.add(1, "Dawnglare Invoker")  # 2/1 flier
    s.lands(0, "Forest", "Forest", "Forest")
    game = s.game
    game.choose(option(game, "activate", harbinger, 1))
    settle(game)
    s.assert_count(1, "Dawnglare Invoker", 0)
    assert harbinger in game.battlefield and game.objects[harbinger].damage == 0


def test_120_3_thundermaw_hellkite_hits_and_taps_the_opponents_fliers() -> None:
    s = Scenario()
    mine = s.add(0, "Dawnglare Invoker")
    archon = s.add(1, "Celestial Archon")  # 4/4 flier: damaged, tapped, alive
    invoker = s.add(1, "Dawnglare Invoker")  # 2/1 flier: dies
    bears = s.add(1, "Grizzly Bears")
    s.lands(0, *["Mountain"] * 5)
    s.hand(0, "Thundermaw Hellkite")
    s.cast(0, "Thundermaw Hellkite")
    settle(s.game)
    game = s.game
    assert invoker not in game.battlefield
    assert game.objects[archon].tapped and game.objects[archon].damage == 1
    assert not game.objects[bears].tapped and not game.objects[mine].tapped


def test_608_2h_massacre_wurm_that_player_is_the_dead_creatures_controller() -> None:
    s = Scenario(players=3)
    s.add(1, "Grizzly Bears")
    s.add(1, "Llanowar Elves")
    s.add(2, "Llanowar Elves")
    s.add(2, "Hill Giant")  # 3/3: survives
    s.add(0, "Grizzly Bears")  # yours: not an opponent's
    s.lands(0, *["Swamp"] * 6)
    s.hand(0, "Massacre Wurm")
    s.cast(0, "Massacre Wurm")
    settle(s.game)
    s.assert_life(0, 20)
    s.assert_life(1, 16)
    s.assert_life(2, 18)
