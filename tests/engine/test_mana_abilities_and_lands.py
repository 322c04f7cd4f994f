"""Mana abilities of every common shape paid with by the engine (106, 605, 602.2b, 602.5b) and
how lands enter and what they do (614.1c, 402.2, 702.29e, 118.12), with the real cards the
compiler makes of them (Azorius Chancery, Orzhov Signet, Exotic Orchard, Temple of the False
God, Prairie Stream, Port Town, Bojuka Bog, Rupture Spire, Reliquary Tower, Ash Barrens,
Rogue's Passage, Everflowing Chalice, Mystic Gate, Glacial Fortress, Spirebluff Canal)."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import casualmagic
from casualmagic.agents import HeuristicAgent, RandomAgent
from casualmagic.cards.mana import parse_cost
from casualmagic.core.state import END
from casualmagic.engine import mana_payment as mp
from tests.engine.helpers import clear_hand, duel, option, pass_until, put, refresh, to_main


def _ready(lands: list[str], hand: list[str] = (), opponent: list[str] = ()):
    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    for name in lands:
        put(game, 0, name)
    ids = [put(game, 0, n, "hand") for n in hand]
    for name in opponent:
        put(game, 1, name)
    refresh(game)
    return game, ids


def _pay_first(game) -> None:
    while game.pending.kind == "pay":
        game.choose(game.pending.options[0])


def _mana_events(game, card: str) -> list:
    return [e for e in game.events if e.kind == "mana_ability" and e.data["card"] == card]


# -- several mana at once (106.1), bounce lands --------------------------------------------

def test_106_1_a_bounce_land_adds_two_colours_at_once():
    game, (strix,) = _ready(["Dimir Aqueduct"], ["Baleful Strix"])
    game.choose(("cast", strix))
    _pay_first(game)
    assert game.objects[game.stack[-1]].card.name == "Baleful Strix"
    (made,) = _mana_events(game, "Dimir Aqueduct")
    assert made.data["mana"] == "UB" and made.rule == "605.3a"
    assert sum(game.players[0].mana_pool) == 0


def test_603_bounce_land_returns_a_land_you_control_when_it_enters():
    game, (chancery,) = _ready(["Plains"], ["Azorius Chancery"])
    plains = next(i for i in game.battlefield if game.objects[i].card.name == "Plains")
    game.choose(("play", chancery))
    game.choose(("pass",))
    game.choose(("pass",))  # the trigger resolves: its controller chooses a land (608.2d)
    assert game.pending.kind == "choose"
    game.choose(option(game, "return", plains))
    assert plains not in game.battlefield
    assert any(game.objects[i].card.name == "Plains" for i in game.players[0].hand)
    chancery_now = next(i for i in game.battlefield if game.objects[i].card.name == "Azorius Chancery")
    assert game.objects[chancery_now].tapped  # "This land enters tapped." (614.1c)


# -- mana abilities with mana in their cost: Signets and filter lands (602.2b, 605.3a) ------

def test_602_2b_signet_pays_with_mana_made_by_another_source():
    game, (angel,) = _ready(["Forest", "Forest", "Azorius Chancery", "Orzhov Signet"],
                            ["Serra Angel"])
    # {3}{W}{W}: four mana from the lands, the Signet turns one of them into {W}{B}
    game.choose(("cast", angel))
    _pay_first(game)
    assert game.objects[game.stack[-1]].card.name == "Serra Angel"
    (signet,) = _mana_events(game, "Orzhov Signet")
    assert signet.data["mana"] == "WB" and len(signet.data["paid"]) == 1
    assert sum(game.players[0].mana_pool) == 0


def test_602_2b_a_signet_never_pays_its_own_cost():
    game, _ = _ready(["Forest"], opponent=[])
    put(game, 0, "Orzhov Signet")
    assert mp.can_pay(game, 0, parse_cost("{W}{B}"))  # Forest pays {1}: the Signet makes {W}{B}
    assert not mp.can_pay(game, 0, parse_cost("{G}{W}"))  # the Forest's {G} went to the Signet
    assert not mp.can_pay(game, 0, parse_cost("{3}"))
    alone = duel()
    put(alone, 0, "Orzhov Signet")
    put(alone, 0, "Rakdos Signet")
    assert not mp.can_pay(alone, 0, parse_cost("{1}"))  # two Signets can't pay for each other


def test_106_1_filter_land_makes_each_mana_of_its_own_choice():
    game, _ = _ready(["Plains", "Mystic Gate"])
    sources = mp.mana_sources(game, 0)
    assert mp.can_pay(game, 0, parse_cost("{1}"))
    assert {s.name for s in sources} == {"Plains", "Mystic Gate"}


def _sequential(free: list[str], signets: list[tuple[str, str]], need: Counter, generic: int) -> bool:
    """Brute force: activate Signets ({1}, {T}: Add two mana) one after another, paying each
    from the pool (any mana), then pay the cost from what is left."""
    def pays(pool: Counter) -> bool:
        left = pool.copy()
        for c, n in need.items():
            if left[c] < n:
                return False
            left[c] -= n
        return sum(left.values()) >= generic

    def go(pool: Counter, rest: tuple) -> bool:
        if pays(pool):
            return True
        for k, (a, b) in enumerate(rest):
            for c in [c for c in pool if pool[c]]:
                p = pool.copy()
                p[c] -= 1
                p[a] += 1
                p[b] += 1
                if go(p, rest[:k] + rest[k + 1:]):
                    return True
        return False

    return go(Counter(free), tuple(signets))


@settings(max_examples=60, deadline=None)
@given(free=st.lists(st.sampled_from("WUBRG"), max_size=3),
       signets=st.lists(st.sampled_from(["WB", "UR", "GG", "WU"]), max_size=2),
       need=st.lists(st.sampled_from("WUBRG"), max_size=3), generic=st.integers(0, 2))
def test_602_2b_payment_with_signets_matches_activating_them_one_by_one(free, signets, need,
                                                                        generic):
    supply = [(frozenset(c), 1) for c in free]
    costly = [mp.Source(-1, -1, frozenset(s), 2, s, units=(frozenset(s[0]), frozenset(s[1])),
                        cost=parse_cost("{1}")) for s in signets]
    demands = [frozenset(c) for c in need]
    brute = _sequential(free, [(s[0], s[1]) for s in signets], Counter(need), generic)
    chained = mp.feasible(supply, demands, generic) or any(
        mp.chain_order(supply, list(sub), demands, generic) is not None
        for r in range(1, len(costly) + 1) for sub in itertools.combinations(costly, r))
    assert chained == brute


# -- colours worked out as it is activated (106.7, 903.4), conditions (602.5b) -------------

def test_106_7_exotic_orchard_makes_what_an_opponents_land_could_produce():
    game, _ = _ready(["Exotic Orchard"], opponent=["Island", "Mountain", "Exotic Orchard"])
    (orchard,) = mp.mana_sources(game, 0)
    assert orchard.colors == frozenset("UR")
    bare, _ = _ready(["Exotic Orchard", "Fellwar Stone"], opponent=["Exotic Orchard"])
    assert mp.mana_sources(bare, 0) == []  # 106.7: no type of mana can be defined


def test_602_5b_temple_of_the_false_god_makes_mana_only_with_five_lands():
    game, _ = _ready(["Temple of the False God", "Forest", "Forest", "Forest"])
    assert all(s.name != "Temple of the False God" for s in mp.mana_sources(game, 0))
    put(game, 0, "Forest")
    temple = next(s for s in mp.mana_sources(game, 0) if s.name == "Temple of the False God")
    assert temple.amount == 2 and temple.colors == frozenset("C")


def test_107_1b_mana_for_each_charge_counter():
    game, _ = _ready([])
    put(game, 0, "Everflowing Chalice", counters=(("charge", 2),))
    (chalice,) = mp.mana_sources(game, 0)
    assert chalice.amount == 2 and chalice.colors == frozenset("C")
    empty = duel()
    put(empty, 0, "Everflowing Chalice")
    assert mp.mana_sources(empty, 0) == []


def test_305_6_a_land_with_two_basic_land_types_makes_either_colour():
    game, _ = _ready(["Prairie Stream"])
    (stream,) = mp.mana_sources(game, 0)
    assert stream.colors == frozenset("WU")


# -- how lands enter (614.1c) -----------------------------------------------------------------

def _play(game, land: int) -> int:
    name = game.objects[land].card.name
    game.choose(("play", land))
    return next(i for i in game.battlefield if game.objects[i].card.name == name)


def test_614_1c_enters_tapped_unless_you_control_two_or_more_basic_lands():
    game, (a, b) = _ready(["Plains"], ["Prairie Stream", "Prairie Stream"])
    assert game.objects[_play(game, a)].tapped
    game2, (c,) = _ready(["Plains", "Island"], ["Prairie Stream"])
    assert not game2.objects[_play(game2, c)].tapped


def test_614_1c_enters_tapped_unless_two_or_fewer_other_lands():
    game, (canal,) = _ready(["Island", "Mountain"], ["Spirebluff Canal"])
    assert not game.objects[_play(game, canal)].tapped
    game2, (canal2,) = _ready(["Island", "Mountain", "Island"], ["Spirebluff Canal"])
    assert game2.objects[_play(game2, canal2)].tapped


def test_614_1c_check_land_enters_untapped_with_a_land_of_its_types():
    game, (fort,) = _ready(["Island"], ["Glacial Fortress"])
    assert not game.objects[_play(game, fort)].tapped
    game2, (fort2,) = _ready(["Mountain"], ["Glacial Fortress"])
    assert game2.objects[_play(game2, fort2)].tapped


def test_701_16a_reveal_land_enters_untapped_when_a_card_of_its_types_is_revealed():
    # "you may reveal": a choice made before the land enters (614.12a), no longer a reveal
    # made for the player whenever they could (engine.entering_choices)
    game, (town, plains) = _ready([], ["Port Town", "Plains"])
    game.choose(("play", town))
    assert game.pending.rule == "614.12a"
    assert game.pending.options == (("reveal", plains), ("no_reveal",))
    game.choose(("reveal", plains))
    land = next(i for i in game.battlefield if game.objects[i].card.name == "Port Town")
    assert not game.objects[land].tapped
    reveal = [e for e in game.events if e.kind == "reveal"][-1]
    assert reveal.data["cards"] == ["Plains"] and reveal.rule == "701.16a"
    game2, (town2, _) = _ready([], ["Port Town", "Swamp"])
    land2 = _play(game2, town2)  # (the step may copy game2.objects: look it up after)
    assert game2.objects[land2].tapped


# -- what lands do -----------------------------------------------------------------------------

def test_406_3_bojuka_bog_exiles_target_players_graveyard():
    game, (bog,) = _ready([], ["Bojuka Bog"])
    put(game, 1, "Grizzly Bears", "graveyard")
    _play(game, bog)
    game.choose(option(game, "target", "player", 1))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[1].graveyard == ()
    assert [game.objects[i].card.name for i in game.exile] == ["Grizzly Bears"]


def test_118_12_rupture_spire_is_sacrificed_unless_its_controller_pays():
    game, (spire, _) = _ready(["Forest"], ["Rupture Spire", "Forest"])
    _play(game, spire)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "pay_optional" and game.pending.rule == "118.12"
    game.choose(("decline",))
    assert all(game.objects[i].card.name != "Rupture Spire" for i in game.battlefield)
    game2, (spire2,) = _ready(["Forest"], ["Rupture Spire"])
    _play(game2, spire2)
    game2.choose(("pass",))
    game2.choose(("pass",))
    game2.choose(game2.pending.options[0])  # pay {1} with the Forest
    assert any(game2.objects[i].card.name == "Rupture Spire" for i in game2.battlefield)


def test_402_2_reliquary_tower_no_maximum_hand_size():
    game, _ = _ready(["Reliquary Tower"], ["Forest"] * 9)
    pass_until(game, END, 0)
    game.choose(("pass",))
    assert len(game.players[0].hand) == 9
    assert not any(e.kind == "discard" and e.player == 0 for e in game.events)


def test_702_29e_basic_landcycling_finds_a_basic_land():
    game, (barrens,) = _ready(["Forest"], ["Ash Barrens"])
    before = len(game.players[0].library)
    game.choose(option(game, "activate", barrens))
    _pay_first(game)
    game.choose(("pass",))
    game.choose(("pass",))
    if game.pending.kind == "choose":
        game.choose(game.pending.options[0])
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Ash Barrens"]
    assert len(game.players[0].library) == before - 1
    assert any(game.objects[i].card.name == "Forest" for i in game.players[0].hand)


def test_509_1b_rogues_passage_target_creature_cant_be_blocked():
    from casualmagic.engine import continuous as cont

    game, _ = _ready(["Rogue's Passage", "Forest", "Forest", "Forest", "Forest"])
    bears = put(game, 0, "Grizzly Bears")
    passage = next(i for i in game.battlefield if game.objects[i].card.name == "Rogue's Passage")
    game.choose(option(game, "activate", passage))
    if game.pending.kind == "target":
        game.choose(option(game, "target", "object", bears))
    _pay_first(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert cont.has_keyword(game, game.objects[bears], "Can't be blocked")


# -- agents tap and pay with them in a game ----------------------------------------------------

MANA_DECK = (["Azorius Chancery"] * 4 + ["Dimir Aqueduct"] * 3 + ["Orzhov Signet"] * 3
             + ["Skycloud Expanse"] * 3 + ["Exotic Orchard"] * 2 + ["Temple of the False God"] * 2
             + ["Prairie Stream"] * 2 + ["Port Town"] * 2 + ["Plains"] * 4 + ["Island"] * 3
             + ["Serra Angel"] * 4 + ["Baleful Strix"] * 4 + ["Coiling Oracle"] * 2
             + ["Grizzly Bears"] * 2 + ["Forest"] * 4 + ["Swamp"] * 8 + ["Plains"] * 8)


def test_605_3a_agents_tap_and_pay_with_the_new_sources_in_a_seeded_game():
    used: set[str] = set()
    for seed, kind in ((3, HeuristicAgent), (4, RandomAgent), (5, HeuristicAgent)):
        game = casualmagic.new_game("duel", decks=[MANA_DECK, MANA_DECK], seed=seed)
        agents = [kind(seed), kind(seed + 1)]
        for _ in range(4000):
            if game.over:
                break
            d = game.pending
            game.choose(agents[d.player].choose(game.view(d.player), d))
        used |= {e.data["card"] for e in game.events if e.kind == "mana_ability"}
        assert game.over and game.replay().events[-1] == game.events[-1]
    assert {"Azorius Chancery", "Dimir Aqueduct", "Orzhov Signet", "Skycloud Expanse",
            "Exotic Orchard", "Port Town", "Prairie Stream"} <= used


def test_701_19b_myriad_landscape_finds_up_to_two_basics_sharing_a_land_type():
    game, _ = _ready(["Myriad Landscape", "Forest", "Forest"])
    names = [game.objects[i].card.name for i in game.players[0].library]
    assert "Forest" in names and "Island" not in names
    island = put(game, 0, "Island", "library")
    landscape = next(i for i in game.battlefield
                     if game.objects[i].card.name == "Myriad Landscape")
    game.choose(option(game, "activate", landscape))
    _pay_first(game)
    game.choose(("pass",))
    game.choose(("pass",))
    first = next(o for o in game.pending.options if o[0] == "find"
                 and game.objects[o[1]].card.name == "Forest")
    game.choose(first)
    # only cards sharing a land type with the first are offered now
    assert all(game.objects[o[1]].card.name == "Forest" for o in game.pending.options
               if o[0] == "find")
    assert island in game.players[0].library
    game.choose(next(o for o in game.pending.options if o[0] == "find"))
    entered = [i for i in game.battlefield if game.objects[i].card.name == "Forest"
               and game.objects[i].tapped]
    assert len(entered) >= 2


def test_614_1c_enters_tapped_unless_you_have_two_or_more_opponents():
    game = duel(players=3)
    to_main(game, 0)
    land = put(game, 0, "Luxury Suite", "hand")
    refresh(game)
    assert not game.objects[_play(game, land)].tapped
    game2, (land2,) = _ready([], ["Luxury Suite"])
    assert game2.objects[_play(game2, land2)].tapped


def test_614_1c_enters_tapped_unless_a_player_has_13_or_less_life():
    game, (land,) = _ready([], ["Abandoned Campground"])
    assert game.objects[_play(game, land)].tapped
    game2, (land2,) = _ready([], ["Abandoned Campground"])
    game2.player_w(1).life = 13
    assert not game2.objects[_play(game2, land2)].tapped


def test_605_3b_pain_land_deals_damage_only_when_it_makes_a_colour():
    game, _ = _ready(["Sulfurous Springs", "Mountain"])
    (plan,) = mp.payment_plans(game, 0, parse_cost("{1}{R}"))
    from casualmagic.engine.casting import apply_plan

    apply_plan(game, 0, plan, parse_cost("{1}{R}"), 0, None)
    assert game.players[0].life == 20  # the Mountain made {R}, the Springs {C}
    springs = [e for e in game.events if e.kind == "mana_ability"
               and e.data["card"] == "Sulfurous Springs"]
    assert springs[-1].data["mana"] == "C"
    game2, _ = _ready(["Sulfurous Springs"])
    (plan2,) = mp.payment_plans(game2, 0, parse_cost("{B}"))
    apply_plan(game2, 0, plan2, parse_cost("{B}"), 0, None)
    assert game2.players[0].life == 19
    damage = [e for e in game2.events if e.kind == "damage"][-1]
    assert damage.rule == "120.3"


def test_605_3b_talisman_makes_colourless_for_generic_mana_without_damage():
    game, _ = _ready(["Forest"])
    put(game, 0, "Talisman of Creativity")
    (plan,) = mp.payment_plans(game, 0, parse_cost("{1}{G}"))
    from casualmagic.engine.casting import apply_plan

    apply_plan(game, 0, plan, parse_cost("{1}{G}"), 0, None)
    assert game.players[0].life == 20


def test_614_12a_thriving_land_makes_its_colour_or_the_colour_chosen_as_it_entered():
    game, (isle,) = _ready([], ["Thriving Isle"])
    game.choose(("play", isle))  # the colour is chosen before the land enters (614.12a)
    assert not any(game.objects[i].card.name == "Thriving Isle" for i in game.battlefield)
    assert game.pending.kind == "choose" and game.pending.rule == "614.12a"
    assert ("color", "U") not in game.pending.options  # "a color other than blue"
    game.choose(("color", "R"))
    land = next(i for i in game.battlefield if game.objects[i].card.name == "Thriving Isle")
    assert game.objects[land].tapped
    game.obj_w(land).tapped = False
    (source,) = mp.mana_sources(game, 0)
    assert source.colors == frozenset("UR")


def test_613_1f_chromatic_lantern_lands_you_control_make_any_colour():
    game, _ = _ready(["Forest"])
    put(game, 0, "Chromatic Lantern")
    put(game, 1, "Island")
    forest = next(s for s in mp.mana_sources(game, 0) if s.name == "Forest")
    assert forest.colors == frozenset("WUBRG")
    assert mp.can_pay(game, 0, parse_cost("{W}{B}"))
    assert {s.name: s.colors for s in mp.mana_sources(game, 1)}["Island"] == frozenset("U")


def test_701_19a_krosan_verge_finds_a_forest_card_and_a_plains_card():
    game, _ = _ready(["Krosan Verge", "Forest", "Forest"])
    for name in ("Plains", "Island"):
        put(game, 0, name, "library")
    verge = next(i for i in game.battlefield if game.objects[i].card.name == "Krosan Verge")
    game.choose(option(game, "activate", verge))
    _pay_first(game)
    game.choose(("pass",))
    game.choose(("pass",))
    forest = next(o for o in game.pending.options if o[0] == "find"
                  and game.objects[o[1]].card.name == "Forest")
    game.choose(forest)
    names = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"}
    assert names == {"Plains"}  # the Forest is found: only a Plains card is left to find
    game.choose(next(o for o in game.pending.options if o[0] == "find"))
    entered = sorted(game.objects[i].card.name for i in game.battlefield
                     if game.objects[i].tapped and game.objects[i].card.name in ("Forest", "Plains")
                     and game.objects[i].since_turn == game.turn)
    assert "Plains" in entered


def test_602_5b_tainted_field_makes_its_colours_only_while_you_control_a_swamp():
    game, _ = _ready(["Tainted Field"])
    (field,) = mp.mana_sources(game, 0)
    assert field.colors == frozenset("C")
    put(game, 0, "Swamp")
    field = next(s for s in mp.mana_sources(game, 0) if s.name == "Tainted Field")
    assert field.colors == frozenset("WBC")


def test_701_19b_armillary_sphere_finds_up_to_two_basic_lands():
    game, _ = _ready(["Forest", "Forest", "Forest"])
    sphere = put(game, 0, "Armillary Sphere")
    game.choose(option(game, "activate", sphere))
    _pay_first(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(next(o for o in game.pending.options if o[0] == "find"))
    assert ("stop",) in game.pending.options  # "up to two" (701.19b)
    game.choose(("stop",))
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Forest"]
