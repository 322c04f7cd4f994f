"""A scenario test for each scheme card (CR 314): the archenemy (seat 1) sets it in motion
(904.9) against three opponents and its abilities resolve."""

from __future__ import annotations

from casualmagic.core.state import END, MAIN1, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.lands import land_plays
from casualmagic.engine.primitives import deal_damage
from casualmagic.variants.archenemy import rules
from tests.engine.helpers import pass_until, put
from tests.variants.archenemy.helpers import (
    ae_game,
    deck_with,
    names_on,
    next_turn,
    pass_until_set_in_motion,
    scheme_in_motion,
    settle,
)


def game_for(*schemes: str, players: int = 4, libs=None):
    return ae_game(players, deck_with(*schemes), libs=libs)


def on_library_top(game, seat: int, name: str) -> int:
    oid = put(game, seat, name, "library")
    p = game.player_w(seat)
    p.library = (oid, *(i for i in p.library if i != oid))
    return oid


def to_hand(game, seat: int, name: str) -> int:
    return put(game, seat, name, "hand")


def lands(game, seat: int, n: int, name: str = "Forest") -> list[int]:
    return [put(game, seat, name) for _ in range(n)]


def life(game) -> list[int]:
    return [p.life for p in game.players]


def graveyard_names(game, seat: int) -> list[str]:
    return sorted(game.objects[i].card.name for i in game.players[seat].graveyard)


# -- the original Archenemy (2010) -----------------------------------------------------------------

def test_roots_of_all_evil():
    game = game_for("Roots of All Evil")
    scheme_in_motion(game, "Roots of All Evil")
    assert names_on(game, 0) == ["Saproling"] * 5


def test_look_skyward_and_despair():
    game = game_for("Look Skyward and Despair")
    scheme_in_motion(game, "Look Skyward and Despair")
    [dragon] = [i for i in game.battlefield if game.objects[i].card.name == "Dragon"]
    o = game.objects[dragon]
    assert cont.power(game, o) == 5 and cont.has_keyword(game, o, "Flying")


def test_the_iron_guardian_stirs():
    game = game_for("The Iron Guardian Stirs")
    scheme_in_motion(game, "The Iron Guardian Stirs")
    [golem] = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Golem"]
    assert cont.is_type(game, golem, "Artifact") and cont.toughness(game, golem) == 6


def test_evil_comes_to_fruition():
    game = game_for("Evil Comes to Fruition")
    scheme_in_motion(game, "Evil Comes to Fruition")
    assert names_on(game, 0) == ["Plant"] * 7
    game = game_for("Evil Comes to Fruition")
    lands(game, 0, 10)
    scheme_in_motion(game, "Evil Comes to Fruition")
    assert names_on(game, 0) == ["Elemental"] * 7  # ten or more lands: instead


def test_your_puny_minds_cannot_fathom():
    game = game_for("Your Puny Minds Cannot Fathom")
    hand = len(game.players[0].hand) + 1  # with the turn's draw
    scheme_in_motion(game, "Your Puny Minds Cannot Fathom")
    assert len(game.players[0].hand) == hand + 4
    assert game.players[0].max_hand_size is None
    next_turn(game, UPKEEP, 0)  # until your next turn
    assert game.players[0].max_hand_size == 7


def test_the_pieces_are_coming_together():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cost_reduction

    game = game_for("The Pieces Are Coming Together")
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "The Pieces Are Coming Together")
    assert len(game.players[0].hand) == hand + 2
    assert cost_reduction(game, 0, card_by_name("Wayfarer's Bauble")) == 2
    assert cost_reduction(game, 0, card_by_name("Grizzly Bears")) == 0


def test_realms_befitting_my_majesty():
    game = game_for("Realms Befitting My Majesty")
    scheme_in_motion(game, "Realms Befitting My Majesty")
    found = [game.objects[i] for i in game.battlefield if game.objects[i].controller == 0]
    assert len(found) == 2 and all(o.tapped and o.card.name == "Forest" for o in found)


def test_tooth_claw_and_tail():
    game = game_for("Tooth, Claw, and Tail")
    bears = [put(game, q, "Grizzly Bears") for q in (1, 2, 3)]
    forest = put(game, 1, "Forest")
    scheme_in_motion(game, "Tooth, Claw, and Tail")
    assert not any(b in game.battlefield for b in bears) and forest in game.battlefield


def test_rotted_ones_lay_siege():
    from casualmagic.engine.combat import _must_attack_player

    game = game_for("Rotted Ones, Lay Siege")
    scheme_in_motion(game, "Rotted Ones, Lay Siege")
    zombies = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Zombie"]
    assert len(zombies) == 3
    assert sorted(_must_attack_player(game, z) for z in zombies) == [1, 2, 3]
    next_turn(game, MAIN1, 0)  # a later turn: still "each combat"
    assert game.turn == 3 and all(_must_attack_player(game, z) is not None for z in zombies)


def test_your_will_is_not_your_own():
    game = game_for("Your Will Is Not Your Own")
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(bear).tapped = True
    scheme_in_motion(game, "Your Will Is Not Your Own")
    o = game.objects[bear]
    assert o.controller == 0 and not o.tapped and cont.power(game, o) == 5
    assert cont.has_keyword(game, o, "Trample") and cont.has_keyword(game, o, "Haste")
    pass_until(game, UPKEEP, 1)
    assert game.objects[bear].controller == 1  # until end of turn


def test_your_fate_is_thrice_sealed():
    game = game_for("Your Fate Is Thrice Sealed", libs=[["Grizzly Bears"] * 40] + [
        ["Forest"] * 40] * 3)
    on_library_top(game, 0, "Forest")
    hand = len(game.players[0].hand)
    scheme_in_motion(game, "Your Fate Is Thrice Sealed")  # the turn's draw took the Forest? no:
    lands_now = [i for i in game.battlefield if game.objects[i].controller == 0]
    assert len(lands_now) + len(game.players[0].hand) - hand == 4  # 1 drawn, 3 revealed


def test_ignite_the_cloneforge():
    game = game_for("Ignite the Cloneforge!")
    put(game, 1, "Serra Angel")
    scheme_in_motion(game, "Ignite the Cloneforge!")
    assert names_on(game, 0) == ["Serra Angel"]


def test_embrace_my_diabolical_vision():
    game = game_for("Embrace My Diabolical Vision")
    put(game, 1, "Forest", "graveyard")
    scheme_in_motion(game, "Embrace My Diabolical Vision")
    assert len(game.players[0].hand) == 7
    assert [len(game.players[q].hand) for q in (1, 2, 3)] == [4, 4, 4]
    assert not game.players[1].graveyard


def test_into_the_earthen_maw():
    game = game_for("Into the Earthen Maw")
    angel = put(game, 1, "Serra Angel")
    bear = put(game, 2, "Grizzly Bears")
    put(game, 3, "Forest", "graveyard")
    scheme_in_motion(game, "Into the Earthen Maw", pick=lambda d: next(
        (o for o in d.options if o[:2] == ("target", "player") and o[2] == 3), None))
    assert angel not in game.battlefield and bear not in game.battlefield
    assert not game.players[3].graveyard
    assert {game.objects[i].card.name for i in game.exile} == {"Serra Angel", "Grizzly Bears",
                                                               "Forest"}


def test_all_shall_smolder_in_my_wake():
    game = game_for("All Shall Smolder in My Wake")
    bauble = put(game, 1, "Wayfarer's Bauble")
    arena = put(game, 2, "Phyrexian Arena")
    basic = put(game, 3, "Forest")
    scheme_in_motion(game, "All Shall Smolder in My Wake")
    assert bauble not in game.battlefield and arena not in game.battlefield
    assert basic in game.battlefield  # a basic land is no legal target


def test_all_in_good_time():
    game = game_for("All in Good Time")
    scheme_in_motion(game, "All in Good Time")
    next_turn(game, MAIN1, 0)
    assert game.turn == 2 and game.active == 0  # the extra turn (500.7)
    assert not [e for e in game.events if e.kind == "set_in_motion" and e.turn == 2]
    next_turn(game, MAIN1, 0)
    assert [e for e in game.events if e.kind == "set_in_motion" and e.turn == 4]


def test_every_hope_shall_vanish():
    game = game_for("Every Hope Shall Vanish")
    bolts = [to_hand(game, q, "Lightning Bolt") for q in (1, 2, 3)]
    scheme_in_motion(game, "Every Hope Shall Vanish")
    assert all(b not in game.players[q].hand for q, b in zip((1, 2, 3), bolts, strict=True))
    assert all(graveyard_names(game, q) == ["Lightning Bolt"] for q in (1, 2, 3))


def test_introductions_are_in_order():
    game = game_for("Introductions Are in Order")
    put(game, 0, "Serra Angel", "library")
    scheme_in_motion(game, "Introductions Are in Order")  # the first mode: search
    assert "Serra Angel" in [game.objects[i].card.name for i in game.players[0].hand]
    game = game_for("Introductions Are in Order")
    to_hand(game, 0, "Serra Angel")
    scheme_in_motion(game, "Introductions Are in Order", pick=lambda d: d.options[1]
                     if d.kind == "mode" else None)
    assert names_on(game, 0) == ["Serra Angel"]


def test_the_very_soil_shall_shake():
    game = game_for("The Very Soil Shall Shake")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "The Very Soil Shall Shake")
    assert cont.power(game, game.objects[bear]) == 4
    from casualmagic.engine.primitives import destroy

    destroy(game, bear)
    settle(game)
    assert not rules.face_up(game)  # abandoned (701.26)


def test_i_delight_in_your_convulsions():
    game = game_for("I Delight in Your Convulsions")
    scheme_in_motion(game, "I Delight in Your Convulsions")
    assert life(game) == [49, 17, 17, 17]


def test_know_naught_but_fire():
    game = game_for("Know Naught but Fire")
    to_hand(game, 2, "Forest")
    hands = [len(game.players[q].hand) for q in (1, 2, 3)]
    scheme_in_motion(game, "Know Naught but Fire")
    assert life(game)[1:] == [20 - n for n in hands]


def test_mortal_flesh_is_weak():
    game = game_for("Mortal Flesh Is Weak")
    game.player_w(2).life = 7
    scheme_in_motion(game, "Mortal Flesh Is Weak")
    assert life(game) == [40, 7, 7, 7]


def test_only_blood_ends_your_nightmares():
    game = game_for("Only Blood Ends Your Nightmares")
    bear = put(game, 1, "Grizzly Bears")
    hands = [len(game.players[q].hand) for q in (1, 2, 3)]
    scheme_in_motion(game, "Only Blood Ends Your Nightmares")
    assert bear not in game.battlefield and len(game.players[1].hand) == hands[0]
    assert [len(game.players[q].hand) for q in (2, 3)] == [hands[1] - 2, hands[2] - 2]


def test_feed_the_machine():
    game = game_for("Feed the Machine")
    mine = [put(game, 1, "Grizzly Bears") for _ in range(2)]
    others = [put(game, q, "Grizzly Bears") for q in (2, 3)]
    scheme_in_motion(game, "Feed the Machine", ("option", "others"),
                     pick=lambda d: ("target", "player", 1) if ("target", "player", 1) in d.options
                     else None)
    assert all(b in game.battlefield for b in mine)
    assert not any(b in game.battlefield for b in others)
    game = game_for("Feed the Machine")
    mine = [put(game, 1, "Grizzly Bears") for _ in range(2)]
    scheme_in_motion(game, "Feed the Machine", ("option", "self"))
    assert not any(b in game.battlefield for b in mine)


def test_may_civilization_collapse():
    game = game_for("May Civilization Collapse")
    mine = lands(game, 1, 3)
    scheme_in_motion(game, "May Civilization Collapse", ("option", "self"))
    assert sum(1 for i in mine if i in game.battlefield) == 1


def test_surrender_your_thoughts():
    game = game_for("Surrender Your Thoughts")
    hands = [len(game.players[q].hand) for q in (1, 2, 3)]
    scheme_in_motion(game, "Surrender Your Thoughts", ("option", "others"))
    assert [len(game.players[q].hand) for q in (1, 2, 3)] == [hands[0], hands[1] - 2, hands[2] - 2]


def test_the_fate_of_the_flammable():
    game = game_for("The Fate of the Flammable")
    scheme_in_motion(game, "The Fate of the Flammable", ("option", "self"))
    assert life(game) == [40, 14, 20, 20]
    game = game_for("The Fate of the Flammable")
    scheme_in_motion(game, "The Fate of the Flammable", ("option", "others"))
    assert life(game) == [40, 20, 17, 17]


def test_behold_the_power_of_destruction():
    game = game_for("Behold the Power of Destruction")
    bear, forest = put(game, 1, "Grizzly Bears"), put(game, 1, "Forest")
    other = put(game, 2, "Grizzly Bears")
    scheme_in_motion(game, "Behold the Power of Destruction")
    assert bear not in game.battlefield and forest in game.battlefield and other in game.battlefield


def test_my_genius_knows_no_bounds():
    game = game_for("My Genius Knows No Bounds")
    lands(game, 0, 3)
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "My Genius Knows No Bounds", ("x", 3),
                     pick=lambda d: d.options[0] if d.kind == "pay" else None)
    assert life(game)[0] == 43 and len(game.players[0].hand) == hand + 3


def test_which_of_you_burns_brightest():
    game = game_for("Which of You Burns Brightest?")
    lands(game, 0, 2)
    bear, own = put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")
    scheme_in_motion(game, "Which of You Burns Brightest?", ("x", 2),
                     pick=lambda d: ("target", "player", 1) if ("target", "player", 1) in d.options
                     else d.options[0] if d.kind == "pay" else None)
    assert life(game)[1] == 18 and bear not in game.battlefield and own in game.battlefield


def test_approach_my_molten_realm():
    game = game_for("Approach My Molten Realm")
    bear = put(game, 2, "Grizzly Bears")
    scheme_in_motion(game, "Approach My Molten Realm")
    deal_damage(game, game.objects[bear], ("player", 1), 2)
    assert life(game)[1] == 16  # double that damage (614.1a)
    next_turn(game, UPKEEP, 0)  # until your next turn
    deal_damage(game, game.objects[bear], ("player", 1), 2)
    assert life(game)[1] == 14


def test_a_display_of_my_dark_power():
    from casualmagic.engine.casting_rules import extra_mana

    game = game_for("A Display of My Dark Power")
    forest = put(game, 1, "Forest")
    scheme_in_motion(game, "A Display of My Dark Power")
    assert extra_mana(game, 1, game.objects[forest]) == 1  # any player's land
    pass_until(game, MAIN1, 1)
    assert extra_mana(game, 1, game.objects[forest]) == 1
    next_turn(game, UPKEEP, 0)  # until your next turn
    assert extra_mana(game, 1, game.objects[forest]) == 0


def test_every_last_vestige_shall_rot():
    game = game_for("Every Last Vestige Shall Rot")
    lands(game, 0, 2)
    bear, angel = put(game, 1, "Grizzly Bears"), put(game, 1, "Serra Angel")
    scheme_in_motion(game, "Every Last Vestige Shall Rot", ("x", 2),
                     pick=lambda d: ("target", "player", 1) if ("target", "player", 1) in d.options
                     else d.options[0] if d.kind == "pay" else None)
    assert bear not in game.battlefield and angel in game.battlefield
    assert game.objects[game.players[1].library[-1]].card.name == "Grizzly Bears"


# -- later scheme cards --------------------------------------------------------------------------

def test_the_mighty_will_fall():
    game = game_for("The Mighty Will Fall")
    game.player_w(3).life = 25
    scheme_in_motion(game, "The Mighty Will Fall")
    assert life(game) == [40, 20, 20, 18]


def test_for_each_of_you_a_gift():
    from casualmagic.engine.combat import _must_attack_player

    game = game_for("For Each of You, a Gift")
    scheme_in_motion(game, "For Each of You, a Gift")
    horrors = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Horror"]
    assert sorted(_must_attack_player(game, h) for h in horrors) == [1, 2, 3]
    assert all(cont.power(game, h) == 3 for h in horrors)


def test_delight_in_the_hunt():
    game = game_for("Delight in the Hunt")
    scheme_in_motion(game, "Delight in the Hunt")
    [horror] = [i for i in game.battlefield if game.objects[i].card.name == "Horror"]
    deal_damage(game, game.objects[horror], ("object", horror), 5)
    assert game.objects[horror].damage == 0  # prevented this turn


def test_make_yourself_useful():
    game = game_for("Make Yourself Useful")
    angel = put(game, 1, "Serra Angel")
    scheme_in_motion(game, "Make Yourself Useful")
    assert angel not in game.battlefield and life(game)[0] == 44


def test_pay_tribute_to_me():
    game = game_for("Pay Tribute to Me")
    bears = [put(game, 1, "Grizzly Bears") for _ in range(2)]
    scheme_in_motion(game, "Pay Tribute to Me")
    assert sum(b in game.battlefield for b in bears) == 1
    game = game_for("Pay Tribute to Me")
    lands(game, 0, 6)
    bears = [put(game, 1, "Grizzly Bears") for _ in range(2)]
    scheme_in_motion(game, "Pay Tribute to Me")
    assert not any(b in game.battlefield for b in bears)


def test_a_reckoning_approaches():
    game = game_for("A Reckoning Approaches")
    put(game, 0, "Serra Angel", "library")
    lib = game.player_w(0)
    lib.library = (lib.library[-1], *lib.library[:-1])
    on_library_top(game, 0, "Forest")  # drawn this turn; the Angel is among the top six
    scheme_in_motion(game, "A Reckoning Approaches", pick=lambda d: next(
        (o for o in d.options if o[0] in ("take", "choose") and len(o) > 1
         and isinstance(o[1], int) and game.objects[o[1]].card.name == "Serra Angel"), None))
    assert names_on(game, 0) == ["Serra Angel"]


def test_there_is_no_refuge():
    game = game_for("There Is No Refuge")
    bear = put(game, 1, "Grizzly Bears")
    scheme_in_motion(game, "There Is No Refuge")
    assert bear not in game.battlefield and names_on(game, 0) == ["Horror"]


def test_whats_yours_is_now_mine():
    game = game_for("What's Yours Is Now Mine")
    angel = put(game, 2, "Serra Angel")
    game.obj_w(angel).tapped = True
    scheme_in_motion(game, "What's Yours Is Now Mine")
    pass_until(game, UPKEEP, 1)
    assert game.objects[angel].controller == 0  # for good


def test_kneel_before_my_legions():
    game = game_for("Kneel Before My Legions")
    scheme_in_motion(game, "Kneel Before My Legions")
    assert names_on(game, 0) == ["Scarecrow"]
    game = game_for("Kneel Before My Legions")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "Kneel Before My Legions", pick=lambda d: d.options[1]
                     if d.kind == "mode" else None)
    o = game.objects[bear]
    assert cont.power(game, o) == 5 and cont.has_keyword(game, o, "Trample")


def test_time_bends_to_my_will():
    game = game_for("Time Bends to My Will")
    forest = put(game, 0, "Forest")
    game.obj_w(forest).tapped = True
    scheme_in_motion(game, "Time Bends to My Will")
    next_turn(game, UPKEEP, 0)
    assert game.turn == 2 and game.objects[forest].tapped  # its untap step was skipped
    assert any(e.kind in ("skip", "skip_step") for e in game.events if e.turn == 2)


def test_drench_the_soil_in_their_blood():
    game = game_for("Drench the Soil in Their Blood")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "Drench the Soil in Their Blood")
    assert cont.has_keyword(game, game.objects[bear], "Vigilance")
    pass_until(game, END, 0)
    combats = [e for e in game.events if e.turn == 1 and e.kind == "step"
               and e.data.get("step") == "beginning_of_combat"]
    assert len(combats) == 2


def test_behold_my_grandeur():
    game = game_for("Behold My Grandeur")
    scheme_in_motion(game, "Behold My Grandeur")
    assert sorted(game.players[0].mana_pool_colors()) == ["B", "R", "U"] if hasattr(
        game.players[0], "mana_pool_colors") else any(e.kind == "add_mana" for e in game.events)
    game = game_for("Behold My Grandeur")
    lands(game, 0, 6)
    put(game, 0, "Colossal Dreadmaw", "library")
    scheme_in_motion(game, "Behold My Grandeur")
    assert "Colossal Dreadmaw" in [game.objects[i].card.name for i in game.players[0].hand]


def test_perhaps_youve_met_my_cohort():
    game = game_for("Perhaps You've Met My Cohort")
    put(game, 0, "Jace Beleren", "library")
    scheme_in_motion(game, "Perhaps You've Met My Cohort")
    assert names_on(game, 0, "Planeswalker") == ["Jace Beleren"]


def test_plots_that_span_centuries():
    game = game_for("Plots That Span Centuries")
    scheme_in_motion(game, "Plots That Span Centuries")
    next_turn(game, UPKEEP, 0)
    pass_until_set_in_motion(game, 0)
    settle(game)
    assert len([e for e in game.events if e.kind == "set_in_motion" and e.turn == 3]) == 3


def test_you_are_unworthy_of_mercy():
    game = game_for("You Are Unworthy of Mercy")
    mine = [put(game, 1, "Grizzly Bears") for _ in range(3)]
    scheme_in_motion(game, "You Are Unworthy of Mercy")
    assert sum(b in game.battlefield for b in mine) == 2
    game = game_for("You Are Unworthy of Mercy")
    lands(game, 0, 6)
    mine = [put(game, 1, "Grizzly Bears") for _ in range(4)]
    scheme_in_motion(game, "You Are Unworthy of Mercy")
    assert sum(b in game.battlefield for b in mine) == 1  # three each with six lands


def test_you_live_only_because_i_will_it():
    game = game_for("You Live Only Because I Will It")
    game.player_w(0).life = 5
    scheme_in_motion(game, "You Live Only Because I Will It",
                     pick=lambda d: _redistribute_pick(game, d))
    assert sorted(life(game)) == [5, 20, 20, 20] and life(game)[0] == 20


def _redistribute_pick(game, d):
    """Pick the archenemy and player 2, then give the archenemy 20 (the other gets 5)."""
    for want in (("player", 0), ("player", 1)):
        if want in d.options and not any(e.kind == "redistribute" for e in game.events):
            return want
    for o in d.options:
        if o[0] in ("done", "stop") and len(d.options) > 2:
            return o
    for o in d.options:
        if len(o) > 2 and o[1] == 0 and o[2] == 20:
            return o
    return None


def test_this_world_belongs_to_me():
    game = game_for("This World Belongs to Me")
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "This World Belongs to Me")
    assert len(game.players[0].hand) == hand + 2
    p = game.players[0]
    assert land_plays(game, 0) - p.lands_played == 2  # an additional land this turn


def test_every_dream_a_nightmare():
    game = game_for("Every Dream a Nightmare")  # opponents hold only Forests
    hand = len(game.players[0].hand) + 1
    others = [len(game.players[q].hand) for q in (1, 2, 3)]
    scheme_in_motion(game, "Every Dream a Nightmare")
    assert [len(game.players[q].hand) for q in (1, 2, 3)] == [n - 1 for n in others]
    assert len(game.players[0].hand) == hand + 3  # three land cards discarded


def test_no_one_will_hear_your_cries():
    game = game_for("No One Will Hear Your Cries")
    bears = [put(game, 1, "Grizzly Bears"), put(game, 1, "Serra Angel"), put(game, 1, "Hill Giant")]
    mine = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "No One Will Hear Your Cries")
    assert sum(b in game.battlefield for b in bears) == 1 and mine in game.battlefield


def test_rot_like_the_scum_you_are():
    game = game_for("Rot Like the Scum You Are")
    lands(game, 1, 2)
    lands(game, 3, 3)
    scheme_in_motion(game, "Rot Like the Scum You Are")
    [ooze] = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Ooze"]
    assert ooze.counter("+1/+1") == 5 and cont.power(game, ooze) == 7


def test_my_followers_ascend():
    game = game_for("My Followers Ascend")
    scheme_in_motion(game, "My Followers Ascend")
    assert names_on(game, 0) == ["Scarecrow"]  # no creature: instead
    game = game_for("My Followers Ascend")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "My Followers Ascend")
    o = game.objects[bear]
    assert cont.power(game, o) == 7 and cont.has_keyword(game, o, "Flying")
    assert names_on(game, 0) == ["Grizzly Bears"]


def test_my_wealth_will_bury_you():
    game = game_for("My Wealth Will Bury You")
    scheme_in_motion(game, "My Wealth Will Bury You")
    assert names_on(game, 0, "Artifact") == ["Treasure"] * 4
    game = game_for("My Wealth Will Bury You")
    for q in (1, 2, 3):
        put(game, q, "Wayfarer's Bauble")
        put(game, q, "Phyrexian Arena")
    scheme_in_motion(game, "My Wealth Will Bury You")
    assert names_on(game, 0, "Artifact") == ["Treasure"] * 6


def test_your_nightmares_are_delicious():
    game = game_for("Your Nightmares Are Delicious")
    for _ in range(2):
        to_hand(game, 1, "Forest")
    hand = len(game.players[0].hand) + 1
    assert len(game.players[1].hand) == 9
    scheme_in_motion(game, "Your Nightmares Are Delicious")
    assert [len(game.players[q].hand) for q in (1, 2, 3)] == [5, 5, 5]
    assert len(game.players[0].hand) == hand  # 2 + 2 + 2 discarded: no draw


def test_your_mistake_is_my_triumph():
    game = game_for("Your Mistake Is My Triumph")
    on_library_top(game, 2, "Serra Angel")
    scheme_in_motion(game, "Your Mistake Is My Triumph",
                     pick=lambda d: next((o for o in d.options if o[0] == "put" and game.objects[
                         o[1]].card.name == "Serra Angel"), None))
    assert names_on(game, 0) == ["Serra Angel"]
    assert all(len(game.players[q].graveyard) == 3 for q in (0, 1, 3))


def test_running_is_useless():
    game = game_for("Running Is Useless")
    a, b = put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")
    angel = put(game, 3, "Serra Angel")
    scheme_in_motion(game, "Running Is Useless")
    assert angel not in game.battlefield
    assert (a in game.battlefield) != (b in game.battlefield)  # only one with mana value 2


def test_your_own_face_mocks_you():
    game = game_for("Your Own Face Mocks You")
    put(game, 1, "Serra Angel")
    scheme_in_motion(game, "Your Own Face Mocks You")
    assert names_on(game, 0) == ["Scarecrow", "Serra Angel"]


def test_the_dead_shall_serve():
    from casualmagic.engine.combat import _must_attack_player

    game = game_for("The Dead Shall Serve")
    put(game, 1, "Serra Angel", "graveyard")
    put(game, 2, "Grizzly Bears", "graveyard")
    scheme_in_motion(game, "The Dead Shall Serve")
    mine = {game.objects[i].card.name: game.objects[i] for i in game.battlefield
            if game.objects[i].controller == 0}
    assert set(mine) == {"Serra Angel", "Grizzly Bears"}
    assert _must_attack_player(game, mine["Serra Angel"]) == 1
    assert _must_attack_player(game, mine["Grizzly Bears"]) == 2


def test_dance_pathetic_marionette():
    game = game_for("Dance, Pathetic Marionette")
    on_library_top(game, 1, "Serra Angel")
    on_library_top(game, 1, "Forest")
    scheme_in_motion(game, "Dance, Pathetic Marionette", pick=lambda d: next(
        (o for o in d.options if o[0] == "put" and game.objects[o[1]].card.name == "Serra Angel"),
        None))
    assert names_on(game, 0) == ["Serra Angel"]
    assert "Forest" in graveyard_names(game, 1)
    # no creature card in the library: every card is revealed and put into the graveyard
    assert not game.players[2].library and len(game.players[2].graveyard) > 20


def test_i_call_on_the_ancient_magics():
    game = game_for("I Call on the Ancient Magics")
    hands = [len(game.players[q].hand) for q in range(4)]
    scheme_in_motion(game, "I Call on the Ancient Magics")
    assert [len(game.players[q].hand) for q in range(4)] == [hands[0] + 3, *(
        n + 1 for n in hands[1:])]  # the archenemy: the turn's draw and two found


def test_my_crushing_masterstroke():
    from casualmagic.engine.combat import _must_attack_player

    game = game_for("My Crushing Masterstroke")
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(bear).tapped = True
    forest = put(game, 1, "Forest")
    scheme_in_motion(game, "My Crushing Masterstroke")
    o = game.objects[bear]
    assert o.controller == 0 and not o.tapped and cont.has_keyword(game, o, "Haste")
    assert _must_attack_player(game, o) == 1 and game.objects[forest].controller == 1
    pass_until(game, UPKEEP, 1)
    assert game.objects[bear].controller == 1


def test_my_forces_are_innumerable():
    game = game_for("My Forces Are Innumerable")
    scheme_in_motion(game, "My Forces Are Innumerable")
    pass_until(game, END, 0)
    settle(game)
    assert names_on(game, 0) == ["Horror"]
    put(game, 1, "Grizzly Bears")
    put(game, 1, "Grizzly Bears")
    pass_until(game, END, 1)
    settle(game)  # they sacrifice two creatures: abandon it
    assert not rules.face_up(game)
    assert [e for e in game.events if e.kind == "abandon"]


def test_mine_is_the_only_truth():
    game = game_for("Mine Is the Only Truth")
    put(game, 1, "Mountain")
    to_hand(game, 1, "Lightning Bolt")
    scheme_in_motion(game, "Mine Is the Only Truth")
    pass_until(game, MAIN1, 1)
    hand = len(game.players[0].hand)
    bolt = next(i for i in game.players[1].hand if game.objects[i].card.name == "Lightning Bolt")
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bolt))
    settle(game, pick=lambda d: d.options[0])
    assert len(game.players[0].hand) == hand + 1  # whenever a player casts a spell
    next_turn(game, UPKEEP, 0)
    settle(game)
    assert not rules.face_up(game)  # it drew a card last turn: abandoned


def test_because_i_have_willed_it():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cost_reduction

    game = game_for("Because I Have Willed It")
    scheme_in_motion(game, "Because I Have Willed It")
    assert cost_reduction(game, 0, card_by_name("Grizzly Bears")) == 1
    assert cost_reduction(game, 1, card_by_name("Grizzly Bears")) == 0
    pass_until(game, END, 1)
    settle(game)
    assert rules.face_up(game)  # they didn't cast four spells
    next_turn(game, MAIN1, 1)
    for _ in range(4):  # four spells cast by the opponents this turn (a test's shortcut)
        game.emit("cast", 2, {"card": "a test spell"}, "601.2i")
    pass_until(game, END, 1)
    settle(game)
    assert not rules.face_up(game)


def test_your_inescapable_doom():
    game = game_for("Your Inescapable Doom")
    game.player_w(3).life = 25
    scheme_in_motion(game, "Your Inescapable Doom")
    pass_until(game, END, 0)
    settle(game)
    assert life(game) == [40, 20, 20, 24]
    next_turn(game, END, 0)
    settle(game)
    assert life(game)[3] == 22  # two doom counters


def test_nothing_can_stop_me_now():
    game = game_for("Nothing Can Stop Me Now")
    foe = put(game, 1, "Hill Giant")
    mine = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "Nothing Can Stop Me Now")
    deal_damage(game, game.objects[foe], ("player", 0), 3)
    assert life(game)[0] == 38  # 1 of that damage prevented
    deal_damage(game, game.objects[mine], ("player", 0), 2)
    assert life(game)[0] == 36  # a source the archenemy controls: not prevented
    for _ in range(3):
        deal_damage(game, game.objects[foe], ("player", 0), 3)
    pass_until(game, END, 0)
    settle(game)
    assert not rules.face_up(game)  # dealt 5 or more damage this turn: abandoned


def test_i_bask_in_your_silent_awe():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cant_cast

    game = game_for("I Bask in Your Silent Awe")
    scheme_in_motion(game, "I Bask in Your Silent Awe")
    bolt = card_by_name("Lightning Bolt")
    assert not cant_cast(game, 1, bolt)
    game.emit("cast", 1, {"card": "Lightning Bolt"}, "601.2i")  # one spell this turn
    assert cant_cast(game, 1, bolt) and not cant_cast(game, 2, bolt)
    assert not cant_cast(game, 0, bolt)  # "each opponent"
    next_turn(game, UPKEEP, 0)
    settle(game)
    assert not rules.face_up(game)  # no opponent cast a spell since the archenemy's turn


def test_i_know_all_i_see_all():
    game = game_for("I Know All, I See All")
    forest = put(game, 0, "Forest")
    scheme_in_motion(game, "I Know All, I See All")
    game.obj_w(forest).tapped = True
    pass_until(game, UPKEEP, 1)
    assert not game.objects[forest].tapped  # untapped during the opponents' untap step
    for _ in range(3):
        put(game, 0, "Forest", "library")
    for oid in game.players[0].library[:3]:
        game.move(oid, "graveyard")
    pass_until(game, END, 1)
    settle(game)
    assert not rules.face_up(game)


def test_my_undead_horde_awakens():
    from casualmagic.engine.primitives import destroy

    game = game_for("My Undead Horde Awakens")
    put(game, 2, "Serra Angel", "graveyard")
    scheme_in_motion(game, "My Undead Horde Awakens")
    pass_until(game, END, 0)
    settle(game)
    [angel] = [i for i in game.battlefield if game.objects[i].card.name == "Serra Angel"]
    assert game.objects[angel].controller == 0 and rules.face_up(game)
    other = put(game, 0, "Grizzly Bears")
    destroy(game, other)
    settle(game)
    assert rules.face_up(game)  # not a creature put onto the battlefield with it
    destroy(game, angel)
    settle(game)
    assert not rules.face_up(game)


def test_nature_shields_its_own():
    from casualmagic.core.state import BLOCKERS

    game = game_for("Nature Shields Its Own")
    scheme_in_motion(game, "Nature Shields Its Own")
    bear = put(game, 1, "Grizzly Bears")
    for _ in range(200):  # to the opposing team's declaration of attackers (508.1)
        d = game.pending
        if d.kind == "attack" and game.active == 1:
            game.choose(next(o for o in d.options if o[0] != "done" and o[1] == bear
                             and o[2:] == ("player", 0)))
            if game.pending.kind == "attack":
                game.choose(("done",))
            break
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    pass_until(game, BLOCKERS, 1)
    settle(game)
    plants = [i for i in game.battlefield if game.objects[i].card.name == "Plant"]
    assert len(plants) == 1 and game.combat.blockers_of(bear) == plants
    assert rules.face_up(game)  # fewer than four attackers


def test_my_wish_is_your_command():
    game = game_for("My Wish Is Your Command")
    to_hand(game, 2, "Lightning Bolt")
    scheme_in_motion(game, "My Wish Is Your Command", pick=lambda d: next(
        (o for o in d.options if o[0] == "cast"), None))
    assert any(e.kind == "cast" and e.player == 0 and e.data["card"] == "Lightning Bolt"
               for e in game.events)


def test_nature_demands_an_offering():
    game = game_for("Nature Demands an Offering")
    bear = put(game, 1, "Grizzly Bears")
    bauble = put(game, 2, "Wayfarer's Bauble")
    mine = put(game, 0, "Serra Angel")
    scheme_in_motion(game, "Nature Demands an Offering")
    assert bear not in game.battlefield and bauble not in game.battlefield
    assert mine in game.battlefield  # "a creature you don't control"
    assert "Grizzly Bears" in [game.objects[i].card.name for i in game.players[1].library]


def test_choose_your_champion():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cant_cast
    from casualmagic.engine.combat import attack_targets

    game = game_for("Choose Your Champion")
    b1, b2 = put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")
    scheme_in_motion(game, "Choose Your Champion", ("player", 2))
    bolt = card_by_name("Lightning Bolt")
    assert cant_cast(game, 1, bolt) and cant_cast(game, 3, bolt)
    assert not cant_cast(game, 2, bolt) and not cant_cast(game, 0, bolt)
    pass_until(game, MAIN1, 1)
    assert attack_targets(game, b1) == [] and attack_targets(game, b2)
    next_turn(game, UPKEEP, 0)  # until your next turn
    assert not cant_cast(game, 1, bolt) and attack_targets(game, b1)


def test_reality_is_mine_to_control():
    game = game_for("Reality Is Mine to Control", libs=[["Mountain"] * 40] + [["Forest"] * 40] * 3)
    put(game, 0, "Mountain")
    bolt = to_hand(game, 0, "Lightning Bolt")
    scheme_in_motion(game, "Reality Is Mine to Control")
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bolt))
    settle(game, pick=lambda d: ("target", "player", 1) if ("target", "player", 1) in d.options
           else None)
    assert life(game)[1] == 14  # the Bolt and its copy
    assert not rules.face_up(game)  # abandoned to copy it


def test_my_laughter_echoes():
    game = game_for("My Laughter Echoes", "Roots of All Evil")
    scheme_in_motion(game, "My Laughter Echoes")
    next_turn(game, UPKEEP, 0)
    scheme_in_motion(game, "Roots of All Evil")
    assert names_on(game, 0) == ["Saproling"] * 10  # set in motion again
    assert not rules.face_up(game)
    assert [e.data["scheme"] for e in game.events if e.kind == "set_in_motion"][-2:] == [
        "Roots of All Evil", "Roots of All Evil"]


def test_chaos_is_my_plaything():
    game = game_for("Chaos Is My Plaything", libs=[["Forest"] * 40] * 4)
    bears = [put(game, q, "Grizzly Bears") for q in (1, 2, 3)]
    scheme_in_motion(game, "Chaos Is My Plaything")
    assert not any(b in game.battlefield for b in bears)
    assert all(any(game.objects[i].controller == q and game.objects[i].card.name == "Forest"
                   for i in game.battlefield) for q in range(4))  # each revealed a permanent


def test_your_plans_mean_nothing():
    game = game_for("Your Plans Mean Nothing")
    picked = []

    def pick(d):
        for q in (0, 1):
            if ("target", "player", q) in d.options and q not in picked:
                picked.append(q)
                return ("target", "player", q)
        return ("done",) if ("done",) in d.options else None

    scheme_in_motion(game, "Your Plans Mean Nothing", pick=pick)
    assert len(game.players[1].hand) == 6  # seven discarded, six drawn
    assert len(game.players[0].hand) == 7 and len(game.players[2].hand) == 7  # untouched


def test_my_will_is_irresistible():
    game = game_for("My Will Is Irresistible")
    ids = [put(game, 1, "Grizzly Bears"), put(game, 2, "Serra Angel"), put(game, 3, "Hill Giant")]
    scheme_in_motion(game, "My Will Is Irresistible")
    assert sorted(game.objects[i].controller for i in ids).count(0) == 2


def test_when_will_you_learn():
    game = game_for("When Will You Learn?")
    put(game, 1, "Lightning Bolt", "library")
    lib = game.player_w(1)
    lib.library = (lib.library[-1], *lib.library[:-1])
    scheme_in_motion(game, "When Will You Learn?", pick=lambda d: next(
        (o for o in d.options if o[0] == "cast"), None) if d.kind == "choose" else None)
    assert any(e.kind == "cast" and e.player == 0 and e.data["card"] == "Lightning Bolt"
               for e in game.events)
    assert sum(1 for i in game.exile if game.objects[i].card.name == "Forest") == 2


def test_no_secret_is_hidden_from_me():
    game = game_for("No Secret Is Hidden from Me")
    put(game, 0, "Serra Angel", "library")
    lib = game.player_w(0)
    lib.library = (*lib.library[:3], lib.library[-1], *lib.library[3:-1])
    scheme_in_motion(game, "No Secret Is Hidden from Me")
    assert names_on(game, 0) == ["Serra Angel"]  # cast without paying its mana cost
    exiled = [e for e in game.events if e.kind == "exile_until"]
    assert len(exiled) == 1  # fewer than six lands: not repeated


def test_power_without_equal():
    game = game_for("Power Without Equal")
    lands(game, 0, 6)
    to_hand(game, 0, "Serra Angel")
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "Power Without Equal", pick=lambda d: next(
        (o for o in d.options if o[0] == "cast" and game.objects[o[1]].card.name == "Serra Angel"),
        ("done",) if ("done",) in d.options else None) if d.kind == "choose" else None)
    assert names_on(game, 0) == ["Serra Angel"]
    assert len(game.players[0].hand) == hand + 3 - 1
    assert game.players[0].max_hand_size is None


def test_i_am_duskmourn():
    game = game_for("I Am Duskmourn")
    to_hand(game, 0, "Serra Angel")
    scheme_in_motion(game, "I Am Duskmourn")
    pass_until(game, END, 0)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "cast"), None)
           if d.kind == "choose" else None)
    assert names_on(game, 0) == ["Serra Angel"] and not rules.face_up(game)


def test_only_i_know_what_awaits():
    game = game_for("Only I Know What Awaits")
    put(game, 1, "Grizzly Bears")
    put(game, 2, "Wayfarer's Bauble")
    to_hand(game, 0, "Serra Angel")
    to_hand(game, 0, "Phyrexian Arena")  # no opponent controls an enchantment
    scheme_in_motion(game, "Only I Know What Awaits", pick=lambda d: next(
        (o for o in d.options if o[0] == "put" and game.objects[o[1]].card.name == "Serra Angel"),
        None))
    assert names_on(game, 0) == ["Serra Angel"]
    assert not names_on(game, 0, "Enchantment")


def test_a_premonition_of_your_demise():
    game = game_for("A Premonition of Your Demise")
    on_library_top(game, 0, "Serra Angel")  # mana value 5
    on_library_top(game, 0, "Lightning Bolt")  # mana value 1
    on_library_top(game, 0, "Forest")  # the turn's draw
    scheme_in_motion(game, "A Premonition of Your Demise",
                     pick=lambda d: ("target", "player", 2) if ("target", "player", 2)
                     in d.options else None)
    hand = [game.objects[i].card.name for i in game.players[0].hand]
    assert "Serra Angel" in hand and "Lightning Bolt" in hand
    assert life(game)[2] == 14  # 5 + 1 damage


def test_choose_your_demise():
    game = game_for("Choose Your Demise")
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "Choose Your Demise", pick=lambda d: next(
        (o for o in d.options if o[0] == "face_up"), None) or (("pile", "face_down") if (
            "pile", "face_down") in d.options else None))
    assert len(game.players[0].hand) == hand  # every card face up; the face-down pile chosen
    assert any(e.kind == "chooses_pile" and e.data["pile"] == "face_down" for e in game.events)


def _commander_game(scheme: str):
    import casualmagic
    from tests.variants.archenemy.helpers import FILLER

    names = list(dict.fromkeys([scheme, *FILLER]))
    game = casualmagic.new_game("archenemy+commander", players=4, seed=5,
                                options={"scheme_decks": [names, None, None, None]})
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def _commander(game, seat: int) -> int:
    from casualmagic.engine.designations import commander_objects

    return commander_objects(game, seat)[0].id


def test_i_am_never_alone():
    game = _commander_game("I Am Never Alone")
    name = game.objects[_commander(game, 0)].card.name
    scheme_in_motion(game, "I Am Never Alone")
    [token] = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == name]
    assert token.card.is_token and "Legendary" not in token.card.supertypes


def test_you_will_know_true_suffering():
    game = _commander_game("You Will Know True Suffering")
    bear = put(game, 1, "Grizzly Bears")
    scheme_in_motion(game, "You Will Know True Suffering")
    assert game.objects[_commander(game, 0)].card.mana_value >= 2
    assert bear not in game.battlefield
    game = game_for("You Will Know True Suffering")  # no commander: no damage
    bear = put(game, 1, "Grizzly Bears")
    scheme_in_motion(game, "You Will Know True Suffering")
    assert bear in game.battlefield


def test_my_tendrils_run_deep():
    game = game_for("My Tendrils Run Deep")
    scheme_in_motion(game, "My Tendrils Run Deep")
    p = game.players[0]
    assert land_plays(game, 0) - p.lands_played == 2
    next_turn(game, MAIN1, 0)
    p = game.players[0]
    assert land_plays(game, 0) - p.lands_played == 2  # on each of your turns
    lands(game, 0, 6)
    pass_until(game, END, 0)
    hand = len(game.players[0].hand)
    settle(game)
    assert len(game.players[0].hand) == hand + 2 and not rules.face_up(game)


def test_my_champion_stands_supreme():
    game = _commander_game("My Champion Stands Supreme")
    cid = _commander(game, 0)
    new = game.move(cid, "battlefield")
    game.obj_w(new).controller = 0
    scheme_in_motion(game, "My Champion Stands Supreme")
    assert any(k.startswith("Ward") for k in cont.characteristics(game, game.objects[new]).keywords)
    from casualmagic.engine.primitives import destroy

    destroy(game, new)
    settle(game, pick=lambda d: next((o for o in d.options if o[0] != "command_zone"), None)
           if d.kind != "priority" else None)
    assert not rules.face_up(game)  # your commander left the battlefield: abandoned


def test_fear_my_authority():
    from casualmagic.engine.combat import can_block_attacker

    game = game_for("Fear My Authority")
    bear = put(game, 0, "Grizzly Bears")
    green, black = put(game, 1, "Grizzly Bears"), put(game, 1, "Walking Corpse")
    scheme_in_motion(game, "Fear My Authority")
    o = game.objects[bear]
    assert cont.power(game, o) == 4 and cont.has_keyword(game, o, "Fear")
    assert not can_block_attacker(game, game.objects[green], o)
    assert can_block_attacker(game, game.objects[black], o)  # black creatures can (702.36b)
    next_turn(game, UPKEEP, 0)
    settle(game, pick=lambda d: ("pay_life", 3) if ("pay_life", 3) in d.options else None)
    assert rules.face_up(game) and life(game)[0] == 37


def _attack_with(game, seat: int, oid: int, defender: int) -> None:
    """Pass priority to ``seat``'s declaration of attackers and attack ``defender`` with
    ``oid`` (508.1)."""
    for _ in range(300):
        d = game.pending
        if d.kind == "attack" and game.active == seat:
            game.choose(next(o for o in d.options if o[0] != "done" and o[1] == oid
                             and o[2:] == ("player", defender)))
            if game.pending.kind == "attack":
                game.choose(("done",))
            return
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    raise AssertionError("no declaration of attackers")


def test_you_cannot_hide_from_me():
    game = game_for("You Cannot Hide from Me")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "You Cannot Hide from Me")
    from casualmagic.core.state import BEGIN_COMBAT

    pass_until(game, BEGIN_COMBAT, 0)
    settle(game)
    o = game.objects[bear]
    assert cont.power(game, o) == 4 and cont.has_keyword(game, o, "Can't be blocked")
    assert cont.has_keyword(game, o, "Vigilance")
    pass_until(game, END, 1)
    settle(game)
    assert rules.face_up(game)  # no opponent below half their starting life total
    game.player_w(2).life = 9
    next_turn(game, END, 1)
    settle(game)
    assert not rules.face_up(game)


def test_dark_wings_bring_your_downfall():
    from casualmagic.engine.primitives import destroy

    game = game_for("Dark Wings Bring Your Downfall")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "Dark Wings Bring Your Downfall")
    _attack_with(game, 0, bear, 1)
    settle(game)
    demons = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Demon"]
    assert len(demons) == 1 and demons[0].tapped
    assert game.combat.defender_of(demons[0].id) is not None  # attacking
    destroy(game, bear)
    destroy(game, demons[0].id)
    pass_until(game, END, 0)
    settle(game)
    assert not rules.face_up(game)  # two creatures died under your control this turn


def test_i_call_for_slaughter():
    from casualmagic.engine.primitives import destroy

    game = game_for("I Call for Slaughter")
    bear = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "I Call for Slaughter")
    devils = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Devil"]
    assert len(devils) == 3 and all(cont.has_keyword(game, d, "Haste") for d in devils)
    deal_damage(game, game.objects[bear], ("player", 1), 2)
    assert life(game)[1] == 17  # that much damage plus 1
    destroy(game, devils[0].id)
    settle(game, pick=lambda d: ("target", "player", 2) if ("target", "player", 2) in d.options
           else None)
    assert life(game)[2] == 18  # the Devil's 1 damage, plus 1
    next_turn(game, MAIN1, 1)
    deal_damage(game, game.objects[bear], ("player", 1), 2)
    assert life(game)[1] == 15  # this turn only


def test_you_exist_only_to_amuse():
    game = game_for("You Exist Only to Amuse")
    scheme_in_motion(game, "You Exist Only to Amuse", ("mode", "devils"))
    assert names_on(game, 0) == ["Devil"] * 3
    game = game_for("You Exist Only to Amuse")
    angel = put(game, 1, "Serra Angel")
    lands(game, 0, 6)
    scheme_in_motion(game, "You Exist Only to Amuse")  # six lands: both
    o = game.objects[angel]
    assert names_on(game, 0) == ["Devil"] * 3
    assert (cont.power(game, o), cont.toughness(game, o)) == (1, 1)
    assert not cont.has_keyword(game, o, "Flying")
    next_turn(game, MAIN1, 0)  # until your next turn
    assert cont.power(game, game.objects[angel]) == 4


def test_my_wings_enfold_all():
    game = game_for("My Wings Enfold All")
    hand = len(game.players[0].hand) + 1
    scheme_in_motion(game, "My Wings Enfold All")  # the first mode
    assert len(game.players[0].hand) == hand + 2
    game = game_for("My Wings Enfold All", libs=[["Mountain"] * 40] + [["Forest"] * 40] * 3)
    put(game, 0, "Mountain")
    bolt = to_hand(game, 0, "Lightning Bolt")
    scheme_in_motion(game, "My Wings Enfold All", pick=lambda d: d.options[1]
                     if d.kind == "mode" else None)
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bolt))
    settle(game, pick=lambda d: ("target", "player", 3) if ("target", "player", 3) in d.options
           else None)
    assert life(game)[3] == 14  # the Bolt and its copy


def test_bow_to_my_command():
    from casualmagic.engine.combat import attack_targets

    game = game_for("Bow to My Command")
    bears = [put(game, 2, "Grizzly Bears") for _ in range(4)]
    other = put(game, 1, "Grizzly Bears")
    scheme_in_motion(game, "Bow to My Command", ("player", 2))
    assert any(e.kind == "chooses_player" and e.rule == "904.8" for e in game.events)
    pass_until(game, MAIN1, 1)
    assert ("player", 0) not in attack_targets(game, bears[0])  # the chosen player's creatures
    assert ("player", 0) in attack_targets(game, other)
    pass_until(game, END, 1)
    settle(game)  # four 2-power Bears: total power 8, tapped to abandon it
    assert not rules.face_up(game)
    assert all(game.objects[b].tapped for b in bears)


def test_i_am_untouchable():
    from casualmagic.cards.model import TargetSpec
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import legal_targets

    game = game_for("I Am Untouchable")
    mine = put(game, 0, "Grizzly Bears")
    scheme_in_motion(game, "I Am Untouchable")
    any_target = TargetSpec(parse_filter("any"))
    refs = legal_targets(game, any_target, 1)
    assert ("player", 0) not in refs and ("object", mine) not in refs  # hexproof (702.11)
    assert ("player", 0) in legal_targets(game, any_target, 0)  # its controller may
    foe = put(game, 1, "Grizzly Bears")
    _attack_with(game, 1, foe, 0)
    for _ in range(100):  # to combat damage: the archenemy doesn't block
        if game.players[0].life < 40 or game.pending.kind == "attack":
            break
        d = game.pending
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    settle(game)
    assert life(game)[0] == 38 and names_on(game, 0) == ["Grizzly Bears", "Scarecrow"]
    assert not rules.face_up(game)


def test_imprison_this_insolent_wretch():
    game = game_for("Imprison This Insolent Wretch")
    forest = put(game, 2, "Forest")
    other = put(game, 3, "Forest")
    for oid in (forest, other):
        game.obj_w(oid).tapped = True
    scheme_in_motion(game, "Imprison This Insolent Wretch", ("player", 2))
    pass_until(game, UPKEEP, 1)  # the opposing team's untap step
    assert game.objects[forest].tapped and not game.objects[other].tapped
    assert rules.face_up(game)
    next_turn(game, MAIN1, 0)
    bolt = to_hand(game, 0, "Lightning Bolt")
    put(game, 0, "Mountain")
    game.choose(next(o for o in game.pending.options if o[0] == "cast" and o[1] == bolt))
    settle(game, pick=lambda d: ("target", "player", 2) if ("target", "player", 2) in d.options
           else None)
    assert not rules.face_up(game)  # the chosen player became a target: abandoned


def test_know_evil():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.casting_rules import cant_cast
    from casualmagic.engine.combat import attack_targets

    game = game_for("Know Evil")
    bears = {q: put(game, q, "Grizzly Bears") for q in (1, 2, 3)}
    offered = []

    def pick(d):
        if d.kind == "target":
            offered.append([o for o in d.options if o[0] == "target"])
            return next(o for o in d.options if o[0] == "target")
        return None

    scheme_in_motion(game, "Know Evil", pick=pick)
    assert [len(o) for o in offered] == [3, 2, 1]  # never the same player twice
    bolt, bear = card_by_name("Lightning Bolt"), card_by_name("Grizzly Bears")
    first, second, third = (o[0][2] for o in offered)
    pass_until(game, MAIN1, 1)
    assert attack_targets(game, bears[first]) == [] and attack_targets(game, bears[second])
    assert cant_cast(game, second, bear) and not cant_cast(game, second, bolt)
    assert cant_cast(game, third, bolt) and not cant_cast(game, third, bear)
    next_turn(game, UPKEEP, 0)  # until your next turn
    assert attack_targets(game, bears[first]) and not cant_cast(game, second, bear)


def test_i_will_savor_your_agony():
    game = game_for("I Will Savor Your Agony")
    bears = [put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")]
    picks = iter([0, 0, 2])  # destroy, destroy (the same mode again, 700.2d), gain 5 life

    def pick(d):
        if d.kind == "mode":
            want = next(picks)
            return next(o for o in d.options if o[1] == want)
        if d.kind == "target":
            for want in (("object", bears[0]), ("object", bears[1]), ("player", 0)):
                if ("target", *want) in d.options and want not in taken:
                    taken.append(want)
                    return ("target", *want)
        return None

    taken: list = []
    scheme_in_motion(game, "I Will Savor Your Agony", pick=pick)
    assert not any(b in game.battlefield for b in bears)
    assert life(game)[0] == 45
    modes = [e.data["mode"] for e in game.events if e.kind == "mode"]
    assert modes == ["Destroy target creature.", "Destroy target creature.",
                     "Target player gains 5 life."]
