"""Validation against the real card database (skipped until it is importable)."""

from __future__ import annotations

from pathlib import Path

import pytest

from casualmagic.decks.parse import load_deck, parse_deck_text
from casualmagic.decks.validate import validate_deck

SHIPPED = Path(__file__).resolve().parents[2] / "casualmagic" / "decks" / "data"


@pytest.fixture(scope="module")
def real_db():
    database = pytest.importorskip("casualmagic.cards.database")
    return database.get_database()


def test_shipped_duel_decks_are_legal_limited_decks(real_db):
    for path in sorted(SHIPPED.glob("*.txt")):
        problems = validate_deck(load_deck(path), "limited", db=real_db)
        assert [p for p in problems if p.is_error] == [], path.name


def test_real_names_typos_and_split_cards(real_db):
    deck = parse_deck_text("56 Mountain\n1 Sol Rnig\n2 Fire/Ice\n1 Atraxa, Praetors’ Voice\n",
                           filename="deck.txt")
    problems = validate_deck(deck, db=real_db)
    unknown = [p for p in problems if p.code == "unknown-card"]
    assert [p.card for p in unknown] == ["Sol Rnig"] and "'Sol Ring'" in unknown[0].message
    assert not [p for p in problems if p.is_error and p.code != "unknown-card"]


def test_card_text_copy_limits_from_real_oracle_text(real_db):
    ok = parse_deck_text("30 Relentless Rats\n23 Swamp\n7 Seven Dwarves\n")
    assert [p for p in validate_deck(ok, db=real_db) if p.is_error] == []
    bad = parse_deck_text("52 Mountain\n8 Seven Dwarves\n")
    assert [p.rule for p in validate_deck(bad, db=real_db) if p.is_error] == ["100.2a"]
