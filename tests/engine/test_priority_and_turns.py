"""Turn structure (500–514) and priority (117)."""

from __future__ import annotations

from casualmagic.core.state import CLEANUP, DRAW, MAIN1, MAIN2, UPKEEP
from tests.engine.helpers import clear_hand, duel, pass_until, put, to_main


def test_117_3a_active_player_receives_priority_first():
    game = duel()
    assert game.step == UPKEEP and game.active == 0
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_117_3d_passing_gives_priority_to_next_player():
    game = duel()
    game.choose(("pass",))
    assert game.pending.player == 1 and game.step == UPKEEP


def test_117_4_all_pass_with_empty_stack_ends_the_step():
    game = duel()
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.step == MAIN1  # the first turn's draw step is skipped (103.8a)


def test_103_8a_first_player_skips_first_draw_in_two_player_game():
    game = duel()
    hand = len(game.players[0].hand)
    to_main(game, 0)
    assert len(game.players[0].hand) == hand
    assert any(e.kind == "skip_draw" and e.rule == "103.8a" for e in game.events)


def test_103_8c_multiplayer_no_player_skips_first_draw():
    game = duel(players=3)
    hand = len(game.players[0].hand)
    to_main(game, 0)
    assert len(game.players[0].hand) == hand + 1


def test_504_1_active_player_draws_in_draw_step():
    game = duel()
    pass_until(game, MAIN1, 1)
    assert len(game.players[1].hand) == 8
    assert any(e.kind == "draw" and e.rule == "504.1" and e.player == 1 for e in game.events)


def test_305_2_one_land_per_turn_and_only_with_sorcery_timing():
    game = duel()
    assert not any(o[0] == "play" for o in game.pending.options)  # upkeep: 305.1 main phase only
    to_main(game, 0)
    plays = [o for o in game.pending.options if o[0] == "play"]
    assert plays
    game.choose(plays[0])
    assert not any(o[0] == "play" for o in game.pending.options)
    assert game.pending.player == 0  # 117.3c: priority again after a special action


def test_500_4_mana_empties_between_steps():
    game = duel()
    to_main(game, 0)
    put(game, 0, "Dark Ritual", "hand")
    put(game, 0, "Swamp")
    game.choose(("cast", game.players[0].hand[-1]))
    game.choose(("pass",))
    game.choose(("pass",))  # Dark Ritual resolves: BBB in pool
    assert game.players[0].mana_pool[2] == 3
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[0].mana_pool == (0, 0, 0, 0, 0, 0)
    assert any(e.kind == "mana_empties" and e.rule == "500.4" for e in game.events)


def test_514_1_discard_to_maximum_hand_size_in_cleanup():
    game = duel()
    for _ in range(5):
        put(game, 0, "Grizzly Bears", "hand")
    assert len(game.players[0].hand) == 12
    for _ in range(200):
        d = game.pending
        if d.kind == "discard":
            game.choose(0)
            continue
        if game.turn > 1:
            break
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options else 0)
    assert len(game.players[0].hand) == 7
    assert any(e.kind == "discard" and e.rule == "514.1" for e in game.events)


def test_514_2_damage_wears_off_in_cleanup():
    game = duel()
    bear = put(game, 1, "Centaur Courser")
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Shock", "hand")
    put(game, 0, "Mountain")
    game.choose(("cast", game.players[0].hand[-1]))
    game.choose(("target", "object", bear))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.objects[bear].damage == 2
    pass_until(game, MAIN2, 0)
    pass_until(game, UPKEEP, 1)
    assert game.objects[bear].damage == 0
    assert any(e.kind == "cleanup" and e.rule == "514.2" for e in game.events)


def test_502_3_active_player_untaps_permanents():
    game = duel()
    land = put(game, 1, "Island")
    game.obj_w(land).tapped = True
    pass_until(game, UPKEEP, 1)
    assert not game.objects[land].tapped


def test_cleanup_is_reached_each_turn():
    game = duel()
    pass_until(game, MAIN2, 0)
    pass_until(game, UPKEEP, 1)
    assert CLEANUP not in ()  # the step list runs through cleanup into the next turn
    assert game.turn == 2


def test_103_8a_the_first_player_skips_the_whole_draw_step():
    """No draw, no draw step at all on the first turn: nobody gets priority in it."""
    game = duel()
    while game.step != MAIN1:
        assert not (game.step == DRAW and game.pending.kind == "priority")
        game.choose(("pass",))
    steps = [e.data["step"] for e in game.events if e.kind == "step" and e.turn == 1]
    assert steps == ["upkeep", "main"]
    assert not [e for e in game.events if e.kind == "draw" and e.turn == 1]
    (skip,) = [e for e in game.events if e.kind == "skip_draw"]
    assert skip.rule == "103.8a" and skip.player == 0


def test_103_8a_panopticon_does_not_draw_on_the_first_turn():
    """"At the beginning of your draw step, draw an additional card" can't trigger in a
    draw step that is skipped."""
    from tests.variants.planechase.helpers import pc_game, plane_names, settle, walk_to

    game = pc_game(("Panopticon", "Krosa"))
    if "Panopticon" not in plane_names(game):
        walk_to(game, "Panopticon")
        settle(game)
    assert game.turn == 1 and "Panopticon" in plane_names(game)
    hand = len(game.players[0].hand)
    to_main(game, 0)
    assert game.turn == 1 and len(game.players[0].hand) == hand
    assert not [e for e in game.events if e.kind == "trigger" and e.data.get("card") == "Panopticon"
                and e.turn == 1 and "draw step" in str(e.data.get("ability", ""))]
    pass_until(game, MAIN1, 1)  # the second player's draw step: a draw and Panopticon's
    assert any(e.kind == "trigger" and e.data.get("card") == "Panopticon" for e in game.events)


def _play_out(game):
    from casualmagic.agents import RandomAgent

    agents = [RandomAgent(i) for i in range(game.n_players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))


def test_max_turns_the_game_ends_after_turn_n_and_says_so():
    """A game option, not a rule: turn 3 is played to its end, turn 4 never begins."""
    import casualmagic

    game = casualmagic.new_game("duel", seed=1, options={"max_turns": 3})
    _play_out(game)
    assert game.over and game.result.is_draw and game.result.turn == 3
    assert [e.data["turn"] for e in game.events if e.kind == "turn"] == [1, 2, 3]
    last_steps = [e.data["step"] for e in game.events if e.kind == "step" and e.turn == 3]
    assert last_steps[-1] == "cleanup"
    assert "turn limit of 3 turns" in game.result.reason


def test_max_turns_with_simultaneous_turns_every_begun_turn_ends_first():
    import casualmagic

    game = casualmagic.new_game("duel", seed=1, format="grand-melee", options={"max_turns": 3})
    _play_out(game)
    turns = [e.data["turn"] for e in game.events if e.kind == "turn"]
    assert turns == [1, 2, 3] and game.result.turn == 3
    for n in turns:  # each turn begun reached its cleanup step
        assert any(e.kind == "step" and e.data["step"] == "cleanup" and e.data.get("turn") == n
                   for e in game.events), n
