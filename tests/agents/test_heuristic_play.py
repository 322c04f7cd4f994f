"""The heuristic agent's table sense, in real games set up with the engine's fixtures."""

from __future__ import annotations

from casualmagic.agents import HeuristicAgent
from casualmagic.core.state import BLOCKERS, MAIN1
from tests.engine.helpers import clear_hand, done, duel, pass_until, put


def _choose(game):
    d = game.pending
    return HeuristicAgent(0).choose(game.view(d.player), d)


def _blocked(attacker: str, blocker: str):
    """Seat 0 attacks seat 1 with ``attacker``; seat 1 has ``blocker`` untapped."""
    game = duel()
    att = put(game, 0, attacker)
    blk = put(game, 1, blocker)
    pass_until(game, BLOCKERS - 2, 0)  # beginning of combat
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", att, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "block"
    return game, att, blk


def test_509_1a_blocks_when_the_blocker_survives() -> None:
    game, att, blk = _blocked("Grizzly Bears", "Hill Giant")
    assert _choose(game) == ("block", blk, att)


def test_509_1a_no_chump_block_unless_the_attack_is_lethal() -> None:
    game, att, blk = _blocked("Hill Giant", "Llanowar Elves")
    assert _choose(game) == ("done",)
    game.player_w(1).life = 3  # now the Giant would be lethal: chump
    assert _choose(game) == ("block", blk, att)


def test_509_1a_trades_up_not_down() -> None:
    game, att, blk = _blocked("Hill Giant", "Grizzly Bears")  # bears can't kill a 3/3
    assert _choose(game) == ("done",)
    game, att, blk = _blocked("Grizzly Bears", "Hill Giant")
    assert _choose(game) == ("block", blk, att)


def test_pump_spell_cast_in_combat_when_it_wins_the_fight() -> None:
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Forest")
    growth = put(game, 0, "Giant Growth", "hand")
    giant = put(game, 1, "Hill Giant")
    assert _choose(game)[:2] != ("cast", growth)  # not in the main phase
    pass_until(game, BLOCKERS - 2, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bear, "player", 1))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", giant, bear))
    done(game)
    assert game.pending.kind == "priority" and game.pending.player == 0
    option = _choose(game)
    assert option[:2] == ("cast", growth)
    game.choose(option)
    while game.pending.kind != "priority":
        game.choose(_choose(game))
    spell = game.objects[game.stack[-1]]
    assert spell.card.name == "Giant Growth"
    assert [tuple(t) for spec in spell.targets for t in spec] == [("object", bear)]


def test_holds_up_a_counterspell_instead_of_tapping_out() -> None:
    game = duel()
    clear_hand(game, 0)
    for _ in range(4):
        put(game, 0, "Island")
    put(game, 0, "Counterspell", "hand")
    divination = put(game, 0, "Divination", "hand")
    pass_until(game, MAIN1, 0)
    assert ("cast", divination) in game.pending.options
    assert _choose(game) == ("pass",)  # Divination would leave 1 land: Counterspell needs 2
    put(game, 0, "Island")
    assert _choose(game) == ("cast", divination)


def test_attacks_the_opponent_it_hurts_most() -> None:
    game = duel(players=3)
    bear = put(game, 0, "Grizzly Bears")
    game.player_w(2).life = 5
    pass_until(game, BLOCKERS - 2, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"
    assert _choose(game) == ("attack", bear, "player", 2)


def _rolled_once():
    """A Planechase game in seat 0's main phase with three Forests, after its free roll."""
    from tests.variants.planechase.helpers import pc_game

    game = pc_game()
    pass_until(game, MAIN1, 0)
    clear_hand(game, 0)
    clear_hand(game, 1)
    for _ in range(3):
        put(game, 0, "Forest")
    assert _choose(game) == ("planar_die", 0)  # the first roll of a turn is free (901.9)
    game.choose(("planar_die", 0))
    while game.stack or game.pending.kind != "priority":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert ("planar_die", 1) in game.pending.options
    return game


def test_901_9_rolls_again_for_mana_only_when_the_others_are_ahead() -> None:
    game = _rolled_once()
    assert _choose(game) == ("pass",)  # ahead on the table: {1} for a roll is not worth it
    put(game, 1, "Hill Giant")
    put(game, 1, "Hill Giant")
    assert _choose(game) == ("planar_die", 1)


def _at_attack(game):
    """Seat 0's declare-attackers decision (508.1) in the first combat from here."""
    pass_until(game, BLOCKERS - 2, 0)  # beginning of combat
    while game.pending.kind == "priority":
        game.choose(("pass",))
    assert game.pending.kind == "attack"
    return game


def test_508_1_no_attack_that_a_blocker_wins() -> None:
    game = duel()
    put(game, 0, "Grizzly Bears")
    put(game, 1, "Hill Giant")  # blocks and kills the Bears, and lives
    assert _choose(_at_attack(game)) == ("done",)


def test_702_9b_a_flyer_attacks_past_ground_blockers() -> None:
    game = duel()
    drake = put(game, 0, "Wind Drake")
    put(game, 1, "Hill Giant")  # can't block a flyer
    assert _choose(_at_attack(game)) == ("attack", drake, "player", 1)


def test_508_1_keeps_a_blocker_home_when_the_crack_back_would_be_lethal() -> None:
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    giant = put(game, 1, "Hill Giant")
    game.obj_w(giant).tapped = True  # no blocker now; it attacks next turn
    game = _at_attack(game)
    assert _choose(game) == ("attack", bear, "player", 1)
    game.player_w(0).life = 3  # the Giant's attack would now be lethal unblocked
    assert HeuristicAgent(1).choose(game.view(0), game.pending) == ("done",)


def test_508_1_attacks_with_everything_when_the_attack_is_lethal() -> None:
    game = duel()
    bears = [put(game, 0, "Grizzly Bears") for _ in range(2)]
    put(game, 1, "Hill Giant")  # blocks one Bears; the other deals the last 2
    game.player_w(1).life = 2
    game = _at_attack(game)
    agent = HeuristicAgent(0)
    declared = []
    while game.pending.kind == "attack":
        option = agent.choose(game.view(0), game.pending)
        if option == ("done",):
            game.choose(option)
            break
        declared.append(option[1])
        game.choose(option)
    assert sorted(declared) == sorted(bears)


def test_702_7b_a_first_striker_attacks_into_a_blocker_it_kills_first() -> None:
    game = duel()
    knight = put(game, 0, "White Knight")  # 2/2 first strike
    put(game, 1, "Grizzly Bears")  # dies before it deals damage
    assert _choose(_at_attack(game)) == ("attack", knight, "player", 1)


def test_removal_waits_for_a_creature_worth_it() -> None:
    game = duel()
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    put(game, 1, "Llanowar Elves")
    pass_until(game, MAIN1, 0)
    assert ("cast", bolt) in [o[:2] for o in game.pending.options]
    assert _choose(game) == ("pass",)  # a 1/1 mana creature is not worth the Bolt
    giant = put(game, 1, "Hill Giant")
    option = _choose(game)
    assert option[:2] == ("cast", bolt)
    game.choose(option)
    assert game.pending.kind == "target"
    assert _choose(game) == ("target", "object", giant)


def test_120_3_damage_goes_to_a_player_when_it_kills_no_creature() -> None:
    game = duel()
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    put(game, 1, "Air Elemental")  # 4/4: survives 3 damage
    pass_until(game, MAIN1, 0)
    assert _choose(game) == ("pass",)
    game.player_w(1).life = 3  # now the Bolt is lethal
    option = _choose(game)
    assert option[:2] == ("cast", bolt)
    game.choose(option)
    assert _choose(game) == ("target", "player", 1)


def test_a_draw_spell_targets_its_caster() -> None:
    game = duel()
    clear_hand(game, 0)
    put(game, 0, "Swamp")
    put(game, 0, "Swamp")
    sign = put(game, 0, "Sign in Blood", "hand")
    pass_until(game, MAIN1, 0)
    option = _choose(game)
    assert option[:2] == ("cast", sign)
    game.choose(option)
    assert _choose(game) == ("target", "player", 0)


def test_506_4_does_not_take_its_own_attacker_out_of_combat() -> None:
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    recon = put(game, 0, "Reconnaissance")
    game = _at_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert any(o[:2] == ("activate", recon) for o in game.pending.options)
    assert _choose(game) == ("pass",)
