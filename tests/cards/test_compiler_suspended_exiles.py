"""Epochrasite: enters with three +1/+1 counters if it wasn't cast from its owner's hand
(614.1c, 601.2a), and when it dies it is exiled with three time counters and gains suspend
(702.62a) — compiled definition checked by hand against the oracle text, then played until
it comes back by suspend (compiler/enters_counters.py, compiler/suspended_exiles.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import UPKEEP
from casualmagic.engine.primitives import destroy
from casualmagic.mechanics.suspend import is_suspended
from tests.scenario import Scenario, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_EPOCHRASITE = {
    # "This creature enters with three +1/+1 counters on it if you didn't cast it from your
    # hand. / When this creature dies, exile it with three time counters on it and it gains
    # suspend."
    "statics": [{"op": "enters_with_counters", "kind": "+1/+1", "amount": 3,
                 "if": "you didn't cast it from your hand",
                 "text": "This creature enters with three +1/+1 counters on it if you didn't "
                         "cast it from your hand."}],
    "triggers": [{"when": "dies", "effects": [{"do": "exile_it_suspended", "amount": 3}],
                  "text": "When this creature dies, exile it with three time counters on it "
                          "and it gains suspend."}],
}


def test_702_62a_golden_epochrasite() -> None:
    card = compiled("Epochrasite")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_EPOCHRASITE


def test_702_62a_epochrasite_dies_is_suspended_and_returns_bigger() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Plains", "Plains")
    s.hand(0, "Epochrasite")
    s.cast(0, "Epochrasite")
    s.resolve()
    first = s.in_zone(0, "Epochrasite", "battlefield")
    assert game.objects[first].counter("+1/+1") == 0  # cast from the hand
    destroy(game, first)
    settle(game)
    (exiled,) = [o.id for o in game.objects.values()
                 if o.zone == "exile" and o.card.name == "Epochrasite"]
    assert is_suspended(game.objects[exiled]) and game.objects[exiled].counter("time") == 3
    for _ in range(3):  # one time counter at each of its owner's upkeeps, then it is cast
        pass_until(game, UPKEEP, 0)
        settle(game, ("yes",), ("cast",))
        pass_until(game, UPKEEP, 1)  # out of this upkeep
    (back,) = s.named(0, "Epochrasite")
    assert game.objects[back].counter("+1/+1") == 3  # cast, but not from the hand
