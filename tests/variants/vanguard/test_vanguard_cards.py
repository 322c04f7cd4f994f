"""A scenario for each implemented vanguard card (CR 313, 902.7): its abilities work from
the command zone.  Each test names its card."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, END, MAIN1, MAIN2
from casualmagic.engine import continuous as cont
from tests.engine.helpers import done, pass_until, put, to_main
from tests.variants.planechase.helpers import settle
from tests.variants.vanguard.helpers import vanguard, vg_game

OTHER = "Maraxus"
"""The opponent's vanguard where the test doesn't care."""


def _pt(game, oid):
    o = game.objects[oid]
    return cont.power(game, o), cont.toughness(game, o)


def _activate(game, seat, index=0, *targets, prefer=()):
    """Activate ability ``index`` of ``seat``'s vanguard, choose ``targets``, resolve."""
    game.choose(("activate", vanguard(game, seat), index))
    settle(game, *(("target", *t) for t in targets), *prefer)


def _to_attack(game, seat=0):
    pass_until(game, ATTACKERS - 1, seat)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"


def _lands(game, seat, n, name="Mountain"):
    for _ in range(n):
        put(game, seat, name)


# -- static abilities --------------------------------------------------------------------

def test_maraxus_creatures_you_control_get_plus_1_plus_0():
    game = vg_game("Maraxus", "Serra")
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    assert _pt(game, mine) == (3, 2) and _pt(game, theirs) == (2, 4)


def test_serra_creatures_you_control_get_plus_0_plus_2():
    game = vg_game("Serra", OTHER)
    assert _pt(game, put(game, 0, "Grizzly Bears")) == (2, 4)


def test_goblin_warchief_avatar_attacking_creatures_get_plus_1():
    game = vg_game("Goblin Warchief Avatar", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    assert _pt(game, bear) == (2, 2)
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    assert _pt(game, bear) == (3, 2)


def _keyword_test(name, keyword):
    game = vg_game(name, OTHER)
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    assert cont.has_keyword(game, game.objects[mine], keyword)
    assert not cont.has_keyword(game, game.objects[theirs], keyword)


def test_ertai_creatures_you_control_have_hexproof():
    _keyword_test("Ertai", "Hexproof")


def test_tahngarth_creatures_you_control_have_haste():
    _keyword_test("Tahngarth", "Haste")
    game = vg_game("Tahngarth", OTHER)
    bear = put(game, 0, "Grizzly Bears", sick=True)
    _to_attack(game)
    assert ("attack", bear, "player", 1) in game.pending.options


def test_orim_creatures_you_control_have_reach():
    _keyword_test("Orim", "Reach")


def test_selenia_creatures_you_control_have_vigilance():
    _keyword_test("Selenia", "Vigilance")
    game = vg_game("Selenia", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    assert not game.objects[bear].tapped


def test_lyna_creatures_you_control_have_shadow():
    _keyword_test("Lyna", "Shadow")
    game = vg_game("Lyna", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    wall = put(game, 1, "Centaur Courser")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.objects[wall].zone == "battlefield" and game.players[1].life == 22 - 2


def test_dauntless_escort_avatar_creatures_you_control_have_exalted():
    game = vg_game("Dauntless Escort Avatar", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    settle(game)
    assert _pt(game, bear) == (4, 4)  # two instances of exalted (702.83b)


def test_two_headed_giant_of_foriys_avatar_menace_and_an_additional_block():
    game = vg_game("Two-Headed Giant of Foriys Avatar", OTHER)
    bear = game.objects[put(game, 0, "Grizzly Bears")]
    assert cont.has_keyword(game, bear, "Menace")
    assert cont.has_keyword(game, bear, "Can block an additional creature")


def test_hanna_spells_you_cast_cost_1_less():
    game = vg_game("Hanna", "Hanna", libs=[["Forest"] * 30, ["Forest"] * 30])
    to_main(game, 0)
    put(game, 0, "Forest")
    ogre = put(game, 0, "Gray Ogre", "hand")  # {2}{R}: two lands can't pay it
    put(game, 0, "Mountain")
    assert ("cast", ogre) in game.pending.options


def test_hanna_does_not_reduce_opponents_spells():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine import casting_rules as cr

    game = vg_game("Hanna", OTHER)
    ogre = card_by_name("Gray Ogre")
    assert cr.cost_reduction(game, 0, ogre) == 1 and cr.cost_reduction(game, 1, ogre) == 0


def test_tawnos_artifact_creature_and_enchantment_spells_as_though_they_had_flash():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine import casting_rules as cr

    game = vg_game("Tawnos", OTHER)
    for name in ("Grizzly Bears", "Bonesplitter", "Glorious Anthem"):
        assert cr.has_flash_grant(game, 0, card_by_name(name))
        assert not cr.has_flash_grant(game, 1, card_by_name(name))
    assert not cr.has_flash_grant(game, 0, card_by_name("Divination"))


def test_mishra_creatures_you_control_deal_double_damage():
    game = vg_game("Mishra", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 22 - 4


def test_birds_of_paradise_avatar_lands_you_control_tap_for_any_color():
    game = vg_game("Birds of Paradise Avatar", OTHER)
    to_main(game, 0)
    put(game, 0, "Forest")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert ("cast", bolt) in game.pending.options
    game2 = vg_game(OTHER, "Birds of Paradise Avatar")
    to_main(game2, 0)
    put(game2, 0, "Forest")
    bolt = put(game2, 0, "Lightning Bolt", "hand")
    assert ("cast", bolt) not in game2.pending.options


def test_sisay_tapping_a_land_for_mana_adds_one_more():
    game = vg_game("Sisay", OTHER)
    to_main(game, 0)
    put(game, 0, "Forest")
    ogre = put(game, 0, "Centaur Courser", "hand")  # {2}{G}
    put(game, 0, "Forest")
    assert ("cast", ogre) in game.pending.options


# -- triggered abilities -----------------------------------------------------------------

def test_serra_angel_avatar_whenever_you_cast_a_spell_gain_2_life():
    game = vg_game("Serra Angel Avatar", OTHER)
    to_main(game, 0)
    life = game.players[0].life
    put(game, 0, "Forest")
    elves = put(game, 0, "Llanowar Elves", "hand")
    game.choose(("cast", elves))
    settle(game)
    assert game.players[0].life == life + 2


def test_erhnam_djinn_avatar_creature_spell_makes_a_saproling():
    game = vg_game("Erhnam Djinn Avatar", OTHER)
    to_main(game, 0)
    put(game, 0, "Forest")
    game.choose(("cast", put(game, 0, "Llanowar Elves", "hand")))
    settle(game)
    names = [game.objects[i].card.name for i in game.battlefield]
    assert "Saproling" in names and "Llanowar Elves" in names


def test_fallen_angel_avatar_creature_dies_opponent_loses_and_you_gain():
    game = vg_game("Fallen Angel Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    you, them = game.players[0].life, game.players[1].life
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    game.choose(("target", "object", bear))
    settle(game, ("target", "player", 1))
    assert game.players[0].life == you + 1 and game.players[1].life == them - 1


def test_grinning_demon_avatar_nontoken_creature_dies_opponent_discards():
    game = vg_game("Grinning Demon Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    hand = len(game.players[1].hand)
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    game.choose(("target", "object", bear))
    settle(game, ("target", "player", 1))
    assert len(game.players[1].hand) == hand - 1


def _next_main(game, seat=0):
    """From this main phase to ``seat``'s next turn's first main phase."""
    turn = game.turn
    while game.turn == turn:
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    pass_until(game, MAIN1, seat)


def test_royal_assassin_avatar_upkeep_draw_and_lose_1():
    game = vg_game("Royal Assassin Avatar", OTHER)
    to_main(game, 0)
    life, hand = game.players[0].life, len(game.players[0].hand)
    _next_main(game, 0)
    assert game.players[0].life == life - 1
    kept = min(hand, game.players[0].max_hand_size)  # hand -2: maximum five (902.5b)
    assert len(game.players[0].hand) == kept + 2  # the trigger's card and the draw step's


def test_rumbling_slum_avatar_upkeep_1_damage_to_each_opponent():
    game = vg_game("Rumbling Slum Avatar", OTHER, "Serra")
    to_main(game, 0)
    lives = [p.life for p in game.players]
    _next_main(game, 0)
    assert [p.life for p in game.players] == [lives[0], lives[1] - 1, lives[2] - 1]


def test_teysa_orzhov_scion_avatar_nontoken_creature_dies_spirit():
    game = vg_game("Teysa, Orzhov Scion Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")  # any nontoken creature
    put(game, 0, "Mountain")
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    game.choose(("target", "object", bear))
    settle(game)
    spirit = [i for i in game.battlefield if game.objects[i].card.name == "Spirit"]
    assert len(spirit) == 1 and game.objects[spirit[0]].controller == 0
    assert cont.has_keyword(game, game.objects[spirit[0]], "Flying")


def test_morinfen_avatar_upkeep_lose_1_life_per_permanent():
    game = vg_game("Morinfen Avatar", OTHER)
    to_main(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
    life = game.players[0].life
    _next_main(game, 0)
    assert game.players[0].life == life - 3


def test_gerrard_draw_step_draw_an_additional_card():
    game = vg_game("Gerrard", OTHER)
    to_main(game, 0)
    hand = len(game.players[0].hand)
    _next_main(game, 0)
    kept = min(hand, game.players[0].max_hand_size)  # hand -4: maximum three (902.5b)
    assert len(game.players[0].hand) == kept + 2


def test_rofellos_creature_you_control_dies_draw():
    game = vg_game("Rofellos", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    hand = len(game.players[0].hand)
    game.choose(("cast", bolt))
    game.choose(("target", "object", bear))
    settle(game)
    assert len(game.players[0].hand) == hand  # the Bolt left, a card was drawn


def test_arcbound_overseer_avatar_upkeep_counters():
    game = vg_game("Arcbound Overseer Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    game.choose(("pass",))
    for _ in range(200):
        if game.pending.kind == "priority" and game.active == 0 and game.turn > 1 \
                and not game.stack and not game.waiting_triggers:
            break
        d = game.pending
        game.choose(("yes",) if ("yes",) in d.options else ("pass",) if d.kind == "priority"
                    else ("target", "object", bear) if ("target", "object", bear) in d.options
                    else ("done",) if ("done",) in d.options else 0)
    assert game.objects[bear].counter("+1/+1") == 1 and game.objects[bear].counter("charge") == 1


def test_eladamri_lord_of_leaves_avatar_each_first_main_phase_adds_gg():
    game = vg_game("Eladamri, Lord of Leaves Avatar", OTHER)
    to_main(game, 0)
    settle(game)
    assert game.players[0].mana_pool[4] == 2  # W U B R G C: two green
    _next_main(game, 1)
    settle(game)
    assert game.players[1].mana_pool[4] == 2  # each player's


def test_volrath_creature_to_graveyard_may_go_on_top_of_library():
    game = vg_game("Volrath", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    game.choose(("target", "object", bear))
    settle(game)
    top = game.objects[game.players[0].library[0]]
    assert top.card.name == "Grizzly Bears"


# -- activated abilities -----------------------------------------------------------------

def test_urza_3_deal_1_damage_to_any_target():
    game = vg_game("Urza", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    life = game.players[1].life
    _activate(game, 0, 0, ("player", 1))
    assert game.players[1].life == life - 1
    assert ("activate", vanguard(game, 0), 0) not in game.pending.options  # lands tapped


def test_takara_sacrifice_a_creature_1_damage():
    game = vg_game("Takara", OTHER)
    to_main(game, 0)
    assert ("activate", vanguard(game, 0), 0) not in game.pending.options  # nothing to sacrifice
    bear = put(game, 0, "Grizzly Bears")
    life = game.players[1].life
    _activate(game, 0, 0, ("player", 1))
    assert bear not in game.battlefield and game.players[1].life == life - 1


def test_sidar_kondo_3_target_creature_gets_plus_3():
    game = vg_game("Sidar Kondo", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    bear = put(game, 0, "Grizzly Bears")
    _activate(game, 0, 0, ("object", bear))
    assert _pt(game, bear) == (5, 5)  # Maraxus is the opponent's: no +1


def test_sliver_queen_brood_mother_3_create_a_sliver():
    game = vg_game("Sliver Queen, Brood Mother", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    _activate(game, 0, 0)
    sliver = [i for i in game.battlefield if game.objects[i].card.name == "Sliver"]
    assert len(sliver) == 1 and _pt(game, sliver[0]) == (1, 1)
    assert game.objects[sliver[0]].card.colors == ()


def test_gix_3_return_creature_card_from_graveyard_to_hand():
    game = vg_game("Gix", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    bear = put(game, 0, "Grizzly Bears", "graveyard")
    _activate(game, 0, 0, ("object", bear))
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[0].hand)
    assert not game.players[0].graveyard


def test_barrin_sacrifice_a_permanent_bounce_target_creature():
    game = vg_game("Barrin", OTHER)
    to_main(game, 0)
    put(game, 0, "Forest")
    bear = put(game, 1, "Grizzly Bears")
    _activate(game, 0, 0, ("object", bear))
    assert bear not in game.battlefield
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[1].hand)


def test_oracle_untap_attacking_creature_and_remove_it_from_combat():
    game = vg_game("Oracle", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    assert game.objects[bear].tapped
    _activate(game, 0, 0, ("object", bear))
    assert not game.objects[bear].tapped
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 22  # removed from combat: no damage


def test_squee_goblin_nabob_avatar_1_prevent_next_1_damage():
    game = vg_game("Squee, Goblin Nabob Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 2)
    bear = put(game, 0, "Grizzly Bears")
    _activate(game, 0, 0, ("object", bear))
    game.choose(("cast", put(game, 0, "Shock", "hand")))
    game.choose(("target", "object", bear))
    settle(game)
    assert bear in game.battlefield and game.objects[bear].damage == 1


def test_ashling_the_pilgrim_avatar_2_damage_each_creature_and_player():
    game = vg_game("Ashling the Pilgrim Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 2)
    elf = put(game, 1, "Llanowar Elves")
    lives = [p.life for p in game.players]
    _activate(game, 0, 0)
    assert elf not in game.battlefield
    assert [p.life for p in game.players] == [lives[0] - 1, lives[1] - 1]


def test_hells_caretaker_avatar_3_sacrifice_return_creature_card_to_battlefield():
    game = vg_game("Hell's Caretaker Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    put(game, 0, "Llanowar Elves")
    wurm = put(game, 0, "Craw Wurm", "graveyard")
    _activate(game, 0, 0, ("object", wurm))
    assert any(game.objects[i].card.name == "Craw Wurm" for i in game.battlefield)
    assert any(game.objects[i].card.name == "Llanowar Elves" for i in game.players[0].graveyard)


def test_braids_conjurer_adept_avatar_each_player_may_put_a_card_onto_the_battlefield():
    game = vg_game("Braids, Conjurer Adept Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 4)
    put(game, 0, "Forest", "hand")
    put(game, 1, "Island", "hand")
    before = len(game.battlefield)
    _activate(game, 0, 0)  # {2}: lands, tapped
    new = [game.objects[i] for i in game.battlefield[before:]]
    assert sorted(o.controller for o in new) == [0, 1] and all(o.tapped for o in new)
    assert all("Land" in o.card.types for o in new)
    assert ("activate", vanguard(game, 0), 2) not in game.pending.options  # {4}: two left
    game.choose(("pass",))
    pass_until(game, END, 1)
    assert ("activate", vanguard(game, 0), 0) not in game.pending.options  # not priority


# -- optional payments, the start of the game, skipping -----------------------------------

def test_stalking_tiger_avatar_creature_spell_may_pay_1_to_draw():
    game = vg_game("Stalking Tiger Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 2, "Forest")
    elves = put(game, 0, "Llanowar Elves", "hand")
    hand = len(game.players[0].hand)
    game.choose(("cast", elves))
    settle(game, pick=lambda d: d.options[0] if d.kind == "pay_optional" else None)
    assert len(game.players[0].hand) == hand  # the Elves left, a card was drawn
    assert any(e.kind == "pay_optional" and e.rule == "118.12" for e in game.events)
    game2 = vg_game("Stalking Tiger Avatar", OTHER)
    to_main(game2, 0)
    _lands(game2, 0, 2, "Forest")
    elves = put(game2, 0, "Llanowar Elves", "hand")
    hand = len(game2.players[0].hand)
    game2.choose(("cast", elves))
    settle(game2, ("decline",))
    assert len(game2.players[0].hand) == hand - 1  # declined: no card


def test_rith_the_awakener_avatar_combat_damage_may_pay_5_for_a_dragon():
    game = vg_game("Rith, the Awakener Avatar", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    _lands(game, 0, 5)
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    settle(game)
    dragons = [i for i in game.battlefield if game.objects[i].card.name == "Dragon"]
    assert len(dragons) == 1 and _pt(game, dragons[0]) == (5, 5)


def test_prodigal_sorcerer_avatar_upkeep_may_put_top_card_into_graveyard():
    game = vg_game("Prodigal Sorcerer Avatar", OTHER)
    to_main(game, 0)
    assert any(e.kind == "look" for e in game.events)  # turn 1's upkeep trigger
    assert len(game.players[0].graveyard) == 1  # the first option takes the card


def test_starke_draw_step_may_draw_then_put_a_card_on_the_bottom():
    game = vg_game("Starke", OTHER, first=1)  # the first player skips its draw step (103.8a)
    to_main(game, 1)
    hand = len(game.players[0].hand)
    to_main(game, 0)  # turn 2: Starke's controller's draw step
    drew = [e for e in game.events if e.kind == "draw" and e.player == 0 and e.turn == 2]
    assert len(drew) == 2  # the turn's draw and Starke's
    assert len(game.players[0].hand) == hand + 1  # then one card went to the bottom


def test_chronatog_avatar_no_maximum_hand_size_and_draw_three_skip_next_turn():
    game = vg_game("Chronatog Avatar", OTHER)
    assert game.players[0].max_hand_size is None
    to_main(game, 0)
    hand = len(game.players[0].hand)
    _activate(game, 0, 0)
    assert len(game.players[0].hand) == hand + 3
    assert ("activate", vanguard(game, 0), 0) not in game.pending.options  # once each turn
    _next_main(game, 1)
    turn = game.turn
    game.choose(("pass",))
    for _ in range(300):
        if game.turn > turn and game.pending.kind == "priority":
            break
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    assert game.active == 1 and any(e.kind == "skip_turn" and e.player == 0 for e in game.events)


def test_necropotence_avatar_skip_draw_and_end_step_death_counters():
    game = vg_game("Necropotence Avatar", OTHER)
    to_main(game, 0)
    _next_main(game, 0)
    assert any(e.kind == "skip_step" and e.player == 0 for e in game.events)
    assert game.objects[vanguard(game, 0)].counter("death") == 0  # not on the first turn
    life, hand = game.players[0].life, len(game.players[0].hand)
    game.choose(("pass",))
    pass_until(game, END, 0)
    settle(game)
    assert game.objects[vanguard(game, 0)].counter("death") == 1
    assert game.players[0].life == life - 1 and len(game.players[0].hand) == hand + 1


def test_elvish_champion_avatar_begin_the_game_with_an_elf_that_taps_for_g():
    game = vg_game("Elvish Champion Avatar", OTHER)
    to_main(game, 0)
    elves = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Elf"]
    assert len(elves) == 1 and elves[0].controller == 0 and _pt(game, elves[0].id) == (1, 1)
    assert elves[0].card.activated[0].produces == ("G",)


def test_titania_play_an_additional_land_each_turn():
    game = vg_game("Titania", OTHER)
    to_main(game, 0)
    forests = [i for i in game.players[0].hand]
    game.choose(("play", forests[0]))
    assert ("play", forests[1]) in game.pending.options
    game.choose(("play", forests[1]))
    assert not any(o[0] == "play" for o in game.pending.options)


# -- random choices (608.2d) -----------------------------------------------------------------

def test_master_of_the_wild_hunt_avatar_a_random_green_token():
    game = vg_game("Master of the Wild Hunt Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3, "Forest")
    _activate(game, 0, 0)
    made = [game.objects[i] for i in game.battlefield if game.objects[i].card.is_token]
    assert len(made) == 1 and made[0].card.name in ("Wolf", "Antelope", "Cat", "Rhino")
    assert made[0].card.colors == ("G",)


def test_flametongue_kavu_avatar_entering_creature_deals_0_to_4_random_damage():
    dealt = set()
    for seed in range(8):
        game = vg_game("Flametongue Kavu Avatar", OTHER, seed=seed)
        to_main(game, 0)
        wurm = put(game, 1, "Colossal Dreadmaw")
        put(game, 0, "Forest")
        game.choose(("cast", put(game, 0, "Llanowar Elves", "hand")))
        settle(game, ("target", "object", wurm))
        hits = [e for e in game.events if e.kind == "damage" and e.data.get("to_object") == wurm]
        assert all(e.data["source"] == "Llanowar Elves" for e in hits)
        dealt.add(game.objects[wurm].damage)
    assert dealt <= set(range(5)) and len(dealt) > 1


def test_jaya_ballard_avatar_x_random_damage_0_to_x():
    dealt = set()
    for seed in range(8):
        game = vg_game("Jaya Ballard Avatar", OTHER, seed=seed)
        to_main(game, 0)
        _lands(game, 0, 3)
        life = game.players[1].life
        game.choose(("activate", vanguard(game, 0), 0))
        settle(game, ("x", 3), ("target", "player", 1))
        dealt.add(life - game.players[1].life)
    assert dealt <= set(range(4)) and len(dealt) > 1


def test_hermit_druid_avatar_upkeep_random_land_from_library_onto_battlefield():
    game = vg_game("Hermit Druid Avatar", OTHER, libs=[["Grizzly Bears"] * 25 + ["Island"] * 5,
                                                       ["Forest"] * 30])
    lands = sum(1 for i in game.players[0].library if game.objects[i].card.name == "Island")
    to_main(game, 0)
    islands = [i for i in game.battlefield if game.objects[i].card.name == "Island"]
    in_library = sum(1 for i in game.players[0].library if game.objects[i].card.name == "Island")
    assert len(islands) == 1 and in_library == lands - 1


def test_higure_the_still_wind_avatar_combat_damage_random_creature_card_to_hand():
    game = vg_game("Higure, the Still Wind Avatar", OTHER,
                   libs=[["Forest"] * 25 + ["Craw Wurm"] * 5, ["Forest"] * 30])
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert any(game.objects[i].card.name == "Craw Wurm" for i in game.players[0].hand)
    assert any(e.kind == "reveal" and e.data["cards"] == ["Craw Wurm"] for e in game.events)


def test_karona_false_god_avatar_upkeep_exchange_random_permanents():
    game = vg_game("Karona, False God Avatar", OTHER)
    to_main(game, 0)
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Craw Wurm")
    _next_main(game, 0)
    assert game.objects[mine].controller == 1 and game.objects[theirs].controller == 0
    assert any(e.kind == "exchange_control" and e.rule == "701.10b" for e in game.events)


def test_akroma_angel_of_wrath_avatar_entering_creature_gains_two_random_abilities():
    game = vg_game("Akroma, Angel of Wrath Avatar", OTHER)
    to_main(game, 0)
    put(game, 0, "Forest")
    game.choose(("cast", put(game, 0, "Llanowar Elves", "hand")))
    settle(game)
    elves = next(game.objects[i] for i in game.battlefield
                 if game.objects[i].card.name == "Llanowar Elves")
    pool = ("Flying", "First strike", "Trample", "Haste", "Protection from black",
            "Protection from red", "Vigilance")
    assert sum(cont.has_keyword(game, elves, k) for k in pool) == 2
    _next_main(game, 0)
    assert sum(cont.has_keyword(game, elves, k) for k in pool) == 2  # for good


def test_eight_and_a_half_tails_avatar_protection_from_a_random_color_until_end_of_turn():
    game = vg_game("Eight-and-a-Half-Tails Avatar", OTHER)
    to_main(game, 0)
    put(game, 0, "Mountain")
    bear = put(game, 0, "Grizzly Bears")
    _activate(game, 0, 0, ("object", bear))
    colors = ("white", "blue", "black", "red", "green")
    o = game.objects[bear]
    assert sum(cont.has_keyword(game, o, f"Protection from {c}") for c in colors) == 1
    _next_main(game, 1)
    assert not any(cont.has_keyword(game, o, f"Protection from {c}") for c in colors)


# -- counting statics, choices as they resolve, restrictions, revealed hands ----------------

def test_multani_creatures_get_plus_x_for_cards_in_your_hand():
    game = vg_game("Multani", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    hand = len(game.players[0].hand)
    assert _pt(game, bear) == (2 + hand, 2)
    put(game, 0, "Forest", "hand")
    assert _pt(game, bear) == (3 + hand, 2)


def test_reaper_king_avatar_plus_1_plus_1_for_each_of_its_colors():
    game = vg_game("Reaper King Avatar", OTHER)
    assert _pt(game, put(game, 0, "Grizzly Bears")) == (3, 3)  # green: one colour
    assert _pt(game, put(game, 0, "Ornithopter")) == (0, 2)  # colourless: none


def test_karn_noncreature_artifacts_are_creatures_with_pt_equal_to_mana_value():
    game = vg_game("Karn", OTHER)
    sword = put(game, 0, "Bonesplitter")  # mana value 1
    assert cont.is_type(game, game.objects[sword], "Creature") and _pt(game, sword) == (1, 1)
    theirs = put(game, 1, "Bonesplitter")
    assert not cont.is_type(game, game.objects[theirs], "Creature")


def test_oni_of_wild_places_avatar_haste_and_upkeep_return_a_creature():
    _keyword_test("Oni of Wild Places Avatar", "Haste")
    game = vg_game("Oni of Wild Places Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    _next_main(game, 0)
    assert bear not in game.battlefield
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[0].hand)


def test_tradewind_rider_avatar_each_player_returns_a_permanent_unless_pays_2_life():
    game = vg_game("Tradewind Rider Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 3)
    bear = put(game, 1, "Grizzly Bears")
    lives = [p.life for p in game.players]
    game.choose(("activate", vanguard(game, 0), 0))
    settle(game, ("pay_life", 2), pick=lambda d: d.options[0])
    assert [p.life for p in game.players] == [lives[0] - 2, lives[1] - 2]  # both paid
    assert bear in game.battlefield
    _lands(game, 0, 3)
    game.choose(("activate", vanguard(game, 0), 0))
    settle(game, ("return", bear), pick=lambda d: d.options[0])
    assert bear not in game.battlefield


def test_ashling_the_extinguisher_avatar_once_and_only_during_your_turn():
    game = vg_game("Ashling, the Extinguisher Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 10, "Forest")
    bears = [put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")]
    ash = vanguard(game, 0)
    _activate(game, 0, 0)
    assert not any(b in game.battlefield for b in bears)
    assert len([i for i in game.battlefield if "Land" in game.objects[i].card.types]) == 10
    assert ("activate", ash, 0) not in game.pending.options  # only once (in the game)
    game2 = vg_game(OTHER, "Ashling, the Extinguisher Avatar")
    to_main(game2, 0)
    _lands(game2, 1, 5)
    game2.choose(("pass",))
    assert game2.pending.player == 1
    assert ("activate", vanguard(game2, 1), 0) not in game2.pending.options  # not their turn


def test_squee_your_opponents_play_with_their_hands_revealed():
    game = vg_game("Squee", OTHER)
    hand = [game.objects[i].card.name for i in game.players[1].hand]
    assert game.view(0)["revealed_hands"] == {1: hand}
    assert game.view(1)["revealed_hands"] == {1: hand}  # public to everyone
    game2 = vg_game(OTHER, "Maraxus")
    assert "revealed_hands" not in game2.view(0)


def test_raksha_golden_cub_avatar_plus_0_1_and_equipped_creatures_plus_1_first_strike():
    from tests.engine.helpers import refresh

    game = vg_game("Raksha Golden Cub Avatar", OTHER)
    bear, other = put(game, 0, "Grizzly Bears"), put(game, 0, "Grizzly Bears")
    sword = put(game, 0, "Bonesplitter")
    game.obj_w(sword).attached_to = bear
    game.chars_cache = None
    refresh(game)
    assert _pt(game, bear) == (5, 3) and _pt(game, other) == (2, 3)
    assert cont.has_keyword(game, game.objects[bear], "First strike")
    assert not cont.has_keyword(game, game.objects[other], "First strike")


def test_mirri_the_cursed_avatar_creatures_tap_to_shrink_another_and_grow():
    game = vg_game("Mirri the Cursed Avatar", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    elf, wurm = put(game, 1, "Llanowar Elves"), put(game, 1, "Craw Wurm")
    ability = next(o for o in game.pending.options if o[:2] == ("activate", bear))
    game.choose(ability)
    assert game.pending.kind == "target"
    assert ("target", "object", bear) not in game.pending.options  # "another" (115.10)
    assert ("target", "object", wurm) in game.pending.options
    settle(game, ("target", "object", elf))
    assert elf not in game.battlefield  # 1/1 with -1/-1: dies (704.5f)
    assert game.objects[bear].counter("+1/+1") == 1 and game.objects[bear].tapped


def test_orcish_squatters_avatar_first_main_phase_add_c_per_land_of_target_opponent():
    game = vg_game("Orcish Squatters Avatar", OTHER)
    _lands(game, 1, 3, "Island")
    to_main(game, 0)
    settle(game)
    assert game.players[0].mana_pool[5] == 3  # W U B R G C


# -- regeneration (701.15) -------------------------------------------------------------------

def _shield(game, seat, target, sacrifice):
    game.choose(("activate", vanguard(game, seat), 0))
    settle(game, ("target", "object", target), pick=lambda d: ("sacrifice", sacrifice)
           if ("sacrifice", sacrifice) in d.options else None)


def test_xantcha_sacrifice_a_permanent_regenerate_target_creature():
    game = vg_game("Xantcha", OTHER)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    _lands(game, 0, 1)
    land = put(game, 0, "Forest")
    _shield(game, 0, bear, land)
    assert any(e.kind == "regeneration_shield" and e.rule == "701.15a" for e in game.events)
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    settle(game, ("target", "object", bear))
    assert bear in game.battlefield  # 701.15a: regenerated from lethal damage (704.5g)
    o = game.objects[bear]
    assert o.tapped and o.damage == 0
    assert any(e.kind == "regenerate" and e.rule == "701.15a" for e in game.events)
    _lands(game, 0, 1)
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))
    settle(game, ("target", "object", bear))
    assert bear not in game.battlefield  # the shield was used up


def test_loxodon_hierarch_avatar_regenerate_from_destroy_until_end_of_turn():
    game = vg_game("Loxodon Hierarch Avatar", OTHER)
    to_main(game, 0)
    bear, elf = put(game, 0, "Grizzly Bears"), put(game, 0, "Llanowar Elves")
    theirs = put(game, 1, "Grizzly Bears")
    land = put(game, 0, "Forest")
    game.choose(("activate", vanguard(game, 0), 0))
    assert ("target", "object", elf) in game.pending.options
    assert ("target", "object", theirs) not in game.pending.options  # creature you control
    settle(game, ("target", "object", bear), pick=lambda d: ("sacrifice", land)
           if ("sacrifice", land) in d.options else None)
    _lands(game, 0, 3, "Swamp")
    game.choose(("cast", put(game, 0, "Murder", "hand")))
    settle(game, ("target", "object", bear))
    assert bear in game.battlefield and game.objects[bear].tapped  # "destroy" (701.7a)
    land = put(game, 0, "Forest")
    _shield(game, 0, bear, land)
    _next_main(game, 0)
    assert not any(r.op == "regenerate" for r in game.replacements)  # ended (514.2)


# -- damage triggers (120.3) -----------------------------------------------------------------

def _block(game, attacker, blocker):
    _to_attack(game)
    game.choose(("attack", attacker, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", blocker, attacker))
    done(game)


def test_crovax_creature_you_control_deals_damage_gain_1_life():
    game = vg_game("Crovax", OTHER)
    bear = put(game, 0, "Grizzly Bears")
    life = game.players[0].life
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[0].life == life + 1
    to_life = game.players[0].life
    put(game, 0, "Mountain")
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))  # not a creature
    settle(game, ("target", "player", 1))
    assert game.players[0].life == to_life


def test_greven_il_vec_damaged_creature_is_destroyed_and_cant_be_regenerated():
    game = vg_game("Greven il-Vec", "Xantcha")
    bear = put(game, 0, "Grizzly Bears")
    wurm = put(game, 1, "Craw Wurm")  # 6/4: the Bears' 2 damage isn't lethal
    _block(game, bear, wurm)
    pass_until(game, MAIN2, 0)
    assert wurm not in game.battlefield
    assert any(e.kind == "destroy" and e.rule == "701.15c" for e in game.events)


def test_greven_il_vec_no_regeneration_beats_a_shield():
    from casualmagic.engine.replacement import ZoneEvent, is_destruction

    assert is_destruction(ZoneEvent(1, "graveyard", "destroy", "701.7a"))
    assert is_destruction(ZoneEvent(1, "graveyard", "dies", "704.5g"))
    assert not is_destruction(ZoneEvent(1, "graveyard", "destroy", "701.15c"))
    assert not is_destruction(ZoneEvent(1, "graveyard", "dies", "704.5f"))


def test_ashnod_a_creature_that_deals_damage_to_you_is_destroyed():
    game = vg_game(OTHER, "Ashnod")
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield and game.players[1].life == 12 - 3


def test_lyzolda_the_blood_witch_avatar_hellbent_double_damage_and_discard():
    from tests.engine.helpers import clear_hand

    game = vg_game("Lyzolda, the Blood Witch Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 2)
    life = game.players[1].life
    game.choose(("cast", put(game, 0, "Lightning Bolt", "hand")))  # cards still in hand
    settle(game, ("target", "player", 1))
    assert game.players[1].life == life - 3
    clear_hand(game, 0)
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))  # the hand is empty once it is cast: hellbent
    settle(game, ("target", "player", 1))
    assert game.players[1].life == life - 3 - 6
    hand = len(game.players[1].hand)
    game.choose(("pass",))
    pass_until(game, END, 0)
    settle(game)
    assert len(game.players[1].hand) == hand - 1  # hellbent end step: each opponent discards


def test_momir_vig_simic_visionary_avatar_token_copy_of_a_random_creature_with_mana_value_x():
    from casualmagic.effects.chance import random_card_pool

    game = vg_game("Momir Vig, Simic Visionary Avatar", OTHER)
    to_main(game, 0)
    _lands(game, 0, 2)
    hand = len(game.players[0].hand)
    game.choose(("activate", vanguard(game, 0), 0))
    settle(game, ("x", 2))
    tokens = [game.objects[i] for i in game.battlefield if game.objects[i].card.is_token]
    assert len(tokens) == 1 and tokens[0].card.name in random_card_pool("creature card", 2)
    assert tokens[0].card.mana_value == 2 and "Creature" in tokens[0].card.types
    assert len(game.players[0].hand) == hand - 1  # the discarded card
    assert ("activate", vanguard(game, 0), 0) not in game.pending.options  # once each turn
