"""Up to one target per opponent (115.1, 601.2c; compiler/per_opponent_targets.py): "When this
enchantment enters, for each opponent, exile up to one target nonland permanent that player
controls until this enchantment leaves the battlefield." (Grasp of Fate; 610.3).  GOLDEN
holds real cards whose compiled definitions were checked by hand against their oracle text
(shown above each)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN: dict[str, dict] = {
    # "When this enchantment enters, for each opponent, exile up to one target nonland
    # permanent that player controls until this enchantment leaves the battlefield."
    "Grasp of Fate": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "exile_until_source_leaves", "what": 0}],
                      "targets": [{"filter": "nonland permanent an opponent controls",
                                   "for_each": "opponent", "up_to": True}],
                      "text": "When this enchantment enters, for each opponent, exile up to "
                              "one target nonland permanent that player controls until this "
                              "enchantment leaves the battlefield."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_601_2c_grasp_of_fate_exiles_one_permanent_of_each_opponent_until_it_leaves() -> None:
    s = Scenario(players=3)
    a, b = s.add(1, "Hill Giant"), s.add(1, "Grizzly Bears")
    c = s.add(2, "Black Market")
    s.add(0, "Llanowar Elves")
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Grasp of Fate")
    s.cast(0, "Grasp of Fate")
    game = s.game
    offered = []

    def pick(d):
        if d.kind == "target":
            objs = {o[2] for o in d.options if o[:2] == ("target", "object")}
            offered.append(objs)
            for want in (a, c):
                if want in objs:
                    return ("target", "object", want)
        return None

    settle(game, pick=pick)
    assert offered[0] == {a, b, c}  # not the controller's own creature
    assert b not in offered[1] and c in offered[1]  # one per opponent
    assert a not in game.battlefield and c not in game.battlefield
    assert b in game.battlefield
    grasp = s.in_zone(0, "Grasp of Fate", "battlefield")
    from casualmagic.engine.primitives import destroy

    destroy(game, grasp, "701.7a")  # a fixture: the Grasp leaves, the cards return (610.3a)
    settle(game)
    s.assert_count(1, "Hill Giant", 1)
    s.assert_count(2, "Black Market", 1)
