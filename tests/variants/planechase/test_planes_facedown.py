"""Planes with face-down permanents and cards from unusual zones: manifest dread (701.34,
from its reminder text), turning face up (701.34b, 708.8), magic tricks and Hat tokens
(Preston's Stage), suspend granted from the hand and time travel (702.62a), and cards
exiled from the top of the library and played (Artist Alley)."""

from __future__ import annotations

from casualmagic.core.state import MAIN1, MAIN2
from casualmagic.engine import continuous as cont
from casualmagic.engine.face_down import real_card  # 708.5: the card it is
from casualmagic.variants.planechase import rules
from tests.engine.helpers import has_option, option, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, plane_names, settle

PLANES = ("Pursued by Something", "No Way Out (Playtest)", "Preston's Stage", "Amy's Home",
          "Artist Alley (Plane)", "Bicycle Rack", "Stroopwafel Cafe", "Gavony", "Krosa")


def _game(first_plane: str, seed: int = 0):
    game = pc_game(PLANES, seed=seed)
    to_main(game, 0)
    arrive(game, first_plane)
    return game


def _on_top(game, player: int, *names: str) -> list[int]:
    """Put cards named ``names`` on top of ``player``'s library, in that order."""
    ids = [put(game, player, n, "library") for n in names]
    p = game.player_w(player)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    refresh(game)
    return ids


def _face_down(game, player: int) -> list[int]:
    return [o.id for o in game.permanents(player) if o.face_down]


def _until_choice(game) -> None:
    """Pass priority until a decision other than priority is asked (a trigger resolves)."""
    for _ in range(20):
        if game.pending.kind != "priority":
            return
        game.choose(("pass",))
    raise AssertionError("no decision")


def _chaos(game, *prefer) -> None:
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, *prefer)


def _lands(game, player: int, name: str, n: int) -> None:
    for _ in range(n):
        put(game, player, name)


# -- Pursued by Something -----------------------------------------------------------------

def test_701_34_pursued_by_something_manifests_dread_in_second_main_if_a_creature_is_tapped():
    game = _game("Pursued by Something")
    bears = put(game, 0, "Grizzly Bears")
    game.obj_w(bears).tapped = True
    bears_card, bolt_card = _on_top(game, 0, "Grizzly Bears", "Lightning Bolt")
    pass_until(game, MAIN2, 0)
    _until_choice(game)
    d = game.pending
    assert d.kind == "choose" and {o[1] for o in d.options} == {bears_card, bolt_card}
    game.choose(option(game, "card", bears_card))
    settle(game)
    down = _face_down(game, 0)
    assert len(down) == 1
    o = game.objects[down[0]]
    assert real_card(o).name == "Grizzly Bears" and (cont.power(game, o), cont.toughness(game, o)) == (2, 2)
    assert cont.characteristics(game, o).subtypes == ()  # 701.34a: no subtypes
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Lightning Bolt"]


def test_701_34_pursued_by_something_does_nothing_without_a_tapped_creature():
    game = _game("Pursued by Something")
    put(game, 0, "Grizzly Bears")
    _on_top(game, 0, "Grizzly Bears", "Lightning Bolt")
    pass_until(game, MAIN2, 0)
    settle(game)
    assert _face_down(game, 0) == [] and game.players[0].graveyard == ()


def test_701_34b_a_manifested_creature_card_turns_face_up_for_its_mana_cost():
    game = _game("Pursued by Something")
    game.obj_w(put(game, 0, "Grizzly Bears")).tapped = True
    _on_top(game, 0, "Grizzly Bears", "Lightning Bolt")
    pass_until(game, MAIN2, 0)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "card"
                                      and o[2] == "Grizzly Bears"), None))
    down = _face_down(game, 0)[0]
    assert not has_option(game, "turn_face_up", down)  # no mana: it can't be paid
    _lands(game, 0, "Forest", 2)
    game.choose(option(game, "turn_face_up", down))
    settle(game)
    o = game.objects[down]
    assert not o.face_down and cont.characteristics(game, o).subtypes == ("Bear",)
    assert all(game.objects[i].tapped for i in game.battlefield
               if game.objects[i].card.name == "Forest")
    assert any(e.kind == "turn_face_up" and e.rule == "701.34b" for e in game.events)


def test_701_34b_a_manifested_instant_cannot_be_turned_face_up():
    game = _game("Pursued by Something")
    game.obj_w(put(game, 0, "Grizzly Bears")).tapped = True
    _on_top(game, 0, "Lightning Bolt", "Grizzly Bears")
    _lands(game, 0, "Mountain", 2)
    pass_until(game, MAIN2, 0)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "card"
                                      and o[2] == "Lightning Bolt"), None))
    down = _face_down(game, 0)[0]
    assert real_card(game.objects[down]).name == "Lightning Bolt"
    assert not has_option(game, "turn_face_up", down)


def test_pursued_by_something_chaos_casts_an_exiled_manifested_instant_for_free():
    game = _game("Pursued by Something")
    game.obj_w(put(game, 0, "Grizzly Bears")).tapped = True
    _on_top(game, 0, "Lightning Bolt", "Grizzly Bears")
    pass_until(game, MAIN2, 0)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "card"
                                      and o[2] == "Lightning Bolt"), None))
    down = _face_down(game, 0)[0]
    life = game.players[1].life
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, ("target", "object", down), ("target", "player", 1))
    casts = [e for e in game.events if e.kind == "cast" and e.data["card"] == "Lightning Bolt"]
    assert casts, "the exiled instant is cast"
    assert game.players[1].life == life - 3
    assert any(game.objects[i].card.name == "Lightning Bolt" for i in game.players[0].graveyard)


def test_pursued_by_something_chaos_returns_a_creature_under_its_owners_control():
    game = _game("Pursued by Something")
    theirs = put(game, 1, "Grizzly Bears")
    game.obj_w(theirs).counters = (("+1/+1", 1),)
    _chaos(game)
    assert theirs not in game.battlefield
    back = [o for o in game.permanents(1) if o.card.name == "Grizzly Bears"]
    assert len(back) == 1 and back[0].controller == 1 and back[0].counter("+1/+1") == 0


# -- No Way Out ---------------------------------------------------------------------------

def test_122_6_no_way_out_enters_with_three_dread_counters_and_planeswalking_is_chaos():
    game = _game("No Way Out (Playtest)")
    plane = rules.face_up(game)[0][0]
    assert game.objects[plane].counter("dread") == 3
    rules.planeswalk(game, 0, "test")
    assert plane_names(game) == ["No Way Out (Playtest)"]
    assert any(e.kind == "chaos_ensues" and e.rule == "614.1a" for e in game.events)
    refresh(game)
    settle(game)
    assert game.objects[plane].counter("dread") == 2  # its own chaos ability resolved
    _chaos(game)
    _chaos(game)
    assert game.objects[plane].counter("dread") == 0
    rules.planeswalk(game, 0, "test")
    assert plane_names(game) != ["No Way Out (Playtest)"]


def test_no_way_out_manifests_dread_on_a_roll_and_chaos_turns_face_down_permanents_face_up():
    game = _game("No Way Out (Playtest)")
    _on_top(game, 0, "Hill Giant", "Lightning Bolt")
    rules.fire_face_up(game, "roll_planar_die", 0)
    refresh(game)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "card"
                                      and o[2] == "Hill Giant"), None))
    down = _face_down(game, 0)
    assert [real_card(game.objects[i]).name for i in down] == ["Hill Giant"]
    _chaos(game, ("permanent", down[0]))
    o = game.objects[down[0]]
    assert not o.face_down and cont.power(game, o) == 3  # free: 708.8, no mana paid


# -- Preston's Stage ----------------------------------------------------------------------

def _hats(game, player: int) -> int:
    return sum(1 for o in game.permanents(player) if o.card.name == "Hat")


def test_prestons_stage_casting_an_instant_is_a_magic_trick_that_makes_a_hat():
    game = _game("Preston's Stage")
    _lands(game, 0, "Mountain", 1)
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(option(game, "cast", bolt))
    settle(game, pick=lambda d: next((o for o in d.options if ("player", 1) in o[1:]
                                      or o[1:2] == (1,)), None))
    assert _hats(game, 0) == 1 and _hats(game, 1) == 0
    sorcery = put(game, 0, "Divination", "hand")
    _lands(game, 0, "Island", 3)
    game.choose(option(game, "cast", sorcery))
    settle(game)
    assert _hats(game, 0) == 1  # a sorcery without flash is no magic trick


def test_prestons_stage_hat_makes_a_rabbit_and_turning_face_up_is_a_magic_trick():
    game = _game("Preston's Stage")
    gb = put(game, 0, "Grizzly Bears", "library")
    from casualmagic.mechanics.manifest import manifest

    down = manifest(game, 0, gb)
    _lands(game, 0, "Forest", 3)
    refresh(game)
    game.choose(option(game, "turn_face_up", down))
    settle(game)
    assert _hats(game, 0) == 1
    hat = next(o.id for o in game.permanents(0) if o.card.name == "Hat")
    game.choose(option(game, "activate", hat))
    settle(game)
    rabbits = [o for o in game.permanents(0) if o.card.name == "Rabbit"]
    assert len(rabbits) == 1 and (cont.power(game, rabbits[0]),
                                  cont.toughness(game, rabbits[0])) == (1, 1)
    assert hat not in game.battlefield


def test_702_8a_prestons_stage_chaos_gives_creature_cards_flash_until_your_next_turn():
    game = _game("Preston's Stage")
    _lands(game, 0, "Forest", 2)
    bears = put(game, 0, "Grizzly Bears", "hand")
    bolt = put(game, 1, "Lightning Bolt", "hand")
    _lands(game, 1, "Mountain", 1)
    _chaos(game)
    assert not has_option(game, "cast", bolt)
    pass_until(game, MAIN1, 1)
    game.choose(("pass",))  # the opponent's main phase: I get priority
    assert game.pending.player == 0 and has_option(game, "cast", bears)  # as though flash
    game.choose(option(game, "cast", bears))
    settle(game)
    assert any(o.card.name == "Grizzly Bears" for o in game.permanents(0))
    later = put(game, 0, "Grizzly Bears", "hand")
    pass_until(game, MAIN1, 0)  # my next turn has begun: the flash has ended (611.2a)
    pass_until(game, MAIN1, 1)
    assert game.turn >= 4
    game.choose(("pass",))
    assert game.pending.player == 0 and not has_option(game, "cast", later)


# -- Amy's Home ---------------------------------------------------------------------------

def test_702_62a_amys_home_suspends_a_card_from_hand_and_time_travel_casts_it():
    game = pc_game(PLANES)
    to_main(game, 0)
    giant = put(game, 0, "Hill Giant", "hand")
    from tests.variants.planechase.helpers import walk_to

    walk_to(game, "Amy's Home")
    refresh(game)
    settle(game, ("card", giant, "Hill Giant"))
    exiled = [o for o in game.objects.values() if o.zone == "exile"
              and o.card.name == "Hill Giant"]
    assert len(exiled) == 1 and exiled[0].counter("time") == 4
    _chaos(game, ("add", exiled[0].id))
    assert game.objects[exiled[0].id].counter("time") == 5
    w = game.obj_w(exiled[0].id)
    w.counters = (("time", 1),)
    _chaos(game, ("remove", exiled[0].id))
    assert any(o.card.name == "Hill Giant" for o in game.permanents(0))  # cast by suspend


# -- Artist Alley -------------------------------------------------------------------------

def test_601_3_artist_alley_exiles_the_top_card_and_it_may_be_played_this_turn():
    game = pc_game(PLANES)
    to_main(game, 0)
    (bears,) = _on_top(game, 0, "Grizzly Bears")
    _lands(game, 0, "Forest", 2)
    arrive(game, "Artist Alley (Plane)")
    exiled = next(o.id for o in game.objects.values() if o.zone == "exile"
                  and o.card.name == "Grizzly Bears")
    assert bears not in game.players[0].library
    game.choose(option(game, "cast", exiled))
    settle(game)
    assert any(o.card.name == "Grizzly Bears" for o in game.permanents(0))


def test_artist_alley_chaos_an_opponent_chooses_the_card_cast_for_free():
    game = _game("Artist Alley (Plane)")
    six = _on_top(game, 0, "Hill Giant", "Forest", "Grizzly Bears", "Forest", "Forest", "Forest")
    exiled_before = sum(1 for o in game.objects.values() if o.zone == "exile")
    rules.chaos_ensues(game, "test")
    refresh(game)
    _until_choice(game)
    d = game.pending
    assert d.kind == "choose" and d.player == 1  # the opponent picks
    assert sorted(o[2] for o in d.options) == ["Grizzly Bears", "Hill Giant"]
    game.choose(next(o for o in d.options if o[2] == "Hill Giant"))
    settle(game)
    assert any(o.card.name == "Hill Giant" for o in game.permanents(0))
    assert not set(six) & set(game.players[0].library)
    assert sum(1 for o in game.objects.values() if o.zone == "exile") == exiled_before + 5


# -- Bicycle Rack -------------------------------------------------------------------------

def test_702_29a_bicycle_rack_gives_cards_in_hand_cycling_2():
    game = _game("Bicycle Rack")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert not has_option(game, "activate", bolt, "granted cycling")  # no mana yet
    _lands(game, 0, "Island", 2)
    hand = len(game.players[0].hand)
    game.choose(option(game, "activate", bolt, "granted cycling"))
    settle(game)
    assert bolt not in game.players[0].hand
    assert any(game.objects[i].card.name == "Lightning Bolt" for i in game.players[0].graveyard)
    assert len(game.players[0].hand) == hand  # discarded one, drew one
    assert all(game.objects[i].tapped for i in game.battlefield
               if game.objects[i].card.name == "Island")


def test_613_4c_bicycle_rack_chaos_pumps_creatures_for_each_card_discarded_this_turn():
    game = _game("Bicycle Rack")
    mine, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert cont.power(game, game.objects[mine]) == 2  # nothing discarded yet
    _lands(game, 0, "Island", 4)
    for name in ("Lightning Bolt", "Shock"):
        card = put(game, 0, name, "hand")
        game.choose(option(game, "activate", card, "granted cycling"))
        settle(game)
    o = game.objects[mine]
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)
    assert cont.power(game, game.objects[theirs]) == 2  # not theirs: "creatures you control"
    pass_until(game, MAIN1, 1)
    assert cont.power(game, game.objects[mine]) == 2  # until end of turn


# -- Stroopwafel Cafe ---------------------------------------------------------------------

def test_601_3_stroopwafel_cafe_players_see_and_play_the_top_card_of_their_library():
    from casualmagic.engine.view import player_view

    game = _game("Stroopwafel Cafe")
    bears, = _on_top(game, 0, "Grizzly Bears")
    theirs, = _on_top(game, 1, "Lightning Bolt")
    _lands(game, 0, "Forest", 2)
    view = str(player_view(game, 0))
    assert "Grizzly Bears" in view and "Lightning Bolt" not in view  # only their own
    assert has_option(game, "cast", bears) and not has_option(game, "cast", theirs)
    game.choose(option(game, "cast", bears))
    settle(game)
    assert any(o.card.name == "Grizzly Bears" for o in game.permanents(0))


def test_111_10b_stroopwafel_cafe_the_top_card_is_a_food_activated_from_the_library():
    game = _game("Stroopwafel Cafe")
    top, = _on_top(game, 0, "Hill Giant")
    assert not has_option(game, "activate", top, "library food")  # {2} can't be paid
    _lands(game, 0, "Mountain", 2)
    life = game.players[0].life
    game.choose(option(game, "activate", top, "library food"))
    settle(game)
    assert game.players[0].life == life + 3
    assert top not in game.players[0].library
    assert any(game.objects[i].card.name == "Hill Giant" for i in game.players[0].graveyard)


def test_stroopwafel_cafe_chaos_sacrifice_a_food_to_draw_gain_and_drain():
    game = _game("Stroopwafel Cafe")
    top, = _on_top(game, 0, "Hill Giant")
    hand, mine, theirs = (len(game.players[0].hand), game.players[0].life,
                          game.players[1].life)
    _chaos(game, ("sacrifice", top))
    assert any(game.objects[i].card.name == "Hill Giant" for i in game.players[0].graveyard)
    assert len(game.players[0].hand) == hand + 1
    assert (game.players[0].life, game.players[1].life) == (mine + 3, theirs - 3)


def test_stroopwafel_cafe_chaos_declined_does_nothing_more():
    game = _game("Stroopwafel Cafe")
    hand, theirs = len(game.players[0].hand), game.players[1].life
    _chaos(game, ("none",))
    assert len(game.players[0].hand) == hand and game.players[1].life == theirs


# -- "at the beginning of your upkeep" ------------------------------------------------------

def _exiled(game, owner: int) -> list[int]:
    return [o.id for o in game.objects.values() if o.zone == "exile" and o.owner == owner]


def test_artist_alley_exiles_the_top_card_again_at_the_beginning_of_your_upkeep():
    game = _game("Artist Alley (Plane)")
    pass_until(game, MAIN1, 1)
    before = len(_exiled(game, 0))
    assert len(_exiled(game, 1)) == 1  # the opponent, planar controller in their turn (901.6)
    _on_top(game, 0, "Llanowar Elves")
    pass_until(game, MAIN1, 0)
    settle(game)
    elves = [i for i in _exiled(game, 0) if game.objects[i].card.name == "Llanowar Elves"]
    assert len(_exiled(game, 0)) == before + 1 and len(elves) == 1


def test_702_62a_amys_home_offers_a_suspend_at_the_beginning_of_your_upkeep():
    game = _game("Amy's Home")
    pass_until(game, MAIN1, 1)
    divination = put(game, 0, "Divination", "hand")
    pass_until(game, MAIN1, 0)
    settle(game, ("card", divination, "Divination"))
    exiled = [game.objects[i] for i in _exiled(game, 0)
              if game.objects[i].card.name == "Divination"]
    assert len(exiled) == 1 and exiled[0].counter("time") == 3
