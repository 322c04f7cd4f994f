"""Mass effects on a player's permanents and on graveyards: "tap all creatures target player
controls" (109.4, 701.26a), "return all enchantment cards from your graveyard to your hand"
(400.7) and to the battlefield under their owners' control, an Aura attached to what its owner
chooses (303.4f), "exile all creature cards from target player's graveyard, then create a token for
each card exiled this way" (406.3, 608.2c), "destroy all creatures. Each player loses life
equal to the number of creatures they controlled that were destroyed this way" (119.3), "then create an X/X … token, where X is the number of creatures
destroyed this way" (111.4, 107.3c).
GOLDEN holds real cards whose compiled definitions were checked by hand against their oracle
text (shown above each)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, settle

GOLDEN: dict[str, dict] = {
    # "Flying\n{8}: Tap all creatures target player controls."
    "Dawnglare Invoker": {
        "keywords": ["Flying"],
        "abilities": [{"cost": "{8}", "effects": [{"do": "tap_all", "filter": "creature",
                                                   "player": 0}],
                       "targets": ["player"],
                       "text": "{8}: Tap all creatures target player controls."}],
    },
    # "{3}, {T}, Sacrifice this artifact: Return all enchantment cards from your graveyard to
    # your hand."
    "Crystal Chimes": {
        "abilities": [{"cost": "{3}, {T}, Sacrifice this",
                       "effects": [{"do": "return_all_from_graveyards",
                                    "filter": "enchantment card", "who": "you",
                                    "to": "hand"}],
                       "text": "{3}, {T}, Sacrifice this artifact: Return all enchantment "
                               "cards from your graveyard to your hand."}],
    },
    # "Destroy all creatures. Each player loses life equal to the number of creatures they
    # controlled that were destroyed this way."
    "Deadly Tempest": {
        "spell": [{"do": "destroy_all", "filter": "creature"},
                  {"do": "each_player_loses_per_destroyed"}],
    },
    # "When this enchantment enters, exile all creature cards from target player's
    # graveyard, then create a 2/2 black Zombie creature token for each card exiled this
    # way.\nZombies you control have lifelink."
    "Necromancer's Covenant": {
        "triggers": [{"when": "enters", "targets": ["player"],
                      "effects": [{"do": "exile_graveyard", "who": 0,
                                   "filter": "creature card"},
                                  {"do": "create_token", "name": "Zombie",
                                   "types": "Creature — Zombie", "colors": "B", "power": 2,
                                   "toughness": 2, "amount": "number exiled this way"}],
                      "text": "When this enchantment enters, exile all creature cards from "
                              "target player's graveyard, then create a 2/2 black Zombie "
                              "creature token for each card exiled this way."}],
        "statics": [{"op": "grant_keywords", "filter": "Zombie you control",
                     "keywords": ["Lifelink"], "text": "Zombies you control have lifelink."}],
    },
    # "Return all artifact and enchantment cards from all graveyards to the battlefield under
    # their owners' control. (Auras with nothing to enchant remain in graveyards.)"
    "Open the Vaults": {
        "spell": [{"do": "return_all_from_graveyards", "filter": "artifact or enchantment card",
                   "who": "each player", "to": "battlefield"}],
    },
    # "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature
    # token, where X is the number of creatures destroyed this way."
    "Phyrexian Rebirth": {
        "spell": [{"do": "destroy_all", "filter": "creature"},
                  {"do": "create_token", "name": "Phyrexian Horror",
                   "types": "Artifact Creature — Phyrexian Horror", "colors": "",
                   "power": "number destroyed this way",
                   "toughness": "number destroyed this way"}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_109_4_dawnglare_invoker_taps_only_the_target_players_creatures() -> None:
    s = Scenario(players=3)
    invoker = s.add(0, "Dawnglare Invoker")
    mine = s.add(0, "Grizzly Bears")
    theirs = [s.add(1, "Hill Giant"), s.add(1, "Llanowar Elves")]
    other = s.add(2, "Grizzly Bears")
    s.lands(0, *["Plains"] * 8)
    game = s.game
    game.choose(option(game, "activate", invoker))
    while game.pending.kind != "priority":
        d = game.pending
        game.choose(("target", "player", 1) if d.kind == "target" else d.options[0])
    s.resolve()
    assert all(game.objects[i].tapped for i in theirs)
    assert not game.objects[mine].tapped and not game.objects[other].tapped


def test_400_7_crystal_chimes_returns_only_enchantment_cards() -> None:
    s = Scenario()
    chimes = s.add(0, "Crystal Chimes")
    s.add(0, "Black Market", "graveyard")
    s.add(0, "Grave Peril", "graveyard")
    s.add(0, "Grizzly Bears", "graveyard")
    s.add(1, "Underworld Connections", "graveyard")
    s.lands(0, "Plains", "Plains", "Plains")
    game = s.game
    game.choose(option(game, "activate", chimes))
    settle(game)
    s.assert_count(0, "Black Market", 1, "hand")
    s.assert_count(0, "Grave Peril", 1, "hand")
    s.assert_count(0, "Grizzly Bears", 1, "graveyard")
    s.assert_count(1, "Underworld Connections", 1, "graveyard")
    s.assert_count(0, "Crystal Chimes", 1, "graveyard")


def test_119_3_deadly_tempest_each_player_loses_a_life_per_creature_they_lost() -> None:
    s = Scenario(players=3)
    s.add(0, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.add(1, "Llanowar Elves")
    s.add(1, "Darksteel Myr")  # indestructible: not destroyed, not counted
    s.lands(0, *["Swamp"] * 6)
    s.hand(0, "Deadly Tempest")
    s.cast(0, "Deadly Tempest")
    s.resolve()
    s.assert_life(0, 19)
    s.assert_life(1, 18)
    s.assert_life(2, 20)
    s.assert_count(1, "Darksteel Myr", 1)


def test_608_2c_necromancers_covenant_makes_a_zombie_per_card_exiled() -> None:
    s = Scenario()
    for name in ("Grizzly Bears", "Hill Giant", "Forest"):
        s.add(1, name, "graveyard")
    s.add(0, "Llanowar Elves", "graveyard")
    s.lands(0, "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Necromancer's Covenant")
    s.cast(0, "Necromancer's Covenant")
    settle(s.game, ("target", "player", 1))
    s.assert_count(1, "Forest", 1, "graveyard")
    assert len(s.game.players[1].graveyard) == 1
    s.assert_count(0, "Llanowar Elves", 1, "graveyard")
    s.assert_count(0, "Zombie", 2)


def test_303_4f_open_the_vaults_auras_enchant_what_their_owner_chooses_or_stay() -> None:
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.add(0, "Crystal Chimes", "graveyard")
    s.add(0, "Shielded by Faith", "graveyard")  # enchant creature: the Giant, the only one
    s.add(1, "Underworld Connections", "graveyard")  # enchant land: seat 1 chooses a land
    s.add(1, "Black Market", "graveyard")
    s.add(1, "Grizzly Bears", "graveyard")
    lands = s.lands(0, *["Plains"] * 6)
    s.hand(0, "Open the Vaults")
    s.cast(0, "Open the Vaults")
    game = s.game
    asked = []

    def pick(d):
        if d.kind == "choose" and d.rule == "303.4f":
            asked.append((d.player, d.options))
        return None

    settle(game, pick=pick)
    shield = s.in_zone(0, "Shielded by Faith", "battlefield")
    connections = s.in_zone(1, "Underworld Connections", "battlefield")
    assert game.objects[shield].attached_to == giant
    assert game.objects[connections].attached_to == lands[0]
    assert [p for p, _ in asked] == [1]  # the Shield had one choice: made without asking
    assert len(asked[0][1]) == 6  # any land: seat 0's six Plains
    s.assert_count(0, "Crystal Chimes", 1)
    s.assert_count(1, "Black Market", 1)
    s.assert_count(1, "Grizzly Bears", 1, "graveyard")


def test_303_4f_an_aura_with_nothing_to_enchant_stays_in_the_graveyard() -> None:
    s = Scenario()
    s.add(0, "Fallen Ideal", "graveyard")  # enchant creature: there is none
    s.lands(0, *["Plains"] * 6)
    s.hand(0, "Open the Vaults")
    s.cast(0, "Open the Vaults")
    settle(s.game)
    s.assert_count(0, "Fallen Ideal", 1, "graveyard")


def test_111_4_phyrexian_rebirth_makes_an_x_x_horror_of_the_creatures_destroyed() -> None:
    s = Scenario()
    s.add(0, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.add(1, "Llanowar Elves")
    s.add(1, "Darksteel Myr")  # indestructible: not destroyed, not counted
    s.lands(0, *["Plains"] * 6)
    s.hand(0, "Phyrexian Rebirth")
    s.cast(0, "Phyrexian Rebirth")
    s.resolve()
    game = s.game
    horror = game.objects[s.in_zone(0, "Phyrexian Horror", "battlefield")]
    assert (horror.card.power, horror.card.toughness) == (3, 3)
    assert set(horror.card.types) == {"Artifact", "Creature"} and not horror.card.colors
