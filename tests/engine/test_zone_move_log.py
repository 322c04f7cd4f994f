"""Zone changes in the log: a card put onto the battlefield is logged under the player who
controls it (110.2a), not its owner."""

from __future__ import annotations

from tests.cards.test_card_behaviour import board
from tests.cards.test_pool_staples import play
from tests.engine.helpers import put


def test_110_2a_a_reanimated_creature_is_logged_under_its_new_controller():
    game, _, _ = board(["Swamp"])
    wurm = put(game, 1, "Craw Wurm", "graveyard")
    play(game, "Reanimate", ("target", "object", wurm))
    (ev,) = [e for e in game.events if e.kind == "put_onto_battlefield"]
    assert ev.player == 0 and ev.data["card"] == "Craw Wurm"
    assert game.objects[ev.data["new_object"]].controller == 0
    assert game.objects[ev.data["new_object"]].owner == 1
