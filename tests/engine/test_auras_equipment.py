"""Auras (303.4, 608.3c, 702.5), Equipment (301.5, 702.6), static abilities in layer 7c (613.4c)."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from tests.engine.helpers import clear_hand, duel, has_option, put, refresh, to_main


def _main_with(hand, lands, creatures=()):
    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    for land in lands:
        put(game, 0, land)
    made = [put(game, 0, c) for c in creatures]
    ids = [put(game, 0, c, "hand") for c in hand]
    return game, ids, made


def test_303_4a_aura_spell_targets_and_608_3c_enters_attached():
    game, (aura,), (bear,) = _main_with(["Holy Strength"], ["Plains"], ["Grizzly Bears"])
    game.choose(("cast", aura))
    assert game.objects[game.stack[-1]].targets == ((("object", bear),),)
    game.choose(("pass",))
    game.choose(("pass",))
    enchantment = [i for i in game.battlefield if game.objects[i].card.name == "Holy Strength"][0]
    assert game.objects[enchantment].attached_to == bear
    assert (cont.power(game, game.objects[bear]), cont.toughness(game, game.objects[bear])) == (3, 4)
    assert any(e.rule == "608.3c" for e in game.events)


def test_303_4c_aura_goes_to_graveyard_when_creature_leaves():
    game, (aura,), (bear,) = _main_with(["Unholy Strength"], ["Swamp"], ["Grizzly Bears"])
    game.choose(("cast", aura))
    game.choose(("pass",))
    game.choose(("pass",))
    from casualmagic.engine.primitives import destroy

    destroy(game, bear)
    refresh(game)
    names = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert "Unholy Strength" in names
    assert any(e.rule == "704.5m" for e in game.events)


def test_702_6a_equip_is_sorcery_speed_and_attaches():
    game, _, (bear, sword) = _main_with([], ["Mountain"], ["Grizzly Bears", "Bonesplitter"])
    assert has_option(game, "activate", sword, 0)
    game.choose(("activate", sword, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.objects[sword].attached_to == bear
    assert cont.power(game, game.objects[bear]) == 4
    ev = [e for e in game.events if e.kind == "attach"][0]
    assert ev.rule == "701.3a"


def test_613_4c_anthem_and_counters_and_pump_add_up():
    from casualmagic.engine.primitives import add_counters

    game, _, (bear, _anthem) = _main_with([], [], ["Grizzly Bears", "Glorious Anthem"])
    add_counters(game, bear, "+1/+1", 1)
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)


def test_613_1f_layer_6_granted_reach_lets_a_creature_block_flyers():
    game, _, (bear, _armor) = _main_with([], [], ["Grizzly Bears", "Spidersilk Armor"])
    o = game.objects[bear]
    assert cont.has_keyword(game, o, "Reach") and cont.toughness(game, o) == 3


def _equip(game, sword: int, creature: int) -> None:
    from tests.engine.helpers import option

    game.choose(("activate", sword, 0))
    if game.pending.kind == "target":
        game.choose(option(game, "target", "object", creature))
    game.choose(("pass",))
    game.choose(("pass",))


def test_701_3b_attaching_to_the_object_it_is_already_attached_to_does_nothing():
    game, _, (bear, sword) = _main_with([], ["Mountain", "Mountain"], ["Grizzly Bears",
                                                                      "Bonesplitter"])
    _equip(game, sword, bear)
    stamp = game.objects[sword].timestamp
    attaches = sum(e.kind == "attach" for e in game.events)
    _equip(game, sword, bear)  # again, onto the same creature
    assert game.objects[sword].attached_to == bear
    assert game.objects[sword].timestamp == stamp  # no new timestamp (701.3c doesn't apply)
    assert sum(e.kind == "attach" for e in game.events) == attaches  # no event


def test_701_3c_attaching_to_a_different_object_gets_a_new_timestamp():
    game, _, (bear, elves, sword) = _main_with(
        [], ["Mountain", "Mountain"], ["Grizzly Bears", "Hill Giant", "Bonesplitter"])
    _equip(game, sword, bear)
    stamp = game.objects[sword].timestamp
    _equip(game, sword, elves)
    assert game.objects[sword].attached_to == elves
    assert game.objects[sword].timestamp > stamp
    assert sum(e.kind == "attach" for e in game.events) == 2


def test_701_3b_heuristic_agent_does_not_re_equip_the_creature_wearing_the_equipment():
    from casualmagic.agents.heuristic import HeuristicAgent

    game, _, (bear, sword) = _main_with([], ["Mountain", "Mountain"], ["Grizzly Bears",
                                                                      "Bonesplitter"])
    agent = HeuristicAgent(0)
    assert agent.choose(game.view(0), game.pending) == ("activate", sword, 0)  # not yet worn
    _equip(game, sword, bear)
    assert ("activate", sword, 0) in game.pending.options
    assert agent.choose(game.view(0), game.pending) != ("activate", sword, 0)


def test_303_4a_601_2c_an_aura_spell_needs_a_legal_object_to_enchant():
    game, (aura,), _ = _main_with(["Unholy Strength"], ["Swamp"])
    assert not has_option(game, "cast", aura)  # no creature: nothing it could enchant
    bear = put(game, 1, "Grizzly Bears")  # an opponent's creature is a legal target
    assert has_option(game, "cast", aura)
    game.choose(("cast", aura))
    assert game.objects[game.stack[-1]].targets == ((("object", bear),),)


def test_303_4a_random_duel_seed_1_casts_no_aura_without_a_creature():
    """`casualmagic play duel --agent random --seed 1` used to cast Unholy Strength on turn 1
    with no creature on the battlefield."""
    from typer.testing import CliRunner

    from casualmagic.cli import app

    out = CliRunner().invoke(app, ["play", "duel", "--agent", "random", "--seed", "1"])
    casts = [line for line in out.stdout.splitlines() if "casts Unholy Strength" in line]
    assert casts and all("targeting" in line for line in casts)
