"""A once-each-turn permission to cast a creature spell from the graveyard (Karador, Ghost
Chieftain; 601.3) is used up only by a spell cast with it — not by a spell from the graveyard
cast another way (an aftermath half, 702.127a; flashback, 702.34a; an effect's "cast it
without paying its mana cost", 118.9)."""

from __future__ import annotations

from tests.scenario import Scenario, option, settle


def test_601_3_an_aftermath_half_cast_from_the_graveyard_leaves_karadors_permission() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Karador, Ghost Chieftain")
    s.lands(0, *["Island"] * 6, "Forest", "Forest")
    s.add(0, "Spring // Mind", "graveyard")
    bears = s.add(0, "Grizzly Bears", "graveyard")
    mind = next(o for o in game.pending.options if o[0] == "cast" and len(o) > 2
                and str(o[2]).startswith("face:"))
    game.choose(mind)  # Mind: "Cast this spell only from your graveyard" (702.127a)
    settle(game)
    assert game.players[0].graveyard == (bears,)
    game.choose(option(game, "cast", bears))  # Karador's permission is still there
    settle(game)
    s.assert_count(0, "Grizzly Bears", 1)


def test_601_3_a_creature_cast_with_karadors_permission_uses_it_up() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Karador, Ghost Chieftain")
    s.lands(0, *["Forest"] * 4)
    bears = s.add(0, "Grizzly Bears", "graveyard")
    elves = s.add(0, "Llanowar Elves", "graveyard")
    game.choose(option(game, "cast", bears))
    settle(game)
    assert not any(o[0] == "cast" and o[1] == elves for o in game.pending.options)
