"""Every vanguard card (313) is implemented with a scenario test naming it, or listed with
the reason the engine can't run it yet; the shipped card data has all of them with their
hand and life modifiers (313.6, 313.7)."""

from __future__ import annotations

import re
from pathlib import Path

from casualmagic.cards.coverage import unimplementable
from casualmagic.cards.database import get_database
from casualmagic.variants.vanguard import rules

CARD_TESTS = Path(__file__).with_name("test_vanguard_cards.py")


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def _vanguards() -> list:
    return [r for r in get_database() if r.type_line.strip() == "Vanguard"]


def test_313_6_313_7_the_card_data_has_every_vanguard_with_its_modifiers():
    cards = _vanguards()
    assert len(cards) == 107
    assert all(r.hand_modifier is not None and r.life_modifier is not None for r in cards)


def test_313_every_vanguard_is_implemented_or_listed_with_a_reason():
    listed = unimplementable()
    implemented = set(rules.implemented_vanguards())
    assert len(implemented) >= 60
    for r in _vanguards():
        assert (r.name in implemented) != (r.name in listed), r.name
        if r.name in listed:
            assert listed[r.name].startswith("not yet: ")


def test_313_every_implemented_vanguard_has_a_scenario_test_naming_it():
    names = set(re.findall(r"^def test_([a-z0-9_]+)\(", CARD_TESTS.read_text(), re.M))
    for name in rules.implemented_vanguards():
        slug = _slug(name)
        assert any(t.startswith(slug + "_") for t in names), name
