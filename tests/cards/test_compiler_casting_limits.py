"""Limits on the spells a player may cast each turn (601.3): "Each player can't cast more
than one spell each turn." / "You can't …" — compiled definitions checked by hand against the
oracle text, then played (compiler/casting_limits.py, engine/casting_rules.py)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option

GOLDEN: dict[str, dict] = {
    # "Each player can't cast more than one spell each turn."
    "Rule of Law": {"statics": [{"op": "cant_cast_more_than_one_spell_each_turn", "who": "each",
                                 "text": "Each player can't cast more than one spell each "
                                         "turn."}]},
    # "Flying / Each player can't cast more than one spell each turn. / Nonbasic lands your
    # opponents control enter tapped."
    "Archon of Emeria": {
        "keywords": ["Flying"],
        "statics": [{"op": "cant_cast_more_than_one_spell_each_turn", "who": "each",
                     "text": "Each player can't cast more than one spell each turn."},
                    {"op": "permanents_enter_tapped",
                     "filter": "nonbasic land your opponents control",
                     "text": "Nonbasic lands your opponents control enter tapped."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_601_3_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


@pytest.mark.parametrize("card", ["Rule of Law", "Moderation"])
def test_601_3_a_second_spell_in_a_turn_cant_be_cast(card: str) -> None:
    s = Scenario()
    s.add(0, card)
    s.lands(0, "Mountain", "Mountain")
    s.lands(1, "Mountain", "Mountain")
    _, shock = s.hand(0, "Lightning Bolt", "Shock")
    s.hand(1, "Lightning Bolt", "Shock")
    s.cast(0, "Lightning Bolt", s.player(1))
    assert not has_option(s.game, "cast", shock)  # 601.3: forbidden
    s.resolve()
    assert not has_option(s.game, "cast", shock)


def test_601_3_rule_of_law_limits_every_player_moderation_only_you() -> None:
    for card, limited in (("Rule of Law", True), ("Moderation", False)):
        s = Scenario()
        s.add(0, card)
        s.lands(1, "Mountain", "Mountain")
        s.hand(1, "Lightning Bolt", "Shock")
        game = s.game
        game.choose(("pass",))  # seat 1 gets priority in seat 0's main phase
        s.cast(1, "Lightning Bolt", s.player(0))
        shock = s.in_zone(1, "Shock", "hand")
        assert has_option(game, "cast", shock) != limited, card
