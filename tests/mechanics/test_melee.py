"""Melee (CR 702.121a): a compiled real card attacking in two- and three-player games."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import BEGIN_COMBAT
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, pass_until, settle


def test_702_121a_melee_compiles_as_written():
    card = compiled("Wings of the Guard")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Flying", "Melee"]


def test_702_121a_melee_counts_each_opponent_attacked():
    s = Scenario(players=3)
    game = s.game
    wings = s.add(0, "Wings of the Guard")
    bears = s.add(0, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(("attack", wings, "player", 1))
    game.choose(("attack", bears, "player", 2))
    done(game)
    settle(game)
    o = game.objects[wings]
    assert (cont.power(game, o), cont.toughness(game, o)) == (1 + 2, 1 + 2)  # a 1/1, two opponents attacked
    assert [e.data["opponents"] for e in game.events if e.kind == "melee"] == [2]
