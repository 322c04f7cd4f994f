"""A token copy of the object itself (707.2), an intervening "if that creature is 1/1"
(603.4) and a target player's search of their own library (701.19a) — compiled definitions
checked by hand against the oracle text, then played (compiler/target_words.py,
compiler/triggers.py, compiler/player_searches.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import BEGIN_COMBAT, MAIN2
from tests.scenario import Scenario, done, option, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_SELF_COPIES_AND_SEARCHES: dict[str, dict] = {
    # "Trample / Whenever this creature deals combat damage to a player, create a token
    # that's a copy of this creature."
    "Spawnwrithe": {
        "keywords": ["Trample"],
        "triggers": [{"when": "deals_combat_damage_to_player",
                      "effects": [{"do": "create_token_copy", "what": "self", "who": "you"}],
                      "text": "Whenever this creature deals combat damage to a player, create a "
                              "token that's a copy of this creature."}]},
    # "Whenever a creature you control enters, if that creature is 1/1, put two +1/+1
    # counters on it."
    "Sigil Captain": {
        "triggers": [{"when": "enters", "subject": "creature you control", "whose": "your",
                      "if": "that creature is 1/1",
                      "effects": [{"do": "add_counters", "what": "it", "kind": "+1/+1",
                                   "amount": 2}],
                      "text": "Whenever a creature you control enters, if that creature is "
                              "1/1, put two +1/+1 counters on it."}]},
    # "This creature enters with two +1/+1 counters on it. / {1}{G}, Remove a +1/+1 counter
    # from this creature: Target player searches their library for a basic land card, puts
    # it onto the battlefield tapped, then shuffles."
    "Fertilid": {
        "statics": [{"op": "enters_with_counters", "kind": "+1/+1", "amount": 2,
                     "text": "This creature enters with two +1/+1 counters on it."}],
        "abilities": [{"cost": "{1}{G}, Remove a +1/+1 counter from this creature",
                       "effects": [{"do": "search_library", "filter": "basic land card",
                                    "to": "battlefield", "tapped": True, "who": 0}],
                       "targets": ["player"],
                       "text": "{1}{G}, Remove a +1/+1 counter from this creature: Target "
                               "player searches their library for a basic land card, puts it "
                               "onto the battlefield tapped, then shuffles."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_SELF_COPIES_AND_SEARCHES))
def test_precon_self_copy_and_search_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_SELF_COPIES_AND_SEARCHES[name]


def test_707_2_spawnwrithe_copies_itself_when_it_deals_combat_damage() -> None:
    s = Scenario()
    writhe = s.add(0, "Spawnwrithe")
    game = s.game
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", writhe, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    s.assert_life(1, 18)
    copies = [o for o in game.permanents(0) if o.card.name == "Spawnwrithe"]
    assert len(copies) == 2 and sum(o.card.is_token for o in copies) == 1


@pytest.mark.parametrize(("token", "counters"), [("Raise the Alarm", 2), ("Bestial Menace", 2)])
def test_603_4_sigil_captain_grows_only_one_one_creatures(token: str, counters: int) -> None:
    s = Scenario()
    s.add(0, "Sigil Captain")
    s.lands(0, *["Plains"] * 5)
    s.lands(0, *["Forest"] * 5)
    s.hand(0, token)
    s.cast(0, token)
    settle(s.game)
    grown = {o.card.name: o.counter("+1/+1") for o in s.game.permanents(0) if o.card.is_token}
    if token == "Raise the Alarm":  # two 1/1 Soldiers
        assert grown == {"Soldier": counters}
        assert all(o.counter("+1/+1") == 2 for o in s.game.permanents(0)
                   if o.card.name == "Soldier")
    else:  # only the 1/1 Snake is 1/1
        assert grown == {"Snake": 2, "Wolf": 0, "Elephant": 0}


def test_701_19a_fertilid_target_player_searches_their_own_library() -> None:
    s = Scenario()
    fertilid = s.add(0, "Fertilid", counters=(("+1/+1", 2),))
    s.lands(0, "Forest", "Forest")
    game = s.game
    lands_before = sum(1 for o in game.permanents(1) if o.card.name == "Island")
    game.choose(option(game, "activate", fertilid))
    settle(game, ("target", "player", 1))
    assert game.objects[fertilid].counter("+1/+1") == 1
    islands = [o for o in game.permanents(1) if o.card.name == "Island"]
    assert len(islands) == lands_before + 1 and all(o.tapped for o in islands)
    assert all(o.controller == 1 for o in islands)
