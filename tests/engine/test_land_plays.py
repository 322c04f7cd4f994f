"""How many lands a player may play (305.2, 305.2a): the number allowed against the number
played; an effect that allows one more raises the first, never lowers the second."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine.lands import land_plays
from tests.scenario import Scenario, has_option, pass_until


def test_305_2a_explore_adds_a_land_play_for_the_turn_and_lands_played_counts_plays() -> None:
    """Explore before any land: two land plays this turn, none played (the count of lands
    played never goes below zero); both lands can be played, a third can't; the next turn
    the player has one land play again."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest")
    s.add(0, "Forest", "library")
    forests = s.hand(0, "Forest", "Forest", "Forest")
    s.hand(0, "Explore")
    s.cast(0, "Explore")
    s.resolve()
    p = game.players[0]
    assert p.lands_played == 0
    assert land_plays(game, 0) == 2
    game.choose(("play", forests[0]))
    game.choose(("play", forests[1]))
    assert game.players[0].lands_played == 2
    assert not has_option(game, "play", forests[2])
    pass_until(game, MAIN1, 0)
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert game.players[0].lands_played == 0
    assert land_plays(game, 0) == 1
