"""Discard up to N cards, then draw that many (701.8a, 121.1) — compiled definition checked
by hand against the oracle text, then played (compiler/discard_draws.py,
effects/player_hands.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_DISCARD_DRAWS = {
    # "Choose one — • Cathartic Pyre deals 3 damage to target creature or planeswalker.
    # • Discard up to two cards, then draw that many cards."
    "Cathartic Pyre": {
        "modes": [{"text": "~ deals 3 damage to target creature or planeswalker.",
                   "spell": [{"do": "damage", "amount": 3, "to": 0}],
                   "targets": ["creature or planeswalker"]},
                  {"text": "Discard up to two cards, then draw that many cards.",
                   "spell": [{"do": "discard_up_to_then_draw", "amount": 2}]}]},
}


def test_701_8a_golden_cathartic_pyre() -> None:
    card = compiled("Cathartic Pyre")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE and k != "choose"}
    assert fields == GOLDEN_DISCARD_DRAWS["Cathartic Pyre"]


@pytest.mark.parametrize("discards", [0, 1, 2])
def test_701_8a_discard_up_to_two_then_draw_that_many(discards: int) -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.choose(option(game, "cast", s.in_zone(0, "Cathartic Pyre", "hand")))
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        game.choose(next(o for o in d.options if o[0] == "mode" and o[1] == 1)
                    if d.kind == "mode" else 0)
    game.choose(("pass",))
    done = 0
    while game.pending is not None and game.stack:
        d = game.pending
        if d.kind == "choose" and ("done",) in d.options:
            game.choose(d.options[0] if done < discards else ("done",))
            done += 1
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    graveyard = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert graveyard.count("Grizzly Bears") == discards
    assert len(game.players[0].hand) == 3  # three kept or replaced one for one


def test_608_2c_golden_daretti_loyalty_abilities() -> None:
    card = compiled("Daretti, Scrap Savant")
    assert card is not None
    assert card.raw["abilities"] == [
        {"cost": "[+2]", "effects": [{"do": "discard_up_to_then_draw", "amount": 2}],
         "text": "[+2]: Discard up to two cards, then draw that many cards."},
        {"cost": "[−2]",
         "effects": [{"do": "sacrifice_choice", "who": "you", "filter": "artifact"},
                     {"do": "return_from_graveyard", "what": 0, "to": "battlefield",
                      "if": "you sacrificed this way"}],
         "text": "[−2]: Sacrifice an artifact. If you do, return target artifact card from "
                 "your graveyard to the battlefield.",
         "targets": ["artifact card in your graveyard"]}]


@pytest.mark.parametrize("artifact", [True, False])
def test_608_2c_daretti_returns_an_artifact_card_only_if_one_was_sacrificed(
        artifact: bool) -> None:
    """Daretti's −2 (its card is partial: the ability is played through a compiled
    definition of the card's two loyalty abilities)."""
    from casualmagic.cards.definitions import compile_card

    raw = {**{k: v for k, v in compiled("Daretti, Scrap Savant").raw.items()
              if k != "missing"}}
    daretti_def = compile_card("Daretti, Scrap Savant", raw, "compiled")
    s = Scenario()
    game = s.game
    from tests.scenario import put

    daretti = put(game, 0, daretti_def, counters=(("loyalty", 3),))
    if artifact:
        s.add(0, "Liquimetal Coating")
    back = s.add(0, "Myr Retriever", "graveyard")
    game.choose(option(game, "activate", daretti, 1))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(("target", "object", back) if game.pending.kind == "target" else 0)
    s.resolve()
    assert bool(s.named(0, "Myr Retriever")) is artifact
    assert bool(s.named(0, "Liquimetal Coating", "graveyard")) is artifact
