"""Planes and phenomena that change the turn structure: extra turns (500.7), additional
phases (500.8), skipped untap steps (614.10), untap replacements (614.1 on 502.3), reversed
turn order (101.4), ending the turn (721.1) and granted flashback (702.34a)."""

from __future__ import annotations

from casualmagic.core.state import BEGIN_COMBAT, END, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules
from tests.engine.helpers import has_option, option, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, plane_names, walk_to
from tests.variants.planechase.test_planes import _chaos, _settle
from tests.variants.planechase.test_planes_third import _arrive, _attack


def _tap(game, oid: int) -> int:
    game.obj_w(oid).tapped = True
    refresh(game)
    return oid


def _kinds(game, kind: str, turn: int | None = None) -> list:
    return [e for e in game.events if e.kind == kind and (turn is None or e.turn == turn)]


def _steps_of_turn(game, turn: int) -> list[str]:
    return [e.data["step"] for e in game.events if e.kind == "step" and e.turn == turn]


def _to_next_turn(game) -> None:
    """Pass until the next turn's precombat main phase (whoever takes it)."""
    t = game.turn
    for _ in range(400):
        if game.turn > t and game.step == MAIN1 and game.pending.kind == "priority":
            return
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else ("done",)
                    if d.kind in ("attack", "block") else 0)
    raise AssertionError("next turn not reached")


def test_sokenzan_pumps_and_hastes_all_creatures():
    game = pc_game(("Sokenzan", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Sokenzan")
    mine, theirs = put(game, 0, "Grizzly Bears", sick=True), put(game, 1, "Grizzly Bears")
    for oid in (mine, theirs):
        o = game.objects[oid]
        assert (cont.power(game, o), cont.toughness(game, o)) == (3, 3)
        assert cont.has_keyword(game, o, "Haste")
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert has_option(game, "attack", mine)  # haste: summoning sick, yet it may attack (302.6)


def test_sokenzan_chaos_in_a_main_phase_untaps_attackers_and_adds_a_combat_and_a_main_phase():
    game = pc_game(("Sokenzan", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Sokenzan")
    bear = put(game, 0, "Grizzly Bears")
    other = _tap(game, put(game, 0, "Grizzly Bears"))  # tapped, but it didn't attack
    life = game.players[1].life
    turn = game.turn
    _attack(game, bear)
    assert game.objects[bear].tapped and game.players[1].life == life - 3
    _chaos(game)  # in the postcombat main phase
    assert not game.objects[bear].tapped  # it attacked this turn
    assert game.objects[other].tapped
    _attack(game, bear)  # the additional combat phase of this same turn, then a main phase
    assert game.turn == turn and game.players[1].life == life - 6
    pass_until(game, END, 0)
    assert game.turn == turn
    assert _steps_of_turn(game, turn).count("declare_attackers") == 2
    assert _steps_of_turn(game, turn).count("main") == 3  # 505.1a: two postcombat mains


def test_sokenzan_chaos_outside_a_main_phase_adds_no_phase():
    game = pc_game(("Sokenzan", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Sokenzan")
    pass_until(game, UPKEEP, 1)
    turn = game.turn
    _chaos(game)  # "If it's a main phase": it isn't
    assert not _kinds(game, "phases_added")
    pass_until(game, END, 1)
    assert game.turn == turn and _steps_of_turn(game, turn).count("beginning_of_combat") == 1


def test_otaria_chaos_gives_the_planar_controller_an_extra_turn_after_this_one():
    game = pc_game(("Otaria", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Otaria")
    turn = game.turn
    _chaos(game)
    [added] = _kinds(game, "extra_turn_added")
    assert added.rule == "500.7" and added.player == 0
    _to_next_turn(game)
    assert (game.turn, game.active) == (turn + 1, 0)
    assert _kinds(game, "extra_turn")[0].rule == "500.7"
    _to_next_turn(game)
    assert (game.turn, game.active) == (turn + 2, 1)  # then turn order goes on
    _to_next_turn(game)
    assert (game.turn, game.active) == (turn + 3, 0)


def test_otaria_gives_instants_and_sorceries_in_graveyards_flashback_for_their_mana_cost():
    game = pc_game(("Otaria", "Krosa"))
    to_main(game, 0)
    walk_to(game, "Krosa")
    _settle(game)
    bolt = put(game, 0, "Lightning Bolt", "graveyard")
    bears = put(game, 0, "Grizzly Bears", "graveyard")
    put(game, 0, "Mountain")
    assert not has_option(game, "cast", bolt, "flashback")  # Krosa grants nothing
    _arrive(game, "Otaria")
    refresh(game)
    assert not has_option(game, "cast", bears, "flashback")  # not an instant or sorcery
    life = game.players[1].life
    game.choose(option(game, "cast", bolt, "flashback"))
    while game.pending.kind == "target":
        game.choose(next(o for o in game.pending.options if o[1:] == ("player", 1))
                    if any(o[1:] == ("player", 1) for o in game.pending.options) else 0)
    _settle(game)
    assert game.players[1].life == life - 3
    assert not game.players[0].graveyard or all(
        game.objects[i].card.name != "Lightning Bolt" for i in game.players[0].graveyard)
    assert any(game.objects[i].card.name == "Lightning Bolt" for i in game.exile)  # 702.34a


def test_the_eon_fog_players_skip_their_untap_steps_and_chaos_untaps_your_permanents():
    game = pc_game(("The Eon Fog", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Eon Fog")
    land = _tap(game, put(game, 0, "Forest"))
    bear = _tap(game, put(game, 0, "Grizzly Bears"))
    theirs = _tap(game, put(game, 1, "Grizzly Bears"))
    pass_until(game, MAIN1, 1)
    assert game.objects[theirs].tapped
    skips = _kinds(game, "skip_step", game.turn)
    assert skips and skips[0].rule == "614.10" and skips[0].data["step"] == "untap"
    assert "untap" not in _steps_of_turn(game, game.turn)
    pass_until(game, MAIN1, 0)
    assert game.objects[land].tapped and game.objects[bear].tapped
    _chaos(game)
    assert not game.objects[land].tapped and not game.objects[bear].tapped
    assert game.objects[theirs].tapped  # only permanents you control


def test_edge_of_malacol_replaces_your_creatures_untapping_with_two_counters():
    game = pc_game(("Edge of Malacol", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Edge of Malacol")
    bear = _tap(game, put(game, 0, "Grizzly Bears"))
    land = _tap(game, put(game, 0, "Forest"))
    theirs = _tap(game, put(game, 1, "Grizzly Bears"))
    pass_until(game, UPKEEP, 1)  # seat 1 is the planar controller now (901.6): its untap step
    assert game.objects[theirs].tapped and game.objects[theirs].counter("+1/+1") == 2
    assert game.objects[bear].tapped and game.objects[bear].counter("+1/+1") == 0
    pass_until(game, UPKEEP, 0)
    assert game.objects[bear].tapped and game.objects[bear].counter("+1/+1") == 2
    assert not game.objects[land].tapped  # not a creature: it untaps as usual (502.3)
    assert cont.power(game, game.objects[bear]) == 4
    pass_until(game, MAIN1, 0)
    _chaos(game)
    assert not game.objects[bear].tapped
    assert game.objects[theirs].tapped


def test_time_distortion_encounter_reverses_the_turn_order():
    game = pc_game(("Time Distortion", "Krosa", "Gavony"), players=3)
    to_main(game, 0)
    walk_to(game, "Time Distortion")
    refresh(game)
    _settle(game)
    assert "Time Distortion" not in plane_names(game)  # 704.6f: then planeswalk away
    [ev] = _kinds(game, "turn_order_reversed")
    assert ev.rule == "101.4" and game.turn_direction == -1
    assert game.in_turn_order(0) == [0, 2, 1]  # APNAP order goes the other way too
    _to_next_turn(game)
    assert game.active == 2
    _to_next_turn(game)
    assert game.active == 1


def test_the_drum_roll_pumps_your_creatures_with_haste_until_end_of_turn():
    game = pc_game(("The Drum, Mining Facility", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Drum, Mining Facility")
    bear, theirs = put(game, 0, "Grizzly Bears", sick=True), put(game, 1, "Grizzly Bears")
    for _ in range(20):  # a roll that is blank, so neither chaos nor planeswalking follows
        trial = game.clone()
        if rules.roll_planar_die(trial, 0) == "blank":
            game = trial
            break
    refresh(game)
    _settle(game)
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == (3, 3)
    assert cont.has_keyword(game, o, "Haste")
    assert cont.power(game, game.objects[theirs]) == 2
    _to_next_turn(game)
    assert cont.power(game, game.objects[bear]) == 2  # until end of turn only


def test_the_drum_chaos_ends_the_turn_exiling_the_stack():
    game = pc_game(("The Drum, Mining Facility", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Drum, Mining Facility")
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(bear).damage = 1
    put(game, 0, "Lightning Bolt", "hand")
    put(game, 0, "Mountain")
    bolt = next(i for i in game.players[0].hand if game.objects[i].card.name == "Lightning Bolt")
    game.choose(option(game, "cast", bolt))
    while game.pending.kind != "priority":
        game.choose(next((o for o in game.pending.options if o[1:] == ("player", 1)), 0))
    assert len(game.stack) == 1
    turn, life = game.turn, game.players[1].life
    rules.chaos_ensues(game, "test")
    refresh(game)  # the chaos ability goes on the stack above the Bolt
    assert len(game.stack) == 2
    game.choose(("pass",))
    game.choose(("pass",))  # the chaos ability resolves: end the turn (721.1)
    assert not game.stack
    assert any(game.objects[i].card.name == "Lightning Bolt" for i in game.exile)  # 721.1b
    assert game.players[1].life == life  # the Bolt never resolved
    assert [e.rule for e in _kinds(game, "end_the_turn")] == ["721.1"]
    pass_until(game, MAIN1, 1)
    assert game.turn == turn + 1
    assert game.objects[bear].damage == 0  # damage wore off in the cleanup step (514.2)
    assert _steps_of_turn(game, turn)[-2:] == ["main", "cleanup"]  # 721.1d-e: no end step


def test_temple_of_atropos_adds_a_beginning_phase_after_your_postcombat_main_phase():
    game = pc_game(("Temple of Atropos", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Temple of Atropos")
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)  # not the first turn, whose draw is skipped (103.8a)
    land = _tap(game, put(game, 0, "Forest"))
    turn, hand = game.turn, len(game.players[0].hand)
    pass_until(game, MAIN2, 0)
    _settle(game)
    pass_until(game, END, 0)
    assert game.turn == turn
    assert not game.objects[land].tapped  # the additional untap step
    assert len(game.players[0].hand) == hand + 1  # the additional draw step
    assert _steps_of_turn(game, turn)[-5:] == ["main", "untap", "upkeep", "draw", "end"]
    assert [e.data["phase"] for e in _kinds(game, "additional_phase", turn)] == ["beginning"]


def test_temple_of_atropos_chaos_reverses_turn_order_then_planeswalks():
    game = pc_game(("Temple of Atropos", "Krosa", "Gavony"), players=3)
    to_main(game, 0)
    _arrive(game, "Temple of Atropos")
    _chaos(game)
    assert game.turn_direction == -1
    assert "Temple of Atropos" not in plane_names(game)
    _to_next_turn(game)
    assert game.active == 2
