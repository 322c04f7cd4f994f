"""Planes and phenomena: subtype target phrases (205.3), counted
amounts (107.3; 901.9 planar die rolls this turn), cards exiled "with" a plane (607.2a),
player counters (122.1) and proliferate (701.27)."""

from __future__ import annotations

from casualmagic.core.state import UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.primitives import destroy
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, plane_names, settle, walk_to
from tests.variants.planechase.test_planes import _chaos


def _named(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def test_lil_giri_saves_the_day_token_is_hexproof_indestructible_and_grows_per_die_roll():
    game = pc_game(("Li'l Giri Saves the Day", "Krosa"))
    to_main(game, 0)
    arrive(game, "Li'l Giri Saves the Day")
    [giri] = _named(game, "Li'l Giri", 0)
    o = game.objects[giri]
    assert o.card.is_token and "Legendary" in o.card.supertypes
    assert {"Food", "Warrior"} <= set(o.card.subtypes)
    assert cont.has_keyword(game, o, "Hexproof") and cont.has_keyword(game, o, "Indestructible")
    bear = put(game, 0, "Grizzly Bears")  # not a legendary Food token: no keywords (613.1f)
    assert not cont.has_keyword(game, game.objects[bear], "Hexproof")
    for _ in range(3):  # three rolls of the planar die this turn (901.9), blank each time
        game.emit("planar_die", 0, {"player": "Player 1", "face": "blank"}, "901.9")
    _chaos(game)  # X = 3: the only legendary artifact creature you control is Li'l Giri
    assert game.objects[giri].counter("+1/+1") == 3
    assert cont.power(game, game.objects[giri]) == 4


def test_dalek_intensive_care_exiles_a_non_dalek_creature_for_a_hasty_dalek_and_chaos_bites():
    game = pc_game(("Dalek Intensive Care", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    ogre = put(game, 1, "Hill Giant")
    arrive(game, "Dalek Intensive Care")
    assert bear not in game.battlefield and any(
        game.objects[i].card.name == "Grizzly Bears" for i in game.exile)
    [dalek] = _named(game, "Dalek", 0)
    d = game.objects[dalek]
    assert "Dalek" in d.card.subtypes and cont.has_keyword(game, d, "Menace")
    assert cont.has_keyword(game, d, "Haste")  # until end of turn (611.2a)
    # chaos: target Dalek you control deals 3 damage to target creature you don't control
    _chaos(game)
    assert ogre not in game.battlefield  # Hill Giant 3/3 died
    assert dalek in game.battlefield


def test_dalek_intensive_care_upkeep_with_only_daleks_makes_no_token():
    game = pc_game(("Dalek Intensive Care", "Krosa"))
    to_main(game, 0)
    arrive(game, "Dalek Intensive Care")  # no creature: nothing exiled, no Dalek (608.2c)
    assert not _named(game, "Dalek")
    bear = put(game, 0, "Grizzly Bears")
    pass_until(game, UPKEEP, active=0)
    refresh(game)
    settle(game)
    assert bear not in game.battlefield
    assert len(_named(game, "Dalek", 0)) == 1


def test_607_2a_gardens_of_tranquil_repose_exiles_the_dead_and_counts_them_for_daleks():
    game = pc_game(("Gardens of Tranquil Repose", "Krosa"),
                   libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "Gardens of Tranquil Repose")
    bear = put(game, 1, "Grizzly Bears")
    destroy(game, bear)
    refresh(game)
    settle(game)
    assert not any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[1].graveyard)
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)
    assert any(e.kind == "scry" and e.player == 1 for e in game.events)  # its controller scries
    _chaos(game)  # X = 1 + one card exiled with the Gardens
    daleks = _named(game, "Dalek", 0)
    assert len(daleks) == 2
    assert all(cont.has_keyword(game, game.objects[i], "Menace") for i in daleks)


def test_122_1_raiders_allegiance_raid_point_counters_proliferate_and_the_leader_is_paid():
    from casualmagic.engine.effect_refs import player_counters
    from tests.variants.planechase.test_planes_creatures import _declare, _ready, _to_attack, _until

    game = pc_game(("Krosa", "Raiders' Allegiance"))
    to_main(game, 0)
    arrive(game, "Raiders' Allegiance")
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    _until(game, "never")  # to the second main phase; its raid trigger resolves
    settle(game)
    assert game.players[1].life == 18
    assert player_counters(game, 0, "point") == 1  # one player dealt combat damage
    [pirate] = _named(game, "Pirate", 0)
    assert cont.has_keyword(game, game.objects[pirate], "Menace")
    _chaos(game)  # proliferate once (one Pirate): the point counter grows (701.27a)
    assert player_counters(game, 0, "point") == 2
    hand = len(game.players[0].hand)
    arrive(game, "Krosa")  # planeswalk away: the leader gets three Treasures and three cards
    assert len(_named(game, "Treasure", 0)) == 3 and not _named(game, "Treasure", 1)
    assert len(game.players[0].hand) == hand + 3
    assert player_counters(game, 0, "point") == 0


def test_122_1_raiders_allegiance_with_no_point_counters_every_player_is_tied_for_the_most():
    game = pc_game(("Raiders' Allegiance", "Krosa"))
    to_main(game, 0)
    hands = [len(p.hand) for p in game.players]
    arrive(game, "Krosa")  # all tied at zero: each player creates three Treasures, draws three
    assert len(_named(game, "Treasure", 0)) == 3 and len(_named(game, "Treasure", 1)) == 3
    assert [len(p.hand) for p in game.players] == [h + 3 for h in hands]


def test_701_27a_proliferate_asks_about_each_permanent_and_player_with_counters():
    from casualmagic.effects.counters import give_player_counters
    from casualmagic.engine.effect_refs import player_counters

    game = pc_game(("Raiders' Allegiance", "Krosa"))
    to_main(game, 0)
    arrive(game, "Raiders' Allegiance")
    put(game, 0, "Grizzly Bears")
    pirate = put(game, 0, "Grizzly Bears")
    game.obj_w(pirate).counters = (("+1/+1", 1),)
    give_player_counters(game, 1, "point", 2, "122.1")
    _chaos(game)  # no Pirate: proliferate zero times, nothing asked
    assert game.objects[pirate].counter("+1/+1") == 1
    assert player_counters(game, 1, "point") == 2
    game.obj_w(pirate).card = _pirate_card(game.objects[pirate].card)
    refresh(game)
    rules.chaos_ensues(game, "test")
    refresh(game)
    asked = []
    settle(game, pick=lambda d: (asked.append(d.prompt), ("yes",) if "Bears" in d.prompt
                                 else ("no",))[1] if ("yes",) in d.options else None)
    assert asked == ["Proliferate: choose Grizzly Bears?", f"Proliferate: choose {game.players[1].name}?"]
    assert game.objects[pirate].counter("+1/+1") == 2  # chosen: another +1/+1 counter
    assert player_counters(game, 1, "point") == 2  # not chosen


def _pirate_card(card):
    from dataclasses import replace

    return replace(card, subtypes=("Pirate",))


def test_700_2d_high_and_dry_black_market_each_player_spends_five_pips_on_modes():
    game = pc_game(("Krosa", "High and Dry Black Market", "Fields of Summer"))
    to_main(game, 0)
    hands = [len(p.hand) for p in game.players]
    plan = {0: [("mode", 2), ("mode", 1)], 1: [("mode", 0)] * 5}
    offered: list[list] = []

    def pick(d):
        if d.kind == "choose" and ("done",) in d.options and any(
                o[0] == "mode" for o in d.options):
            offered.append(sorted(o[1] for o in d.options if o[0] == "mode"))
            return plan[d.player].pop(0) if plan[d.player] else ("done",)
        return None

    walk_to(game, "High and Dry Black Market")
    refresh(game)
    settle(game, pick=pick)
    assert offered[:3] == [[0, 1, 2], [0, 1], [0, 1, 2]]  # 5 pips, then 2 left; then seat 1
    [shifter] = _named(game, "Shapeshifter", 0)
    subs = cont.characteristics(game, game.objects[shifter]).subtypes
    assert {"Shapeshifter", "Cat", "Dalek", "Pirate"} <= set(subs)  # changeling (702.73a)
    assert (game.objects[shifter].card.power, game.objects[shifter].card.toughness) == (3, 2)
    assert len(game.players[0].hand) == hands[0] + 1
    assert len(_named(game, "Treasure", 1)) == 5 and not _named(game, "Treasure", 0)
    assert "High and Dry Black Market" not in plane_names(game)  # then planeswalk away (704.6f)


def _as_land(game, oid: int, subtypes: tuple[str, ...]) -> None:
    """Make ``oid`` a nonbasic land with ``subtypes`` (a Desert, 205.3i)."""
    from dataclasses import replace

    o = game.obj_w(oid)
    o.card = replace(o.card, name="Desert", supertypes=(), subtypes=subtypes)


def test_701_19a_mojave_desert_each_player_fetches_two_lands_and_a_desert_brings_a_snake():
    game = pc_game(("Krosa", "Mojave Desert"),
                   libs=[["Forest"] * 30, ["Grizzly Bears"] * 27 + ["Island"] * 3])
    to_main(game, 0)
    desert = next(i for i in game.players[1].library if game.objects[i].card.name == "Island")
    _as_land(game, desert, ("Desert",))
    lands = [len([i for i in game.battlefield if game.objects[i].controller == s])
             for s in (0, 1)]
    arrive(game, "Mojave Desert")  # each takes the first found twice: Forests; Desert, Island
    mine = [i for i in game.battlefield if game.objects[i].controller == 0
            and game.objects[i].card.name == "Forest"]
    theirs = [i for i in game.battlefield if game.objects[i].controller == 1
              and game.objects[i].card.name in ("Desert", "Island")]
    assert len(mine) == lands[0] + 2 and len(theirs) == 2
    assert all(game.objects[i].tapped for i in mine + theirs)
    assert not _named(game, "Snake", 0)  # no Desert entered under seat 0's control
    [snake] = _named(game, "Snake", 1)
    assert cont.has_keyword(game, game.objects[snake], "Deathtouch")
    assert not any(game.objects[i].card.name == "Grizzly Bears" for i in game.battlefield)


def test_mojave_desert_chaos_makes_one_snake_plus_one_per_nonbasic_land_type():
    game = pc_game(("Mojave Desert", "Krosa"))
    to_main(game, 0)
    _as_land(game, put(game, 0, "Forest"), ("Desert", "Gate"))
    _as_land(game, put(game, 0, "Forest"), ("Desert",))
    put(game, 0, "Forest")  # a basic land type does not count
    _as_land(game, put(game, 1, "Forest"), ("Cave",))  # an opponent's land does not count
    _chaos(game)
    assert len(_named(game, "Snake", 0)) == 3  # 1 + Desert, Gate


def test_702_39a_the_cheetah_planet_makes_a_cat_and_chaos_cats_provoke_a_tapped_blocker():
    from tests.variants.planechase.test_planes_creatures import _ready, _to_attack, _until

    game = pc_game(("The Cheetah Planet", "Fields of Summer"))
    to_main(game, 0)
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    walk_to(game, "Fields of Summer")
    arrive(game, "The Cheetah Planet")  # the only non-Cat creature you control: the bear
    assert game.objects[bear].counter("+1/+1") == 2
    assert "Cat" in cont.characteristics(game, game.objects[bear]).subtypes
    giant = put(game, 1, "Hill Giant")
    other = put(game, 1, "Centaur Courser")
    game.obj_w(giant).tapped = True
    refresh(game)
    _chaos(game)
    assert cont.has_keyword(game, game.objects[bear], "Provoke")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    if game.pending.kind == "attack":
        game.choose(("done",))
    # the provoke trigger: target the tapped Hill Giant, say yes
    settle(game, pick=lambda d: ("object", giant) if ("object", giant) in d.options else None)
    assert not game.objects[giant].tapped  # untapped (702.39a)
    _until(game, "block")
    opts = game.pending.options
    assert ("done",) not in opts  # the Giant must block the Cat if able (509.1c)
    assert ("block", giant, bear) in opts and ("block", other, bear) in opts  # others may too
    game.choose(("block", giant, bear))
    assert ("done",) in game.pending.options  # the requirement is obeyed


def test_702_39a_provoke_may_be_declined():
    from tests.variants.planechase.test_planes_creatures import _ready, _to_attack, _until

    game = pc_game(("The Cheetah Planet", "Fields of Summer"))
    to_main(game, 0)
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    walk_to(game, "Fields of Summer")
    arrive(game, "The Cheetah Planet")
    giant = put(game, 1, "Hill Giant")
    game.obj_w(giant).tapped = True
    refresh(game)
    _chaos(game)
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    if game.pending.kind == "attack":
        game.choose(("done",))
    settle(game, ("no",))
    assert game.objects[giant].tapped
    _until(game, "end")
    assert game.objects[giant].get_info("provoked") is None


def test_706_6_probability_flux_rolls_two_planar_dice_and_the_roller_ignores_one():
    from casualmagic.mechanics import dice

    game = pc_game(("Krosa", "Probability Flux", "Fields of Summer", "Gavony"))
    to_main(game, 0)
    walk_to(game, "Probability Flux")
    refresh(game)
    settle(game)
    assert "Probability Flux" not in plane_names(game)  # encountered, then planeswalked away
    assert dice.rolls_one_more(game)
    plane = plane_names(game)
    faces = None
    for _ in range(40):  # until the two dice differ, so the choice matters
        rolls = len([e for e in game.events if e.kind == "planar_die"])
        assert rules.roll_planar_die(game, 0) == "pending"
        d = game.pending
        faces = [o[1] for o in d.options]
        keep = "planeswalker" if "planeswalker" in faces else faces[-1]
        ignore = next((f for f in faces if f != keep), keep)
        game.choose(("ignore", ignore))
        refresh(game)
        settle(game)
        assert len([e for e in game.events if e.kind == "planar_die"]) == rolls + 1  # one roll
        [kept] = [e for e in game.events if e.kind == "ignore_roll"][-1].data["kept"]
        assert kept == keep
        if keep == "planeswalker" and ignore != keep:
            break
        plane = plane_names(game)
    assert plane_names(game) != plane  # the kept planeswalker face planeswalked (901.9c)


def test_probability_flux_ends_as_its_controller_next_turn_begins():
    from casualmagic.mechanics import dice

    game = pc_game(("Krosa", "Probability Flux", "Fields of Summer"))
    to_main(game, 0)
    walk_to(game, "Probability Flux")
    refresh(game)
    settle(game)
    assert dice.rolls_one_more(game)
    to_main(game, 1)
    assert dice.rolls_one_more(game)  # still the opponent's turn: until your next turn
    to_main(game, 0)
    assert not dice.rolls_one_more(game)
    assert rules.roll_planar_die(game, 0) in rules.DIE_FACES  # one die again


def _commander(game, seat: int, oid: int) -> int:
    """Designate the card ``oid`` as ``seat``'s commander (903.3)."""
    from casualmagic.engine.designations import designate

    designate(game, seat, [game.objects[oid].card_id])
    return oid


def test_903_3_game_knights_live_an_attacking_commander_says_only_one_may_stand():
    from tests.variants.planechase.test_planes_creatures import _ready, _to_attack, _until

    game = pc_game(("Game Knights Live", "Fields of Summer"))
    to_main(game, 0)
    cmdr = _commander(game, 0, _ready(game, put(game, 0, "Grizzly Bears")))
    bear = _ready(game, put(game, 0, "Grizzly Bears"))  # not a commander: no trigger
    _to_attack(game)
    game.choose(("attack", cmdr, "player", 1))
    game.choose(("attack", bear, "player", 1))
    if game.pending.kind == "attack":
        game.choose(("done",))
    prompts = []
    settle(game, pick=lambda d: prompts.append(d.prompt) if ("yes",) in d.options else None)
    assert prompts == ['Say "Only one may stand."?']  # only the commander's trigger
    c = game.objects[cmdr]
    assert "Knight" in cont.characteristics(game, c).subtypes
    assert cont.has_keyword(game, c, "Double strike") and cont.has_keyword(game, c, "Trample")
    assert not cont.has_keyword(game, game.objects[bear], "Double strike")
    _until(game, "never")
    assert game.players[1].life == 20 - 4 - 2  # double strike: 2 + 2, and the plain bear
    rules.planeswalk(game, 0, "test")  # a player planeswalks away: no longer a Knight
    refresh(game)
    assert "Knight" not in cont.characteristics(game, game.objects[cmdr]).subtypes


def test_game_knights_live_chaos_commanders_cant_be_blocked_and_draw_on_combat_damage():
    from tests.variants.planechase.test_planes_creatures import _ready, _to_attack, _until

    game = pc_game(("Game Knights Live", "Fields of Summer"))
    to_main(game, 0)
    cmdr = _commander(game, 0, _ready(game, put(game, 0, "Grizzly Bears")))
    wall = put(game, 1, "Hill Giant")
    _chaos(game)
    c = game.objects[cmdr]
    assert cont.has_keyword(game, c, "Can't be blocked")
    _to_attack(game)
    game.choose(("attack", cmdr, "player", 1))
    if game.pending.kind == "attack":
        game.choose(("done",))
    settle(game, ("no",))  # don't say the words: it stays a Bear
    hand = len(game.players[0].hand)
    _until(game, "block")
    if game.pending.kind == "block":
        assert not any(o[0] == "block" and o[1] == wall for o in game.pending.options)
    _until(game, "never")
    settle(game)
    assert game.players[1].life == 18
    assert len(game.players[0].hand) == hand + 1  # the granted trigger drew a card


def test_903_3_game_knights_live_a_commander_cast_saying_the_words_enters_as_a_knight():
    game = pc_game(("Game Knights Live", "Fields of Summer"))
    to_main(game, 0)
    for _ in range(2):
        put(game, 0, "Forest")
    cmdr = _commander(game, 0, put(game, 0, "Grizzly Bears", "hand"))
    from tests.engine.helpers import option

    game.choose(option(game, "cast", cmdr))
    settle(game)
    [perm] = _named(game, "Grizzly Bears", 0)
    assert "Knight" in cont.characteristics(game, game.objects[perm]).subtypes
    assert cont.has_keyword(game, game.objects[perm], "Trample")
