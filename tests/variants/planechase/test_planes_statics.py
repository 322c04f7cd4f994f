"""Planes whose statics change types (205.1b, 613.1d), grant abilities to modified creatures
(700.9, 613.1f), read what each player last chose (608.2d) or a player's speed, each with
its chaos, planeswalk and step abilities (311.7, 901.7)."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from casualmagic.engine.effects.tokens import create_predefined
from casualmagic.engine.player_choices import last_choice
from casualmagic.engine.speed import speed
from casualmagic.engine.state import END, MAIN1, UPKEEP
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle
from tests.variants.planechase.test_planes import _chaos

STREAMS = ("green anchor", "red waterfall")


def _named(game, ids, name: str) -> list[int]:
    return [i for i in ids if game.objects[i].card.name == name]


def _cast(game, oid: int, *prefer: tuple) -> None:
    opt = next((o for o in game.pending.options if o[0] == "cast" and o[1] == oid), None)
    assert opt is not None, game.pending.options
    game.choose(opt)
    settle(game, *prefer)


def _plane(game) -> int:
    return rules.face_up(game)[0][0]


# -- Nyx -------------------------------------------------------------------------------------

def test_205_1b_nyx_nontoken_creatures_are_enchantments_tokens_are_not():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    bears = put(game, 0, "Grizzly Bears")
    arrive(game, "Gavony")
    assert not cont.is_type(game, game.objects[bears], "Enchantment")
    arrive(game, "Nyx")
    create_predefined(game, game.objects[_plane(game)], "Alien Angel", 0, 1)
    refresh(game)
    token = next(i for i in game.battlefield if game.objects[i].card.is_token)
    assert cont.is_type(game, game.objects[bears], "Enchantment")
    assert cont.is_type(game, game.objects[bears], "Creature")
    assert not cont.is_type(game, game.objects[token], "Enchantment")


def test_nyx_constellation_a_creature_entering_is_an_enchantment_you_gain_1_life():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    arrive(game, "Nyx")
    clear_hand(game, 0)
    for _ in range(2):
        put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    life = game.players[0].life
    _cast(game, bears)
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert game.players[0].life == life + 1
    assert game.players[1].life == 20  # "an enchantment you control": not the opponent's


def test_700_5_nyx_chaos_adds_mana_equal_to_devotion_to_the_chosen_color():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears")  # {1}{G}
    put(game, 0, "Llanowar Elves")  # {G}
    put(game, 1, "Grizzly Bears")  # an opponent's permanents don't count
    arrive(game, "Nyx")
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, ("color", "G"))
    assert game.players[0].mana_pool[4] == 2  # W U B R G C (106.4)
