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
    from casualmagic.engine.effects import destroy

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
    from casualmagic.engine.effects import add_counters

    game, _, (bear, _anthem) = _main_with([], [], ["Grizzly Bears", "Glorious Anthem"])
    add_counters(game, bear, "+1/+1", 1)
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)


def test_613_1f_layer_6_granted_reach_lets_a_creature_block_flyers():
    game, _, (bear, _armor) = _main_with([], [], ["Grizzly Bears", "Spidersilk Armor"])
    o = game.objects[bear]
    assert cont.has_keyword(game, o, "Reach") and cont.toughness(game, o) == 3
