"""What a target's controller gets (111.2, 608.2h) and amounts read from the game: "where X
is your life total" (119.1), "where X is that creature's mana value" (202.3, 608.2h) —
compiled definitions checked by hand against the oracle text, then played
(compiler/target_controller.py, compiler/effects.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import card_by_name
from tests.scenario import Scenario, option, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

_SPIRIT = {"do": "create_token", "name": "Spirit", "types": "Creature — Spirit", "colors": "W",
           "power": 1, "toughness": 1, "keywords": ["Flying"]}

GOLDEN_PRECON_CONTROLLERS_AND_AMOUNTS: dict[str, dict] = {
    # "Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white
    # Spirit creature token with flying."
    "Afterlife": {
        "spell": [{"do": "destroy", "what": 0, "no_regeneration": True},
                  {**_SPIRIT, "who": "controller of target"}],
        "targets": ["creature"]},
    # "{1}, {T}: This artifact deals 1 damage to any target. That permanent's controller or
    # that player creates a 1/1 green Squirrel creature token."
    "Acorn Catapult": {
        "abilities": [{"cost": "{1}, {T}", "targets": ["any"], "effects": [
            {"do": "damage", "amount": 1, "to": 0},
            {"do": "create_token", "name": "Squirrel", "types": "Creature — Squirrel",
             "colors": "G", "power": 1, "toughness": 1, "who": 0}],
            "text": "{1}, {T}: This artifact deals 1 damage to any target. That permanent's "
                    "controller or that player creates a 1/1 green Squirrel creature token."}]},
    # "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total."
    "Storm Herd": {
        "spell": [{"do": "create_token", "name": "Pegasus", "types": "Creature — Pegasus",
                   "colors": "W", "power": 1, "toughness": 1, "keywords": ["Flying"],
                   "amount": "life total of you"}]},
    # "Destroy target nonblack creature. It can't be regenerated. Create X 1/1 green
    # Saproling creature tokens, where X is that creature's mana value."
    "Death Mutation": {
        "spell": [{"do": "destroy", "what": 0, "no_regeneration": True},
                  {"do": "create_token", "name": "Saproling", "types": "Creature — Saproling",
                   "colors": "G", "power": 1, "toughness": 1,
                   "amount": "mana value of target"}],
        "targets": ["nonblack creature"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_CONTROLLERS_AND_AMOUNTS))
def test_precon_controller_and_amount_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_CONTROLLERS_AND_AMOUNTS[name]


def test_that_creature_needs_one_target_creature_before_it() -> None:
    with pytest.raises(CompileError):  # no target for "that creature" to be
        compile_paragraph("Create X 1/1 green Saproling creature tokens, where X is that "
                          "creature's mana value.", True)


def test_111_2_afterlife_gives_the_destroyed_creatures_controller_a_spirit() -> None:
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains")
    s.add(1, "Grizzly Bears")
    s.hand(0, "Afterlife")
    s.cast(0, "Afterlife")  # its only legal target: the Bears
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 1, "graveyard")
    s.assert_count(1, "Spirit", 1)
    s.assert_count(0, "Spirit", 0)


@pytest.mark.parametrize("at_player", [True, False])
def test_111_2_acorn_catapult_the_damaged_player_or_controller_gets_a_squirrel(
        at_player: bool) -> None:
    s = Scenario()
    catapult = s.add(0, "Acorn Catapult")
    s.lands(0, "Forest")
    colossus = s.add(1, "Hill Giant")
    game = s.game
    game.choose(option(game, "activate", catapult))
    target = ("target", "player", 1) if at_player else ("target", "object", colossus)
    settle(game, target)
    s.assert_life(1, 19 if at_player else 20)
    s.assert_count(1, "Squirrel", 1)
    s.assert_count(0, "Squirrel", 0)


def test_119_1_storm_herd_makes_a_pegasus_per_point_of_life() -> None:
    s = Scenario()
    s.lands(0, *["Plains"] * 10)
    s.game.player_w(0).life = 7
    s.hand(0, "Storm Herd")
    s.cast(0, "Storm Herd")
    s.resolve()
    s.assert_count(0, "Pegasus", 7)


def test_608_2h_death_mutation_counts_the_destroyed_creatures_mana_value() -> None:
    s = Scenario()
    s.lands(0, *["Swamp"] * 4, *["Forest"] * 4)
    s.add(1, "Hill Giant")  # mana value 4
    s.hand(0, "Death Mutation")
    s.cast(0, "Death Mutation")  # its only legal target: the Giant
    s.resolve()
    s.assert_count(1, "Hill Giant", 1, "graveyard")
    s.assert_count(0, "Saproling", 4)
