"""Planes whose statics change types (205.1b, 613.1d), grant abilities to modified creatures
(700.9, 613.1f), read what each player last chose (608.2d) or a player's speed, each with
its chaos, planeswalk and step abilities (311.7, 901.7)."""

from __future__ import annotations

from casualmagic.core.state import END, UPKEEP
from casualmagic.effects.tokens import create_predefined
from casualmagic.engine import continuous as cont
from casualmagic.engine.player_choices import last_choice, set_choice
from casualmagic.mechanics.speed import speed
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle, walk_to
from tests.variants.planechase.test_planes import _chaos
from tests.variants.planechase.test_planes_creatures import _declare, _ready, _to_attack, _until

STREAMS = ("green anchor", "red waterfall")


def _named(game, ids, name: str) -> list[int]:
    return [i for i in ids if game.objects[i].card.name == name]


def _cast(game, oid: int, *prefer: tuple) -> None:
    opt = next((o for o in game.pending.options if o[0] == "cast" and o[1] == oid), None)
    assert opt is not None, game.pending.options
    game.choose(opt)
    settle(game, *prefer)


def _plane(game) -> int:
    return rules.face_up(game)[0][0]


# -- Nyx -------------------------------------------------------------------------------------

def test_205_1b_nyx_nontoken_creatures_are_enchantments_tokens_are_not():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    bears = put(game, 0, "Grizzly Bears")
    arrive(game, "Gavony")
    assert not cont.is_type(game, game.objects[bears], "Enchantment")
    arrive(game, "Nyx")
    create_predefined(game, game.objects[_plane(game)], "Alien Angel", 0, 1)
    refresh(game)
    token = next(i for i in game.battlefield if game.objects[i].card.is_token)
    assert cont.is_type(game, game.objects[bears], "Enchantment")
    assert cont.is_type(game, game.objects[bears], "Creature")
    assert not cont.is_type(game, game.objects[token], "Enchantment")


def test_nyx_constellation_a_creature_entering_is_an_enchantment_you_gain_1_life():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    arrive(game, "Nyx")
    clear_hand(game, 0)
    for _ in range(2):
        put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    life = game.players[0].life
    _cast(game, bears)
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert game.players[0].life == life + 1
    assert game.players[1].life == 20  # "an enchantment you control": not the opponent's


def test_700_5_nyx_chaos_adds_mana_equal_to_devotion_to_the_chosen_color():
    game = pc_game(("Nyx", "Gavony"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears")  # {1}{G}
    put(game, 0, "Llanowar Elves")  # {G}
    put(game, 1, "Grizzly Bears")  # an opponent's permanents don't count
    arrive(game, "Nyx")
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, ("color", "G"))
    assert game.players[0].mana_pool[4] == 2  # W U B R G C (106.4)


# -- Towashi ---------------------------------------------------------------------------------

def _counter(game, oid: int, kind: str = "+1/+1", n: int = 1) -> None:
    game.obj_w(oid).counters = game.objects[oid].with_counter(kind, n)
    refresh(game)


def _attach(game, seat: int, name: str, to: int) -> int:
    """An Aura or Equipment ``name`` of ``seat`` on the battlefield attached to ``to``."""
    from casualmagic.cards.definitions import card_by_name

    obj = game.new_object(card_by_name(name), 10_000 + game.next_id, seat, "battlefield",
                          "permanent")
    obj.attached_to = to
    game.battlefield = (*game.battlefield, obj.id)
    refresh(game)
    return obj.id


def test_700_9_towashi_modified_creatures_you_control_have_trample():
    game = pc_game(("Towashi", "Gavony"))
    to_main(game, 0)
    plain = put(game, 0, "Grizzly Bears")
    countered = put(game, 0, "Grizzly Bears")
    equipped = put(game, 0, "Grizzly Bears")
    foreign_aura = put(game, 0, "Grizzly Bears")
    own_aura = put(game, 0, "Grizzly Bears")
    theirs = put(game, 1, "Grizzly Bears")
    _counter(game, countered)
    _counter(game, theirs)
    _attach(game, 0, "Bonesplitter", equipped)
    _attach(game, 1, "Holy Strength", foreign_aura)  # an opponent's Aura
    _attach(game, 0, "Holy Strength", own_aura)
    arrive(game, "Towashi")

    def trample(oid: int) -> bool:
        return cont.has_keyword(game, game.objects[oid], "Trample")

    assert [trample(i) for i in (plain, countered, equipped, foreign_aura, own_aura, theirs)] \
        == [False, True, True, False, True, False]
    arrive(game, "Gavony")
    assert not trample(countered)


def test_towashi_modified_creature_draws_a_card_when_it_deals_combat_damage_to_a_player():
    game = pc_game(("Towashi", "Gavony"))
    to_main(game, 0)
    arrive(game, "Towashi")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    plain = _ready(game, put(game, 0, "Grizzly Bears"))
    _counter(game, bear)
    hand = len(game.players[0].hand)
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1), ("attack", plain, "player", 1))
    _until(game, "never")
    assert game.players[1].life == 20 - 3 - 2
    assert len(game.players[0].hand) == hand + 1  # only the modified one draws


def test_601_2d_towashi_chaos_distributes_three_counters_among_targets_you_control():
    game = pc_game(("Towashi", "Gavony"))
    to_main(game, 0)
    a = put(game, 0, "Grizzly Bears")
    b = put(game, 0, "Llanowar Elves")
    theirs = put(game, 1, "Grizzly Bears")
    arrive(game, "Towashi")
    rules.chaos_ensues(game, "test")
    refresh(game)
    offered = {o[2] for o in game.pending.options if o[0] == "target"}
    assert offered == {a, b}  # "target creatures you control"
    assert ("done",) not in game.pending.options  # one, two or three: not zero (601.2c)
    settle(game, ("counter_on", b))  # targets a and b; the third counter on b
    counts = [game.objects[i].counter("+1/+1") for i in (a, b, theirs)]
    assert counts == [1, 2, 0]  # each target gets at least one (601.2d)


# -- Two Streams Facility --------------------------------------------------------------------

def test_305_2_two_streams_facility_green_anchor_plays_an_additional_land():
    game = pc_game(("Two Streams Facility", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    walk_to(game, "Two Streams Facility")
    refresh(game)
    for _ in range(20):
        if game.pending.kind == "choose":
            break
        game.choose(("pass",) if game.pending.kind == "priority" else game.pending.options[0])
    assert game.pending.player == 0 and ("option", "green anchor") in game.pending.options
    game.choose(("option", "green anchor"))
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.choose(("option", "red waterfall"))
    settle(game)
    assert last_choice(game, 0, STREAMS) == "green anchor"
    assert last_choice(game, 1, STREAMS) == "red waterfall"
    assert game.players[0].land_plays == 2
    clear_hand(game, 0)
    lands = [put(game, 0, "Forest", "hand") for _ in range(3)]
    played = 0
    for oid in lands:
        opt = ("play", oid)
        if opt in game.pending.options:
            game.choose(opt)
            settle(game)
            played += 1
    assert played == 2
    arrive(game, "Gavony")
    assert game.players[0].land_plays == 1  # the plane left: the usual number is back


def test_two_streams_facility_red_waterfall_creatures_get_two_power_and_haste_chaos_switches():
    game = pc_game(("Two Streams Facility", "Gavony"))
    to_main(game, 0)
    mine = put(game, 0, "Grizzly Bears", sick=True)
    theirs = put(game, 1, "Grizzly Bears", sick=True)
    arrive(game, "Gavony")
    walk_to(game, "Two Streams Facility")
    refresh(game)
    settle(game, ("option", "green anchor"))  # both players choose green anchor...
    assert last_choice(game, 1, STREAMS) == "green anchor"
    set_choice(game, 1, STREAMS, "red waterfall")  # ... then seat 1 is made a waterfall one
    refresh(game)
    m, t = game.objects[mine], game.objects[theirs]
    assert (cont.power(game, m), cont.has_keyword(game, m, "Haste")) == (2, False)
    assert (cont.power(game, t), cont.toughness(game, t), cont.has_keyword(game, t, "Haste")) \
        == (4, 2, True)
    _chaos(game)
    assert last_choice(game, 0, STREAMS) == "red waterfall"
    assert last_choice(game, 1, STREAMS) == "green anchor"
    m, t = game.objects[mine], game.objects[theirs]
    assert (cont.power(game, m), cont.has_keyword(game, m, "Haste")) == (4, True)
    assert cont.power(game, t) == 2
    assert game.players[0].land_plays == 1  # no longer a green anchor player


def test_two_streams_facility_each_player_chooses_at_the_first_upkeep_of_the_game():
    game = pc_game(("Two Streams Facility",))
    assert [c.name for _, c in rules.face_up(game)] == ["Two Streams Facility"]
    for _ in range(30):
        if game.pending.kind == "choose":
            break
        game.choose(("pass",) if game.pending.kind == "priority" else game.pending.options[0])
    assert game.turn == 1 and game.step == UPKEEP
    game.choose(("option", "red waterfall"))
    game.choose(("option", "green anchor"))
    settle(game)
    assert last_choice(game, 0, STREAMS) == "red waterfall"
    assert last_choice(game, 1, STREAMS) == "green anchor"
    pass_until(game, UPKEEP, 1)  # the second upkeep: nobody chooses again
    assert game.pending.kind == "priority" and not game.stack
    assert last_choice(game, 1, STREAMS) == "green anchor"
    assert game.players[1].land_plays == 2


# -- Ghirapur Grand Prix (speed: from the card's reminder text, newer than the 2024 CR) --------

def _lose(game, seat: int, n: int = 1) -> None:
    from casualmagic.engine.primitives import lose_life

    lose_life(game, seat, n, "119.3")


def test_ghirapur_grand_prix_all_players_start_their_engines_speed_rises_once_each_turn():
    game = pc_game(("Ghirapur Grand Prix", "Gavony"), players=3)
    to_main(game, 0)
    arrive(game, "Gavony")
    _lose(game, 1)
    assert speed(game, 0) == 0  # no speed, nothing to increase
    arrive(game, "Ghirapur Grand Prix")
    assert [speed(game, p) for p in range(3)] == [1, 1, 1]
    _lose(game, 1)
    _lose(game, 2, 3)
    assert speed(game, 0) == 2  # "increases once on each of your turns"
    _lose(game, 0)  # you losing life doesn't count; neither does it on an opponent's turn
    assert [speed(game, p) for p in range(3)] == [2, 1, 1]
    arrive(game, "Gavony")
    arrive(game, "Ghirapur Grand Prix")  # engines already started: speeds stay
    assert [speed(game, p) for p in range(3)] == [2, 1, 1]
    for _ in range(4):  # four more of seat 0's turns with damage to an opponent
        game.turn += 1
        _lose(game, 1)
    assert speed(game, 0) == 4  # max speed is 4


def test_ghirapur_grand_prix_combat_damage_raises_speed():
    game = pc_game(("Ghirapur Grand Prix", "Gavony"))
    to_main(game, 0)
    arrive(game, "Ghirapur Grand Prix")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "never")
    assert game.players[1].life == 18
    assert (speed(game, 0), speed(game, 1)) == (2, 1)


def test_ghirapur_grand_prix_end_step_puts_speed_counters_and_fastest_get_treasures():
    game = pc_game(("Ghirapur Grand Prix", "Gavony"), players=3)
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    arrive(game, "Gavony")  # not the starting plane: no "planeswalk away" yet
    arrive(game, "Ghirapur Grand Prix")
    _lose(game, 1)
    assert speed(game, 0) == 2
    pass_until(game, END, 0)
    settle(game)
    assert game.objects[bear].counter("+1/+1") == 2  # X = your speed
    treasures = {p: sum(1 for i in game.battlefield if game.objects[i].card.name == "Treasure"
                        and game.objects[i].controller == p) for p in range(3)}
    assert treasures == {0: 0, 1: 0, 2: 0}
    arrive(game, "Gavony")
    treasures = {p: sum(1 for i in game.battlefield if game.objects[i].card.name == "Treasure"
                        and game.objects[i].controller == p) for p in range(3)}
    assert treasures == {0: 3, 1: 0, 2: 0}  # only the player with the highest speed


# -- Event Horizon ---------------------------------------------------------------------------

def test_305_7_event_horizon_nonbasic_lands_are_wastes_and_tap_for_two_colorless():
    from casualmagic.engine.mana_payment import mana_sources

    game = pc_game(("Event Horizon", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    gate = put(game, 0, "Azorius Guildgate")
    strip = put(game, 0, "Strip Mine")
    forest = put(game, 0, "Forest")
    their_gate = put(game, 1, "Azorius Guildgate")
    assert cont.has_subtype(game, game.objects[gate], "Gate")
    assert cont.nonmana_abilities(game, game.objects[strip])
    arrive(game, "Event Horizon")
    g = game.objects[gate]
    assert not cont.has_subtype(game, g, "Gate")
    assert cont.is_type(game, g, "Land")
    assert cont.tap_mana_ability(game, g)[1].produces == ("C",)
    assert not cont.nonmana_abilities(game, game.objects[strip])  # "Destroy target land" lost
    assert cont.tap_mana_ability(game, game.objects[forest])[1].produces == ("G",)  # basic
    mine = {s.oid: (s.colors, s.amount) for s in mana_sources(game, 0)}
    assert mine[gate] == (frozenset({"C"}), 2)  # "add an additional {C}"
    assert mine[forest] == (frozenset({"G"}), 1)  # not tapped for {C}
    theirs = {s.oid: s.amount for s in mana_sources(game, 1)}
    assert theirs[their_gate] == 1  # "whenever you tap": the planar controller only


def _to_mode(game) -> None:
    """Chaos ensues; go on to the choice of the chaos ability's mode (603.3c)."""
    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(10):
        if game.pending.kind == "mode":
            return
        game.choose(("pass",) if game.pending.kind == "priority" else game.pending.options[0])
    raise AssertionError(game.pending)


def _event_horizon_chaos(game, mode: int, *prefer: tuple) -> None:
    _to_mode(game)
    assert [o[1] for o in game.pending.options][:1] == [0]
    game.choose(next(o for o in game.pending.options if o[1] == mode))
    settle(game, *prefer)


def test_603_3c_event_horizon_chaos_choose_one_draw_four():
    game = pc_game(("Event Horizon", "Gavony"))
    to_main(game, 0)
    arrive(game, "Event Horizon")
    put(game, 1, "Forest")  # something to destroy: the second mode can be chosen
    hand = len(game.players[0].hand)
    _event_horizon_chaos(game, 0)
    assert len(game.players[0].hand) == hand + 4


def test_603_3c_event_horizon_chaos_destroy_target_permanent():
    game = pc_game(("Event Horizon", "Gavony"))
    to_main(game, 0)
    arrive(game, "Event Horizon")
    victim = put(game, 1, "Grizzly Bears")
    hand = len(game.players[0].hand)
    _event_horizon_chaos(game, 1, ("target", "object", victim))
    assert victim not in game.battlefield
    assert _named(game, game.players[1].graveyard, "Grizzly Bears")
    assert len(game.players[0].hand) == hand  # only the chosen mode happens


def test_603_3c_event_horizon_chaos_return_creature_card_mode_needs_a_target():
    game = pc_game(("Event Horizon", "Gavony"))
    to_main(game, 0)
    arrive(game, "Event Horizon")
    put(game, 1, "Forest")
    _to_mode(game)
    assert [o[1] for o in game.pending.options] == [0, 1]  # no creature card: no mode 2
    game.choose(game.pending.options[0])
    settle(game)
    card = put(game, 0, "Grizzly Bears", "graveyard")
    _event_horizon_chaos(game, 2, ("target", "object", card))
    assert _named(game, game.battlefield, "Grizzly Bears")


# -- The Food Court --------------------------------------------------------------------------

def test_205_1b_the_food_court_artifacts_are_foods_with_the_food_ability():
    game = pc_game(("The Food Court", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    sword = put(game, 0, "Bonesplitter")
    bears = put(game, 0, "Grizzly Bears")
    assert not cont.has_subtype(game, game.objects[sword], "Food")
    arrive(game, "The Food Court")
    s = game.objects[sword]
    assert cont.has_subtype(game, s, "Food") and cont.has_subtype(game, s, "Equipment")
    assert not cont.has_subtype(game, game.objects[bears], "Food")
    texts = [ab.text for _i, ab in cont.nonmana_abilities(game, s)]
    assert "{2}, {T}, Sacrifice this artifact: You gain 3 life." in texts
    for _ in range(2):
        put(game, 0, "Forest")
    index = next(i for i, ab in cont.nonmana_abilities(game, s) if "gain 3 life" in ab.text)
    life = game.players[0].life
    game.choose(("activate", sword, index))
    settle(game)
    assert sword not in game.battlefield
    assert game.players[0].life == life + 3


def test_605_3b_the_food_court_sacrifice_three_foods_adds_wubrg_once_each_turn():
    game = pc_game(("The Food Court", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Food Court")
    plane = _plane(game)
    foods = [put(game, 0, "Bonesplitter") for _ in range(2)]
    assert ("command_ability", plane, 0) not in game.pending.options  # only two Foods
    foods.append(put(game, 0, "Bonesplitter"))
    foods.append(put(game, 0, "Bonesplitter"))
    assert ("command_ability", plane, 0) in game.pending.options
    assert ("command_ability", plane, 0) not in _options_of(game, 1)  # not their plane/turn
    game.choose(("command_ability", plane, 0))
    settle(game)
    assert sum(1 for f in foods if f in game.battlefield) == 1  # three sacrificed
    assert game.players[0].mana_pool == (1, 1, 1, 1, 1, 0)  # {W}{U}{B}{R}{G}
    for _ in range(3):
        foods.append(put(game, 0, "Bonesplitter"))
    assert ("command_ability", plane, 0) not in game.pending.options  # once each turn


def _options_of(game, seat: int) -> tuple:
    from casualmagic.engine.actions import legal_actions

    return legal_actions(game, seat)


def test_722_3_the_food_court_chaos_makes_you_the_monarch_then_draws():
    game = pc_game(("The Food Court", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Food Court")
    hand = len(game.players[0].hand)
    _chaos(game)
    assert game.vget("monarch") == 0
    assert len(game.players[0].hand) == hand  # not the monarch yet: no card
    _chaos(game)
    assert game.vget("monarch") == 0
    assert len(game.players[0].hand) == hand + 1


# -- Deceptive Divination (612.1: a text change of a card type word) ---------------------------

def test_612_1_deceptive_divination_sorcery_cards_are_instants_in_every_zone():
    from casualmagic.engine.actions import legal_actions

    game = pc_game(("Deceptive Divination", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    put(game, 0, "Forest")
    tutor = put(game, 0, "Sylvan Tutor", "hand")
    buried = put(game, 1, "Demonic Tutor", "graveyard")
    pass_until(game, UPKEEP, 1)  # the opponent's turn
    assert game.active == 1
    assert ("cast", tutor) not in legal_actions(game, 0)  # a sorcery: not now (307.1)
    arrive(game, "Deceptive Divination")
    card = game.objects[tutor].card
    assert card.types == ("Instant",) and card.name == "Sylvan Tutor"
    assert game.objects[buried].card.types == ("Instant",)  # not on the stack: changed too
    assert ("cast", tutor) in legal_actions(game, 0)  # an instant: any time (304.1)
    arrive(game, "Gavony")
    assert game.objects[tutor].card.types == ("Sorcery",)  # the effect ended
    assert game.objects[buried].card.types == ("Sorcery",)
    assert ("cast", tutor) not in legal_actions(game, 0)


def test_612_1_deceptive_divination_a_sorcery_cast_stays_an_instant_card_after_resolving():
    game = pc_game(("Deceptive Divination", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Forest")
    tutor = put(game, 0, "Sylvan Tutor", "hand")  # cards exist before the plane turns face up
    arrive(game, "Deceptive Divination")
    _cast(game, tutor)
    [gone] = _named(game, game.players[0].graveyard, "Sylvan Tutor")
    assert game.objects[gone].card.types == ("Instant",)
    arrive(game, "Gavony")
    assert game.objects[gone].card.types == ("Sorcery",)


def test_701_20b_deceptive_divination_chaos_two_players_each_put_a_card_on_top():
    game = pc_game(("Deceptive Divination", "Gavony"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears", "library")  # at the bottom
    put(game, 1, "Hill Giant", "library")
    arrive(game, "Deceptive Divination")
    rules.chaos_ensues(game, "test")
    refresh(game)

    def pick(d):
        if d.kind != "choose":
            return None
        want = "Grizzly Bears" if d.player == 0 else "Hill Giant"
        return next((o for o in d.options if o[0] == "find"
                     and game.objects[o[1]].card.name == want), None)

    settle(game, pick=pick)
    assert game.objects[game.players[0].library[0]].card.name == "Grizzly Bears"
    assert game.objects[game.players[1].library[0]].card.name == "Hill Giant"


def test_612_1_deceptive_divination_as_the_starting_plane_changes_library_cards():
    import pickle

    game = pc_game(("Deceptive Divination",), libs=[["Sylvan Tutor"] * 30, ["Forest"] * 30])
    assert [c.name for _, c in rules.face_up(game)] == ["Deceptive Divination"]
    lib = game.players[0].library
    assert all(game.objects[i].card.types == ("Instant",) for i in lib)
    copy = pickle.loads(pickle.dumps(game))  # a changed card pickles by value
    assert copy.objects[lib[0]].card.types == ("Instant",)


def test_603_3d_towashi_chaos_without_a_creature_you_control_is_removed():
    game = pc_game(("Towashi", "Gavony"))
    to_main(game, 0)
    theirs = put(game, 1, "Grizzly Bears")
    arrive(game, "Towashi")
    _chaos(game)
    assert game.objects[theirs].counter("+1/+1") == 0
    assert not game.stack


def test_510_2_towashi_modified_creature_draws_when_it_damages_a_planeswalker():
    game = pc_game(("Towashi", "Gavony"))
    to_main(game, 0)
    arrive(game, "Towashi")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    _counter(game, bear)
    jace = put(game, 1, "Jace Beleren", counters=(("loyalty", 5),))
    hand = len(game.players[0].hand)
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "object", jace))
    _until(game, "never")
    assert game.objects[jace].counter("loyalty") == 2
    assert len(game.players[0].hand) == hand + 1
