"""The oracle-text compiler and the engine, "Whenever you cast a spell that targets this
creature" (heroic, an ability word, 207.2c; CR 601.2i, 603.2): the trigger event
``you_cast_spell_targeting_it``, fired as the spell becomes cast for each permanent it
targets whose controller cast it.  GOLDEN holds real cards whose compiled definitions were
checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN: dict[str, dict] = {
    # "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on
    # this creature."
    "Satyr Hoplite": {
        "triggers": [{"when": "you_cast_spell_targeting_it",
                      "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1",
                                   "amount": 1}],
                      "text": "Whenever you cast a spell that targets this creature, put a "
                              "+1/+1 counter on this creature."}],
    },
    # "Flying\nHeroic — Whenever you cast a spell that targets this creature, put a +1/+1
    # counter on this creature."
    "Akroan Skyguard": {
        "keywords": ["Flying"],
        "triggers": [{"when": "you_cast_spell_targeting_it",
                      "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1",
                                   "amount": 1}],
                      "text": "Whenever you cast a spell that targets this creature, put a "
                              "+1/+1 counter on this creature."}],
    },
    # "Heroic — Whenever you cast a spell that targets this creature, creatures you control
    # get +1/+0 until end of turn."
    "Hero of the Pride": {
        "triggers": [{"when": "you_cast_spell_targeting_it",
                      "effects": [{"do": "pump_all", "filter": "creature you control",
                                   "power": 1, "toughness": 0}],
                      "text": "Whenever you cast a spell that targets this creature, creatures "
                              "you control get +1/+0 until end of turn."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_603_2_heroic_triggers_on_its_controllers_spell_targeting_it() -> None:
    """Satyr Hoplite targeted by its controller's Giant Growth: the heroic trigger resolves
    first (it goes on the stack above the spell), a +1/+1 counter; then +3/+3."""
    s = Scenario()
    satyr = s.add(0, "Satyr Hoplite")  # 1/1
    s.add(0, "Grizzly Bears")
    s.lands(0, "Forest")
    s.hand(0, "Giant Growth")
    s.cast(0, "Giant Growth", satyr)
    game = s.game
    settle(game)
    o = game.objects[satyr]
    assert o.counter("+1/+1") == 1
    assert cont.power(game, o) == 5  # 1 + 1 counter + 3


def test_603_2_heroic_ignores_an_opponents_spell() -> None:
    """Only a spell the creature's controller casts ("you cast") triggers it."""
    s = Scenario()
    satyr = s.add(1, "Satyr Hoplite")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Forest")
    s.hand(0, "Giant Growth")
    s.cast(0, "Giant Growth", satyr)
    game = s.game
    assert not game.waiting_triggers
    settle(game)
    assert game.objects[satyr].counter("+1/+1") == 0


def test_603_2_heroic_ignores_a_spell_targeting_another_creature() -> None:
    s = Scenario()
    satyr = s.add(0, "Satyr Hoplite")
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Forest")
    s.hand(0, "Giant Growth")
    s.cast(0, "Giant Growth", bears)
    game = s.game
    settle(game)
    assert game.objects[satyr].counter("+1/+1") == 0
