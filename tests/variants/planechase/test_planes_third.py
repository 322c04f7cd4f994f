"""Planes and phenomena: replacement statics from the command zone
(614.1, 901.7), "nontoken" subjects (111.1), combat-damage triggers of planes (603.2),
intervening "if" clauses (603.4) and the phenomena that reorder the planar deck (701.24)."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, END, MAIN2
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, done, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive as _arrive
from tests.variants.planechase.helpers import pc_game, plane_names, settle, walk_to
from tests.variants.planechase.test_planes import _chaos, _settle


def _on_battlefield(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def _attack(game, attacker: int, defender: int = 1) -> None:
    """Attack ``defender`` with ``attacker`` and go on to the second main phase, answering
    "you may" with yes and other choices with their first option."""
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"
    game.choose(("attack", attacker, "player", defender))
    done(game)
    for _ in range(100):
        d = game.pending
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
    raise AssertionError("second main phase not reached")


def _cast(game, name: str) -> None:
    """Cast ``name`` (a one-mana black spell) from seat 0's hand with an untapped Swamp (not
    a Forest, so a test can count fetched Forests)."""
    put(game, 0, "Swamp")
    refresh(game)
    oid = next(i for i in game.players[0].hand if game.objects[i].card.name == name)
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == oid))
    _settle(game)


def test_stronghold_furnace_doubles_damage_from_the_command_zone_and_chaos_pings():
    game = pc_game(("Stronghold Furnace", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Stronghold Furnace")
    life = [p.life for p in game.players]
    _chaos(game)  # 1 damage to any target (the first option: a player), doubled (614.1a)
    assert sorted(a - p.life for a, p in zip(life, game.players, strict=True)) == [0, 2]
    bear = put(game, 0, "Grizzly Bears")
    life1 = game.players[1].life
    _attack(game, bear)
    assert game.players[1].life == life1 - 4


def test_bloodhill_bastion_entering_creatures_gain_double_strike_and_chaos_flickers_nontoken():
    game = pc_game(("Bloodhill Bastion", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Bloodhill Bastion")
    put(game, 0, "Typhoid Rats", "hand")
    _cast(game, "Typhoid Rats")
    _settle(game)
    [bear] = _on_battlefield(game, "Typhoid Rats", 0)
    assert cont.has_keyword(game, game.objects[bear], "Double strike")
    assert cont.has_keyword(game, game.objects[bear], "Haste")
    _chaos(game)  # the only nontoken creature: it returns as a new object (400.7)
    [new] = _on_battlefield(game, "Typhoid Rats", 0)
    assert new != bear and game.objects[new].controller == 0
    assert cont.has_keyword(game, game.objects[new], "Double strike")  # it entered again


def test_bloodhill_bastion_chaos_cannot_target_a_token():
    game = pc_game(("Bloodhill Bastion", "Megaflora Jungle", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Megaflora Jungle")
    _chaos(game)
    [butterfly] = _on_battlefield(game, "Butterfly", 0)
    _arrive(game, "Bloodhill Bastion")
    _chaos(game)  # "target nontoken creature you control": no legal target (111.1, 603.3d)
    assert _on_battlefield(game, "Butterfly", 0) == [butterfly]
    assert not [e for e in game.events if e.kind == "exile"]


def test_murasa_nontoken_creature_entering_fetches_a_basic_land_and_chaos_animates_a_land():
    game = pc_game(("Murasa", "Krosa"), libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    _arrive(game, "Murasa")
    put(game, 1, "Grizzly Bears", "hand")
    lands = len(_on_battlefield(game, "Island", 1))
    put(game, 0, "Typhoid Rats", "hand")
    _cast(game, "Typhoid Rats")
    _settle(game)
    forests = _on_battlefield(game, "Forest", 0)
    assert len(forests) == 1 and game.objects[forests[0]].tapped  # put onto it tapped
    assert len(_on_battlefield(game, "Island", 1)) == lands
    _chaos(game)  # target land: it becomes a 4/4 creature that's still a land
    [land] = [game.objects[i] for i in game.battlefield
              if cont.is_type(game, game.objects[i], "Land")
              and cont.is_type(game, game.objects[i], "Creature")]
    assert (cont.power(game, land), cont.toughness(game, land)) == (4, 4)


def test_academy_at_tolaria_west_draws_seven_with_an_empty_hand_and_chaos_discards_it():
    game = pc_game(("Academy at Tolaria West", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Academy at Tolaria West")
    assert game.players[0].hand
    _chaos(game)
    assert not game.players[0].hand and game.players[0].graveyard
    pass_until(game, END, 0)
    _settle(game)
    assert len(game.players[0].hand) == 7


def test_academy_at_tolaria_west_intervening_if_a_card_in_hand_means_no_trigger():
    game = pc_game(("Academy at Tolaria West", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Academy at Tolaria West")
    clear_hand(game, 0)
    put(game, 0, "Forest", "hand")
    pass_until(game, END, 0)
    _settle(game)
    assert len(game.players[0].hand) == 1  # 603.4: it never triggered


def test_undercity_reaches_combat_damage_draws_and_chaos_removes_maximum_hand_size():
    game = pc_game(("Undercity Reaches", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Undercity Reaches")
    bear = put(game, 0, "Grizzly Bears")
    hand = len(game.players[0].hand)
    _attack(game, bear)
    assert len(game.players[0].hand) == hand + 1
    _chaos(game)
    assert game.players[0].max_hand_size is None


def test_orochi_colony_combat_damage_fetches_a_tapped_basic_and_chaos_makes_unblockable():
    game = pc_game(("Orochi Colony", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Orochi Colony")
    bear = put(game, 0, "Grizzly Bears")
    _chaos(game)
    assert cont.has_keyword(game, game.objects[bear], "Can't be blocked")
    forests = len(_on_battlefield(game, "Forest", 0))
    library = len(game.players[0].library)
    _attack(game, bear)
    assert len(_on_battlefield(game, "Forest", 0)) == forests + 1
    assert len(game.players[0].library) == library - 1
    assert any(game.objects[i].tapped for i in _on_battlefield(game, "Forest", 0))


def test_spatial_merging_planeswalks_to_the_next_two_planes_at_once():
    game = pc_game(("Spatial Merging", "Krosa", "Gavony", "Mutual Epiphany", "Megaflora Jungle",
                    "Onakke Catacomb"))
    to_main(game, 0)
    walk_to(game, "Spatial Merging")
    deck = rules.planar_deck(game, 0)
    epiphany = next(i for i in deck if game.objects[i].card.name == "Mutual Epiphany")
    planes = [i for i in deck if i != epiphany][:2]
    rules.set_planar_deck(game, 0, (planes[0], epiphany, planes[1],
                              *(i for i in deck if i != epiphany and i not in planes)))
    names = sorted(game.objects[i].card.name for i in planes)
    refresh(game)
    _settle(game)
    assert sorted(plane_names(game)) == names  # 901.11c: two face-up planes
    assert rules.planar_deck(game, 0)[-1] == epiphany  # the other revealed card at the bottom
    bear = put(game, 1, "Grizzly Bears")
    rules.planeswalk(game, 0, "test")  # away from both planes (901.11c)
    assert len(plane_names(game)) == 1
    assert bear in game.battlefield


def test_interplanar_tunnel_puts_the_chosen_plane_on_top_then_planeswalks_to_it():
    game = pc_game(("Interplanar Tunnel", "Krosa", "Gavony", "Onakke Catacomb",
                    "Megaflora Jungle", "Fields of Summer", "Tazeem"))
    to_main(game, 0)
    walk_to(game, "Interplanar Tunnel")
    refresh(game)
    for _ in range(30):
        d = game.pending
        if d.kind == "choose" and d.options and d.options[0][0] == "plane":
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    else:
        raise AssertionError("no choice of plane")
    offered = [o[2] for o in game.pending.options]
    assert len(offered) == 5 and "Interplanar Tunnel" not in offered
    game.choose(game.pending.options[-1])  # the fifth plane revealed
    _settle(game)
    assert plane_names(game) == [offered[-1]]  # 704.6f planeswalks to the card on top


def test_isle_of_vesuva_nontoken_creatures_are_copied_and_chaos_destroys_the_same_name():
    game = pc_game(("Isle of Vesuva", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Isle of Vesuva")
    bear = put(game, 1, "Grizzly Bears")
    put(game, 0, "Typhoid Rats", "hand")
    _cast(game, "Typhoid Rats")
    rats = _on_battlefield(game, "Typhoid Rats", 0)
    assert len(rats) == 2  # the card and one token copy (the token is no nontoken creature)
    token = next(game.objects[i] for i in rats if game.objects[i].card.is_token)
    assert cont.has_keyword(game, token, "Deathtouch") and token.controller == 0
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_preferring(game, rats[0])
    assert not _on_battlefield(game, "Typhoid Rats") and bear in game.battlefield


def test_immersturm_entering_creature_may_deal_its_power_and_chaos_flickers_to_its_owner():
    game = pc_game(("Immersturm", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Immersturm")
    put(game, 0, "Typhoid Rats", "hand")
    put(game, 0, "Swamp")
    refresh(game)
    oid = next(i for i in game.players[0].hand if game.objects[i].card.name == "Typhoid Rats")
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == oid))
    life = game.players[1].life
    for _ in range(20):
        d = game.pending
        if d.kind == "choose" and ("damage", "player", 1) in d.options:
            assert d.player == 0 and ("none",) in d.options  # "may", of their choice
            game.choose(("damage", "player", 1))
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    _settle(game)
    assert game.players[1].life == life - 1
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(bear).controller = 0
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_preferring(game, bear)
    [back] = _on_battlefield(game, "Grizzly Bears")
    assert back != bear and game.objects[back].controller == 1  # under its owner's control


def test_minamo_casting_may_draw_and_chaos_each_player_may_return_a_blue_card():
    game = pc_game(("Minamo", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Minamo")
    put(game, 0, "Typhoid Rats", "hand")
    hand = len(game.players[0].hand)
    _cast(game, "Typhoid Rats")
    assert len(game.players[0].hand) == hand  # cast one, drew one
    for seat in (0, 1):
        put(game, seat, "Wind Drake", "graveyard")
        put(game, seat, "Grizzly Bears", "graveyard")
    hands = [len(p.hand) for p in game.players]
    _chaos(game)
    assert [len(p.hand) for p in game.players] == [h + 1 for h in hands]
    assert all("Wind Drake" in [game.objects[i].card.name for i in p.hand] for p in game.players)


def test_mount_keralia_pressure_counters_erupt_when_leaving_and_chaos_shields_your_side():
    game = pc_game(("Mount Keralia", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Mount Keralia")
    for seat in (0, 1):  # each planar controller's end step (901.6)
        pass_until(game, END, seat)
        _settle(game)
    to_main(game, 0)
    keralia = rules.face_up(game)[0][0]
    assert plane_names(game) == ["Mount Keralia"] and game.objects[keralia].counter("pressure") == 2
    mine, theirs = put(game, 0, "Centaur Courser"), put(game, 1, "Centaur Courser")
    bear = put(game, 1, "Grizzly Bears")
    _chaos(game)  # seat 0's permanents are shielded from planes named Mount Keralia
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)
    assert game.objects[theirs].damage == 2 and bear not in game.battlefield
    assert game.objects[mine].damage == 0
    assert [e for e in game.events if e.kind == "prevent" and e.rule == "615.1a"]


def test_unit_headquarters_makes_tapped_soldiers_and_chaos_counters_each_creature():
    game = pc_game(("UNIT Headquarters", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")  # leave a starting UNIT Headquarters first
    for token in _on_battlefield(game, "Soldier"):
        game.cease_to_exist(token)
    _arrive(game, "UNIT Headquarters")
    [soldier] = _on_battlefield(game, "Soldier", 0)
    assert game.objects[soldier].tapped and game.objects[soldier].card.is_token
    bear, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert game.objects[bear].counter("+1/+1") == 1 == game.objects[soldier].counter("+1/+1")
    assert game.objects[theirs].counter("+1/+1") == 0
    pass_until(game, 1, 1)  # seat 1's upkeep: seat 1 is the planar controller now (901.6)
    _settle(game)
    assert len(_on_battlefield(game, "Soldier", 1)) == 1


def test_sky_deck_glass_counters_then_destroys_them_when_planeswalking_away():
    game = pc_game(("Sky Deck", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")  # leave a starting Sky Deck first
    bear, other = put(game, 1, "Grizzly Bears"), put(game, 0, "Centaur Courser")
    walk_to(game, "Sky Deck")
    refresh(game)
    _settle_preferring(game, bear)
    assert game.objects[bear].counter("glass") == 1
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_preferring(game, bear)
    assert game.objects[bear].counter("glass") == 2
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)
    assert bear not in game.battlefield and other in game.battlefield


def test_unleash_the_flux_each_player_sacrifices_until_the_flip_is_won():
    game = pc_game(("Unleash the Flux", "Gavony"))
    to_main(game, 0)
    for seat in (0, 1):
        for _ in range(6):
            put(game, seat, "Grizzly Bears")
    _arrive(game, "Unleash the Flux")
    flips = [e.data["won"] for e in game.events if e.kind == "coin_flip"]
    assert flips and flips[-1] and not any(flips[:-1])  # repeated until a won flip
    for seat in (0, 1):
        assert len(_on_battlefield(game, "Grizzly Bears", seat)) == 6 - len(flips)
    assert plane_names(game) == ["Gavony"]


def test_stairs_to_infinity_no_maximum_hand_size_rolls_draw_and_chaos_reveals_the_top():
    from casualmagic.core.state import UPKEEP

    game = pc_game(("Stairs to Infinity", "Gavony", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Stairs to Infinity")
    for _ in range(5):
        put(game, 0, "Forest", "hand")
    hand = len(game.players[0].hand)
    assert hand > 7
    pass_until(game, UPKEEP, 1)  # through seat 0's cleanup step
    assert len(game.players[0].hand) == hand  # 402.2: no discard to hand size (514.1)
    assert game.players[0].max_hand_size == 7  # the plane changed the rule, not the player
    to_main(game, 1)
    assert plane_names(game) == ["Stairs to Infinity"]
    hand1 = len(game.players[1].hand)
    rules.roll_planar_die(game, 1)  # seat 1 is the planar controller now (901.6)
    refresh(game)
    _settle(game)
    assert len(game.players[1].hand) == hand1 + 1
    _arrive(game, "Stairs to Infinity")
    top = rules.planar_deck(game, 1)[0]
    _chaos(game)  # "yes": it goes to the bottom
    assert rules.planar_deck(game, 1)[-1] == top


def test_horizon_boughs_untaps_every_players_permanents_and_chaos_fetches_three_basics():
    from casualmagic.core.state import UNTAP

    game = pc_game(("Horizon Boughs", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Horizon Boughs")
    mine = put(game, 0, "Grizzly Bears")
    game.obj_w(mine).tapped = True
    forests = len(_on_battlefield(game, "Forest", 0))
    _chaos(game)
    fetched = _on_battlefield(game, "Forest", 0)
    assert len(fetched) == forests + 3
    pass_until(game, UNTAP + 1, 1)  # seat 1's untap step untaps seat 0's permanents too
    assert not game.objects[mine].tapped
    assert not any(game.objects[i].tapped for i in fetched)


def test_aretopolis_scroll_counters_gain_life_draw_and_ten_counters_planeswalk():
    game = pc_game(("Aretopolis", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")  # leave a starting Aretopolis first
    life = game.players[0].life
    _arrive(game, "Aretopolis")
    assert game.players[0].life == life + 1
    hand = len(game.players[0].hand)
    _chaos(game)  # a second scroll counter, then draw two
    assert len(game.players[0].hand) == hand + 2
    aretopolis = rules.face_up(game)[0][0]
    o = game.obj_w(aretopolis)
    o.counters = o.with_counter("scroll", 7)  # nine now
    _chaos(game)  # the tenth: draw ten, then the state trigger planeswalks (603.8)
    assert plane_names(game) == ["Gavony"]
    assert any(e.kind == "planeswalk" and e.data["from"] == ["Aretopolis"] for e in game.events)


def test_furnace_layer_a_random_player_discards_lands_cost_three_and_chaos_may_destroy():
    game = pc_game(("Furnace Layer", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    for seat in (0, 1):
        clear_hand(game, seat)
        put(game, seat, "Forest", "hand")
    life = [p.life for p in game.players]
    mark = game.events[-1].seq
    _arrive(game, "Furnace Layer")
    picked = [e for e in game.events if e.kind == "random_target" and e.seq > mark]
    assert len(picked) == 1 and picked[0].rule == "601.2c"  # chosen as it goes on the stack
    kind, loser = picked[0].data["target"]
    assert kind == "player"
    assert not game.players[loser].hand and game.players[loser].life == life[loser] - 3
    assert game.players[1 - loser].life == life[1 - loser]
    bear = put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert bear not in game.battlefield


def test_naya_any_number_of_land_plays_and_chaos_pumps_per_land():
    game = pc_game(("Naya", "Gavony"))
    to_main(game, 0)
    _arrive(game, "Gavony")
    _arrive(game, "Naya")
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest", "hand")
    before = len(_on_battlefield(game, "Forest", 0))
    for _ in range(3):  # 305.2: any number of lands this turn
        refresh(game)
        game.choose(next(o for o in game.pending.options if o[0] == "play"))
        _settle(game)
    assert len(_on_battlefield(game, "Forest", 0)) == before + 3
    bear, rats = put(game, 0, "Grizzly Bears"), put(game, 0, "Typhoid Rats")
    _chaos(game)
    lands = len(_on_battlefield(game, "Forest", 0))
    assert cont.power(game, game.objects[bear]) == 2 + lands
    assert cont.power(game, game.objects[rats]) == 1  # black: not a legal target
    rules.planeswalk(game, 0, "test")  # away from Naya: one land a turn again
    assert game.players[0].land_plays == 1


def _settle_preferring(game, oid: int) -> None:
    """Like ``settle``, but pick the option naming ``oid`` (a target) whenever one does."""
    settle(game, pick=lambda d: next((o for o in d.options if oid in o[1:]), None)
           if d.kind != "priority" else None)
