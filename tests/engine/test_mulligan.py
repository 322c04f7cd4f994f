"""Starting the game (103): chooser, London mulligan, free first mulligan."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.options import GameOptions
from casualmagic.engine.game import Game


def _new(players: int = 2, **opts) -> Game:
    deck = [card_by_name("Forest")] * 20 + [card_by_name("Grizzly Bears")] * 20
    return Game.create([deck] * players, seed=3, options=GameOptions(n_players=players, **opts))


def test_103_1_random_player_chooses_who_goes_first():
    game = _new()
    assert game.pending.kind == "first_player" and game.pending.rule == "103.1"
    chooser = game.pending.player
    assert any(e.kind == "random_chooser" and e.player == chooser for e in game.events)
    game.choose(("first", 1 - chooser))
    assert game.starting_player == 1 - chooser


def test_103_1_to_103_5_setup_logs_the_starting_player_before_the_shuffles():
    """2025 order: starting player (103.1), additional steps (103.2), shuffles (103.3),
    opening hands (103.5)."""
    game = _new()
    game.choose(("first", 1))
    kinds = [(e.kind, e.rule) for e in game.events
             if e.kind in ("random_chooser", "starting_player", "shuffle", "draw")]
    assert kinds[:2] == [("random_chooser", "103.1"), ("starting_player", "103.1")]
    assert kinds[2:4] == [("shuffle", "103.3"), ("shuffle", "103.3")]
    assert {k for k, _ in kinds[4:]} == {"draw"}


def test_103_5_starting_player_declares_first_and_hands_are_seven():
    game = _new()
    game.choose(("first", 1))
    assert game.pending.kind == "mulligan" and game.pending.player == 1
    assert all(len(p.hand) == 7 for p in game.players)


def test_103_5_london_mulligan_draws_seven_then_bottoms_one():
    game = _new()
    game.choose(("first", 0))
    game.choose(("mulligan",))
    game.choose(("keep",))  # player 2 keeps
    # player 1 drew a new 7 and must put 1 on the bottom
    assert game.pending.kind == "bottom" and game.pending.player == 0
    assert len(game.players[0].hand) == 7
    game.choose(0)
    assert len(game.players[0].hand) == 6
    assert len(game.players[0].library) == 34
    assert game.pending.kind == "mulligan" and game.pending.player == 0
    game.choose(("keep",))
    assert game.turn == 1


def test_103_5c_first_mulligan_is_free_in_multiplayer():
    game = _new(players=3)
    game.choose(("first", 0))
    game.choose(("mulligan",))
    game.choose(("keep",))
    game.choose(("keep",))
    assert game.pending.kind == "mulligan" and len(game.players[0].hand) == 7
    game.choose(("mulligan",))
    assert game.pending.kind == "bottom"  # the second mulligan counts
    rules = [e.rule for e in game.events if e.kind == "mulligan"]
    assert rules == ["103.5c", "103.5"]  # the free one cites 103.5c


def test_103_5c_free_mulligan_option_in_two_player_game():
    game = _new(free_first_mulligan=True)
    game.choose(("first", 0))
    game.choose(("mulligan",))
    game.choose(("keep",))
    assert game.pending.kind == "mulligan" and len(game.players[0].hand) == 7


def test_103_5_no_mulligan_below_zero_cards():
    game = _new()
    game.choose(("first", 0))
    game.choose(("keep",)) if game.pending.player == 1 else None
    for _ in range(7):
        if game.pending.kind == "mulligan" and game.pending.player == 0:
            game.choose(("mulligan",))
        while game.pending.kind in ("bottom",) or (game.pending.kind == "mulligan"
                                                   and game.pending.player == 1):
            game.choose(0)
    assert game.players[0].mulligans == 7
    assert game.turn == 1 and len(game.players[0].hand) == 0  # forced to keep at zero
