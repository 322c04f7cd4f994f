"""Discard up to N cards, then draw that many (701.8a, 121.1) — compiled definition checked
by hand against the oracle text, then played (compiler/discard_draws.py,
effects/player_hands.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_DISCARD_DRAWS = {
    # "Choose one — • Cathartic Pyre deals 3 damage to target creature or planeswalker.
    # • Discard up to two cards, then draw that many cards."
    "Cathartic Pyre": {
        "modes": [{"text": "~ deals 3 damage to target creature or planeswalker.",
                   "spell": [{"do": "damage", "amount": 3, "to": 0}],
                   "targets": ["creature or planeswalker"]},
                  {"text": "Discard up to two cards, then draw that many cards.",
                   "spell": [{"do": "discard_up_to_then_draw", "amount": 2}]}]},
}


def test_701_8a_golden_cathartic_pyre() -> None:
    card = compiled("Cathartic Pyre")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE and k != "choose"}
    assert fields == GOLDEN_DISCARD_DRAWS["Cathartic Pyre"]


@pytest.mark.parametrize("discards", [0, 1, 2])
def test_701_8a_discard_up_to_two_then_draw_that_many(discards: int) -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.choose(option(game, "cast", s.in_zone(0, "Cathartic Pyre", "hand")))
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        game.choose(next(o for o in d.options if o[0] == "mode" and o[1] == 1)
                    if d.kind == "mode" else 0)
    game.choose(("pass",))
    done = 0
    while game.pending is not None and game.stack:
        d = game.pending
        if d.kind == "choose" and ("done",) in d.options:
            game.choose(d.options[0] if done < discards else ("done",))
            done += 1
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    graveyard = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert graveyard.count("Grizzly Bears") == discards
    assert len(game.players[0].hand) == 3  # three kept or replaced one for one
