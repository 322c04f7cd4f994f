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


GOLDEN_GRAVEYARD_SWAPS = {
    # "{T}: Choose target artifact a player controls and target artifact card in that
    # player's graveyard. If both targets are still legal as this ability resolves, that
    # player simultaneously sacrifices the artifact and returns the artifact card to the
    # battlefield."
    "Goblin Welder": {
        "abilities": [{"cost": "{T}",
                       "effects": [{"do": "swap_with_graveyard_card", "what": 0, "card": 1}],
                       "text": "{T}: Choose target artifact a player controls and target "
                               "artifact card in that player's graveyard. If both targets are "
                               "still legal as this ability resolves, that player "
                               "simultaneously sacrifices the artifact and returns the "
                               "artifact card to the battlefield.",
                       "targets": ["artifact", "artifact card in that player's graveyard"]}]},
}


def test_701_17a_golden_goblin_welder() -> None:
    card = compiled("Goblin Welder")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_GRAVEYARD_SWAPS["Goblin Welder"]


@pytest.mark.parametrize("in_response", [False, True])
def test_701_17a_goblin_welder_swaps_an_opponents_artifact_with_their_graveyard_card(
        in_response: bool) -> None:
    """The second target must be in the graveyard of the first one's controller; if the
    artifact is gone when the ability resolves, the card stays in the graveyard."""
    from casualmagic.engine.primitives import destroy
    from tests.scenario import option

    s = Scenario()
    game = s.game
    welder = s.add(0, "Goblin Welder")
    coating = s.add(1, "Liquimetal Coating")
    theirs = s.add(1, "Myr Retriever", "graveyard")
    mine = s.add(0, "Loreseeker's Stone", "graveyard")
    game.choose(option(game, "activate", welder, 0))
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        if d.kind == "target" and ("target", "object", coating) in d.options:
            game.choose(("target", "object", coating))
        elif d.kind == "target":
            assert ("target", "object", mine) not in d.options  # not that player's
            game.choose(("target", "object", theirs))
        else:
            game.choose(0)
    if in_response:
        destroy(game, coating)
    s.resolve()
    settle(game)
    if in_response:
        assert s.named(1, "Myr Retriever", "graveyard") and not s.named(1, "Myr Retriever")
    else:
        assert s.named(1, "Myr Retriever") and s.named(1, "Liquimetal Coating", "graveyard")
    assert s.named(0, "Loreseeker's Stone", "graveyard")
