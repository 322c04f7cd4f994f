"""Counters as costs and amounts (and all counters removed as a creature enters, 614.1c),
and a legendary card's shortened name (201.5c): "Remove six
+1/+1 counters from Karlov" (602.1a, 122.1; "Karlov" of "Karlov of the Ghost Council" is the
card itself), "add {B} for each charge counter on this enchantment" (106.4, 122.1).  GOLDEN
holds real cards whose compiled definitions were checked by hand against their oracle text
(shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import paragraphs
from casualmagic.core.state import MAIN1
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, pass_until, refresh, settle

GOLDEN: dict[str, dict] = {
    # "Whenever you gain life, put two +1/+1 counters on Karlov.\n{W}{B}, Remove six +1/+1
    # counters from Karlov: Exile target creature."
    "Karlov of the Ghost Council": {
        "triggers": [{"when": "gain_life",
                      "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1",
                                   "amount": 2}],
                      "text": "Whenever you gain life, put two +1/+1 counters on ~."}],
        "abilities": [{"cost": "{W}{B}, Remove six +1/+1 counters from ~",
                       "effects": [{"do": "exile", "what": 0}], "targets": ["creature"],
                       "text": "{W}{B}, Remove six +1/+1 counters from ~: Exile target "
                               "creature."}],
    },
    # "Whenever a creature dies, put a charge counter on this enchantment.\nAt the beginning
    # of your first main phase, add {B} for each charge counter on this enchantment."
    "Black Market": {
        "triggers": [{"when": "dies", "subject": "creature", "whose": "each",
                      "effects": [{"do": "add_counters", "what": "self", "kind": "charge",
                                   "amount": 1}],
                      "text": "Whenever a creature dies, put a charge counter on this "
                              "enchantment."},
                     {"when": "precombat_main",
                      "effects": [{"do": "add_mana", "mana": "B",
                                   "amount": "charge counters on this"}],
                      "text": "At the beginning of your first main phase, add {B} for each "
                              "charge counter on this enchantment."}],
    },
    # "Flying\nAs this creature enters, remove all counters from all permanents. This
    # creature enters with a +1/+1 counter on it for each counter removed this way."
    "Thief of Blood": {
        "keywords": ["Flying"],
        "statics": [{"op": "remove_all_counters_as_enters",
                     "text": "As this creature enters, remove all counters from all "
                             "permanents. This creature enters with a +1/+1 counter on it for "
                             "each counter removed this way."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_201_5c_only_a_legendary_name_is_shortened_to_its_first_word() -> None:
    text = "Whenever you gain life, put two +1/+1 counters on Karlov."
    assert paragraphs("Karlov of the Ghost Council", text, legendary=True) == [
        "Whenever you gain life, put two +1/+1 counters on ~."]
    assert paragraphs("Knight of the Mists", "Knight creatures get +1/+1.") == [
        "Knight creatures get +1/+1."]


def test_602_1a_karlov_removes_six_counters_to_exile_a_creature() -> None:
    s = Scenario()
    karlov = s.add(0, "Karlov of the Ghost Council", counters=(("+1/+1", 5),))
    giant = s.add(1, "Hill Giant")
    s.lands(0, "Plains", "Swamp")
    game = s.game
    assert not any(o[0] == "activate" and o[1] == karlov for o in game.pending.options)
    game.obj_w(karlov).counters = (("+1/+1", 6),)
    refresh(game)
    game.choose(option(game, "activate", karlov))
    while game.pending.kind != "priority":
        d = game.pending
        game.choose(next((o for o in d.options if giant in o), d.options[0]))
    s.resolve()
    assert giant not in game.battlefield
    assert game.objects[karlov].counter("+1/+1") == 0


def test_106_4_black_market_adds_black_for_each_charge_counter() -> None:
    s = Scenario()
    market = s.add(0, "Black Market", counters=(("charge", 3),))
    game = s.game
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)  # seat 0's next first main phase: the trigger
    settle(game)
    assert game.objects[market].counter("charge") == 3
    assert game.players[0].mana_pool == (0, 0, 3, 0, 0, 0)  # W U B R G C: {B}{B}{B}


def test_614_1c_thief_of_blood_takes_every_counter_as_it_enters() -> None:
    s = Scenario()
    karlov = s.add(1, "Karlov of the Ghost Council", counters=(("+1/+1", 3),))
    market = s.add(0, "Black Market", counters=(("charge", 2),))
    s.lands(0, *["Swamp"] * 6)
    s.hand(0, "Thief of Blood")
    s.cast(0, "Thief of Blood")
    settle(s.game)
    game = s.game
    thief = s.in_zone(0, "Thief of Blood", "battlefield")
    assert game.objects[thief].counter("+1/+1") == 5
    assert not game.objects[karlov].counters and not game.objects[market].counters
