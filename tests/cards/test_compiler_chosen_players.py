"""Bitter Feud: two players chosen as it enters (614.12a) and damage from one's sources to
the other (or the other's permanents) doubled (614.1a) — compiled definition checked by hand
against the oracle text, then played (compiler/entering_choices.py,
engine/entering_choices.py, engine/replacement.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_BITTER_FEUD = {
    "statics": [{"op": "choose_two_players_as_enters",
                 "text": "As this enchantment enters, choose two players."},
                {"op": "double_damage", "between_chosen_players": True,
                 "text": "If a source controlled by one of the chosen players would deal damage "
                         "to the other chosen player or a permanent that player controls, that "
                         "source deals double that damage to that player or permanent "
                         "instead."}],
}


def test_614_12a_golden_bitter_feud() -> None:
    card = compiled("Bitter Feud")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_BITTER_FEUD


def test_614_1a_bitter_feud_doubles_damage_between_the_chosen_players_only() -> None:
    """Seats 0 and 1 are chosen: seat 0's Bolt deals 6 to seat 1, 3 to seat 2."""
    s = Scenario(players=3)
    game = s.game
    s.lands(0, *["Mountain"] * 7)
    s.hand(0, "Bitter Feud", "Lightning Bolt", "Lightning Bolt")
    s.cast(0, "Bitter Feud")
    s.resolve()
    settle(game, ("players", 0, 1))
    feud = s.in_zone(0, "Bitter Feud", "battlefield")
    assert game.objects[feud].get_info("chosen_players") == (0, 1)
    before = [p.life for p in game.players]
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.cast(0, "Lightning Bolt", s.player(2))
    s.resolve()
    assert game.players[1].life == before[1] - 6
    assert game.players[2].life == before[2] - 3
