"""Combat step by step (CR 506–511) and the combat keywords (702), filling the gaps
left by tests/engine/test_combat.py.  Test cards that no real card in the pool
covers are compiled for the test (``define``) and removed afterwards."""

from __future__ import annotations

import pytest

import casualmagic.engine.game  # noqa: F401  (loads the engine modules in their import order)
from casualmagic.cards.definitions import compile_card, load_definitions
from casualmagic.core.state import (
    ATTACKERS,
    BEGIN_COMBAT,
    BLOCKERS,
    DAMAGE,
    END_COMBAT,
    FIRST_STRIKE,
    MAIN2,
)
from casualmagic.engine.combat import remove_from_combat
from tests.engine.helpers import done, duel, has_option, pass_until, put


@pytest.fixture
def define():
    """Compile ad-hoc cards for one test: ``define(name, type=..., pt=..., keywords=[...])``."""
    added: list[str] = []

    def make(name: str, *, type: str = "Creature — Human", pt: str | None = "2/2",
             cost: str = "{1}{W}", **raw) -> str:
        raw = {"cost": cost, "type": type, "text": raw.pop("text", ""), **raw}
        if pt is not None:
            raw["pt"] = pt
        load_definitions()[name] = compile_card(name, raw)
        added.append(name)
        return name

    yield make
    for name in added:
        del load_definitions()[name]


def _to_attack(game, player: int = 0) -> None:
    pass_until(game, BEGIN_COMBAT, player)
    for _ in range(game.n_living):
        game.choose(("pass",))
    assert game.pending.kind == "attack"


def _attack(game, *pairs) -> None:
    """Declare ``(attacker, ref)`` pairs (ref: a player index or ("object", id)), then done."""
    for oid, ref in pairs:
        kind, ident = ref if isinstance(ref, tuple) else ("player", ref)
        game.choose(("attack", oid, kind, ident))
    done(game)


def _to_blocks(game) -> None:
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.step == BLOCKERS and game.pending.kind == "block"


def _block(game, *pairs) -> None:
    for b, a in pairs:
        game.choose(("block", b, a))
    done(game)


def _to_damage(game) -> None:
    """Pass priority in the declare blockers step."""
    game.choose(("pass",))
    game.choose(("pass",))


def _walker(define, game, player: int, loyalty: int) -> int:
    define("Test Walker", type="Legendary Planeswalker — Gideon", pt=None, loyalty=str(loyalty))
    return put(game, player, "Test Walker", counters=(("loyalty", loyalty),))


def _damage_to(game, source: str) -> dict:
    """What ``source`` dealt damage to (creature names or player indexes), summed."""
    out: dict = {}
    for e in game.events:
        if e.kind == "damage" and e.data["source"] == source:
            key = e.data.get("to", e.data.get("to_player"))
            out[key] = out.get(key, 0) + e.data["amount"]
    return out


# -- 506 the combat phase --------------------------------------------------------------------

def test_506_1_combat_phase_has_its_steps_in_order():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (bear, 1))
    pass_until(game, MAIN2, 0)
    steps = [e.data["step"] for e in game.events if e.kind == "step" and e.data["phase"] == "combat"]
    assert steps == ["beginning_of_combat", "declare_attackers", "declare_blockers",
                     "combat_damage", "end_of_combat"]


def test_506_2_active_player_attacks_and_nonactive_player_defends():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    assert game.pending.player == 0
    assert not has_option(game, "attack", courser)  # only the attacking player's creatures
    _attack(game, (bear, 1))
    _to_blocks(game)
    assert game.pending.player == 1


def test_506_4_a_creature_that_leaves_the_battlefield_is_removed_from_combat():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (courser, bear))
    game.move(bear, "graveyard")  # e.g. destroyed during the declare blockers step
    _to_damage(game)
    assert game.combat.attackers == () and game.combat.blocks == ()
    assert _damage_to(game, "Centaur Courser") == {}  # 510.1d: blocking nothing, no damage


def test_506_4_a_creature_whose_controller_changes_is_removed_from_combat():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (courser, bear))
    game.obj_w(courser).controller = 0  # the attacking player gains control of the blocker
    _to_damage(game)
    removed = [e for e in game.events if e.kind == "removed_from_combat"]
    assert [(e.data["object"], e.rule) for e in removed] == [(courser, "506.4")]
    assert bear in game.combat.blocked  # 509.1h: the attacker stays blocked
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 20 and _damage_to(game, "Grizzly Bears") == {}


def test_506_4_remove_from_combat_blocker_keeps_attacker_blocked():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (courser, bear))
    assert remove_from_combat(game, courser)
    assert not game.combat.is_blocking(courser) and bear in game.combat.blocked  # 509.1h
    assert not remove_from_combat(game, courser)  # no longer in combat: nothing happens
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 20
    assert game.objects[courser].damage == 0 and game.objects[bear].damage == 0


def test_506_4_removed_attacker_deals_and_is_dealt_no_combat_damage():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, 1))
    remove_from_combat(game, bear)
    event = [e for e in game.events if e.kind == "removed_from_combat"][-1]
    assert event.rule == "506.4" and event.data["card"] == "Grizzly Bears"
    assert game.objects[bear].tapped  # 506.4b: it stays tapped
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 18  # the Lions only


def test_506_4c_creature_attacking_a_removed_planeswalker_deals_no_damage(define):
    game = duel()
    pw = _walker(define, game, 1, 4)
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (bear, ("object", pw)))
    remove_from_combat(game, pw)
    assert game.combat.is_attacking(bear)  # still attacking, though attacking nothing
    pass_until(game, MAIN2, 0)
    assert game.objects[pw].counter("loyalty") == 4 and game.players[1].life == 20


# -- 507 beginning of combat ----------------------------------------------------------------

def test_507_2_active_player_gets_priority_in_the_beginning_of_combat_step():
    game = duel()
    put(game, 0, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert game.combat is None  # no attackers declared yet


# -- 508 declare attackers -------------------------------------------------------------------

def test_508_1a_tapped_creature_cannot_attack():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    game.obj_w(bear).tapped = True
    _to_attack(game)
    assert not has_option(game, "attack", bear) and has_option(game, "attack", lions)


def test_508_1b_attacking_player_chooses_player_or_planeswalker(define):
    game = duel()
    pw = _walker(define, game, 1, 3)
    mine = put(game, 0, "Test Walker")  # the attacking player's own planeswalker
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    assert has_option(game, "attack", bear, "player", 1)
    assert has_option(game, "attack", bear, "object", pw)
    assert not has_option(game, "attack", bear, "object", mine)
    assert not has_option(game, "attack", bear, "player", 0)


def test_508_1c_creature_that_cant_attack_is_not_offered(define):
    game = duel()
    define("Test Sentry", keywords=["Can't attack"])
    define("Test Statue", keywords=["Can't attack or block"])
    sentry = put(game, 0, "Test Sentry")
    statue = put(game, 0, "Test Statue")
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    assert not has_option(game, "attack", sentry) and not has_option(game, "attack", statue)
    assert has_option(game, "attack", bear)


def test_508_1d_attacks_each_combat_if_able_must_attack():
    game = duel()
    brigand = put(game, 0, "Goblin Brigand")
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    assert not has_option(game, "done")  # the requirement can be obeyed, so it must be
    assert game.pending.rule == "508.1d"
    assert has_option(game, "attack", bear) and has_option(game, "attack", brigand)
    game.choose(("attack", bear, "player", 1))
    # the Brigand attacking is the only legal way on: taken at once, then "done" alone
    assert game.pending.kind == "priority"
    assert game.combat.is_attacking(brigand) and game.combat.is_attacking(bear)


def test_508_1d_requirement_that_cannot_be_obeyed_is_no_obligation():
    game = duel()
    put(game, 0, "Goblin Brigand", sick=True)  # can't attack: no requirement to obey
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    assert has_option(game, "done") and has_option(game, "attack", bear)
    game.choose(("done",))
    assert game.step == ATTACKERS and not game.combat.attackers


def test_508_1d_only_attacker_that_must_attack_is_declared_automatically():
    game = duel()
    brigand = put(game, 0, "Goblin Brigand")
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    # one legal option (attack the opponent), then "done": no choice is left to make
    assert game.combat is not None and game.combat.is_attacking(brigand)


def test_508_1k_chosen_creatures_become_attacking_creatures_with_their_targets(define):
    game = duel()
    pw = _walker(define, game, 1, 5)
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, ("object", pw)))
    assert game.combat.defender_of(bear) == ("player", 1)
    assert game.combat.defender_of(lions) == ("object", pw)
    assert game.combat.defending_player(lions) == 1  # 508.5
    event = [e for e in game.events if e.kind == "attackers"][-1]
    assert event.rule == "508.1" and len(event.data["attackers"]) == 2


# -- 509 declare blockers --------------------------------------------------------------------

def test_509_1a_tapped_creature_cannot_block():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    corpse = put(game, 1, "Walking Corpse")
    game.obj_w(courser).tapped = True
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    assert not has_option(game, "block", courser, bear)
    assert has_option(game, "block", corpse, bear)


def test_509_1a_a_creature_blocks_only_one_attacker():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, 1))
    _to_blocks(game)
    game.choose(("block", courser, bear))
    assert not has_option(game, "block", courser, lions)


def test_509_1a_defending_player_of_attacked_planeswalker_blocks(define):
    game = duel()
    pw = _walker(define, game, 1, 5)
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, ("object", pw)))
    _to_blocks(game)
    assert game.pending.player == 1 and has_option(game, "block", courser, bear)


def test_509_1b_creature_that_cant_block_is_not_offered():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    hulk = put(game, 1, "Hulking Goblin")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    assert not has_option(game, "block", hulk, bear)
    assert has_option(game, "block", corpse, bear)


def test_509_1b_creature_that_cant_be_blocked_gets_through():
    game = duel()
    warrior = put(game, 0, "Phantom Warrior")
    put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (warrior, 1))
    game.choose(("pass",))
    game.choose(("pass",))
    # no legal block: the declaration is made without a choice
    assert game.step == BLOCKERS and game.pending.kind == "priority"
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 18


def test_509_1b_tormented_soul_cant_block_and_cant_be_blocked():
    game = duel()
    soul = put(game, 0, "Tormented Soul")
    bear = put(game, 0, "Grizzly Bears")
    their_soul = put(game, 1, "Tormented Soul")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (soul, 1), (bear, 1))
    _to_blocks(game)
    assert not has_option(game, "block", their_soul)  # can't block
    assert not has_option(game, "block", corpse, soul)  # can't be blocked
    assert has_option(game, "block", corpse, bear)
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 17


def test_509_1c_blocks_each_combat_if_able_must_block():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    screen = put(game, 1, "Razorgrass Screen")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    assert game.pending.rule == "509.1c"
    assert not has_option(game, "done")
    assert has_option(game, "block", screen, bear) and has_option(game, "block", corpse, bear)
    game.choose(("block", corpse, bear))  # another blocker too: the Screen can still block
    # the Screen blocking is then the only legal way on: taken at once
    assert game.pending.kind == "priority"
    assert set(game.combat.blockers_of(bear)) == {screen, corpse}


def test_509_1c_requirement_with_menace_needs_both_blockers():
    """The example under 509.1c: "blocks if able" and a creature with menace."""
    game = duel()
    brute = put(game, 0, "Boggart Brute")
    screen = put(game, 1, "Razorgrass Screen")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (brute, 1))
    game.choose(("pass",))
    game.choose(("pass",))
    # the only legal declaration (a single option each time, so taken at once): both block
    assert game.pending.kind == "priority" and game.step == BLOCKERS
    assert set(game.combat.blockers_of(brute)) == {screen, corpse}


def test_509_1c_requirement_that_cannot_be_obeyed_allows_no_block():
    game = duel()
    brute = put(game, 0, "Boggart Brute")
    drake = put(game, 0, "Wind Drake")
    screen = put(game, 1, "Razorgrass Screen")
    _to_attack(game)
    _attack(game, (brute, 1), (drake, 1))
    game.choose(("pass",))
    game.choose(("pass",))
    # the Screen alone can block neither (menace, flying): no requirement can be obeyed
    assert game.pending.kind == "priority" and not game.combat.blocks
    assert screen in game.battlefield


def test_509_1c_foriysian_brigade_may_block_two_attackers():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    corpse = put(game, 0, "Walking Corpse")
    brigade = put(game, 1, "Foriysian Brigade")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, 1), (corpse, 1))
    _to_blocks(game)
    game.choose(("block", brigade, bear))
    assert has_option(game, "block", brigade, lions)
    assert not has_option(game, "block", brigade, bear)  # not the same attacker twice
    game.choose(("block", brigade, lions))
    assert not has_option(game, "block", brigade, corpse)  # one additional creature only
    done(game)
    assert game.combat.blocked_by(brigade) == [bear, lions]


def test_509_1a_palace_guard_can_block_any_number_of_creatures():
    game = duel()
    attackers = [put(game, 0, n) for n in ("Grizzly Bears", "Savannah Lions", "Walking Corpse")]
    guard = put(game, 1, "Palace Guard")
    _to_attack(game)
    _attack(game, *[(a, 1) for a in attackers])
    _to_blocks(game)
    for a in attackers:
        game.choose(("block", guard, a))
    done(game)
    assert sorted(game.combat.blocked_by(guard)) == sorted(attackers)


def test_509_1h_blocked_creature_stays_blocked_when_its_blocker_dies():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (corpse, bear))
    game.move(corpse, "graveyard")
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 20  # 510.1c: blocked, no blockers, no damage


def test_509_1i_block_triggers_once_per_blocker_and_per_attacker(define):
    game = duel()
    define("Test Watcher", pt="1/6", keywords=["Can block any number of creatures"],
           triggers=[{"when": "blocks", "effects": [{"do": "gain_life", "who": "you", "amount": 1}],
                      "text": "Whenever this creature blocks, you gain 1 life."}])
    define("Test Raider", pt="2/2",
           triggers=[{"when": "becomes_blocked",
                      "effects": [{"do": "gain_life", "who": "you", "amount": 3}],
                      "text": "Whenever this creature becomes blocked, you gain 3 life."}])
    raider = put(game, 0, "Test Raider")
    bear = put(game, 0, "Grizzly Bears")
    watcher = put(game, 1, "Test Watcher")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (raider, 1), (bear, 1))
    _to_blocks(game)
    _block(game, (watcher, raider), (watcher, bear), (corpse, raider))
    triggers = [e.data["card"] for e in game.events if e.kind == "trigger"]
    assert sorted(triggers) == ["Test Raider", "Test Watcher"]  # 509.3a, 509.3c: once each


def test_509_2_no_damage_assignment_order_after_blockers_2025():
    """2025: blockers declared, the active player gets priority (509.2); nobody orders
    the blockers of an attacker or the attackers of a blocker (no 509.2/509.3 of 2024)."""
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    brigade = put(game, 1, "Foriysian Brigade")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, 1))
    _to_blocks(game)
    _block(game, (brigade, bear), (brigade, lions), (corpse, bear))
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert not any(e.kind == "damage_order" for e in game.events)
    assert not hasattr(game.combat, "order") and not hasattr(game.combat, "block_order")


# -- 510 combat damage -----------------------------------------------------------------------

def test_510_1a_creature_with_zero_power_assigns_no_damage():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    wall = put(game, 1, "Wall of Glare")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (wall, bear))
    pass_until(game, MAIN2, 0)
    assert _damage_to(game, "Wall of Glare") == {}
    assert game.objects[wall].damage == 2 and game.objects[bear].damage == 0


def test_510_1c_blocked_attacker_assigns_all_damage_to_its_one_blocker():
    game = duel()
    wurm = put(game, 0, "Craw Wurm")
    bear = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (wurm, 1))
    _to_blocks(game)
    _block(game, (bear, wurm))
    pass_until(game, MAIN2, 0)
    assert _damage_to(game, "Craw Wurm") == {"Grizzly Bears": 6}
    assert game.players[1].life == 20


def test_510_1c_divided_damage_adds_to_damage_another_attacker_assigns():
    """The Bears assign 2 to the Brigade; the Wurm's controller chooses freely how much of
    its 6 the Brigade gets (2 more kill it) and the Corpse gets the rest."""
    game = duel()
    wurm = put(game, 0, "Craw Wurm")  # 6/4
    bear = put(game, 0, "Grizzly Bears")  # 2/2
    brigade = put(game, 1, "Foriysian Brigade")  # 2/4
    corpse = put(game, 1, "Walking Corpse")  # 2/2
    _to_attack(game)
    _attack(game, (bear, 1), (wurm, 1))
    _to_blocks(game)
    _block(game, (brigade, bear), (brigade, wurm), (corpse, wurm))
    _to_damage(game)
    assert game.pending.kind == "assign" and game.pending.rule == "510.1c"
    assert [o[1] for o in game.pending.options] == [0, 1, 2, 3, 4, 5, 6]
    game.choose(("assign", 2, "object", brigade))
    # then the Brigade's controller divides its 2 between the Bears and the Wurm (510.1d)
    assert game.pending.kind == "assign" and game.pending.rule == "510.1d"
    assert game.pending.player == 1
    game.choose(("assign", 2, "object", bear))
    pass_until(game, MAIN2, 0)
    assert brigade not in game.battlefield and corpse not in game.battlefield
    assert bear not in game.battlefield and wurm in game.battlefield


def test_510_1d_blocker_divides_damage_among_the_attackers_it_blocks():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    brigade = put(game, 1, "Foriysian Brigade")
    game.obj_w(brigade).counters = (("+1/+1", 1),)  # a 3/5 Brigade
    _to_attack(game)
    _attack(game, (bear, 1), (lions, 1))
    _to_blocks(game)
    _block(game, (brigade, bear), (brigade, lions))
    _to_damage(game)
    assert game.pending.kind == "assign" and game.pending.rule == "510.1d"
    assert game.pending.player == 1
    assert game.pending.options == tuple(("assign", n, "object", bear) for n in range(4))
    game.choose(("assign", 2, "object", bear))  # the Lions get the other 1
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield and lions not in game.battlefield
    assert _damage_to(game, "Foriysian Brigade") == {"Savannah Lions": 1, "Grizzly Bears": 2}


def test_510_2_combat_damage_is_dealt_simultaneously():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (corpse, bear))
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield and corpse not in game.battlefield  # they trade
    seqs = [e.seq for e in game.events if e.kind == "damage"]
    dies = [e.seq for e in game.events if e.rule == "704.5g"]
    assert len(seqs) == 2 and max(seqs) < min(dies)  # both dealt before either dies


def test_510_4_first_strike_step_then_regular_step_for_the_others():
    game = duel()
    knight = put(game, 0, "Youthful Knight")  # 2/1 first strike
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (knight, 1), (bear, 1))
    pass_until(game, FIRST_STRIKE, 0)
    assert game.players[1].life == 18  # only the Knight has dealt damage
    pass_until(game, DAMAGE, 0)
    assert game.players[1].life == 16


# -- 511 end of combat -----------------------------------------------------------------------

def test_511_3_creatures_are_removed_from_combat_as_end_of_combat_ends():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (bear, 1))
    pass_until(game, END_COMBAT, 0)
    assert game.combat.is_attacking(bear)  # still attacking during end of combat
    pass_until(game, MAIN2, 0)
    assert game.combat is None
    assert [e.rule for e in game.events if e.kind == "end_combat"] == ["511.3"]


# -- keywords --------------------------------------------------------------------------------

def test_702_9b_flying_creature_can_block_a_creature_without_flying():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    drake = put(game, 1, "Wind Drake")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    assert has_option(game, "block", drake, bear)


def test_702_17b_reach_blocks_a_flyer_and_kills_it():
    game = duel()
    drake = put(game, 0, "Wind Drake")  # 2/2 flying
    spider = put(game, 1, "Giant Spider")  # 2/4 reach
    _to_attack(game)
    _attack(game, (drake, 1))
    _to_blocks(game)
    _block(game, (spider, drake))
    pass_until(game, MAIN2, 0)
    assert drake not in game.battlefield and spider in game.battlefield


def test_702_20b_vigilance_attacker_can_block_next_turn_untapped():
    game = duel()
    angel = put(game, 0, "Serra Angel")
    _to_attack(game)
    _attack(game, (angel, 1))
    pass_until(game, MAIN2, 0)
    assert not game.objects[angel].tapped and game.players[1].life == 16


def test_702_10b_haste_creature_attacks_the_turn_it_arrives():
    game = duel()
    goblin = put(game, 0, "Raging Goblin", sick=True)
    _to_attack(game)
    _attack(game, (goblin, 1))
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 19


def test_702_3b_defender_cant_attack():
    game = duel()
    wall = put(game, 0, "Wall of Glare")
    guardians = put(game, 0, "Guardians of Meletis")
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    assert not has_option(game, "attack", wall) and not has_option(game, "attack", guardians)
    assert has_option(game, "attack", bear)


def test_702_3b_defender_can_still_block():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    guardians = put(game, 1, "Guardians of Meletis")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (guardians, bear))
    pass_until(game, MAIN2, 0)
    assert game.objects[guardians].damage == 2 and game.players[1].life == 20


def test_702_7b_blocker_with_first_strike_kills_attacker_before_it_deals_damage():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    knight = put(game, 1, "Youthful Knight")  # 2/1 first strike
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (knight, bear))
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield and knight in game.battlefield
    assert _damage_to(game, "Grizzly Bears") == {}


def test_702_4b_double_strike_blocked_kills_blocker_first_and_deals_no_more():
    game = duel()
    ace = put(game, 0, "Fencing Ace")  # 1/1 double strike
    lions = put(game, 1, "Savannah Lions")  # 2/1
    _to_attack(game)
    _attack(game, (ace, 1))
    _to_blocks(game)
    _block(game, (lions, ace))
    pass_until(game, MAIN2, 0)
    assert lions not in game.battlefield and ace in game.battlefield
    assert game.players[1].life == 20  # 510.1c: still blocked, no trample
    assert _damage_to(game, "Fencing Ace") == {"Savannah Lions": 1}


def test_702_19b_trample_over_a_blocker_onto_an_attacked_planeswalker(define):
    game = duel()
    pw = _walker(define, game, 1, 4)
    maw = put(game, 0, "Colossal Dreadmaw")  # 6/6 trample
    bear = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (maw, ("object", pw)))
    _to_blocks(game)
    _block(game, (bear, maw))
    _to_damage(game)
    assert [o[1] for o in game.pending.options] == [2, 3, 4, 5, 6]
    game.choose(("assign", 2, "object", bear))
    pass_until(game, MAIN2, 0)
    assert pw not in game.battlefield  # 4 excess damage removed its 4 loyalty (120.3c)
    assert game.players[1].life == 20  # 702.19f: none to the player


def test_702_19f_trample_attacking_a_planeswalker_never_reaches_the_player(define):
    game = duel()
    pw = _walker(define, game, 1, 2)
    maw = put(game, 0, "Colossal Dreadmaw")
    _to_attack(game)
    _attack(game, (maw, ("object", pw)))
    pass_until(game, MAIN2, 0)
    assert pw not in game.battlefield  # 704.5i: no loyalty left
    assert game.players[1].life == 20
    assert _damage_to(game, "Colossal Dreadmaw") == {"Test Walker": 6}


def test_702_19d_trample_blocked_with_no_blockers_left_hits_the_player():
    game = duel()
    maw = put(game, 0, "Colossal Dreadmaw")
    bear = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (maw, 1))
    _to_blocks(game)
    _block(game, (bear, maw))
    game.move(bear, "graveyard")
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 14


def test_702_19b_and_702_2c_trample_with_deathtouch_needs_only_1_per_blocker(define):
    game = duel()
    define("Test Stalker", pt="4/4", keywords=["Trample", "Deathtouch"], cost="{2}{B}{G}")
    stalker = put(game, 0, "Test Stalker")
    courser = put(game, 1, "Centaur Courser")
    _to_attack(game)
    _attack(game, (stalker, 1))
    _to_blocks(game)
    _block(game, (courser, stalker))
    _to_damage(game)
    assert [o[1] for o in game.pending.options] == [1, 2, 3, 4]
    game.choose(("assign", 1, "object", courser))
    pass_until(game, MAIN2, 0)
    assert courser not in game.battlefield and game.players[1].life == 17


def test_702_2c_deathtouch_divides_lethal_1_among_several_blockers():
    game = duel()
    rats = put(game, 0, "Typhoid Rats")  # 1/1 deathtouch
    game.obj_w(rats).counters = (("+1/+1", 1),)  # 2/2
    b1 = put(game, 1, "Centaur Courser")
    b2 = put(game, 1, "Craw Wurm")
    _to_attack(game)
    _attack(game, (rats, 1))
    _to_blocks(game)
    _block(game, (b1, rats), (b2, rats))
    _to_damage(game)
    assert [o[1] for o in game.pending.options] == [0, 1, 2]
    game.choose(("assign", 1, "object", b1))
    pass_until(game, MAIN2, 0)
    assert b1 not in game.battlefield and b2 not in game.battlefield


def test_702_15b_lifelink_blocker_gains_life_for_damage_dealt():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    hawk = put(game, 1, "Vampire Nighthawk")
    _to_attack(game)
    _attack(game, (bear, 1))
    _to_blocks(game)
    _block(game, (hawk, bear))
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 22
    assert any(e.rule == "702.15b" for e in game.events)


def test_702_111b_menace_may_be_blocked_by_more_than_two():
    game = duel()
    brute = put(game, 0, "Boggart Brute")
    blockers = [put(game, 1, n) for n in ("Grizzly Bears", "Walking Corpse", "Centaur Courser")]
    _to_attack(game)
    _attack(game, (brute, 1))
    _to_blocks(game)
    assert has_option(game, "done")  # not blocking at all is legal
    assert not has_option(game, "block", blockers[0], brute)
    game.choose(("block_pair", blockers[0], blockers[1], brute))
    assert has_option(game, "block", blockers[2], brute)
    game.choose(("block", blockers[2], brute))
    done(game)
    assert len(game.combat.blockers_of(brute)) == 3


def test_702_12b_indestructible_creature_survives_lethal_combat_damage(define):
    game = duel()
    define("Test Idol", pt="1/1", keywords=["Indestructible"])
    idol = put(game, 1, "Test Idol")
    wurm = put(game, 0, "Craw Wurm")
    _to_attack(game)
    _attack(game, (wurm, 1))
    _to_blocks(game)
    _block(game, (idol, wurm))
    pass_until(game, MAIN2, 0)
    assert idol in game.battlefield and game.objects[idol].damage == 6


def test_702_16f_protection_from_a_colour_cant_be_blocked_by_that_colour(define):
    game = duel()
    define("Test Paladin", keywords=["Protection from red"], text="Protection from red")
    paladin = put(game, 0, "Test Paladin")
    hulk = put(game, 1, "Gray Ogre")  # red
    bear = put(game, 1, "Grizzly Bears")  # green
    _to_attack(game)
    _attack(game, (paladin, 1))
    _to_blocks(game)
    assert not has_option(game, "block", hulk, paladin)
    assert has_option(game, "block", bear, paladin)


# -- several defending players (506.2a, 508.5) -----------------------------------------------

def test_509_1_each_defending_player_declares_blockers_in_turn_order(define):
    game = duel(players=3)
    pw = _walker(define, game, 2, 3)
    bear = put(game, 0, "Grizzly Bears")
    lions = put(game, 0, "Savannah Lions")
    b1 = put(game, 1, "Walking Corpse")
    b2 = put(game, 2, "Centaur Courser")
    _to_attack(game)
    _attack(game, (bear, 1), (lions, ("object", pw)))
    for _ in range(3):
        game.choose(("pass",))
    assert game.pending.kind == "block" and game.pending.player == 1
    assert not has_option(game, "block", b1, lions)  # the Lions attack player 2's planeswalker
    game.choose(("block", b1, bear))  # then "done" is player 1's only option: taken at once
    assert game.pending.kind == "block" and game.pending.player == 2
    assert not has_option(game, "block", b2, bear)
    _block(game, (b2, lions))
    assert game.combat.blocks == ((b1, bear), (b2, lions))


def test_508_5_planeswalker_gone_before_blocks_its_controller_may_still_block(define):
    game = duel()
    pw = _walker(define, game, 1, 3)
    bear = put(game, 0, "Grizzly Bears")
    corpse = put(game, 1, "Walking Corpse")
    _to_attack(game)
    _attack(game, (bear, ("object", pw)))
    game.move(pw, "graveyard")
    _to_blocks(game)  # 506.4c: it may be blocked; 508.5: by the planeswalker's controller
    assert game.pending.player == 1 and has_option(game, "block", corpse, bear)
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 20  # 510.1b: unblocked, attacking nothing: no damage


def test_heuristic_agent_obeys_attack_and_block_requirements():
    """The heuristic agent's habit of answering "done" must give way when "done"
    isn't offered (508.1d, 509.1c)."""
    from casualmagic.agents.heuristic import HeuristicAgent

    game = duel(["Goblin Brigand"] * 4 + ["Mountain"] * 16,
                ["Razorgrass Screen"] * 4 + ["Island"] * 16, max_turns=8)
    for p in (0, 1):
        for name in ("Goblin Brigand", "Razorgrass Screen", "Palace Guard"):
            put(game, p, name)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    without_done = set()
    while not game.over:
        d = game.pending
        if d.kind in ("attack", "block") and ("done",) not in d.options:
            without_done.add(d.kind)
        game.choose(agents[d.player].choose(game.view(d.player), d))  # never illegal
    assert without_done == {"attack", "block"}


def test_702_19b_example_trample_counts_damage_another_attacker_assigns(define):
    """702.19b's example: a 2/2 blocking a 1/1 and a trampler; the trampler need only
    assign 1 more to it before the rest goes to the player."""
    game = duel()
    define("Test Sentinel", pt="2/2", keywords=["Can block an additional creature"])
    goblin = put(game, 0, "Raging Goblin")  # 1/1
    maw = put(game, 0, "Colossal Dreadmaw")  # 6/6 trample
    sentinel = put(game, 1, "Test Sentinel")
    _to_attack(game)
    _attack(game, (goblin, 1), (maw, 1))
    _to_blocks(game)
    _block(game, (sentinel, goblin), (sentinel, maw))
    _to_damage(game)
    assert [o[1] for o in game.pending.options] == [1, 2, 3, 4, 5, 6]
    game.choose(("assign", 1, "object", sentinel))
    game.choose(("assign", 2, "object", goblin))  # the Sentinel's own division (510.1d)
    pass_until(game, MAIN2, 0)
    assert sentinel not in game.battlefield and game.players[1].life == 15


def test_702_19b_lethal_damage_counts_damage_already_marked():
    """Trample: each blocker is assigned lethal damage (toughness less damage marked) before
    the player gets any; the first blocker may take any amount."""
    game = duel()
    maw = put(game, 0, "Colossal Dreadmaw")  # 6/6 trample
    courser = put(game, 1, "Centaur Courser")  # 3/3
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(courser).damage = 2
    _to_attack(game)
    _attack(game, (maw, 1))
    _to_blocks(game)
    _block(game, (courser, maw), (bear, maw))
    _to_damage(game)
    assert [o[1] for o in game.pending.options] == [0, 1, 2, 3, 4, 5, 6]
    game.choose(("assign", 1, "object", courser))  # lethal: it has 2 damage marked
    assert [o[1] for o in game.pending.options] == [2, 3, 4, 5]
    game.choose(("assign", 2, "object", bear))
    pass_until(game, MAIN2, 0)
    assert courser not in game.battlefield and bear not in game.battlefield
    assert game.players[1].life == 17


def test_702_19b_trample_without_lethal_to_every_blocker_gives_the_player_nothing():
    game = duel()
    maw = put(game, 0, "Colossal Dreadmaw")  # 6/6 trample
    courser = put(game, 1, "Centaur Courser")  # 3/3
    bear = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (maw, 1))
    _to_blocks(game)
    _block(game, (courser, maw), (bear, maw))
    _to_damage(game)
    game.choose(("assign", 2, "object", courser))  # less than lethal to the Courser
    pass_until(game, MAIN2, 0)  # so the Bears must take the other 4 (a single option)
    assert game.players[1].life == 20 and bear not in game.battlefield
    assert courser in game.battlefield and game.objects[courser].damage == 2


def test_508_4a_put_onto_the_battlefield_attacking_a_planeswalker_no_longer_an_opponents(define):
    """2025: a creature put onto the battlefield attacking a planeswalker that is no longer
    controlled by a defending player is never an attacking creature."""
    from casualmagic.engine.combat import put_into_combat_attacking

    game = duel()
    theirs = _walker(define, game, 1, 3)
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    _attack(game, (bear, 1))
    lions = put(game, 0, "Savannah Lions")
    goblin = put(game, 0, "Raging Goblin")
    game.obj_w(theirs).controller = 0  # the attacking player gained control of it
    assert not put_into_combat_attacking(game, lions, ("object", theirs))
    game.obj_w(theirs).controller = 1
    assert put_into_combat_attacking(game, goblin, ("object", theirs))
    assert not game.combat.is_attacking(lions) and game.combat.is_attacking(goblin)
