"""Precon cards of fixed sentence shapes (compiler/sweepers.py, compiler/target_controller.py,
compiler/chosen_type.py): each compiled definition checked by hand against the card's oracle
text, then played in a game from its compiled definition."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option

GOLDEN_PRECON_SWEEPERS: dict[str, dict] = {
    # "~ deals X damage to each creature without flying and each planeswalker." (120.3)
    "Magmaquake": {"spell": [
        {"do": "damage_each", "amount": "X", "filter": "creature without flying"},
        {"do": "damage_each", "amount": "X", "filter": "planeswalker"}]},
    # "~ deals X damage to each creature without flying and each player."
    "Earthquake": {"spell": [
        {"do": "damage_each", "amount": "X", "filter": "creature without flying"},
        {"do": "damage_each_opponent", "amount": "X", "who": "each player"}]},
    # "~ deals X damage to each creature with flying and each player."
    "Hurricane": {"spell": [
        {"do": "damage_each", "amount": "X", "filter": "creature with flying"},
        {"do": "damage_each_opponent", "amount": "X", "who": "each player"}]},
    # "Return a creature you control to its owner's hand, then destroy all creatures."
    "Time Wipe": {"spell": [{"do": "bounce_choice", "who": "you", "filter": "creature"},
                            {"do": "destroy_all", "filter": "creature"}]},
    # "Destroy all creatures with power greater than target creature's power."
    "Fell the Mighty": {"spell": [{"do": "destroy_all_power_above", "filter": "creature",
                                   "than": 0}],
                        "targets": ["creature"]},
    # "Choose one — • Exile target player's graveyard. • Destroy target artifact. • Each
    # creature deals 1 damage to its controller."
    "Rakdos Charm": {"modes": [
        {"text": "Exile target player's graveyard.",
         "spell": [{"do": "exile_graveyard", "who": 0}], "targets": ["player"]},
        {"text": "Destroy target artifact.", "spell": [{"do": "destroy", "what": 0}],
         "targets": ["artifact"]},
        {"text": "Each creature deals 1 damage to its controller.",
         "spell": [{"do": "each_deals_damage_to_controller", "filter": "creature",
                    "amount": 1}]}]},
    # "Exile target creature. Its controller manifests the top card of their library."
    "Reality Shift": {"spell": [{"do": "exile", "what": 0},
                                {"do": "manifest_top", "who": "controller of target"}],
                      "targets": ["creature"]},
    # "Destroy all creatures. They can't be regenerated. Draw a card for each creature
    # destroyed this way. / Cycling {3}{B}{B} / When you cycle this card, all creatures get
    # -2/-2 until end of turn."
    "Decree of Pain": {
        "cycling": "{3}{B}{B}",
        "triggers": [{"when": "cycled", "effects": [
            {"do": "pump_all", "filter": "creature", "power": -2, "toughness": -2}],
            "text": "When you cycle this card, all creatures get -2/-2 until end of turn."}],
        "spell": [{"do": "destroy_all", "filter": "creature", "no_regeneration": True},
                  {"do": "draw", "amount": "number destroyed this way"}]},
    # "Choose a creature type. Draw a card for each permanent you control of that type."
    "Distant Melody": {"spell": [{"do": "choose_creature_type_draw",
                                  "filter": "permanent you control"}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_SWEEPERS))
def test_precon_sweeper_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_SWEEPERS[name]


def _from_compiler(name: str) -> None:
    assert card_by_name(name).source == "compiled", name


def test_120_3_magmaquake_damages_creatures_without_flying_and_planeswalkers() -> None:
    _from_compiler("Magmaquake")
    s = Scenario()
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    bears = s.add(1, "Grizzly Bears")
    angel = s.add(1, "Serra Angel")
    walker = s.add(1, "Liliana of the Veil", counters=(("loyalty", 3),))
    s.hand(0, "Magmaquake")
    s.cast(0, "Magmaquake", x=2)
    s.resolve()
    game = s.game
    assert bears not in game.battlefield  # 2 damage to a 2/2 without flying (704.5g)
    assert angel in game.battlefield and game.objects[angel].damage == 0  # flying
    assert game.objects[walker].counter("loyalty") == 1  # 120.3c
    s.assert_life(1, 20)  # no player is dealt damage


def test_608_2c_time_wipe_returns_a_creature_then_destroys_all_creatures() -> None:
    _from_compiler("Time Wipe")
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Island", "Island", "Island")
    s.add(0, "Grizzly Bears")
    s.add(1, "Serra Angel")
    s.hand(0, "Time Wipe")
    s.cast(0, "Time Wipe")
    s.resolve()
    s.assert_count(0, "Grizzly Bears", 1, "hand")  # returned first, so not destroyed
    s.assert_count(1, "Serra Angel", 0)
    s.assert_count(1, "Serra Angel", 1, "graveyard")


def test_701_7a_fell_the_mighty_destroys_creatures_with_greater_power_than_the_target() -> None:
    _from_compiler("Fell the Mighty")
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    elves = s.add(0, "Llanowar Elves")
    s.add(0, "Grizzly Bears")
    s.add(1, "Serra Angel")
    s.add(1, "Birds of Paradise")  # power 0: not greater
    s.hand(0, "Fell the Mighty")
    s.cast(0, "Fell the Mighty", elves)
    s.resolve()
    s.assert_count(0, "Llanowar Elves", 1)  # the target (power 1) is not greater than itself
    s.assert_count(0, "Grizzly Bears", 0)
    s.assert_count(1, "Serra Angel", 0)
    s.assert_count(1, "Birds of Paradise", 1)


def test_120_3_rakdos_charm_each_creature_deals_damage_to_its_controller() -> None:
    _from_compiler("Rakdos Charm")
    s = Scenario()
    s.lands(0, "Swamp", "Mountain")
    s.add(0, "Grizzly Bears")
    s.add(0, "Llanowar Elves")
    s.add(1, "Vampire Nighthawk")  # lifelink: the creature is the source (702.15b)
    s.hand(0, "Rakdos Charm")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Rakdos Charm", "hand")))
    while game.pending.kind != "priority":
        d = game.pending
        wanted = [o for o in d.options if o[0] == "mode" and o[1] == 2]
        game.choose(wanted[0] if wanted else 0)
    s.resolve()
    s.assert_life(0, 18)
    s.assert_life(1, 20)  # 1 damage, 1 life gained


def test_701_34a_reality_shift_exiles_and_its_controller_manifests() -> None:
    _from_compiler("Reality Shift")
    s = Scenario()
    s.lands(0, "Island", "Island")
    angel = s.add(1, "Serra Angel")
    s.add(0, "Grizzly Bears")  # a second legal target
    s.hand(0, "Reality Shift")
    library = len(s.game.players[1].library)
    s.cast(0, "Reality Shift", angel)
    s.resolve()
    game = s.game
    assert [game.objects[i].card.name for i in game.exile] == ["Serra Angel"]
    down = [o for o in game.permanents(1) if o.face_down]
    assert len(down) == 1 and down[0].controller == 1  # the target's controller (608.2h)
    assert len(game.players[1].library) == library - 1
    assert not [o for o in game.permanents(0) if o.face_down]


def test_205_3m_distant_melody_draws_for_each_permanent_of_the_chosen_type() -> None:
    _from_compiler("Distant Melody")
    s = Scenario()
    s.lands(0, "Island", "Island", "Island", "Island")
    s.add(0, "Grizzly Bears")
    s.add(0, "Grizzly Bears")
    s.add(0, "Llanowar Elves")
    s.add(1, "Grizzly Bears")  # not a permanent you control
    s.hand(0, "Distant Melody")
    s.cast(0, "Distant Melody")
    game = s.game
    game.choose(("pass",))
    game.choose(("pass",))
    d = game.pending
    assert d.kind == "choose" and d.rule == "205.3m"
    assert d.options[0] == ("type", "Bear") and ("type", "Elf") in d.options
    game.choose(("type", "Bear"))
    assert len(game.players[0].hand) == 2


def test_701_15c_decree_of_pain_destroys_all_creatures_and_draws_for_each() -> None:
    _from_compiler("Decree of Pain")
    s = Scenario()
    s.lands(0, *["Swamp"] * 8)
    s.add(0, "Grizzly Bears")
    s.add(1, "Serra Angel")
    s.add(1, "Llanowar Elves")
    s.hand(0, "Decree of Pain")
    s.cast(0, "Decree of Pain")
    s.resolve()
    game = s.game
    assert not [o for o in game.permanents() if o.card.name != "Swamp"]
    assert len(game.players[0].hand) == 3  # one card for each creature destroyed
