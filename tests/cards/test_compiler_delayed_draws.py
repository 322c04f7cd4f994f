"""Arcane Denial: "Counter target spell. Its controller may draw up to two cards at the
beginning of the next turn's upkeep. / You draw a card at the beginning of the next turn's
upkeep." — delayed triggered abilities (603.7a) for the countered spell's controller, fixed as
they are created (603.7c), and for the spell's controller (compiler/target_controller.py)."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import UPKEEP
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until

GOLDEN_PRECON_DELAYED_DRAWS: dict[str, dict] = {
    "Arcane Denial": {
        "spell": [
            {"do": "counter_spell", "what": 0},
            {"do": "delayed_for_player", "when": "next_upkeep", "who": "controller of target",
             "text": "Its controller may draw up to two cards.",
             "effects": [{"do": "draw_up_to", "amount": 2}]},
            {"do": "delayed", "when": "next_upkeep",  # the grammar's (draw_next_upkeep)
             "text": "Draw a card at the beginning of the next turn's upkeep.",
             "effects": [{"do": "draw", "amount": 1}]}],
        "targets": ["spell"]},
}


def test_precon_arcane_denial_compiles_as_checked_by_hand() -> None:
    assert compiled_fields("Arcane Denial") == GOLDEN_PRECON_DELAYED_DRAWS["Arcane Denial"]


def test_603_7c_arcane_denial_the_countered_spell_s_controller_draws_up_to_two_later() -> None:
    assert card_by_name("Arcane Denial").source == "compiled"
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest")
    s.lands(1, "Island", "Island")
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Arcane Denial")
    s.cast(0, "Grizzly Bears")
    game.choose(("pass",))
    s.cast(1, "Arcane Denial")  # its only legal target: the Bears (115.1)
    s.resolve()
    s.assert_count(0, "Grizzly Bears", 1, "graveyard")
    hands = [len(game.players[i].hand) for i in (0, 1)]
    pass_until(game, UPKEEP, 1)  # the next turn's upkeep: seat 1's
    asked = []
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not game.stack:
            break
        if d.kind == "choose" and d.rule == "608.2d":
            asked.append((d.player, d.options))
            game.choose(("draw", 2))
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert asked == [(0, (("draw", 0), ("draw", 1), ("draw", 2)))]  # seat 0 chooses
    assert len(game.players[0].hand) == hands[0] + 2
    assert len(game.players[1].hand) == hands[1] + 1  # before seat 1's draw step
    assert game.step == UPKEEP and game.active == 1


def test_121_1_arcane_denial_its_controller_may_draw_none() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest")
    s.lands(1, "Island", "Island")
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Arcane Denial")
    s.cast(0, "Grizzly Bears")
    game.choose(("pass",))
    s.cast(1, "Arcane Denial")  # its only legal target: the Bears (115.1)
    s.resolve()
    hand = len(game.players[0].hand)
    pass_until(game, UPKEEP, 1)
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not game.stack:
            break
        game.choose(("draw", 0) if d.rule == "608.2d" else ("pass",) if d.kind == "priority"
                    else 0)
    assert len(game.players[0].hand) == hand
