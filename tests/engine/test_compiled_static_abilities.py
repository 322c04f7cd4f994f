"""Static abilities the compiler now reads, played in games with the real cards: conditional
statics (611.3a: Nimble Mongoose's threshold, Kird Ape, Pouncing Lynx's "during your turn"),
characteristic-defining abilities (604.3, 613.4a: Maro, Crusader of Odric), group statics
(613.1f, 613.4c: Muscle Sliver), Auras (303.4: Pacifism, Mind Control, Arrest, Dehydration),
cost changes (601.2f: Thalia, Guardian of Thraben; Goblin Electromancer) and restrictions of
an object's own in combat (508.1c, 509.1b: Cloud Sprite, Charging Rhino, Outland Boar, Sea
Monster)."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import ATTACKERS, UPKEEP
from casualmagic.engine import continuous as cont
from tests.engine.helpers import done, has_option, option, pass_until, refresh
from tests.scenario import Scenario


def _aura(s: Scenario, seat: int, name: str, host: int) -> int:
    """An Aura of ``seat`` already attached to ``host`` (a fixture, not a rule)."""
    game = s.game
    aura = game.new_object(card_by_name(name), 30_000 + game.next_id, seat, "battlefield",
                           "permanent")
    aura.attached_to = host
    aura.controller = seat
    game.battlefield = (*game.battlefield, aura.id)
    refresh(game)
    return aura.id


def _pt(s: Scenario, oid: int) -> tuple[int, int]:
    o = s.game.objects[oid]
    return cont.power(s.game, o), cont.toughness(s.game, o)


# -- conditional statics (611.3a) -------------------------------------------------------------

def test_611_3a_nimble_mongoose_gets_plus_two_with_seven_cards_in_your_graveyard():
    s = Scenario()
    mongoose = s.add(0, "Nimble Mongoose")
    for _ in range(6):
        s.add(0, "Forest", "graveyard")
    assert _pt(s, mongoose) == (1, 1)
    s.add(0, "Forest", "graveyard")
    assert _pt(s, mongoose) == (3, 3)


def test_611_3a_kird_ape_gets_its_bonus_only_while_you_control_a_forest():
    s = Scenario()
    ape = s.add(0, "Kird Ape")
    s.add(1, "Forest")  # an opponent's Forest doesn't count
    assert _pt(s, ape) == (1, 1)
    s.add(0, "Forest")
    assert _pt(s, ape) == (2, 3)


def test_611_3a_pouncing_lynx_has_first_strike_during_your_turn_only():
    s = Scenario()
    lynx = s.add(0, "Pouncing Lynx")
    assert cont.has_keyword(s.game, s.game.objects[lynx], "First strike")
    pass_until(s.game, UPKEEP, active=1)
    assert not cont.has_keyword(s.game, s.game.objects[lynx], "First strike")


# -- characteristic-defining abilities (604.3, layer 7a) --------------------------------------

def test_604_3_maro_is_as_big_as_its_controllers_hand():
    s2 = Scenario()
    s2.hand(0, "Forest", "Island")
    maro = s2.add(0, "Maro")
    assert _pt(s2, maro) == (2, 2)
    s2.hand(0, "Swamp")
    assert _pt(s2, maro) == (3, 3)


def test_604_3_crusader_of_odric_counts_the_creatures_you_control():
    s = Scenario()
    crusader = s.add(0, "Crusader of Odric")
    s.add(0, "Grizzly Bears")
    s.add(1, "Grizzly Bears")
    assert _pt(s, crusader) == (2, 2)


# -- group statics (613.1f, 613.4c) -----------------------------------------------------------

def test_613_4c_muscle_sliver_pumps_every_sliver_whoever_controls_it():
    s = Scenario()
    mine = s.add(0, "Muscle Sliver")
    theirs = s.add(1, "Muscle Sliver")
    bear = s.add(0, "Grizzly Bears")
    assert _pt(s, mine) == (3, 3) and _pt(s, theirs) == (3, 3)
    assert _pt(s, bear) == (2, 2)


# -- Auras (303.4) ----------------------------------------------------------------------------

def test_303_4_pacifism_enchanted_creature_cant_attack():
    s = Scenario()
    bear = s.add(0, "Grizzly Bears")
    _aura(s, 1, "Pacifism", bear)
    pass_until(s.game, ATTACKERS, active=0)
    assert not (s.game.pending.kind == "attack" and has_option(s.game, "attack", bear))


def test_613_1b_mind_control_gives_control_of_the_enchanted_creature():
    s = Scenario()
    s.lands(0, "Island", "Island", "Island", "Island", "Island")
    bear = s.add(1, "Grizzly Bears")
    s.hand(0, "Mind Control")
    s.cast(0, "Mind Control")  # its only target: the Bears
    s.resolve()
    assert s.game.objects[bear].controller == 0


def test_602_5_arrest_stops_the_enchanted_creatures_activated_abilities():
    s = Scenario()
    s.lands(0, "Forest")
    rogue = s.add(0, "Whirler Rogue")
    s.add(0, "Mind Stone")
    s.add(0, "Mind Stone")
    assert has_option(s.game, "activate", rogue)
    _aura(s, 1, "Arrest", rogue)
    assert not has_option(s.game, "activate", rogue)


def test_502_3_dehydration_keeps_the_enchanted_creature_tapped():
    s = Scenario()
    bear = s.add(0, "Grizzly Bears")
    _aura(s, 1, "Dehydration", bear)
    s.game.obj_w(bear).tapped = True
    refresh(s.game)
    pass_until(s.game, UPKEEP, active=0)
    assert s.game.objects[bear].tapped


# -- cost changes (601.2f) --------------------------------------------------------------------

def test_601_2f_thalia_makes_noncreature_spells_cost_one_more_for_everyone():
    s = Scenario()
    s.add(1, "Thalia, Guardian of Thraben")
    s.lands(0, "Mountain")
    (bolt,) = s.hand(0, "Lightning Bolt")
    (bear,) = s.hand(0, "Grizzly Bears")
    assert not has_option(s.game, "cast", bolt)
    s.lands(0, "Mountain")
    assert has_option(s.game, "cast", bolt)
    s.lands(0, "Forest")
    assert has_option(s.game, "cast", bear)  # a creature spell: {1}{G}, no more
    s.cast(0, "Lightning Bolt", s.player(1))
    assert sum(1 for i in s.game.battlefield if s.game.objects[i].tapped) == 2


def test_601_2f_goblin_electromancer_makes_your_instants_cost_one_less():
    s = Scenario()
    s.add(0, "Goblin Electromancer")
    s.lands(0, "Mountain")
    (bolt,) = s.hand(0, "Lightning Bolt")
    assert has_option(s.game, "cast", bolt)
    s.cast(0, "Lightning Bolt", s.player(1))
    assert s.game.objects[s.named(0, "Mountain")[0]].tapped  # {R}: a reduction takes no colour


def test_601_2f_electromancer_reduces_only_generic_mana():
    s = Scenario()
    s.add(0, "Goblin Electromancer")
    s.lands(0, "Mountain")
    (arc,) = s.hand(0, "Lightning Helix")  # {R}{W}: no generic mana to take off
    assert not has_option(s.game, "cast", arc)
    s.lands(0, "Plains")
    assert has_option(s.game, "cast", arc)


# -- restrictions of an object's own in combat (508.1c, 509.1b) -------------------------------

def _attack_with(s: Scenario, attacker: int) -> None:
    game = s.game
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(option(game, "attack", attacker, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))


def test_509_1b_cloud_sprite_can_block_only_creatures_with_flying():
    s = Scenario()
    bear = s.add(0, "Grizzly Bears")
    sprite = s.add(1, "Cloud Sprite")
    _attack_with(s, bear)
    assert not (s.game.pending.kind == "block" and has_option(s.game, "block", sprite, bear))


def test_509_1b_charging_rhino_cant_be_blocked_by_more_than_one_creature():
    s = Scenario()
    rhino = s.add(0, "Charging Rhino")
    b1 = s.add(1, "Grizzly Bears")
    b2 = s.add(1, "Grizzly Bears")
    _attack_with(s, rhino)
    s.game.choose(option(s.game, "block", b1, rhino))
    assert not has_option(s.game, "block", b2, rhino)


def test_509_1b_outland_boar_cant_be_blocked_by_power_two_or_less():
    s = Scenario()
    boar = s.add(0, "Outland Boar")
    bear = s.add(1, "Grizzly Bears")
    courser = s.add(1, "Centaur Courser")
    _attack_with(s, boar)
    assert not has_option(s.game, "block", bear, boar)
    assert has_option(s.game, "block", courser, boar)


def test_508_1c_sea_monster_attacks_only_a_player_who_controls_an_island():
    s = Scenario()
    monster = s.add(0, "Sea Monster")
    game = s.game
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert not (game.pending.kind == "attack" and has_option(game, "attack", monster))
    s2 = Scenario()
    monster = s2.add(0, "Sea Monster")
    s2.add(1, "Island")
    pass_until(s2.game, ATTACKERS - 1, 0)
    s2.game.choose(("pass",))
    s2.game.choose(("pass",))
    assert has_option(s2.game, "attack", monster, "player", 1)


# -- costs to attack (508.1d, 508.1h-j) -------------------------------------------------------

def _to_declare(s: Scenario) -> None:
    pass_until(s.game, ATTACKERS - 1, 0)
    s.game.choose(("pass",))
    s.game.choose(("pass",))


def test_508_1h_ghostly_prison_attackers_cost_two_each_paid_when_declared():
    s = Scenario()
    s.add(1, "Ghostly Prison")
    lands = s.lands(0, "Forest", "Forest", "Forest")
    b1, b2 = s.add(0, "Grizzly Bears"), s.add(0, "Grizzly Bears")
    _to_declare(s)
    game = s.game
    game.choose(option(game, "attack", b1, "player", 1))
    assert not has_option(game, "attack", b2, "player", 1)  # {4} in all: not payable (118.3)
    done(game)
    assert game.pending.kind == "pay_optional" and game.pending.rule == "508.1h"
    game.choose(game.pending.options[0])
    assert sum(game.objects[i].tapped for i in lands) == 2
    assert game.combat.is_attacking(b1) and not game.combat.is_attacking(b2)
    assert any(e.kind == "attack_cost" and e.rule == "508.1j" for e in game.events)


def test_508_1h_declining_the_cost_makes_the_declaration_over_again():
    s = Scenario()
    s.add(1, "Ghostly Prison")
    s.lands(0, "Forest", "Forest")
    bear = s.add(0, "Grizzly Bears")
    _to_declare(s)
    game = s.game
    game.choose(option(game, "attack", bear, "player", 1))
    done(game)
    game.choose(("decline",))
    assert game.pending.kind == "attack" and has_option(game, "attack", bear, "player", 1)
    done(game)
    assert not game.combat or not game.combat.is_attacking(bear)


def test_508_1d_a_creature_that_must_attack_needs_not_pay_to():
    s = Scenario()
    s.add(1, "Ghostly Prison")
    s.lands(0, "Forest", "Forest")
    berserker = s.add(0, "Bloodrock Cyclops")  # attacks each combat if able
    _to_declare(s)
    assert has_option(s.game, "attack", berserker, "player", 1) and has_option(s.game, "done")


# -- Auras and Equipment that decide whom a creature attacks (508.1c, 701.38b) -----------------

def _declare_for(s: Scenario, seat: int) -> None:
    pass_until(s.game, ATTACKERS - 1, seat)
    while s.game.pending.kind == "priority":
        s.game.choose(("pass",))


def test_508_1c_vow_of_duty_enchanted_creature_cant_attack_the_auras_controller():
    s = Scenario(players=3)
    bear = s.add(1, "Grizzly Bears")
    _aura(s, 0, "Vow of Duty", bear)
    assert _pt(s, bear) == (4, 4)
    assert cont.has_keyword(s.game, s.game.objects[bear], "Vigilance")
    _declare_for(s, 1)
    assert not has_option(s.game, "attack", bear, "player", 0)
    assert has_option(s.game, "attack", bear, "player", 2)


def test_701_38b_bloodthirsty_blade_goads_the_creature_for_the_equipments_controller():
    s = Scenario(players=3)
    bear = s.add(1, "Grizzly Bears")
    _aura(s, 0, "Bloodthirsty Blade", bear)  # attached by its own ability (301.5c)
    assert _pt(s, bear) == (4, 2)
    pass_until(s.game, ATTACKERS + 1, 1)  # its only legal declaration is made for it
    (declared,) = [e for e in s.game.events if e.kind == "attackers"]
    # it attacks each combat if able, and a player other than the goading player (701.38b)
    assert declared.data["attackers"] == [[bear, "Grizzly Bears", ["player", 2]]]


# -- prevention of the creature itself (615.1a) -------------------------------------------------

def test_615_1a_fog_bank_prevents_combat_damage_dealt_to_and_by_it():
    s = Scenario()
    bear = s.add(0, "Grizzly Bears")
    bank = s.add(1, "Fog Bank")
    _attack_with(s, bear)
    s.game.choose(option(s.game, "block", bank, bear))
    done(s.game)
    pass_until(s.game, ATTACKERS + 4, 0)  # past combat damage
    assert s.game.objects[bank].damage == 0 and s.game.objects[bear].damage == 0


# -- more conditions and counted bonuses (611.3a, 613.4c) ---------------------------------------

def test_613_4c_deadeye_plunderers_gets_plus_one_for_each_artifact_you_control():
    s = Scenario()
    plunderers = s.add(0, "Deadeye Plunderers")
    base = _pt(s, plunderers)
    s.add(0, "Mind Stone")
    s.add(0, "Mind Stone")
    s.add(1, "Mind Stone")  # not yours
    assert _pt(s, plunderers) == (base[0] + 2, base[1] + 2)


def test_611_3a_voldaren_stinger_has_first_strike_only_while_attacking():
    s = Scenario()
    stinger = s.add(0, "Voldaren Stinger")
    assert not cont.has_keyword(s.game, s.game.objects[stinger], "First strike")
    _attack_with(s, stinger)
    assert cont.has_keyword(s.game, s.game.objects[stinger], "First strike")


def test_611_3a_wu_admiral_counts_an_opponents_island():
    s = Scenario()
    admiral = s.add(0, "Wu Admiral")
    s.add(0, "Island")
    assert _pt(s, admiral) == (3, 3)
    s.add(1, "Island")
    assert _pt(s, admiral) == (4, 4)


def test_611_3a_childhood_horror_with_threshold_gets_bigger_and_cant_block():
    s = Scenario()
    horror = s.add(0, "Childhood Horror")
    for _ in range(7):
        s.add(0, "Forest", "graveyard")
    assert _pt(s, horror) == (4, 4)
    assert cont.has_keyword(s.game, s.game.objects[horror], "Can't block")


def test_509_1b_treetop_scout_can_be_blocked_only_by_creatures_with_flying():
    s = Scenario()
    scout = s.add(0, "Treetop Scout")
    bear = s.add(1, "Grizzly Bears")
    drake = s.add(1, "Wind Drake")
    _attack_with(s, scout)
    assert not has_option(s.game, "block", bear, scout)
    assert has_option(s.game, "block", drake, scout)


def test_613_1f_an_aura_that_takes_abilities_away_keeps_its_own_restriction():
    from casualmagic.cards.compiler.build import compile_paragraph

    kind, statics = compile_paragraph("Enchanted permanent doesn't untap during its "
                                      "controller's untap step and loses all abilities.", False)
    assert [st["op"] for st in statics] == ["lose_abilities", "grant_attached"]


def test_613_4c_equipped_creatures_you_control_get_the_bonus_only_when_equipped():
    from casualmagic.cards.compiler.build import compile_paragraph

    kind, statics = compile_paragraph("Equipped creatures you control get +1/+1.", False)
    assert statics[0]["filter"] == "equipped creature you control"
    s = Scenario()
    bear = s.add(0, "Grizzly Bears")
    other = s.add(0, "Grizzly Bears")
    _aura(s, 0, "Bonesplitter", bear)
    from casualmagic.engine.statics import parse_layer_filter

    f = parse_layer_filter(statics[0]["filter"])
    assert cont.fits(s.game, f, s.game.objects[bear], cont.characteristics(
        s.game, s.game.objects[bear]), 0)
    assert not cont.fits(s.game, f, s.game.objects[other], cont.characteristics(
        s.game, s.game.objects[other]), 0)
