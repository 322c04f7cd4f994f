"""CR 801.14, 809.5a and 810.9a with a card that says "you win the game" (Test of
Endurance), and 801.15 through the ``draw_game`` instruction."""

from __future__ import annotations

from casualmagic.cards.model import Effect
from casualmagic.core.state import MAIN1, UPKEEP
from casualmagic.engine.effect_registry import EFFECTS
from casualmagic.engine.primitives import gain_life
from tests.engine.helpers import pass_until, put
from tests.formats.helpers import format_game, to_main_of

TEST = "Test of Endurance"


def _through_upkeep(game, player: int) -> None:
    """Pass to ``player``'s next upkeep and let its triggers resolve."""
    pass_until(game, UPKEEP, player)
    for _ in range(20):
        if game.over or game.step != UPKEEP:
            return
        game.choose(("pass",) if ("pass",) in game.pending.options else game.pending.options[0])


def test_801_14_a_card_that_wins_makes_only_opponents_in_range_lose():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    put(game, 0, TEST)
    game.player_w(0).life = 50
    _through_upkeep(game, 0)
    assert not game.over
    assert {q for q in range(5) if game.players[q].lost} == {1, 4}


def test_104_2b_a_card_that_wins_wins_the_game_without_a_range():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    put(game, 0, TEST)
    game.player_w(0).life = 50
    _through_upkeep(game, 0)
    assert game.over and game.winners == (0,)


def test_104_2b_the_intervening_if_stops_the_win_below_50_life():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    put(game, 0, TEST)
    game.player_w(0).life = 49
    _through_upkeep(game, 0)
    pass_until(game, MAIN1, 0)
    assert not game.over


def test_810_9a_test_of_endurance_checks_the_teams_life_total():
    """The CR's example: the team's 50 life counts as the player's."""
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    a = game.active
    put(game, a, TEST)
    gain_life(game, a + 1, 20, "119.3")  # the teammate gains: the team has 50
    assert game.players[a].life == 50
    _through_upkeep(game, a)
    assert game.over and set(game.winners) == {a, a + 1}


def test_809_5a_an_emperors_test_of_endurance_wins_for_the_team():
    game = format_game("emperor", 6)
    first = game.active
    pass_until(game, MAIN1, first)
    put(game, 4, TEST)
    game.player_w(4).life = 50
    _through_upkeep(game, 4)
    assert game.over and set(game.winners) == {3, 4, 5}


def test_801_15_the_draw_game_instruction_is_a_draw_within_range():
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    spell = game.objects[put(game, 3, "Lightning Bolt", "stack")]
    EFFECTS["draw_game"](game, spell, Effect("draw_game"), None, None, 0)
    assert set(game.living()) == {0, 1, 5} and not game.over
