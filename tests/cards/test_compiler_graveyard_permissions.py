"""A permission to cast a creature spell from your graveyard once during each of your turns
(601.3) — compiled definition checked by hand against the oracle text, then played
(compiler/graveyard_permissions.py, engine/casting_rules.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN1
from tests.scenario import Scenario, option, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")


def test_precon_graveyard_permission_golden_card_compiles_as_checked_by_hand() -> None:
    """"This spell costs {1} less to cast for each creature card in your graveyard. / Once
    during each of your turns, you may cast a creature spell from your graveyard.\""""
    card = compiled("Karador, Ghost Chieftain")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == {"statics": [
        {"op": "costs_less_for_each", "amount": 1, "each_card_in_graveyard": ["Creature"],
         "text": "This spell costs {1} less to cast for each creature card in your graveyard."},
        {"op": "cast_creature_from_graveyard_once_each_turn",
         "text": "Once during each of your turns, you may cast a creature spell from your "
                 "graveyard."}]}


def test_601_3_karador_one_creature_spell_from_the_graveyard_each_of_your_turns() -> None:
    s = Scenario()
    s.add(0, "Karador, Ghost Chieftain")
    s.lands(0, *["Forest"] * 4)
    bears = s.add(0, "Grizzly Bears", "graveyard")
    elves = s.add(0, "Llanowar Elves", "graveyard")
    shock = s.add(0, "Shock", "graveyard")  # not a creature spell
    game = s.game
    casts = {o[1] for o in game.pending.options if o[0] == "cast"}
    assert {bears, elves} <= casts and shock not in casts
    game.choose(option(game, "cast", bears))
    settle(game)
    s.assert_count(0, "Grizzly Bears", 1)
    assert not any(o[0] == "cast" and o[1] == elves for o in game.pending.options)  # used
    pass_until(game, MAIN1, 1)  # not during another player's turn
    assert not any(o[0] == "cast" and o[1] == elves for o in game.pending.options
                   if game.pending.player == 0)
    pass_until(game, MAIN1, 0)  # the next of your turns: once more
    assert any(o[0] == "cast" and o[1] == elves for o in game.pending.options)


def test_precon_chorus_golden_card_compiles_as_checked_by_hand() -> None:
    """"Forestwalk / As an additional cost to cast creature spells, you may pay any amount of
    mana. If you do, that creature enters with that many additional +1/+1 counters on it.\""""
    card = compiled("Chorus of the Conclave")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == {"keywords": ["Forestwalk"], "statics": [
        {"op": "creature_spells_extra_mana_for_counters",
         "text": "As an additional cost to cast creature spells, you may pay any amount of "
                 "mana. If you do, that creature enters with that many additional +1/+1 "
                 "counters on it."}]}


@pytest.mark.parametrize("extra", [0, 2])
def test_601_2b_chorus_pay_more_for_a_creature_spell_it_enters_with_counters(extra: int) -> None:
    s = Scenario()
    s.add(0, "Chorus of the Conclave")
    forests = s.lands(0, *["Forest"] * 4)
    s.hand(0, "Grizzly Bears")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Grizzly Bears", "hand")))
    asked = []
    while game.pending.kind != "priority":
        d = game.pending
        if d.rule == "601.2b":
            asked.append(d.options)
            game.choose(("extra", extra))
        else:
            game.choose(0)
    assert asked == [(("extra", 0), ("extra", 1), ("extra", 2))]
    settle(game)
    bears = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert game.objects[bears].counter("+1/+1") == extra
    assert sum(game.objects[f].tapped for f in forests) == 2 + extra
