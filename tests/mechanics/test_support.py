"""Support (CR 701.35a, a keyword action): real cards compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario

GOLDEN = {
    "Expedition Raptor": {"triggers": [{
        "when": "enters", "text": "When this creature enters, support 2.",
        "targets": [{"filter": "another creature", "count": 2, "up_to": True}],
        "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}]}]},
    "Joraga Auxiliary": {"abilities": [{
        "cost": "{4}{G}{W}", "text": "{4}{G}{W}: Support 2.",
        "targets": [{"filter": "another creature", "count": 2, "up_to": True}],
        "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}]}]},
    "Lead by Example": {
        "spell": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
        "targets": [{"filter": "creature", "count": 2, "up_to": True}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_701_35a_support_compiles_as_written(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        assert card.raw[field] == value


def _plus(s, oid):
    return s.game.objects[oid].counter("+1/+1")


def test_701_35a_support_on_a_permanent_targets_up_to_n_other_creatures():
    s = Scenario()
    game = s.game
    bears = [s.add(0, "Grizzly Bears") for _ in range(3)]
    s.lands(0, *["Plains"] * 5)
    s.hand(0, "Expedition Raptor")
    s.cast(0, "Expedition Raptor")
    for _ in range(20):
        d = game.pending
        if d.kind == "target":
            raptor = s.in_zone(0, "Expedition Raptor", "battlefield")
            assert ("target", "object", raptor) not in d.options  # "other" (701.35a)
            assert ("done",) in d.options  # "up to" (115.1)
            game.choose(("target", "object", bears[0]) if ("target", "object", bears[0])
                        in d.options else ("target", "object", bears[1]))
        elif d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert [_plus(s, b) for b in bears] == [1, 1, 0]
    assert _plus(s, s.in_zone(0, "Expedition Raptor", "battlefield")) == 0


def test_701_35a_support_on_a_sorcery_may_target_fewer():
    s = Scenario()
    game = s.game
    bear = s.add(0, "Grizzly Bears")
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Lead by Example")
    s.cast(0, "Lead by Example", bear)
    if game.pending.kind == "target":
        game.choose(("done",))
    s.resolve()
    assert _plus(s, bear) == 1
