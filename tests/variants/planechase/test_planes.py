"""Each implemented plane and phenomenon: its static, "planeswalk to", encounter, step,
cast, die-roll and chaos abilities (311.4, 311.7, 312.5, 901.7)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from casualmagic.cards.definitions import load_definitions
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, walk_to
from tests.variants.planechase.helpers import settle as _settle

VARIANT_CARDS = Path(os.environ.get("CASUALMAGIC_REFERENCE", "/nonexistent-reference")) \
    / "cards/variant-cards.json"
"""The variant card data of the reference data named by CASUALMAGIC_REFERENCE, if set."""


def _chaos(game):
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle(game)


def test_every_plane_definition_matches_the_variant_card_data():
    if not VARIANT_CARDS.exists():
        pytest.skip("reference card data not present")
    ref = {r["name"]: r for r in json.loads(VARIANT_CARDS.read_text(encoding="utf-8"))}
    planes = [c for c in load_definitions().values()
              if set(c.types) & {"Plane", "Phenomenon"}]
    assert len(planes) >= 10
    for card in planes:
        if card.name not in ref:  # a plane only the oracle data has (sAnS mERcY, Secret Lair):
            continue              # tests/cards/test_definitions.py checks it against that
        assert card.text == ref[card.name]["text"], card.name
        assert card.type_line == ref[card.name]["type"], card.name
    assert sum(c.name in ref for c in planes) >= len(planes) - 1


def test_krosa_all_creatures_get_plus_two_and_chaos_adds_five_colours():
    game = pc_game(("Krosa", "Gavony"))
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    walk_to(game, "Krosa")
    assert cont.toughness(game, game.objects[bear]) == 4
    _chaos(game)
    assert game.players[0].mana_pool == (1, 1, 1, 1, 1, 0)


def test_gavony_vigilance_and_chaos_indestructible():
    game = pc_game(("Gavony", "Krosa"))
    to_main(game, 0)
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    walk_to(game, "Gavony")
    assert cont.has_keyword(game, game.objects[theirs], "Vigilance")
    _chaos(game)
    assert cont.has_keyword(game, game.objects[mine], "Indestructible")
    assert not cont.has_keyword(game, game.objects[theirs], "Indestructible")


def test_onakke_catacomb_black_deathtouch_and_chaos_first_strike():
    game = pc_game(("Onakke Catacomb", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    walk_to(game, "Onakke Catacomb")
    assert cont.colors_of(game, game.objects[bear]) == ("B",)
    assert cont.has_keyword(game, game.objects[bear], "Deathtouch")
    _chaos(game)
    assert cont.power(game, game.objects[bear]) == 3
    assert cont.has_keyword(game, game.objects[bear], "First strike")


def test_lethe_lake_upkeep_mills_ten_and_chaos_mills_target_player():
    game = pc_game(("Lethe Lake", "Krosa"))
    to_main(game, 0)
    walk_to(game, "Lethe Lake")
    refresh(game)
    libs = sum(len(p.library) for p in game.players)
    _chaos(game)
    assert libs - sum(len(p.library) for p in game.players) == 10
    pass_until(game, 1, 1)  # upkeep of seat 1: their plane now
    _settle(game)
    assert len(game.players[1].graveyard) >= 10


def test_fields_of_summer_casting_player_may_gain_2_and_chaos_10():
    game = pc_game(("Fields of Summer", "Krosa"),
                   libs=[["Grizzly Bears"] * 10 + ["Forest"] * 20, ["Forest"] * 30])
    to_main(game, 0)
    walk_to(game, "Fields of Summer")
    for _ in range(2):
        put(game, 0, "Forest")
    put(game, 0, "Grizzly Bears", "hand")
    refresh(game)
    cast = next(o for o in game.pending.options if o[0] == "cast")
    game.choose(cast)
    _settle(game)
    assert game.players[0].life == 22
    _chaos(game)
    assert game.players[0].life == 32


def test_panopticon_planeswalk_to_draw_step_and_chaos_draw():
    game = pc_game(("Panopticon", "Krosa"))
    to_main(game, 0)
    hand = len(game.players[0].hand)
    walk_to(game, "Panopticon")
    refresh(game)
    _settle(game)
    assert len(game.players[0].hand) == hand + 1
    _chaos(game)
    assert len(game.players[0].hand) == hand + 2
    before = len(game.players[1].hand)
    pass_until(game, 3, 1)  # seat 1's main phase: normal draw plus Panopticon's
    assert len(game.players[1].hand) == before + 2


def test_mutual_epiphany_encounter_each_player_draws_four():
    game = pc_game(("Mutual Epiphany", "Krosa"))
    to_main(game, 0)
    hands = [len(p.hand) for p in game.players]
    walk_to(game, "Mutual Epiphany")
    refresh(game)
    _settle(game)
    assert [len(p.hand) for p in game.players] == [h + 4 for h in hands]


def test_planewide_disaster_encounter_destroys_all_creatures():
    game = pc_game(("Planewide Disaster", "Krosa"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears")
    put(game, 1, "Grizzly Bears")
    walk_to(game, "Planewide Disaster")
    refresh(game)
    _settle(game)
    assert not any("Creature" in game.objects[i].card.types for i in game.battlefield)
    assert [c.name for _, c in rules.face_up(game)] == ["Krosa"]  # 704.6f


def test_megaflora_jungle_small_creatures_get_plus_two_and_chaos_butterfly():
    game = pc_game(("Megaflora Jungle", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    walk_to(game, "Megaflora Jungle")
    assert cont.power(game, game.objects[bear]) == 4
    _chaos(game)
    fly = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Butterfly"]
    assert len(fly) == 1 and cont.has_keyword(game, fly[0], "Flying")


def test_ten_wizards_mountain_roll_puts_counter_and_chaos_grants_flying():
    game = pc_game(("Ten Wizards Mountain", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    walk_to(game, "Ten Wizards Mountain")
    refresh(game)
    rules.roll_planar_die(game, 0)
    refresh(game)
    _settle(game)
    bear_now = game.objects.get(bear)
    assert bear_now is not None and bear_now.counter("+1/+1") == 1
    if [c.name for _, c in rules.face_up(game)] == ["Ten Wizards Mountain"]:
        _chaos(game)
        assert cont.has_keyword(game, game.objects[bear], "Flying")
