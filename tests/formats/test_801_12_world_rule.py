"""CR 801.12 (and 704.5k): the world rule under the limited range of influence option."""

from __future__ import annotations

from tests.engine.helpers import put
from tests.formats.helpers import format_game, to_main_of

WORLD = "Concordant Crossroads"


def _worlds(game) -> dict[int, int]:
    return {game.objects[i].controller: i for i in game.battlefield
            if game.objects[i].card.name == WORLD}


def test_704_5k_the_newest_world_permanent_stays_the_others_go():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    put(game, 2, WORLD)
    put(game, 0, WORLD)
    assert set(_worlds(game)) == {0}
    assert [game.objects[i].card.name for i in game.players[2].graveyard] == [WORLD]


def test_801_12_the_world_rule_applies_only_to_world_permanents_within_range():
    game = format_game("ffa", 5, range=1)
    to_main_of(game, 0)
    put(game, 0, WORLD)
    put(game, 2, WORLD)  # seats 0 and 2 are outside each other's range of influence
    assert set(_worlds(game)) == {0, 2}
    put(game, 1, WORLD)  # newer, and within the range of both
    assert set(_worlds(game)) == {1}


def test_801_12_a_newer_world_out_of_range_does_not_remove_an_older_one():
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    put(game, 0, WORLD)
    put(game, 3, WORLD)
    put(game, 4, WORLD)  # seat 3's is older and within seat 3's range: it goes
    assert set(_worlds(game)) == {0, 4}
