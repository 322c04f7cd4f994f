"""Creatures that lose a keyword and can't have it (613.1f: applied after every other effect
of layer 6) — compiled definitions checked by hand against the oracle text, then played
(compiler/lost_keywords.py, engine/continuous.py, effects/creatures.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_LOST_KEYWORDS = {
    # "{T}: Add {C}. / {1}, {T}: Until end of turn, creatures your opponents control lose
    # hexproof and shroud and can't have hexproof or shroud."
    "Arcane Lighthouse": {
        "abilities": [{"cost": "{T}", "add": "C", "text": "{T}: Add {C}."},
                      {"cost": "{1}, {T}",
                       "effects": [{"do": "cant_have_keywords_all",
                                    "filter": "creature your opponents control",
                                    "keywords": ["Hexproof", "Shroud"],
                                    "duration": "end_of_turn"}],
                       "text": "{1}, {T}: Until end of turn, creatures your opponents control "
                               "lose hexproof and shroud and can't have hexproof or shroud."}]},
    # "Creatures you control have flying. / Creatures your opponents control lose flying and
    # can't have or gain flying."
    "Archetype of Imagination": {
        "statics": [{"op": "grant_keywords", "filter": "creature you control",
                     "keywords": ["Flying"], "text": "Creatures you control have flying."},
                    {"op": "cant_have_keywords", "filter": "creature your opponents control",
                     "keywords": ["Flying"],
                     "text": "Creatures your opponents control lose flying and can't have or "
                             "gain flying."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_LOST_KEYWORDS))
def test_613_1f_golden_lost_keywords(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_LOST_KEYWORDS[name]


def test_613_1f_arcane_lighthouse_lets_a_bolt_target_a_hexproof_creature() -> None:
    s = Scenario()
    game = s.game
    lighthouse = s.add(0, "Arcane Lighthouse")
    s.lands(0, "Mountain", "Mountain")
    bogle = s.add(1, "Slippery Bogle")
    s.hand(0, "Lightning Bolt")
    assert "Hexproof" in cont.characteristics(game, game.objects[bogle]).keywords
    game.choose(option(game, "activate", lighthouse, 1))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    assert "Hexproof" not in cont.characteristics(game, game.objects[bogle]).keywords
    s.cast(0, "Lightning Bolt", bogle)
    s.resolve()
    assert bogle not in game.battlefield


def test_613_1f_archetype_keeps_flying_away_from_opponents_creatures() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Archetype of Imagination")
    mine = s.add(0, "Grizzly Bears")
    drake = s.add(1, "Wind Drake")
    assert "Flying" in cont.characteristics(game, game.objects[mine]).keywords
    assert "Flying" not in cont.characteristics(game, game.objects[drake]).keywords
