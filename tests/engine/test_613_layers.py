"""Continuous effects in layers (CR 611, 613): control (2), type (4), colour (5),
abilities (6), power/toughness (7a–7d), timestamps (613.7) and dependency (613.8)."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name, compile_card
from casualmagic.core.state import CLEANUP, END, MAIN1
from casualmagic.engine import continuous as cont
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.continuous import ContinuousEffect, add_effect, gain_control
from tests.cards.test_card_behaviour import board, cast
from tests.engine.helpers import duel, pass_until, put, refresh, to_main


def add_counters(game, oid, kind, n):
    from casualmagic.engine.primitives import add_counters as add

    add(game, oid, kind, n)


def destroy(game, oid):
    from casualmagic.engine.primitives import destroy as destroy_

    destroy_(game, oid)


def _pt(game, oid):
    o = game.objects[oid]
    return cont.power(game, o), cont.toughness(game, o)


def _eff(game, layer, op, args, oid, *, ts=None, duration="end_of_turn", controller=0):
    ts = ts if ts is not None else cont.next_timestamp(game)
    add_effect(game, ContinuousEffect(layer, op, args, ts, None, controller, (oid,), None,
                                      duration, "611.2a"))
    refresh(game)


def _card(game, player, name, static, type_line="Enchantment"):
    """A permanent with a test-only static ability (the layer machinery, not a real card)."""
    card = compile_card(name, {"type": type_line, "text": name, "statics": static})
    obj = game.new_object(card, 20_000 + game.next_id, player, "battlefield", "permanent")
    game.battlefield = (*game.battlefield, obj.id)
    refresh(game)
    return obj.id


def _colors(game, oid):
    return set(next(s for s in mp.mana_sources(game, game.objects[oid].controller)
                    if s.oid == oid).colors)


# -- layer 7: the issue's own example, both timestamp orders -------------------------------

def test_613_4_set_base_pt_then_counter_then_switch_in_either_timestamp_order():
    for switch_first in (False, True):
        game = duel()
        to_main(game, 0)
        bear = put(game, 0, "Grizzly Bears")
        add_counters(game, bear, "+1/+1", 1)
        first, second = (("7d", "switch_pt", ()), ("7b", "set_pt", (0, 3)))
        if not switch_first:
            first, second = second, first
        _eff(game, *first, bear)
        _eff(game, *second, bear)
        # 7b sets 0/3, 7c's counter makes 1/4, 7d switches: 4/1 whatever the timestamps
        assert _pt(game, bear) == (4, 1), switch_first


def test_613_4d_switch_example_of_the_rules():
    game = duel()
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    _eff(game, "7b", "set_pt", (1, 3), bear)  # a 1/3 creature
    _eff(game, "7c", "pt_add", (0, 1), bear)
    _eff(game, "7d", "switch_pt", (), bear)
    assert _pt(game, bear) == (4, 1)
    _eff(game, "7c", "pt_add", (5, 0), bear)
    assert _pt(game, bear) == (4, 6)
    _eff(game, "7d", "switch_pt", (), bear)  # two switches cancel out
    assert _pt(game, bear) == (6, 4)


def test_613_5_gray_ogre_example_counter_pump_anthem_then_set():
    game = duel()
    to_main(game, 0)
    ogre = put(game, 0, "Gray Ogre")
    add_counters(game, ogre, "+1/+1", 1)
    refresh(game)
    assert _pt(game, ogre) == (3, 3)
    _eff(game, "7c", "pt_add", (4, 4), ogre)
    _card(game, 0, "Test Wall Anthem", [{"op": "pump_all", "filter": "creature you control",
                                         "power": 0, "toughness": 2}])
    assert _pt(game, ogre) == (7, 9)
    _eff(game, "7b", "set_pt", (0, 1), ogre)
    assert _pt(game, ogre) == (5, 8)


def test_613_4b_diminish_sets_base_pt_under_a_pump_until_end_of_turn():
    game, (giant,), _ = board(["Forest", "Island"], ["Hill Giant"])
    cast(game, "Giant Growth", ("target", "object", giant))
    assert _pt(game, giant) == (6, 6)
    cast(game, "Diminish", ("target", "object", giant))
    assert _pt(game, giant) == (4, 4)  # base 1/1 (7b) with +3/+3 (7c)
    assert any(e.kind == "set_base_pt" and e.rule == "613.4b" for e in game.events)
    pass_until(game, MAIN1, 1)
    assert _pt(game, giant) == (3, 3)


def test_613_4d_twisted_image_switches_and_draws():
    game, (turtle,), _ = board(["Island"], ["Horned Turtle"])
    hand = len(game.players[0].hand)
    cast(game, "Twisted Image", ("target", "object", turtle))
    assert _pt(game, turtle) == (4, 1)
    assert len(game.players[0].hand) == hand + 1
    pass_until(game, MAIN1, 1)
    assert _pt(game, turtle) == (1, 4)


# -- 7a: characteristic-defining abilities --------------------------------------------------

def test_613_4a_lord_of_extinction_counts_all_graveyards_and_counters_apply_after():
    game, _, (bear,) = board([], [], ["Grizzly Bears"])
    put(game, 1, "Island", "graveyard")
    lord = put(game, 0, "Lord of Extinction")
    before = sum(len(p.graveyard) for p in game.players)
    assert _pt(game, lord) == (before, before)
    destroy(game, bear)
    put(game, 0, "Forest", "graveyard")
    assert _pt(game, lord) == (before + 2, before + 2)
    add_counters(game, lord, "+1/+1", 2)
    refresh(game)
    assert _pt(game, lord) == (before + 4, before + 4)


def test_613_4a_crusader_of_odric_counts_creatures_after_layer_4():
    game, (crusader, _b), _ = board([], ["Crusader of Odric", "Grizzly Bears"])
    put(game, 1, "Hill Giant")
    assert _pt(game, crusader) == (2, 2)  # opponents' creatures don't count
    put(game, 0, "Opalescence")
    put(game, 0, "Darkest Hour")  # an enchantment that Opalescence makes a creature (layer 4)
    assert _pt(game, crusader) == (3, 3)


# -- layers 4, 5 and 6 --------------------------------------------------------------------

def test_613_1e_darkest_hour_then_filters_judge_the_new_colour():
    game = duel()
    to_main(game, 0)
    lions = put(game, 0, "Savannah Lions")
    _card(game, 0, "Test Honor", [{"op": "pump_all", "filter": "white creature you control",
                                   "power": 1, "toughness": 1}])
    assert _pt(game, lions) == (3, 2)
    put(game, 0, "Darkest Hour")
    # 613.5 example: it is black after layer 5, so "white creatures" (7c) no longer applies
    assert cont.colors_of(game, game.objects[lions]) == ("B",)
    assert _pt(game, lions) == (2, 1)


def test_613_6_opalescence_makes_other_enchantments_creatures_with_mana_value_pt():
    game = duel()
    to_main(game, 0)
    opal = put(game, 0, "Opalescence")
    moon = put(game, 0, "Blood Moon")
    hour = put(game, 0, "Darkest Hour")
    bear = put(game, 0, "Grizzly Bears")
    aura = game.new_object(card_by_name("Holy Strength"), 30_000, 0, "battlefield", "permanent")
    aura.attached_to = bear
    game.battlefield = (*game.battlefield, aura.id)
    aura = aura.id
    refresh(game)
    assert cont.is_type(game, game.objects[moon], "Creature") and _pt(game, moon) == (3, 3)
    assert _pt(game, hour) == (1, 1)
    assert not cont.is_type(game, game.objects[opal], "Creature")  # "each other"
    assert not cont.is_type(game, game.objects[aura], "Creature")  # "non-Aura"
    # Darkest Hour is a creature after layer 4, so its own layer 5 effect makes it black
    assert cont.colors_of(game, game.objects[hour]) == ("B",)


def test_613_6_a_multi_layer_effect_keeps_its_set_in_later_layers():
    game = duel()
    to_main(game, 0)
    ring = put(game, 0, "Sol Ring")
    bear = put(game, 0, "Grizzly Bears")
    _card(game, 0, "Test March", [{"op": "become", "filter": "noncreature artifact",
                                   "add_types": ["Creature"], "power": 2, "toughness": 2}])
    # layer 4 uses "noncreature artifact"; layer 7b applies to the same Sol Ring though it
    # is a creature by then, and not to the bear
    assert cont.is_type(game, game.objects[ring], "Creature")
    assert _pt(game, ring) == (2, 2)
    assert _pt(game, bear) == (2, 2) and not cont.is_type(game, game.objects[bear], "Artifact")


def test_613_1f_turn_to_frog_loses_abilities_and_becomes_a_blue_frog_until_end_of_turn():
    game, _, (angel, pyro) = board(["Island"] * 4 + ["Forest"] * 3, [],
                                   ["Serra Angel", "Prodigal Pyromancer"])
    cast(game, "Turn to Frog", ("target", "object", angel))
    a = game.objects[angel]
    ch = cont.characteristics(game, a)
    assert ch.subtypes == ("Frog",) and ch.colors == ("U",) and _pt(game, angel) == (1, 1)
    assert not cont.has_keyword(game, a, "Flying") and not cont.has_keyword(game, a, "Vigilance")
    cast(game, "Giant Growth", ("target", "object", angel))
    assert _pt(game, angel) == (4, 4)  # 7c applies on top of the 7b base
    cast(game, "Turn to Frog", ("target", "object", pyro))
    assert cont.nonmana_abilities(game, game.objects[pyro]) == ()  # its {T} ability is gone
    pass_until(game, MAIN1, 1)
    assert cont.has_keyword(game, game.objects[angel], "Flying") and _pt(game, angel) == (4, 4)
    assert len(cont.nonmana_abilities(game, game.objects[pyro])) == 1


def test_613_9_grant_and_lose_flying_in_timestamp_order():
    game = duel()
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    _eff(game, "6", "add_keywords", (("Flying",),), bear)
    _eff(game, "6", "remove_keywords", (("Flying",),), bear)
    assert not cont.has_keyword(game, game.objects[bear], "Flying")
    drake = put(game, 0, "Wind Drake")
    _eff(game, "6", "remove_keywords", (("Flying",),), drake)
    _eff(game, "6", "add_keywords", (("Flying",),), drake)
    assert cont.has_keyword(game, game.objects[drake], "Flying")


# -- 305.7 and 613.8: Blood Moon and Urborg ----------------------------------------------

def test_305_7_urborg_makes_each_land_a_swamp_in_addition():
    game = duel()
    to_main(game, 0)
    forest = put(game, 0, "Forest")
    urborg = put(game, 0, "Urborg, Tomb of Yawgmoth")
    assert cont.has_subtype(game, game.objects[forest], "Swamp")
    assert cont.has_subtype(game, game.objects[forest], "Forest")
    assert _colors(game, forest) == {"G", "B"}
    assert _colors(game, urborg) == {"B"}


def test_613_8a_blood_moon_and_urborg_in_either_order():
    for moon_first in (True, False):
        game = duel()
        to_main(game, 0)
        forest = put(game, 0, "Forest")
        if moon_first:
            put(game, 1, "Blood Moon")
        urborg = put(game, 0, "Urborg, Tomb of Yawgmoth")
        if not moon_first:
            put(game, 1, "Blood Moon")
        u = game.objects[urborg]
        # Urborg's effect depends on Blood Moon's (applying Blood Moon removes the ability
        # that makes it), so Blood Moon applies first whatever the timestamps: Urborg is
        # just a Mountain, and the Forest is no Swamp
        assert cont.characteristics(game, u).subtypes == ("Mountain",), moon_first
        assert cont.characteristics(game, u).supertypes == ("Legendary",)
        assert _colors(game, urborg) == {"R"}
        assert not cont.has_subtype(game, game.objects[forest], "Swamp")
        assert _colors(game, forest) == {"G"}


def test_613_8a_dependency_is_found_by_trying_the_other_effect():
    game = duel()
    to_main(game, 0)
    put(game, 0, "Urborg, Tomb of Yawgmoth")
    put(game, 1, "Blood Moon")
    effs = [e for e in cont._ordered_effects(game) if e.layer == "4"]
    moon = next(e for e in effs if e.op == "set_subtypes")
    urborg = next(e for e in effs if e.op == "add_types")
    b = cont._Board({i: cont._base(game.objects[i]) for i in game.battlefield}, set(), {})
    assert cont.depends_on(game, b, urborg, moon)
    assert not cont.depends_on(game, b, moon, urborg)


# -- 613.8a/b with effects that change what each other applies to --------------------------

_GIVE = [{"op": "grant_keywords", "filter": "creature with flying", "keywords": ["Deathtouch"]}]
_TAKE = [{"op": "remove_keywords", "filter": "creature with deathtouch", "keywords": ["Flying"]}]


def test_613_8b_dependent_effect_waits_whatever_its_timestamp():
    game = duel()
    to_main(game, 0)
    drake = put(game, 0, "Wind Drake")
    _card(game, 0, "Test Take", _TAKE)  # earlier timestamp
    _card(game, 0, "Test Give", _GIVE)
    d = game.objects[drake]
    # "lose flying" depends on "creatures with flying have deathtouch" (that changes what
    # it applies to), so it waits: the drake gets deathtouch, then loses flying
    assert cont.has_keyword(game, d, "Deathtouch")
    assert not cont.has_keyword(game, d, "Flying")


def test_613_8b_dependency_loop_falls_back_to_timestamp_order():
    for give_first in (True, False):
        game = duel()
        to_main(game, 0)
        drake = put(game, 0, "Wind Drake")
        put(game, 0, "Vampire Nighthawk")  # flying and deathtouch: each changes the other's set
        if give_first:
            _card(game, 0, "Test Give", _GIVE)
            _card(game, 0, "Test Take", _TAKE)
        else:
            _card(game, 0, "Test Take", _TAKE)
            _card(game, 0, "Test Give", _GIVE)
        d = game.objects[drake]
        if give_first:  # deathtouch for flyers, then deathtouchers lose flying
            assert cont.has_keyword(game, d, "Deathtouch") and not cont.has_keyword(game, d, "Flying")
        else:  # no deathtouch yet when flying is taken; then it gains deathtouch, keeps flying
            assert cont.has_keyword(game, d, "Deathtouch") and cont.has_keyword(game, d, "Flying")


# -- layer 2: control -----------------------------------------------------------------------

def test_613_1b_act_of_treason_control_returns_at_end_of_turn():
    game, _, (giant,) = board(["Mountain"] * 3, [], ["Hill Giant"])
    game.obj_w(giant).tapped = True
    refresh(game)
    cast(game, "Act of Treason", ("target", "object", giant))
    g = game.objects[giant]
    assert g.controller == 0 and not g.tapped and cont.has_keyword(game, g, "Haste")
    pass_until(game, MAIN1, 1)
    assert game.objects[giant].controller == 1
    assert any(e.kind == "control_changes" and e.rule == "613.1b" for e in game.events)


def test_613_1b_mind_control_lasts_while_attached_and_control_returns_when_it_leaves():
    game, _, (giant,) = board(["Island"] * 5, [], ["Hill Giant"])
    cast(game, "Mind Control", ("target", "object", giant))
    assert game.objects[giant].controller == 0
    aura = next(i for i in game.battlefield if game.objects[i].card.name == "Mind Control")
    destroy(game, aura)
    game.choose(("pass",))  # state-based actions are checked before anyone gets priority
    assert game.objects[giant].controller == 1


def test_611_2a_control_goes_back_to_the_remaining_effects_in_timestamp_order():
    game = duel(players=3)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert gain_control(game, bear, 1, "permanent")
    assert gain_control(game, bear, 2, "end_of_turn")
    assert game.objects[bear].controller == 2
    pass_until(game, END, 0)
    pass_until(game, MAIN1, 1)
    assert game.objects[bear].controller == 1  # not its owner: the permanent effect stands


def test_611_2b_for_as_long_as_you_control_the_source():
    game = duel()
    to_main(game, 0)
    thief = put(game, 0, "Hill Giant")
    bear = put(game, 1, "Grizzly Bears")
    assert gain_control(game, bear, 0, "while_control", source=thief)
    assert game.objects[bear].controller == 0
    assert gain_control(game, thief, 1, "end_of_turn")  # the thief changes hands
    game.choose(("pass",))
    assert game.objects[thief].controller == 1
    assert game.objects[bear].controller == 1  # the duration ended with control of the thief
    assert any(e.kind == "effect_ends" and e.rule == "611.2b" for e in game.events)


def test_611_2b_a_duration_over_before_it_begins_does_nothing():
    game = duel()
    to_main(game, 0)
    thief = put(game, 0, "Hill Giant")
    bear = put(game, 1, "Grizzly Bears")
    destroy(game, thief)
    refresh(game)
    assert not gain_control(game, bear, 0, "while_source", source=thief)
    assert game.objects[bear].controller == 1 and not game.effects


def test_611_2b_until_your_next_turn():
    game = duel()
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Defender",),),
                                      cont.next_timestamp(game), None, 0, (bear,), None,
                                      "until_your_next_turn", "611.2a", turn=game.turn))
    refresh(game)
    pass_until(game, CLEANUP - 1, 1)
    assert cont.has_keyword(game, game.objects[bear], "Defender")  # opponent's turn: still on
    pass_until(game, MAIN1, 0)
    assert not cont.has_keyword(game, game.objects[bear], "Defender")
    assert not game.effects


# -- 613.7 timestamps and the fast path -----------------------------------------------------

def test_613_7a_static_effects_take_the_permanents_timestamp_613_7e_attaching_renews_it():
    game, (bear, sword), _ = board(["Mountain"], ["Grizzly Bears", "Bonesplitter"])
    game.choose(("activate", sword, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    (eff,) = [e for e in cont.static_effects(game) if e.source == sword]
    assert eff.timestamp == game.objects[sword].timestamp > game.objects[bear].timestamp


def test_613_a_board_without_effects_stays_plain():
    game = duel()
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    assert not cont.any_effects(game) and cont.is_plain(game, game.objects[bear])
    assert _pt(game, bear) == (2, 2)
    assert game.chars_cache is None or game.chars_cache[2] is None  # nothing was computed
