"""The Commander staples pool (cards/definitions/commander_staples.toml), each card shown
doing what its oracle text says.

Scenarios start in player 1's main phase (see ``board`` in test_card_behaviour);
``play`` casts a card and settles the stack, answering decisions from a queue where
``("card", verb, name)`` picks the option naming that card.
"""

from __future__ import annotations

from importlib import resources

import pytest

from casualmagic.cards.definitions import (
    card_by_name,
    compiled_equivalent_names,
    load_definitions,
    load_file,
)
from casualmagic.core.state import ATTACKERS, END, MAIN1
from casualmagic.engine import continuous as cont
from tests.cards.test_card_behaviour import board, names
from tests.engine.helpers import done, pass_until, put


def settle(game, answers=()) -> None:
    """Answer decisions from ``answers`` (then option 0) and pass until the stack is empty."""
    queue = list(answers)
    for _ in range(400):
        d = game.pending
        if d is None:
            return
        if d.kind == "priority":
            if not game.stack:
                return
            game.choose(("pass",))
            continue
        while queue and isinstance(queue[0], tuple) and not any(
                o[0] == (queue[0][1] if queue[0][0] == "card" else queue[0][0]) for o in d.options):
            queue.pop(0)  # a forced choice (one legal target or mode) the engine took itself
        a = queue.pop(0) if queue else 0
        if isinstance(a, tuple) and a and a[0] == "card":
            a = next(o for o in d.options if o[0] == a[1] and len(o) > 1
                     and isinstance(o[1], int) and game.objects[o[1]].card.name == a[2])
        game.choose(a)
    raise AssertionError("the stack did not settle")


def play(game, name: str, *answers) -> None:
    """Cast ``name`` from player 1's hand and settle everything it starts."""
    oid = put(game, 0, name, "hand")
    game.choose(("cast", oid))
    settle(game, answers)


def activate(game, oid: int, index: int, *answers) -> None:
    game.choose(("activate", oid, index))
    settle(game, answers)


def on_top(game, player: int, cards: list[str]) -> list[int]:
    """Put ``cards`` on top of a library, the first one on top."""
    ids = [put(game, player, n, "library") for n in cards]
    p = game.player_w(player)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    return ids


def mine(game, player: int = 0, kind: str | None = None) -> list[str]:
    return names(game, [i for i in game.battlefield if game.objects[i].controller == player
                        and (kind is None or kind in game.objects[i].card.types)])


def tapped_lands(game, player: int = 0) -> list[str]:
    return names(game, [i for i in game.battlefield if game.objects[i].controller == player
                        and "Land" in game.objects[i].card.types and game.objects[i].tapped])


def hand(game, player: int = 0) -> list[str]:
    return names(game, game.players[player].hand)


def grave(game, player: int = 0) -> list[str]:
    return names(game, game.players[player].graveyard)


def ev(game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


# -- land search ---------------------------------------------------------------------------

def test_701_19_path_to_exile_controller_of_the_creature_may_search():
    game, _, (wurm,) = board(["Plains"], theirs=["Craw Wurm"])
    play(game, "Path to Exile", ("target", "object", wurm), ("yes",), ("card", "find", "Island"))
    assert names(game, game.exile) == ["Craw Wurm"]
    assert tapped_lands(game, 1) == ["Island"]  # the opponent searched, tapped


def test_608_2d_path_to_exile_search_is_optional():
    game, _, (wurm,) = board(["Plains"], theirs=["Craw Wurm"])
    before = len(game.players[1].library)
    play(game, "Path to Exile", ("target", "object", wurm), ("no",))
    assert names(game, game.exile) == ["Craw Wurm"] and mine(game, 1) == []
    assert len(game.players[1].library) == before and "Path to Exile" in grave(game)


@pytest.mark.parametrize("card", ["Cultivate", "Kodama's Reach", "Peregrination"])
def test_701_19_cultivate_one_land_tapped_onto_battlefield_other_to_hand(card):
    game, _, _ = board(["Forest"] * (4 if card == "Peregrination" else 3))
    put(game, 0, "Plains", "library")
    play(game, card, ("card", "find", "Plains"), ("card", "find", "Island"), ("zone", "battlefield"))
    assert tapped_lands(game).count("Plains") == 1 and hand(game) == ["Island"]
    assert any(e.kind == "reveal" and sorted(e.data["cards"]) == ["Island", "Plains"]
               for e in game.events)
    if card == "Peregrination":
        assert ev(game, "scry")


def test_701_19b_cultivate_may_find_only_one_and_choose_its_zone():
    game, _, _ = board(["Forest"] * 3)
    play(game, "Cultivate", ("card", "find", "Island"), ("stop",), ("zone", "hand"))
    assert hand(game) == ["Island"] and "Island" not in mine(game)


@pytest.mark.parametrize("card, lands, find, tapped", [
    ("Farseek", ["Forest"] * 2, "Swamp", True),
    ("Nature's Lore", ["Forest"] * 2, "Forest", False),
    ("Three Visits", ["Forest"] * 2, "Forest", False),
])
def test_701_19_search_for_a_land_by_subtype(card, lands, find, tapped):
    game, _, _ = board(lands)
    put(game, 0, find, "library")
    put(game, 0, "Forest" if find != "Forest" else "Swamp", "library")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))
    d_options = [game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"]
    assert find in d_options
    wrong = "Forest" if card == "Farseek" else "Island"
    assert wrong not in d_options  # Farseek can't find a Forest; Nature's Lore not an Island
    settle(game, [("card", "find", find)])
    found = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == find
             and game.objects[i].since_turn == game.turn]
    assert len(found) == 1 and found[0].tapped == tapped


@pytest.mark.parametrize("card, n, tapped", [
    ("Explosive Vegetation", 2, True), ("Skyshroud Claim", 2, False), ("Ranger's Path", 2, True),
])
def test_701_19_two_lands_onto_the_battlefield(card, n, tapped):
    game, _, _ = board(["Forest"] * 4)
    for _ in range(2):
        put(game, 0, "Forest", "library")
    play(game, card, ("card", "find", "Forest" if card != "Explosive Vegetation" else "Island"))
    new = [game.objects[i] for i in game.battlefield if game.objects[i].since_turn == game.turn]
    assert len(new) == n and all(o.tapped == tapped for o in new)


def test_sylvan_scrying_finds_any_land_to_hand():
    game, _, _ = board(["Forest"] * 2)
    put(game, 0, "Strip Mine", "library")
    play(game, "Sylvan Scrying", ("card", "find", "Strip Mine"))
    assert hand(game) == ["Strip Mine"]


def test_assassins_trophy_destroys_and_gives_its_controller_a_basic():
    game, _, (wurm,) = board(["Swamp", "Forest"], theirs=["Craw Wurm"])
    play(game, "Assassin's Trophy", ("target", "object", wurm), ("yes",), ("card", "find", "Island"))
    assert "Craw Wurm" in grave(game, 1)
    islands = [game.objects[i] for i in game.battlefield if game.objects[i].controller == 1]
    assert [o.card.name for o in islands] == ["Island"] and not islands[0].tapped


def test_wood_elves_puts_a_forest_onto_the_battlefield_untapped():
    game, _, _ = board(["Forest"] * 3)
    put(game, 0, "Forest", "library")
    play(game, "Wood Elves")
    fresh = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Forest"
             and game.objects[i].since_turn == game.turn]
    assert len(fresh) == 1 and not fresh[0].tapped


def test_sakura_tribe_elder_sacrifices_for_a_tapped_basic():
    game, (elder,), _ = board([], mine=["Sakura-Tribe Elder"])
    activate(game, elder, 0)
    assert "Sakura-Tribe Elder" in grave(game) and tapped_lands(game) == ["Island"]


def test_solemn_simulacrum_enters_for_a_land_and_dies_for_a_card():
    game, _, _ = board(["Island"] * 4)
    play(game, "Solemn Simulacrum", ("yes",))
    assert tapped_lands(game).count("Island") == 5  # four paid, one found tapped
    golem = next(i for i in game.battlefield if game.objects[i].card.name == "Solemn Simulacrum")
    put(game, 0, "Mountain")
    play(game, "Lightning Bolt", ("target", "object", golem), ("yes",))
    assert len(game.players[0].hand) == 1


def test_608_2d_solemn_may_decline_to_draw():
    game, (golem,), _ = board(["Mountain"], mine=["Solemn Simulacrum"])
    play(game, "Lightning Bolt", ("target", "object", golem), ("no",))
    assert hand(game) == [] and "Solemn Simulacrum" in grave(game)


def test_yavimaya_elder_dies_for_two_basics_and_sacrifices_to_draw():
    game, (elder,), _ = board(["Forest"] * 2, mine=["Yavimaya Elder"])
    activate(game, elder, 0, ("yes",))  # {2}, sacrifice: the dies trigger, then the draw
    assert len(hand(game)) == 3 and hand(game).count("Island") == 3
    assert any(e.kind == "reveal" for e in game.events)


def test_burnished_hart_finds_two_tapped_basics():
    game, (hart,), _ = board(["Island"] * 3, mine=["Burnished Hart"])
    activate(game, hart, 0)
    assert tapped_lands(game).count("Island") == 5 and "Burnished Hart" in grave(game)


@pytest.mark.parametrize("card, lands, zone", [
    ("Pilgrim's Eye", ["Island"] * 3, "hand"), ("Borderland Ranger", ["Forest"] * 3, "hand"),
    ("Civic Wayfinder", ["Forest"] * 3, "hand"), ("Sylvan Ranger", ["Forest"] * 2, "hand"),
    ("Farhaven Elf", ["Forest"] * 3, "battlefield"),
])
def test_enters_may_search_for_a_basic_land(card, lands, zone):
    game, _, _ = board(lands)
    play(game, card, ("yes",))
    if zone == "hand":
        assert hand(game) == ["Island"]
    else:
        assert tapped_lands(game).count("Island") == 1
    assert card in mine(game)


def test_primeval_titan_enters_and_attacks_for_two_lands_each():
    game, _, _ = board(["Forest"] * 6)
    for name in ("Strip Mine", "Ghost Quarter", "Evolving Wilds"):
        put(game, 0, name, "library")
    play(game, "Primeval Titan", ("yes",), ("card", "find", "Strip Mine"),
         ("card", "find", "Ghost Quarter"))
    assert {"Strip Mine", "Ghost Quarter"} <= set(tapped_lands(game))
    pass_until(game, MAIN1, 1)
    pass_until(game, ATTACKERS - 1, 0)  # beginning of combat
    game.choose(("pass",))
    game.choose(("pass",))
    titan = next(i for i in game.battlefield if game.objects[i].card.name == "Primeval Titan")
    game.choose(("attack", titan, "player", 1))
    done(game)
    settle(game, [("yes",), ("card", "find", "Evolving Wilds")])
    assert "Evolving Wilds" in mine(game)


@pytest.mark.parametrize("card, life", [
    ("Evolving Wilds", 20), ("Terramorphic Expanse", 20), ("Prismatic Vista", 19),
])
def test_sacrifice_lands_fetch_a_basic(card, life):
    game, (land,), _ = board([], mine=[card])
    activate(game, land, 0)
    new = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Island"]
    assert len(new) == 1 and new[0].tapped == (card != "Prismatic Vista")
    assert game.players[0].life == life and card in grave(game)


def test_wayfarers_bauble_and_expedition_map():
    game, (bauble, emap), _ = board(["Island"] * 4, mine=["Wayfarer's Bauble", "Expedition Map"])
    put(game, 0, "Strip Mine", "library")
    activate(game, bauble, 0)
    assert "Wayfarer's Bauble" in grave(game) and tapped_lands(game).count("Island") == 3  # 2 paid
    activate(game, emap, 0, ("card", "find", "Strip Mine"))
    assert hand(game) == ["Strip Mine"] and "Expedition Map" in grave(game)


FETCHES = {"Bloodstained Mire": ("Swamp", "Mountain"), "Flooded Strand": ("Plains", "Island"),
           "Polluted Delta": ("Island", "Swamp"), "Windswept Heath": ("Forest", "Plains"),
           "Wooded Foothills": ("Mountain", "Forest"), "Arid Mesa": ("Mountain", "Plains"),
           "Marsh Flats": ("Plains", "Swamp"), "Misty Rainforest": ("Forest", "Island"),
           "Scalding Tarn": ("Island", "Mountain"), "Verdant Catacombs": ("Swamp", "Forest")}


@pytest.mark.parametrize("card", sorted(FETCHES))
def test_fetch_lands_pay_life_and_find_either_land_type(card):
    game, (fetch,), _ = board([], mine=[card])
    for n in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        put(game, 0, n, "library")
    game.choose(("activate", fetch, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    found = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"}
    assert found == set(FETCHES[card])
    settle(game, [("card", "find", FETCHES[card][1])])
    assert mine(game) == [FETCHES[card][1]] and game.players[0].life == 19
    assert not game.objects[game.battlefield[-1]].tapped


def test_ghost_quarter_destroys_a_land_and_its_controller_may_search():
    game, (gq,), (their,) = board([], mine=["Ghost Quarter"], theirs=["Forest"])
    activate(game, gq, 1, ("target", "object", their), ("yes",))
    assert "Forest" in grave(game, 1) and mine(game, 1) == ["Island"]


def test_strip_mine_destroys_target_land_and_taps_for_colourless():
    game, (mine_, _), (their,) = board([], mine=["Strip Mine", "Ornithopter"], theirs=["Forest"])
    assert game.objects[mine_].card.activated[0].produces == ("C",)
    activate(game, mine_, 1, ("target", "object", their))
    assert "Forest" in grave(game, 1) and "Strip Mine" in grave(game)


# -- tutors ---------------------------------------------------------------------------------

@pytest.mark.parametrize("card, lands, life", [
    ("Demonic Tutor", ["Swamp"] * 2, 20), ("Diabolic Tutor", ["Swamp"] * 4, 20),
    ("Grim Tutor", ["Swamp"] * 3, 17),
])
def test_701_19_tutor_any_card_to_hand(card, lands, life):
    game, _, _ = board(lands)
    put(game, 0, "Craw Wurm", "library")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))
    assert ("stop",) not in game.pending.options  # 701.19d: "a card" must be found
    settle(game, [("card", "find", "Craw Wurm")])
    assert hand(game) == ["Craw Wurm"] and game.players[0].life == life


@pytest.mark.parametrize("card, lands, target, decoy, life", [
    ("Vampiric Tutor", ["Swamp"], "Craw Wurm", None, 18),
    ("Worldly Tutor", ["Forest"], "Craw Wurm", "Lightning Bolt", 20),
    ("Sylvan Tutor", ["Forest"], "Craw Wurm", "Lightning Bolt", 20),
    ("Enlightened Tutor", ["Plains"], "Sol Ring", "Craw Wurm", 20),
    ("Mystical Tutor", ["Island"], "Lightning Bolt", "Craw Wurm", 20),
    ("Personal Tutor", ["Island"], "Demonic Tutor", "Lightning Bolt", 20),
])
def test_701_20b_tutor_shuffles_then_puts_the_card_on_top(card, lands, target, decoy, life):
    game, _, _ = board(lands)
    put(game, 0, target, "library")
    if decoy:
        put(game, 0, decoy, "library")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))
    offered = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"}
    assert target in offered and (decoy is None or decoy not in offered)
    settle(game, [("card", "find", target)])
    assert game.objects[game.players[0].library[0]].card.name == target
    assert game.players[0].life == life


@pytest.mark.parametrize("card, lands, target, decoy", [
    ("Idyllic Tutor", ["Plains"] * 3, "Glorious Anthem", "Sol Ring"),
    ("Eladamri's Call", ["Forest", "Plains"], "Craw Wurm", "Sol Ring"),
    ("Fabricate", ["Island"] * 3, "Sol Ring", "Glorious Anthem"),
    ("Merchant Scroll", ["Island"] * 2, "Counterspell", "Lightning Bolt"),
    ("Steelshaper's Gift", ["Plains"], "Bonesplitter", "Sol Ring"),
])
def test_701_19_tutor_with_a_quality_reveals_to_hand(card, lands, target, decoy):
    game, _, _ = board(lands)
    put(game, 0, target, "library")
    put(game, 0, decoy, "library")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))
    offered = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"}
    assert offered == {target} and ("stop",) in game.pending.options  # 701.19b
    settle(game, [("card", "find", target)])
    assert hand(game) == [target] and ev(game, "reveal")[-1].data["cards"] == [target]


def test_entomb_and_buried_alive_put_cards_into_the_graveyard():
    game, _, _ = board(["Swamp"] * 4)
    for n in ("Craw Wurm", "Grizzly Bears", "Hill Giant", "Sol Ring"):
        put(game, 0, n, "library")
    play(game, "Entomb", ("card", "find", "Sol Ring"))
    assert "Sol Ring" in grave(game)
    play(game, "Buried Alive", ("card", "find", "Craw Wurm"), ("card", "find", "Grizzly Bears"),
         ("card", "find", "Hill Giant"))
    assert {"Craw Wurm", "Grizzly Bears", "Hill Giant"} <= set(grave(game))


@pytest.mark.parametrize("card, lands, target, decoy", [
    ("Fierce Empath", ["Forest"] * 3, "Craw Wurm", "Grizzly Bears"),
    ("Spellseeker", ["Island"] * 3, "Counterspell", "Concentrate"),
    ("Trinket Mage", ["Island"] * 3, "Sol Ring", "Mind Stone"),
    ("Ranger of Eos", ["Plains"] * 4, "Savannah Lions", "Grizzly Bears"),
])
def test_enters_may_search_with_a_mana_value_limit(card, lands, target, decoy):
    game, _, _ = board(lands)
    put(game, 0, target, "library")
    put(game, 0, decoy, "library")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))  # the creature resolves; its enters trigger goes on the stack
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("yes",))
    offered = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "find"}
    assert target in offered and decoy not in offered
    settle(game, [("card", "find", target)])
    assert hand(game) == [target]


# -- removal -------------------------------------------------------------------------------

@pytest.mark.parametrize("card, lands, token", [
    ("Beast Within", ["Forest"] * 3, "Beast"), ("Generous Gift", ["Plains"] * 3, "Elephant"),
    ("Rapid Hybridization", ["Island"], "Frog Lizard"), ("Pongify", ["Island"], "Ape"),
])
def test_111_2_destroy_and_its_controller_creates_a_3_3(card, lands, token):
    game, _, (wurm,) = board(lands, theirs=["Craw Wurm"])
    play(game, card, ("target", "object", wurm))
    assert "Craw Wurm" in grave(game, 1)
    toks = [game.objects[i] for i in game.battlefield if game.objects[i].card.is_token]
    assert [(t.card.name, t.controller, t.card.power, t.card.toughness, t.card.colors)
            for t in toks] == [(token, 1, 3, 3, ("G",))]


def test_beast_within_hits_any_permanent():
    game, _, (ring,) = board(["Forest"] * 3, theirs=["Sol Ring"])
    play(game, "Beast Within", ("target", "object", ring))
    assert "Sol Ring" in grave(game, 1) and mine(game, 1) == ["Beast"]


@pytest.mark.parametrize("card, lands, victim, life, zone", [
    ("Anguished Unmaking", ["Plains", "Swamp", "Swamp"], "Glorious Anthem", 17, "exile"),
    ("Utter End", ["Plains", "Swamp", "Swamp", "Swamp"], "Sol Ring", 20, "exile"),
    ("Mortify", ["Plains", "Swamp", "Swamp"], "Glorious Anthem", 20, "graveyard"),
    ("Putrefy", ["Forest", "Swamp", "Swamp"], "Sol Ring", 20, "graveyard"),
    ("Terminate", ["Mountain", "Swamp"], "Craw Wurm", 20, "graveyard"),
    ("Infernal Grasp", ["Swamp"] * 2, "Craw Wurm", 18, "graveyard"),
    ("Eliminate", ["Swamp"] * 2, "Grizzly Bears", 20, "graveyard"),
    ("Shatter", ["Mountain"] * 2, "Sol Ring", 20, "graveyard"),
    ("Feed the Swarm", ["Swamp"] * 2, "Craw Wurm", 14, "graveyard"),
])
def test_targeted_removal(card, lands, victim, life, zone):
    game, _, (target,) = board(lands, theirs=[victim])
    play(game, card, ("target", "object", target))
    where = names(game, game.exile) if zone == "exile" else grave(game, 1)
    assert victim in where and game.players[0].life == life


@pytest.mark.parametrize("card, lands, illegal", [
    ("Anguished Unmaking", ["Plains", "Swamp", "Swamp"], "Forest"),
    ("Eliminate", ["Swamp"] * 2, "Craw Wurm"),
    ("Feed the Swarm", ["Swamp"] * 2, "Sol Ring"),
])
def test_removal_target_restrictions(card, lands, illegal):
    game, (own,), (target,) = board(lands, mine=["Grizzly Bears"], theirs=[illegal])
    oid = put(game, 0, card, "hand")
    if card == "Feed the Swarm":  # neither an artifact nor its own creature: no legal target
        assert ("cast", oid) not in game.pending.options
        return
    game.choose(("cast", oid))  # the only legal target is taken at once
    assert game.objects[game.stack[-1]].targets == ((("object", own),),)


def test_natures_claim_gives_life_to_the_permanents_controller():
    game, _, (ring,) = board(["Forest"], theirs=["Sol Ring"])
    play(game, "Nature's Claim", ("target", "object", ring))
    assert "Sol Ring" in grave(game, 1) and game.players[1].life == 24


def test_return_to_nature_modes():
    game, _, (anthem,) = board(["Forest"] * 6, theirs=["Glorious Anthem"])
    play(game, "Return to Nature", ("mode", 1, "Destroy target enchantment."),
         ("target", "object", anthem))
    assert "Glorious Anthem" in grave(game, 1)
    card = game.players[1].graveyard[-1]
    play(game, "Return to Nature", ("mode", 2, "Exile target card from a graveyard."),
         ("target", "object", card))
    assert "Glorious Anthem" in names(game, game.exile)


def test_lightning_helix_and_magma_jet():
    game, _, _ = board(["Mountain", "Plains", "Mountain", "Mountain"])
    play(game, "Lightning Helix", ("target", "player", 1))
    assert game.players[1].life == 17 and game.players[0].life == 23
    play(game, "Magma Jet", ("target", "player", 1))
    assert game.players[1].life == 15 and ev(game, "scry")


@pytest.mark.parametrize("card, lands, survivors", [
    ("Wrath of God", ["Plains"] * 4, ["Forest", "Glorious Anthem", "Sol Ring"]),
    ("Damnation", ["Swamp"] * 4, ["Forest", "Glorious Anthem", "Sol Ring"]),
    ("Tranquility", ["Forest"] * 3, ["Craw Wurm", "Forest", "Grizzly Bears", "Sol Ring"]),
    ("Planar Cleansing", ["Plains"] * 6, ["Forest"]),
])
def test_destroy_all(card, lands, survivors):
    game, _, _ = board(lands, mine=["Grizzly Bears"],
                       theirs=["Craw Wurm", "Glorious Anthem", "Sol Ring", "Forest"])
    play(game, card)
    assert names(game, [i for i in game.battlefield
                        if game.objects[i].controller == 1 or game.objects[i].card.name
                        == "Grizzly Bears"]) == survivors


def test_evacuation_returns_all_creatures_to_owners_hands():
    game, _, _ = board(["Island"] * 5, mine=["Grizzly Bears"], theirs=["Craw Wurm", "Sol Ring"])
    play(game, "Evacuation")
    assert hand(game) == ["Grizzly Bears"] and "Craw Wurm" in hand(game, 1)
    assert "Sol Ring" in mine(game, 1)


def test_merciless_eviction_exiles_all_of_one_type():
    game, _, _ = board(["Plains", "Swamp"] * 3, mine=["Grizzly Bears"],
                       theirs=["Craw Wurm", "Sol Ring"])
    play(game, "Merciless Eviction", ("mode", 1, "Exile all creatures."))
    assert names(game, game.exile) == ["Craw Wurm", "Grizzly Bears"] and "Sol Ring" in mine(game, 1)


# -- counterspells and discard ---------------------------------------------------------------

def _opponent_casts(game, spell: str, lands: list[str], *answers):
    """Player 2 can't act in player 1's main phase at sorcery speed: use instants or flash."""
    for land in lands:
        put(game, 1, land)
    oid = put(game, 0, spell, "hand")
    game.choose(("cast", oid))
    for a in answers:
        game.choose(a)
    return oid


@pytest.mark.parametrize("counter, lands, spell, spell_lands, extra", [
    ("Swan Song", ["Island"], "Divination", ["Island"] * 3, "bird"),
    ("Absorb", ["Plains", "Island", "Island"], "Grizzly Bears", ["Forest"] * 2, "life"),
    ("Exclude", ["Island"] * 3, "Grizzly Bears", ["Forest"] * 2, "draw"),
    ("Dispel", ["Island"], "Lightning Bolt", ["Mountain"], None),
    ("Mystic Snake", ["Forest", "Island", "Island", "Island"], "Divination", ["Island"] * 3, None),
])
def test_701_5_counterspells(counter, lands, spell, spell_lands, extra):
    game, _, _ = board(spell_lands)
    for land in lands:
        put(game, 1, land)
    hand1 = len(game.players[1].hand)
    s = put(game, 0, spell, "hand")
    game.choose(("cast", s))
    while game.pending.kind != "priority":
        game.choose(("target", "player", 1) if ("target", "player", 1) in game.pending.options else 0)
    game.choose(("pass",))
    c = put(game, 1, counter, "hand")
    game.choose(("cast", c))
    settle(game)
    assert spell in grave(game)
    if extra == "bird":
        assert [(game.objects[i].card.name, game.objects[i].controller) for i in game.battlefield
                if game.objects[i].card.is_token] == [("Bird", 0)]
    if extra == "life":
        assert game.players[1].life == 23
    if extra == "draw":
        assert len(game.players[1].hand) == hand1 + 1
    if counter == "Mystic Snake":
        assert "Mystic Snake" in mine(game, 1)


def test_swan_song_cannot_counter_a_creature_spell():
    game, _, _ = board(["Forest"] * 2)
    put(game, 1, "Island")
    s = put(game, 0, "Grizzly Bears", "hand")
    game.choose(("cast", s))
    game.choose(("pass",))
    c = put(game, 1, "Swan Song", "hand")
    assert not any(o == ("cast", c) for o in game.pending.options)


def test_701_8_duress_takes_a_noncreature_nonland_card():
    game, _, _ = board(["Swamp"])
    for n in ("Craw Wurm", "Forest", "Lightning Bolt"):
        put(game, 1, n, "hand")
    oid = put(game, 0, "Duress", "hand")
    game.choose(("cast", oid))
    settle(game, [("target", "player", 1)])
    assert "Lightning Bolt" in grave(game, 1) and {"Craw Wurm", "Forest"} <= set(hand(game, 1))


def test_701_8_thoughtseize_takes_a_creature_and_costs_two_life():
    game, _, _ = board(["Swamp"])
    for n in ("Craw Wurm", "Forest"):
        put(game, 1, n, "hand")
    play(game, "Thoughtseize", ("target", "player", 1), ("card", "discard", "Craw Wurm"))
    assert "Craw Wurm" in grave(game, 1) and game.players[0].life == 18
    assert game.pending.player == 0


# -- card draw and selection -------------------------------------------------------------------

@pytest.mark.parametrize("card, lands, drawn, life", [
    ("Read the Bones", ["Swamp"] * 3, 2, 18), ("Preordain", ["Island"], 1, 20),
    ("Ambition's Cost", ["Swamp"] * 4, 3, 17),
])
def test_draw_spells(card, lands, drawn, life):
    game, _, _ = board(lands)
    play(game, card)
    assert len(hand(game)) == drawn and game.players[0].life == life


def test_701_18_preordain_scries_two_before_drawing():
    game, _, _ = board(["Island"])
    on_top(game, 0, ["Craw Wurm", "Lightning Bolt"])
    play(game, "Preordain", ("card", "bottom", "Craw Wurm"), ("card", "top", "Lightning Bolt"))
    assert hand(game) == ["Lightning Bolt"]


def test_brainstorm_draws_three_and_puts_two_back_in_order():
    game, _, _ = board(["Island"])
    on_top(game, 0, ["Craw Wurm", "Lightning Bolt", "Sol Ring"])
    play(game, "Brainstorm", ("card", "put", "Craw Wurm"), ("card", "put", "Sol Ring"))
    assert hand(game) == ["Lightning Bolt"]
    lib = [game.objects[i].card.name for i in game.players[0].library[:2]]
    assert lib == ["Sol Ring", "Craw Wurm"]


def test_ponder_reorders_the_top_three_then_draws():
    game, _, _ = board(["Island"])
    on_top(game, 0, ["Craw Wurm", "Lightning Bolt", "Sol Ring"])
    play(game, "Ponder", ("card", "top", "Sol Ring"), ("card", "top", "Craw Wurm"), ("keep",))
    assert hand(game) == ["Sol Ring"]
    assert [game.objects[i].card.name for i in game.players[0].library[:2]] == \
        ["Craw Wurm", "Lightning Bolt"]


def test_ponder_may_shuffle():
    game, _, _ = board(["Island"])
    on_top(game, 0, ["Craw Wurm", "Lightning Bolt", "Sol Ring"])
    play(game, "Ponder", 0, 0, ("shuffle",))
    assert ev(game, "shuffle") and len(hand(game)) == 1


def test_prosperity_each_player_draws_x():
    game, _, _ = board(["Island"] * 4)
    before = len(game.players[1].hand)
    play(game, "Prosperity", ("x", 3))
    assert len(hand(game)) == 3 and len(game.players[1].hand) == before + 3


def test_wheel_of_fortune_discards_hands_and_draws_seven():
    game, _, _ = board(["Mountain"] * 3)
    put(game, 0, "Craw Wurm", "hand")
    play(game, "Wheel of Fortune")
    assert len(hand(game)) == 7 and len(game.players[1].hand) == 7
    assert "Craw Wurm" in grave(game)


def test_timetwister_shuffles_hand_and_graveyard_in_then_draws_seven():
    game, _, _ = board(["Island"] * 3)
    put(game, 0, "Craw Wurm", "graveyard")
    lib = len(game.players[0].library)
    play(game, "Timetwister")
    assert len(hand(game)) == 7 and grave(game) == ["Timetwister"]
    assert len(game.players[0].library) == lib + 1 - 7


def test_phyrexian_arena_draws_and_costs_life_each_upkeep():
    game, _, _ = board([], mine=["Phyrexian Arena"])
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert game.players[0].life == 19 and len(hand(game)) == 2  # the Arena and the draw step


@pytest.mark.parametrize("card, lands, n, pick, rest_zone", [
    ("Sleight of Hand", ["Island"], 2, "Sol Ring", "bottom"),
    ("Anticipate", ["Island"] * 2, 3, "Sol Ring", "bottom"),
    ("Impulse", ["Island"] * 2, 4, "Sol Ring", "bottom"),
    ("Strategic Planning", ["Island"] * 2, 3, "Sol Ring", "graveyard"),
])
def test_701_16e_look_at_the_top_cards_take_one(card, lands, n, pick, rest_zone):
    game, _, _ = board(lands)
    top = ["Craw Wurm", "Sol Ring", "Lightning Bolt", "Forest"][:n]
    on_top(game, 0, top)
    play(game, card, ("card", "take", pick))
    assert hand(game) == [pick]
    rest = sorted(n_ for n_ in top if n_ != pick)
    if rest_zone == "bottom":
        lib = game.players[0].library
        assert sorted(game.objects[i].card.name for i in lib[-len(rest):]) == rest
    else:
        assert grave(game) == sorted([*rest, card])


@pytest.mark.parametrize("card, lands, top, pick", [
    ("Adventurous Impulse", ["Forest"], ["Craw Wurm", "Sol Ring", "Lightning Bolt"], "Craw Wurm"),
    ("Commune with Nature", ["Forest"], ["Sol Ring", "Lightning Bolt", "Grizzly Bears",
                                         "Forest", "Plains"], "Grizzly Bears"),
])
def test_look_at_the_top_may_take_a_card_of_a_type(card, lands, top, pick):
    game, _, _ = board(lands)
    on_top(game, 0, top)
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    game.choose(("pass",))
    game.choose(("pass",))
    offered = {game.objects[o[1]].card.name for o in game.pending.options if o[0] == "take"}
    assert "Sol Ring" not in offered and pick in offered and ("stop",) in game.pending.options
    settle(game, [("card", "take", pick)])
    assert hand(game) == [pick]


def test_mulch_puts_all_lands_in_hand_and_the_rest_in_the_graveyard():
    game, _, _ = board(["Forest"] * 2)
    on_top(game, 0, ["Forest", "Craw Wurm", "Plains", "Sol Ring"])
    play(game, "Mulch")
    assert hand(game) == ["Forest", "Plains"] and grave(game) == ["Craw Wurm", "Mulch", "Sol Ring"]


def test_sultai_soothsayer_and_satyr_wayfinder():
    game, _, _ = board(["Swamp", "Forest", "Island", "Island", "Forest"])
    on_top(game, 0, ["Forest", "Craw Wurm", "Sol Ring", "Lightning Bolt"])
    play(game, "Sultai Soothsayer", ("card", "take", "Sol Ring"))
    assert hand(game) == ["Sol Ring"] and grave(game) == ["Craw Wurm", "Forest", "Lightning Bolt"]
    game2, _, _ = board(["Forest"] * 2)
    on_top(game2, 0, ["Craw Wurm", "Plains", "Sol Ring", "Lightning Bolt"])
    play(game2, "Satyr Wayfinder", ("card", "take", "Plains"))
    assert hand(game2) == ["Plains"]
    assert grave(game2) == ["Craw Wurm", "Lightning Bolt", "Sol Ring"]


@pytest.mark.parametrize("top, zone", [("Forest", "battlefield"), ("Craw Wurm", "hand")])
def test_coiling_oracle_land_onto_battlefield_otherwise_to_hand(top, zone):
    game, _, _ = board(["Forest", "Island"])
    on_top(game, 0, [top])
    play(game, "Coiling Oracle")
    if zone == "battlefield":
        assert mine(game).count("Forest") == 2 and hand(game) == []
    else:
        assert hand(game) == ["Craw Wurm"]


# -- creatures ---------------------------------------------------------------------------------

@pytest.mark.parametrize("card, pt, keywords, colour", [
    ("Avacyn's Pilgrim", (1, 1), set(), ("W",)), ("Boreal Druid", (1, 1), set(), ("C",)),
    ("Sylvan Caryatid", (0, 3), {"Defender", "Hexproof"}, ("W", "U", "B", "R", "G")),
    ("Acidic Slime", (2, 2), {"Deathtouch"}, None), ("Baleful Strix", (1, 1), {"Flying", "Deathtouch"}, None),
    ("Wall of Blossoms", (0, 4), {"Defender"}, None), ("Mnemonic Wall", (0, 4), {"Defender"}, None),
    ("Cadaver Imp", (1, 1), {"Flying"}, None), ("Pilgrim's Eye", (1, 1), {"Flying"}, None),
    ("Primeval Titan", (6, 6), {"Trample"}, None), ("Sun Titan", (6, 6), {"Vigilance"}, None),
    ("Grave Titan", (6, 6), {"Deathtouch"}, None), ("Mystic Snake", (2, 2), {"Flash"}, None),
])
def test_printed_characteristics_and_mana(card, pt, keywords, colour):
    game, (c,), _ = board([], mine=[card])
    o = game.objects[c]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt
    assert {k for k in ("Flying", "Deathtouch", "Defender", "Hexproof", "Trample", "Vigilance",
                        "Flash") if cont.has_keyword(game, o, k)} == keywords
    if colour:
        assert o.card.activated[0].produces == colour


def test_avacyns_pilgrim_pays_for_a_white_spell():
    game, (pilgrim,), _ = board([], mine=["Avacyn's Pilgrim"])
    play(game, "Savannah Lions")
    assert "Savannah Lions" in mine(game) and game.objects[pilgrim].tapped


def test_eternal_witness_returns_a_card_from_your_graveyard():
    game, _, _ = board(["Forest"] * 3)
    bolt = put(game, 0, "Lightning Bolt", "graveyard")
    play(game, "Eternal Witness", ("target", "object", bolt), ("yes",))
    assert hand(game) == ["Lightning Bolt"]


def test_reclamation_sage_may_destroy_an_artifact():
    game, _, (ring,) = board(["Forest"] * 3, theirs=["Sol Ring"])
    play(game, "Reclamation Sage", ("target", "object", ring), ("yes",))
    assert "Sol Ring" in grave(game, 1)


def test_608_2d_reclamation_sage_may_decline():
    game, _, (ring,) = board(["Forest"] * 3, theirs=["Sol Ring"])
    play(game, "Reclamation Sage", ("target", "object", ring), ("no",))
    assert "Sol Ring" in mine(game, 1)


@pytest.mark.parametrize("card, lands, victim, where", [
    ("Acidic Slime", ["Forest"] * 5, "Forest", "graveyard"),
    ("Ravenous Chupacabra", ["Swamp"] * 4, "Craw Wurm", "graveyard"),
    ("Meteor Golem", ["Island"] * 7, "Glorious Anthem", "graveyard"),
    ("Man-o'-War", ["Island"] * 3, "Craw Wurm", "hand"),
])
def test_603_6a_enters_removal(card, lands, victim, where):
    game, _, (target,) = board(lands, theirs=[victim])
    play(game, card, ("target", "object", target))
    assert victim in (grave(game, 1) if where == "graveyard" else hand(game, 1))


@pytest.mark.parametrize("card, lands", [("Baleful Strix", ["Island", "Swamp"]),
                                         ("Wall of Blossoms", ["Forest"] * 2)])
def test_enters_draw_a_card(card, lands):
    game, _, _ = board(lands)
    play(game, card)
    assert len(hand(game)) == 1


@pytest.mark.parametrize("card, lands, back", [
    ("Archaeomancer", ["Island"] * 4, "Lightning Bolt"),
    ("Mnemonic Wall", ["Island"] * 5, "Lightning Bolt"),
    ("Gravedigger", ["Swamp"] * 4, "Craw Wurm"),
    ("Cadaver Imp", ["Swamp"] * 3, "Craw Wurm"),
])
def test_enters_return_a_card_from_your_graveyard(card, lands, back):
    game, _, _ = board(lands)
    put(game, 0, "Sol Ring", "graveyard")  # never a legal target for any of them
    gy = put(game, 0, back, "graveyard")
    oid = put(game, 0, card, "hand")
    game.choose(("cast", oid))
    settle(game, [("target", "object", gy), ("yes",)])
    assert hand(game) == [back] and "Sol Ring" in grave(game)


def test_doomed_traveler_dies_into_a_flying_spirit():
    game, (traveler,), _ = board(["Mountain"], mine=["Doomed Traveler"])
    play(game, "Lightning Bolt", ("target", "object", traveler))
    spirit = next(game.objects[i] for i in game.battlefield if game.objects[i].card.is_token)
    assert spirit.card.name == "Spirit" and cont.has_keyword(game, spirit, "Flying")
    assert spirit.card.colors == ("W",) and spirit.controller == 0


def test_grave_titan_makes_two_zombies_when_it_enters():
    game, _, _ = board(["Swamp"] * 6)
    play(game, "Grave Titan")
    zombies = [game.objects[i] for i in game.battlefield if game.objects[i].card.name == "Zombie"]
    assert len(zombies) == 2 and all(z.card.power == 2 and z.card.colors == ("B",) for z in zombies)


def test_sun_titan_returns_a_small_permanent_card_to_the_battlefield():
    game, _, _ = board(["Plains"] * 6)
    put(game, 0, "Craw Wurm", "graveyard")  # mana value 6: not a legal target
    wall = put(game, 0, "Wall of Omens", "graveyard")
    oid = put(game, 0, "Sun Titan", "hand")
    game.choose(("cast", oid))
    settle(game, [("target", "object", wall), ("yes",)])
    assert "Wall of Omens" in mine(game) and len(hand(game)) == 1  # its own enters trigger drew
    assert grave(game) == ["Craw Wurm"]


# -- recursion and blink ---------------------------------------------------------------------

def test_regrowth_and_raise_dead():
    game, _, _ = board(["Forest", "Forest", "Swamp"])
    bolt = put(game, 0, "Lightning Bolt", "graveyard")
    play(game, "Regrowth", ("target", "object", bolt))
    wurm = put(game, 0, "Craw Wurm", "graveyard")
    play(game, "Raise Dead", ("target", "object", wurm))
    assert hand(game) == ["Craw Wurm", "Lightning Bolt"]


def test_reanimate_takes_from_any_graveyard_and_costs_its_mana_value():
    game, _, _ = board(["Swamp"])
    wurm = put(game, 1, "Craw Wurm", "graveyard")
    play(game, "Reanimate", ("target", "object", wurm))
    assert "Craw Wurm" in mine(game, 0) and game.players[0].life == 14


def test_zombify_returns_and_enters_abilities_trigger():
    game, _, _ = board(["Swamp"] * 4)
    put(game, 0, "Elvish Visionary", "graveyard")
    play(game, "Zombify")
    assert "Elvish Visionary" in mine(game) and len(hand(game)) == 1


def test_buried_ruin_returns_an_artifact_card():
    game, (ruin,), _ = board(["Island"] * 2, mine=["Buried Ruin"])
    ring = put(game, 0, "Sol Ring", "graveyard")
    activate(game, ruin, 1, ("target", "object", ring))
    assert hand(game) == ["Sol Ring"] and "Buried Ruin" in grave(game)


def test_610_3_cloudshift_returns_a_new_object_that_enters_again():
    game, (visionary,), _ = board(["Plains"], mine=["Elvish Visionary"])
    game.obj_w(visionary).damage = 0
    play(game, "Cloudshift", ("target", "object", visionary))
    assert visionary not in game.battlefield and "Elvish Visionary" in mine(game)
    assert len(hand(game)) == 1  # the enters trigger drew


def test_ghostly_flicker_blinks_two_and_tokens_do_not_return():
    game, (strix, land), _ = board(["Island"] * 3, mine=["Baleful Strix", "Forest"])
    play(game, "Ghostly Flicker", ("target", "object", strix), ("target", "object", land))
    assert {"Baleful Strix", "Forest"} <= set(mine(game)) and strix not in game.battlefield
    assert len(hand(game)) == 1


def test_conjurers_closet_blinks_at_end_step():
    game, (closet, visionary), _ = board([], mine=["Conjurer's Closet", "Elvish Visionary"])
    pass_until(game, END, 0)
    settle(game, [("target", "object", visionary), ("yes",)])
    assert "Elvish Visionary" in mine(game) and visionary not in game.battlefield


# -- mana rocks, lands, Equipment ------------------------------------------------------------------

@pytest.mark.parametrize("source, spell, lands", [
    ("Thran Dynamo", "Hill Giant", ["Mountain"]),
    ("Darksteel Ingot", "Savannah Lions", []), ("Manalith", "Savannah Lions", []),
    ("Mana Geode", "Savannah Lions", []), ("Hedron Archive", "Grizzly Bears", []),
    ("Zhalfirin Void", "Ornithopter", []),
])
def test_mana_rocks_pay_for_spells(source, spell, lands):
    game, (src,), _ = board(lands, mine=[source])
    if spell == "Grizzly Bears":
        put(game, 0, "Forest")
    play(game, spell)
    assert spell in mine(game) and (game.objects[src].tapped or spell == "Ornithopter")


def test_darksteel_ingot_is_indestructible():
    game, (ingot,), _ = board(["Mountain"] * 2, mine=["Darksteel Ingot"])
    play(game, "Shatter", ("target", "object", ingot))
    assert "Darksteel Ingot" in mine(game)


def test_hedron_archive_sacrifices_to_draw_two():
    game, (archive,), _ = board(["Island"] * 2, mine=["Hedron Archive"])
    activate(game, archive, 1)
    assert len(hand(game)) == 2 and "Hedron Archive" in grave(game)


@pytest.mark.parametrize("card", ["Mana Geode", "Zhalfirin Void"])
def test_enters_scry_one(card):
    game, _, _ = board(["Island"] * 3)
    on_top(game, 0, ["Craw Wurm"])
    if card == "Mana Geode":
        play(game, card, ("bottom", game.players[0].library[0]))
    else:
        land = put(game, 0, card, "hand")
        game.choose(("play", land))
        settle(game, [("bottom", game.players[0].library[0])])
    assert game.objects[game.players[0].library[-1]].card.name == "Craw Wurm"


@pytest.mark.parametrize("card, lands, pt, keywords", [
    ("Swiftfoot Boots", ["Plains"], (2, 2), {"Hexproof", "Haste"}),
    ("Loxodon Warhammer", ["Plains"] * 3, (5, 2), {"Trample", "Lifelink"}),
    ("Behemoth Sledge", ["Plains"] * 3, (4, 4), {"Trample", "Lifelink"}),
])
def test_702_6_equipment_grants_keywords(card, lands, pt, keywords):
    game, (bear, gear), _ = board(lands, mine=["Grizzly Bears", card])
    activate(game, gear, 0, ("target", "object", bear))
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt
    assert {k for k in ("Hexproof", "Haste", "Trample", "Lifelink") if cont.has_keyword(game, o, k)} \
        == keywords


def test_every_staples_card_runs_its_whole_text():
    """Every card of the staples file is played with its whole text, hand-written or (under
    ``--compiled-definitions``) compiled; so is every card whose table gave way to its compiled
    definition."""
    folder = resources.files("casualmagic.cards") / "definitions"
    names = load_file("commander_staples.toml",
                      (folder / "commander_staples.toml").read_text(encoding="utf-8"))
    played = load_definitions()
    assert len(names) >= 20 and not [n for n in names if played[n].missing]
    assert not [n for n in compiled_equivalent_names() if card_by_name(n).missing]


def test_every_card_filter_phrase_in_the_pool_reads():
    """Search and look filters are read when the effect runs: check them all here."""
    from casualmagic.engine.targets import card_filter

    for card in load_definitions().values():
        groups = [card.spell, *card.modes, *card.activated, *card.triggered]
        for g in groups:
            for eff in getattr(g, "effects", ()) or ():
                if eff.op in ("search_library", "look_at_top", "choose_discard"):
                    assert card_filter(eff.get("filter", "card")).types_any, card.name
