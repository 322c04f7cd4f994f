"""Choices made as a permanent enters (614.1c, 614.12, 614.12a; engine.entering_choices):
asked of its controller-to-be before it enters, carried out as it enters, so the permanent
is on the battlefield tapped or untapped, with its colour or creature type, before anything
sees it enter."""

from __future__ import annotations

from tests.scenario import Scenario


def _kinds(game, since: int) -> list[str]:
    return [e.kind for e in game.events if e.seq > since]


def _last_seq(game) -> int:
    return max(e.seq for e in game.events)


def test_614_12_shock_land_choice_before_entering():
    s = Scenario()
    (grave,) = s.hand(0, "Watery Grave")
    game = s.game
    before = _last_seq(game)
    game.choose(("play", grave))
    # the choice is made while the land is still in the hand (614.12a)
    d = game.pending
    assert d.player == 0 and d.rule == "614.12a"
    assert d.options == (("pay_life", 2), ("enters_tapped",))
    assert grave in game.players[0].hand and not s.named(0, "Watery Grave")
    game.choose(("pay_life", 2))
    land = s.in_zone(0, "Watery Grave", "battlefield")
    assert not game.objects[land].tapped
    s.assert_life(0, 18)
    kinds = _kinds(game, before)
    # paid as it entered: before the land-play event that publishes "enters" (603.6a)
    assert kinds.index("pay_life") < kinds.index("play_land")


def test_614_12_shock_land_not_paid_enters_tapped_before_its_enters_event():
    s = Scenario()
    (grave,) = s.hand(0, "Watery Grave")
    game = s.game
    before = _last_seq(game)
    game.choose(("play", grave))
    game.choose(("enters_tapped",))
    land = s.in_zone(0, "Watery Grave", "battlefield")
    assert game.objects[land].tapped
    s.assert_life(0, 20)
    kinds = _kinds(game, before)
    assert kinds.index("enters_tapped") < kinds.index("play_land")


def test_119_4_shock_land_at_one_life_cannot_pay_two_life():
    s = Scenario()
    s.game.player_w(0).life = 1
    (grave,) = s.hand(0, "Watery Grave")
    s.game.choose(("play", grave))
    # one legal option only (119.4: life total at least the payment): it is not asked
    assert s.game.pending.kind == "priority"
    assert s.game.objects[s.in_zone(0, "Watery Grave", "battlefield")].tapped
    s.assert_life(0, 1)


def test_701_16a_reveal_land_of_a_creature_type_may_decline_to_reveal():
    s = Scenario()
    village, elemental = s.hand(0, "Flamekin Village", "Flamekin Harbinger")
    game = s.game
    game.choose(("play", village))
    assert game.pending.options == (("reveal", elemental), ("no_reveal",))
    game.choose(("no_reveal",))  # "you may": not revealing is the player's choice
    assert game.objects[s.in_zone(0, "Flamekin Village", "battlefield")].tapped
    assert not [e for e in game.events if e.kind == "reveal"]


def test_701_16a_reveal_land_of_a_creature_type_enters_untapped_when_revealed():
    s = Scenario()
    village, elemental = s.hand(0, "Flamekin Village", "Flamekin Harbinger")
    game = s.game
    game.choose(("play", village))
    game.choose(("reveal", elemental))
    assert not game.objects[s.in_zone(0, "Flamekin Village", "battlefield")].tapped
    reveal = [e for e in game.events if e.kind == "reveal"][-1]
    assert reveal.data["cards"] == ["Flamekin Harbinger"] and reveal.rule == "701.16a"
    assert elemental in game.players[0].hand  # revealed, not moved


def test_614_12a_reveal_land_without_a_card_to_reveal_enters_tapped():
    s = Scenario()
    (village,) = s.hand(0, "Flamekin Village")
    s.game.choose(("play", village))  # only "don't reveal": not asked
    assert s.game.objects[s.in_zone(0, "Flamekin Village", "battlefield")].tapped


def test_614_12a_temple_enters_untapped_when_you_control_a_dragon_and_chooses_a_color():
    s = Scenario()
    s.add(0, "Shivan Dragon")
    (temple,) = s.hand(0, "Temple of the Dragon Queen")
    game = s.game
    game.choose(("play", temple))
    game.choose(("no_reveal",)) if ("no_reveal",) in game.pending.options else None
    assert game.pending.rule == "614.12a"  # then the colour, still before it enters
    assert temple in game.players[0].hand
    game.choose(("color", "G"))
    land = game.objects[s.in_zone(0, "Temple of the Dragon Queen", "battlefield")]
    assert not land.tapped and land.get_info("chosen_color") == "G"


def test_614_12a_temple_enters_tapped_without_a_dragon_revealed_or_controlled():
    s = Scenario()
    (temple,) = s.hand(0, "Temple of the Dragon Queen")
    s.game.choose(("play", temple))
    s.game.choose(("color", "R"))
    assert s.game.objects[s.in_zone(0, "Temple of the Dragon Queen", "battlefield")].tapped


def test_614_12a_a_spells_colour_is_chosen_on_the_stack_before_it_enters():
    s = Scenario()
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Coldsteel Heart")
    game = s.game
    heart = s.cast(0, "Coldsteel Heart")
    game.choose(("pass",))
    game.choose(("pass",))
    d = game.pending
    assert d.rule == "614.12a" and d.player == 0
    assert heart in game.stack and not s.named(0, "Coldsteel Heart")
    game.choose(("color", "U"))
    o = game.objects[s.in_zone(0, "Coldsteel Heart", "battlefield")]
    assert o.tapped and o.get_info("chosen_color") == "U"
    kinds = [e.kind for e in game.events]
    assert kinds.index("choose_color") < len(kinds) - 1 - kinds[::-1].index("resolve")


def test_607_2_chosen_colour_mana_ability_makes_that_colour():
    from casualmagic.engine import mana_payment as mp

    s = Scenario()
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Coldsteel Heart")
    game = s.game
    s.cast(0, "Coldsteel Heart")
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("color", "B"))
    heart = s.in_zone(0, "Coldsteel Heart", "battlefield")
    game.obj_w(heart).tapped = False
    source = next(x for x in mp.mana_sources(game, 0) if x.name == "Coldsteel Heart")
    assert source.colors == frozenset("B")


def test_614_12_creature_type_is_chosen_before_the_artifact_enters():
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    s.hand(0, "Vanquisher's Banner")
    game = s.game
    banner = s.cast(0, "Vanquisher's Banner")
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.rule == "614.12" and banner in game.stack
    game.choose(("type", "Elf"))
    o = game.objects[s.in_zone(0, "Vanquisher's Banner", "battlefield")]
    assert o.get_info("chosen_type") == "Elf"


def test_614_12a_land_a_search_puts_onto_the_battlefield_chooses_before_entering():
    """Wood Elves: "search your library for a Forest card, put that card onto the
    battlefield": the shock land's choice is made while the card is still in the library."""
    s = Scenario()
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Wood Elves")
    game = s.game
    lib = s.add(0, "Breeding Pool", "library")
    s.cast(0, "Wood Elves")
    game.choose(("pass",))
    game.choose(("pass",))  # Wood Elves resolves; its enters trigger goes on the stack
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.rule == "701.19a"
    game.choose(("find", lib))
    d = game.pending
    assert d.rule == "614.12a" and d.player == 0
    assert d.options == (("pay_life", 2), ("enters_tapped",))
    assert lib in game.players[0].library
    game.choose(("enters_tapped",))
    # put_card's "tapped = False" (not "put onto the battlefield tapped") doesn't untap it
    assert game.objects[s.in_zone(0, "Breeding Pool", "battlefield")].tapped


def test_614_12a_permanent_returned_by_an_effect_is_asked_before_priority():
    """Cloudshift returns Quirion Elves without stopping for its colour: the colour is asked
    as the next thing the game does, before any player gets priority (the effect path that
    doesn't ask first, engine.entering_choices)."""
    s = Scenario()
    s.lands(0, "Plains")
    elves = s.add(0, "Quirion Elves")
    game = s.game
    game.obj_w(elves).info = (("chosen_color", "G"),)
    s.hand(0, "Cloudshift")
    s.cast(0, "Cloudshift")  # its only legal target: not asked
    game.choose(("pass",))
    game.choose(("pass",))
    d = game.pending
    assert d.rule == "614.12a" and d.player == 0 and ("color", "W") in d.options
    game.choose(("color", "W"))
    new = s.in_zone(0, "Quirion Elves", "battlefield")
    assert new != elves and game.objects[new].get_info("chosen_color") == "W"
    assert game.pending.kind == "priority"


def test_614_1c_enters_tapped_unless_opponents_control_eight_or_more_lands():
    s = Scenario()
    s.lands(1, *["Island"] * 8)
    (steppe,) = s.hand(0, "Turbulent Steppe")
    s.game.choose(("play", steppe))
    assert not s.game.objects[s.in_zone(0, "Turbulent Steppe", "battlefield")].tapped
    s2 = Scenario()
    s2.lands(1, *["Island"] * 7)
    (steppe2,) = s2.hand(0, "Turbulent Steppe")
    s2.game.choose(("play", steppe2))
    assert s2.game.objects[s2.in_zone(0, "Turbulent Steppe", "battlefield")].tapped


def _cast_and_choose(s: Scenario, name: str, answer: tuple) -> int:
    game = s.game
    s.cast(0, name)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.rule == "614.12a"
    game.choose(answer)
    return s.in_zone(0, name, "battlefield")


def test_607_2_creatures_of_the_chosen_color_get_the_bonus():
    from casualmagic.engine import continuous as cont

    s = Scenario()
    s.lands(0, *["Plains"] * 3)
    s.hand(0, "Hall of Triumph")
    knight = s.add(0, "White Knight")
    bears = s.add(0, "Grizzly Bears")
    _cast_and_choose(s, "Hall of Triumph", ("color", "W"))
    game = s.game
    assert cont.characteristics(game, game.objects[knight]).power == 3
    assert cont.characteristics(game, game.objects[bears]).power == 2


def test_607_2_whenever_you_cast_a_spell_of_the_chosen_color():
    s = Scenario()
    s.lands(0, *["Mountain"] * 3)
    s.hand(0, "Prism Ring", "Shock", "Giant Growth")
    _cast_and_choose(s, "Prism Ring", ("color", "R"))
    s.lands(0, "Forest")
    s.add(0, "Grizzly Bears")
    s.cast(0, "Giant Growth")  # green: no life
    s.resolve()
    s.assert_life(0, 20)
    s.cast(0, "Shock", s.player(1))
    s.resolve()
    s.assert_life(0, 21)


def test_614_12a_land_revealed_and_put_onto_the_battlefield_chooses_before_entering():
    """Coiling Oracle: "reveal the top card of your library. If it's a land card, put it onto
    the battlefield": the shock land's choice is made while it is still in the library."""
    s = Scenario()
    s.lands(0, "Forest", "Island")
    s.hand(0, "Coiling Oracle")
    game = s.game
    top = s.add(0, "Watery Grave", "library")
    p = game.player_w(0)
    p.library = (top, *(i for i in p.library if i != top))
    s.cast(0, "Coiling Oracle")
    for _ in range(4):  # the Oracle resolves, then its enters trigger
        game.choose(("pass",))
    d = game.pending
    assert d.rule == "614.12a" and d.options == (("pay_life", 2), ("enters_tapped",))
    assert top in game.players[0].library
    game.choose(("pay_life", 2))
    assert not game.objects[s.in_zone(0, "Watery Grave", "battlefield")].tapped
    s.assert_life(0, 18)


def test_614_12_copy_chosen_first_then_the_copied_permanents_own_choice():
    """Sculpting Steel entering as a copy of Coldsteel Heart: the copy is chosen (707.5), then
    the choice of the permanent as it would exist — Coldsteel Heart's colour (614.12) —
    before it enters; it enters tapped, as the Heart does."""
    s = Scenario()
    s.lands(0, *["Island"] * 4)
    heart = s.add(0, "Coldsteel Heart")
    s.game.obj_w(heart).info = (("chosen_color", "U"),)
    s.hand(0, "Sculpting Steel")
    game = s.game
    steel = s.cast(0, "Sculpting Steel")
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "copy"
    game.choose(("copy", heart))
    d = game.pending
    assert d.rule == "614.12a" and steel in game.stack
    game.choose(("color", "R"))
    new = [i for i in s.named(0, "Coldsteel Heart") if i != heart]
    assert len(new) == 1
    o = game.objects[new[0]]
    assert o.tapped and o.get_info("chosen_color") == "R"


def test_614_12a_multiversal_passage_chooses_its_basic_land_type_then_pays_life():
    from casualmagic.engine import continuous as cont
    from casualmagic.engine import mana_payment as mp

    s = Scenario()
    (passage,) = s.hand(0, "Multiversal Passage")
    game = s.game
    game.choose(("play", passage))
    d = game.pending
    assert d.rule == "614.12a" and ("land_type", "Island") in d.options
    game.choose(("land_type", "Island"))
    assert game.pending.options == (("pay_life", 2), ("enters_tapped",))
    assert passage in game.players[0].hand  # both chosen before it enters
    game.choose(("pay_life", 2))
    land = s.in_zone(0, "Multiversal Passage", "battlefield")
    assert not game.objects[land].tapped
    s.assert_life(0, 18)
    assert cont.has_subtype(game, game.objects[land], "Island")  # 305.7
    source = next(x for x in mp.mana_sources(game, 0) if x.name == "Multiversal Passage")
    assert source.colors == frozenset("U")


def test_305_7_enchanted_land_is_the_chosen_basic_land_type():
    from casualmagic.engine import continuous as cont

    s = Scenario()
    s.lands(0, "Island", "Island")
    forest = s.add(1, "Forest")
    s.hand(0, "Phantasmal Terrain")
    game = s.game
    s.cast(0, "Phantasmal Terrain", forest)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.rule == "614.12a"
    game.choose(("land_type", "Swamp"))
    o = game.objects[forest]
    assert cont.has_subtype(game, o, "Swamp") and not cont.has_subtype(game, o, "Forest")


def test_205_1b_lands_you_control_are_the_chosen_type_in_addition():
    from casualmagic.engine import continuous as cont

    s = Scenario()
    s.lands(0, "Island", "Forest")
    s.hand(0, "Realmwright")
    game = s.game
    _cast_and_choose(s, "Realmwright", ("land_type", "Swamp"))
    for o in game.permanents(0):
        if cont.is_type(game, o, "Land"):  # a Swamp, and still its own type
            assert cont.has_subtype(game, o, "Swamp") and cont.has_subtype(game, o, o.card.name)


def _play_one(land: str, *board: str) -> bool:
    """Is ``land`` tapped after it is played with ``board`` under its player's control?"""
    s = Scenario()
    for name in board:
        s.add(0, name)
    (oid,) = s.hand(0, land)
    s.game.choose(("play", oid))
    return s.game.objects[s.in_zone(0, land, "battlefield")].tapped


def test_614_1c_enters_tapped_unless_you_control_a_basic_land_or_a_legendary_creature():
    assert not _play_one("Agna Qel'a", "Plains")
    assert _play_one("Agna Qel'a", "Watery Grave")  # not basic
    assert not _play_one("Rivendell", "Isamaru, Hound of Konda")
    assert _play_one("Rivendell", "Grizzly Bears")
