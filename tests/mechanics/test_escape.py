"""Escape printed on a card (CR 702.138a): a compiled real card cast from the graveyard."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, has_option, option, settle

GOLDEN = {"Bloodbraid Challenger": {"escape": {"cost": "{3}{R}{G}", "exile": 3}}}


def test_702_138a_escape_compiles_as_written():
    card = compiled("Bloodbraid Challenger")
    assert card.status == "implemented", card.missing
    assert card.raw["escape"] == GOLDEN["Bloodbraid Challenger"]["escape"]


def test_702_138a_escape_casts_from_the_graveyard_exiling_other_cards():
    s = Scenario()
    game = s.game
    s.lands(0, "Plains")
    eyes = s.add(0, "Sentinel's Eyes", "graveyard")
    s.add(0, "Island", "graveyard")
    assert not has_option(game, "cast", eyes, "escape")  # one other card: can't pay (118.3)
    s.add(0, "Forest", "graveyard")
    bears = s.add(0, "Grizzly Bears")
    game.choose(option(game, "cast", eyes, "escape"))
    settle(game, pick=lambda d: ("target", "object", bears) if d.kind == "target" else None)
    assert s.named(0, "Sentinel's Eyes", "battlefield")
    assert not game.players[0].graveyard  # both other cards exiled as the cost (601.2h)
    assert len(game.exile) == 2
    assert any(e.kind == "cast" and e.data.get("alt_cost") == "escape" for e in game.events)
