"""Planes and phenomena of the planar/library/tokens area: graveyards returning (110.2a),
the planar deck revealed and walked (701.16a, 701.24b, 901.11c), chaos abilities triggered
from the planar deck (311.7), a replacement of the planeswalk roll (614.1a, 901.9c), blank
rolls (901.9d), predefined tokens (111.10), investigate (701.36) and explore (701.40)."""

from __future__ import annotations

from typer.testing import CliRunner

from casualmagic.core.state import END, UPKEEP
from casualmagic.variants.planechase import rules
from tests.engine.helpers import clear_hand, pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, plane_names, settle, walk_to
from tests.variants.planechase.test_planes import _chaos, _settle


def _named(game, name: str, zone: str = "battlefield", seat: int | None = None) -> list[int]:
    ids = game.battlefield if zone == "battlefield" else (
        i for p in game.players for i in getattr(p, zone))
    return [i for i in ids if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat
                 or (zone != "battlefield" and game.objects[i].owner == seat))]


def _arrive(game, name: str) -> None:
    walk_to(game, name)
    refresh(game)
    _settle(game)


def _roll_until(game, face: str, seat: int = 0) -> list[str]:
    faces: list[str] = []
    while face not in faces and len(faces) < 60:
        faces.append(rules.roll_planar_die(game, seat))
        refresh(game)
        _settle(game)
    assert faces[-1] == face
    return faces


def test_inys_haen_mills_three_returns_lands_on_leaving_and_chaos_regrows_a_nonland_card():
    game = pc_game(("Inys Haen", "Krosa"), libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    _arrive(game, "Krosa")
    library = len(game.players[0].library)
    _arrive(game, "Inys Haen")
    assert len(game.players[0].library) == library - 3  # mill three (701.13)
    assert len(_named(game, "Forest", "graveyard", 0)) == 3
    island = put(game, 1, "Island", "graveyard")
    bolt = put(game, 0, "Lightning Bolt", "graveyard")
    _chaos(game)  # target nonland card from your graveyard: the Bolt, not a Forest
    assert bolt not in game.players[0].graveyard
    assert _named(game, "Lightning Bolt", "hand", 0)
    lands = len(_named(game, "Forest", seat=0))
    _arrive(game, "Krosa")  # planeswalk away: every player's land cards return tapped
    forests = _named(game, "Forest", seat=0)
    assert len(forests) == lands + 3 and not _named(game, "Forest", "graveyard", 0)
    assert island not in game.players[1].graveyard
    [new_island] = [i for i in _named(game, "Island", seat=1) if game.objects[i].tapped]
    assert game.objects[new_island].tapped


def test_the_pyramid_of_mars_surveils_two_and_chaos_reanimates_a_creature_card():
    game = pc_game(("The Pyramid of Mars", "Krosa"))
    to_main(game, 0)
    top2 = game.players[0].library[:2]
    _arrive(game, "The Pyramid of Mars")  # surveil 2: the first option keeps each on top
    assert game.players[0].library[:2] == top2
    assert any(e.kind == "surveil" for e in game.events)
    bear = put(game, 0, "Grizzly Bears", "graveyard")
    _chaos(game)
    assert bear not in game.players[0].graveyard
    [new] = _named(game, "Grizzly Bears", seat=0)
    assert game.objects[new].controller == 0


def test_the_maelstrom_puts_a_revealed_permanent_card_onto_the_battlefield_or_on_the_bottom():
    game = pc_game(("The Maelstrom", "Krosa"),
                   libs=[["Grizzly Bears"] + ["Lightning Bolt"] + ["Forest"] * 28, ["Forest"] * 30])
    to_main(game, 0)
    lib = game.players[0].library
    bear = next(i for i in lib if game.objects[i].card.name == "Grizzly Bears")
    bolt = next(i for i in lib if game.objects[i].card.name == "Lightning Bolt")
    game.player_w(0).library = (bear, bolt, *(i for i in lib if i not in (bear, bolt)))
    _arrive(game, "The Maelstrom")  # yes, reveal; yes, put the creature card onto it
    assert _named(game, "Grizzly Bears", seat=0)
    assert game.players[0].library[0] == bolt
    walk_to(game, "The Maelstrom")
    refresh(game)
    _settle(game)  # an instant: it goes to the bottom
    bottom = game.objects[game.players[0].library[-1]].card.name
    assert bottom == "Lightning Bolt" and not _named(game, "Lightning Bolt", seat=0)
    shock = put(game, 0, "Typhoid Rats", "graveyard")
    _chaos(game)  # return target permanent card from your graveyard to the battlefield
    assert shock not in game.players[0].graveyard and _named(game, "Typhoid Rats", seat=0)


def test_pools_of_becoming_cycles_the_hand_at_end_step_and_chaos_triggers_three_planes():
    game = pc_game(("Pools of Becoming", "Krosa", "Megaflora Jungle", "Panopticon", "Gavony"),
                   libs=[["Forest"] * 25 + ["Island"] * 5, ["Forest"] * 30])
    to_main(game, 0)
    clear_hand(game, 0)
    islands = [put(game, 0, "Island", "hand") for _ in range(2)]
    _arrive(game, "Pools of Becoming")
    order = ("Megaflora Jungle", "Panopticon", "Krosa", "Gavony")
    deck = rules.planar_deck(game, 0)
    rules.set_planar_deck(game, 0, tuple(sorted(deck, key=lambda i: order.index(
        game.objects[i].card.name))))
    top3 = list(order[:3])
    hand = len(game.players[0].hand)
    _chaos(game)  # each of the three revealed cards' chaos abilities triggers
    assert _named(game, "Butterfly", seat=0)  # Megaflora Jungle's
    assert len(game.players[0].hand) == hand + 1  # Panopticon's
    assert game.players[0].mana_pool == (1, 1, 1, 1, 1, 0)  # Krosa's
    assert [game.objects[i].card.name for i in rules.planar_deck(game, 0)[-3:]] == top3
    assert plane_names(game) == ["Pools of Becoming"]
    before = [game.objects[i].card.name for i in game.players[0].hand]
    assert before.count("Island") == 2
    pass_until(game, END, 0)
    refresh(game)
    _settle(game)
    n = len(before)
    assert not set(islands) & set(game.players[0].hand)
    assert [game.objects[i].card.name for i in game.players[0].library[-n:]] == before
    assert len(game.players[0].hand) == n


def test_norns_seedcore_chaos_on_arrival_adds_a_second_plane_without_leaving():
    game = pc_game(("Norn's Seedcore", "Mutual Epiphany", "Megaflora Jungle", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Krosa")
    deck = rules.planar_deck(game, 0)
    seed = next(i for i in deck if game.objects[i].card.name == "Norn's Seedcore")
    epiphany = next(i for i in deck if game.objects[i].card.name == "Mutual Epiphany")
    jungle = next(i for i in deck if game.objects[i].card.name == "Megaflora Jungle")
    rest = [i for i in deck if i not in (seed, epiphany, jungle)]
    rules.set_planar_deck(game, 0, (seed, epiphany, jungle, *rest))
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)  # planeswalk to: chaos ensues; the phenomenon is skipped to the bottom
    assert sorted(plane_names(game)) == ["Megaflora Jungle", "Norn's Seedcore"]
    assert rules.planar_deck(game, 0)[-1] == epiphany
    _chaos(game)  # both planes' chaos abilities: a Butterfly, and a third plane joins
    assert _named(game, "Butterfly", seat=0)
    assert len(plane_names(game)) == 3


def test_fixed_point_in_time_planeswalker_rolls_make_chaos_ensue_until_your_next_turn():
    game = pc_game(("Fixed Point in Time", "Megaflora Jungle"), seed=5)
    to_main(game, 0)
    _arrive(game, "Fixed Point in Time")  # then it planeswalks away (704.6f)
    assert plane_names(game) == ["Megaflora Jungle"]
    _roll_until(game, "planeswalker")
    assert plane_names(game) == ["Megaflora Jungle"]  # no planeswalk: chaos instead
    assert _named(game, "Butterfly", seat=0)
    pass_until(game, UPKEEP, 1)
    pass_until(game, UPKEEP, 0)  # your next turn: the effect has ended
    refresh(game)
    _settle(game)
    from casualmagic.variants.planechase.rules import planeswalk_rolls_are_chaos

    assert not planeswalk_rolls_are_chaos(game)


def test_pompeii_counts_eruptions_blank_rolls_scry_and_chaos_erupts_then_planeswalks():
    game = pc_game(("Pompeii", "Krosa"), seed=2)
    to_main(game, 0)
    for seat in (0, 1):
        put(game, seat, "Forest")
    _arrive(game, "Pompeii")
    pompeii = rules.face_up(game)[0][0]
    assert game.objects[pompeii].counter("eruption") == 1
    faces = _roll_until(game, "blank")
    assert game.objects[pompeii].counter("eruption") == 2 + faces.count("blank") - 1
    assert any(e.kind == "scry" for e in game.events)
    n = game.objects[pompeii].counter("eruption")
    walker = put(game, 1, "Hill Giant")  # 3/3
    life = [p.life for p in game.players]
    lands = [len([i for i in game.battlefield if game.objects[i].card.name == "Forest"
                  and game.objects[i].controller == s]) for s in (0, 1)]
    _chaos(game)
    assert [p.life for p in game.players] == [v - n for v in life]
    assert (walker in game.battlefield) == (n < 3)
    assert [len([i for i in game.battlefield if game.objects[i].card.name == "Forest"
                 and game.objects[i].controller == s]) for s in (0, 1)] == [v - 1 for v in lands]
    assert plane_names(game) == ["Krosa"]  # then planeswalk


def test_cards_list_shows_physical_planes_as_not_implementable():
    from casualmagic.cli import app

    out = CliRunner().invoke(app, ["cards", "list", "--type", "phenomenon"])
    assert out.exit_code == 0
    line = next(x for x in out.output.splitlines() if "Pin Trading" in x)
    assert line.startswith("not implementable: ") and "pins" in line


def _on_krosa(planes: tuple[str, ...], **kw):
    """A game whose starting plane is Krosa (no step triggers; the first seed that gives it),
    so the other plane's abilities trigger only when the test planeswalks to it; at seat 0's
    first main phase."""
    for seed in range(50):
        game = pc_game(planes, seed=seed, **kw)
        if plane_names(game) == ["Krosa"]:
            break
    assert plane_names(game) == ["Krosa"]
    to_main(game, 0)
    _settle(game)
    return game


def _activate(game, oid: int, *choices) -> None:
    """Activate ``oid``'s first ability, answer ``choices`` (targets), pay with the first
    plan offered and let it resolve."""
    refresh(game)
    game.choose(("activate", oid, 0))
    for c in choices:
        if c in game.pending.options:  # a single legal target is chosen for you
            game.choose(c)
    for _ in range(10):
        if game.pending.kind != "pay":
            break
        game.choose(game.pending.options[0])
    _settle(game)


def test_spectrox_mines_costs_life_for_a_treasure_and_chaos_makes_food_and_a_rogue():
    game = _on_krosa(("Spectrox Mines", "Krosa"))
    life = game.players[0].life
    _arrive(game, "Spectrox Mines")
    assert game.players[0].life == life - 3
    [treasure] = _named(game, "Treasure", seat=0)
    tok = game.objects[treasure]
    assert tok.card.is_token and tok.card.subtypes == ("Treasure",)
    _chaos(game)
    [food] = _named(game, "Food", seat=0)
    [rogue] = _named(game, "Human Rogue", seat=0)
    assert game.objects[rogue].card.power == 2 and game.objects[rogue].card.colors == ("B",)
    for _ in range(2):
        put(game, 0, "Forest")
    life = game.players[0].life
    _activate(game, food)  # {2}, {T}, Sacrifice this artifact: You gain 3 life.
    assert game.players[0].life == life + 3 and food not in game.battlefield
    [ability] = tok.card.activated  # 111.10a: "{T}, Sacrifice this artifact: Add one mana
    assert ability.is_mana_ability and ability.cost.tap and ability.cost.sacrifice_self
    assert set(ability.produces) == set("WUBRG")  # of any color."


def test_antarctic_research_base_investigates_and_chaos_counts_artifacts_onto_a_plant():
    game = _on_krosa(("Antarctic Research Base", "Krosa"))
    _arrive(game, "Antarctic Research Base")
    [clue] = _named(game, "Clue", seat=0)
    put(game, 0, "Sol Ring")
    bear = put(game, 0, "Grizzly Bears")
    _chaos(game)  # X = 2 artifacts you control (the Clue and Sol Ring)
    from casualmagic.engine import continuous as cont

    assert game.objects[bear].counter("+1/+1") == 2
    assert "Plant" in cont.characteristics(game, game.objects[bear]).subtypes
    hand = len(game.players[0].hand)
    for _ in range(2):
        put(game, 0, "Forest")
    _activate(game, clue)  # {2}, Sacrifice this artifact: Draw a card.
    assert len(game.players[0].hand) == hand + 1 and clue not in game.battlefield


def test_black_lotus_lounge_makes_black_lotus_tokens_and_chaos_draws_per_artifact_token():
    game = _on_krosa(("Black Lotus Lounge", "Krosa"))
    _arrive(game, "Black Lotus Lounge")
    [lotus] = _named(game, "Black Lotus", seat=0)
    assert game.objects[lotus].card.is_token
    put(game, 0, "Sol Ring")  # an artifact, but not a token
    hands = [len(p.hand) for p in game.players]
    _chaos(game)
    assert [len(p.hand) for p in game.players] == [hands[0] + 1, hands[1]]
    [ability] = game.objects[lotus].card.activated  # "Add three mana of any one color."
    assert ability.is_mana_ability and ability.amount == 3 and ability.cost.sacrifice_self


def test_fblthp_makes_a_map_that_explores_and_chaos_loots_and_untaps_three_lands():
    game = _on_krosa(("Fblthp: Completely, Utterly, Totally Lost", "Krosa"),
                   libs=[["Grizzly Bears"] * 30, ["Forest"] * 30])
    _arrive(game, "Fblthp: Completely, Utterly, Totally Lost")
    [map_] = _named(game, "Map", seat=0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Forest")
    top = game.players[0].library[0]
    _activate(game, map_, ("target", "object", bear))  # explores: a nonland card revealed
    assert game.objects[bear].counter("+1/+1") == 1
    assert game.players[0].library[0] == top  # the first option leaves it on top
    lands = [put(game, 0, "Forest") for _ in range(4)]
    for i in lands:
        game.obj_w(i).tapped = True
    hand = len(game.players[0].hand)
    tapped = [i for i in _named(game, "Forest", seat=0) if game.objects[i].tapped]
    assert len(tapped) == 5
    _chaos(game)
    assert len(game.players[0].hand) == hand  # drew two, discarded two
    assert sum(not game.objects[i].tapped for i in tapped) == 3  # up to three lands


def _chaos_targeting(game, target: tuple) -> None:
    """Chaos ensues; its ability targets ``target``; everything then resolves."""
    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(20):
        d = game.pending
        if target in d.options:
            game.choose(target)
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    _settle(game)


def test_the_wilds_makes_food_and_chaos_feeds_on_a_sacrificed_creature():
    game = _on_krosa(("The Wilds", "Krosa"))
    _arrive(game, "The Wilds")
    assert len(_named(game, "Food", seat=0)) == 1
    giant = put(game, 1, "Hill Giant")  # 3/3
    _chaos_targeting(game, ("target", "player", 0))  # no creature sacrificed: no Food
    assert len(_named(game, "Food", seat=0)) == 1
    _chaos_targeting(game, ("target", "player", 1))
    assert giant not in game.battlefield
    assert len(_named(game, "Food", seat=0)) == 2  # toughness 3: one Food
    wurm = put(game, 1, "Craw Wurm")  # 6/4
    _chaos_targeting(game, ("target", "player", 1))
    assert wurm not in game.battlefield
    assert len(_named(game, "Food", seat=0)) == 4  # toughness 4 or greater: two Foods


# -- second round ------------------------------------------------------------------------------

def test_morphic_tide_shuffles_permanents_in_and_puts_revealed_permanent_cards_onto_it():
    game = _on_krosa(("Morphic Tide", "Krosa"),
                     libs=[["Grizzly Bears"] * 30, ["Lightning Bolt"] * 30])
    for name in ("Forest", "Hill Giant"):
        put(game, 0, name)
    from casualmagic.effects.tokens import create_predefined

    create_predefined(game, game.objects[rules.face_up(game)[0][0]], "Food", 0, 1)
    forests = [put(game, 1, "Forest") for _ in range(2)]
    mine = [i for i in game.battlefield if game.objects[i].controller == 0]
    assert len(mine) == 3  # a Forest, a Hill Giant and a Food token
    library = [len(p.library) for p in game.players]
    _arrive(game, "Morphic Tide")
    assert plane_names(game) == ["Krosa"]  # then it planeswalks away (704.6f)
    [reveal0, reveal1] = [e.data["cards"] for e in game.events if e.kind == "reveal"][-2:]
    assert len(reveal0) == 3 and len(reveal1) == 2  # "that many": the token counts
    now = [game.objects[i].card.name for i in game.battlefield if game.objects[i].controller == 0]
    assert sorted(now) == sorted(reveal0) and "Food" not in now  # all permanent cards
    assert len(game.players[0].library) == library[0] + 2 - 3  # the token ceased to exist
    theirs = [game.objects[i].card.name for i in game.battlefield
              if game.objects[i].controller == 1]
    assert sorted(theirs) == sorted(n for n in reveal1 if n == "Forest")
    assert not set(forests) & set(game.battlefield)
    bolts = reveal1.count("Lightning Bolt")
    bottom = [game.objects[i].card.name for i in game.players[1].library[-bolts:]] if bolts else []
    assert bottom == ["Lightning Bolt"] * bolts  # the rest go on the bottom
    assert len(game.players[1].library) == library[1] + 2 - (2 - bolts)


def test_orzhova_chaos_exiles_up_to_one_creature_card_per_opponent_and_leaving_reanimates():
    game = _on_krosa(("Orzhova", "Krosa"), players=3,
                     libs=[["Forest"] * 30 for _ in range(3)])
    _arrive(game, "Orzhova")
    mine = put(game, 0, "Grizzly Bears", "graveyard")
    a1, a2 = put(game, 1, "Hill Giant", "graveyard"), put(game, 1, "Grizzly Bears", "graveyard")
    b1 = put(game, 2, "Craw Wurm", "graveyard")
    put(game, 2, "Lightning Bolt", "graveyard")
    rules.chaos_ensues(game, "test")
    refresh(game)
    offered = []
    for _ in range(20):
        d = game.pending
        if d.kind == "target":
            offered.append(set(o for o in d.options if o[0] == "target"))
            game.choose(d.options[0])
        elif d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    first, second = offered[:2]
    assert ("target", "object", mine) not in first  # only opponents' graveyards
    assert {("target", "object", a1), ("target", "object", a2),
            ("target", "object", b1)} <= first
    # the second target comes from the other opponent's graveyard (one per opponent)
    taken = 1 if ("target", "object", b1) in second else 2
    assert second == ({("target", "object", b1)} if taken == 1
                      else {("target", "object", a1), ("target", "object", a2)})
    assert b1 not in game.players[2].graveyard
    assert len([i for i in (a1, a2) if i in game.players[1].graveyard]) == 1
    assert mine in game.players[0].graveyard
    _arrive(game, "Krosa")  # planeswalk away: each player returns all creature cards
    assert not [i for i in game.players[1].graveyard if "Creature" in game.objects[i].card.types]
    assert _named(game, "Grizzly Bears", seat=0)
    assert len(_named(game, "Grizzly Bears", seat=1)) + len(_named(game, "Hill Giant", seat=1)) \
        == 1
    assert _named(game, "Lightning Bolt", "graveyard", 2)  # not a creature card


def test_the_pit_each_player_chooses_angel_or_demon_and_the_demon_demands_sacrifices():
    game = _on_krosa(("The Pit", "Krosa"))
    walk_to(game, "The Pit")
    refresh(game)
    for _ in range(20):
        d = game.pending
        if d.kind == "choose" and ("token", "Demon") in d.options:
            game.choose(("token", "Demon") if d.player == 0 else ("token", "Angel"))
        elif d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    [demon] = _named(game, "Demon", seat=0)
    [angel] = _named(game, "Angel", seat=1)
    from casualmagic.engine import continuous as cont

    assert cont.power(game, game.objects[demon]) == 6
    assert cont.has_keyword(game, game.objects[demon], "Trample")
    assert cont.has_keyword(game, game.objects[angel], "Flying")
    assert game.objects[angel].card.colors == ("W",)
    bear = put(game, 0, "Grizzly Bears")
    life = game.players[0].life
    pass_until(game, UPKEEP, 1)
    pass_until(game, UPKEEP, 0)
    refresh(game)
    _settle(game)  # sacrifice another creature: the Bears
    assert bear not in game.battlefield and game.players[0].life == life
    pass_until(game, UPKEEP, 1)
    pass_until(game, UPKEEP, 0)
    refresh(game)
    _settle(game)  # nothing else to sacrifice: 6 damage to you
    assert game.players[0].life == life - 6 and demon in game.battlefield
    artifact = put(game, 1, "Ornithopter")  # an artifact creature survives the chaos
    _chaos(game)
    assert demon not in game.battlefield and angel not in game.battlefield
    assert artifact in game.battlefield


def test_aplan_mortarium_exposure_grows_each_upkeep_and_alien_angels_stop_being_creatures():
    game = _on_krosa(("Aplan Mortarium", "Krosa"))
    _arrive(game, "Aplan Mortarium")
    plane = rules.face_up(game)[0][0]
    life = [p.life for p in game.players]
    # the planar controller is the active player (901.6): "your upkeep" is every upkeep
    pass_until(game, UPKEEP, 1)
    refresh(game)
    _settle(game)
    assert game.objects[plane].counter("exposure") == 1
    assert [p.life for p in game.players] == [life[0], life[1] - 1]
    pass_until(game, UPKEEP, 0)
    refresh(game)
    _settle(game)
    assert game.objects[plane].counter("exposure") == 2
    assert [p.life for p in game.players] == [life[0] - 2, life[1] - 1]
    _chaos(game)
    angels = _named(game, "Alien Angel", seat=0)
    from casualmagic.engine import continuous as cont

    assert len(angels) == 2
    a = game.objects[angels[0]]
    assert a.card.colors == ("B",) and cont.power(game, a) == 2
    assert cont.has_keyword(game, a, "First strike") and cont.has_keyword(game, a, "Vigilance")
    pass_until(game, 3, 1)  # the opponent's first main phase: they cast a creature spell
    clear_hand(game, 1)
    for _ in range(2):
        put(game, 1, "Forest")
    bears = put(game, 1, "Grizzly Bears", "hand")
    refresh(game)
    game.choose(("cast", bears))
    while game.pending.kind != "priority":
        game.choose(0)
    _settle(game)
    assert _named(game, "Grizzly Bears", seat=1)
    for oid in angels:
        assert not cont.is_type(game, game.objects[oid], "Creature")
        assert cont.is_type(game, game.objects[oid], "Artifact")
    pass_until(game, UPKEEP, 0)
    assert all(cont.is_type(game, game.objects[i], "Creature") for i in angels)  # end of turn


def test_omenpath_instability_gives_each_player_entropy_and_omenpath_tokens():
    game = _on_krosa(("Omenpath Instability", "Krosa", "Gavony"))
    _arrive(game, "Omenpath Instability")
    assert plane_names(game) == ["Gavony"]  # then it planeswalks away (704.6f)
    walk_to(game, "Krosa")
    for seat in (0, 1):
        assert len(_named(game, "Entropy", seat=seat)) == 1
        assert len(_named(game, "Omenpath", seat=seat)) == 1
    [entropy] = _named(game, "Entropy", seat=0)
    assert game.objects[entropy].card.types == ("Enchantment",)
    _activate(game, entropy)  # Sacrifice this enchantment: Chaos ensues (Krosa's: mana)
    assert entropy not in game.battlefield
    assert game.players[0].mana_pool == (1, 1, 1, 1, 1, 0)
    [omenpath] = _named(game, "Omenpath", seat=0)
    _activate(game, omenpath)  # Sacrifice this enchantment: Planeswalk
    assert omenpath not in game.battlefield and "Krosa" not in plane_names(game)


def test_enigma_ridges_lets_players_behind_on_lands_search_and_chaos_draws_and_drops_a_land():
    game = _on_krosa(("Enigma Ridges", "Krosa"),
                     libs=[["Lightning Bolt"] * 30, ["Mountain"] * 10 + ["Lightning Bolt"] * 20])
    for _ in range(4):
        put(game, 0, "Forest")
    put(game, 1, "Mountain")
    hands = [len(p.hand) for p in game.players]
    walk_to(game, "Enigma Ridges")
    refresh(game)
    asked = []
    for _ in range(30):
        d = game.pending
        if d.kind == "search":
            asked.append(d.player)
            game.choose(d.options[0])  # a basic land card, while any may be found
        elif d.kind == "priority" and not (game.stack or game.waiting_triggers):
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert set(asked) == {1}  # the player with the most lands doesn't search
    assert len(game.players[0].hand) == hands[0]
    mountains = [i for i in game.players[1].hand if game.objects[i].card.name == "Mountain"]
    assert len(game.players[1].hand) == hands[1] + 3 and len(mountains) >= 3  # the difference
    clear_hand(game, 0)
    put(game, 0, "Plains", "hand")
    forests = len(_named(game, "Forest", seat=0))
    _chaos(game)  # draw a card (a Bolt), then put the Plains onto the battlefield
    assert _named(game, "Plains", seat=0) and len(_named(game, "Forest", seat=0)) == forests
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Lightning Bolt"]


def test_700_13_tarnation_a_crime_lets_the_criminal_draw_and_chaos_pings_any_target():
    game = _on_krosa(("Tarnation", "Krosa"))
    _arrive(game, "Tarnation")
    put(game, 0, "Mountain")
    mine = put(game, 0, "Grizzly Bears")
    hand = len(game.players[0].hand)
    bolt = put(game, 0, "Lightning Bolt", "hand")
    refresh(game)
    game.choose(("cast", bolt))
    game.choose(("target", "object", mine))  # my own creature: not a crime
    while game.pending.kind != "priority":
        game.choose(0)
    _settle(game)
    assert not [e for e in game.events if e.kind == "crime"]
    assert len(game.players[0].hand) == hand
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    refresh(game)
    game.choose(("cast", bolt))
    game.choose(("target", "player", 1))  # targeting an opponent is a crime
    while game.pending.kind != "priority":
        game.choose(0)
    _settle(game)  # yes, draw a card
    assert [e.player for e in game.events if e.kind == "crime"] == [0]
    assert len(game.players[0].hand) == hand + 1 and game.players[1].life == 17
    giant = put(game, 1, "Hill Giant")
    _chaos_targeting(game, ("target", "object", giant))
    assert game.objects[giant].damage == 1


# -- third round: bolster (701.33), keyword counters (122.1b), exile until (406.1) ------------


def _settle_with(game, *wanted) -> None:
    """Resolve everything, answering with the first option that starts with one of ``wanted``
    (else ``yes``, or the first option)."""
    settle(game, pick=lambda d: next((o for w in wanted for o in d.options
                                      if isinstance(o, tuple) and o[:len(w)] == w), None),
           limit=80)


def test_701_39a_the_great_aerie_bolsters_three_and_chaos_trades_toughness_damage():
    from casualmagic.engine import continuous as cont

    game = _on_krosa(("The Great Aerie", "Krosa"))
    elves = put(game, 0, "Llanowar Elves")  # 1/1: the least toughness
    giant = put(game, 0, "Hill Giant")  # 3/3
    _arrive(game, "The Great Aerie")
    assert game.objects[elves].counter("+1/+1") == 3  # bolster 3
    assert game.objects[giant].counter("+1/+1") == 0
    wall = put(game, 1, "Grizzly Bears")  # 2/2
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_with(game, ("target", "object", giant), ("target", "object", wall))
    # the Giant (toughness 3) deals 3 to the Bears; the Bears (toughness 2) deal 2 to it
    assert wall not in game.battlefield
    assert giant in game.battlefield and game.objects[giant].damage == 2
    assert cont.toughness(game, game.objects[giant]) == 3
    pass_until(game, UPKEEP, 1)
    pass_until(game, UPKEEP, 0)
    refresh(game)
    _settle(game)
    assert game.objects[giant].counter("+1/+1") == 3  # the Giant was now the least (3 < 4)


def test_701_39a_bolster_with_no_creature_does_nothing():
    game = _on_krosa(("The Great Aerie", "Krosa"))
    _arrive(game, "The Great Aerie")
    assert any(e.kind == "bolster" and e.data["object"] is None for e in game.events)


def test_122_1b_ketria_puts_a_chosen_keyword_counter_and_chaos_exiles_until_a_permanent():
    from casualmagic.engine import continuous as cont

    game = _on_krosa(("Ketria", "Krosa"),
                     libs=[["Grizzly Bears"] + ["Forest"] * 29, ["Forest"] * 30])
    bear = put(game, 0, "Hill Giant")
    walk_to(game, "Ketria")
    refresh(game)
    _settle_with(game, ("counter", "menace"))
    assert game.objects[bear].counter("menace") == 1
    assert cont.has_keyword(game, game.objects[bear], "Menace")
    lib = game.players[0].library
    bears = [i for i in lib if game.objects[i].card.name == "Grizzly Bears"]
    forests = [i for i in lib if i not in bears]
    game.player_w(0).library = (*forests[:3], *bears, *forests[3:])
    lib = len(lib)
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_with(game, ("hand",))  # Forest, Forest, Forest exiled, then the Bears
    assert len(game.players[0].library) == lib - 4
    assert [game.objects[i].card.name for i in game.exile].count("Forest") == 3
    assert _named(game, "Grizzly Bears", "hand", 0)
    rules.chaos_ensues(game, "test")  # a library of Forests only: nothing is found
    refresh(game)
    _settle_with(game)
    assert not game.players[0].library


def test_615_the_western_cloud_shields_your_creatures_and_chaos_treasures_each_deal_damage():
    game = _on_krosa(("The Western Cloud", "Krosa"))
    _arrive(game, "The Western Cloud")
    mine = put(game, 0, "Llanowar Elves")  # 1/1
    theirs = put(game, 1, "Hill Giant")  # 3/3: three Treasures deal 1 each
    _chaos(game)
    treasures = _named(game, "Treasure", seat=0)
    assert len(treasures) == 3 and all(game.objects[i].tapped for i in treasures)
    assert mine in game.battlefield and game.objects[mine].damage == 0  # prevented (615.1a)
    assert theirs not in game.battlefield  # 3 damage to a 3/3
    assert any(e.kind == "prevent" for e in game.events)
    life = game.players[0].life
    _arrive(game, "Krosa")  # away from the Cloud, its shield is gone
    elves = put(game, 0, "Llanowar Elves")
    from casualmagic.engine.primitives import deal_damage

    deal_damage(game, game.objects[elves], ("object", elves), 1)
    assert game.objects[elves].damage == 1 and game.players[0].life == life


def test_603_2_asmoranomardicadaistinaculdacars_kitchen_food_life_drain_and_sacrifice_to_draw():
    from casualmagic.engine.triggers import object_entered

    game = _on_krosa(("Asmoranomardicadaistinaculdacar's Kitchen", "Krosa"))
    _arrive(game, "Asmoranomardicadaistinaculdacar's Kitchen")
    assert len(_named(game, "Food", seat=0)) == 1  # planeswalk here
    bear = put(game, 0, "Grizzly Bears")
    object_entered(game, bear)  # a creature enters under your control
    put(game, 1, "Hill Giant")  # not under your control: no Food for that
    object_entered(game, _named(game, "Hill Giant", seat=1)[0])
    refresh(game)
    _settle(game)
    foods = _named(game, "Food", seat=0)
    assert len(foods) == 2
    for _ in range(2):
        put(game, 0, "Forest")
    theirs = game.players[1].life
    _activate(game, foods[0])  # you gain 3 life: target opponent loses that much life
    assert game.players[1].life == theirs - 3
    hand, life = len(game.players[0].hand), game.players[0].life
    rules.chaos_ensues(game, "test")
    refresh(game)
    _settle_with(game, ("sacrifice", bear), ("sacrifice", foods[1]), ("done",))
    assert bear not in game.battlefield and foods[1] not in game.battlefield
    assert len(game.players[0].hand) == hand + 2 and game.players[0].life == life - 2


def test_119_3_gaining_life_without_the_kitchen_drains_no_one():
    from casualmagic.engine.primitives import gain_life

    game = _on_krosa(("Asmoranomardicadaistinaculdacar's Kitchen", "Krosa"))
    theirs = game.players[1].life
    gain_life(game, 0, 4, "119.3")
    refresh(game)
    _settle(game)
    assert game.players[0].life == 24 and game.players[1].life == theirs


def test_205_2a_sans_mercy_reads_its_odd_case_type_line_destroys_chosen_and_punishes_rolls():
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.counts import planar_die_rolls_this_turn

    card = card_by_name("sAnS mERcY")
    assert card.types == ("Plane",) and card.type_line == "pLAnE — sECreT LaIR"
    game = _on_krosa(("sAnS mERcY", "Krosa"))
    bears = put(game, 0, "Grizzly Bears")
    rats = put(game, 0, "Typhoid Rats")  # black: it can't be chosen
    giant = put(game, 1, "Hill Giant")
    elves = put(game, 1, "Llanowar Elves")
    walk_to(game, "sAnS mERcY")
    refresh(game)
    _settle_with(game, ("choose", bears), ("choose", giant))
    assert bears not in game.battlefield and giant not in game.battlefield
    assert rats in game.battlefield and elves in game.battlefield
    assert planar_die_rolls_this_turn(game, 0) == 0
    rules.chaos_ensues(game, "test")  # X = 0: nothing happens
    refresh(game)
    _settle_with(game)
    life = game.players[1].life
    assert elves in game.battlefield and life == 20
    for _ in range(2):  # the die rolled twice this turn (901.9)
        rules.roll_planar_die(game, 0)
        refresh(game)
        _settle_with(game, ("lose_life",))
    lost = 20 - game.players[1].life  # chaos rolled meanwhile: 3 life a process
    assert planar_die_rolls_this_turn(game, 0) == 2
    if plane_names(game) != ["sAnS mERcY"]:
        walk_to(game, "sAnS mERcY")
        refresh(game)
        _settle_with(game)
    clear_hand(game, 1)
    card_in_hand = put(game, 1, "Forest", "hand")
    life = game.players[1].life
    rules.chaos_ensues(game, "test")  # two processes: discard the Forest, then lose 3 life
    refresh(game)
    _settle_with(game, ("discard", card_in_hand), ("lose_life",))
    assert card_in_hand not in game.players[1].hand
    assert game.players[1].life == life - 3 and lost % 3 == 0


def test_701_23_high_noon_second_draw_lets_an_opponent_clash_and_the_winner_gets_assassins():
    from casualmagic.engine.draw_triggers import draws_this_turn
    from casualmagic.engine.turn import draw_cards

    game = _on_krosa(("High Noon At Thunder Junction", "Krosa"),
                     libs=[["Forest"] * 30, ["Hill Giant"] * 30])
    _arrive(game, "High Noon At Thunder Junction")
    hand = len(game.players[0].hand)
    drawn = draws_this_turn(game, 0)
    _chaos(game)  # Whenever Chaos ensues, draw a card.
    assert len(game.players[0].hand) == hand + 1
    assert draws_this_turn(game, 0) == drawn + 1
    while draws_this_turn(game, 0) < 2:
        draw_cards(game, 0, 1, "121.1")
    refresh(game)
    lib1 = game.players[1].library
    lib0 = game.players[0].library
    # the opponent says "DRAW!": Forest (0) against Hill Giant (4); both put theirs on the bottom
    _settle_with(game, ("yes",), ("bottom",))
    assert len(_named(game, "Assassin", seat=1)) == 2 and not _named(game, "Assassin", seat=0)
    [a] = _named(game, "Assassin", seat=1)[:1]
    assert game.objects[a].card.power == 1 and game.objects[a].card.colors == ("B",)
    for seat, before in ((1, lib1), (0, lib0)):  # revealed, then to the bottom (a new
        after = game.players[seat].library  # object, 400.7)
        assert after[:-1] == before[1:] and after[-1] != before[0] and len(after) == len(before)
    assert any(e.kind == "clash" and e.data["winner"] == 1 for e in game.events)
    draw_cards(game, 0, 1, "121.1")  # the third card: no trigger
    refresh(game)
    assert not game.waiting_triggers and not game.stack


def test_701_23_high_noon_no_one_says_draw_no_clash():
    from casualmagic.engine.turn import draw_cards

    game = _on_krosa(("High Noon At Thunder Junction", "Krosa"),
                     libs=[["Forest"] * 30, ["Hill Giant"] * 30])
    _arrive(game, "High Noon At Thunder Junction")
    draw_cards(game, 1, 2, "121.1")  # the opponent's second card: seat 0 may clash
    refresh(game)
    _settle_with(game, ("no",))
    assert not any(e.kind == "clash" for e in game.events)
    assert not _named(game, "Assassin")


def _command_zone_game():
    from tests.variants.commander.helpers import JERRARD, commander_game, deck

    planar = [["The Command Zone", "Krosa"], ["The Command Zone", "Krosa"]]
    for seed in range(40):
        game = commander_game(deck("Sheoldred, the Apocalypse", "Swamp"), deck(JERRARD),
                              variant="planechase+commander", seed=seed, planar_decks=planar)
        if plane_names(game) == ["Krosa"]:
            break
    to_main(game, 0)
    _settle(game)
    return game


def test_903_the_command_zone_draws_for_commanders_doubles_their_triggers_and_resets_tax():
    from casualmagic.engine import designations as des
    from casualmagic.engine.turn import draw_cards
    from casualmagic.variants.commander import tax
    from tests.variants.commander.helpers import commander_of, onto_battlefield

    game = _command_zone_game()
    sheoldred = onto_battlefield(game, commander_of(game, 0))
    jerrard = commander_of(game, 1)
    assert jerrard in game.command
    hands = [len(p.hand) for p in game.players]
    life = game.players[0].life
    walk_to(game, "The Command Zone")
    refresh(game)
    _settle_with(game, ("put",))  # seat 1 puts its commander onto the battlefield
    assert len(game.players[0].hand) == hands[0] + 1  # seat 0 controls its commander
    assert len(game.players[1].hand) == hands[1]
    assert [o.controller for o in des.commander_objects(game, 1)] == [1]
    assert des.commander_objects(game, 1)[0].zone == "battlefield"
    # Sheoldred's "Whenever you draw a card, you gain 2 life" triggered twice (603.2d)
    assert game.players[0].life == life + 4
    theirs = game.players[1].life
    draw_cards(game, 1, 1, "121.1")  # "an opponent draws a card": twice, during your turn
    refresh(game)
    _settle(game)
    assert game.players[1].life == theirs - 4
    assert sheoldred in game.battlefield
    cid = game.objects[sheoldred].card_id
    game.vset(tax.KEY, ((cid, 2),))
    assert tax.casts_from_command_zone(game, cid) == 2
    _chaos(game)  # the commander tax resets
    assert tax.casts_from_command_zone(game, cid) == 0


def test_603_2d_the_command_zone_doubles_nothing_on_another_players_turn_or_elsewhere():
    from casualmagic.variants.planechase.ops import additional_triggers
    from tests.variants.commander.helpers import commander_of, onto_battlefield

    game = _command_zone_game()
    sheoldred = onto_battlefield(game, commander_of(game, 0))
    assert additional_triggers(game, sheoldred, 0) == 0  # Krosa: no such rule
    walk_to(game, "The Command Zone")
    refresh(game)
    _settle_with(game, ("no",))
    assert additional_triggers(game, sheoldred, 0) == 1
    game.vset("pc.controller", 1)  # another player's turn as far as the plane knows
    assert additional_triggers(game, sheoldred, 0) == 0


def test_903_3_year_end_review_promotes_creatures_to_commander_and_one_goes_to_the_command_zone():
    from casualmagic.engine import designations as des
    from tests.variants.commander.helpers import JERRARD, commander_game, deck

    planar = [["Year-End Review", "Krosa"], ["Year-End Review", "Krosa"]]
    for seed in range(40):
        game = commander_game(deck("Sheoldred, the Apocalypse", "Swamp"), deck(JERRARD),
                              variant="planechase+commander", seed=seed, planar_decks=planar)
        if plane_names(game) == ["Krosa"]:
            break
    to_main(game, 0)
    _settle(game)
    bears = put(game, 0, "Grizzly Bears")
    other = put(game, 0, "Hill Giant")
    giant = put(game, 1, "Hill Giant", "graveyard")
    before = len(des.commander_card_ids(game))
    walk_to(game, "Year-End Review")
    refresh(game)
    # seat 0 promotes its Bears and puts it into the command zone; seat 1 its graveyard Giant
    for _ in range(40):  # seat 0 puts its new commander into the command zone; seat 1 not
        d = game.pending
        if not (game.stack or game.waiting_triggers) and d.kind == "priority":
            break
        want = [("promote", bears), ("promote", giant), ("leave", giant),
                ("command",) if d.player == 0 else ("no",)]
        game.choose(next((w for w in want if w in d.options),
                         ("pass",) if d.kind == "priority" else d.options[0]))
    assert len(des.commander_card_ids(game)) == before + 2
    assert not des.is_commander(game, other)
    [new_bears] = [i for i in game.command if game.objects[i].card.name == "Grizzly Bears"]
    assert des.is_commander(game, new_bears) and bears not in game.battlefield
    assert giant in game.players[1].graveyard and des.is_commander(game, giant)
    assert len(des.commander_objects(game, 1)) == 2  # Jerrard is still a commander
    assert plane_names(game) == ["Krosa"]  # then planeswalk away from the phenomenon


def test_122_1d_north_pole_research_base_feeds_the_opponent_and_chaos_stuns_a_creature():
    game = _on_krosa(("North Pole Research Base", "Krosa"))
    _arrive(game, "North Pole Research Base")
    giant = put(game, 1, "Hill Giant")
    hand = len(game.players[1].hand)
    _chaos(game)  # an Alien; when you do, tap the Giant and put a stun counter on it
    [alien] = _named(game, "Alien", seat=0)
    assert game.objects[alien].card.power == 2 and game.objects[alien].card.colors == ("W",)
    assert game.objects[giant].tapped and game.objects[giant].counter("stun") == 1
    pass_until(game, UPKEEP, 1)  # the opponent's untap step: the counter goes instead
    refresh(game)
    assert game.objects[giant].tapped and game.objects[giant].counter("stun") == 0
    assert any(e.kind == "remove_counter" and e.rule == "122.1d" for e in game.events)
    _settle(game)  # the plane's "you" is now seat 1 (901.6): seat 0 draws and gets a Treasure
    assert len(_named(game, "Treasure", seat=0)) == 1 and not _named(game, "Treasure", seat=1)
    hand = len(game.players[1].hand)
    pass_until(game, UPKEEP, 0)  # your upkeep: target opponent draws and gets a Treasure
    refresh(game)
    _settle(game)
    assert len(game.players[1].hand) == hand + 1
    assert len(_named(game, "Treasure", seat=1)) == 1
    pass_until(game, UPKEEP, 1)
    refresh(game)
    assert not game.objects[giant].tapped  # no stun counter left: it untaps (502.3)


def test_122_1d_a_stun_counter_also_stops_an_untap_effect():
    from casualmagic.mechanics.stun import stunned

    game = _on_krosa(("Krosa",))
    bear = put(game, 0, "Grizzly Bears")
    game.obj_w(bear).tapped = True
    game.obj_w(bear).counters = (("stun", 2),)
    assert stunned(game, bear) and game.objects[bear].counter("stun") == 1
    assert stunned(game, bear) and not stunned(game, bear)
    assert game.objects[bear].tapped


def test_104_2b_team_up_players_win_when_both_neighbours_are_eliminated():
    from casualmagic.engine.sba import check_now as check_sba

    game = pc_game(("Team-Up!", "Krosa"), players=5, libs=[["Forest"] * 30] * 5)
    to_main(game, 0)
    _settle(game)
    walk_to(game, "Team-Up!")
    refresh(game)
    _settle(game)
    assert game.vget("planar.team_up")[0] == (0, 1, 4)  # seat 0: 1 to its left, 4 to its right
    for seat in (1, 4):  # seat 0's neighbours; seat 2 and 3 lose a neighbour each
        game.player_w(seat).life = 0
    for _ in range(5):  # 704.3: repeated until none applies
        check_sba(game)
    assert game.over and game.winners == (0,)
    assert any(e.kind == "game_over" and e.rule == "104.2b" for e in game.events)


def test_104_2b_team_up_multiple_players_can_win_at_once():
    from casualmagic.engine.sba import check_now as check_sba

    game = pc_game(("Team-Up!", "Krosa"), players=6, libs=[["Forest"] * 30] * 6)
    to_main(game, 0)
    _settle(game)
    walk_to(game, "Team-Up!")
    refresh(game)
    _settle(game)
    game.player_w(1).life = 0  # seat 1 alone: nobody has lost both neighbours
    for _ in range(5):
        check_sba(game)
    assert not game.over and game.players[1].left
    for seat in (3, 5):  # seats 0, 2 and 4 have lost both neighbours (1-3, 3-5... 5-1)
        game.player_w(seat).life = 0
    for _ in range(5):
        check_sba(game)
    assert game.over and sorted(game.winners) == [0, 2, 4]


def test_702_131b_the_golden_city_of_orazca_one_treasure_per_batch_and_blessing_draws():
    from casualmagic.engine.primitives import deal_damage
    from tests.variants.planechase.test_planes_creatures import _declare, _ready, _to_attack, _until

    game = _on_krosa(("The Golden City of Orazca", "Krosa"))
    _arrive(game, "The Golden City of Orazca")
    bears = [_ready(game, put(game, 0, "Grizzly Bears")) for _ in range(2)]
    hand = len(game.players[0].hand)
    for b in bears:  # two creatures' combat damage in one event batch: one trigger (603.2c)
        deal_damage(game, game.objects[b], ("player", 1), 2, combat=True)
    refresh(game)
    _settle(game)
    assert len(_named(game, "Treasure", seat=0)) == 1
    assert len(game.players[0].hand) == hand  # no city's blessing: no card
    assert 0 not in game.vget("citys_blessing", ())
    for _ in range(7):  # ten permanents: two Bears, a Treasure and seven Forests
        put(game, 0, "Forest")
    refresh(game)
    _settle(game)
    assert game.vget("citys_blessing", ()) == (0,)  # ascend (702.131b)
    hand = len(game.players[0].hand)
    _to_attack(game)
    _declare(game, "attack", *(("attack", b, "player", 1) for b in bears))
    _until(game, "nothing")
    assert len(_named(game, "Treasure", seat=0)) == 2  # one more for the batch
    assert len(game.players[0].hand) == hand + 1  # and a card: you have the city's blessing
    clear_hand(game, 0)
    bear = put(game, 0, "Grizzly Bears", "hand")
    _chaos(game)  # you may put a permanent card from your hand onto the battlefield tapped
    [new] = [i for i in _named(game, "Grizzly Bears", seat=0) if i not in bears]
    assert game.objects[new].tapped and bear not in game.players[0].hand
