"""CR 805.7: in shared team turns each team puts its members' triggers on the stack together."""

from __future__ import annotations

from tests.engine.helpers import put
from tests.formats.helpers import format_game, to_main_of


def test_805_7_the_active_team_orders_all_its_members_triggers_together():
    game = format_game("2hg", 4)
    to_main_of(game, 0)
    assert game.active == 0
    artists = {put(game, 0, "Blood Artist"), put(game, 1, "Blood Artist")}
    bear = put(game, 2, "Grizzly Bears")
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "object", bear))
    for _ in range(10):
        if game.pending.kind != "priority" or bear not in game.objects:
            break
        game.choose(("pass",))
    d = game.pending
    # one ordering decision by the primary player over both teammates' triggers
    assert d.kind == "order" and d.player == 0 and len(d.options) == 2
    owners = {game.waiting_triggers[o[1]][3] for o in d.options}
    assert owners == {0, 1} and {game.waiting_triggers[o[1]][0] for o in d.options} == artists
    chosen = game.waiting_triggers[d.options[1][1]][3]
    game.choose(d.options[1])
    assert game.objects[game.stack[-1]].controller == chosen  # the team's choice goes first
