"""CR 805.5, 805.6, 805.10b/e/f/g: teams holding priority, APNAP by team and team combat
under the shared team turns option (Two-Headed Giant), and 800.4i."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine.ending import lose
from tests.engine.helpers import clear_hand, pass_until, put
from tests.formats.helpers import format_game, to_attack, to_block


def _2hg(seed: int = 0):
    game = format_game("2hg", 4, seed=seed)
    pass_until(game, MAIN1, game.active)
    a = game.active
    return game, a, [p for p in range(4) if p not in (a, a + 1)]


def _cast_bolt(game, player: int, target: tuple) -> int:
    clear_hand(game, player)
    put(game, player, "Mountain")
    bolt = put(game, player, "Lightning Bolt", "hand")
    assert game.pending.player == player
    game.choose(("cast", bolt))
    game.choose(("target", *target))
    return bolt


def _done(game) -> None:
    """End the attack declaration (it ends by itself when no creature is left to add)."""
    if game.pending.kind == "attack":
        game.choose(("done",))


def test_805_5b_the_stack_resolves_only_when_every_team_has_passed():
    """Team A holds priority: its players pass in turn, then team B's; the Bolt resolves
    once both teams passed in succession and the active team receives priority again."""
    game, a, foes = _2hg()
    _cast_bolt(game, a, ("player", foes[0]))
    holders = []
    for _ in range(4):
        assert game.players[foes[0]].life == 30
        holders.append(game.pending.player)
        game.choose(("pass",))
    assert game.players[foes[0]].life == 27
    assert holders == [a, a + 1, foes[0], foes[1]]
    assert game.pending.kind == "priority" and game.pending.player == a  # the active team


def test_805_5a_a_player_acts_while_their_team_has_priority_and_passing_starts_over():
    """Team A passes; team B has priority and one of its players responds: the teams must
    pass in succession again before anything resolves."""
    game, a, foes = _2hg()
    _cast_bolt(game, a, ("player", foes[0]))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.player == foes[0]
    game.choose(("pass",))
    _cast_bolt(game, foes[1], ("player", a))  # team B's second player acts
    for _ in range(3):
        game.choose(("pass",))
    assert game.players[a].life == 30  # team A hasn't passed since: nothing resolved
    game.choose(("pass",))
    assert game.players[a].life == 27 and game.players[foes[0]].life == 30


def test_805_6a_draws_go_active_team_first_then_each_nonactive_team():
    for seed in (0, 1):
        game, a, foes = _2hg(seed)
        clear_hand(game, a + 1)
        for _ in range(2):
            put(game, a + 1, "Island")
        prosperity = put(game, a + 1, "Prosperity", "hand")
        game.choose(("pass",))
        assert game.pending.player == a + 1
        game.choose(("cast", prosperity))
        while game.pending.kind != "priority" or prosperity in game.stack or any(
                game.objects[i].card.name == "Prosperity" for i in game.stack):
            opts = game.pending.options
            if game.pending.kind == "x" or game.pending.kind == "choose_x":
                game.choose(next(o for o in opts if 1 in o))
            else:
                game.choose(("pass",) if ("pass",) in opts else opts[0])
        draws = [e.player for e in game.events if e.kind == "draw" and e.turn == game.turn
                 and e.rule not in ("504.1", "805.4b")]
        assert draws[:2] == [a, a + 1] and draws[2:4] == foes


def test_805_10b_the_active_team_makes_one_combined_attack():
    game, a, foes = _2hg()
    bear, giant = put(game, a, "Grizzly Bears"), put(game, a + 1, "Hill Giant")
    to_attack(game, a)
    game.choose(("attack", bear, "player", foes[0]))
    assert game.pending.kind == "attack" and game.pending.player == a  # one declaration
    game.choose(("attack", giant, "player", foes[1]))
    _done(game)
    ev = [e for e in game.events if e.kind == "attackers"]
    assert len(ev) == 1 and {x[0] for x in ev[0].data["attackers"]} == {bear, giant}


def test_805_10e_the_defending_player_is_the_one_each_creature_attacks():
    game, a, foes = _2hg()
    bear, giant = put(game, a, "Grizzly Bears"), put(game, a + 1, "Hill Giant")
    to_attack(game, a)
    game.choose(("attack", bear, "player", foes[1]))
    game.choose(("attack", giant, "player", foes[0]))
    _done(game)
    assert game.combat.defending_player(bear) == foes[1]
    assert game.combat.defending_player(giant) == foes[0]


def test_805_10f_the_active_team_assigns_then_the_defending_team():
    """A teammate's Hill Giant (3 power) is blocked by a creature of each defending player
    (805.10d: one combined block); no damage assignment order (gone in 2025); the giant's
    controller, on the active team, divides its damage freely (805.10f, 510.1c)."""
    game, a, foes = _2hg()
    giant = put(game, a + 1, "Hill Giant")
    b1, b2 = put(game, foes[0], "Grizzly Bears"), put(game, foes[1], "Grizzly Bears")
    to_attack(game, a)
    game.choose(("attack", giant, "player", foes[0]))
    _done(game)
    to_block(game)
    deciders = []
    while game.pending.kind == "block":
        deciders.append(game.pending.player)
        opts = game.pending.options
        blocks = [o for o in opts if o[0] == "block" and o[2] == giant]
        game.choose(blocks[0] if blocks else next(o for o in opts if o[0] != "block"))
    assert set(deciders) <= set(foes)
    assert {b for b, _ in game.combat.blocks} == {b1, b2}
    assert game.pending.kind == "priority"
    while game.pending.kind != "assign":
        game.choose(("pass",))
    assert game.pending.player == a + 1 and game.pending.rule == "510.1c"
    game.choose(("assign", 1, "object", b1))
    for _ in range(6):
        if b2 not in game.objects or game.objects[b2].zone != "battlefield":
            break
        game.choose(game.pending.options[0])
    assert b2 not in game.battlefield and b1 in game.battlefield  # 2 to b2, 1 to b1


def test_800_4i_information_about_a_player_who_left_is_their_last_known():
    game = format_game("ffa", 4)
    pass_until(game, MAIN1, 0)
    game.player_w(2).life = 13
    game.player_w(2).poison = 4
    lose(game, 2, "104.3a", "conceded")
    p = game.players[2]
    assert p.left and p.life == 13 and p.poison == 4  # as they were when they left
    assert [e for e in game.events if e.player == 2 and e.kind == "lose"]  # their actions


def _attack_with_assassin(game, player: int, defender: int) -> int:
    assassin = put(game, player, "Agate-Blade Assassin")
    to_attack(game, game.active)
    game.choose(("attack", assassin, "player", defender))
    _done(game)
    return assassin


def _resolve_trigger(game) -> None:
    for _ in range(8):
        if not game.stack:
            return
        game.choose(("pass",))


def test_805_10e_defending_player_of_an_attacking_creatures_ability():
    """A teammate's Agate-Blade Assassin attacks the second defending player: that one
    player loses 1 life (the team total drops by 1, not 2) and the attacking team gains 1."""
    game, a, foes = _2hg()
    _attack_with_assassin(game, a + 1, foes[1])
    _resolve_trigger(game)
    losses = [e.player for e in game.events if e.kind == "life" and e.data["change"] == -1]
    assert losses == [foes[1]]
    assert game.players[foes[0]].life == 29 and game.players[a].life == 31


def test_805_10e_after_removal_from_combat_it_is_the_player_it_was_attacking():
    from casualmagic.engine.combat import remove_from_combat

    game, a, foes = _2hg()
    assassin = _attack_with_assassin(game, a, foes[0])
    assert game.stack  # the trigger waits
    remove_from_combat(game, assassin)
    _resolve_trigger(game)
    losses = [e.player for e in game.events if e.kind == "life" and e.data["change"] == -1]
    assert losses == [foes[0]]


def test_802_2_defending_player_is_the_one_attacked_among_several_opponents():
    game = format_game("ffa", 4)
    pass_until(game, MAIN1, 0)
    _attack_with_assassin(game, 0, 2)
    _resolve_trigger(game)
    assert [p.life for p in game.players] == [21, 20, 19, 20]
