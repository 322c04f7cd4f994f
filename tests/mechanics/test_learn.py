"""Learn (CR 701.45a) in a game with no card outside the game: a compiled real card."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

GOLDEN = {"Cram Session": {"spell": [{"do": "gain_life", "amount": 4}, {"do": "learn"}]}}


def test_701_45a_learn_compiles_as_written():
    card = compiled("Cram Session")
    assert card.status == "implemented", card.missing
    assert card.raw["spell"] == GOLDEN["Cram Session"]["spell"]


def _cast_cram_session(answer: str) -> tuple[Scenario, list]:
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp")
    s.hand(0, "Cram Session", "Lightning Bolt")
    s.cast(0, "Cram Session")
    asked = []

    def pick(d):
        if d.rule == "701.45a":
            asked.append(d.options)
            return next(o for o in d.options if o[0] == answer)
        return None

    settle(game, pick=pick)
    return s, asked


def test_701_45a_learn_discards_a_card_then_draws_one():
    s, asked = _cast_cram_session("discard")
    assert asked and ("no",) in asked[0]  # a "may": declining is offered
    assert s.named(0, "Lightning Bolt", "graveyard")
    assert len(s.game.players[0].hand) == 1  # the card drawn
    s.assert_life(0, 24)


def test_701_45a_learn_declined_does_nothing():
    s, asked = _cast_cram_session("no")
    assert s.named(0, "Lightning Bolt", "hand") and len(s.game.players[0].hand) == 1
    assert any(e.kind == "learn" and e.data == {"discarded": False} for e in s.game.events)
