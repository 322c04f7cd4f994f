"""The variants' command-zone cards compiled from their oracle text: planes and phenomena
(311, 312, 901), schemes (314, 904) and vanguards (313, 902).

EQUIVALENT lists the cards whose compiled record is the hand-written one (same ops, same
arguments; the ``text`` shown and a "may" prompt's wording aside); the game tests play
compiled records in their variants."""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

import pytest

from casualmagic.cards import definitions
from casualmagic.cards.compiler import compile_record
from casualmagic.cards.database import get_database
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules as planar_rules
from tests.engine.helpers import put, refresh, to_main
from tests.scenario import settle
from tests.variants.planechase.helpers import pc_game, walk_to
from tests.variants.vanguard.helpers import vanguard, vg_game

EQUIVALENT = [
    # planes and phenomena
    "Krosa", "Gavony", "Mutual Epiphany", "Planewide Disaster", "The Pyramid of Mars",
    "Yargle, Glutton of Urborg",
    # schemes
    "Roots of All Evil", "Look Skyward and Despair", "The Iron Guardian Stirs",
    "Kneel Before My Legions",
    # vanguards
    "Maraxus", "Serra", "Goblin Warchief Avatar", "Ertai", "Tahngarth", "Orim", "Selenia",
    "Lyna", "Dauntless Escort Avatar", "Birds of Paradise Avatar", "Royal Assassin Avatar",
    "Urza", "Takara", "Sidar Kondo", "Sliver Queen, Brood Mother", "Gix", "Barrin",
    "Squee, Goblin Nabob Avatar", "Hell's Caretaker Avatar", "Loxodon Hierarch Avatar",
    "Xantcha",
]
"""Planes, phenomena, schemes and vanguards whose compiled record equals the hand-written
one (checked by :func:`test_compiled_variant_cards_equal_the_hand_written_ones`)."""

_SHOWN = {"text", "prompt"}
"""What a record shows a player, not what it does."""
_ORACLE = {"cost", "type", "text", "pt", "loyalty", "color_indicator", "layout"}


def _behaviour(value: Any, top: bool = False) -> Any:
    """A record without what it only shows; a token's ``colors = ""`` is no colour (111.4)."""
    if isinstance(value, dict):
        drop = _ORACLE if top else _SHOWN
        return {k: _behaviour(v) for k, v in value.items()
                if k not in drop and not (k == "colors" and v == "")}
    if isinstance(value, list):
        return [_behaviour(v) for v in value]
    return value


def _hand_written() -> dict[str, dict[str, Any]]:
    folder = resources.files("casualmagic.cards") / "definitions"
    files = [folder / "schemes.toml", folder / "vanguards.toml",
             *(e for e in (folder / "planes").iterdir() if e.name.endswith(".toml"))]
    out: dict[str, dict[str, Any]] = {}
    for f in files:
        out.update(tomllib.loads(f.read_text(encoding="utf-8")))
    return out


def _compiled(name: str) -> Any:
    return compile_record(get_database().lookup(name))


@pytest.mark.parametrize("name", EQUIVALENT)
def test_compiled_variant_cards_equal_the_hand_written_ones(name):
    card = _compiled(name)
    assert card.status == "implemented", card.missing
    assert _behaviour(card.raw, True) == _behaviour(_hand_written()[name], True)


GOLDEN = {
    "Krosa": {"statics": [{"op": "pump_all", "filter": "creature", "power": 2,
                           "toughness": 2, "text": "All creatures get +2/+2."}],
              "triggers": [{"when": "chaos_ensues", "effects": [
                  {"do": "may", "prompt": "Add mana?"}, {"do": "add_mana", "mana": "WUBRG"}],
                  "text": "Whenever chaos ensues, you may add {W}{U}{B}{R}{G}."}]},
    "Mutual Epiphany": {"triggers": [{"when": "encounter", "effects": [
        {"do": "draw", "amount": 4, "who": "each player"}],
        "text": "When you encounter ~, each player draws four cards."}]},
    "Roots of All Evil": {"triggers": [{"when": "set_in_motion", "effects": [
        {"do": "create_token", "name": "Saproling", "types": "Creature — Saproling",
         "colors": "G", "power": 1, "toughness": 1, "amount": 5}],
        "text": "When you set this scheme in motion, create five 1/1 green Saproling "
                "creature tokens."}]},
    "Urza": {"abilities": [{"cost": "{3}", "effects": [{"do": "damage", "amount": 1, "to": 0}],
                            "text": "{3}: Urza deals 1 damage to any target.".replace(
                                "Urza", "~"), "targets": ["any"], "zone": "command"}]},
}
"""Compiled fields checked by hand against the oracle text."""


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_variant_card_golden(name):
    card = _compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        assert card.raw[field] == value, field


def test_planar_trigger_events_read_from_the_oracle_text():
    """311.7, 901.11, 312.5: the events of planes and phenomena; "When you planeswalk to ~
    and at the beginning of your upkeep" is two trigger events (603.2)."""
    from casualmagic.cards.compiler.build import compile_paragraph

    cases = {
        "Whenever chaos ensues, draw a card.": ["chaos_ensues"],
        "When chaos ensues, draw a card.": ["chaos_ensues"],
        "When you planeswalk to ~, draw a card.": ["planeswalk_to"],
        "When you planeswalk here, draw a card.": ["planeswalk_to"],
        "When you planeswalk away from ~, draw a card.": ["planeswalk_from"],
        "When you planeswalk to ~ and at the beginning of your upkeep, draw a card.":
            ["planeswalk_to", "upkeep"],
        "When you encounter this phenomenon, draw a card.": ["encounter"],
        "Whenever you roll the planar die, draw a card.": ["roll_planar_die"],
        "When you set this scheme in motion, draw a card.": ["set_in_motion"],
    }
    for text, events in cases.items():
        kind, triggers = compile_paragraph(text, False)
        assert kind == "triggers"
        assert [t["when"] for t in triggers] == events, text


def test_variant_layouts_are_compiled_with_their_missing_paragraphs_named():
    """No silent drops: a plane with a paragraph the grammar can't read is partial, and the
    paragraph is named."""
    card = _compiled("Panopticon")
    assert card.status == "partial"
    assert [t["when"] for t in card.raw["triggers"]] == ["planeswalk_to", "chaos_ensues"]
    assert any("draw step" in m for m in card.missing)


# -- the compiled records played in their variants --------------------------------------------

@pytest.fixture
def compiled_only(monkeypatch):
    """Replace the hand-written definitions of the cards named by the compiled ones."""
    def use(*names: str) -> None:
        hand = dict(definitions.load_definitions())
        for name in names:
            hand[name] = definitions.compile_card(name, _compiled(name).raw, "compiled")
        monkeypatch.setattr(definitions, "load_definitions", lambda: hand)
        definitions._index.cache_clear()

    yield use
    definitions._index.cache_clear()


def test_311_7_compiled_krosa_chaos_adds_five_colours(compiled_only):
    compiled_only("Krosa", "Gavony")
    game = pc_game(("Krosa", "Gavony"))
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    walk_to(game, "Krosa")
    assert game.objects[planar_rules.face_up(game)[0][0]].card.source == "compiled"
    assert cont.toughness(game, game.objects[bear]) == 4  # 901.7: its static, in play
    planar_rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, ("yes",))
    assert game.players[0].mana_pool == (1, 1, 1, 1, 1, 0)


def test_902_7_compiled_urza_activates_from_the_command_zone(compiled_only):
    compiled_only("Urza")
    game = vg_game("Urza", "Serra")
    assert game.objects[vanguard(game, 0)].card.source == "compiled"
    to_main(game, 0)
    for _ in range(3):
        put(game, 0, "Mountain")
    life = game.players[1].life
    game.choose(("activate", vanguard(game, 0), 0))
    settle(game, ("target", "player", 1))
    assert game.players[1].life == life - 1


def test_701_25a_compiled_scheme_set_in_motion(compiled_only):
    from tests.variants.archenemy.helpers import ae_game, deck_with, names_on, scheme_in_motion

    compiled_only("Roots of All Evil")
    game = ae_game(players=2, schemes=deck_with("Roots of All Evil"))
    schemes = [o for o in game.objects.values() if o.card.name == "Roots of All Evil"]
    assert schemes and all(o.card.source == "compiled" for o in schemes)
    scheme_in_motion(game, "Roots of All Evil")
    assert names_on(game, 0).count("Saproling") == 5
