"""A target that becomes an artifact in addition to its other types (205.1b, 613.1d), a copy
of a target spell made by a triggered ability (707.10), untap target permanent and gain
control of it (613.1b), two tokens in one sentence joined by "and" (111.1), and "another
target … card from your graveyard" (115.10) — compiled definitions checked by hand against
the oracle text, then played (compiler/type_changes.py, spell_copies.py,
compound_sentences.py, token_lists.py, effect_shapes.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from casualmagic.engine.primitives import destroy
from tests.scenario import Scenario, option, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_TYPE_CHANGES_AND_COPIES: dict[str, dict] = {
    # "{T}: Target permanent becomes an artifact in addition to its other types until end of
    # turn."
    "Liquimetal Coating": {
        "abilities": [{"cost": "{T}",
                       "effects": [{"do": "add_types", "types": ["Artifact"],
                                    "duration": "end_of_turn", "what": 0}],
                       "targets": ["permanent"],
                       "text": "{T}: Target permanent becomes an artifact in addition to its "
                               "other types until end of turn."}]},
    # "Flash / When this creature enters, copy target instant or sorcery spell. You may choose
    # new targets for the copy."
    "Dualcaster Mage": {
        "keywords": ["Flash"],
        "triggers": [{"when": "enters",
                      "effects": [{"do": "copy_spell", "new_targets": True, "what": 0}],
                      "targets": ["instant or sorcery spell"],
                      "text": "When this creature enters, copy target instant or sorcery "
                              "spell. You may choose new targets for the copy."}]},
    # "Split second / Untap target permanent and gain control of it until end of turn. It
    # gains haste until end of turn."
    "Word of Seizing": {
        "keywords": ["Split second"],
        "spell": [{"do": "untap", "what": 0},
                  {"do": "gain_control", "what": 0, "duration": "end_of_turn"},
                  {"do": "pump", "what": 0, "power": 0, "toughness": 0,
                   "keywords": ["Haste"]}],
        "targets": ["permanent"]},
    # "Deathtouch, lifelink / When this creature dies, create a 3/3 colorless Phyrexian Wurm
    # artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact
    # creature token with lifelink."
    "Wurmcoil Engine": {
        "keywords": ["Deathtouch", "Lifelink"],
        "triggers": [{"when": "dies",
                      "effects": [{"do": "create_token", "name": "Phyrexian Wurm",
                                   "types": "Artifact Creature — Phyrexian Wurm", "colors": "",
                                   "power": 3, "toughness": 3, "keywords": ["Deathtouch"]},
                                  {"do": "create_token", "name": "Phyrexian Wurm",
                                   "types": "Artifact Creature — Phyrexian Wurm", "colors": "",
                                   "power": 3, "toughness": 3, "keywords": ["Lifelink"]}],
                      "text": "When this creature dies, create a 3/3 colorless Phyrexian Wurm "
                              "artifact creature token with deathtouch and a 3/3 colorless "
                              "Phyrexian Wurm artifact creature token with lifelink."}]},
    # "When this creature dies, return another target artifact card from your graveyard to
    # your hand."
    "Myr Retriever": {
        "triggers": [{"when": "dies",
                      "effects": [{"do": "return_from_graveyard", "what": 0, "to": "hand"}],
                      "targets": ["another artifact card in your graveyard"],
                      "text": "When this creature dies, return another target artifact card "
                              "from your graveyard to your hand."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_TYPE_CHANGES_AND_COPIES))
def test_golden_type_changes_copies_and_tokens(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_TYPE_CHANGES_AND_COPIES[name]


def test_205_1b_liquimetal_coating_makes_a_land_an_artifact_until_end_of_turn() -> None:
    s = Scenario()
    game = s.game
    coating = s.add(0, "Liquimetal Coating")
    land = s.add(1, "Forest")
    game.choose(option(game, "activate", coating, 0))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(("target", "object", land) if game.pending.kind == "target" else 0)
    s.resolve()
    types = cont.characteristics(game, game.objects[land]).types
    assert "Artifact" in types and "Land" in types


def test_707_10_dualcaster_mage_copies_a_spell_on_the_stack() -> None:
    """Seat 0 bolts seat 1, then flashes in Dualcaster Mage and copies the Bolt."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 4)
    s.hand(0, "Lightning Bolt", "Dualcaster Mage")
    before = game.players[0].life, game.players[1].life
    s.cast(0, "Lightning Bolt", s.player(1))
    s.cast(0, "Dualcaster Mage")
    s.resolve()
    settle(game)
    total = (before[0] - game.players[0].life) + (before[1] - game.players[1].life)
    assert total == 6  # the original and the copy, 3 each


def test_613_1b_word_of_seizing_steals_untaps_and_hastes() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 5)
    bears = s.add(1, "Grizzly Bears")
    game.obj_w(bears).tapped = True
    s.hand(0, "Word of Seizing")
    s.cast(0, "Word of Seizing", bears)
    s.resolve()
    o = game.objects[bears]
    assert o.controller == 0 and not o.tapped
    assert "Haste" in cont.characteristics(game, o).keywords


def test_111_1_wurmcoil_engine_leaves_two_different_wurms() -> None:
    s = Scenario()
    game = s.game
    wurm = s.add(0, "Wurmcoil Engine")
    destroy(game, wurm)
    settle(game)
    made = sorted(tuple(o.card.keywords) for o in game.permanents(0)
                  if o.card.name == "Phyrexian Wurm")
    assert made == [("Deathtouch",), ("Lifelink",)]


def test_115_10_myr_retriever_returns_another_artifact_card_not_itself() -> None:
    s = Scenario()
    game = s.game
    retriever = s.add(0, "Myr Retriever")
    destroy(game, retriever)
    settle(game)
    assert s.named(0, "Myr Retriever", "graveyard")  # alone: no legal target, it stays
    assert not game.players[0].hand
    s = Scenario()
    game = s.game
    s.add(0, "Liquimetal Coating", "graveyard")
    retriever = s.add(0, "Myr Retriever")
    destroy(game, retriever)
    settle(game)
    assert s.named(0, "Liquimetal Coating", "hand")
    assert s.named(0, "Myr Retriever", "graveyard")
