"""Mass effects done player by player: damage to each player and their creatures equal to the
number of creatures they control (120.3), and "each player exiles all artifact cards from
their graveyard, then sacrifices all artifacts they control, then puts all cards they exiled
this way onto the battlefield" (406.1, 701.17a) — compiled definitions checked by hand
against the oracle text, then played (compiler/sweepers.py, effects/sweepers.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PLAYER_BY_PLAYER = {
    # "For each player, Incite Rebellion deals damage to that player and each creature that
    # player controls equal to the number of creatures they control."
    "Incite Rebellion": {"spell": [{"do": "damage_each_player_and_creatures_by_count"}]},
    # "Each player exiles all artifact cards from their graveyard, then sacrifices all
    # artifacts they control, then puts all cards they exiled this way onto the battlefield."
    "Scrap Mastery": {"spell": [{"do": "exile_graveyard_sacrifice_then_return",
                                 "filter": "artifact"}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PLAYER_BY_PLAYER))
def test_golden_player_by_player_sweepers(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PLAYER_BY_PLAYER[name]


def test_120_3_incite_rebellion_counts_each_players_creatures() -> None:
    """Seat 0 controls one creature (1 damage each), seat 1 three (3 damage each)."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 6)
    mine = s.add(0, "Wurmcoil Engine")
    theirs = [s.add(1, "Grizzly Bears"), s.add(1, "Grizzly Bears"), s.add(1, "Wurmcoil Engine")]
    life = game.players[0].life, game.players[1].life
    s.hand(0, "Incite Rebellion")
    s.cast(0, "Incite Rebellion")
    s.resolve()
    settle(game)
    assert game.players[0].life == life[0] - 1
    assert game.players[1].life == life[1] - 3
    assert game.objects[mine].damage == 1
    assert theirs[2] in game.battlefield and game.objects[theirs[2]].damage == 3
    assert theirs[0] not in game.battlefield and theirs[1] not in game.battlefield


def test_701_17a_scrap_mastery_swaps_battlefield_and_graveyard_artifacts() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 5)
    coating = s.add(0, "Liquimetal Coating")
    s.add(0, "Loreseeker's Stone", "graveyard")
    s.add(1, "Myr Retriever", "graveyard")
    retriever_card = s.named(1, "Myr Retriever", "graveyard")[0]
    theirs = s.add(1, "Steel Hellkite")
    s.hand(0, "Scrap Mastery")
    s.cast(0, "Scrap Mastery")
    s.resolve()
    settle(game)
    assert coating not in game.battlefield and s.named(0, "Liquimetal Coating", "graveyard")
    assert s.named(0, "Loreseeker's Stone") and s.named(1, "Myr Retriever")
    assert theirs not in game.battlefield and s.named(1, "Steel Hellkite", "graveyard")
    assert retriever_card not in game.players[1].graveyard
