"""Combat (506–511) and the evergreen keywords it uses."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, BLOCKERS, MAIN2
from tests.engine.helpers import done, duel, has_option, pass_until, put


def _to_attack(game):
    pass_until(game, ATTACKERS - 1, 0)  # beginning of combat
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"


def test_508_1a_summoning_sick_creature_cannot_attack_unless_haste():
    game = duel()
    sick = put(game, 0, "Grizzly Bears", sick=True)
    goblin = put(game, 0, "Raging Goblin", sick=True)
    _to_attack(game)
    assert not has_option(game, "attack", sick)
    assert has_option(game, "attack", goblin)  # 702.10b haste


def test_508_1f_attacking_taps_and_unblocked_damage_hits_player():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    assert game.objects[bear].tapped
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 18
    dmg = [e for e in game.events if e.kind == "damage"][0]
    assert dmg.rule == "510.2" and dmg.data["combat"]


def test_702_20b_vigilance_does_not_tap():
    game = duel()
    angel = put(game, 0, "Serra Angel")
    _to_attack(game)
    game.choose(("attack", angel, "player", 1))
    done(game)
    assert not game.objects[angel].tapped


def test_509_1a_block_and_damage_both_ways():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    turtle = put(game, 1, "Centaur Courser")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.step == BLOCKERS and game.pending.kind == "block" and game.pending.player == 1
    game.choose(("block", turtle, bear))
    done(game)
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield  # 3 damage from the Courser
    assert game.objects[turtle].damage == 2
    assert game.players[1].life == 20


def test_702_9b_flying_can_be_blocked_only_by_flying_or_reach():
    game = duel()
    drake = put(game, 0, "Wind Drake")
    bear = put(game, 1, "Grizzly Bears")
    spider = put(game, 1, "Giant Spider")
    _to_attack(game)
    game.choose(("attack", drake, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert not has_option(game, "block", bear, drake)
    assert has_option(game, "block", spider, drake)  # 702.17b reach


def test_508_8_no_attackers_skips_blockers_and_damage():
    game = duel()
    put(game, 0, "Grizzly Bears")
    _to_attack(game)
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    from casualmagic.core.state import END_COMBAT

    assert game.step == END_COMBAT


def _wurm_blocked_by_bears_and_courser():
    game = duel()
    wurm = put(game, 0, "Craw Wurm")  # 6/4
    b1 = put(game, 1, "Grizzly Bears")  # 2/2
    b2 = put(game, 1, "Centaur Courser")  # 3/3
    _to_attack(game)
    game.choose(("attack", wurm, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", b1, wurm))
    game.choose(("block", b2, wurm))
    done(game)
    assert game.pending.kind == "priority"  # no damage assignment order (gone in 2025)
    game.choose(("pass",))
    game.choose(("pass",))
    return game, wurm, b1, b2


def test_510_1c_attacker_divides_damage_among_its_blockers_freely():
    """2025 rules: no damage assignment order, no lethal damage first: the Wurm's controller
    may put all 6 on the Courser and none on the Bears."""
    game, wurm, b1, b2 = _wurm_blocked_by_bears_and_courser()
    d = game.pending
    assert d.kind == "assign" and d.rule == "510.1c" and d.player == 0
    assert d.options == tuple(("assign", n, "object", b1) for n in range(7))  # 0 to 6 free
    from casualmagic.engine.describe import describe_option

    assert describe_option(game, d, d.options[0]).startswith("Assign 0 damage to Grizzly Bears")
    game.choose(("assign", 0, "object", b1))  # the Bears get nothing: the rest is the Courser's
    pass_until(game, MAIN2, 0)
    assert b1 in game.battlefield and b2 not in game.battlefield
    dealt = {e.data["to"]: e.data["amount"] for e in game.events if e.kind == "damage"
             and e.data.get("source") == "Craw Wurm"}
    assert dealt == {"Centaur Courser": 6}
    (ev,) = [e for e in game.events if e.kind == "assign_combat_damage"]
    assert ev.rule == "510.1c" and ev.data["division"] == [["Centaur Courser", 6]]
    from casualmagic.engine.describe import describe_event

    assert describe_event(game, ev) == "Player 1 divides Craw Wurm's combat damage: 6 to Centaur Courser"


def test_510_1c_a_blocker_may_get_less_than_lethal_while_another_gets_more():
    game, wurm, b1, b2 = _wurm_blocked_by_bears_and_courser()
    game.choose(("assign", 1, "object", b1))  # 1 to the Bears (not lethal), 5 to the Courser
    pass_until(game, MAIN2, 0)
    assert b1 in game.battlefield and game.objects[b1].damage == 1
    assert b2 not in game.battlefield


def test_702_2b_deathtouch_and_702_15b_lifelink_in_combat():
    game = duel()
    hawk = put(game, 0, "Vampire Nighthawk")
    wurm = put(game, 1, "Craw Wurm")
    game.player_w(0).life = 10
    _to_attack(game)
    pass_until(game, MAIN2, 0)  # no attack this turn; now let the opponent attack into the hawk
    pass_until(game, ATTACKERS - 1, 1)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", wurm, "player", 0))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", hawk, wurm))
    done(game)
    pass_until(game, MAIN2, 1)
    assert wurm not in game.battlefield  # deathtouch
    assert game.players[0].life == 12  # lifelink: 2 damage dealt


def test_510_4_first_strike_step_only_with_first_strikers():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert not any(e.kind == "step" and e.data["step"] == "first_strike_damage" for e in game.events)


def test_702_19b_trample_assigns_excess_to_the_player():
    game = duel()
    maw = put(game, 0, "Colossal Dreadmaw")
    bear = put(game, 1, "Grizzly Bears")
    _to_attack(game)
    game.choose(("attack", maw, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", bear, maw))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    # 702.19b: the one blocker is assigned lethal damage (2) before the player gets any
    assert game.pending.kind == "assign" and game.pending.rule == "510.1c"
    assert [o[1] for o in game.pending.options] == [2, 3, 4, 5, 6]
    game.choose(("assign", 2, "object", bear))
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 16 and bear not in game.battlefield


def test_702_7b_first_strike_kills_before_regular_damage():
    game = duel()
    knight = put(game, 0, "Youthful Knight")
    bear = put(game, 1, "Grizzly Bears")
    game.obj_w(bear).damage = 0
    _to_attack(game)
    game.choose(("attack", knight, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", bear, knight))
    done(game)
    pass_until(game, MAIN2, 0)
    assert bear not in game.battlefield and knight in game.battlefield  # bear died first
    assert any(e.kind == "step" and e.data["step"] == "first_strike_damage" for e in game.events)


def test_702_4b_double_strike_deals_damage_twice():
    game = duel()
    ace = put(game, 0, "Fencing Ace")
    _to_attack(game)
    game.choose(("attack", ace, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 18


def test_702_111b_menace_needs_two_blockers():
    game = duel()
    brute = put(game, 0, "Boggart Brute")
    b1 = put(game, 1, "Grizzly Bears")
    b2 = put(game, 1, "Walking Corpse")
    _to_attack(game)
    game.choose(("attack", brute, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert not has_option(game, "block", b1, brute)
    assert has_option(game, "block_pair", b1, b2, brute)
