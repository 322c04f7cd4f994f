"""A player who can't lose the game (104.3) and the state-based actions that would make
them lose: the check is repeated only while an action is performed (704.3), so 21
commander damage (704.6c) on such a player is simply not an action; in Two-Headed Giant
an effect saying a player can't lose holds for their whole team (810.8a)."""

from __future__ import annotations

import casualmagic
from casualmagic.core.hooks import life_team
from casualmagic.engine import designations as des
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.sba import check_now
from casualmagic.variants.commander import damage
from tests.variants.commander.helpers import (
    JENARA,
    JERRARD,
    commander_game,
    deck,
    pass_until,
    to_main,
)


def _cant_lose(game, player: int) -> None:
    """Celestine Reef's chaos: "you can't lose the game and your opponents can't win the
    game" until a player planeswalks (a rule-changing effect, 104.3)."""
    add_effect(game, ContinuousEffect("rules", "cant_lose", (), next_timestamp(game), None,
                                      player, (), None, "until_planeswalk", "104.3",
                                      turn=game.turn))


def _commander_damage(game, victim: int, from_seat: int, amount: int = 21) -> None:
    cid = des.commander_card_ids(game, from_seat)[0]
    game.vset(damage.KEY, (((cid, victim), amount),))
    game.sba_dirty = True


def test_704_3_sbas_repeat_only_while_performed_21_commander_damage_cant_lose():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), deck(JERRARD, "Mountain"))
    to_main(game, 0)
    _cant_lose(game, 1)
    _commander_damage(game, 1, 0)
    assert check_now(game) is False  # nothing performed: the check is not repeated
    assert not game.players[1].left
    from casualmagic.core.state import END

    pass_until(game, END, 0)  # the game goes on (it used to check forever)
    assert not game.players[1].left and not game.over


def test_704_6c_without_the_effect_21_commander_damage_still_loses():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), deck(JERRARD, "Mountain"))
    to_main(game, 0)
    _commander_damage(game, 1, 0)
    assert check_now(game) is True
    assert game.players[1].lost and game.players[1].loss_rule == "704.6c"


def _2hg_commander():
    game = casualmagic.new_game("commander", seed=3, players=4, format="2hg")
    while game.pending.kind in ("first_player", "mulligan"):
        game.choose(("first", 0) if game.pending.kind == "first_player" else ("keep",))
    return game


def test_810_8a_a_teammate_who_cant_lose_keeps_the_whole_team_in():
    game = _2hg_commander()
    team = life_team(game, 0)
    mate = next(p for p in team if p != 0)
    _cant_lose(game, mate)
    for p in team:
        game.player_w(p).life = 0
    _commander_damage(game, 0, next(p for p in range(4) if p not in team))
    assert check_now(game) is False
    assert not any(game.players[p].left for p in team) and not game.over


def test_810_8a_without_the_effect_the_team_at_0_life_loses():
    game = _2hg_commander()
    team = life_team(game, 0)
    for p in team:
        game.player_w(p).life = 0
    game.sba_dirty = True
    check_now(game)
    assert all(game.players[p].lost for p in team) and game.over
