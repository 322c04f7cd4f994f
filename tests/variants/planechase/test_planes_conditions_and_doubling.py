"""Planes with conditions and doubling: Prahv (conditional restrictions, 508.1c, 601.3),
Glen Elendra (end of combat, 511.2), Grand Ossuary (dividing counters, 601.2d), Kilnspire
District (first main phase, 505.1), Sea of Sand (draw triggers, 121.1), Selesnya Loft Gardens
(614.1 doubling) and Talon Gates (suspend, 702.62)."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.casting_rules import casting_rules
from casualmagic.engine.turn import draw_cards
from casualmagic.mechanics.suspend import is_suspended
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, has_option, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, plane_names
from tests.variants.planechase.test_planes import _chaos, _settle
from tests.variants.planechase.test_planes_third import _arrive, _attack


def _to_attack_declaration(game) -> None:
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))


# -- Prahv ---------------------------------------------------------------------------------

def test_508_1c_prahv_after_casting_a_spell_you_cant_attack_with_creatures():
    game = pc_game(("Prahv", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Prahv")
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    refresh(game)
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bolt))
    _settle(game)
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Lightning Bolt"]
    _to_attack_declaration(game)
    assert not has_option(game, "attack", bear)  # 508.1c: the restriction applies


def test_508_1c_prahv_without_a_spell_cast_creatures_may_attack():
    game = pc_game(("Prahv", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Prahv")
    bear = put(game, 0, "Grizzly Bears")
    _to_attack_declaration(game)
    assert game.pending.kind == "attack" and has_option(game, "attack", bear)


def test_601_3_prahv_after_attacking_you_cant_cast_spells_but_opponents_can():
    game = pc_game(("Prahv", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Prahv")
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    refresh(game)
    assert has_option(game, "cast", bolt)  # nothing cast, no attack yet
    _attack(game, bear)
    refresh(game)
    assert not has_option(game, "cast", bolt)


def test_prahv_chaos_gains_life_equal_to_cards_in_hand():
    game = pc_game(("Prahv", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Prahv")
    n = len(game.players[0].hand)
    assert n > 0
    life = game.players[0].life
    _chaos(game)
    assert game.players[0].life == life + n


# -- Selesnya Loft Gardens -----------------------------------------------------------------

def _named(game, name: str, seat: int) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and game.objects[i].controller == seat]


def test_614_1_selesnya_loft_gardens_doubles_the_tokens_any_effect_creates():
    game = pc_game(("Selesnya Loft Gardens", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Selesnya Loft Gardens")
    put(game, 1, "Plains")
    put(game, 1, "Plains")
    alarm = put(game, 1, "Raise the Alarm", "hand")
    refresh(game)
    game.choose(("pass",))  # seat 1 gets priority and casts it (not the planar controller)
    assert game.pending.player == 1
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == alarm))
    _settle(game)
    assert len(_named(game, "Soldier", 1)) == 4  # two Soldiers, twice


def test_614_1_selesnya_loft_gardens_doubles_counters_put_on_any_permanent():
    from casualmagic.engine.primitives import add_counters

    game = pc_game(("Selesnya Loft Gardens", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Selesnya Loft Gardens")
    bear = put(game, 1, "Grizzly Bears")
    add_counters(game, bear, "+1/+1", 3, sync=True)
    assert game.objects[bear].counter("+1/+1") == 6


def test_605_1b_selesnya_loft_gardens_chaos_lands_you_tap_add_one_more_mana_this_turn():
    game = pc_game(("Selesnya Loft Gardens", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Selesnya Loft Gardens")
    clear_hand(game, 0)
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    refresh(game)
    assert not has_option(game, "cast", bears)  # one Forest, {1}{G}
    _chaos(game)
    refresh(game)
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bears))
    _settle(game)
    assert len(_named(game, "Grizzly Bears", 0)) == 1
    pass_until(game, MAIN1, 1)  # the next turn: the effect has ended (514.2)
    assert not [r for r in casting_rules(game) if r[0] == "extra_mana_when_tapped"]


# -- Kilnspire District --------------------------------------------------------------------

def _red(game, seat: int = 0) -> int:
    return game.players[seat].mana_pool[3]  # W U B R G C


def test_505_1a_kilnspire_district_charges_on_arrival_and_each_first_main_phase():
    game = pc_game(("Kilnspire District", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kilnspire District")
    kiln = next(i for i, c in rules.face_up(game))
    assert game.objects[kiln].counter("charge") == 1
    assert _red(game) == 1  # {R} for the one counter
    pass_until(game, MAIN2, 0)
    _settle(game)
    assert game.objects[kiln].counter("charge") == 1  # a postcombat main isn't "first"
    pass_until(game, MAIN1, 1)  # seat 1's first main phase: seat 1 is the planar controller
    _settle(game)
    assert game.objects[kiln].counter("charge") == 2
    assert _red(game, 1) == 2


def test_kilnspire_district_chaos_may_pay_x_to_deal_x_damage_to_any_target():
    game = pc_game(("Kilnspire District", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kilnspire District")
    for _ in range(3):
        put(game, 0, "Mountain")
    refresh(game)
    life = game.players[1].life
    rules.chaos_ensues(game, "test")
    refresh(game)
    answers = {"target": ("target", "player", 1), "x": ("x", 3)}
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        game.choose(answers.get(d.kind, ("pass",) if d.kind == "priority" else 0))
    assert game.players[1].life == life - 3


def test_kilnspire_district_chaos_declining_to_pay_deals_no_damage():
    game = pc_game(("Kilnspire District", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kilnspire District")
    life = game.players[1].life
    rules.chaos_ensues(game, "test")
    refresh(game)
    answers = {"target": ("target", "player", 1), "x": ("decline",)}
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        game.choose(answers.get(d.kind, ("pass",) if d.kind == "priority" else 0))
    assert game.players[1].life == life
    assert _red(game) == 1  # the {R} from arriving is still unspent


# -- Sea of Sand ---------------------------------------------------------------------------

def test_701_16a_sea_of_sand_draws_are_revealed_and_land_draws_gain_3_life():
    game = pc_game(("Sea of Sand", "Krosa"), libs=[["Forest"] * 30, ["Forest"] * 30])
    to_main(game, 0)
    _arrive(game, "Sea of Sand")
    life = game.players[0].life
    draw_cards(game, 0, 1, "121.1")
    _settle(game)
    assert game.players[0].life == life + 3
    [ev] = [e for e in game.events if e.kind == "draw"][-1:]
    assert ev.data.get("revealed") and ev.private_to is None


def test_sea_of_sand_any_player_drawing_a_nonland_card_loses_3_life():
    game = pc_game(("Sea of Sand", "Krosa"), libs=[["Forest"] * 30, ["Grizzly Bears"] * 30])
    to_main(game, 0)
    _arrive(game, "Sea of Sand")
    life = game.players[1].life
    draw_cards(game, 1, 2, "121.1")  # not the planar controller: "a player" (each)
    _settle(game)
    assert game.players[1].life == life - 6


def test_sea_of_sand_chaos_puts_target_permanent_on_top_of_its_owners_library():
    game = pc_game(("Sea of Sand", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Sea of Sand")
    bear = put(game, 1, "Grizzly Bears")
    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        game.choose(("target", "object", bear) if d.kind == "target" else ("pass",)
                    if d.kind == "priority" else 0)
    assert bear not in game.objects or game.objects[bear].zone != "battlefield"
    top = game.players[1].library[0]
    assert game.objects[top].card.name == "Grizzly Bears"


# -- Glen Elendra --------------------------------------------------------------------------

def _through_combat(game, attacker: int, answers: dict) -> None:
    """Attack seat 1 with ``attacker`` and go on to the postcombat main phase, answering
    decisions from ``answers`` by kind (else the first option)."""
    _to_attack_declaration(game)
    game.choose(("attack", attacker, "player", 1))
    for _ in range(100):
        d = game.pending
        if d.kind == "priority" and game.step == MAIN2 and not game.stack:
            return
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind in answers and answers[d.kind]:
            game.choose(answers[d.kind].pop(0) if isinstance(answers[d.kind], list)
                        else answers[d.kind])
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        else:
            game.choose(0)
    raise AssertionError("postcombat main phase not reached")


def test_511_2_glen_elendra_at_end_of_combat_exchanges_a_damaging_creature():
    game = pc_game(("Glen Elendra", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Glen Elendra")
    bear = put(game, 0, "Grizzly Bears")
    giant = put(game, 1, "Hill Giant")
    life = game.players[1].life
    _through_combat(game, bear, {"target": [("target", "object", bear),
                                            ("target", "object", giant)], "may": ("yes",)})
    assert game.players[1].life == life - 2
    assert game.objects[bear].controller == 1 and game.objects[giant].controller == 0
    assert [e for e in game.events if e.kind == "exchange_control"][0].rule == "701.10b"


def test_glen_elendra_no_trigger_without_combat_damage_to_a_player():
    game = pc_game(("Glen Elendra", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Glen Elendra")
    bear = put(game, 0, "Grizzly Bears")
    wall = put(game, 1, "Hill Giant")  # it blocks: no combat damage to a player
    _through_combat(game, bear, {"block": [("block", wall, bear)]})
    assert bear not in game.battlefield  # blocked by the 3/3 and died
    assert game.objects[wall].controller == 1
    assert not [e for e in game.events if e.kind == "exchange_control"]


def test_glen_elendra_chaos_gains_control_of_a_creature_you_own():
    game = pc_game(("Glen Elendra", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Glen Elendra")
    bear = put(game, 0, "Grizzly Bears")
    from casualmagic.engine.continuous import gain_control
    gain_control(game, bear, 1, "permanent", None, "613.1b")
    refresh(game)
    assert game.objects[bear].controller == 1
    _chaos(game)
    assert game.objects[bear].controller == 0


# -- Grand Ossuary -------------------------------------------------------------------------

def _run(game, answer) -> list:
    """Resolve everything, answering each decision with ``answer(decision)`` (or its first
    option); returns the decisions seen as (kind, player)."""
    seen = []
    for _ in range(60):
        d = game.pending
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            return seen
        seen.append((d.kind, d.player))
        game.choose(answer(d) or (("pass",) if d.kind == "priority" else 0))
    raise AssertionError("did not settle")


def test_601_2d_grand_ossuary_the_dead_creatures_controller_divides_counters_by_its_power():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("Grand Ossuary", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Grand Ossuary")
    giant = put(game, 1, "Hill Giant")  # power 3
    a, b = put(game, 1, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    mine = put(game, 0, "Grizzly Bears")
    destroy(game, giant)
    refresh(game)
    picks = [("target", "object", a), ("target", "object", b)]

    def answer(d):
        if d.kind == "target":
            assert ("target", "object", mine) not in d.options  # "creatures they control"
            return picks.pop(0) if picks else ("done",)
        if d.kind == "divide":
            return ("counter_on", a)
        return None

    seen = _run(game, answer)
    assert ("target", 1) in seen and ("divide", 1) in seen  # seat 1 chooses and divides
    assert game.objects[a].counter("+1/+1") == 2 and game.objects[b].counter("+1/+1") == 1
    assert game.objects[mine].counter("+1/+1") == 0


def test_grand_ossuary_a_single_target_gets_all_the_counters():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("Grand Ossuary", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Grand Ossuary")
    giant, bear = put(game, 0, "Hill Giant"), put(game, 0, "Grizzly Bears")
    destroy(game, giant)
    refresh(game)
    picks = [("target", "object", bear)]
    _run(game, lambda d: (picks.pop(0) if picks else ("done",)) if d.kind == "target" else None)
    assert game.objects[bear].counter("+1/+1") == 3


def test_grand_ossuary_chaos_exiles_all_creatures_for_saprolings_then_planeswalks():
    game = pc_game(("Grand Ossuary", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Grand Ossuary")
    put(game, 0, "Hill Giant")
    put(game, 0, "Grizzly Bears")
    put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert len(_named(game, "Saproling", 0)) == 5 and len(_named(game, "Saproling", 1)) == 2
    assert not _named(game, "Grizzly Bears", 0) and not _named(game, "Hill Giant", 0)
    assert sorted(o.card.name for o in game.objects.values() if o.zone == "exile") == [
        "Grizzly Bears", "Grizzly Bears", "Hill Giant"]
    assert plane_names(game) == ["Krosa"]


# -- Talon Gates ---------------------------------------------------------------------------

def _exiled(game, name: str) -> list[int]:
    return [i for i, o in game.objects.items() if o.zone == "exile" and o.card.name == name]


def test_702_62a_talon_gates_suspends_a_nonland_card_with_time_counters_equal_to_its_mana_value():
    game = pc_game(("Talon Gates", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Talon Gates")
    bears = put(game, 0, "Grizzly Bears", "hand")
    forest = put(game, 0, "Forest", "hand")
    refresh(game)
    assert ("suspend", bears, 2) in game.pending.options
    assert not any(o[0] == "suspend" and o[1] == forest for o in game.pending.options)
    game.choose(("suspend", bears, 2))
    [card] = _exiled(game, "Grizzly Bears")
    assert game.objects[card].counter("time") == 2 and is_suspended(game.objects[card])
    assert game.pending.kind == "priority" and game.pending.player == 0  # no stack (116.2)


def test_702_62a_talon_gates_not_at_sorcery_speed_nor_for_other_players():
    game = pc_game(("Talon Gates", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Talon Gates")
    put(game, 1, "Grizzly Bears", "hand")
    put(game, 0, "Grizzly Bears", "hand")
    pass_until(game, ATTACKERS - 1, 0)  # beginning of combat: not sorcery timing
    assert not any(o[0] == "suspend" for o in game.pending.options)
    game.choose(("pass",))  # seat 1 has priority: Talon Gates is the planar controller's
    assert game.pending.player == 1
    assert not any(o[0] == "suspend" for o in game.pending.options)


def test_702_62a_suspended_card_loses_a_counter_each_owners_upkeep_then_is_cast_with_haste():
    game = pc_game(("Talon Gates", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Talon Gates")
    lions = put(game, 0, "Savannah Lions", "hand")
    refresh(game)
    game.choose(("suspend", lions, 1))
    pass_until(game, MAIN1, 1)  # seat 1's upkeep removes nothing of seat 0's
    [card] = _exiled(game, "Savannah Lions")
    assert game.objects[card].counter("time") == 1
    pass_until(game, UPKEEP, 0)
    _settle(game)  # the last counter: cast it ("yes"), free, and it resolves
    [lion] = _named(game, "Savannah Lions", 0)
    assert cont.has_keyword(game, game.objects[lion], "Haste")
    assert not _exiled(game, "Savannah Lions")


def test_talon_gates_chaos_removes_two_time_counters_from_each_suspended_card_you_own():
    game = pc_game(("Talon Gates", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Talon Gates")
    bears = put(game, 0, "Grizzly Bears", "hand")
    giant = put(game, 0, "Hill Giant", "hand")
    refresh(game)
    game.choose(("suspend", bears, 2))
    refresh(game)
    game.choose(("suspend", giant, 4))
    _chaos(game)  # the Bears' last counter goes: cast it now, with haste
    [card] = _exiled(game, "Hill Giant")
    assert game.objects[card].counter("time") == 2
    [bear] = _named(game, "Grizzly Bears", 0)
    assert cont.has_keyword(game, game.objects[bear], "Haste")
    _to_attack_declaration(game)
    assert has_option(game, "attack", bear)  # haste: it may attack this turn (302.6)
