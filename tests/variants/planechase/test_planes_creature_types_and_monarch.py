"""Planes: changeling (702.73a) and a chosen creature type (205.3m), historic
creatures (700.6), the monarch (724), Cowards that can't block Warriors (509.1b), flying
counters (122.1b), a card its owner may cast from exile for {2} (118.9, 601.3), "can't attack
you during their next turn" (508.1c) and dice rolled as a creature enters (706.2, 614.1c)."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.mechanics.monarch import monarch
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle, walk_to
from tests.variants.planechase.test_planes_creatures import _declare, _ready, _to_attack, _until


def _named(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def _pt(game, oid: int) -> tuple[int, int]:
    o = game.objects[oid]
    return cont.power(game, o), cont.toughness(game, o)


def _chaos(game, *prefer: tuple, pick=None) -> None:
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, *prefer, pick=pick)


def _start(name: str, **kw):
    """A game in seat 0's first main phase on Krosa (a quiet plane), ``name`` next in the
    planar deck."""
    game = pc_game((name, "Krosa"), **kw)
    to_main(game, 0)
    arrive(game, "Krosa")
    for oid in [i for i in game.battlefield if game.objects[i].card.is_token]:
        game.cease_to_exist(oid)  # made if the game began on ``name``
    game.vset("monarch", None)
    refresh(game)
    return game


def _to_upkeep(game, seat: int) -> None:
    """Pass to ``seat``'s next upkeep and let its triggers resolve."""
    pass_until(game, UPKEEP, seat)
    settle(game)


# -- Littjara: changeling (702.73a), choose a creature type (205.3m) ---------------------------

def test_702_73a_littjara_makes_changeling_shapeshifters_and_chaos_counters_the_chosen_type():
    game = _start("Littjara")
    bear = put(game, 0, "Grizzly Bears")
    giant = put(game, 0, "Hill Giant")
    their_bear = put(game, 1, "Grizzly Bears")
    arrive(game, "Littjara")
    [shifter] = _named(game, "Shapeshifter", 0)
    s = game.objects[shifter]
    assert _pt(game, shifter) == (2, 2) and cont.colors_of(game, s) == ("U",)
    # changeling: every creature type (205.3m), its type line still as printed
    assert all(cont.has_subtype(game, s, t) for t in ("Bear", "Elf", "Giant", "Time Lord"))
    assert s.card.type_line == "Creature — Shapeshifter"
    _chaos(game, ("type", "Bear"))
    assert game.objects[bear].counter("+1/+1") == 1 and _pt(game, bear) == (3, 3)
    assert game.objects[shifter].counter("+1/+1") == 1  # a changeling is a Bear too
    assert game.objects[giant].counter("+1/+1") == 0  # not a Bear
    assert game.objects[their_bear].counter("+1/+1") == 0  # not yours
    assert any(e.kind == "choose_creature_type" and e.data["type"] == "Bear"
               for e in game.events)
    _to_upkeep(game, 1)  # 901.6: the active player is the planar controller ("you")
    assert len(_named(game, "Shapeshifter", 1)) == 1
    assert len(_named(game, "Shapeshifter", 0)) == 1
    _to_upkeep(game, 0)
    assert len(_named(game, "Shapeshifter", 0)) == 2  # at the beginning of your upkeep


def test_205_3m_littjara_offers_your_creatures_types_first_and_every_creature_type():
    game = _start("Littjara")
    put(game, 0, "Hill Giant")
    arrive(game, "Littjara")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    for _ in range(10):
        if game.pending.kind == "choose":
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    types = [o[1] for o in game.pending.options]
    assert len(types) == len(cont.creature_types())  # any creature type may be chosen
    assert types[0] == "Giant"  # the Giant's type (two of your creatures have it) first
    game.choose(("type", "Giant"))
    settle(game)
    [giant] = _named(game, "Hill Giant", 0)
    [shifter] = _named(game, "Shapeshifter", 0)
    assert game.objects[giant].counter("+1/+1") == 1
    assert game.objects[shifter].counter("+1/+1") == 1


# -- New Argive: historic (700.6) --------------------------------------------------------------

def test_700_6_new_argive_pumps_attacking_historic_creatures_and_chaos_finds_a_historic_card():
    game = _start("New Argive")
    jerrard = _ready(game, put(game, 0, "Jerrard of the Closed Fist"))  # legendary: historic
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    arrive(game, "New Argive")
    _to_attack(game)
    _declare(game, "attack", ("attack", jerrard, "player", 1), ("attack", bear, "player", 1))
    _until(game, "block")
    assert _pt(game, jerrard) == (8, 7)  # +2/+2 until end of turn
    assert _pt(game, bear) == (2, 2)  # not historic
    pass_until(game, MAIN2, 0)
    lib = game.players[0].library
    wanted = put(game, 0, "Jerrard of the Closed Fist", "library")
    lib = game.players[0].library
    game.player_w(0).library = (lib[0], lib[1], wanted, *(i for i in lib[2:] if i != wanted))
    lib = game.players[0].library
    assert lib[2] == wanted
    size = len(lib)
    _chaos(game)
    assert wanted not in game.players[0].library
    hand_names = [game.objects[i].card.name for i in game.players[0].hand]
    assert "Jerrard of the Closed Fist" in hand_names
    new_lib = game.players[0].library
    assert len(new_lib) == size - 1
    assert new_lib[0] == lib[3]  # the two cards revealed before it went to the bottom


# -- We Hope You Like Squirrels ---------------------------------------------------------------

def test_603_2_we_hope_you_like_squirrels_each_upkeep_and_each_spell_make_that_player_a_squirrel():
    game = _start("We Hope You Like Squirrels")
    arrive(game, "We Hope You Like Squirrels")
    assert not _named(game, "Squirrel")
    _to_upkeep(game, 1)
    [theirs] = _named(game, "Squirrel", 1)  # "that player": the player whose upkeep it is
    assert _pt(game, theirs) == (1, 1) and cont.colors_of(game, game.objects[theirs]) == ("G",)
    assert not _named(game, "Squirrel", 0)
    _to_upkeep(game, 0)
    assert len(_named(game, "Squirrel", 0)) == 1
    pass_until(game, MAIN1, 0)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    game.choose(("cast", bears))
    settle(game)
    assert _named(game, "Grizzly Bears", 0)
    assert len(_named(game, "Squirrel", 0)) == 2  # the caster's Squirrel
    assert len(_named(game, "Squirrel", 1)) == 1
    _chaos(game)
    assert all(game.objects[i].counter("+1/+1") == 1 for i in _named(game, "Squirrel", 0))
    assert all(game.objects[i].counter("+1/+1") == 0 for i in _named(game, "Squirrel", 1))
    [bear] = _named(game, "Grizzly Bears", 0)
    assert game.objects[bear].counter("+1/+1") == 0  # not a Squirrel


# -- City Hall: the monarch (724), "can't attack you during their next turn" (508.1c) ----------

def test_508_1c_city_hall_monarch_and_treasure_takers_cant_attack_you_during_their_next_turn():
    game = _start("City Hall", players=3)
    arrive(game, "City Hall")
    assert monarch(game) == 0  # you become the monarch
    one = _ready(game, put(game, 1, "Grizzly Bears"))
    two = _ready(game, put(game, 2, "Grizzly Bears"))

    def answer(d):
        if d.kind == "may":
            return ("yes",) if d.player in (0, 1) else ("no",)
        return None

    _chaos(game, pick=answer)
    treasures = {p: [i for i in _named(game, "Treasure", p)] for p in range(3)}
    assert len(treasures[0]) == 2 and len(treasures[1]) == 2 and not treasures[2]
    assert all(game.objects[i].tapped for i in treasures[0] + treasures[1])
    # player 1 took them: during their next turn their creatures can't attack player 0
    pass_until(game, ATTACKERS - 1, 1)
    offered = _attack_targets_offered(game, 1)
    assert ("player", 0) not in offered.get(one, set())
    assert ("player", 2) in offered.get(one, set())
    # player 2 declined: they may attack player 0
    pass_until(game, ATTACKERS - 1, 2)
    offered = _attack_targets_offered(game, 2)
    assert ("player", 0) in offered.get(two, set())
    # player 1's following turn: the restriction is over
    pass_until(game, ATTACKERS - 1, 1)
    offered = _attack_targets_offered(game, 1)
    assert ("player", 0) in offered.get(one, set())


def _attack_targets_offered(game, seat: int) -> dict[int, set]:
    """Pass priority until ``seat``'s attack decision; the attack targets offered per
    creature (then declare no attackers)."""
    for _ in range(20):
        if game.pending.kind == "attack" and game.pending.player == seat:
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    out: dict[int, set] = {}
    for o in game.pending.options:
        if o[0] == "attack":
            out.setdefault(o[1], set()).add((o[2], o[3]))
    game.choose(("done",))
    return out


# -- Shy Town: Cowards can't block Warriors (509.1b) -------------------------------------------

def test_509_1b_shy_town_makes_cowards_that_cant_block_its_warrior_tokens():
    game = _start("Shy Town")
    coward = put(game, 1, "Grizzly Bears")
    other = put(game, 1, "Hill Giant")
    walk_to(game, "Shy Town")
    refresh(game)
    settle(game, pick=lambda d: next((o for o in d.options if coward in o), None))
    c = game.objects[coward]
    assert c.counter("shy") == 1 and cont.has_subtype(game, c, "Coward")
    assert cont.has_subtype(game, c, "Bear")  # in addition to its other types
    assert not cont.has_subtype(game, game.objects[other], "Coward")
    _to_upkeep(game, 1)  # 901.6: player 1 is the planar controller during their turn
    assert not _named(game, "Warrior", 0) and len(_named(game, "Warrior", 1)) == 1
    for oid in _named(game, "Warrior", 1):
        game.cease_to_exist(oid)
    _to_upkeep(game, 0)
    [warrior] = _named(game, "Warrior", 0)
    w = game.objects[warrior]
    assert _pt(game, warrior) == (2, 2) and cont.has_keyword(game, w, "Haste")
    courser = _ready(game, put(game, 0, "Centaur Courser"))  # a Warrior card
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    _to_attack(game)  # haste: the new token may attack
    _declare(game, "attack", ("attack", warrior, "player", 1), ("attack", courser, "player", 1),
             ("attack", bear, "player", 1))
    _until(game, "block")
    blocks = {(o[1], o[2]) for o in game.pending.options if o[0] == "block"}
    assert (coward, warrior) not in blocks and (coward, courser) not in blocks
    assert (coward, bear) in blocks  # a Coward may block a non-Warrior
    assert (other, warrior) in blocks  # a non-Coward may block a Warrior
    # chaos: another target creature of each opponent becomes a Coward
    game.choose(("done",)) if ("done",) in game.pending.options else None
    pass_until(game, MAIN2, 0)
    _chaos(game, pick=lambda d: next((o for o in d.options if other in o), None))
    assert game.objects[other].counter("shy") == 1
    assert cont.has_subtype(game, game.objects[other], "Coward")


# -- The Windy City: flying counters (122.1b), cast from exile for {2} (118.9, 601.3) ----------

def test_122_1b_the_windy_city_flying_counters_then_removed_when_planeswalking_away():
    game = _start("The Windy City")
    bear = put(game, 0, "Grizzly Bears")
    arrive(game, "The Windy City")
    assert game.objects[bear].counter("flying") == 1
    assert cont.has_keyword(game, game.objects[bear], "Flying")  # a keyword counter
    giant = put(game, 0, "Hill Giant")
    _to_upkeep(game, 0)  # the target must be a creature without flying: the Giant
    assert game.objects[giant].counter("flying") == 1
    assert game.objects[bear].counter("flying") == 1
    arrive(game, "Krosa")  # planeswalk away: all flying counters are removed
    for oid in (bear, giant):
        assert game.objects[oid].counter("flying") == 0
        assert not cont.has_keyword(game, game.objects[oid], "Flying")


def test_118_9_the_windy_city_chaos_exiles_a_flyer_its_owner_may_cast_for_two():
    game = _start("The Windy City", libs=[["Forest"] * 30, ["Island"] * 30])
    drake = put(game, 1, "Wind Drake")
    arrive(game, "The Windy City")  # no creature of yours without flying: no target
    _chaos(game)
    assert drake not in game.battlefield
    [exiled] = [i for i in game.exile if game.objects[i].card.name == "Wind Drake"]
    pass_until(game, MAIN1, 1)
    put(game, 1, "Island")
    assert not any(o[:2] == ("cast", exiled) for o in game.pending.options)  # {2}: one land
    put(game, 1, "Island")
    assert ("cast", exiled, "cost:{2}") in game.pending.options
    from casualmagic.engine.describe import describe_option

    assert describe_option(game, game.pending, ("cast", exiled, "cost:{2}")).endswith(
        "by paying {2} rather than its mana cost")
    game.choose(("cast", exiled, "cost:{2}"))
    settle(game)
    [new] = _named(game, "Wind Drake", 1)
    assert cont.has_keyword(game, game.objects[new], "Flying")
    islands = [i for i in game.battlefield if game.objects[i].card.name == "Island"]
    assert sum(game.objects[i].tapped for i in islands) == 2  # {2}, not {2}{U}
    assert not any(o[0] == "cast" and o[1] == exiled for o in game.pending.options)


# -- Circus of the Sun ------------------------------------------------------------------------

def test_510_2_circus_of_the_sun_performers_and_a_flyer_returned_for_cards():
    game = _start("Circus of the Sun")
    arrive(game, "Circus of the Sun")
    performers = _named(game, "Performer", 0)
    assert len(performers) == 2
    p = game.objects[performers[0]]
    assert cont.has_keyword(game, p, "Flying") and cont.has_keyword(game, p, "Haste")
    assert _pt(game, performers[0]) == (1, 1) and cont.colors_of(game, p) == ("R",)
    drake = _ready(game, put(game, 0, "Wind Drake"))
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    hand = len(game.players[0].hand)
    _to_attack(game)
    _declare(game, "attack", ("attack", drake, "player", 1), ("attack", bear, "player", 1))
    _until(game, "choose")
    assert ("return", drake) in game.pending.options
    assert not any(o[0] == "return" and o[1] == bear for o in game.pending.options)  # no flying
    game.choose(("return", drake))
    settle(game)
    assert drake not in game.battlefield
    assert "Wind Drake" in [game.objects[i].card.name for i in game.players[0].hand]
    assert len(game.players[0].hand) == hand + 1 + 2  # the Drake and two cards (its power)
    pass_until(game, MAIN2, 0)
    _chaos(game, pick=lambda d: next((o for o in d.options if bear in o), None))
    b = game.objects[bear]
    assert b.counter("flying") == 1 and cont.has_keyword(game, b, "Flying")
    assert cont.has_subtype(game, b, "Performer") and cont.has_subtype(game, b, "Bear")
    _to_upkeep(game, 0)
    assert len(_named(game, "Performer", 0)) == 4  # two more tokens


def test_603_2c_circus_of_the_sun_does_not_trigger_when_only_creatures_without_flying_hit():
    """"Whenever one or more creatures you control with flying deal combat damage to a
    player": a Grizzly Bears alone dealing combat damage is no such event (603.2)."""
    game = _start("Circus of the Sun")
    arrive(game, "Circus of the Sun")
    for oid in _named(game, "Performer", 0):
        game.move(oid, "graveyard")  # only the Bears attacks
    bear = _ready(game, put(game, 0, "Grizzly Bears"))
    _to_attack(game)
    _declare(game, "attack", ("attack", bear, "player", 1))
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 18
    assert not any(e.kind == "trigger" and "with flying deal combat damage" in str(e.data)
                   for e in game.events)
    assert bear in game.battlefield


# -- Elvish Impersonation Contest: dice as a creature enters (706.2, 614.1c) -------------------

def test_706_2_elvish_impersonators_base_pt_is_rolled_and_chaos_makes_it_six_six():
    game = _start("Elvish Impersonation Contest")
    arrive(game, "Elvish Impersonation Contest")
    [elf] = _named(game, "Elvish Impersonators", 0)
    e = game.objects[elf]
    assert e.card.is_token and e.card.mana_value == 4 and cont.has_subtype(game, e, "Elf")
    rolls = [ev.data["result"] for ev in game.events if ev.kind == "roll_die"][-2:]
    assert all(1 <= r <= 6 for r in rolls)
    assert _pt(game, elf) == tuple(rolls)  # first roll: power, second: toughness
    bear = put(game, 0, "Grizzly Bears")
    _chaos(game)
    assert _pt(game, elf) == (6, 6)
    assert _pt(game, bear) == (2, 2)  # only an Elvish Impersonators can be the target
    assert len(_named(game, "Treasure", 0)) == 1  # its controller's Treasure
    _to_upkeep(game, 0)
    elves = _named(game, "Elvish Impersonators", 0)
    assert len(elves) == 2
    [new] = [i for i in elves if i != elf]
    assert all(1 <= v <= 6 for v in _pt(game, new))
    assert _pt(game, elf) == (6, 6)  # a base P/T set later wins (613.7)


def test_706_2_the_dice_rolls_are_seeded_the_same_game_rolls_the_same():
    results = []
    for _ in range(2):
        game = pc_game(("Elvish Impersonation Contest", "Krosa"), seed=5)
        to_main(game, 0)
        arrive(game, "Elvish Impersonation Contest")
        [elf] = _named(game, "Elvish Impersonators", 0)
        results.append(_pt(game, elf))
    assert results[0] == results[1]


def test_509_1b_a_coward_may_block_a_warrior_while_no_permanent_has_cowards_cant_block_warriors():
    game = _start("Shy Town")
    coward = put(game, 1, "Grizzly Bears")
    walk_to(game, "Shy Town")
    refresh(game)
    settle(game, pick=lambda d: next((o for o in d.options if coward in o), None))
    assert cont.has_subtype(game, game.objects[coward], "Coward")
    courser = _ready(game, put(game, 0, "Centaur Courser"))  # a Warrior, without the ability
    _to_attack(game)
    _declare(game, "attack", ("attack", courser, "player", 1))
    _until(game, "block")
    assert ("block", coward, courser) in game.pending.options
