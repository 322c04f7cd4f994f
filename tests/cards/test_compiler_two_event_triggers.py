"""Triggered abilities of precon cards read from new heads or wordings: "enters or is put into
a graveyard from the battlefield" (two events, 603.6a, 603.6c) and "draws an additional card"
(a triggered draw besides the draw step's, 504.1) — compiled definitions checked by hand
against the oracle text, then played."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import MAIN1
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until

_WELLSPRING = ("When this artifact enters or is put into a graveyard from the battlefield, draw "
               "a card.")

GOLDEN_PRECON_TRIGGERS: dict[str, dict] = {
    # "When this artifact enters or is put into a graveyard from the battlefield, draw a card."
    "Ichor Wellspring": {"triggers": [
        {"when": "enters", "effects": [{"do": "draw", "amount": 1}], "text": _WELLSPRING},
        {"when": "put_into_graveyard_from_battlefield", "effects": [{"do": "draw", "amount": 1}],
         "text": _WELLSPRING}]},
    # "At the beginning of each player's draw step, that player draws an additional card. /
    # Whenever a player draws a card, this enchantment deals 1 damage to that player."
    "Spiteful Visions": {"triggers": [
        {"when": "draw_step", "effects": [{"do": "draw", "who": "that player", "amount": 1}],
         "whose": "each", "text": "At the beginning of each player's draw step, that player "
                                  "draws an additional card."},
        {"when": "draw", "effects": [{"do": "damage", "amount": 1, "to": "that player"}],
         "whose": "each",
         "text": "Whenever a player draws a card, this enchantment deals 1 damage to that "
                 "player."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_TRIGGERS))
def test_precon_trigger_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_TRIGGERS[name]
    assert card_by_name(name).source == "compiled"


def test_603_6c_ichor_wellspring_draws_as_it_enters_and_as_it_goes_to_a_graveyard() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Ichor Wellspring", "Shatter")
    s.cast(0, "Ichor Wellspring")
    s.resolve()
    assert len(game.players[0].hand) == 2  # Shatter and the card drawn
    s.cast(0, "Shatter")  # its only legal target: the Wellspring
    s.resolve()
    assert len(game.players[0].hand) == 2  # Shatter cast, a card drawn


def test_504_1_spiteful_visions_an_additional_card_each_draw_step() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Spiteful Visions")
    hand = len(game.players[1].hand)
    pass_until(game, MAIN1, 1)
    assert len(game.players[1].hand) == hand + 2  # the draw step's card and one more
    s.assert_life(1, 18)  # 1 damage for each card drawn


GOLDEN_BANISHING_LIGHT = {"triggers": [{
    "when": "enters", "effects": [{"do": "exile_until_source_leaves", "what": 0}],
    "targets": ["nonland permanent an opponent controls"],
    "text": "When this enchantment enters, exile target nonland permanent an opponent controls "
            "until this enchantment leaves the battlefield."}]}


def test_610_3a_banishing_light_returns_the_card_when_it_leaves() -> None:
    assert compiled_fields("Banishing Light") == GOLDEN_BANISHING_LIGHT
    assert card_by_name("Banishing Light").source == "compiled"
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 5)
    s.add(1, "Serra Angel")
    s.hand(0, "Banishing Light", "Disenchant")
    s.cast(0, "Banishing Light")
    s.resolve()
    s.assert_count(1, "Serra Angel", 0)
    assert [game.objects[i].card.name for i in game.exile] == ["Serra Angel"]
    s.cast(0, "Disenchant")  # its only legal target: the Banishing Light
    s.resolve()
    s.assert_count(1, "Serra Angel", 1)  # back under its owner's control (610.3a)
    assert not game.exile


def test_610_3c_banishing_light_gone_before_its_trigger_resolves_exiles_nothing() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 5)
    s.add(1, "Serra Angel")
    s.hand(0, "Banishing Light", "Disenchant")
    s.cast(0, "Banishing Light")
    game.choose(("pass",))
    game.choose(("pass",))  # the Light resolves; its trigger goes on the stack
    while game.pending.kind != "priority":
        game.choose(0)
    assert game.stack and game.pending.player == 0
    s.cast(0, "Disenchant")
    s.resolve()
    s.assert_count(1, "Serra Angel", 1)
    assert not game.exile
