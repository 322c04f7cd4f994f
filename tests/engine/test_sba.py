"""State-based actions (704.3, 704.5)."""

from __future__ import annotations

from casualmagic.engine.primitives import add_counters
from tests.engine.helpers import duel, put, refresh, to_main


def _check(game):
    game.sba_dirty = True
    refresh(game)


def test_704_5a_player_with_0_life_loses():
    game = duel()
    game.player_w(1).life = 0
    _check(game)
    assert game.over and game.winners == (0,)
    lose = [e for e in game.events if e.kind == "lose"][0]
    assert lose.rule == "704.5a" and lose.player == 1


def test_704_5b_draw_from_empty_library_loses():
    game = duel(library1=["Island"] * 7)  # opening hand empties the library
    from casualmagic.core.state import MAIN1
    from tests.engine.helpers import pass_until

    pass_until(game, MAIN1, 1)
    assert game.over and game.winners == (0,)
    assert [e for e in game.events if e.kind == "lose"][0].rule == "704.5b"


def test_704_5c_ten_poison_counters_lose():
    game = duel()
    game.player_w(0).poison = 10
    _check(game)
    assert game.winners == (1,)
    assert [e for e in game.events if e.kind == "lose"][0].rule == "704.5c"


def test_104_4a_simultaneous_loss_is_a_draw():
    game = duel()
    game.player_w(0).life = 0
    game.player_w(1).life = -3
    _check(game)
    assert game.over and game.winners == ()
    assert game.events[-1].rule == "104.4a"


def test_704_5f_zero_toughness_creature_goes_to_graveyard():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    add_counters(game, bear, "-1/-1", 2)
    _check(game)
    assert bear not in game.battlefield
    assert any(e.rule == "704.5f" for e in game.events)


def test_704_5g_lethal_damage_destroys():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    game.obj_w(bear).damage = 2
    _check(game)
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Grizzly Bears"]
    assert any(e.kind == "dies" and e.rule == "704.5g" for e in game.events)


def test_704_5h_deathtouch_damage_destroys():
    game = duel()
    turtle = put(game, 0, "Centaur Courser")
    game.obj_w(turtle).damage = 1
    game.obj_w(turtle).deathtouch_damage = True
    _check(game)
    assert turtle not in game.battlefield
    assert any(e.rule == "704.5h" for e in game.events)


def test_704_5j_legend_rule_owner_chooses_which_to_keep():
    from casualmagic.cards.definitions import compile_card, load_definitions

    load_definitions()["Legendary Bear"] = compile_card(
        "Legendary Bear", {"cost": "{1}{G}", "type": "Legendary Creature — Bear", "pt": "2/2",
                           "text": ""})
    try:
        game = duel()
        a = put(game, 0, "Legendary Bear")
        b = put(game, 0, "Legendary Bear")
        _check(game)
        assert game.pending.kind == "legend" and game.pending.rule == "704.5j"
        game.choose(("keep", b))
        assert b in game.battlefield and a not in game.battlefield
    finally:
        del load_definitions()["Legendary Bear"]


def test_704_5q_plus_and_minus_counters_annihilate():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    add_counters(game, bear, "+1/+1", 3)
    add_counters(game, bear, "-1/-1", 1)
    _check(game)
    assert dict(game.objects[bear].counters) == {"+1/+1": 2}
    assert any(e.rule == "704.5q" for e in game.events)


def test_704_5d_token_leaving_battlefield_ceases_to_exist():
    game = duel()
    to_main(game, 0)
    from tests.engine.helpers import clear_hand

    clear_hand(game, 0)
    put(game, 0, "Plains")
    put(game, 0, "Plains")
    alarm = put(game, 0, "Raise the Alarm", "hand")
    game.choose(("cast", alarm))
    game.choose(("pass",))
    game.choose(("pass",))
    tokens = [i for i in game.battlefield if game.objects[i].card.is_token]
    assert len(tokens) == 2
    from casualmagic.engine.primitives import destroy

    destroy(game, tokens[0])
    _check(game)
    assert not any(o.card.is_token and o.zone != "battlefield" for o in game.objects.values())
    assert any(e.rule == "704.5d" for e in game.events)


def test_704_5m_aura_not_attached_goes_to_graveyard():
    from casualmagic.cards.definitions import compile_card, load_definitions

    load_definitions()["Test Aura"] = compile_card(
        "Test Aura", {"cost": "{W}", "type": "Enchantment — Aura", "text": "Enchant creature"})
    try:
        game = duel()
        aura = put(game, 0, "Test Aura")
        _check(game)
        assert aura not in game.battlefield
        assert any(e.rule == "704.5m" for e in game.events)
    finally:
        del load_definitions()["Test Aura"]


def test_704_5n_equipment_attached_illegally_becomes_unattached():
    from casualmagic.cards.definitions import compile_card, load_definitions

    load_definitions()["Test Sword"] = compile_card(
        "Test Sword", {"cost": "{1}", "type": "Artifact — Equipment", "text": ""})
    try:
        game = duel()
        land = put(game, 0, "Forest")
        sword = put(game, 0, "Test Sword")
        game.obj_w(sword).attached_to = land
        _check(game)
        assert sword in game.battlefield and game.objects[sword].attached_to is None
        assert any(e.rule == "704.5n" for e in game.events)
    finally:
        del load_definitions()["Test Sword"]


def test_704_3_sbas_repeat_until_none_apply():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    game.obj_w(bear).damage = 5
    game.player_w(1).life = 0
    _check(game)
    # the creature dies and the player loses in the same check; the game ends
    assert game.over and bear not in game.battlefield
