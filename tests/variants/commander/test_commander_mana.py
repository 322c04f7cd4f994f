"""Commander-identity mana with more to it: Path of Ancestry's "When that mana is spent to
cast a creature spell that shares a creature type with your commander, scry 1" (106.6,
603.7a, 903.4)."""

from __future__ import annotations

from tests.variants.commander.helpers import (
    JENARA,
    JERRARD,
    clear_hand,
    commander_game,
    deck,
    put,
    refresh,
    resolve,
    to_main,
)


def _cast_with_path(creature: str):
    game = commander_game(deck(JERRARD), deck(JENARA))  # Jerrard: a Human Knight, {R}{G}
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Path of Ancestry")
    spell = put(game, 0, creature, "hand")
    refresh(game)
    game.choose(("cast", spell))
    return game


def test_603_7a_path_of_ancestry_scries_when_its_mana_casts_a_creature_sharing_a_type():
    game = _cast_with_path("Avacyn's Pilgrim")  # a Human Monk
    made = [e for e in game.events if e.kind == "mana_ability"][-1]
    assert made.data["card"] == "Path of Ancestry" and made.data["mana"] == "G"
    assert game.objects[game.stack[0]].card.name == "Avacyn's Pilgrim"
    assert len(game.stack) == 2  # the trigger above the spell (603.3)
    resolve(game)
    scry = [e for e in game.events if e.kind == "scry"]
    assert scry and scry[-1].player == 0


def test_603_7a_path_of_ancestry_does_not_trigger_for_a_creature_of_other_types():
    game = _cast_with_path("Llanowar Elves")  # an Elf Druid
    assert len(game.stack) == 1
    resolve(game)
    assert not any(e.kind == "scry" for e in game.events)


def test_903_4f_path_of_ancestry_makes_no_mana_outside_a_commander_game():
    from casualmagic.engine import mana_payment as mp
    from tests.engine.helpers import duel

    game = duel()
    put(game, 0, "Path of Ancestry")
    assert mp.mana_sources(game, 0) == []
