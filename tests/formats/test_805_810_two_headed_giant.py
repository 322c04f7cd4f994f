"""CR 805 shared team turns and 810 Two-Headed Giant."""

from __future__ import annotations

from casualmagic.core.state import MAIN1, UPKEEP
from casualmagic.engine.combat import attack_targets
from casualmagic.engine.ending import lose
from casualmagic.engine.sba import check_now
from tests.engine.helpers import clear_hand, pass_until, put
from tests.formats.helpers import format_game, to_attack, to_block


def _game(seed: int = 0):
    game = format_game("2hg", 4, seed=seed)
    pass_until(game, MAIN1, game.active)
    return game


def test_805_3_a_random_team_starts_with_its_primary_player():
    starters = set()
    for seed in range(8):
        game = format_game("2hg", 4, seed=seed)
        ev = [e for e in game.events if e.kind == "starting_team"][0]
        assert ev.rule == "805.3"
        starters.add(game.starting_player)
    assert starters == {0, 2}  # the primary (805.2) of team 1 or of team 2


def test_805_4_each_team_takes_turns_rather_than_each_player():
    game = _game()
    first = game.active
    other = 2 if first == 0 else 0
    pass_until(game, UPKEEP, other)
    turns = [e.player for e in game.events if e.kind == "turn"]
    assert turns == [first, other]  # the teammate of the first player took no turn of their own


def test_805_4a_teammate_of_the_active_player_may_play_a_land_and_sorceries():
    game = _game()
    mate = game.active + 1
    clear_hand(game, mate)
    land = put(game, mate, "Mountain", "hand")
    # the teammate gets priority after the primary player passes (805.5)
    game.choose(("pass",))
    assert game.pending.player == mate
    assert ("play", land) in game.pending.options


def test_805_4b_each_player_of_the_team_draws_in_the_team_draw_step():
    game = _game()
    first = game.active
    other = 2 if first == 0 else 0
    pass_until(game, MAIN1, other)
    draws = [e.player for e in game.events if e.kind == "draw" and e.rule in ("504.1", "805.4b")]
    assert sorted(draws) == [other, other + 1]


def test_810_6_the_starting_team_skips_its_first_draw():
    game = _game()
    skips = sorted(e.player for e in game.events if e.kind == "skip_draw")
    assert skips == [game.active, game.active + 1]
    assert not [e for e in game.events if e.kind == "draw" and e.turn == 1]


def test_103_8b_810_6_both_players_of_the_starting_team_skip_the_draw_step():
    """The whole draw step is skipped (no priority in it); the active player's skip cites
    103.8b, the teammate's 810.6 -- not the two-player rule 103.8a."""
    game = _game()
    a = game.active
    rules = {e.player: e.rule for e in game.events if e.kind == "skip_draw"}
    assert rules == {a: "103.8b", a + 1: "810.6"}
    assert not [e for e in game.events if e.kind == "step" and e.turn == 1
                and e.data["step"] == "draw"]


def test_805_10a_the_active_team_attacks_with_both_players_creatures():
    game = _game()
    a = game.active
    mine = put(game, a, "Grizzly Bears")
    mates = put(game, a + 1, "Hill Giant")
    to_attack(game, a)
    attackers = {o[1] for o in game.pending.options if o[0] == "attack"}
    assert attackers == {mine, mates}
    defenders = {(o[2], o[3]) for o in game.pending.options if o[0] == "attack" and o[1] == mates}
    foes = [p for p in range(4) if p not in (a, a + 1)]
    assert defenders == {("player", foes[0]), ("player", foes[1])}
    assert attack_targets(game, mates) == [("player", foes[0]), ("player", foes[1])]


def test_805_10d_either_defending_player_blocks_a_creature_attacking_the_team():
    game = _game()
    a = game.active
    foes = [p for p in range(4) if p not in (a, a + 1)]
    attacker = put(game, a, "Grizzly Bears")
    blocker = put(game, foes[1], "Hill Giant")
    to_attack(game, a)
    game.choose(("attack", attacker, "player", foes[0]))
    to_block(game)
    assert game.pending.player == foes[1]  # only foes[1] has a creature that can block
    game.choose(("block", blocker, attacker))
    assert game.combat.blocks == ((blocker, attacker),)
    for _ in range(10):
        if game.objects.get(attacker) is None:
            break
        game.choose(0)
    assert attacker not in game.objects  # the blocked bear died to the giant
    assert game.players[foes[0]].life == 30


def test_810_4_each_team_has_a_shared_life_total_of_30():
    game = _game()
    assert [p.life for p in game.players] == [30, 30, 30, 30]


def test_810_9_damage_to_one_player_is_applied_to_the_team_life_total():
    game = _game()
    a = game.active
    foes = [p for p in range(4) if p not in (a, a + 1)]
    clear_hand(game, a)
    put(game, a, "Mountain")
    bolt = put(game, a, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "player", foes[1]))
    for _ in range(4):
        if game.players[foes[1]].life < 30:
            break
        game.choose(("pass",))
    assert game.players[foes[0]].life == 27 and game.players[foes[1]].life == 27
    ev = [e for e in game.events if e.kind == "team_life"][0]
    assert ev.rule == "810.9" and ev.player == foes[0] and ev.data["change"] == -3


def test_810_8c_team_loses_at_0_life_and_810_8a_both_players_lose():
    game = _game()
    a = game.active
    foes = [p for p in range(4) if p not in (a, a + 1)]
    for f in foes:
        game.player_w(f).life = 0
    check_now(game)
    assert game.over and set(game.winners) == {a, a + 1}


def test_810_8a_if_either_player_loses_the_team_loses():
    game = _game()
    a = game.active
    lose(game, a + 1, "104.3a", "conceded")
    assert game.players[a].lost
    ev = [e for e in game.events if e.kind == "lose" and e.player == a][0]
    assert ev.rule == "810.8a"


def test_810_8d_team_loses_at_fifteen_poison_counters_not_ten():
    game = _game()
    a = game.active
    foes = [p for p in range(4) if p not in (a, a + 1)]
    for f in foes:
        game.player_w(f).poison = 12
    game.sba_dirty = True
    check_now(game)
    assert not game.over
    for f in foes:
        game.player_w(f).poison = 15
    check_now(game)
    assert game.over and set(game.winners) == {a, a + 1}
    losses = {e.player: e.rule for e in game.events if e.kind == "lose"}
    assert set(losses) == set(foes) and "704.5c" not in losses.values()
    assert "810.8d" in losses.values()


def test_810_10_poison_counters_are_shared_by_the_team():
    game = _game()
    game.player_w(2).poison += 2
    game.emit("poison", 2, {"change": 2}, "810.10")
    assert game.players[3].poison == 2


def test_810_11_three_headed_giant_has_45_life():
    game = format_game("2hg", 6)
    assert {p.life for p in game.players} == {45}


def test_805_3a_mulligans_go_by_team_starting_team_first():
    import casualmagic

    game = casualmagic.new_game(decks=[["Forest"] * 20] * 4, seed=1, format="2hg")
    asked = []
    while game.pending.kind == "mulligan":
        asked.append(game.pending.player)
        game.choose(("keep",))
    first = game.starting_player
    assert asked[:2] == [first, first + 1]  # the starting team declares first
