"""Planes about creatures, combat, keywords, control and life: granted activated abilities
(113.2, 613.1f), combat restrictions (508.1c, 509.1b), keyword abilities such as exalted
(702.83), wither (702.80) and annihilator (702.86), damage prevention by source (615.1a),
and exchanges of life totals and control (701.12)."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, MAIN2
from casualmagic.engine import continuous as cont
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive as _arrive
from tests.variants.planechase.helpers import pc_game, walk_to
from tests.variants.planechase.helpers import settle as _settle_choosing
from tests.variants.planechase.test_planes import _chaos, _settle


def _on_battlefield(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def test_113_2_shiv_grants_every_creature_a_firebreathing_ability_and_chaos_makes_a_dragon():
    game = pc_game(("Shiv", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    _arrive(game, "Krosa")
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]
    _arrive(game, "Shiv")
    [opt] = [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]
    game.choose(opt)
    _settle(game)
    assert (cont.power(game, game.objects[bear]), cont.toughness(game, game.objects[bear])) == (3, 2)
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]  # no {R}
    _chaos(game)
    [dragon] = _on_battlefield(game, "Dragon", 0)
    d = game.objects[dragon]
    assert (cont.power(game, d), cont.toughness(game, d)) == (5, 5)
    assert cont.has_keyword(game, d, "Flying") and d.card.colors == ("R",)
    # the token is a creature too: it has the ability as well
    assert [a.text for a in cont.granted_abilities(game, d)] == [
        "{R}: This creature gets +1/+0 until end of turn."]


def _ready(game, oid: int) -> int:
    """Let ``oid`` attack this turn (controlled since the turn began, 302.6)."""
    game.obj_w(oid).since_turn = -1
    refresh(game)
    return oid


def _to_attack(game) -> None:
    """Go to seat 0's declare-attackers decision (508.1)."""
    pass_until(game, ATTACKERS - 1, 0)
    for _ in range(10):
        if game.pending.kind == "attack":
            return
        game.choose(("pass",))
    raise AssertionError("no attack decision")


def _until(game, kind: str) -> None:
    """Pass priority, put triggers on the stack and answer other choices with their first
    option (``yes`` for "you may") until a ``kind`` decision or the second main phase."""
    for _ in range(100):
        d = game.pending
        if d.kind == kind:
            return
        if d.kind == "priority" and game.step == MAIN2 and not game.stack:
            return
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        elif ("yes",) in d.options:
            game.choose(("yes",))
        else:
            game.choose(0)
    raise AssertionError(f"no {kind} decision")


def _declare(game, kind: str, *choices: tuple) -> None:
    """Make the ``kind`` ("attack"/"block") choices, then finish the declaration if it is
    still open (a decision with one option is taken at once)."""
    for c in choices:
        game.choose(c)
    if game.pending.kind == kind:
        game.choose(("done",))


def _attackers_offered(game) -> set[int]:
    return {o[1] for o in game.pending.options if o[0] == "attack"}


def test_508_1c_hedron_fields_power_seven_cant_attack_or_block_and_annihilator_702_86a():
    game = pc_game(("Hedron Fields of Agadeem", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Hedron Fields of Agadeem")
    _chaos(game)
    [eldrazi] = _on_battlefield(game, "Eldrazi", 0)
    e = game.objects[eldrazi]
    assert (cont.power(game, e), cont.toughness(game, e), e.card.colors) == (7, 7, ())
    _ready(game, eldrazi)
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    big = put(game, 1, "Grizzly Bears")
    game.obj_w(big).counters = game.objects[big].with_counter("+1/+1", 5)  # a 7/7 blocker
    victim = put(game, 1, "Hill Giant")
    refresh(game)
    _to_attack(game)
    assert _attackers_offered(game) == {bear}  # 508.1c: the 7/7 can't attack
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    assert game.pending.player == 1
    blockers = {o[1] for o in game.pending.options if o[0] == "block"}
    assert blockers == {victim}  # 509.1b: the 7/7 can't block


def test_702_86a_annihilator_defending_player_sacrifices_a_permanent():
    game = pc_game(("Hedron Fields of Agadeem", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Hedron Fields of Agadeem")
    _chaos(game)
    [eldrazi] = _on_battlefield(game, "Eldrazi", 0)
    _ready(game, eldrazi)
    victim = put(game, 1, "Hill Giant")
    _arrive(game, "Krosa")  # the restriction ends with the plane (901.7); now a 9/9
    _to_attack(game)
    assert eldrazi in _attackers_offered(game)
    _declare(game, "attack", ("attack", eldrazi, "player", 1))
    _until(game, "block")
    # sacrificed to annihilator 1 before blockers are declared (702.86a)
    assert victim not in game.battlefield and not _on_battlefield(game, "Hill Giant")
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Hill Giant"]


def test_astral_arena_one_attacker_one_blocker_and_chaos_deals_two_to_each_creature():
    game = pc_game(("Astral Arena", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Astral Arena")
    a1 = _ready(game, put(game, 0, "Hill Giant"))
    a2 = _ready(game, put(game, 0, "Centaur Courser"))
    b1 = put(game, 1, "Grizzly Bears")
    b2 = put(game, 1, "Walking Corpse")
    _to_attack(game)
    assert _attackers_offered(game) == {a1, a2}
    game.choose(("attack", a1, "player", 1))
    assert game.pending.kind != "attack"  # 508.1c: no second attacker may be added
    assert [a for a, _ in game.combat.attackers] == [a1]
    _until(game, "block")
    assert {o[1] for o in game.pending.options if o[0] == "block"} == {b1, b2}
    game.choose(("block", b1, a1))
    assert game.pending.kind != "block"  # 509.1b: no second blocker may be added
    assert game.combat.blocks == ((b1, a1),)
    _until(game, "none")
    assert b1 not in game.battlefield and b2 in game.battlefield
    _chaos(game)  # 2 damage to each creature: the 2-toughness ones die
    assert _on_battlefield(game, "Walking Corpse") == [] and a2 in game.battlefield
    assert game.objects[a2].damage == 2


def test_510_1a_the_great_forest_creatures_assign_damage_equal_to_toughness():
    game = pc_game(("The Great Forest", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Great Forest")
    turtle = _ready(game, put(game, 0, "Horned Turtle"))  # 1/4
    lions = put(game, 1, "Savannah Lions")  # 2/1 blocker
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", turtle, "player", 1))
    _until(game, "none")
    assert game.players[1].life == life - 4  # its toughness, not its power
    assert lions in game.battlefield
    _chaos(game)  # +0/+2 and trample until end of turn
    t = game.objects[turtle]
    assert cont.toughness(game, t) == 6 and cont.has_keyword(game, t, "Trample")
    assert cont.toughness(game, game.objects[lions]) == 1  # only creatures you control


def test_702_83a_bant_exalted_each_instance_pumps_a_creature_attacking_alone():
    game = pc_game(("Bant", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Bant")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    put(game, 0, "Walking Corpse")
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    assert cont.power(game, game.objects[bear]) == 4  # two instances of exalted (702.83b)
    _until(game, "none")
    assert game.players[1].life == life - 4


def test_bant_chaos_divinity_counter_gives_indestructible_while_the_counter_stays():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("Bant", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Bant")
    rats = put(game, 1, "Typhoid Rats")  # black: not a legal target
    bear = put(game, 0, "Grizzly Bears")
    _chaos(game)
    assert game.objects[bear].counter("divinity") == 1 and not game.objects[rats].counters
    assert cont.has_keyword(game, game.objects[bear], "Indestructible")
    assert not destroy(game, bear) and bear in game.battlefield
    game.obj_w(bear).counters = ()  # the counter is removed: the effect ends (611.2b)
    refresh(game)
    assert not cont.has_keyword(game, game.objects[bear], "Indestructible")
    assert destroy(game, bear)


def test_702_80a_ravens_run_wither_damage_becomes_minus_counters_and_chaos_spreads_counters():
    game = pc_game(("Raven's Run", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Raven's Run")
    giant = _ready(game, put(game, 0, "Hill Giant"))  # 3/3
    turtle = put(game, 1, "Horned Turtle")  # 1/4 blocker
    _to_attack(game)
    _declare(game, "attack", ("attack", giant, "player", 1))
    _until(game, "block")
    _declare(game, "block", ("block", turtle, giant))
    _until(game, "none")
    t, g = game.objects[turtle], game.objects[giant]
    assert (t.damage, t.counter("-1/-1"), cont.toughness(game, t)) == (0, 3, 1)
    assert (g.damage, g.counter("-1/-1"), cont.power(game, g)) == (0, 1, 2)


def test_ravens_run_chaos_puts_one_two_and_three_counters_on_three_different_creatures():
    game = pc_game(("Raven's Run", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Raven's Run")
    ids = [put(game, 0, "Centaur Courser"), put(game, 1, "Horned Turtle"),
           put(game, 1, "Hill Giant")]  # 3/3, 1/4, 3/3
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    order = [ids[0], ids[2], ids[1]]
    for _ in range(30):
        d = game.pending
        if d.kind == "target":
            want = next(i for i in order if ("target", "object", i) in d.options)
            assert all(o[2] != x for o in d.options for x in order if o[0] == "target"
                       and x != want and x in order[:order.index(want)])  # 115.3: distinct
            game.choose(("target", "object", want))
        elif d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert [game.objects[i].counter("-1/-1") for i in order] == [1, 2, 3]


def test_701_10c_cliffside_market_exchanges_life_totals_as_you_planeswalk_there():
    game = pc_game(("Cliffside Market", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    game.player_w(1).life = 7
    walk_to(game, "Cliffside Market")
    refresh(game)
    _settle_choosing(game, ("target", "player", 1))
    assert (game.players[0].life, game.players[1].life) == (7, 20)
    assert any(e.rule == "701.10c" for e in game.events)


def test_701_10b_cliffside_market_chaos_exchanges_control_of_two_permanents_sharing_a_type():
    game = pc_game(("Cliffside Market", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    walk_to(game, "Cliffside Market")
    refresh(game)
    _settle_choosing(game, ("no",), ("target", "player", 0))
    bear = put(game, 0, "Grizzly Bears")
    giant = put(game, 1, "Hill Giant")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_choosing(game, ("target", "object", bear), ("target", "object", giant))
    assert (game.objects[bear].controller, game.objects[giant].controller) == (1, 0)


def test_601_2c_cliffside_market_targets_must_share_a_card_type_as_they_are_chosen():
    game = pc_game(("Cliffside Market", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    walk_to(game, "Cliffside Market")
    refresh(game)
    _settle_choosing(game, ("no",), ("target", "player", 0))
    bear = put(game, 0, "Grizzly Bears")
    island = put(game, 1, "Island")
    spider = put(game, 1, "Giant Spider")
    put(game, 1, "Sol Ring")  # an artifact: no other artifact to share a type with
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    while game.pending.kind != "target":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    first = set(game.pending.options)
    assert first == {("target", "object", bear), ("target", "object", spider)}  # no partner
    game.choose(("target", "object", bear))  # for the Island or the Sol Ring
    [ability] = [game.objects[i] for i in game.stack if game.objects[i].kind == "ability"]
    assert ability.targets == ((("object", bear), ("object", spider)),)  # the only creature
    _settle_choosing(game)
    assert (game.objects[bear].controller, game.objects[spider].controller) == (1, 0)
    assert game.objects[island].controller == 1


def test_701_10a_cliffside_market_no_exchange_when_the_targets_no_longer_share_a_type():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("Cliffside Market", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    walk_to(game, "Cliffside Market")
    refresh(game)
    _settle_choosing(game, ("no",), ("target", "player", 0))
    bear = put(game, 0, "Grizzly Bears")
    spider = put(game, 1, "Giant Spider")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    while game.pending.kind != "priority" or game.waiting_triggers:
        game.choose(("target", "object", bear) if ("target", "object", bear) in
                    game.pending.options else ("target", "object", spider)
                    if ("target", "object", spider) in game.pending.options else
                    ("pass",) if game.pending.kind == "priority" else 0)
    destroy(game, spider)  # one target is gone: no part of the exchange happens (701.10a)
    _settle_choosing(game)
    assert game.objects[bear].controller == 0


def test_615_1a_kessig_prevents_combat_damage_by_non_werewolves_until_chaos_makes_werewolves():
    game = pc_game(("Kessig", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Kessig")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    giant = _ready(game, put(game, 0, "Hill Giant"))
    other = put(game, 1, "Centaur Courser")
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "none")
    assert game.players[1].life == life  # prevented (615.1a)
    _chaos(game)  # +2/+2, trample, Werewolf until end of turn: only creatures you control
    g = game.objects[giant]
    assert cont.has_subtype(game, g, "Werewolf") and cont.has_subtype(game, g, "Giant")
    assert (cont.power(game, g), cont.toughness(game, g)) == (5, 5)
    assert cont.has_keyword(game, g, "Trample")
    assert not cont.has_subtype(game, game.objects[other], "Werewolf")
    from casualmagic.engine.primitives import deal_damage

    deal_damage(game, g, ("player", 1), 3, "510.2", combat=True)  # a Werewolf's combat damage
    deal_damage(game, game.objects[other], ("player", 0), 3, "510.2", combat=True)
    deal_damage(game, game.objects[other], ("player", 0), 2, "120.3")  # not combat damage
    assert game.players[1].life == life - 3 and game.players[0].life == 18


def test_613_4b_left_handed_cards_base_pt_swaps_printed_values_and_chaos_draws_from_the_bottom():
    game = pc_game(("Finally! Left-Handed Magic Cards", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    turtle = put(game, 0, "Horned Turtle")  # printed 1/4
    t = game.objects[turtle]
    assert (cont.power(game, t), cont.toughness(game, t)) == (3, 6)  # Krosa's +2/+2
    _arrive(game, "Finally! Left-Handed Magic Cards")
    assert (cont.power(game, t), cont.toughness(game, t)) == (4, 1)
    game.obj_w(turtle).counters = t.with_counter("+1/+1", 1)  # 7c still applies on top
    refresh(game)
    assert (cont.power(game, game.objects[turtle]), cont.toughness(game, game.objects[turtle])) \
        == (5, 2)
    put(game, 0, "Island", "library")  # at the bottom
    assert not [i for i in game.players[0].hand if game.objects[i].card.name == "Island"]
    _chaos(game)
    assert [game.objects[i].card.name for i in game.players[0].hand].count("Island") == 1
    assert game.objects[game.players[0].library[-1]].card.name == "Forest"


def test_205_3m_velis_vel_pumps_per_shared_creature_type_and_chaos_grants_all_types():
    game = pc_game(("Velis Vel", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Velis Vel")
    brute = put(game, 0, "Boggart Brute")  # Goblin Warrior
    brigand = put(game, 1, "Goblin Brigand")  # Goblin Warrior
    courser = put(game, 1, "Centaur Courser")  # Centaur Warrior
    bear = put(game, 0, "Grizzly Bears")  # Bear: shares nothing
    o = game.objects
    assert (cont.power(game, o[brute]), cont.toughness(game, o[brute])) == (5, 4)  # +2/+2
    assert (cont.power(game, o[courser]), cont.toughness(game, o[courser])) == (5, 5)
    assert (cont.power(game, o[bear]), cont.toughness(game, o[bear])) == (2, 2)
    _settle_choosing(game)
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_choosing(game, ("target", "object", bear))
    assert cont.has_subtype(game, o[bear], "Bear") and cont.has_subtype(game, o[bear], "Time Lord")
    assert (cont.power(game, o[bear]), cont.toughness(game, o[bear])) == (5, 5)  # 3 others
    assert cont.power(game, o[brigand]) == 2 + 3  # the Bear now shares Goblin and Warrior


def test_riptide_island_makes_two_slivers_and_chaos_pumps_slivers_by_their_number():
    game = pc_game(("Riptide Island", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    before = _on_battlefield(game, "Sliver", 0)  # made in the upkeep if it started there
    _arrive(game, "Riptide Island")
    slivers = _on_battlefield(game, "Sliver", 0)
    assert len(slivers) == len(before) + 2
    assert all(game.objects[i].card.colors == () for i in slivers)
    assert game.objects[slivers[0]].card.subtypes == ("Sliver",)
    bear = put(game, 0, "Grizzly Bears")  # not a Sliver
    _chaos(game)  # X = the number of Slivers you control
    x = len(slivers)
    for i in slivers:
        s = game.objects[i]
        assert (cont.power(game, s), cont.toughness(game, s)) == (1 + x, 1 + x)
        assert cont.has_keyword(game, s, "Haste")
    assert cont.power(game, game.objects[bear]) == 2
    assert not cont.has_keyword(game, game.objects[bear], "Haste")


def test_riptide_island_upkeep_makes_two_slivers_for_the_planar_controller():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Riptide Island", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Riptide Island")
    mine = len(_on_battlefield(game, "Sliver", 0))
    assert not _on_battlefield(game, "Sliver", 1)
    pass_until(game, UPKEEP, 1)  # 901.6: the active player is the planar controller
    _settle(game)
    assert len(_on_battlefield(game, "Sliver", 1)) == 2
    assert len(_on_battlefield(game, "Sliver", 0)) == mine


def test_stensia_first_damage_to_a_player_each_turn_adds_a_counter_and_chaos_grants_a_pinger():
    game = pc_game(("Stensia", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Stensia")
    bear = put(game, 0, "Grizzly Bears")
    rats = put(game, 0, "Typhoid Rats")
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "none")
    assert game.players[1].life == life - 2
    assert game.objects[bear].counter("+1/+1") == 1
    _chaos(game)  # each creature you control gains the {T} ability until end of turn
    [ping] = [o for o in game.pending.options if o[0] == "activate" and o[1] == rats]
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]  # tapped
    game.choose(ping)
    _settle_choosing(game, ("target", "player", 1))
    assert game.players[1].life == life - 3 and game.objects[rats].tapped
    assert game.objects[rats].counter("+1/+1") == 1  # its first damage to a player this turn
    from casualmagic.engine.primitives import deal_damage

    deal_damage(game, game.objects[bear], ("player", 1), 1)  # not the first time: no counter
    _settle(game)
    assert game.objects[bear].counter("+1/+1") == 1


def test_702_28b_lux_foundation_library_shadow_counter_and_combat_damage_draws():
    game = pc_game(("The Lux Foundation Library", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "The Lux Foundation Library")
    bear = put(game, 0, "Grizzly Bears")
    wall = put(game, 1, "Giant Spider")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_choosing(game, ("target", "object", bear))
    assert game.objects[bear].counter("shadow") == 1  # a keyword counter (122.1b)
    assert cont.has_keyword(game, game.objects[bear], "Shadow")
    hand, life = len(game.players[0].hand), game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    assert game.pending.kind != "block" or not [
        o for o in game.pending.options if o[0] == "block" and o[1] == wall]  # 702.28b
    _until(game, "none")
    assert game.players[1].life == life - 2
    assert len(game.players[0].hand) == hand + 1  # "you may draw a card"


def test_702_28b_a_creature_with_shadow_cannot_block_one_without():
    game = pc_game(("The Lux Foundation Library", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "The Lux Foundation Library")
    bear = put(game, 0, "Grizzly Bears")
    shade = put(game, 1, "Giant Spider", counters=(("shadow", 1),))
    plain = put(game, 1, "Hill Giant")
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    assert {o[1] for o in game.pending.options if o[0] == "block"} == {plain}
    assert shade in game.battlefield
    assert game.players[0].max_hand_size is not None  # the static lifts it only at cleanup


def test_402_2_lux_foundation_library_players_have_no_maximum_hand_size():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("The Lux Foundation Library", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "The Lux Foundation Library")
    for _ in range(6):
        put(game, 0, "Forest", "hand")
    hand = len(game.players[0].hand)
    assert hand > 7
    pass_until(game, UPKEEP, 1)
    assert len(game.players[0].hand) == hand  # no discard at cleanup (514.1)


def test_614_1a_the_doctors_tomb_dying_creatures_are_exiled_and_cost_their_controller_life():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("The Doctor's Tomb", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "The Doctor's Tomb")
    bear = put(game, 1, "Grizzly Bears")
    land = put(game, 1, "Forest")
    life = game.players[1].life
    destroy(game, bear)
    _settle(game)
    assert [game.objects[i].card.name for i in game.exile] == ["Grizzly Bears"]
    assert not game.players[1].graveyard and game.players[1].life == life - 2
    destroy(game, land)  # not a creature: to the graveyard as usual
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Forest"]


def test_119_5_the_doctors_tomb_chaos_redistributes_life_totals():
    game = pc_game(("The Doctor's Tomb", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "The Doctor's Tomb")
    for seat, life in enumerate((5, 12, 30)):
        game.player_w(seat).life = life
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    # seat 0 takes 30, seat 1 keeps 12, seat 2 gets 5
    _settle_choosing(game, ("player", 0), ("player", 2), ("done",), ("life", 30), ("life", 5))
    assert [p.life for p in game.players] == [30, 12, 5]


def test_722_paliano_combat_damage_makes_you_the_monarch_who_draws_at_end_step():
    from casualmagic.core.state import END
    from casualmagic.mechanics.monarch import monarch

    game = pc_game(("Paliano", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Paliano")
    bear = put(game, 0, "Grizzly Bears")
    rats = put(game, 0, "Typhoid Rats")
    assert monarch(game) is None
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1), ("attack", rats, "player", 1))
    _until(game, "none")
    assert monarch(game) == 0
    assert sum(1 for e in game.events if e.kind == "monarch") == 1  # 603.4: only once
    hand = len(game.players[0].hand)
    pass_until(game, END, 0)
    _settle(game)
    assert len(game.players[0].hand) == hand + 1  # 722.2: the monarch draws


def test_722_2_combat_damage_to_the_monarch_takes_the_crown_and_paliano_chaos_assassin():
    from casualmagic.mechanics.monarch import become_monarch, monarch

    game = pc_game(("Paliano", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Paliano")
    become_monarch(game, 1)
    _chaos(game)
    [assassin] = _on_battlefield(game, "Assassin", 0)
    a = game.objects[assassin]
    assert cont.has_keyword(game, a, "Deathtouch") and cont.has_keyword(game, a, "Haste")
    assert a.card.colors == ("B",)
    _to_attack(game)  # haste: it can attack at once
    _declare(game, "attack", ("attack", assassin, "player", 1))
    _until(game, "none")
    assert monarch(game) == 0  # the monarch was dealt combat damage (722.2)


def test_701_38_bowie_base_one_goads_a_creature_of_the_player_to_your_left():
    from casualmagic.core.state import END
    from casualmagic.engine.combat import goaded_by

    game = pc_game(("Bowie Base One", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Bowie Base One")
    left = put(game, 1, "Grizzly Bears")  # seat 1 is next in turn order: to seat 0's left
    right = put(game, 2, "Hill Giant")
    pass_until(game, END, 0)
    for _ in range(20):
        d = game.pending
        if d.kind == "target":
            assert {o[2] for o in d.options if o[0] == "target"} == {left}
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    assert goaded_by(game, game.objects[left]) == (0,)
    assert not goaded_by(game, game.objects[right])
    pass_until(game, ATTACKERS - 1, 1)
    for _ in range(10):
        if game.combat is not None or game.pending.kind == "attack":
            break
        game.choose(("pass",))
    # 701.38b: it must attack, and a player other than the goader: one legal declaration,
    # made at once
    assert game.pending.kind != "attack"
    assert game.combat.attackers == ((left, ("player", 2)),)


def test_702_14c_bowie_base_one_chaos_islandwalk_cant_be_blocked_by_an_island_controller():
    game = pc_game(("Bowie Base One", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Bowie Base One")
    bear = put(game, 0, "Grizzly Bears")
    put(game, 1, "Island")
    put(game, 1, "Hill Giant")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_choosing(game, ("target", "object", bear))
    assert cont.has_keyword(game, game.objects[bear], "Islandwalk")
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    assert game.pending.kind != "block"  # no legal block: the defender controls an Island
    _until(game, "none")
    assert game.players[1].life == life - 2


def test_702_142a_besieged_viking_village_boast_only_after_attacking_once_each_turn():
    game = pc_game(("Besieged Viking Village", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Besieged Viking Village")
    bear = put(game, 0, "Grizzly Bears")
    idle = put(game, 0, "Hill Giant")
    for _ in range(3):
        put(game, 0, "Mountain")
    refresh(game)
    assert not [o for o in game.pending.options if o[0] == "activate"]  # nobody attacked yet
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "none")
    boasts = [o for o in game.pending.options if o[0] == "activate"]
    assert [o[1] for o in boasts] == [bear]  # only the creature that attacked this turn
    game.choose(boasts[0])
    _settle(game)
    assert game.objects[bear].counter("+1/+1") == 1
    assert not [o for o in game.pending.options if o[0] == "activate"]  # once each turn
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(20):
        d = game.pending
        if d.kind == "target":
            assert {o[2] for o in d.options if o[0] == "target"} == {bear}
        if d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    assert game.objects[bear].counter("indestructible") == 1
    assert cont.has_keyword(game, game.objects[bear], "Indestructible")
    assert not cont.has_keyword(game, game.objects[idle], "Indestructible")


def test_508_1c_celestine_reef_only_flyers_and_islandwalkers_attack():
    game = pc_game(("Celestine Reef", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Celestine Reef")
    put(game, 0, "Grizzly Bears")
    drake = put(game, 0, "Wind Drake")
    _to_attack(game)
    assert _attackers_offered(game) == {drake}


def test_104_3_celestine_reef_chaos_you_cant_lose_until_a_player_planeswalks():
    game = pc_game(("Celestine Reef", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Celestine Reef")
    _chaos(game)
    game.player_w(0).life = -3
    game.sba_dirty = True
    refresh(game)
    _settle(game)
    assert not game.over and not game.players[0].lost  # 704.5a doesn't make you lose
    game.player_w(1).life = 0
    game.sba_dirty = True
    refresh(game)
    assert game.over and game.players[1].lost  # only you can't lose


def test_104_3_celestine_reef_protection_ends_as_a_player_planeswalks():
    game = pc_game(("Celestine Reef", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Celestine Reef")
    _chaos(game)
    game.player_w(0).life = 0
    game.sba_dirty = True
    refresh(game)
    assert not game.over
    walk_to(game, "Krosa")  # a player planeswalks: the effect ends (901.11)
    game.sba_dirty = True
    refresh(game)
    assert game.over and game.players[0].lost


def test_508_4_kharasha_foothills_copies_an_attacker_attacking_each_other_opponent():
    from casualmagic.core.state import END

    game = pc_game(("Kharasha Foothills", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Kharasha Foothills")
    bear = put(game, 0, "Grizzly Bears")
    lives = [p.life for p in game.players]
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "none")  # "you may" answered yes; nobody can block
    copies = [i for i in _on_battlefield(game, "Grizzly Bears", 0) if i != bear]
    assert len(copies) == 1 and game.objects[copies[0]].card.is_token
    assert game.objects[copies[0]].tapped
    [put_in] = [e.data for e in game.events if e.kind == "put_attacking"]
    assert put_in["object"] == copies[0] and put_in["attacks"] == ["player", 2]  # 508.4
    assert [p.life for p in game.players] == [lives[0], lives[1] - 2, lives[2] - 2]
    pass_until(game, END, 0)
    _settle(game)
    assert copies[0] not in game.battlefield and _on_battlefield(game, "Grizzly Bears") == [bear]


def test_kharasha_foothills_chaos_sacrifice_any_number_deals_that_much_damage():
    game = pc_game(("Kharasha Foothills", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Kharasha Foothills")
    fodder = [put(game, 0, "Grizzly Bears"), put(game, 0, "Typhoid Rats")]
    target = put(game, 1, "Horned Turtle")  # 1/4
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_choosing(game, ("target", "object", target), ("sacrifice", fodder[0]),
                     ("sacrifice", fodder[1]), ("done",))
    assert not [i for i in fodder if i in game.battlefield]
    assert game.objects[target].damage == 2


def test_603_7_agyrem_dead_creatures_come_back_at_the_next_end_step():
    from casualmagic.core.state import END
    from casualmagic.engine.primitives import destroy

    game = pc_game(("Agyrem", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Agyrem")
    lions = put(game, 1, "Savannah Lions")  # white
    bear = put(game, 1, "Grizzly Bears")  # green
    destroy(game, lions)
    destroy(game, bear)
    _settle(game)
    names = sorted(game.objects[i].card.name for i in game.players[1].graveyard)
    assert names == ["Grizzly Bears", "Savannah Lions"]  # nothing returns yet
    pass_until(game, END, 0)
    _settle(game)
    assert _on_battlefield(game, "Savannah Lions", 1)  # under its owner's control
    assert [game.objects[i].card.name for i in game.players[1].hand].count("Grizzly Bears") == 1
    assert not game.players[1].graveyard


def test_508_1c_agyrem_chaos_creatures_cant_attack_you_until_a_player_planeswalks():
    game = pc_game(("Agyrem", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Agyrem")
    _chaos(game)  # seat 0 is the planar controller: nobody may attack seat 0
    bear = put(game, 1, "Grizzly Bears")
    pass_until(game, ATTACKERS - 1, 1)
    for _ in range(10):
        if game.pending.kind == "attack":
            break
        game.choose(("pass",))
    assert {o[3] for o in game.pending.options if o[0] == "attack" and o[1] == bear} == {2}
    walk_to(game, "Krosa")  # a player planeswalks: the restriction ends
    game.chars_cache = None
    from casualmagic.engine import continuous

    assert not continuous.rule_effects(game, "cant_attack_player")


def test_508_1d_city_of_the_daleks_chaos_daleks_must_attack_their_opponent_and_are_sacrificed():
    from casualmagic.core.state import END

    game = pc_game(("City of the Daleks", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "City of the Daleks")
    _chaos(game)
    daleks = _on_battlefield(game, "Dalek", 0)
    assert len(daleks) == 2  # one for each opponent
    d = game.objects[daleks[0]]
    assert cont.is_type(game, d, "Artifact") and cont.has_keyword(game, d, "Menace")
    assert cont.has_keyword(game, d, "Haste") and "Haste" not in d.card.keywords
    lives = [p.life for p in game.players]
    _to_attack(game)
    opts = game.pending.options
    assert ("done",) not in opts  # 508.1d: they attack if able
    assert {(o[1], o[3]) for o in opts if o[0] == "attack"} == {(daleks[0], 1), (daleks[1], 2)}
    game.choose(("attack", daleks[0], "player", 1))  # the other's only option is taken at once
    assert {(a, r) for a, r in game.combat.attackers} == {(daleks[0], ("player", 1)),
                                                          (daleks[1], ("player", 2))}
    _settle_choosing(game, ("target", "player", 1))  # "whenever you attack": 2 artifacts
    _until(game, "none")
    assert [p.life for p in game.players] == [lives[0], lives[1] - 2 - 3, lives[2] - 3]
    pass_until(game, END, 0)
    _settle(game)
    assert not _on_battlefield(game, "Dalek")  # sacrificed at the beginning of the end step


def test_702_83b_bant_exalted_does_not_trigger_when_two_creatures_attack():
    game = pc_game(("Bant", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    _arrive(game, "Bant")
    bear = put(game, 0, "Grizzly Bears")
    rats = put(game, 0, "Typhoid Rats")
    put(game, 1, "Hill Giant", "hand")
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1), ("attack", rats, "player", 1))
    _until(game, "none")
    assert game.players[1].life == life - 3  # no creature attacked alone (506.5)
    assert not [e for e in game.events if e.kind == "pump"]


def test_603_12_jalira_s_show_destroys_and_its_controller_reveals_a_creature_onto_the_battlefield():
    game = pc_game(("Jalira's Show", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    bear = put(game, 1, "Grizzly Bears")
    put(game, 1, "Hill Giant", "library")  # the only creature card, at the bottom
    library = len(game.players[1].library)
    walk_to(game, "Jalira's Show")
    refresh(game)
    _settle_choosing(game, ("target", "object", bear))
    assert bear not in game.battlefield
    [giant] = _on_battlefield(game, "Hill Giant", 1)  # put onto the battlefield by its owner
    assert len(game.players[1].library) == library - 1  # the rest went to the bottom
    attacker = put(game, 0, "Walking Corpse")
    _to_attack(game)
    _declare(game, "attack", ("attack", attacker, "player", 1))
    _until(game, "block")  # "whenever you attack": a 1/1 red Performer with flying
    [performer] = _on_battlefield(game, "Performer", 0)
    assert cont.has_keyword(game, game.objects[performer], "Flying")
    assert game.objects[giant].controller == 1


def test_jalira_s_show_no_reveal_when_nothing_is_destroyed():
    game = pc_game(("Jalira's Show", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    put(game, 1, "Hill Giant", "library")
    walk_to(game, "Jalira's Show")
    refresh(game)
    _settle_choosing(game, ("done",))  # "up to one": no target
    assert not _on_battlefield(game, "Hill Giant")
    assert not [e for e in game.events if e.kind == "reveal"]


# -- second round ---------------------------------------------------------------------------

def test_508_1m_mondassian_colony_ship_attacker_grows_per_creature_sharing_a_type():
    game = pc_game(("Mondassian Colony Ship", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Mondassian Colony Ship")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    put(game, 0, "Grizzly Bears")  # shares Bear
    put(game, 0, "Grizzly Bears")
    put(game, 0, "Hill Giant")  # shares nothing
    put(game, 1, "Grizzly Bears")  # an opponent's: not counted ("its controller controls")
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "block")
    b = game.objects[bear]
    assert (cont.power(game, b), cont.toughness(game, b)) == (4, 4)


def test_708_2_mondassian_colony_ship_chaos_turns_a_creature_face_down_as_a_cyberman():
    game = pc_game(("Mondassian Colony Ship", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Mondassian Colony Ship")
    giant = put(game, 1, "Serra Angel")
    _chaos(game)
    g = game.objects[giant]
    assert g.face_down and g.zone == "battlefield"
    ch = cont.characteristics(game, g)
    assert (ch.power, ch.toughness) == (2, 2)
    assert set(ch.types) == {"Artifact", "Creature"} and ch.subtypes == ("Cyberman",)
    assert not cont.has_keyword(game, g, "Flying")  # 708.2a: no abilities


def test_509_3c_the_sphere_blocked_creature_rounds_power_and_toughness_up_to_five():
    game = pc_game(("The Sphere", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Sphere")
    giant = _ready(game, put(game, 0, "Hill Giant"))  # 3/3
    wall = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    _declare(game, "attack", ("attack", giant, "player", 1))
    _until(game, "block")
    _declare(game, "block", ("block", wall, giant))
    for _ in range(20):  # let the trigger resolve in the declare blockers step
        if not (game.stack or game.waiting_triggers) and cont.power(game, game.objects[giant]) != 3:
            break
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else 0)
    g = game.objects[giant]
    assert (cont.power(game, g), cont.toughness(game, g)) == (5, 5)


def test_701_44a_the_sphere_chaos_amasses_fans_five_twice_onto_one_army():
    game = pc_game(("The Sphere", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Sphere")
    _chaos(game)
    [army] = [i for i in game.battlefield if "Army" in game.objects[i].card.subtypes]
    a = game.objects[army]
    assert a.controller == 0 and a.card.colors == ("R",) and a.card.subtypes == ("Fan", "Army")
    assert (cont.power(game, a), cont.toughness(game, a)) == (5, 5)
    _chaos(game)  # an Army exists: no new token, five more counters
    assert [i for i in game.battlefield if "Army" in game.objects[i].card.subtypes] == [army]
    assert game.objects[army].counter("+1/+1") == 10


def test_602_5d_the_moonbase_grants_a_sorcery_speed_flying_ability():
    game = pc_game(("The Moonbase", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    _arrive(game, "The Moonbase")
    [opt] = [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]
    game.choose(opt)
    _settle(game)
    assert cont.has_keyword(game, game.objects[bear], "Flying")
    assert [a.text for a in cont.granted_abilities(game, game.objects[bear])] == [
        "{2}: This creature gains flying until end of turn. Activate only as a sorcery."]


def test_708_2_the_moonbase_chaos_steals_creature_cards_face_down_as_cybermen():
    game = pc_game(("The Moonbase", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "The Moonbase")
    angel = put(game, 1, "Serra Angel", zone="graveyard")
    giant = put(game, 2, "Hill Giant", zone="graveyard")
    mine = put(game, 0, "Grizzly Bears", zone="graveyard")
    _chaos(game)
    stolen = [i for i in game.battlefield if game.objects[i].face_down]
    assert len(stolen) == 2
    assert {game.objects[i].card.name for i in stolen} == {"Serra Angel", "Hill Giant"}
    for i in stolen:
        o = game.objects[i]
        ch = cont.characteristics(game, o)
        assert o.controller == 0 and (ch.power, ch.toughness) == (2, 2)
        assert set(ch.types) == {"Artifact", "Creature"} and ch.subtypes == ("Cyberman",)
        assert not cont.has_keyword(game, o, "Flying")
    assert angel not in game.players[1].graveyard and giant not in game.players[2].graveyard
    assert mine in game.players[0].graveyard


def test_603_2_the_dark_barony_nonblack_cards_put_into_a_graveyard_cost_their_owner_life():
    from casualmagic.engine.primitives import destroy

    game = pc_game(("The Dark Barony", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Dark Barony")
    bear = put(game, 1, "Grizzly Bears")
    corpse = put(game, 1, "Walking Corpse")  # black: no trigger
    life0, life1 = game.players[0].life, game.players[1].life
    destroy(game, bear)
    destroy(game, corpse)
    _settle(game)
    assert game.players[1].life == life1 - 1 and game.players[0].life == life0
    # from anywhere: a card put from a library into its owner's graveyard (a Forest)
    top = game.players[0].library[0]
    game.move(top, "graveyard")
    refresh(game)
    _settle(game)
    assert game.players[0].life == life0 - 1


def test_the_dark_barony_chaos_each_opponent_discards_and_loses_life_for_a_nonblack_card():
    game = pc_game(("The Dark Barony", "Krosa"), players=3)
    to_main(game, 0)
    _arrive(game, "The Dark Barony")
    hands = [len(game.players[p].hand) for p in range(3)]
    lives = [game.players[p].life for p in range(3)]
    _chaos(game)
    assert [len(game.players[p].hand) for p in range(3)] == [hands[0], hands[1] - 1, hands[2] - 1]
    # the discarded Forests are nonblack cards put into their owners' graveyards
    assert [game.players[p].life for p in range(3)] == [lives[0], lives[1] - 1, lives[2] - 1]


def _cast_and_resolve(game, oid: int, devour: list[int]) -> None:
    """Cast ``oid``; when it resolves, sacrifice ``devour`` to its devour ability."""
    [opt] = [o for o in game.pending.options if o[0] == "cast" and o[1] == oid]
    game.choose(opt)
    for _ in range(60):
        d = game.pending
        if d.kind == "devour":
            game.choose(("sacrifice", devour.pop(0)) if devour else ("done",))
        elif d.kind == "priority":
            if not (game.stack or game.waiting_triggers):
                return
            game.choose(("pass",))
        else:
            game.choose(0)
    raise AssertionError("did not resolve")


def test_702_82a_jund_a_green_creature_spell_gains_devour_5():
    game = pc_game(("Jund", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Jund")
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    food = [put(game, 0, "Walking Corpse"), put(game, 0, "Llanowar Elves")]
    bears = put(game, 0, "Grizzly Bears", "hand")
    _cast_and_resolve(game, bears, list(food))
    [b] = _on_battlefield(game, "Grizzly Bears", 0)
    assert all(i not in game.battlefield for i in food)
    assert game.objects[b].counter("+1/+1") == 10
    assert (cont.power(game, game.objects[b]), cont.toughness(game, game.objects[b])) == (12, 12)


def test_702_82a_jund_a_white_creature_spell_does_not_gain_devour_and_chaos_makes_goblins():
    game = pc_game(("Jund", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Jund")
    put(game, 0, "Plains")
    put(game, 0, "Plains")
    elf = put(game, 0, "Llanowar Elves")
    lion = put(game, 0, "Savannah Lions", "hand")
    _cast_and_resolve(game, lion, [elf])
    assert elf in game.battlefield  # no devour decision was offered
    [s] = _on_battlefield(game, "Savannah Lions", 0)
    assert game.objects[s].counter("+1/+1") == 0
    _chaos(game)
    goblins = _on_battlefield(game, "Goblin", 0)
    assert len(goblins) == 2
    assert all(cont.power(game, game.objects[g]) == 1 and game.objects[g].card.colors == ("R",)
               for g in goblins)


def test_508_1m_valors_reach_exactly_two_attackers_gain_double_strike():
    game = pc_game(("Valor's Reach", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Valor's Reach")
    a, b = (_ready(game, put(game, 0, "Grizzly Bears")) for _ in range(2))
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", ("attack", a, "player", 1), ("attack", b, "player", 1))
    _until(game, "block")
    assert all(cont.has_keyword(game, game.objects[i], "Double strike") for i in (a, b))
    _until(game, "none")
    assert game.players[1].life == life - 8  # two 2/2 double strikers


def test_valors_reach_three_attackers_do_not_gain_double_strike():
    game = pc_game(("Valor's Reach", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Valor's Reach")
    ids = [_ready(game, put(game, 0, "Grizzly Bears")) for _ in range(3)]
    life = game.players[1].life
    _to_attack(game)
    _declare(game, "attack", *(("attack", i, "player", 1) for i in ids))
    _until(game, "none")
    assert game.players[1].life == life - 6
    assert not any(cont.has_keyword(game, game.objects[i], "Double strike") for i in ids)


def test_505_1a_valors_reach_chaos_untaps_two_creatures_and_adds_a_combat_in_a_main_phase():
    from casualmagic.core.state import END

    game = pc_game(("Valor's Reach", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Valor's Reach")
    a, b, c = (_ready(game, put(game, 0, "Grizzly Bears")) for _ in range(3))
    turn = game.turn
    _to_attack(game)
    _declare(game, "attack", ("attack", a, "player", 1), ("attack", b, "player", 1))
    _until(game, "none")  # to the second main phase
    game.obj_w(c).tapped = True
    refresh(game)
    assert game.objects[a].tapped and game.objects[b].tapped
    _chaos(game)  # up to two targets: the first two offered
    assert [game.objects[i].tapped for i in (a, b, c)].count(False) == 2
    pass_until(game, END, 0)
    assert game.turn == turn
    steps = [e.data["step"] for e in game.events if e.kind == "step" and e.turn == turn]
    assert steps.count("declare_attackers") == 2 and steps.count("main") == 3
