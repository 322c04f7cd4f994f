"""Named counters with no rules of their own (CR 122.1): spore, bounty, depletion, … are
put on and removed like any counter, and the compiler reads them (Thallid, Bounty Hunter,
Fungal Bloom). Kinds a rule gives meaning to (finality, keyword counters) are left out of the
compiler's list until the engine carries out that rule."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import DRAW, MAIN1, UPKEEP
from tests.engine.helpers import option
from tests.scenario import Scenario, pass_until, settle

# checked by hand against the oracle text
GOLDEN = {
    "Thallid": {
        "triggers": [{"when": "upkeep", "effects": [
            {"do": "add_counters", "what": "self", "kind": "spore", "amount": 1}],
            "text": "At the beginning of your upkeep, put a spore counter on this creature."}],
        "abilities": [{"cost": "Remove three spore counters from this creature", "effects": [
            {"do": "create_token", "name": "Saproling", "types": "Creature — Saproling",
             "colors": "G", "power": 1, "toughness": 1}],
            "text": "Remove three spore counters from this creature: Create a 1/1 green "
                    "Saproling creature token."}],
    },
    "Bounty Hunter": {
        "abilities": [
            {"cost": "{T}", "effects": [
                {"do": "add_counters", "what": 0, "kind": "bounty", "amount": 1}],
             "text": "{T}: Put a bounty counter on target nonblack creature.",
             "targets": ["nonblack creature"]},
            {"cost": "{T}", "effects": [{"do": "destroy", "what": 0}],
             "text": "{T}: Destroy target creature with a bounty counter on it.",
             "targets": ["creature with a bounty counter on it"]}],
    },
    "Fungal Bloom": {
        "abilities": [{"cost": "{G}{G}", "effects": [
            {"do": "add_counters", "what": 0, "kind": "spore", "amount": 1}],
            "text": "{G}{G}: Put a spore counter on target Fungus.", "targets": ["Fungus"]}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_122_1_named_counter_cards_compile_as_checked_by_hand(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        assert card.raw[field] == value, field


def test_122_1_thallid_gets_a_spore_counter_each_upkeep_and_removes_three_for_a_saproling():
    s = Scenario()
    game = s.game
    thallid = s.add(0, "Thallid", counters=(("spore", 2),))
    pass_until(game, DRAW, 1)
    pass_until(game, UPKEEP, 0)
    settle(game)
    assert game.objects[thallid].counter("spore") == 3  # 503.1a: the upkeep trigger resolved
    pass_until(game, MAIN1, 0)
    game.choose(option(game, "activate", thallid, 0))  # 602.2b: remove three spore counters
    settle(game)
    assert game.objects[thallid].counter("spore") == 0
    s.assert_count(0, "Saproling", 1)
