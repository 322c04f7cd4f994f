"""Planes of the area vehicles/phasing/exile: delayed exile and return (603.7a, 610.3),
"cards can't enter from exile" (614.17), phasing (702.26) and coin flips (705)."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, BEGIN_COMBAT, END, MAIN2
from casualmagic.mechanics.phasing import is_phased_out
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, plane_names, settle, walk_to
from tests.variants.planechase.test_planes import _chaos
from tests.variants.planechase.test_planes_third import _arrive, _attack


def _named(game, zone_ids, name: str) -> list[int]:
    return [i for i in zone_ids if game.objects[i].card.name == name]


def _run_until(game, step: int, player: int) -> None:
    """Pass (answering decisions with their first option) until ``player``'s ``step``."""
    for _ in range(400):
        if game.step == step and game.active == player and game.pending.kind == "priority" \
                and not game.stack and not game.waiting_triggers:
            return
        d = game.pending
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        elif ("yes",) in d.options:
            game.choose(("yes",))
        else:
            game.choose(0)
    raise AssertionError("step not reached")


def test_603_7a_bad_wolf_bay_exiles_a_creature_until_the_next_end_step():
    game = pc_game(("Bad Wolf Bay", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Bad Wolf Bay")
    theirs = put(game, 1, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game, pick=lambda d: next((o for o in d.options if theirs in o[1:]), None)
           if d.kind != "priority" else None)
    assert theirs not in game.battlefield
    assert _named(game, game.exile, "Grizzly Bears")
    _run_until(game, END, 0)
    back = _named(game, game.battlefield, "Grizzly Bears")
    assert back and game.objects[back[0]].controller == 1  # under its owner's control
    assert not _named(game, game.exile, "Grizzly Bears")


def test_614_17_bad_wolf_bay_chaos_cards_cant_enter_from_exile_then_planeswalk():
    game = pc_game(("Bad Wolf Bay", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Bad Wolf Bay")
    theirs = put(game, 1, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game, pick=lambda d: next((o for o in d.options if theirs in o[1:]), None)
           if d.kind != "priority" else None)
    assert _named(game, game.exile, "Grizzly Bears")
    _chaos(game)  # in the beginning of combat step
    assert "Bad Wolf Bay" not in plane_names(game)  # then planeswalk
    _run_until(game, END, 0)
    assert _named(game, game.exile, "Grizzly Bears")  # it could not return this turn
    assert not _named(game, game.battlefield, "Grizzly Bears")
    assert any(e.kind == "cant_enter_from_exile" for e in game.events)


def test_508_4_math_is_for_blockers_returns_attackers_attacking_next_declare_attackers_step():
    game = pc_game(("Math is for Blockers (Plane)", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Math is for Blockers (Plane)")
    bear = put(game, 0, "Grizzly Bears")
    life = game.players[1].life
    _attack(game, bear)
    assert bear not in game.battlefield and _named(game, game.exile, "Grizzly Bears")
    assert game.players[1].life == life  # exiled before it dealt damage
    _run_until(game, ATTACKERS, 1)  # the opponent's turn: it stays in exile
    assert _named(game, game.exile, "Grizzly Bears")
    _run_until(game, MAIN2, 1)
    _run_until(game, ATTACKERS, 0)  # its owner's next declare attackers step
    back = _named(game, game.battlefield, "Grizzly Bears")
    assert back
    o = game.objects[back[0]]
    assert o.tapped and game.combat.is_attacking(back[0])
    _run_until(game, MAIN2, 0)
    assert game.players[1].life == life - 2  # it dealt combat damage, attacking


def test_701_38_math_is_for_blockers_chaos_goads_target_creature():
    game = pc_game(("Math is for Blockers (Plane)", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Math is for Blockers (Plane)")
    theirs = put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert game.objects[theirs].get_info("goaded")


def test_603_2c_kerblam_warehouse_treasure_on_combat_damage():
    game = pc_game(("Kerblam! Warehouse", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kerblam! Warehouse")
    bear = put(game, 0, "Grizzly Bears")
    _attack(game, bear)
    assert len(_named(game, game.battlefield, "Treasure")) == 1


def test_705_kerblam_warehouse_chaos_artifacts_gain_flip_for_three_damage():
    game = pc_game(("Kerblam! Warehouse", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kerblam! Warehouse")
    rock = put(game, 0, "Mind Stone")
    _chaos(game)
    refresh(game)
    acts = [o for o in game.pending.options if o[0] == "activate" and o[1] == rock]
    assert acts, game.pending.options
    life = game.players[1].life
    flips_before = sum(e.kind == "coin_flip" for e in game.events)
    game.choose(acts[-1])
    settle(game, pick=lambda d: next((o for o in d.options if o[:2] == ("player", 1)
                                      or ("player", 1) in o), None)
           if d.kind != "priority" else None)
    assert rock not in game.battlefield  # sacrificed as a cost
    flips = [e for e in game.events if e.kind == "coin_flip"][flips_before:]
    assert len(flips) == 1
    assert game.players[1].life == life - (3 if flips[0].data["won"] else 0)


def test_702_26_unyaro_phases_out_creatures_until_planeswalk():
    game = pc_game(("Unyaro", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Unyaro")
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    game.obj_w(theirs).tapped = True
    refresh(game)
    _run_until(game, END, 0)
    assert is_phased_out(game, mine) and is_phased_out(game, theirs)
    assert mine not in game.battlefield and theirs not in game.battlefield
    assert not game.objects[theirs].tapped  # untapped first
    from casualmagic.engine.view import player_view

    seen = player_view(game, 1)
    assert {p["id"] for p in seen["phased_out"]} == {mine, theirs}  # still seen (702.26b)
    assert not {mine, theirs} & {p["id"] for p in seen["battlefield"]}
    _run_until(game, MAIN2, 1)
    assert is_phased_out(game, mine)  # still phased out: nobody planeswalked
    rules.planeswalk(game, rules.planar_controller(game), "test")
    assert mine in game.battlefield and theirs in game.battlefield  # same objects (702.26d)
    assert not is_phased_out(game, mine)


def test_702_26_unyaro_no_phasing_if_not_planeswalked_to_this_turn():
    game = pc_game(("Unyaro", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Unyaro")
    _run_until(game, MAIN2, 1)  # the next turn, Unyaro still face up
    bear = put(game, 1, "Grizzly Bears")
    _run_until(game, END, 1)
    settle(game)
    assert bear in game.battlefield and not is_phased_out(game, bear)


def test_unyaro_chaos_creates_two_vigilant_knights():
    game = pc_game(("Unyaro", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Unyaro")
    _chaos(game)
    knights = _named(game, game.battlefield, "Knight")
    assert len(knights) == 2
    from casualmagic.engine import continuous as cont

    k = game.objects[knights[0]]
    assert (cont.power(game, k), cont.toughness(game, k)) == (2, 2)
    assert cont.has_keyword(game, k, "Vigilance")


def test_614_1c_the_doctors_childhood_barn_creatures_enter_tapped():
    game = pc_game(("The Doctor's Childhood Barn", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Doctor's Childhood Barn")
    from casualmagic.engine.primitives import move_object

    hand = put(game, 0, "Grizzly Bears", "hand")
    move_object(game, hand, "battlefield", "put_onto_battlefield", "110.2a")
    bears = _named(game, game.battlefield, "Grizzly Bears")
    assert bears and game.objects[bears[0]].tapped


def test_702_26_the_doctors_childhood_barn_chaos_phases_out_until_planeswalk():
    game = pc_game(("The Doctor's Childhood Barn", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Doctor's Childhood Barn")
    theirs = put(game, 1, "Grizzly Bears")
    game.obj_w(theirs).tapped = True
    refresh(game)
    _chaos(game)
    assert is_phased_out(game, theirs) and theirs not in game.battlefield
    assert not game.objects[theirs].tapped
    walk_to(game, "Krosa")
    assert theirs in game.battlefield and not is_phased_out(game, theirs)


def _crew_option(game, oid: int) -> tuple:
    from casualmagic.engine import continuous as cont

    index = next(i for i, ab in cont.nonmana_abilities(game, game.objects[oid]) if ab.cost.crew)
    return ("activate", oid, index)


def _at_beginning_of_combat(game) -> None:
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game)
    refresh(game)


def test_702_122_ghirapur_artifacts_become_vehicles_crewed_by_a_summoning_sick_creature():
    from casualmagic.engine import continuous as cont

    game = pc_game(("Ghirapur", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Ghirapur")
    rock = put(game, 0, "Mind Stone")
    bear = put(game, 0, "Grizzly Bears", sick=True)
    elf = put(game, 0, "Llanowar Elves")
    _at_beginning_of_combat(game)
    o = game.objects[rock]
    assert cont.is_type(game, o, "Artifact") and "Vehicle" in cont.characteristics(game, o).subtypes
    assert not cont.is_type(game, o, "Creature")  # a Vehicle isn't a creature until crewed
    assert cont.has_keyword(game, o, "Trample") and cont.has_keyword(game, o, "Haste")
    crew = _crew_option(game, rock)
    assert crew in game.pending.options
    game.choose(crew)
    assert game.pending.kind == "crew" and ("crew", bear) in game.pending.options
    game.choose(("crew", bear))  # power 2: enough for crew 2; may stop or tap more
    assert ("done",) in game.pending.options
    game.choose(("done",))
    settle(game)
    assert game.objects[bear].tapped  # it crewed although summoning sick (702.122b)
    assert not game.objects[elf].tapped
    o = game.objects[rock]
    assert cont.is_type(game, o, "Creature") and cont.is_type(game, o, "Artifact")
    assert (cont.power(game, o), cont.toughness(game, o)) == (5, 3)  # 301.7b
    assert any(e.kind == "crewed" for e in game.events)
    life = game.players[1].life
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"
    game.choose(("attack", rock, "player", 1))
    _run_until(game, MAIN2, 0)
    assert game.players[1].life == life - 5


def test_702_122a_ghirapur_crew_needs_enough_power_and_other_creatures():
    game = pc_game(("Ghirapur", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Ghirapur")
    rock = put(game, 0, "Mind Stone")
    put(game, 0, "Llanowar Elves")  # power 1 < crew 2
    _at_beginning_of_combat(game)
    assert _crew_option(game, rock) not in game.pending.options


def test_ghirapur_chaos_returns_noncreature_artifact_card_to_hand():
    game = pc_game(("Ghirapur", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Ghirapur")
    stone = put(game, 0, "Mind Stone", "graveyard")
    _chaos(game)
    assert stone not in game.players[0].graveyard
    assert _named(game, game.players[0].hand, "Mind Stone")


def test_702_122_new_new_york_artifacts_become_flying_3_3_vehicles_with_crew_1():
    from casualmagic.engine import continuous as cont

    game = pc_game(("New New York", "Krosa"))
    to_main(game, 0)
    _arrive(game, "New New York")
    rock = put(game, 0, "Mind Stone")
    elf = put(game, 0, "Llanowar Elves")
    _at_beginning_of_combat(game)
    game.choose(_crew_option(game, rock))  # the only creature: tapped to pay crew 1
    settle(game)
    assert game.objects[elf].tapped
    o = game.objects[rock]
    assert cont.is_type(game, o, "Creature")
    assert (cont.power(game, o), cont.toughness(game, o)) == (3, 3)
    assert cont.has_keyword(game, o, "Flying") and cont.has_keyword(game, o, "Haste")
    _run_until(game, MAIN2, 1)
    o = game.objects[rock]
    assert not cont.is_type(game, o, "Creature")  # "until end of turn" (514.2)
    assert "Vehicle" not in cont.characteristics(game, o).subtypes


def test_new_new_york_chaos_creates_treasure_and_alien():
    game = pc_game(("New New York", "Krosa"))
    to_main(game, 0)
    _arrive(game, "New New York")
    _chaos(game)
    assert len(_named(game, game.battlefield, "Treasure")) == 1
    assert len(_named(game, game.battlefield, "Alien")) == 1


def test_508_4_math_is_for_blockers_owner_chooses_whom_the_returned_creature_attacks():
    game = pc_game(("Math is for Blockers (Plane)", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Math is for Blockers (Plane)")
    bear = put(game, 0, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(("attack", bear, "player", 1))  # its only attack: declared at once
    settle(game)
    assert _named(game, game.exile, "Grizzly Bears")
    life = game.players[2].life
    for _ in range(400):  # to player 0's next turn, where the trigger asks whom it attacks
        d = game.pending
        if d.kind == "attack_target":
            break
        game.choose(("pass",) if d.kind == "priority" else ("done",)
                    if d.kind in ("attack", "block") else 0)
    assert game.active == 0 and game.pending.player == 0
    back = _named(game, game.battlefield, "Grizzly Bears")[0]
    assert ("attack", back, "player", 2) in game.pending.options
    game.choose(("attack", back, "player", 2))
    assert game.combat.defender_of(back) == ("player", 2)
    _run_until(game, MAIN2, 0)
    assert game.players[2].life == life - 2
