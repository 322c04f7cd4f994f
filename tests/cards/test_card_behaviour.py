"""Each card of the pool, shown doing what its oracle text says (one scenario per card).

Scenarios start in player 1's main phase with the lands to pay; ``cast`` casts
a card, answers its choices, and lets both players pass so it resolves.
"""

from __future__ import annotations

import pytest

from casualmagic.core.state import MAIN1
from casualmagic.engine import continuous as cont
from tests.engine.helpers import clear_hand, duel, put, refresh, to_main


def board(lands: list[str], mine: list[str] = (), theirs: list[str] = ()):
    game = duel(library0=["Island"] * 30, library1=["Island"] * 30)
    to_main(game, 0)
    clear_hand(game, 0)
    for land in lands:
        put(game, 0, land)
    a = [put(game, 0, n) for n in mine]
    b = [put(game, 1, n) for n in theirs]
    return game, a, b


def cast(game, name: str, *answers, resolve: bool = True) -> None:
    """Cast ``name`` from player 1's hand, answering decisions in order, then resolve it."""
    oid = put(game, 0, name, "hand")
    game.choose(("cast", oid))
    answers = list(answers)
    while game.pending.kind != "priority":
        game.choose(answers.pop(0) if answers else 0)
    if resolve:
        game.choose(("pass",))
        game.choose(("pass",))
        while game.pending is not None and game.pending.kind != "priority":
            game.choose(answers.pop(0) if answers else 0)


def names(game, ids) -> list[str]:
    return sorted(game.objects[i].card.name for i in ids)


@pytest.mark.parametrize("card, lands, amount", [
    ("Lightning Bolt", ["Mountain"], 3), ("Shock", ["Mountain"], 2),
    ("Lava Axe", ["Mountain"] * 5, 5), ("Volcanic Hammer", ["Mountain"] * 2, 3),
    ("Lightning Strike", ["Mountain"] * 2, 3), ("Searing Spear", ["Mountain"] * 2, 3),
])
def test_burn_to_a_player(card, lands, amount):
    game, _, _ = board(lands)
    cast(game, card, ("target", "player", 1))
    assert game.players[1].life == 20 - amount


def test_blaze_deals_x_damage():
    game, _, _ = board(["Mountain"] * 5)
    cast(game, "Blaze", ("x", 4), ("target", "player", 1))
    assert game.players[1].life == 16


@pytest.mark.parametrize("card, lands, victim", [
    ("Flame Slash", ["Mountain"], "Craw Wurm"),
    ("Murder", ["Swamp"] * 3, "Craw Wurm"),
    ("Doom Blade", ["Swamp"] * 2, "Craw Wurm"),
    ("Go for the Throat", ["Swamp"] * 2, "Craw Wurm"),
    ("Hero's Downfall", ["Swamp"] * 3, "Craw Wurm"),
    ("Vindicate", ["Plains", "Swamp", "Swamp"], "Craw Wurm"),
    ("Abrade", ["Mountain"] * 2, "Centaur Courser"),
])
def test_removal_kills_a_creature(card, lands, victim):
    game, _, (target,) = board(lands, theirs=[victim])
    cast(game, card, ("target", "object", target))
    assert target not in game.battlefield
    assert victim in names(game, game.players[1].graveyard)


def test_doom_blade_and_go_for_the_throat_filters():
    game, _, (zombie, ornithopter) = board(["Swamp"] * 4, theirs=["Walking Corpse", "Ornithopter"])
    blade = put(game, 0, "Doom Blade", "hand")
    throat = put(game, 0, "Go for the Throat", "hand")
    game.choose(("cast", blade))  # only the Ornithopter is nonblack: forced
    assert game.objects[game.stack[-1]].targets == ((("object", ornithopter),),)
    game.choose(("pass",))
    game.choose(("pass",))
    refresh(game)
    game.choose(("cast", throat))  # Walking Corpse is the only nonartifact creature left
    assert game.objects[game.stack[-1]].targets == ((("object", zombie),),)


def test_swords_to_plowshares_exiles_and_gives_life():
    game, _, (wurm,) = board(["Plains"], theirs=["Craw Wurm"])
    cast(game, "Swords to Plowshares", ("target", "object", wurm))
    assert names(game, game.exile) == ["Craw Wurm"] and game.players[1].life == 26


@pytest.mark.parametrize("card, lands, victim", [
    ("Naturalize", ["Forest"] * 2, "Bonesplitter"), ("Disenchant", ["Plains"] * 2, "Glorious Anthem"),
    ("Stone Rain", ["Mountain"] * 3, "Island"),
])
def test_destroy_noncreature_permanents(card, lands, victim):
    game, _, (target,) = board(lands, theirs=[victim])
    cast(game, card, ("target", "object", target))
    assert target not in game.battlefield


@pytest.mark.parametrize("card, lands, drawn, life", [
    ("Divination", ["Island"] * 3, 2, 20), ("Harmonize", ["Forest"] * 4, 3, 20),
    ("Concentrate", ["Island"] * 4, 3, 20), ("Night's Whisper", ["Swamp"] * 2, 2, 18),
    ("Opt", ["Island"], 1, 20),
])
def test_card_draw(card, lands, drawn, life):
    game, _, _ = board(lands)
    cast(game, card)
    assert len(game.players[0].hand) == drawn and game.players[0].life == life


@pytest.mark.parametrize("card, lands, n, life", [
    ("Ancestral Recall", ["Island"], 3, 20), ("Inspiration", ["Island"] * 4, 2, 20),
    ("Sign in Blood", ["Swamp"] * 2, 2, 18),
])
def test_target_player_draws(card, lands, n, life):
    game, _, _ = board(lands)
    cast(game, card, ("target", "player", 0))
    assert len(game.players[0].hand) == n and game.players[0].life == life


def test_mind_rot_target_player_discards_two():
    game, _, _ = board(["Swamp"] * 3)
    before = len(game.players[1].hand)
    cast(game, "Mind Rot", ("target", "player", 1))
    assert len(game.players[1].hand) == before - 2


@pytest.mark.parametrize("card, lands, extra_draw, life_loss", [
    ("Unsummon", ["Island"], 0, 0), ("Boomerang", ["Island"] * 2, 0, 0),
    ("Repulse", ["Island"] * 3, 1, 0), ("Vapor Snag", ["Island"], 0, 1),
])
def test_bounce_returns_to_owners_hand(card, lands, extra_draw, life_loss):
    game, _, (target,) = board(lands, theirs=["Craw Wurm"])
    hand = len(game.players[1].hand)
    cast(game, card, ("target", "object", target))
    assert len(game.players[1].hand) == hand + 1
    assert len(game.players[0].hand) == extra_draw and game.players[1].life == 20 - life_loss


@pytest.mark.parametrize("counter, lands, spell, spell_lands, countered", [
    ("Counterspell", ["Island"] * 2, "Grizzly Bears", ["Forest"] * 2, True),
    ("Cancel", ["Island"] * 3, "Grizzly Bears", ["Forest"] * 2, True),
    ("Essence Scatter", ["Island"] * 2, "Grizzly Bears", ["Forest"] * 2, True),
    ("Negate", ["Island"] * 2, "Divination", ["Island"] * 3, True),
    ("Dissolve", ["Island"] * 3, "Grizzly Bears", ["Forest"] * 2, True),
    ("Blue Elemental Blast", ["Island"], "Shock", ["Mountain"], True),
    ("Red Elemental Blast", ["Mountain"], "Divination", ["Island"] * 3, True),
])
def test_counterspells(counter, lands, spell, spell_lands, countered):
    game = duel(library0=["Island"] * 30, library1=["Island"] * 30)
    to_main(game, 1 if False else 0)
    clear_hand(game, 0)
    clear_hand(game, 1)
    for land in spell_lands:
        put(game, 0, land)
    for land in lands:
        put(game, 1, land)
    s = put(game, 0, spell, "hand")
    c = put(game, 1, counter, "hand")
    game.choose(("cast", s))
    while game.pending.kind != "priority":
        d = game.pending
        game.choose(("target", "player", 1) if ("target", "player", 1) in d.options else 0)
    game.choose(("pass",))
    game.choose(("cast", c))
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(("pass",))
    game.choose(("pass",))
    while game.pending.kind != "priority":
        game.choose(0)
    assert spell in names(game, game.players[0].graveyard)
    assert any(e.kind == "counter" and e.rule == "701.5a" for e in game.events)


@pytest.mark.parametrize("card, lands, pt, keyword", [
    ("Giant Growth", ["Forest"], (5, 5), None), ("Titanic Growth", ["Forest"] * 2, (6, 6), None),
    ("Angelic Blessing", ["Plains"] * 3, (5, 5), "Flying"),
])
def test_pump_until_end_of_turn(card, lands, pt, keyword):
    game, (bear,), _ = board(lands, mine=["Grizzly Bears"])
    cast(game, card, ("target", "object", bear))
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt
    if keyword:
        assert cont.has_keyword(game, o, keyword)
    from tests.engine.helpers import pass_until

    pass_until(game, MAIN1, 1)
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == (2, 2)  # 514.2


def test_raise_the_alarm_creates_two_soldiers():
    game, _, _ = board(["Plains"] * 2)
    cast(game, "Raise the Alarm")
    tokens = [game.objects[i] for i in game.battlefield if game.objects[i].card.is_token]
    assert [(t.card.name, t.card.power, t.card.toughness, t.card.colors) for t in tokens] == \
        [("Soldier", 1, 1, ("W",))] * 2


def test_dark_ritual_adds_three_black():
    game, _, _ = board(["Swamp"])
    cast(game, "Dark Ritual")
    assert game.players[0].mana_pool[2] == 3


@pytest.mark.parametrize("source, spell", [
    ("Sol Ring", "Horned Turtle"), ("Llanowar Elves", "Grizzly Bears"),
    ("Elvish Mystic", "Grizzly Bears"), ("Fyndhorn Elves", "Grizzly Bears"),
    ("Birds of Paradise", "Savannah Lions"), ("Mind Stone", "Ornithopter"),
])
def test_mana_sources_pay_for_spells(source, spell):
    lands = {"Horned Turtle": ["Island"], "Grizzly Bears": ["Forest"], "Savannah Lions": [],
             "Ornithopter": []}[spell]
    game, (src,), _ = board(lands, mine=[source])
    cast(game, spell)
    assert game.objects[src].tapped or spell == "Ornithopter"
    assert spell in names(game, game.battlefield)


def test_mind_stone_sacrifices_to_draw():
    game, (stone,), _ = board(["Island"], mine=["Mind Stone"])
    game.choose(("activate", stone, 1))
    game.choose(("pass",))
    game.choose(("pass",))
    assert stone not in game.battlefield and len(game.players[0].hand) == 1


@pytest.mark.parametrize("card, lands", [
    ("Elvish Visionary", ["Forest"] * 2), ("Wall of Omens", ["Plains"] * 2),
    ("Cloudkin Seer", ["Island"] * 3),
])
def test_enters_the_battlefield_draw(card, lands):
    game, _, _ = board(lands)
    cast(game, card)
    game.choose(("pass",))
    game.choose(("pass",))  # the trigger resolves
    assert len(game.players[0].hand) == 1


@pytest.mark.parametrize("card, pt, keywords", [
    ("Grizzly Bears", (2, 2), set()), ("Hill Giant", (3, 3), set()), ("Gray Ogre", (2, 2), set()),
    ("Trained Armodon", (3, 3), set()), ("Ancient Brontodon", (9, 9), set()),
    ("Centaur Courser", (3, 3), set()), ("Craw Wurm", (6, 4), set()),
    ("Walking Corpse", (2, 2), set()), ("Horned Turtle", (1, 4), set()),
    ("Savannah Lions", (2, 1), set()), ("Ornithopter", (0, 2), {"Flying"}),
    ("Wind Drake", (2, 2), {"Flying"}), ("Air Elemental", (4, 4), {"Flying"}),
    ("Serra Angel", (4, 4), {"Flying", "Vigilance"}), ("Giant Spider", (2, 4), {"Reach"}),
    ("Raging Goblin", (1, 1), {"Haste"}), ("Typhoid Rats", (1, 1), {"Deathtouch"}),
    ("Vampire Nighthawk", (2, 3), {"Flying", "Deathtouch", "Lifelink"}),
    ("Knight of Meadowgrain", (2, 2), {"First strike", "Lifelink"}),
    ("Youthful Knight", (2, 1), {"First strike"}), ("Fencing Ace", (1, 1), {"Double strike"}),
    ("Boggart Brute", (3, 2), {"Menace"}), ("Colossal Dreadmaw", (6, 6), {"Trample"}),
    ("Shivan Dragon", (5, 5), {"Flying"}),
])
def test_creatures_have_their_printed_characteristics(card, pt, keywords):
    game, (c,), _ = board([], mine=[card])
    o = game.objects[c]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt
    assert {k for k in ("Flying", "Vigilance", "Reach", "Haste", "Deathtouch", "Lifelink",
                        "First strike", "Double strike", "Menace", "Trample")
            if cont.has_keyword(game, o, k)} == keywords


def test_shivan_dragon_firebreathing():
    game, (dragon,), _ = board(["Mountain"] * 2, mine=["Shivan Dragon"])
    for _ in range(2):
        game.choose(("activate", dragon, 0))
        game.choose(("pass",))
        game.choose(("pass",))
    assert cont.power(game, game.objects[dragon]) == 7


@pytest.mark.parametrize("card, lands, survivors", [
    ("Day of Judgment", ["Plains"] * 4, []), ("Pyroclasm", ["Mountain"] * 2, ["Craw Wurm"]),
])
def test_sweepers(card, lands, survivors):
    game, _, _ = board(lands, mine=["Grizzly Bears"], theirs=["Craw Wurm", "Savannah Lions"])
    cast(game, card)
    assert names(game, [i for i in game.battlefield if "Creature" in game.objects[i].card.types]) \
        == survivors


def test_rampant_growth_finds_a_basic_land_tapped():
    game, _, _ = board(["Forest"] * 2)
    cast(game, "Rampant Growth")
    lands = [game.objects[i] for i in game.battlefield if game.objects[i].controller == 0]
    assert len(lands) == 3 and sum(o.tapped for o in lands) == 3  # two paid, one enters tapped


def test_every_pool_card_has_a_scenario_here_or_in_the_engine_tests():
    import pathlib

    from casualmagic.cards.definitions import load_definitions

    text = "".join(p.read_text() for p in pathlib.Path(__file__).parents[1].rglob("test_*.py"))
    missing = [n for n in load_definitions() if f'"{n}"' not in text]
    assert not missing, f"cards without a test: {missing}"


@pytest.mark.parametrize("card, lands, pt", [
    ("Giant Strength", ["Mountain"] * 2, (4, 4)), ("Holy Strength", ["Plains"], (3, 4)),
    ("Unholy Strength", ["Swamp"], (4, 3)),
])
def test_auras_pump_the_enchanted_creature(card, lands, pt):
    game, (bear,), _ = board(lands, mine=["Grizzly Bears"])
    cast(game, card, ("target", "object", bear))
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt


@pytest.mark.parametrize("card, pt", [("Short Sword", (3, 3)), ("Bonesplitter", (4, 2))])
def test_equipment_pumps_the_equipped_creature(card, pt):
    game, (bear, gear), _ = board(["Plains"], mine=["Grizzly Bears", card])
    game.choose(("activate", gear, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    o = game.objects[bear]
    assert (cont.power(game, o), cont.toughness(game, o)) == pt
