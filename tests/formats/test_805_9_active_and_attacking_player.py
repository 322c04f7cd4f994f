"""CR 805.9: under shared team turns, an ability that refers to "the active player" means one
of the active team's players, chosen by the ability's controller (Belbe, Corrupted Observer)."""

from __future__ import annotations

from casualmagic.core.state import MAIN1, MAIN2
from casualmagic.engine.primitives import lose_life
from tests.engine.helpers import duel, pass_until, put
from tests.formats.helpers import format_game

BELBE = "Belbe, Corrupted Observer"


def _to_belbe_trigger(game) -> None:
    """Pass priority until Belbe's trigger asks something or has resolved in main 2."""
    for _ in range(60):
        d = game.pending
        if d.kind != "priority":
            return
        if game.step == MAIN2 and not game.stack and any(
                e.kind == "add_mana" for e in game.events if e.turn == game.turn):
            return
        game.choose(("pass",))
    raise AssertionError("Belbe's trigger never resolved")


def test_805_9_the_controller_chooses_which_active_player_the_ability_means():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    a = game.active
    foe = (a + 2) % 4
    put(game, foe, BELBE)
    lose_life(game, a, 2, "119.3")  # one of Belbe's opponents lost life (the teammate didn't)
    _to_belbe_trigger(game)
    d = game.pending
    assert d.kind == "choose_player" and d.rule == "805.9" and d.player == foe
    assert set(d.options) == {("player", a), ("player", a + 1)}
    game.choose(("player", a + 1))
    ev = [e for e in game.events if e.kind == "add_mana"][-1]
    assert ev.player == a + 1 and ev.data["mana"] == "CC" and ev.rule == "805.9"
    assert sum(game.players[a + 1].mana_pool) == 2 and sum(game.players[a].mana_pool) == 0


def test_805_9_one_active_player_without_shared_turns_is_not_asked():
    game = duel()
    pass_until(game, MAIN1, 0)
    put(game, 1, BELBE)
    _to_belbe_trigger(game)
    ev = [e for e in game.events if e.kind == "add_mana"][-1]
    assert ev.player == 0 and ev.data["mana"] == "" and ev.rule == "106.3"  # no one lost life
