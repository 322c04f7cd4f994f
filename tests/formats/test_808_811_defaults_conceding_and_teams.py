"""CR 104.3a and 810.8b (conceding), 808.3, 809.3a, 809.5a, 809.5c, 809.6a, 810.5, 810.9,
810.10 and 811.2: variant defaults, team endings and the shared life total."""

from __future__ import annotations

import pytest

from casualmagic.cards.model import Effect
from casualmagic.core.state import MAIN1
from casualmagic.engine.effect_registry import EFFECTS
from casualmagic.engine.ending import draw_game, win
from tests.engine.helpers import clear_hand, pass_until, put
from tests.formats.helpers import format_game, to_main_of


def _hook(game, name: str):
    return next(h for h in game.hooks if h.name == name)


# -- 104.3a, 810.8b: conceding ----------------------------------------------------------

def test_104_3a_a_player_concedes_at_any_time_and_leaves_the_game():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    assert game.pending.player == 0
    game.concede(2)  # not their decision: conceding needs none
    assert game.players[2].lost and game.players[2].left and not game.over
    ev = [e for e in game.events if e.kind == "lose" and e.player == 2]
    assert ev[0].rule == "104.3a"
    assert game.pending.player == 0  # play goes on
    assert game.replay().log_digest() == game.log_digest()  # the concession is replayed


def test_104_3a_a_player_who_concedes_with_priority_passes_it_on():
    game = format_game("ffa", 3)
    to_main_of(game, 0)
    game.choose(("pass",))
    assert game.pending.player == 1
    game.concede(1)
    assert game.pending.kind == "priority" and game.pending.player == 2


def test_104_3a_the_last_opponent_conceding_ends_the_game():
    game = format_game("ffa", 3)
    to_main_of(game, 0)
    game.concede(1)
    game.concede(2)
    assert game.over and game.winners == (0,)


def test_104_3a_800_4j_the_active_player_concedes_while_declaring_attackers():
    from tests.formats.helpers import to_attack

    game = format_game("ffa", 3)
    put(game, 0, "Grizzly Bears")
    to_attack(game, 0)
    game.concede(0)
    assert game.pending.kind == "priority" and game.pending.player == 1  # 800.4j
    assert not game.combat or not game.combat.attackers
    pass_until(game, MAIN1, 1)
    assert game.active == 1 and not game.over


def test_104_3a_800_4a_a_defending_player_concedes_while_declaring_blockers():
    from tests.formats.helpers import to_attack, to_block

    game = format_game("ffa", 3)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 1, "Grizzly Bears")
    to_attack(game, 0)
    game.choose(("attack", bear, "player", 1))
    to_block(game)
    assert game.pending.player == 1
    game.concede(1)
    assert game.pending.kind == "priority"
    # the Bears keep attacking (506.4 doesn't remove them); their damage isn't assigned (800.4e)
    assert game.combat.attackers == ((bear, ("player", 1)),) and not game.combat.blocks
    pass_until(game, MAIN1 + 7, 0)
    assert game.players[2].life == 20
    assert not [e for e in game.events if e.kind == "damage"]


def test_810_8b_a_player_who_concedes_takes_their_team_out_of_the_game():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    game.concede(1)
    assert game.players[0].left and game.players[1].left
    ev = [e for e in game.events if e.kind == "lose" and e.player == 0]
    assert ev[0].rule == "810.8b"
    assert game.over and set(game.winners) == {2, 3}


# -- 808.3, 809.3a, 811.2: default options ------------------------------------------------

def test_808_3_team_vs_team_attacks_multiple_players_without_range_or_deploy():
    game = format_game("team-vs-team", 4)
    assert _hook(game, "attack_direction").mode == "multiple"
    names = {h.name for h in game.hooks}
    assert "range_of_influence" not in names and "deploy" not in names
    assert game.opponents(0) == [2, 3]


def test_809_3a_emperors_have_range_2_and_generals_range_1():
    game = format_game("emperor", 6)
    assert _hook(game, "emperor").emperors == (1, 4)
    assert _hook(game, "range_of_influence").ranges == (1, 2, 1, 1, 2, 1)


def test_809_6a_larger_emperor_teams_get_ranges_reaching_opposing_generals():
    """The CR's example: two teams of four, general 1, emperor, general 2, general 3."""
    game = format_game("emperor", 8, teams=2)
    assert _hook(game, "emperor").emperors == (1, 5)
    assert _hook(game, "range_of_influence").ranges == (1, 3, 2, 1, 1, 3, 2, 1)
    assert 5 not in game.opponents(1) and 1 not in game.opponents(5)  # emperors apart
    assert game.opponents(1) == [4, 6, 7]  # two or more opposing generals
    assert game.opponents(0) == [7] and game.opponents(2) == [4]


def test_809_6_emperor_teams_must_be_equal():
    with pytest.raises(ValueError):
        format_game("emperor", 7, teams=2)


def test_811_2_alternating_teams_defaults_range_2_and_one_attack_option():
    game = format_game("alternating-teams", 6, teams=2)
    assert _hook(game, "range_of_influence").ranges == (2,) * 6  # 811.2a
    assert _hook(game, "attack_direction").mode == "adjacent"  # 811.2b with 811.4
    assert "deploy" not in {h.name for h in game.hooks}  # 811.2c
    left = format_game("alternating-teams", 6, teams=2, attack="left")
    assert _hook(left, "attack_direction").mode == "left"
    with pytest.raises(ValueError):
        format_game("alternating-teams", 6, teams=2, attack="sideways")


# -- 809.5a, 809.5c: the emperor decides for the team --------------------------------------

def test_809_5a_a_team_wins_if_its_emperor_wins():
    game = format_game("emperor", 6)
    win(game, 4)
    assert game.over and set(game.winners) == {3, 4, 5}
    rules = {e.player: e.rule for e in game.events if e.kind == "lose"}
    assert set(rules) == {0, 1, 2} and rules[1] == "809.5a"  # the emperor 1 too


def test_801_14_in_emperor_a_general_who_wins_makes_opponents_in_range_lose():
    game = format_game("emperor", 6)
    win(game, 0)  # general, range 1: the opposing general in seat 5
    assert game.players[5].lost and not game.over
    assert not game.players[3].lost and not game.players[4].lost


def test_809_5c_the_game_is_a_draw_for_a_team_if_it_is_a_draw_for_its_emperor():
    """General seat 0 (range 1) has an effect that makes the game a draw: for seat 0, its
    emperor (seat 1) and the opposing general (seat 5); the emperor's draw is the team's,
    so seat 2 leaves too and team 2 wins."""
    game = format_game("emperor", 6)
    draw_game(game, 0)
    drawn = {e.player: e.rule for e in game.events if e.kind == "game_drawn_for"}
    assert drawn == {0: "801.15", 1: "801.15", 5: "801.15", 2: "809.5c"}
    assert game.over and set(game.winners) == {3, 4}


# -- 810.5, 810.9, 810.10: Two-Headed Giant resources -------------------------------------

def _2hg():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    return game


def test_810_5_teammates_do_not_share_mana_or_cards():
    game = _2hg()
    a = game.active
    clear_hand(game, a)
    put(game, a + 1, "Mountain")  # the teammate's land
    bolt = put(game, a, "Lightning Bolt", "hand")
    assert ("cast", bolt) not in game.pending.options
    put(game, a, "Mountain")
    assert ("cast", bolt) in game.pending.options


def test_810_9a_an_individual_life_total_is_the_teams():
    from casualmagic.engine.primitives import lose_life

    game = _2hg()
    lose_life(game, 3, 4, "119.3")
    assert game.players[2].life == game.players[3].life == 26


def _run(game, op: str, controller: int, **args) -> None:
    spell = game.objects[put(game, controller, "Lightning Bolt", "stack")]
    EFFECTS[op](game, spell, Effect(op, tuple(args.items())), None, None, 0)


def test_810_9c_setting_a_players_life_adjusts_the_team_by_the_difference():
    from casualmagic.engine.primitives import lose_life

    game = _2hg()
    lose_life(game, 2, 5, "119.3")  # the team has 25
    _run(game, "set_life", 3, amount=10, who="you")
    assert game.players[2].life == game.players[3].life == 10
    changes = [e.data["change"] for e in game.events if e.kind == "life" and e.player == 3]
    assert changes[-1] == -15


def test_810_10a_a_players_poison_counters_are_the_teams():
    game = _2hg()
    game.player_w(0).poison += 3
    game.emit("poison", 0, {"change": 3}, "122.1f")
    assert game.players[1].poison == 3


def test_810_10b_a_player_losing_poison_counters_loses_them_for_the_team():
    game = _2hg()
    for q in (2, 3):
        game.player_w(q).poison = 4
    game.player_w(3).poison -= 2
    game.emit("poison", 3, {"change": -2}, "122.1f")
    assert game.players[2].poison == 2


def test_809_5b_an_emperor_who_concedes_takes_the_team_with_them():
    game = format_game("emperor", 6)
    pass_until(game, MAIN1, game.active)
    game.concede(4)
    assert all(game.players[q].lost for q in (3, 4, 5))
    assert game.over and set(game.winners) == {0, 1, 2}


def test_810_8b_conceding_while_the_teammate_holds_priority():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    a = game.active
    foes = [p for p in range(4) if p not in (a, a + 1)]
    game.choose(("pass",))
    assert game.pending.player == a + 1
    game.concede(foes[1])
    assert game.over and set(game.winners) == {a, a + 1}
