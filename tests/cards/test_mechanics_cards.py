"""The cards of ``mechanics.toml``, each shown doing what its oracle text says.

Rule-by-rule tests of the same mechanics are in ``tests/engine/test_614_replacement.py``
and ``tests/engine/test_rules_depth.py``; these scenarios show each card as a whole.
"""

from __future__ import annotations

import pytest

from casualmagic.core.state import BEGIN_COMBAT, END, END_COMBAT, MAIN1
from casualmagic.engine import continuous as cont
from tests.cards.test_card_behaviour import board, names
from tests.cards.test_card_behaviour import cast as cast_one
from tests.engine.helpers import done, has_option, option, pass_until, put, refresh


def cast(game, name: str, *answers, resolve: bool = True) -> None:
    """Cast ``name`` (answering its decisions), then resolve it and any triggers it causes."""
    cast_one(game, name, *answers, resolve=resolve)
    if resolve:
        resolve_stack(game)


def battlefield_names(game, player: int) -> list[str]:
    return sorted(game.objects[i].card.name for i in game.battlefield
                  if game.objects[i].controller == player)


def counters(game, oid: int, kind: str = "+1/+1") -> int:
    return game.objects[oid].counter(kind)


def resolve_stack(game) -> None:
    """Both players pass until the stack is empty, answering other decisions with option 0."""
    for _ in range(50):
        if not game.stack and game.pending.kind == "priority":
            return
        game.choose(("pass",) if game.pending.kind == "priority" else 0)


# -- replacement and prevention (614, 615) -------------------------------------------------------

def test_hardened_scales_adds_one_more_counter():
    game, (_scales, bear), _ = board(["Forest"] * 3, mine=["Hardened Scales", "Grizzly Bears"])
    from casualmagic.engine.primitives import add_counters

    add_counters(game, bear, "+1/+1", 2)
    assert counters(game, bear) == 3


@pytest.mark.parametrize("card", ["Parallel Lives", "Anointed Procession"])
def test_token_doublers(card):
    game, _, _ = board(["Plains"] * 4, mine=[card])
    cast(game, "Lingering Souls")
    assert battlefield_names(game, 0).count("Spirit") == 4


def test_doubling_season_doubles_tokens_and_counters():
    game, (_ds, bear), _ = board(["Plains"] * 4, mine=["Doubling Season", "Grizzly Bears"])
    cast(game, "Lingering Souls")
    assert battlefield_names(game, 0).count("Spirit") == 4
    from casualmagic.engine.primitives import add_counters

    add_counters(game, bear, "+1/+1", 1)
    assert counters(game, bear) == 2


def test_furnace_of_rath_doubles_damage():
    game, _, _ = board(["Mountain"], mine=["Furnace of Rath"])
    cast(game, "Lightning Bolt", ("target", "player", 1))
    assert game.players[1].life == 14


def test_rest_in_peace_exiles_graveyards_and_what_would_go_there():
    game, _, (bear,) = board(["Plains"] * 2 + ["Mountain"], theirs=["Grizzly Bears"])
    put(game, 1, "Craw Wurm", "graveyard")
    cast(game, "Rest in Peace")
    assert not game.players[1].graveyard
    assert "Craw Wurm" in names(game, game.exile)
    cast(game, "Lightning Bolt", ("target", "object", bear))
    assert {"Grizzly Bears", "Lightning Bolt"} <= set(names(game, game.exile))
    assert not game.players[0].graveyard and not game.players[1].graveyard


@pytest.mark.parametrize("card, land", [("Fog", "Forest"), ("Holy Day", "Plains")])
def test_fog_prevents_all_combat_damage_this_turn(card, land):
    game, (wurm,), (bear,) = board([land], mine=["Craw Wurm"], theirs=["Grizzly Bears"])
    pass_until(game, BEGIN_COMBAT, 0)
    cast(game, card)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(option(game, "attack", wurm))
    done(game)
    pass_until(game, END_COMBAT, 0)
    assert game.players[1].life == 20
    assert any(e.kind == "prevent" and e.rule == "615.1a" for e in game.events)


def test_healing_salve_both_modes():
    game, _, _ = board(["Plains", "Plains", "Mountain"])
    cast(game, "Healing Salve", 0, ("target", "player", 0))
    assert game.players[0].life == 23
    cast(game, "Healing Salve", 1, ("target", "player", 1))
    cast(game, "Lightning Bolt", ("target", "player", 1))
    assert game.players[1].life == 20  # 3 of 3 prevented, the shield is used up
    assert not game.replacements


@pytest.mark.parametrize("land, colors", [("Azorius Guildgate", {"W", "U"}),
                                          ("Temple of Mystery", {"G", "U"})])
def test_taplands_enter_tapped(land, colors):
    game, _, _ = board([])
    oid = put(game, 0, land, "hand")
    game.choose(("play", oid))
    while game.pending.kind != "priority":
        game.choose(0)  # Temple's scry
    new = next(i for i in game.battlefield if game.objects[i].card.name == land)
    assert game.objects[new].tapped
    assert set(game.objects[new].card.tap_mana_ability[1].produces) == colors


def test_temple_of_mystery_scries_one():
    game, _, _ = board([])
    oid = put(game, 0, "Temple of Mystery", "hand")
    game.choose(("play", oid))
    resolve_stack(game)
    assert any(e.kind == "scry" for e in game.events)


@pytest.mark.parametrize("card", ["Stonecoil Serpent", "Endless One"])
def test_enters_with_x_counters(card):
    game, _, _ = board(["Forest"] * 3)
    cast(game, card, ("x", 3))
    new = next(i for i in game.battlefield if game.objects[i].card.name == card)
    assert counters(game, new) == 3
    assert cont.power(game, game.objects[new]) == 3


def test_stonecoil_serpent_protection_from_multicolored():
    game, (serpent,), _ = board(["Swamp", "Plains", "Plains"], mine=["Stonecoil Serpent"])
    from casualmagic.engine.targets import legal_targets

    vindicate = put(game, 1, "Vindicate", "hand")
    spec = game.objects[vindicate].card.spell.targets[0]
    assert ("object", serpent) not in legal_targets(game, spec, 1, vindicate)


@pytest.mark.parametrize("card, lands, damage", [("Magma Spray", ["Mountain"], 2),
                                                 ("Lava Coil", ["Mountain"] * 2, 4),
                                                 ("Scorching Dragonfire", ["Mountain"] * 2, 3)])
def test_exile_if_it_would_die(card, lands, damage):
    game, _, (bear,) = board(lands, theirs=["Grizzly Bears"])
    cast(game, card, ("target", "object", bear))
    assert "Grizzly Bears" in names(game, game.exile)
    assert not game.players[1].graveyard


# -- protection, ward, prowess --------------------------------------------------------------------

@pytest.mark.parametrize("knight, spell, lands", [
    ("White Knight", "Doom Blade", ["Swamp"] * 2),
    ("Black Knight", "Swords to Plowshares", ["Plains"]),
    ("Paladin en-Vec", "Doom Blade", ["Swamp"] * 2),
])
def test_knights_with_protection_cant_be_targeted(knight, spell, lands):
    game, _, (k,) = board(lands, theirs=[knight])
    oid = put(game, 0, spell, "hand")
    assert not has_option(game, "cast", oid)  # no legal target (702.16b)
    assert k in game.battlefield


def test_paladin_en_vec_cant_be_targeted_by_red_and_isnt_dealt_red_damage():
    from casualmagic.engine.targets import legal_targets

    game, _, (knight,) = board(["Mountain"] * 6, theirs=["Paladin en-Vec"])
    bolt = put(game, 0, "Lightning Bolt", "hand")
    spec = game.objects[bolt].card.spell.targets[0]
    assert ("object", knight) not in legal_targets(game, spec, 0, bolt)
    oid = put(game, 0, "Mizzium Mortars", "hand")
    game.choose(("cast", oid, "overload"))  # "each": no targeting, but the damage is prevented
    resolve_stack(game)
    assert knight in game.battlefield and game.objects[knight].damage == 0
    assert any(e.kind == "prevent" and e.rule == "702.16e" for e in game.events)


@pytest.mark.parametrize("card, extra", [("Monastery Swiftspear", 1), ("Stormchaser Mage", 1)])
def test_prowess_pumps_on_noncreature_spells(card, extra):
    game, (creature,), _ = board(["Mountain", "Island"], mine=[card])
    base = cont.power(game, game.objects[creature])
    cast(game, "Lightning Bolt", ("target", "player", 1))
    assert cont.power(game, game.objects[creature]) == base + extra


def test_seeker_of_the_way_gets_prowess_and_lifelink():
    game, (seeker,), _ = board(["Mountain"], mine=["Seeker of the Way"])
    cast(game, "Lightning Bolt", ("target", "player", 1))
    o = game.objects[seeker]
    assert cont.power(game, o) == 3 and cont.has_keyword(game, o, "Lifelink")


@pytest.mark.parametrize("card, pay", [("Tomakul Honor Guard", "{2}"),
                                       ("Rimeshield Frost Giant", "{3}")])
def test_ward_counters_unless_paid(card, pay):
    game, _, (guard,) = board(["Swamp"] * 2, theirs=[card])
    cast(game, "Doom Blade", ("target", "object", guard))
    assert guard in game.battlefield  # Doom Blade was countered: no mana left to pay
    assert "Doom Blade" in names(game, game.players[0].graveyard)


def test_ward_can_be_paid():
    game, _, (guard,) = board(["Swamp"] * 4, theirs=["Tomakul Honor Guard"])
    oid = put(game, 0, "Doom Blade", "hand")
    game.choose(("cast", oid))  # the only legal target is chosen at once
    while game.pending.kind != "priority":
        game.choose(0)
    for _ in range(20):
        if game.pending.kind == "pay_unless":
            game.choose(next(o for o in game.pending.options if o[0] == "pay"))
        elif game.pending.kind == "priority":
            if not game.stack:
                break
            game.choose(("pass",))
        else:
            game.choose(0)
    assert guard not in game.battlefield


def test_sire_of_seven_deaths_ward_pay_life():
    game, _, (sire,) = board(["Swamp"] * 2, theirs=["Sire of Seven Deaths"])
    cast(game, "Doom Blade", ("target", "object", sire), resolve=False)
    for _ in range(20):
        if game.pending.kind == "pay_unless":
            assert option(game, "pay_life", 7)
            game.choose(("pay_life", 7))
        elif game.pending.kind == "priority":
            if not game.stack:
                break
            game.choose(("pass",))
        else:
            game.choose(0)
    assert game.players[0].life == 13 and sire not in game.battlefield


# -- kicker, flashback, cycling, overload, additional costs ------------------------------------------

def test_burst_lightning_kicked_and_not():
    game, _, _ = board(["Mountain"] * 6)
    cast(game, "Burst Lightning", ("no_kick",), ("target", "player", 1))
    assert game.players[1].life == 18
    cast(game, "Burst Lightning", ("kick", "{4}"), ("target", "player", 1))
    assert game.players[1].life == 14


def test_into_the_roil_draws_when_kicked():
    game, _, (bear,) = board(["Island"] * 4, theirs=["Grizzly Bears"])
    hand = len(game.players[0].hand)
    cast(game, "Into the Roil", ("kick", "{1}{U}"), ("target", "object", bear))
    assert "Grizzly Bears" in names(game, game.players[1].hand)
    assert len(game.players[0].hand) == hand + 1


@pytest.mark.parametrize("card, lands, check", [
    ("Think Twice", ["Island"] * 3, lambda g, h: len(g.players[0].hand) == h + 1),
    ("Lingering Souls", ["Swamp"] * 2, lambda g, h: battlefield_names(g, 0).count("Spirit") == 2),
])
def test_flashback_from_the_graveyard_then_exile(card, lands, check):
    game, _, _ = board(lands)
    oid = put(game, 0, card, "graveyard")
    hand = len(game.players[0].hand)
    game.choose(("cast", oid, "flashback"))
    resolve_stack(game)
    assert check(game, hand)
    assert card in names(game, game.exile) and not game.players[0].graveyard


def test_faithless_looting_draws_two_discards_two_and_flashes_back():
    game, _, _ = board(["Mountain"] * 4)
    cast(game, "Faithless Looting", 0, 0)
    assert len(game.players[0].graveyard) == 3  # two discards and the spell
    oid = next(i for i in game.players[0].graveyard
               if game.objects[i].card.name == "Faithless Looting")
    game.choose(("cast", oid, "flashback"))
    resolve_stack(game)
    assert "Faithless Looting" in names(game, game.exile)


def test_unburial_rites_returns_a_creature_and_flashes_back():
    game, _, _ = board(["Swamp"] * 5 + ["Plains"] * 4)
    put(game, 0, "Craw Wurm", "graveyard")
    cast(game, "Unburial Rites", 0)  # the Wurm is the only target; the first way to pay
    assert "Craw Wurm" in battlefield_names(game, 0)
    put(game, 0, "Grizzly Bears", "graveyard")
    rites = next(i for i in game.players[0].graveyard
                 if game.objects[i].card.name == "Unburial Rites")
    game.choose(("cast", rites, "flashback"))
    resolve_stack(game)
    assert "Grizzly Bears" in battlefield_names(game, 0)
    assert "Unburial Rites" in names(game, game.exile)


@pytest.mark.parametrize("card, lands", [("Miscalculation", ["Island"] * 2),
                                         ("Hieroglyphic Illumination", ["Island"])])
def test_cycling_discards_to_draw(card, lands):
    game, _, _ = board(lands)
    oid = put(game, 0, card, "hand")
    hand = len(game.players[0].hand)
    game.choose(("activate", oid, 0))
    resolve_stack(game)
    assert card in names(game, game.players[0].graveyard)
    assert len(game.players[0].hand) == hand  # the card left, one came in


def test_hieroglyphic_illumination_draws_two():
    game, _, _ = board(["Island"] * 4)
    hand = len(game.players[0].hand)
    cast(game, "Hieroglyphic Illumination")
    assert len(game.players[0].hand) == hand + 2


@pytest.mark.parametrize("counter, cost", [("Miscalculation", "{2}"), ("Mana Leak", "{3}"),
                                           ("Spell Pierce", "{2}")])
def test_counter_unless_its_controller_pays(counter, cost):
    game, _, _ = board(["Island"] * 2)
    spell = put(game, 1, "Lightning Bolt", "stack")  # player 2's spell, aimed at player 1
    game.obj_w(spell).targets = ((("player", 0),),)
    cast(game, counter, ("target", "object", spell), resolve=False)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "priority"  # player 2 has no mana: no payment offered (118.12)
    assert "Lightning Bolt" in names(game, game.players[1].graveyard)
    assert game.players[0].life == 20


def test_counter_unless_pays_when_it_is_paid():
    game, _, _ = board(["Island"] * 2)
    for _ in range(3):
        put(game, 1, "Mountain")
    spell = put(game, 1, "Lightning Bolt", "stack")
    game.obj_w(spell).targets = ((("player", 0),),)
    cast(game, "Mana Leak", ("target", "object", spell), resolve=False)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "pay_unless" and game.pending.player == 1
    game.choose(next(o for o in game.pending.options if o[0] == "pay"))
    resolve_stack(game)
    assert game.players[0].life == 17  # paid {3}: the Bolt resolved


def test_cyclonic_rift_single_and_overloaded():
    game, _, (bear, wurm) = board(["Island"] * 9, theirs=["Grizzly Bears", "Craw Wurm"])
    cast(game, "Cyclonic Rift", ("target", "object", bear))
    assert "Grizzly Bears" in names(game, game.players[1].hand)
    oid = put(game, 0, "Cyclonic Rift", "hand")
    game.choose(("cast", oid, "overload"))
    resolve_stack(game)
    assert "Craw Wurm" in names(game, game.players[1].hand)
    assert len([i for i in game.battlefield if game.objects[i].controller == 0]) == 9  # mine stay


def test_vandalblast_overloaded_destroys_each_artifact_you_dont_control():
    game, (mine,), theirs = board(["Mountain"] * 5, mine=["Sol Ring"],
                                  theirs=["Sol Ring", "Mind Stone"])
    oid = put(game, 0, "Vandalblast", "hand")
    game.choose(("cast", oid, "overload"))
    resolve_stack(game)
    assert mine in game.battlefield and not any(t in game.battlefield for t in theirs)


def test_vandalblast_single_target():
    game, _, (ring,) = board(["Mountain"], theirs=["Sol Ring"])
    cast(game, "Vandalblast", ("target", "object", ring))
    assert ring not in game.battlefield


def test_mizzium_mortars_overloaded_hits_each_creature_you_dont_control():
    game, (mine,), (a, b) = board(["Mountain"] * 6, mine=["Grizzly Bears"],
                                  theirs=["Grizzly Bears", "Centaur Courser"])
    oid = put(game, 0, "Mizzium Mortars", "hand")
    game.choose(("cast", oid, "overload"))
    resolve_stack(game)
    assert mine in game.battlefield and a not in game.battlefield and b not in game.battlefield


@pytest.mark.parametrize("card, lands", [("Village Rites", ["Swamp"]), ("Altar's Reap", ["Swamp"] * 2)])
def test_sacrifice_a_creature_to_draw_two(card, lands):
    game, (bear,), _ = board(lands, mine=["Grizzly Bears"])
    hand = len(game.players[0].hand)
    cast(game, card, ("sacrifice", bear))
    assert bear not in game.battlefield and len(game.players[0].hand) == hand + 2


def test_additional_sacrifice_cost_needs_a_creature():
    game, _, _ = board(["Swamp"])
    oid = put(game, 0, "Village Rites", "hand")
    assert not has_option(game, "cast", oid)


def test_bone_splinters_sacrifices_then_destroys():
    game, (bear,), (wurm,) = board(["Swamp"], mine=["Grizzly Bears"], theirs=["Craw Wurm"])
    cast(game, "Bone Splinters", ("target", "object", wurm), ("sacrifice", bear))
    assert bear not in game.battlefield and wurm not in game.battlefield


def test_thrill_of_possibility_discards_a_card_to_draw_two():
    game, _, _ = board(["Mountain"] * 2)
    put(game, 0, "Craw Wurm", "hand")
    cast(game, "Thrill of Possibility", 0)
    assert "Craw Wurm" in names(game, game.players[0].graveyard)
    assert len(game.players[0].hand) == 2


def test_viscera_seer_sacrifices_to_scry():
    game, (seer, bear), _ = board([], mine=["Viscera Seer", "Grizzly Bears"])
    game.choose(("activate", seer, 0))
    game.choose(("sacrifice", bear))
    resolve_stack(game)
    assert bear not in game.battlefield and any(e.kind == "scry" for e in game.events)


# -- copies -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("card, lands", [("Twincast", ["Island"] * 2), ("Reverberate", ["Mountain"] * 2)])
def test_copy_target_instant_with_new_target(card, lands):
    game, _, (bear,) = board(lands + ["Mountain"], theirs=["Grizzly Bears"])
    cast(game, "Lightning Bolt", ("target", "player", 1), resolve=False)
    bolt = game.stack[-1]
    assert bolt in game.stack
    cast(game, card, ("target", "object", bear))  # Twincast's only target is chosen at once
    resolve_stack(game)
    assert bear not in game.battlefield and game.players[1].life == 17
    assert names(game, game.players[0].graveyard).count("Lightning Bolt") == 1  # the copy is gone


def test_clone_enters_as_a_copy():
    game, _, (wurm,) = board(["Island"] * 4, theirs=["Craw Wurm"])
    cast(game, "Clone", ("copy", wurm))
    clone = next(i for i in game.battlefield if game.objects[i].controller == 0
                 and game.objects[i].card.name == "Craw Wurm")
    assert cont.power(game, game.objects[clone]) == 6
    from casualmagic.engine.primitives import destroy

    destroy(game, clone)
    assert "Clone" in names(game, game.players[0].graveyard)


# -- planeswalkers (606) -----------------------------------------------------------------------------

def test_jace_beleren_loyalty_abilities():
    game, _, _ = board(["Island"] * 3)
    cast(game, "Jace Beleren")
    jace = next(i for i in game.battlefield if game.objects[i].card.name == "Jace Beleren")
    assert counters(game, jace, "loyalty") == 3
    hands = [len(p.hand) for p in game.players]
    game.choose(("activate", jace, 0))
    resolve_stack(game)
    assert counters(game, jace, "loyalty") == 5
    assert [len(p.hand) for p in game.players] == [h + 1 for h in hands]
    assert not has_option(game, "activate", jace, 1)  # once per turn (606.3)


def test_jace_beleren_minus_abilities_next_turn():
    game, _, _ = board([])
    jace = put(game, 0, "Jace Beleren", counters=(("loyalty", 10),))
    game.choose(("activate", jace, 2))
    game.choose(("target", "player", 1))
    resolve_stack(game)
    assert len(game.players[1].graveyard) == 20
    assert jace not in game.battlefield  # 0 loyalty (704.5i)


def test_garruk_wildspeaker_abilities():
    game, (bear,), _ = board([], mine=["Grizzly Bears"])
    garruk = put(game, 0, "Garruk Wildspeaker", counters=(("loyalty", 5),))
    game.choose(("activate", garruk, 1))
    resolve_stack(game)
    assert "Beast" in battlefield_names(game, 0)
    game.obj_w(garruk).info = ()  # a later turn, for the test
    refresh(game)
    game.choose(("activate", garruk, 2))
    resolve_stack(game)
    o = game.objects[bear]
    assert cont.power(game, o) == 5 and cont.has_keyword(game, o, "Trample")


def test_garruk_untaps_two_lands():
    game, _, _ = board(["Forest"] * 2)
    garruk = put(game, 0, "Garruk Wildspeaker", counters=(("loyalty", 3),))
    lands = [i for i in game.battlefield if game.objects[i].card.name == "Forest"]
    for i in lands:
        game.obj_w(i).tapped = True
    game.choose(("activate", garruk, 0))
    game.choose(("target", "object", lands[0]))  # the other is the only one left
    resolve_stack(game)
    assert not any(game.objects[i].tapped for i in lands)
    assert counters(game, garruk, "loyalty") == 4


# -- triggers ---------------------------------------------------------------------------------------

def test_sneak_attack_puts_a_creature_in_with_haste_then_sacrifices_it():
    game, (sneak,), _ = board(["Mountain"], mine=["Sneak Attack"])
    put(game, 0, "Craw Wurm", "hand")
    game.choose(("activate", sneak, 0))
    resolve_stack(game) if game.pending.kind == "priority" else None
    while game.pending.kind != "priority" or game.stack:
        if game.pending.kind == "choose":
            game.choose(next(o for o in game.pending.options if o[0] == "put"))
        else:
            game.choose(("pass",) if game.pending.kind == "priority" else 0)
    wurm = next(i for i in game.battlefield if game.objects[i].card.name == "Craw Wurm")
    assert cont.has_keyword(game, game.objects[wurm], "Haste")
    pass_until(game, END, 0)
    resolve_stack(game)
    assert "Craw Wurm" in names(game, game.players[0].graveyard)


def test_sheoldred_drains_on_draws():
    game, _, _ = board([], mine=["Sheoldred, the Apocalypse"])
    pass_until(game, MAIN1, 1)  # player 1 drew for the turn
    assert game.players[1].life == 18
    pass_until(game, MAIN1, 0)
    assert game.players[0].life == 22


@pytest.mark.parametrize("card", ["Arcane Signet", "Command Tower"])
def test_commander_identity_mana_makes_none_without_a_commander(card):
    from casualmagic.engine.mana_payment import mana_sources

    game, (rock,), _ = board([], mine=[card])
    assert all(s.oid != rock for s in mana_sources(game, 0))  # 903.4f


def test_convalescence_intervening_if():
    game, _, _ = board([], mine=["Convalescence"])
    game.player_w(0).life = 10
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert game.players[0].life == 11
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert game.players[0].life == 11  # 11 > 10: it didn't trigger


def test_overrun_pumps_and_grants_trample():
    game, (a, b), _ = board(["Forest"] * 5, mine=["Grizzly Bears", "Centaur Courser"])
    cast(game, "Overrun")
    assert [cont.power(game, game.objects[i]) for i in (a, b)] == [5, 6]
    assert cont.has_keyword(game, game.objects[a], "Trample")


def test_soul_warden_gains_life_when_another_creature_enters():
    game, _, _ = board(["Forest"] * 2, mine=["Soul Warden"])
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert game.players[0].life == 21


def test_blood_artist_drains_when_it_or_another_creature_dies():
    game, (artist, bear), _ = board(["Mountain"] * 2, mine=["Blood Artist", "Grizzly Bears"])
    cast(game, "Lightning Bolt", ("target", "object", bear), ("target", "player", 1))
    resolve_stack(game)
    assert game.players[1].life == 19 and game.players[0].life == 21
    cast(game, "Shock", ("target", "object", artist), ("target", "player", 1))
    resolve_stack(game)
    assert game.players[1].life == 18


def test_zulaport_cutthroat_drains_when_it_or_a_creature_you_control_dies():
    game, (cutthroat, bear), _ = board(["Mountain"] * 2, mine=["Zulaport Cutthroat", "Grizzly Bears"])
    cast(game, "Lightning Bolt", ("target", "object", bear))
    resolve_stack(game)
    assert game.players[1].life == 19 and game.players[0].life == 21
    cast(game, "Shock", ("target", "object", cutthroat))
    resolve_stack(game)
    assert game.players[1].life == 18


def test_reconnaissance_removes_an_attacker_from_combat_and_untaps_it():
    game, (recon, bear), _ = board([], mine=["Reconnaissance", "Grizzly Bears"])
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(option(game, "attack", bear))
    done(game)
    assert game.objects[bear].tapped
    game.choose(("activate", recon, 0))
    resolve_stack(game)
    assert not game.objects[bear].tapped and not game.combat.is_attacking(bear)
    assert any(e.rule == "506.4" for e in game.events)
    pass_until(game, END_COMBAT, 0)
    assert game.players[1].life == 20


def test_603_6a_a_creature_returned_to_the_battlefield_triggers_its_enters_ability():
    game, _, _ = board(["Swamp"] * 5)
    put(game, 0, "Elvish Visionary", "graveyard")
    hand = len(game.players[0].hand)
    cast(game, "Unburial Rites", 0)
    assert len(game.players[0].hand) == hand + 1  # Elvish Visionary drew on entering


@pytest.mark.parametrize("swamps, life", [(1, 16), (2, 18), (3, 20)])
def test_dismember_phyrexian_mana_paid_with_life(swamps, life):
    """107.4f: each {B/P} is paid with {B} or 2 life; with one Swamp it still can be cast."""
    game, _, (wurm,) = board(["Swamp"] * swamps, theirs=["Craw Wurm"])
    cast(game, "Dismember", 0)  # the first plan uses the most mana
    assert wurm not in game.battlefield and game.players[0].life == life


def test_consider_surveils_then_draws():
    game, _, _ = board(["Island"])
    top = game.players[0].library[0]
    cast(game, "Consider", ("graveyard", top))
    assert top not in game.players[0].library
    assert game.objects[game.players[0].graveyard[0]].card.name == "Island"
    assert any(e.kind == "surveil" and e.rule == "701.42a" for e in game.events)


def test_doom_whisperer_pays_life_to_surveil_two():
    game, (doom,), _ = board([], mine=["Doom Whisperer"])
    lib = game.players[0].library[:2]
    game.choose(("activate", doom, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("graveyard", lib[0]))
    game.choose(("top", lib[1]))
    assert game.players[0].life == 18
    assert len(game.players[0].graveyard) == 1 and game.players[0].library[0] == lib[1]


def test_gilded_lotus_makes_three_mana_of_one_colour():
    """106.1, 605.3b: the three mana are all of one chosen colour."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine import mana_payment as mp

    game, _, _ = board(["Mountain"], mine=["Gilded Lotus"])
    assert mp.can_pay(game, 0, parse_cost("{W}{W}{W}{R}"))
    assert not mp.can_pay(game, 0, parse_cost("{2}{W}{B}"))  # W and B from one Lotus: no
    assert not mp.payment_plans(game, 0, parse_cost("{2}{W}{B}"))
    cast(game, "Wrath of God", 0)  # {2}{W}{W}: Lotus for WWW... and the Mountain
    assert any(e.kind == "mana_ability" and e.data["mana"] == "WWW" for e in game.events)
