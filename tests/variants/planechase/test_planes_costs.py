"""Planes that change costs and how they are paid (planes: costs): blitz (702.152a),
convoke (702.51a), goad with "can't become tapped" (701.38a), activation-cost reductions
(602.2b, 601.2f), affinity (702.41a) and spending mana as though it were any colour
(609.4b), each with its chaos ability (311.7)."""

from __future__ import annotations

from casualmagic.core.state import END, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.combat import goaded_by
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle


def _chaos(game) -> None:
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game)


def _named(game, ids, name: str) -> list[int]:
    return [i for i in ids if game.objects[i].card.name == name]


def _cast_option(game, oid: int, alt: str | None = None) -> tuple | None:
    for o in game.pending.options:
        if o[0] == "cast" and o[1] == oid and (o[2] if len(o) > 2 else None) == alt:
            return o
    return None


def _tokens(game, seat: int, name: str) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].controller == seat
            and game.objects[i].card.name == name]


# -- The Dining Car ----------------------------------------------------------------------------

def test_111_10b_the_dining_car_planeswalk_to_each_player_creates_a_food():
    game = pc_game(("The Dining Car", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    assert not _tokens(game, 0, "Food") and not _tokens(game, 1, "Food")
    arrive(game, "The Dining Car")
    assert len(_tokens(game, 0, "Food")) == 1
    assert len(_tokens(game, 1, "Food")) == 1


def test_701_17a_the_dining_car_upkeep_sacrifices_least_toughness_then_investigates():
    game = pc_game(("The Dining Car", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Dining Car")
    elves = put(game, 0, "Llanowar Elves")  # 1/1
    bears = put(game, 0, "Grizzly Bears")  # 2/2
    pass_until(game, UPKEEP, active=1)
    pass_until(game, UPKEEP, active=0)
    refresh(game)
    settle(game)
    assert elves not in game.objects or game.objects[elves].zone != "battlefield"
    assert _named(game, game.players[0].graveyard, "Llanowar Elves")
    assert bears in game.battlefield
    assert len(_tokens(game, 0, "Clue")) >= 1


def test_602_2b_the_dining_car_chaos_makes_artifact_token_abilities_cost_two_less():
    game = pc_game(("The Dining Car", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Dining Car")
    clear_hand(game, 0)
    food = _tokens(game, 0, "Food")[0]
    refresh(game)
    # Food: "{2}, {T}, Sacrifice this artifact: You gain 3 life." — no mana, no option
    assert not any(o[0] == "activate" and o[1] == food for o in game.pending.options)
    _chaos(game)
    opt = next((o for o in game.pending.options if o[0] == "activate" and o[1] == food), None)
    assert opt is not None
    life = game.players[0].life
    game.choose(opt)
    settle(game)
    assert game.players[0].life == life + 3
    assert food not in game.battlefield
    # the opponent's Food is not the chaos ability's controller's: it still costs {2}
    theirs = _tokens(game, 1, "Food")[0]
    from casualmagic.engine.cost_changes import ability_reduction

    assert ability_reduction(game, 1, game.objects[theirs]) == 0


# -- Ood Sphere -------------------------------------------------------------------------------

def test_702_51a_ood_sphere_noncreature_spells_have_convoke():
    game = pc_game(("Ood Sphere", "Gavony"),
                   libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "Gavony")
    clear_hand(game, 0)
    bears = [put(game, 0, "Grizzly Bears", sick=True) for _ in range(2)]
    growth = put(game, 0, "Rampant Growth", "hand")
    wurm = put(game, 0, "Grizzly Bears", "hand")
    refresh(game)
    assert _cast_option(game, growth) is None  # no lands, no convoke yet
    arrive(game, "Ood Sphere")
    assert _cast_option(game, growth) is not None  # two green creatures pay {1}{G}
    assert _cast_option(game, wurm) is None  # a creature spell has no convoke
    game.choose(_cast_option(game, growth))
    settle(game)
    assert all(game.objects[b].tapped for b in bears)
    assert _named(game, game.players[0].graveyard, "Rampant Growth")
    assert any(e.kind == "convoke" for e in game.events)


def test_702_51a_ood_sphere_convoke_needs_a_creature_of_the_colour():
    game = pc_game(("Ood Sphere", "Gavony"))
    to_main(game, 0)
    arrive(game, "Ood Sphere")
    clear_hand(game, 0)
    put(game, 0, "Serra Angel")
    put(game, 0, "Serra Angel")
    growth = put(game, 0, "Rampant Growth", "hand")
    refresh(game)
    assert _cast_option(game, growth) is None  # white creatures can't pay {G}
    put(game, 0, "Forest")
    refresh(game)
    assert _cast_option(game, growth) is not None  # Forest for {G}, an Angel for {1}


def test_701_38a_ood_sphere_chaos_goads_and_the_creature_cant_become_tapped():
    game = pc_game(("Ood Sphere", "Gavony"))
    to_main(game, 0)
    arrive(game, "Ood Sphere")
    elves = put(game, 1, "Llanowar Elves")
    assert any(s.oid == elves for s in mp.mana_sources(game, 1))
    _chaos(game)
    o = game.objects[elves]
    assert goaded_by(game, o) == (0,)
    assert not cont.is_plain(game, o)
    assert not any(s.oid == elves for s in mp.mana_sources(game, 1))  # {T}: can't tap
    from casualmagic.engine.cost_changes import can_become_tapped

    assert not can_become_tapped(game, o)
    from casualmagic.mechanics.crew import crew_candidates

    assert elves not in crew_candidates(game, 1, None)  # crewing taps it (702.122a)
    # it lasts until the goading player's next turn
    pass_until(game, UPKEEP, active=1)
    assert not can_become_tapped(game, game.objects[elves])
    pass_until(game, UPKEEP, active=0)
    refresh(game)
    assert can_become_tapped(game, game.objects[elves])
    assert goaded_by(game, game.objects[elves]) == ()


# -- The Caldaia ------------------------------------------------------------------------------

def test_702_152a_the_caldaia_creature_spells_from_hand_have_blitz_three():
    game = pc_game(("The Caldaia", "Gavony"), libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "The Caldaia")
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
    wurm = put(game, 0, "Craw Wurm", "hand")  # {4}{G}{G}
    refresh(game)
    assert _cast_option(game, wurm) is None
    opt = _cast_option(game, wurm, "blitz")
    assert opt is not None
    game.choose(opt)
    settle(game)
    on = _named(game, game.battlefield, "Craw Wurm")
    assert on
    w = game.objects[on[0]]
    assert cont.has_keyword(game, w, "Haste")
    hand = len(game.players[0].hand)
    pass_until(game, END, active=0)
    settle(game)
    assert not _named(game, game.battlefield, "Craw Wurm")  # sacrificed at the end step
    assert _named(game, game.players[0].graveyard, "Craw Wurm")
    assert len(game.players[0].hand) == hand + 1  # "When this creature dies, draw a card."


def test_the_caldaia_blitz_is_only_for_creature_spells_you_cast_from_your_hand():
    game = pc_game(("The Caldaia", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Caldaia")
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
    div = put(game, 0, "Cultivate", "hand")
    refresh(game)
    assert _cast_option(game, div, "blitz") is None


def test_the_caldaia_chaos_returns_a_creature_card_from_your_graveyard():
    game = pc_game(("The Caldaia", "Gavony"))
    to_main(game, 0)
    arrive(game, "The Caldaia")
    wurm = put(game, 0, "Craw Wurm", "graveyard")
    _chaos(game)
    assert _named(game, game.players[0].hand, "Craw Wurm")
    assert wurm not in game.players[0].graveyard


# -- Mycosynthwave ----------------------------------------------------------------------------

def test_205_1b_mycosynthwave_all_permanents_are_colorless_artifacts():
    game = pc_game(("Mycosynthwave", "Gavony"))
    to_main(game, 0)
    bears = put(game, 0, "Grizzly Bears")
    forest = put(game, 1, "Forest")
    arrive(game, "Gavony")
    assert not cont.is_type(game, game.objects[bears], "Artifact")
    assert cont.colors_of(game, game.objects[bears]) == ("G",)
    arrive(game, "Mycosynthwave")
    for oid in (bears, forest):
        assert cont.is_type(game, game.objects[oid], "Artifact")
    assert cont.is_type(game, game.objects[bears], "Creature")  # in addition to its types
    assert cont.colors_of(game, game.objects[bears]) == ()


def test_105_2c_mycosynthwave_cards_off_the_battlefield_are_colorless():
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    game = pc_game(("Mycosynthwave", "Gavony"))
    to_main(game, 0)
    arrive(game, "Gavony")
    wurm = put(game, 0, "Craw Wurm", "graveyard")
    green = parse_filter("green creature card in your graveyard")
    assert matches_filter_base(game, green, game.objects[wurm], 0)
    arrive(game, "Mycosynthwave")
    assert cont.colors_of(game, game.objects[wurm]) == ()
    assert not matches_filter_base(game, green, game.objects[wurm], 0)
    assert matches_filter_base(game, parse_filter("creature card in your graveyard"),
                               game.objects[wurm], 0)


def test_609_4b_mycosynthwave_players_spend_mana_as_though_any_color():
    game = pc_game(("Mycosynthwave", "Gavony"), libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "Gavony")
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
    div = put(game, 0, "Divination", "hand")  # {2}{U}
    refresh(game)
    assert _cast_option(game, div) is None  # three Forests make no blue mana
    arrive(game, "Mycosynthwave")
    opt = _cast_option(game, div)
    assert opt is not None
    hand = len(game.players[0].hand)
    game.choose(opt)
    settle(game)
    assert len(game.players[0].hand) == hand - 1 + 2  # Divination resolved: draw two
    assert game.players[0].mana_pool == (0, 0, 0, 0, 0, 0)


def test_702_41a_mycosynthwave_chaos_next_spell_has_affinity_for_artifacts():
    game = pc_game(("Mycosynthwave", "Gavony"), libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "Mycosynthwave")
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")  # three artifacts now (all permanents are artifacts)
    wurm = put(game, 0, "Craw Wurm", "hand")  # {4}{G}{G}
    wurm2 = put(game, 0, "Craw Wurm", "hand")
    refresh(game)
    assert _cast_option(game, wurm) is None and _cast_option(game, wurm2) is None
    _chaos(game)
    opt = _cast_option(game, wurm) or _cast_option(game, wurm2)
    assert opt is not None  # {4}{G}{G} less {3}: three Forests pay it
    game.choose(opt)
    settle(game)
    assert len(_named(game, game.battlefield, "Craw Wurm")) == 1
    # only the next spell: the effect has ended
    from casualmagic.engine.casting_rules import casting_rules

    assert not any(r[0] == "next_spell_affinity" for r in casting_rules(game))


def test_701_38a_ood_sphere_chaos_goads_one_creature_of_each_opponent():
    game = pc_game(("Ood Sphere", "Gavony"), players=3)
    to_main(game, 0)
    arrive(game, "Ood Sphere")
    mine = put(game, 0, "Grizzly Bears")
    a = put(game, 1, "Grizzly Bears")
    b = put(game, 2, "Hill Giant")
    _chaos(game)
    assert goaded_by(game, game.objects[a]) == (0,)
    assert goaded_by(game, game.objects[b]) == (0,)
    assert goaded_by(game, game.objects[mine]) == ()


def test_ood_sphere_goaded_creature_is_not_tapped_by_a_tap_effect():
    from casualmagic.cards.model import Effect
    from casualmagic.effects import EFFECTS

    game = pc_game(("Ood Sphere", "Gavony"))
    to_main(game, 0)
    arrive(game, "Ood Sphere")
    bears = put(game, 1, "Grizzly Bears")
    _chaos(game)
    other = put(game, 0, "Grizzly Bears")
    tap = Effect("tap", (("what", "self"),))
    for oid in (bears, other):
        EFFECTS["tap"](game, game.objects[oid], tap, None, None, 0)
    assert not game.objects[bears].tapped  # 701.21a: it can't become tapped
    assert game.objects[other].tapped


def test_508_1f_ood_sphere_goaded_creature_still_taps_when_declared_as_an_attacker():
    from casualmagic.core.state import BLOCKERS

    game = pc_game(("Ood Sphere", "Gavony"))
    to_main(game, 0)
    arrive(game, "Ood Sphere")
    bears = put(game, 1, "Grizzly Bears")
    _chaos(game)
    assert not game.objects[bears].tapped
    pass_until(game, BLOCKERS, 1)
    # goaded, it must attack (701.38b: the goading player, its only opponent, if able) and
    # is tapped as it is declared as an attacker (508.1f)
    declared = [e for e in game.events if e.kind == "attackers" and e.turn == game.turn]
    assert declared and declared[0].data["attackers"][0][0] == bears
    assert game.objects[bears].tapped
