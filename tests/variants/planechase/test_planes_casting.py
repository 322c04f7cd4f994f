"""Planes that change casting, costs and mana (601.2f cost reductions, 601.3 casting
permissions and restrictions, 605.1b mana triggers, 113.2 granted mana abilities, 702.8
flash, 707.10 copies, 705 coin flips), each with its chaos ability (311.7)."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine import casting_rules as cr
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive as _arrive
from tests.variants.planechase.helpers import pc_game, settle, walk_to
from tests.variants.planechase.test_planes import _chaos, _settle


def _named(game, zone_ids, name: str) -> list[int]:
    return [i for i in zone_ids if game.objects[i].card.name == name]


def _cast_option(game, oid: int) -> tuple | None:
    return next((o for o in game.pending.options if o[0] == "cast" and o[1] == oid), None)


def _cast(game, oid: int) -> None:
    """Cast ``oid`` with the first payment plan and targets, then let everything resolve."""
    opt = _cast_option(game, oid)
    assert opt is not None, game.pending.options
    game.choose(opt)
    _settle(game)


def _lands(game, seat: int, name: str, n: int) -> list[int]:
    return [put(game, seat, name) for _ in range(n)]


def _tapped(game, ids) -> int:
    return sum(1 for i in ids if game.objects[i].tapped)


# -- Turri Island ---------------------------------------------------------------------------

def test_601_2f_turri_island_creature_spells_cost_two_less():
    game = pc_game(("Turri Island", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    forest = put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    assert _cast_option(game, bears) is None  # {1}{G} with one land
    _arrive(game, "Turri Island")
    _cast(game, bears)  # {G} now: the reduction can't take the coloured part (601.2f)
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert game.objects[forest].tapped


def test_turri_island_chaos_reveals_three_creatures_to_hand_rest_to_graveyard():
    lib = ["Grizzly Bears", "Forest", "Llanowar Elves", *["Forest"] * 30]
    game = pc_game(("Turri Island", "Gavony"), libs=[lib, ["Island"] * 30])
    to_main(game, 0)
    _arrive(game, "Gavony")
    p = game.players[0]
    top3 = p.library[:3]
    names = [game.objects[i].card.name for i in top3]
    _arrive(game, "Turri Island")
    hand_before = len(game.players[0].hand)
    grave_before = len(game.players[0].graveyard)
    _chaos(game)
    creatures = sum(1 for n in names if n in ("Grizzly Bears", "Llanowar Elves"))
    assert len(game.players[0].hand) == hand_before + creatures
    assert len(game.players[0].graveyard) == grave_before + 3 - creatures


# -- Feeding Grounds ---------------------------------------------------------------------------

def test_601_2f_feeding_grounds_green_spells_cost_one_less_and_chaos_adds_mana_value_counters():
    game = pc_game(("Feeding Grounds", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    hill = put(game, 0, "Hill Giant", "hand")
    _arrive(game, "Feeding Grounds")
    assert _cast_option(game, hill) is None  # red: {2}{R} still needs three mana
    assert cr.cost_reduction(game, 0, game.objects[hill].card) == 1
    _cast(game, bears)
    [bear] = _named(game, game.battlefield, "Grizzly Bears")
    _chaos(game)  # the only creature: X = its mana value, 2
    assert game.objects[bear].counter("+1/+1") == 2
    assert cont.power(game, game.objects[bear]) == 4


# -- Llanowar ----------------------------------------------------------------------------------

def test_113_2_llanowar_creatures_have_tap_add_gg_and_chaos_untaps_them():
    game = pc_game(("Llanowar", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    hill = put(game, 0, "Hill Giant", "hand")
    _arrive(game, "Llanowar")
    src = [s for s in rules_sources(game, 0) if s.oid == bear]
    assert src and src[0].amount == 2 and src[0].colors == frozenset("G")
    put(game, 0, "Mountain")
    put(game, 0, "Forest")
    _cast(game, hill)  # {3}{R}: the Bears' {G}{G}, a Forest and the Mountain
    assert game.objects[bear].tapped
    _chaos(game)
    assert not game.objects[bear].tapped


def rules_sources(game, seat):
    from casualmagic.engine import mana_payment as mp

    return mp.mana_sources(game, seat)


# -- Truga Jungle ------------------------------------------------------------------------------

def test_113_2_truga_jungle_lands_tap_for_any_color():
    game = pc_game(("Truga Jungle", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Forest")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert _cast_option(game, bolt) is None
    _arrive(game, "Truga Jungle")
    _cast(game, bolt)
    assert _named(game, game.players[0].graveyard, "Lightning Bolt")  # cast and resolved
    assert any(e.kind == "mana_ability" and e.data["card"] == "Forest" and e.data["mana"] == "R"
               for e in game.events)


def test_truga_jungle_chaos_puts_revealed_lands_in_hand_and_the_rest_on_the_bottom():
    lib = ["Forest", "Grizzly Bears", "Mountain", *["Grizzly Bears"] * 30]
    game = pc_game(("Truga Jungle", "Gavony"), libs=[lib, ["Island"] * 30])
    to_main(game, 0)
    _arrive(game, "Gavony")
    names = [game.objects[i].card.name for i in game.players[0].library[:3]]
    lands = [n for n in names if n in ("Forest", "Mountain")]
    others = sorted(n for n in names if n not in lands)
    _arrive(game, "Truga Jungle")
    hand = len(game.players[0].hand)
    size = len(game.players[0].library)
    _chaos(game)
    assert len(game.players[0].hand) == hand + len(lands)
    assert len(game.players[0].library) == size - len(lands)
    lib0 = game.players[0].library
    assert sorted(game.objects[i].card.name for i in lib0[len(lib0) - len(others):]) == others
    assert any(e.kind == "reveal" for e in game.events)


# -- Tember City -------------------------------------------------------------------------------

def test_605_1b_tember_city_tapping_a_land_for_mana_deals_one_damage_to_that_player():
    game = pc_game(("Tember City", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    _lands(game, 0, "Forest", 2)
    bears = put(game, 0, "Grizzly Bears", "hand")
    _arrive(game, "Tember City")
    life = game.players[0].life
    _cast(game, bears)
    assert game.players[0].life == life - 2  # two lands tapped, 1 damage each
    assert game.players[1].life == 20


def test_tember_city_chaos_each_other_player_sacrifices_a_nonland_permanent():
    game = pc_game(("Tember City", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    mine = put(game, 0, "Grizzly Bears")
    theirs = put(game, 1, "Grizzly Bears")
    _arrive(game, "Tember City")
    _chaos(game)
    assert mine in game.battlefield and theirs not in game.battlefield


# -- Eloren Wilds ------------------------------------------------------------------------------

def test_605_4a_eloren_wilds_a_tapped_permanent_adds_one_more_mana_of_its_type():
    game = pc_game(("Eloren Wilds", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    forest = put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    assert _cast_option(game, bears) is None
    _arrive(game, "Eloren Wilds")
    _cast(game, bears)  # one Forest makes {G}{G}
    assert game.objects[forest].tapped
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert any(e.kind == "add_mana" and e.rule == "605.4a" for e in game.events)


def test_601_3_eloren_wilds_chaos_target_player_cant_cast_spells_until_a_player_planeswalks():
    game = pc_game(("Eloren Wilds", "Gavony", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Eloren Wilds")
    put(game, 0, "Forest")
    elves = put(game, 0, "Llanowar Elves", "hand")
    assert _cast_option(game, elves) is not None
    _chaos(game)  # the first player option is seat 0
    refresh(game)
    assert _cast_option(game, elves) is None
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)
    assert _cast_option(game, elves) is not None


# -- Izzet Steam Maze --------------------------------------------------------------------------

def test_707_10_izzet_steam_maze_the_caster_copies_an_instant():
    game = pc_game(("Izzet Steam Maze", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    _arrive(game, "Izzet Steam Maze")
    game.choose(_cast_option(game, bolt))
    while game.pending.kind != "priority" or game.stack:
        d = game.pending
        if d.kind == "target" and d.rule == "601.2c":
            game.choose(next(o for o in d.options if o[1:] == ("player", 1)))
        elif d.kind == "target":
            game.choose(("keep",))
        elif d.kind == "priority":
            game.choose(("pass",))
        else:
            game.choose(0)
    assert game.players[1].life == 14  # the Bolt and its copy
    assert any(e.kind == "copy_spell" and e.player == 0 for e in game.events)


def test_601_2f_izzet_steam_maze_chaos_instants_and_sorceries_cost_three_less_this_turn():
    game = pc_game(("Izzet Steam Maze", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Island")
    div = put(game, 0, "Divination", "hand")
    _arrive(game, "Izzet Steam Maze")
    assert _cast_option(game, div) is None
    _chaos(game)
    refresh(game)
    assert _cast_option(game, div) is not None  # {U} now
    assert cr.cost_reduction(game, 1, game.objects[div].card) == 0  # only "you"
    pass_until(game, MAIN1, 1)
    assert cr.cost_reduction(game, 0, game.objects[div].card) == 0  # the turn is over


# -- Mirrored Depths ---------------------------------------------------------------------------

def test_705_mirrored_depths_a_lost_coin_flip_counters_the_spell():
    countered = resolved = 0
    for seed in range(8):
        game = pc_game(("Mirrored Depths", "Gavony"), seed=seed)
        to_main(game, 0)
        _arrive(game, "Gavony")
        clear_hand(game, 0)
        put(game, 0, "Forest")
        put(game, 0, "Forest")
        bears = put(game, 0, "Grizzly Bears", "hand")
        _arrive(game, "Mirrored Depths")
        _cast(game, bears)
        [flip] = [e for e in game.events if e.kind == "coin_flip"]
        on_field = bool(_named(game, game.battlefield, "Grizzly Bears"))
        assert on_field == flip.data["won"]
        countered += not on_field
        resolved += on_field
    assert countered and resolved


def _on_top(game, seat: int, name: str) -> int:
    """Put a new ``name`` card on top of ``seat``'s library (a fixture)."""
    oid = put(game, seat, name, "library")
    p = game.player_w(seat)
    p.library = (oid, *(i for i in p.library if i != oid))
    return oid


def test_118_9a_mirrored_depths_chaos_casts_the_revealed_nonland_card_for_free():
    game = pc_game(("Mirrored Depths", "Gavony"), seed=3)
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Mirrored Depths")
    _on_top(game, 1, "Grizzly Bears")
    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(40):
        d = game.pending
        if d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        if d.kind == "target" and ("target", "player", 1) in d.options:
            game.choose(("target", "player", 1))
        elif d.kind == "priority":
            game.choose(("pass",))
        elif ("yes",) in d.options:
            game.choose(("yes",))
        else:
            game.choose(0)
    [cast] = [e for e in game.events if e.kind == "cast" and e.data.get("card") == "Grizzly Bears"]
    assert cast.player == 0 and cast.data.get("from") == "library"
    assert not any(game.objects[i].tapped for i in game.battlefield)  # paid nothing
    [flip] = [e for e in game.events if e.kind == "coin_flip"]  # it was cast: the flip too
    bears = _named(game, game.battlefield, "Grizzly Bears")
    assert bool(bears) == flip.data["won"]
    if bears:
        assert game.objects[bears[0]].controller == 0 and game.objects[bears[0]].owner == 1


def test_mirrored_depths_chaos_reveals_a_land_and_casts_nothing():
    game = pc_game(("Mirrored Depths", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Mirrored Depths")
    top = game.players[0].library[0]
    _chaos(game)  # seat 0's own top card, a Forest
    assert game.players[0].library[0] == top
    assert not [e for e in game.events if e.kind == "cast"]


# -- Skybreen ----------------------------------------------------------------------------------

def test_601_3_skybreen_spells_sharing_a_type_with_a_top_card_cant_be_cast():
    game = pc_game(("Skybreen", "Gavony"), libs=[["Grizzly Bears"] * 30, ["Island"] * 30])
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    _lands(game, 0, "Forest", 2)
    elves = put(game, 0, "Llanowar Elves", "hand")
    growth = put(game, 0, "Giant Growth", "hand")
    put(game, 0, "Grizzly Bears")
    assert _cast_option(game, elves) is not None
    _arrive(game, "Skybreen")
    assert _cast_option(game, elves) is None  # a creature is on top of seat 0's library
    assert _cast_option(game, growth) is not None
    view = game.view(1)
    assert view["players"][0]["library_top"]["name"] == "Grizzly Bears"  # revealed (400.2)


def test_skybreen_chaos_target_player_loses_life_per_card_in_hand():
    game = pc_game(("Skybreen", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Skybreen")
    hand = len(game.players[0].hand)
    life = game.players[0].life
    _chaos(game)  # the first player option is seat 0
    assert game.players[0].life == life - hand


# -- Windriddle Palaces ------------------------------------------------------------------------

def test_601_3_windriddle_palaces_cast_and_play_from_the_top_of_any_library():
    game = pc_game(("Windriddle Palaces", "Gavony"),
                   libs=[["Mountain"] * 30, ["Grizzly Bears"] * 30])
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    _lands(game, 0, "Forest", 2)
    _arrive(game, "Windriddle Palaces")
    theirs = game.players[1].library[0]
    _cast(game, theirs)  # the opponent's Grizzly Bears, cast from their library
    [bear] = _named(game, game.battlefield, "Grizzly Bears")
    assert game.objects[bear].controller == 0 and game.objects[bear].owner == 1
    mine = game.players[0].library[0]
    size = len(game.players[0].library)
    assert not _named(game, game.battlefield, "Mountain")
    game.choose(("play", mine))  # a land from the top of seat 0's own library (305.1)
    assert len(_named(game, game.battlefield, "Mountain")) == 1
    assert len(game.players[0].library) == size - 1


def test_windriddle_palaces_chaos_each_player_mills_a_card():
    game = pc_game(("Windriddle Palaces", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Windriddle Palaces")
    sizes = [len(p.library) for p in game.players]
    _chaos(game)
    assert [len(p.library) for p in game.players] == [n - 1 for n in sizes]
    assert all(len(p.graveyard) == 1 for p in game.players)


# -- Akoum -------------------------------------------------------------------------------------

def test_702_8a_akoum_enchantment_spells_as_though_they_had_flash():
    from casualmagic.core.state import BEGIN_COMBAT

    game = pc_game(("Akoum", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Swamp")
    put(game, 0, "Grizzly Bears")
    aura = put(game, 0, "Unholy Strength", "hand")
    pass_until(game, BEGIN_COMBAT, 0)
    assert _cast_option(game, aura) is None  # not a main phase: sorcery timing (307.1)
    walk_to(game, "Akoum")
    refresh(game)
    _settle(game)
    assert game.step == BEGIN_COMBAT
    assert _cast_option(game, aura) is not None
    assert not cr.has_flash_grant(game, 0, game.objects[put(game, 0, "Grizzly Bears", "hand")].card)


def test_akoum_chaos_destroys_a_creature_that_isnt_enchanted():
    game = pc_game(("Akoum", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Akoum")
    bare = put(game, 1, "Grizzly Bears")
    dressed = put(game, 1, "Hill Giant")
    from casualmagic.cards.definitions import card_by_name

    aura = game.new_object(card_by_name("Holy Strength"), 99_999, 1, "battlefield", "permanent")
    aura.attached_to = dressed
    game.battlefield = (*game.battlefield, aura.id)
    refresh(game)
    assert aura.id in game.battlefield
    _chaos(game)  # the only legal target is the creature without an Aura (303.4)
    assert bare not in game.battlefield
    assert dressed in game.battlefield


# -- Lake Silencio -----------------------------------------------------------------------------

def test_702_61a_lake_silencio_all_spells_have_split_second():
    game = pc_game(("Lake Silencio", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    put(game, 0, "Mountain")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    shock = put(game, 0, "Shock", "hand")
    game.choose(_cast_option(game, bolt))
    while game.pending.kind != "priority":
        game.choose(0)
    assert game.stack and _cast_option(game, shock) is not None  # without split second
    game.choose(("pass",))
    _settle(game)
    _arrive(game, "Lake Silencio")
    game.choose(_cast_option(game, shock))
    while game.pending.kind != "priority":
        game.choose(0)
    assert game.stack
    assert game.pending.options == (("pass",),)  # 702.61a: nothing but passing


def test_lake_silencio_chaos_six_damage_exiles_the_creature_that_would_die():
    game = pc_game(("Lake Silencio", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Lake Silencio")
    mine = put(game, 0, "Grizzly Bears")
    theirs = put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert mine in game.battlefield and theirs not in game.battlefield
    assert _named(game, game.exile, "Grizzly Bears")
    assert not _named(game, game.players[1].graveyard, "Grizzly Bears")


# -- Trail of the Mage-Rings -------------------------------------------------------------------

def _answer(game, target_player: int = 1) -> None:
    """Resolve everything, aiming every target at ``target_player`` and saying yes."""
    settle(game, ("target", "player", target_player))


def test_702_88a_trail_of_the_mage_rings_instants_rebound_at_the_next_upkeep():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Trail of the Mage-Rings", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Trail of the Mage-Rings")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(_cast_option(game, bolt))
    _answer(game)
    assert game.players[1].life == 17
    assert _named(game, game.exile, "Lightning Bolt")  # exiled as it resolved (702.88a)
    assert not _named(game, game.players[0].graveyard, "Lightning Bolt")
    pass_until(game, UPKEEP, 1)
    assert game.players[1].life == 17  # not the opponent's upkeep
    pass_until(game, UPKEEP, 0)
    _answer(game)
    assert game.players[1].life == 14  # cast again from exile, for free
    assert _named(game, game.players[0].graveyard, "Lightning Bolt")  # not from hand: no rebound


def test_trail_of_the_mage_rings_chaos_searches_for_an_instant_or_sorcery():
    game = pc_game(("Trail of the Mage-Rings", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Trail of the Mage-Rings")
    put(game, 0, "Lightning Bolt", "library")
    _chaos(game)
    assert _named(game, game.players[0].hand, "Lightning Bolt")
    assert not _named(game, game.players[0].library, "Lightning Bolt")


# -- Strixhaven --------------------------------------------------------------------------------

def test_702_144a_strixhaven_demonstrate_the_caster_and_an_opponent_copy_the_spell():
    game = pc_game(("Strixhaven", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Strixhaven")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(_cast_option(game, bolt))
    _answer(game)  # yes to demonstrate; every copy keeps (or takes) player 1 as its target
    copiers = sorted(e.player for e in game.events if e.kind == "copy_spell")
    assert copiers == [0, 1]
    assert game.players[1].life == 11  # the Bolt and two copies


def test_702_144a_strixhaven_declining_demonstrate_makes_no_copies():
    game = pc_game(("Strixhaven", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Strixhaven")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(_cast_option(game, bolt))
    for _ in range(30):
        d = game.pending
        if d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        if d.kind == "target" and ("target", "player", 1) in d.options:
            game.choose(("target", "player", 1))
        elif d.kind == "priority":
            game.choose(("pass",))
        elif ("no",) in d.options:
            game.choose(("no",))
        else:
            game.choose(0)
    assert not [e for e in game.events if e.kind == "copy_spell"]
    assert game.players[1].life == 17


def test_strixhaven_chaos_returns_an_instant_from_a_graveyard_to_its_owners_hand():
    game = pc_game(("Strixhaven", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Strixhaven")
    put(game, 1, "Lightning Bolt", "graveyard")
    _chaos(game)
    assert _named(game, game.players[1].hand, "Lightning Bolt")
    assert not game.players[1].graveyard


# -- mana abilities with a sacrifice cost (Treasure, Black Lotus token) -----------------------

def _token(game, seat: int, kind: str) -> int:
    """A predefined token (111.10) for ``seat`` on the battlefield (a fixture)."""
    from casualmagic.effects.tokens import predefined_tokens

    obj = game.new_object(predefined_tokens()[kind], -1, seat, "battlefield", "permanent")
    obj.since_turn = -10
    game.battlefield = (*game.battlefield, obj.id)
    refresh(game)
    return obj.id


def _pay_with(game, name: str) -> None:
    """Choose the payment plan that uses ``name`` (a single plan is taken without asking)."""
    d = game.pending
    if d.kind == "pay":
        game.choose(next(o for o in d.options if name in o[2]))


def test_111_10a_a_treasure_is_sacrificed_for_one_mana_of_any_color():
    from casualmagic.effects.tokens import predefined_tokens
    from tests.engine.helpers import duel

    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    forest = put(game, 0, "Forest")
    treasure = _token(game, 0, "Treasure")
    bolt = put(game, 0, "Lightning Bolt", "hand")  # {R}: only the Treasure makes red
    assert predefined_tokens()["Treasure"].text.startswith("{T}, Sacrifice")
    game.choose(_cast_option(game, bolt))
    game.choose(("target", "player", 1))
    _pay_with(game, "Treasure")
    assert treasure not in game.battlefield  # sacrificed as the ability's cost (602.2b)
    assert not game.objects[forest].tapped
    assert any(e.kind == "mana_ability" and e.data["mana"] == "R" for e in game.events)
    _settle(game)
    assert game.players[1].life == 17


def test_605_3a_the_first_payment_plan_keeps_the_treasure():
    from tests.engine.helpers import duel

    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    forests = _lands(game, 0, "Forest", 2)
    treasure = _token(game, 0, "Treasure")
    bears = put(game, 0, "Grizzly Bears", "hand")
    game.choose(_cast_option(game, bears))
    plans = [o[2] for o in game.pending.options]
    assert plans[0] == "tap 2 × Forest" and any("Treasure" in p for p in plans)
    game.choose(game.pending.options[0])
    _settle(game)
    assert treasure in game.battlefield and _tapped(game, forests) == 2


def test_111_10a_a_treasure_makes_a_spell_castable_that_lands_alone_cannot_pay():
    from tests.engine.helpers import duel

    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    assert _cast_option(game, bears) is None
    _token(game, 0, "Treasure")
    game.choose(_cast_option(game, bears))
    _pay_with(game, "Treasure")
    _settle(game)
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert not _named(game, game.battlefield, "Treasure")


def test_605_3a_a_treasure_is_activated_with_priority_and_its_mana_stays_in_the_pool():
    from tests.engine.helpers import duel, option

    game = duel()
    to_main(game, 0)
    treasure = _token(game, 0, "Treasure")
    game.choose(option(game, "mana", treasure))
    assert game.pending.kind == "choose"
    game.choose(("color", "U"))
    assert treasure not in game.battlefield
    assert game.players[0].mana_pool == (0, 1, 0, 0, 0, 0)
    assert any(e.kind == "sacrifice" or e.rule == "701.17a" for e in game.events)


def test_605_3a_a_black_lotus_token_adds_three_mana_of_one_color():
    from tests.engine.helpers import duel

    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    lotus = _token(game, 0, "Black Lotus")
    giant = put(game, 0, "Hill Giant", "hand")  # {3}{R}
    put(game, 0, "Mountain")
    game.choose(_cast_option(game, giant))
    _pay_with(game, "Black Lotus")
    _settle(game)
    assert lotus not in game.battlefield
    assert _named(game, game.battlefield, "Hill Giant")


# -- second round ------------------------------------------------------------------------------

def _stack_top(game, seat: int, names: list[str]) -> list[int]:
    """Put new cards ``names`` on top of ``seat``'s library, the first on top (a fixture)."""
    ids = [put(game, seat, n, "library") for n in names]
    p = game.player_w(seat)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    return ids


def _resolve(game, answers: dict[str, tuple]) -> None:
    """Resolve everything; a decision offering one of ``answers``' options (by its kind) gets
    it, anything else its first option (``yes`` for "you may")."""
    settle(game, *answers.values())


# -- Oteclán -----------------------------------------------------------------------------------

def test_701_55_oteclan_planeswalking_to_it_chaos_ensues_and_discover_3_casts_a_card_free():
    game = pc_game(("Oteclán", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    forest, giant, bears = _stack_top(game, 0, ["Forest", "Hill Giant", "Grizzly Bears"])
    walk_to(game, "Oteclán")
    refresh(game)
    _resolve(game, {"cast": ("cast",)})
    assert any(e.kind == "chaos_ensues" for e in game.events)
    assert _named(game, game.battlefield, "Grizzly Bears")  # mana value 2: cast free
    assert not [i for i in game.battlefield if game.objects[i].card.name in ("Forest", "Hill Giant")
                and game.objects[i].controller == 0 and i > bears]
    bottom = [game.objects[i].card.name for i in game.players[0].library[-2:]]
    assert sorted(bottom) == ["Forest", "Hill Giant"]  # the rest, on the bottom (701.55)
    assert not game.exile


def test_701_55_oteclan_discover_may_put_the_card_into_the_hand_instead():
    game = pc_game(("Oteclán", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Oteclán")
    clear_hand(game, 0)
    _stack_top(game, 0, ["Hill Giant", "Lightning Bolt"])
    _chaos_with(game, {"hand": ("hand",)})
    assert _named(game, game.players[0].hand, "Lightning Bolt")
    assert game.objects[game.players[0].library[-1]].card.name == "Hill Giant"
    assert game.players[1].life == 20


def test_601_2c_oteclan_discover_offers_only_the_hand_for_a_spell_with_no_legal_mode():
    """Blue Elemental Blast with no blue spell or permanent to target can't be cast (601.2c),
    so discover puts it into the hand; found in a seeded soak, where the cast was offered."""
    game = pc_game(("Oteclán", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Oteclán")
    clear_hand(game, 0)
    _stack_top(game, 0, ["Blue Elemental Blast"])
    rules.chaos_ensues(game, "test")
    refresh(game)
    offered = []
    for _ in range(20):
        if game.pending.kind == "priority" and not game.stack:
            break
        offered.append(game.pending.options)
        game.choose(game.pending.options[0])  # "cast" first, were it offered
    assert not any(("cast",) in opts for opts in offered)
    assert _named(game, game.players[0].hand, "Blue Elemental Blast")
    assert [e.data["cast"] for e in game.events if e.kind == "discover" and "card" in e.data] \
        == [False]


def _chaos_with(game, answers: dict[str, tuple]) -> None:
    rules.chaos_ensues(game, "test")
    refresh(game)
    _resolve(game, answers)


def test_oteclan_at_the_beginning_of_your_upkeep_chaos_ensues():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Oteclán", "Gavony"), libs=[["Forest"] * 40, ["Island"] * 40])
    to_main(game, 0)
    _arrive(game, "Oteclán")
    pass_until(game, UPKEEP, 1)  # player 1 is the planar controller now (901.6)
    _settle(game)
    before = sum(1 for e in game.events if e.kind == "chaos_ensues")
    pass_until(game, UPKEEP, 0)
    _settle(game)
    assert sum(1 for e in game.events if e.kind == "chaos_ensues") == before + 1
    assert any(e.kind == "exile_until" for e in game.events)  # discover 3 found only lands


# -- Quicksilver Sea ---------------------------------------------------------------------------

def test_701_18a_quicksilver_sea_planeswalking_to_it_scries_4():
    game = pc_game(("Quicksilver Sea", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    ids = _stack_top(game, 0, ["Lightning Bolt", "Hill Giant", "Grizzly Bears", "Mountain"])
    walk_to(game, "Quicksilver Sea")
    refresh(game)
    seen = []
    for _ in range(30):
        d = game.pending
        if d.kind == "choose" and d.options[0][0] == "top":
            seen.append(d.options[0][1])
            game.choose(d.options[1] if d.options[0][1] == ids[0] else d.options[0])
        elif d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else d.options[0])
    assert seen == ids  # four cards looked at
    assert game.players[0].library[-1] == ids[0]  # the Bolt went to the bottom
    assert game.players[0].library[0] in ids[1:]
    assert {e.rule for e in game.events if e.kind == "scry"} == {"701.18a"}  # not fateseal


def test_quicksilver_sea_chaos_reveals_the_top_card_and_you_may_cast_it_free():
    game = pc_game(("Quicksilver Sea", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Quicksilver Sea")
    _stack_top(game, 0, ["Hill Giant"])
    _chaos(game)
    assert _named(game, game.battlefield, "Hill Giant")
    assert any(e.kind == "reveal" and e.data["cards"] == ["Hill Giant"] for e in game.events)


def test_305_1_quicksilver_sea_chaos_plays_a_revealed_land_with_a_land_play_left():
    game = pc_game(("Quicksilver Sea", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Quicksilver Sea")
    [mountain] = _stack_top(game, 0, ["Mountain"])
    _chaos(game)
    assert _named(game, game.battlefield, "Mountain")
    assert game.players[0].lands_played == 1
    [island] = _stack_top(game, 0, ["Island"])  # 305.2b: no land play left, so it stays
    _chaos(game)
    assert game.players[0].library[0] == island
    assert mountain not in game.players[0].library


# -- The Fertile Lands of Saulvinia -----------------------------------------------------------

def test_605_1b_fertile_lands_of_saulvinia_a_land_tapped_for_mana_adds_one_more():
    game = pc_game(("The Fertile Lands of Saulvinia", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    assert _cast_option(game, bears) is None
    _arrive(game, "The Fertile Lands of Saulvinia")
    _cast(game, bears)  # one Forest makes {G}{G}
    assert _named(game, game.battlefield, "Grizzly Bears")


def test_fertile_lands_of_saulvinia_chaos_ensues_on_the_first_revealed_plane():
    game = pc_game(("The Fertile Lands of Saulvinia", "Chaotic Aether", "Krosa", "Gavony"))
    to_main(game, 0)
    _arrive(game, "The Fertile Lands of Saulvinia")
    pc = rules.planar_controller(game)
    deck = rules.planar_deck(game, pc)
    by_name = {game.objects[i].card.name: i for i in deck}
    order = (by_name["Chaotic Aether"], by_name["Krosa"], by_name["Gavony"])
    rules.set_planar_deck(game, pc, order)
    _chaos(game)
    assert game.players[0].mana_pool[:5] == (1, 1, 1, 1, 1)  # Krosa's chaos: add {W}{U}{B}{R}{G}
    assert rules.planar_deck(game, pc) == (by_name["Gavony"], by_name["Chaotic Aether"],
                                           by_name["Krosa"])
    assert [c.name for _, c in rules.face_up(game)] == ["The Fertile Lands of Saulvinia"]


# -- TARDIS Bay --------------------------------------------------------------------------------

def test_702_85a_tardis_bay_the_first_spell_of_mana_value_2_or_more_has_cascade():
    game = pc_game(("TARDIS Bay", "Gavony"))
    to_main(game, 0)
    _arrive(game, "TARDIS Bay")
    clear_hand(game, 0)
    mountains = _lands(game, 0, "Mountain", 8)
    giants = [put(game, 0, "Hill Giant", "hand") for _ in range(2)]
    forest, bears = _stack_top(game, 0, ["Forest", "Grizzly Bears"])
    _cast(game, giants[0])
    assert len(_named(game, game.battlefield, "Grizzly Bears")) == 1  # cast free by cascade
    assert _tapped(game, mountains) == 4
    assert game.objects[game.players[0].library[-1]].card.name == "Forest"
    _stack_top(game, 0, ["Grizzly Bears"])
    _cast(game, game.players[0].hand[0])  # the second such spell this turn: no cascade
    assert len(_named(game, game.battlefield, "Hill Giant")) == 2
    assert len(_named(game, game.battlefield, "Grizzly Bears")) == 1
    assert sum(1 for e in game.events if e.kind == "exile_until") == 1


def test_702_85a_tardis_bay_a_cheap_first_spell_does_not_use_up_the_cascade():
    game = pc_game(("TARDIS Bay", "Gavony"))
    to_main(game, 0)
    _arrive(game, "TARDIS Bay")
    clear_hand(game, 0)
    _lands(game, 0, "Mountain", 4)
    put(game, 0, "Forest")
    elves = put(game, 0, "Llanowar Elves", "hand")  # mana value 1: no cascade
    giant = put(game, 0, "Hill Giant", "hand")
    _stack_top(game, 0, ["Grizzly Bears"])
    _cast(game, elves)
    assert not [e for e in game.events if e.kind == "exile_until"]
    _cast(game, giant)
    assert _named(game, game.battlefield, "Grizzly Bears")


def test_tardis_bay_chaos_gains_control_of_target_artifact_then_planeswalks():
    game = pc_game(("TARDIS Bay", "Gavony"))
    to_main(game, 0)
    _arrive(game, "TARDIS Bay")
    treasure = _token(game, 1, "Treasure")
    _chaos(game)
    assert game.objects[treasure].controller == 0
    assert [c.name for _, c in rules.face_up(game)] == ["Gavony"]


# -- Esper -------------------------------------------------------------------------------------

def test_601_2f_esper_artifact_spells_cost_one_less():
    game = pc_game(("Esper", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    put(game, 0, "Island")
    stone = put(game, 0, "Mind Stone", "hand")  # {2}
    assert _cast_option(game, stone) is None
    _arrive(game, "Esper")
    _cast(game, stone)
    assert _named(game, game.battlefield, "Mind Stone")


def test_205_2a_esper_chaos_white_blue_black_creatures_become_artifacts_and_gain_keywords():
    game = pc_game(("Esper", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Esper")
    angel = put(game, 0, "Serra Angel")
    bears = put(game, 0, "Grizzly Bears")
    thopter = put(game, 0, "Ornithopter")
    their_angel = put(game, 1, "Serra Angel")
    _chaos(game)
    assert cont.is_type(game, game.objects[angel], "Artifact")
    assert not cont.is_type(game, game.objects[bears], "Artifact")
    for oid in (angel, thopter):  # each artifact creature you control
        for kw in ("Vigilance", "Menace", "Lifelink"):
            assert cont.has_keyword(game, game.objects[oid], kw), (oid, kw)
    assert not cont.has_keyword(game, game.objects[bears], "Lifelink")
    assert not cont.is_type(game, game.objects[their_angel], "Artifact")
    assert not cont.has_keyword(game, game.objects[their_angel], "Menace")
    pass_until(game, MAIN1, 1)  # until end of turn (514.2)
    assert not cont.is_type(game, game.objects[angel], "Artifact")
    assert not cont.has_keyword(game, game.objects[thopter], "Menace")


# -- Coal Hill School --------------------------------------------------------------------------

def test_700_6_coal_hill_school_casting_a_historic_spell_draws_a_card():
    game = pc_game(("Coal Hill School", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Coal Hill School")
    clear_hand(game, 0)
    _lands(game, 0, "Forest", 4)
    stone = put(game, 0, "Mind Stone", "hand")
    bears = put(game, 0, "Grizzly Bears", "hand")
    _cast(game, bears)  # not historic
    assert len(game.players[0].hand) == 1
    _cast(game, stone)  # an artifact spell: its caster draws
    assert len(game.players[0].hand) == 1 and stone not in game.players[0].hand
    assert any(e.kind == "draw" and e.player == 0 for e in game.events[-30:])


def test_coal_hill_school_chaos_returns_a_historic_card_from_your_graveyard():
    game = pc_game(("Coal Hill School", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Coal Hill School")
    clear_hand(game, 0)
    put(game, 0, "Grizzly Bears", "graveyard")
    jace = put(game, 0, "Jace Beleren", "graveyard")  # legendary
    stone = put(game, 0, "Mind Stone", "graveyard")  # artifact
    rules.chaos_ensues(game, "test")
    refresh(game)
    while game.pending.kind != "target":
        game.choose(game.pending.options[0])
    assert sorted(o[2] for o in game.pending.options) == sorted([jace, stone])
    game.choose(("target", "object", jace))
    _settle(game)
    assert jace in game.players[0].hand or _named(game, game.players[0].hand, "Jace Beleren")


# -- The Matrix of Time ------------------------------------------------------------------------

def test_607_2a_matrix_of_time_play_cards_it_exiled_and_their_owner_loses_3_life():
    game = pc_game(("The Matrix of Time", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    clear_hand(game, 0)
    _lands(game, 0, "Mountain", 4)
    [bolt] = _stack_top(game, 0, ["Lightning Bolt"])
    [giant, forest] = _stack_top(game, 1, ["Hill Giant", "Forest"])
    _arrive(game, "The Matrix of Time")
    exiled = {game.objects[i].card.name: i for i in game.exile}
    assert set(exiled) == {"Lightning Bolt", "Hill Giant"}  # each player's top card
    assert _cast_option(game, exiled["Hill Giant"]) is not None  # an opponent's card too
    _cast(game, exiled["Hill Giant"])
    assert _named(game, game.battlefield, "Hill Giant")
    assert game.players[1].life == 17  # its owner loses 3 life ...
    assert _named(game, game.exile, "Forest")  # ... and exiles their top card, with the Matrix
    new_forest = _named(game, game.exile, "Forest")[0]
    game.choose(("play", new_forest))
    _settle(game)
    assert _named(game, game.battlefield, "Forest")
    assert game.players[1].life == 14
    assert game.players[1].library[0] != forest


def test_matrix_of_time_cards_are_playable_by_you_during_your_turn_only():
    game = pc_game(("The Matrix of Time", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _stack_top(game, 0, ["Forest"])
    _arrive(game, "The Matrix of Time")
    [mine] = [i for i in game.exile if game.objects[i].owner == 0]
    assert ("play", mine) in game.pending.options
    assert mine not in cr.playable_tops(game, 1)  # not the opponent's turn, not "you"
    pass_until(game, MAIN1, 1)  # player 1's turn: they are the planar controller (901.6)
    assert mine in game.exile
    assert mine not in cr.playable_tops(game, 0)
    assert ("play", mine) in game.pending.options and game.pending.player == 1


def test_matrix_of_time_chaos_creates_two_treasures():
    game = pc_game(("The Matrix of Time", "Gavony"))
    to_main(game, 0)
    _arrive(game, "The Matrix of Time")
    _chaos(game)
    treasures = [i for i in game.battlefield if game.objects[i].card.name == "Treasure"]
    assert len(treasures) == 2 and all(game.objects[i].controller == 0 for i in treasures)


# -- The Cave of Skulls ------------------------------------------------------------------------

def test_702_97a_cave_of_skulls_scavenge_exiles_the_card_for_counters_equal_to_its_power():
    game = pc_game(("The Cave of Skulls", "Gavony"))
    to_main(game, 0)
    _arrive(game, "The Cave of Skulls")
    lands = _lands(game, 0, "Mountain", 4)
    giant = put(game, 0, "Hill Giant", "graveyard")  # {3}{R} 3/3
    bears = put(game, 0, "Grizzly Bears")
    assert ("activate", giant, "scavenge") in game.pending.options
    game.choose(("activate", giant, "scavenge"))
    if game.pending.kind == "target":
        game.choose(("target", "object", bears))
    _settle(game)
    assert game.objects[bears].counter("+1/+1") == 3
    assert cont.power(game, game.objects[bears]) == 5
    assert _named(game, game.exile, "Hill Giant") and not game.players[0].graveyard
    assert _tapped(game, lands) == 4


def test_702_97a_scavenge_is_sorcery_speed_and_needs_its_mana_cost():
    game = pc_game(("The Cave of Skulls", "Gavony"))
    to_main(game, 0)
    _arrive(game, "The Cave of Skulls")
    _lands(game, 0, "Mountain", 3)
    giant = put(game, 0, "Hill Giant", "graveyard")
    bears_card = put(game, 0, "Grizzly Bears", "graveyard")  # {1}{G}: no green source
    put(game, 0, "Grizzly Bears")
    opts = game.pending.options
    assert ("activate", giant, "scavenge") not in opts  # three lands for {3}{R}
    assert ("activate", bears_card, "scavenge") not in opts
    put(game, 0, "Forest")
    assert ("activate", bears_card, "scavenge") in game.pending.options
    pass_until(game, MAIN1, 1)
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bears_card]


def test_cave_of_skulls_chaos_creates_two_white_warriors():
    game = pc_game(("The Cave of Skulls", "Gavony"))
    to_main(game, 0)
    _arrive(game, "The Cave of Skulls")
    _chaos(game)
    warriors = [game.objects[i] for i in game.battlefield
                if game.objects[i].card.name == "Warrior"]
    assert len(warriors) == 2
    assert all(w.controller == 0 and cont.power(game, w) == 1 and w.card.colors == ("W",)
               for w in warriors)


# -- Naktamun ----------------------------------------------------------------------------------

def test_702_128a_naktamun_embalm_makes_a_white_zombie_token_copy():
    game = pc_game(("Naktamun", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Naktamun")
    _lands(game, 0, "Forest", 2)
    bears = put(game, 0, "Grizzly Bears", "graveyard")
    game.choose(("activate", bears, "embalm"))
    _settle(game)
    [tok] = [game.objects[i] for i in game.battlefield
             if game.objects[i].card.name == "Grizzly Bears"]
    assert tok.card.is_token and tok.card.colors == ("W",) and not tok.card.mana_cost.symbols
    assert "Zombie" in tok.card.subtypes and "Bear" in tok.card.subtypes
    assert cont.power(game, tok) == 2
    assert _named(game, game.exile, "Grizzly Bears")


def test_naktamun_embalm_only_for_your_own_creature_cards():
    game = pc_game(("Naktamun", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Naktamun")
    _lands(game, 0, "Forest", 2)
    theirs = put(game, 1, "Grizzly Bears", "graveyard")
    bolt = put(game, 0, "Lightning Bolt", "graveyard")
    opts = game.pending.options
    assert not [o for o in opts if o[0] == "activate" and o[1] in (theirs, bolt)]


def test_naktamun_chaos_you_may_discard_a_card_to_draw_a_card():
    game = pc_game(("Naktamun", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Naktamun")
    clear_hand(game, 0)
    bolt = put(game, 0, "Lightning Bolt", "hand")
    top_card_id = game.objects[game.players[0].library[0]].card_id
    rules.chaos_ensues(game, "test")
    refresh(game)
    _resolve(game, {"discard": ("discard", bolt)})
    [drawn] = game.players[0].hand
    assert game.objects[drawn].card_id == top_card_id
    assert _named(game, game.players[0].graveyard, "Lightning Bolt")
    _chaos_with(game, {"no": ("no",)})  # declining: no discard, no draw
    assert len(game.players[0].hand) == 1


# -- Grixis ------------------------------------------------------------------------------------

def _grixis_unearth(game):
    _arrive(game, "Grixis")
    _lands(game, 0, "Mountain", 4)
    giant = put(game, 0, "Hill Giant", "graveyard")  # red
    put(game, 0, "Grizzly Bears", "graveyard")  # green: no unearth
    opts = [o for o in game.pending.options if o[0] == "activate"]
    assert opts == [("activate", giant, "unearth")]
    game.choose(("activate", giant, "unearth"))
    _settle(game)
    [new] = _named(game, game.battlefield, "Hill Giant")
    return new


def test_702_84a_grixis_unearth_returns_a_red_creature_with_haste_exiled_at_end_step():
    from casualmagic.core.state import END

    game = pc_game(("Grixis", "Gavony"))
    to_main(game, 0)
    giant = _grixis_unearth(game)
    assert game.objects[giant].controller == 0
    assert cont.has_keyword(game, game.objects[giant], "Haste")
    pass_until(game, END, 0)
    _settle(game)
    assert giant not in game.battlefield
    assert _named(game, game.exile, "Hill Giant")
    assert not _named(game, game.players[0].graveyard, "Hill Giant")


def test_702_84a_an_unearthed_creature_that_would_leave_is_exiled_instead():
    game = pc_game(("Grixis", "Gavony"))
    to_main(game, 0)
    giant = _grixis_unearth(game)
    from casualmagic.engine.primitives import destroy

    destroy(game, giant)
    _settle(game)
    assert _named(game, game.exile, "Hill Giant")
    assert not _named(game, game.players[0].graveyard, "Hill Giant")


def test_grixis_chaos_puts_a_creature_card_from_any_graveyard_onto_the_battlefield_under_you():
    game = pc_game(("Grixis", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Grixis")
    bears = put(game, 1, "Grizzly Bears", "graveyard")
    _chaos(game)
    [new] = _named(game, game.battlefield, "Grizzly Bears")
    assert game.objects[new].controller == 0 and game.objects[new].owner == 1
    assert bears not in game.players[1].graveyard


# -- Stormcage Containment Facility ------------------------------------------------------------

def test_702_138a_stormcage_escape_casts_a_creature_from_the_graveyard_exiling_three_others():
    game = pc_game(("Stormcage Containment Facility", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Stormcage Containment Facility")
    lands = _lands(game, 0, "Forest", 2)
    bears = put(game, 0, "Grizzly Bears", "graveyard")
    others = [put(game, 0, n, "graveyard") for n in ("Lightning Bolt", "Forest")]
    assert ("cast", bears, "escape") not in game.pending.options  # two other cards only
    others.append(put(game, 0, "Hill Giant", "graveyard"))
    game.choose(("cast", bears, "escape"))
    _settle(game)
    assert _named(game, game.battlefield, "Grizzly Bears")
    assert _tapped(game, lands) == 2
    assert not game.players[0].graveyard
    assert sorted(game.objects[i].card.name for i in game.exile) == [
        "Forest", "Hill Giant", "Lightning Bolt"]


def test_701_29a_stormcage_chaos_detains_an_opponents_creature_until_your_next_turn():
    game = pc_game(("Stormcage Containment Facility", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Stormcage Containment Facility")
    elves = put(game, 1, "Llanowar Elves")
    _chaos(game)
    o = game.objects[elves]
    assert cont.has_keyword(game, o, "Can't attack or block")
    from casualmagic.engine import mana_payment as mp

    assert elves not in [s.oid for s in mp.mana_sources(game, 1)]  # its {T}: Add {G} too
    pass_until(game, MAIN1, 1)
    assert cont.has_keyword(game, game.objects[elves], "Can't attack or block")  # still
    assert elves not in [s.oid for s in mp.mana_sources(game, 1)]
    pass_until(game, MAIN1, 0)  # the detaining player's next turn: it ends
    assert not cont.has_keyword(game, game.objects[elves], "Can't attack or block")
    assert elves in [s.oid for s in mp.mana_sources(game, 1)]


# -- Singing Towers of Darillium ---------------------------------------------------------------

def _foretell(game, oid: int) -> int:
    """Foretell the hand card ``oid`` (the first payment plan); its id in exile."""
    card_id = game.objects[oid].card_id
    game.choose(("foretell", oid))
    if game.pending.kind == "pay":
        game.choose(game.pending.options[0])
    [new] = [i for i in game.exile if game.objects[i].card_id == card_id]
    return new


def test_702_143a_singing_towers_foretell_exiles_face_down_and_casts_later_for_two_less():
    game = pc_game(("Singing Towers of Darillium", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Singing Towers of Darillium")
    clear_hand(game, 0)
    lands = _lands(game, 0, "Mountain", 2)
    giant = put(game, 0, "Hill Giant", "hand")  # {3}{R}: foretell cost {1}{R}
    assert ("foretell", giant) in game.pending.options
    new = _foretell(game, giant)
    assert game.objects[new].face_down and new in game.exile
    assert _tapped(game, lands) == 2
    assert not [o for o in game.pending.options if o[:2] == ("cast", new)]  # not this turn
    pass_until(game, MAIN1, 1)
    assert ("foretell",) not in [o[:1] for o in game.pending.options if game.pending.player == 0]
    pass_until(game, MAIN1, 0)
    assert ("cast", new, "foretell") in game.pending.options
    game.choose(("cast", new, "foretell"))
    _settle(game)
    assert _named(game, game.battlefield, "Hill Giant")
    assert _tapped(game, lands) == 2


def test_singing_towers_chaos_casts_one_foretold_card_free_this_turn():
    game = pc_game(("Singing Towers of Darillium", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Singing Towers of Darillium")
    clear_hand(game, 0)
    lands = _lands(game, 0, "Mountain", 4)
    giants = [put(game, 0, "Hill Giant", "hand") for _ in range(2)]
    foretold = [_foretell(game, g) for g in giants]
    assert _tapped(game, lands) == 4
    _chaos(game)
    assert ("cast", foretold[0], "free") in game.pending.options
    game.choose(("cast", foretold[0], "free"))
    _settle(game)
    assert len(_named(game, game.battlefield, "Hill Giant")) == 1
    assert ("cast", foretold[1], "free") not in game.pending.options  # one card only
    assert foretold[1] in game.exile


# -- Hotel of Fears ----------------------------------------------------------------------------

def test_601_3_hotel_of_fears_upkeep_exiles_the_top_card_you_lose_its_mana_value_and_may_play_it():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Hotel of Fears", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Hotel of Fears")
    pass_until(game, MAIN1, 1)
    _settle(game)
    pass_until(game, UPKEEP, 0)
    clear_hand(game, 0)
    _lands(game, 0, "Mountain", 4)
    [giant] = _stack_top(game, 0, ["Hill Giant"])
    life = game.players[0].life
    _settle(game)
    [exiled] = _named(game, game.exile, "Hill Giant")
    assert game.players[0].life == life - 4
    pass_until(game, MAIN1, 0)
    _cast(game, exiled)
    assert _named(game, game.battlefield, "Hill Giant")


def test_hotel_of_fears_the_exiled_card_is_playable_only_this_turn():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Hotel of Fears", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Hotel of Fears")
    pass_until(game, MAIN1, 1)
    _settle(game)
    pass_until(game, UPKEEP, 0)
    _stack_top(game, 0, ["Mountain"])
    _settle(game)
    [mountain] = _named(game, game.exile, "Mountain")
    pass_until(game, MAIN1, 0)
    assert ("play", mountain) in game.pending.options
    pass_until(game, MAIN1, 1)
    _settle(game)
    assert mountain not in cr.playable_tops(game, 0)


def test_700_5_hotel_of_fears_praise_him_counters_equal_to_devotion_then_sacrifice_another():
    game = pc_game(("Hotel of Fears", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Hotel of Fears")
    angel = put(game, 0, "Serra Angel")  # {3}{W}{W}: devotion to white 2
    bears = put(game, 0, "Grizzly Bears")  # {1}{G}
    rules.chaos_ensues(game, "test")
    refresh(game)
    _resolve(game, {"target": ("target", "object", angel), "color": ("color", "W"),
                    "sac": ("sacrifice", bears)})
    assert game.objects[angel].counter("+1/+1") == 2
    assert bears not in game.battlefield and angel in game.battlefield


# -- Glimmervoid Basin -------------------------------------------------------------------------

def test_707_10_glimmervoid_basin_copies_a_single_target_spell_for_each_other_legal_target():
    game = pc_game(("Glimmervoid Basin", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Glimmervoid Basin")
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bears = put(game, 1, "Grizzly Bears")
    elves = put(game, 0, "Llanowar Elves")
    bolt = put(game, 0, "Lightning Bolt", "hand")  # any target: 2 players, 2 creatures
    game.choose(_cast_option(game, bolt))
    game.choose(("target", "player", 1))
    _settle(game)
    copies = [e for e in game.events if e.kind == "copy_spell"]
    assert sorted(tuple(e.data["target"]) for e in copies) == sorted(
        [("player", 0), ("object", bears), ("object", elves)])
    assert game.players[1].life == 17 and game.players[0].life == 17
    assert bears not in game.battlefield and elves not in game.battlefield


def test_glimmervoid_basin_chaos_each_other_player_creates_a_token_copy():
    game = pc_game(("Glimmervoid Basin", "Gavony"), players=3)
    to_main(game, 0)
    _arrive(game, "Glimmervoid Basin")
    angel = put(game, 1, "Serra Angel")
    rules.chaos_ensues(game, "test")
    refresh(game)
    _resolve(game, {"target": ("target", "object", angel)})
    tokens = [game.objects[i] for i in game.battlefield
              if game.objects[i].card.name == "Serra Angel" and game.objects[i].card.is_token]
    assert sorted(t.controller for t in tokens) == [0, 2]
