"""CR 800.4f–800.4h: choices and costs of a player who has left the game."""

from __future__ import annotations

from casualmagic.core.flow import ask
from casualmagic.engine.ending import lose
from tests.engine.helpers import put
from tests.formats.helpers import format_game, to_main_of


def _ffa_with_leaver(leaver: int = 2, fmt: str = "ffa", n: int = 4, **opts):
    game = format_game(fmt, n, **opts)
    to_main_of(game, 0)
    source = put(game, 0, "Grizzly Bears")  # the object whose effect asks (its controller: 0)
    lose(game, leaver, "104.3a", "conceded")
    assert game.players[leaver].left and not game.over
    return game, source


def test_800_4f_a_cost_the_leaver_would_pay_is_not_paid():
    game, source = _ffa_with_leaver()
    ask(game, 2, "pay_unless", [("pay", 0, "{3}"), ("decline",)], "118.12",
        ("resolve", source, 0, ()), "Pay {3}")
    assert game.pending.player == 2 and game.pending.options == (("decline",),)
    assert [e.rule for e in game.events if e.kind == "cost_not_paid"] == ["800.4f"]


def test_800_4g_the_controller_chooses_another_opponent_to_make_the_choice():
    game, source = _ffa_with_leaver()
    ask(game, 2, "choose", [("yes",), ("no",)], "608.2d", ("resolve", source, 0, 2), "Do it?")
    d = game.pending
    assert d.player == 0 and d.kind == "stand_in" and d.rule == "800.4g"
    assert set(d.options) == {("player", 1), ("player", 3)}  # opponents, not the leaver
    game.choose(("player", 3))
    assert game.pending.player == 3 and game.pending.options == (("yes",), ("no",))
    assert game.pending.resume == ("resolve", source, 0, 2)
    ev = [e for e in game.events if e.kind == "stand_in"][-1]
    assert ev.rule == "800.4g" and ev.data["for"] == "Player 3"


def test_800_4g_a_teammates_choice_goes_to_another_player_when_no_one_else_fits():
    """Team vs. Team 2 v 2: the leaver was the controller's teammate, so any other player
    may be picked; here only the two opponents remain besides the controller."""
    game, source = _ffa_with_leaver(leaver=1, fmt="team-vs-team", n=4)
    ask(game, 1, "choose", [("yes",), ("no",)], "608.2d", ("resolve", source, 0, 1), "")
    assert game.pending.kind == "stand_in"
    assert {o[1] for o in game.pending.options} == {0, 2, 3}


def test_800_4g_a_single_other_opponent_makes_the_choice_at_once():
    game, source = _ffa_with_leaver(n=3)
    ask(game, 2, "choose", [("yes",), ("no",)], "608.2d", ("resolve", source, 0, 2), "")
    assert game.pending.player == 1 and game.pending.kind == "choose"


def test_800_4h_a_rules_choice_goes_to_the_next_player_in_turn_order():
    game, _ = _ffa_with_leaver()
    ask(game, 2, "choose", [("a",), ("b",)], "103.1", ("choose_first",), "")
    assert game.pending.player == 3
    assert [e.rule for e in game.events if e.kind == "stand_in"] == ["800.4h"]

