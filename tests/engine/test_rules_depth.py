"""Rules depth (#4): replacement and prevention effects (614–616), triggers (603),
keywords ward/protection/prowess/flash/kicker/flashback/cycling/overload (702),
additional costs (601.2f), copies (707) and loyalty abilities (606), named by rule."""

from __future__ import annotations

from casualmagic.cards.definitions import compile_card
from casualmagic.core.state import END, MAIN1, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.primitives import add_counters, deal_damage, destroy
from tests.cards.test_card_behaviour import board, names
from tests.cards.test_mechanics_cards import cast, resolve_stack
from tests.engine.helpers import has_option, option, pass_until, put, refresh

# -- 616.1: order of replacement effects ---------------------------------------------------------

def test_616_1e_affected_controller_chooses_the_order_of_replacements():
    """Hardened Scales then Doubling Season: (2+1)x2 = 6; the other way 2x2+1 = 5."""
    results = {}
    for first in ("Hardened Scales", "Doubling Season"):
        game, (scales, season, bear), _ = board([], mine=["Hardened Scales", "Doubling Season",
                                                        "Grizzly Bears"])
        add_counters(game, bear, "+1/+1", 2)
        refresh(game)  # the choice is a task: let the engine run it
        assert game.pending.kind == "replacement" and game.pending.rule == "616.1e"
        assert game.pending.player == 0
        pick = scales if first == "Hardened Scales" else season
        game.choose(option(game, "replacement", ("static", pick, 0 if first == "Hardened Scales"
                                                 else 1)))
        results[first] = game.objects[bear].counter("+1/+1")
    assert results == {"Hardened Scales": 6, "Doubling Season": 5}


def test_616_1e_the_affected_players_opponent_does_not_choose():
    game, _, (bear,) = board([], mine=["Hardened Scales", "Doubling Season"],
                             theirs=["Grizzly Bears"])
    add_counters(game, bear, "+1/+1", 2)  # neither applies: the Bears aren't player 1's
    refresh(game)
    assert game.objects[bear].counter("+1/+1") == 2


def test_614_5_a_replacement_applies_once_and_identical_ones_need_no_choice():
    game, _, _ = board(["Plains"] * 3, mine=["Parallel Lives", "Anointed Procession"])
    cast(game, "Lingering Souls")  # two doublers: 2 -> 4 -> 8, the order can't matter
    spirits = [i for i in game.battlefield if game.objects[i].card.name == "Spirit"]
    assert len(spirits) == 8
    assert not any(e.kind == "replacement" for e in game.events)


def test_616_1e_choice_during_resolution_then_the_rest_of_the_spell_continues():
    game, (_f, _s), _ = board(["Mountain"], mine=["Furnace of Rath", "Stonecoil Serpent"])
    # a prevention shield on player 2 and Furnace of Rath both apply to Lightning Bolt
    from casualmagic.engine.replacement import Replacement, add_replacement

    add_replacement(game, Replacement(("shield", 1), "prevent_damage", (("text", "shield"),),
                                      None, 1, 1, duration="end_of_turn",
                                      affected=(("player", 1),), uses=2))
    cast(game, "Lightning Bolt", ("target", "player", 1), resolve=False)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "replacement" and game.pending.player == 1
    game.choose(option(game, "replacement", ("shield", 1)))  # prevent 2 first, then double 1
    assert game.players[1].life == 18
    assert "Lightning Bolt" in names(game, game.players[0].graveyard)


def test_616_1a_self_replacement_applies_first():
    card = compile_card("Test Phoenix", {
        "cost": "{R}", "type": "Creature — Phoenix", "pt": "2/2",
        "text": "If this creature would die, exile it instead.",
        "statics": [{"op": "exile_instead_of_dying"}]})
    game, _, _ = board([], mine=["Rest in Peace"])
    oid = put(game, 0, "Grizzly Bears")
    game.obj_w(oid).card = card
    destroy(game, oid)
    assert game.pending.kind == "priority"  # no choice: the self-replacement came first
    assert "Test Phoenix" in names(game, game.exile)


# -- 615: prevention ------------------------------------------------------------------------------

def test_615_7_prevent_the_next_n_damage_is_used_up():
    game, _, _ = board(["Plains", "Mountain", "Mountain"])
    cast(game, "Healing Salve", 1, ("target", "player", 1))
    cast(game, "Shock", ("target", "player", 1))
    assert game.players[1].life == 20 and len(game.replacements) == 1  # 1 of 3 left
    cast(game, "Shock", ("target", "player", 1))
    assert game.players[1].life == 19 and not game.replacements


def test_615_1a_prevention_this_turn_ends_at_cleanup():
    game, _, _ = board(["Forest"])
    cast(game, "Fog")
    assert game.replacements
    pass_until(game, MAIN1, 1)
    assert not game.replacements


def test_702_16e_protection_prevents_damage_and_lifelink_gains_nothing():
    game, (knight,), (lifelinker,) = board([], mine=["White Knight"], theirs=["Vampire Nighthawk"])
    source = game.objects[lifelinker]
    deal_damage(game, source, ("object", knight), 2)
    assert game.objects[knight].damage == 0 and game.players[1].life == 20


# -- 614.1c, 614.12: entering the battlefield -----------------------------------------------------

def test_614_12_enters_tapped_and_with_counters_as_it_enters():
    game, _, _ = board(["Forest"] * 2)
    cast(game, "Endless One", ("x", 2))
    one = next(i for i in game.battlefield if game.objects[i].card.name == "Endless One")
    assert game.objects[one].counter("+1/+1") == 2
    assert any(e.kind == "counters" and e.rule == "614.1c" for e in game.events)


def test_614_1c_endless_one_with_x_0_gets_no_counters_and_no_counters_event():
    """X = 0: it enters with no counters; nothing logs "loses 0 +1/+1 counters"."""
    from casualmagic.engine.describe import describe_event

    game, _, _ = board([])
    cast(game, "Endless One", ("x", 0))  # a 0/0: it then dies (704.5f)
    assert "Endless One" in [game.objects[i].card.name for i in game.players[0].graveyard]
    assert not [e for e in game.events if e.kind == "counters"]
    assert not [e for e in game.events if "0 +1/+1" in (describe_event(game, e) or "")]


def test_306_5b_planeswalker_enters_with_loyalty_and_doubling_season_applies():
    game, _, _ = board(["Island"] * 3, mine=["Doubling Season"])
    cast(game, "Jace Beleren")
    jace = next(i for i in game.battlefield if game.objects[i].card.name == "Jace Beleren")
    assert game.objects[jace].counter("loyalty") == 6


def test_614_1a_exile_instead_of_graveyard_from_anywhere():
    game, _, _ = board(["Mountain"] * 2, mine=["Rest in Peace"])
    cast(game, "Faithless Looting", 0, 0)  # discards too
    assert not game.players[0].graveyard
    assert names(game, game.exile).count("Faithless Looting") == 1


# -- 603: triggers ---------------------------------------------------------------------------------

def test_603_2_another_creature_trigger_watches_other_objects_only():
    game, _, _ = board(["Forest"] * 2 + ["Plains"], mine=["Soul Warden"])
    cast(game, "Grizzly Bears")
    assert game.players[0].life == 21
    cast(game, "Soul Warden")  # the first Warden sees it; the new one doesn't see itself
    assert game.players[0].life == 22


def test_603_4_intervening_if_is_checked_when_it_triggers_and_when_it_resolves():
    game, (conv,), _ = board([], mine=["Convalescence"])
    game.player_w(0).life = 10
    pass_until(game, UPKEEP, 1)
    pass_until(game, UPKEEP, 0)
    # the trigger is on the stack; the life total goes above 10 before it resolves
    assert game.stack and game.objects[game.stack[-1]].kind == "ability"
    game.player_w(0).life = 12
    resolve_stack(game)
    assert game.players[0].life == 12
    assert any(e.kind == "resolve" and e.rule == "603.4" for e in game.events)


def test_603_7_delayed_trigger_sacrifices_at_the_next_end_step_once():
    game, (sneak,), _ = board(["Mountain"] * 2, mine=["Sneak Attack"])
    put(game, 0, "Grizzly Bears", "hand")
    game.choose(("activate", sneak, 0))
    while game.pending.kind != "priority" or game.stack:
        if game.pending.kind == "choose":
            game.choose(next(o for o in game.pending.options if o[0] == "put"))
        else:
            game.choose(("pass",) if game.pending.kind == "priority" else 0)
    pass_until(game, END, 0)
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, game.players[0].graveyard)
    assert not game.delayed


def test_603_10a_dies_trigger_looks_back_at_the_creature():
    game, (artist,), _ = board(["Mountain"], mine=["Blood Artist"])
    cast(game, "Lightning Bolt", ("target", "object", artist), ("target", "player", 1))
    assert game.players[1].life == 19


def test_603_2_draw_triggers_for_you_and_for_an_opponent():
    game, _, _ = board(["Island"] * 3, mine=["Sheoldred, the Apocalypse"])
    cast(game, "Jace Beleren")
    jace = next(i for i in game.battlefield if game.objects[i].card.name == "Jace Beleren")
    game.choose(("activate", jace, 0))  # +2: each player draws a card
    resolve_stack(game)
    assert game.players[0].life == 22 and game.players[1].life == 18


# -- 702: keywords -----------------------------------------------------------------------------------

def test_702_21a_ward_counters_a_spell_unless_its_controller_pays():
    game, _, (guard,) = board(["Swamp"] * 2, theirs=["Tomakul Honor Guard"])
    cast(game, "Doom Blade", ("target", "object", guard))
    assert guard in game.battlefield
    assert any(e.kind == "counter" for e in game.events)


def test_702_21a_ward_does_not_trigger_for_its_controllers_spells():
    game, (guard,), _ = board(["Forest"], mine=["Tomakul Honor Guard"])
    cast(game, "Giant Growth", ("target", "object", guard))
    assert cont.power(game, game.objects[guard]) == 6


def test_702_16b_protection_from_a_colour_stops_targeting():
    game, _, (knight,) = board(["Swamp"] * 2, theirs=["White Knight"])
    assert not has_option(game, "cast", put(game, 0, "Doom Blade", "hand"))


def test_702_16c_an_aura_of_the_stated_quality_falls_off():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine import sba

    game, (knight,), _ = board([], mine=["Black Knight"])
    aura = game.new_object(card_by_name("Holy Strength"), 9999, 0, "battlefield", "permanent")
    aura.attached_to = knight  # a white Aura on a creature with protection from white
    game.battlefield = (*game.battlefield, aura.id)
    sba.check_now(game)
    assert aura.id not in game.battlefield
    assert any(e.rule == "704.5m" for e in game.events)


def test_702_108b_each_instance_of_prowess_triggers():
    game, (mage, spear), _ = board(["Mountain"], mine=["Stormchaser Mage", "Monastery Swiftspear"])
    cast(game, "Lightning Bolt", ("target", "player", 1))
    assert cont.power(game, game.objects[mage]) == 2 and cont.power(game, game.objects[spear]) == 2


def test_702_108a_prowess_ignores_creature_spells():
    game, (spear,), _ = board(["Forest"] * 2, mine=["Monastery Swiftspear"])
    cast(game, "Grizzly Bears")
    assert cont.power(game, game.objects[spear]) == 1


def test_702_33a_kicker_is_offered_only_when_it_can_be_paid():
    game, _, _ = board(["Mountain"])
    oid = put(game, 0, "Burst Lightning", "hand")
    game.choose(("cast", oid))
    assert game.pending.kind != "kick"


def test_702_34a_flashback_spell_countered_is_exiled():
    game, _, _ = board(["Island"] * 3)
    card = put(game, 1, "Think Twice", "graveyard")
    for _ in range(3):
        put(game, 1, "Island")
    pass_until(game, MAIN1, 1)
    game.choose(("cast", card, "flashback"))
    while game.pending.kind != "priority":
        game.choose(0)
    spell = game.stack[-1]
    game.choose(("pass",))  # player 2 passes, player 1 may respond
    assert game.pending.player == 0
    counter = put(game, 0, "Counterspell", "hand")
    game.choose(("cast", counter))
    while game.pending.kind != "priority":
        game.choose(0)
    resolve_stack(game)
    assert spell not in game.stack and "Think Twice" in names(game, game.exile)


def test_702_29a_cycling_is_activated_from_the_hand_only():
    game, _, _ = board(["Island"])
    oid = put(game, 0, "Hieroglyphic Illumination", "hand")
    assert has_option(game, "activate", oid, 0)
    assert not has_option(game, "cast", oid)  # {3}{U} is too much


def test_702_96b_overload_does_not_target():
    game, _, (guard,) = board(["Island"] * 7, theirs=["Tomakul Honor Guard"])
    oid = put(game, 0, "Cyclonic Rift", "hand")
    game.choose(("cast", oid, "overload"))
    resolve_stack(game)
    assert "Tomakul Honor Guard" in names(game, game.players[1].hand)  # ward didn't trigger


def test_601_2f_additional_cost_discard_needs_another_card():
    game, _, _ = board(["Mountain"] * 2)
    oid = put(game, 0, "Thrill of Possibility", "hand")
    assert not has_option(game, "cast", oid)
    put(game, 0, "Grizzly Bears", "hand")
    assert has_option(game, "cast", oid)


# -- 707: copies --------------------------------------------------------------------------------------

def test_707_10_copy_keeps_the_targets_unless_new_ones_are_chosen():
    game, _, _ = board(["Island", "Island", "Mountain"])
    cast(game, "Lightning Bolt", ("target", "player", 1), resolve=False)
    cast(game, "Twincast", ("keep",))
    assert game.players[1].life == 14
    assert any(e.kind == "copy_spell" and e.rule == "707.10" for e in game.events)


def test_707_5_clone_may_enter_as_nothing():
    game, _, _ = board(["Island"] * 4, theirs=["Craw Wurm"])
    cast(game, "Clone", ("no_copy",))
    assert "Clone" in names(game, game.players[0].graveyard)  # a 0/0 dies (704.5f)


# -- 606: loyalty abilities ---------------------------------------------------------------------------

def test_606_3_loyalty_abilities_sorcery_speed_once_per_turn():
    game, _, _ = board([])
    jace = put(game, 0, "Jace Beleren", counters=(("loyalty", 3),))
    assert has_option(game, "activate", jace, 0)
    game.choose(("activate", jace, 1))
    game.choose(("target", "player", 0))
    assert not has_option(game, "activate", jace, 0)  # stack not empty, and used this turn
    resolve_stack(game)
    assert not has_option(game, "activate", jace, 0)


def test_606_6_cant_remove_more_loyalty_than_it_has():
    game, _, _ = board([])
    jace = put(game, 0, "Jace Beleren", counters=(("loyalty", 3),))
    assert not has_option(game, "activate", jace, 2)  # -10


def test_903_4f_commander_identity_mana_with_a_commander_hook():
    from casualmagic.core.hooks import Variant
    from casualmagic.engine.mana_payment import mana_sources

    class Commanders(Variant):
        name = "test"

        def commander_colors(self, game, player):  # type: ignore[override]
            return ("G", "U")

    game, (signet,), _ = board([], mine=["Arcane Signet"])
    game.hooks = (Commanders(),)
    source = next(s for s in mana_sources(game, 0) if s.oid == signet)
    assert source.colors == frozenset({"G", "U"})


def test_603_3b_apnap_active_players_triggers_go_on_the_stack_first():
    game, (mine,), (theirs, bear) = board(["Mountain"], mine=["Blood Artist"],
                                          theirs=["Blood Artist", "Grizzly Bears"])
    cast(game, "Lightning Bolt", ("target", "object", bear), resolve=False)
    game.choose(("pass",))
    game.choose(("pass",))  # the Bears die: both Blood Artists trigger
    while game.pending.kind != "priority":
        game.choose(0)  # targets
    controllers = [game.objects[i].controller for i in game.stack]
    assert controllers == [0, 1]  # the non-active player's ability is on top: it resolves first


def test_603_6c_leaves_the_battlefield_trigger_on_any_zone_change():
    card = compile_card("Test Keeper", {
        "cost": "{U}", "type": "Creature — Spirit", "pt": "1/1",
        "text": "When this creature leaves the battlefield, draw a card.",
        "triggers": [{"when": "leaves", "effects": [{"do": "draw", "amount": 1}]}]})
    game, (keeper,), _ = board(["Island"] * 2, mine=["Grizzly Bears"])
    game.obj_w(keeper).card = card
    hand = len(game.players[0].hand)
    cast(game, "Into the Roil")  # kicker unaffordable; the only target is chosen at once
    assert "Test Keeper" in names(game, game.players[0].hand)
    assert len(game.players[0].hand) == hand + 2  # the card itself and the draw


def test_701_18a_scry_puts_the_rest_back_in_any_order():
    game, _, _ = board(["Island"])
    a, b = game.players[0].library[:2]
    card_a, card_b = game.objects[a].card_id, game.objects[b].card_id
    cast(game, "Preordain", ("top", a), ("top", b), ("next", b))
    # b was picked to go on top, so Preordain's draw takes b; a is next
    assert card_b in {game.objects[i].card_id for i in game.players[0].hand}
    assert game.objects[game.players[0].library[0]].card_id == card_a
