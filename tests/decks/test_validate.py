"""Deck validation: generic checks, CR 100.2a/100.2b/100.4a, the validator registry."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from casualmagic.decks.model import DeckList
from casualmagic.decks.parse import parse_deck_text
from casualmagic.decks.validate import (
    DeckProblem,
    UnknownVariantError,
    copy_limit,
    register_validator,
    resolve_variant,
    unregister_validator,
    validate_deck,
)
from tests.decks.fakes import FakeDB

pytestmark = pytest.mark.usefixtures("engine_status")


def deck(text: str) -> DeckList:
    return parse_deck_text(text, filename="deck.txt")


def errors(problems: list[DeckProblem]) -> list[tuple[str, str]]:
    return [(p.rule, p.code) for p in problems if p.is_error]


def test_a_legal_constructed_deck_has_no_problems(db: FakeDB):
    assert validate_deck(deck("4 Lightning Bolt\n4 Shock\n52 Mountain\nSideboard\n4 Duress\n"),
                         db=db) == []


def test_100_2a_at_least_60_cards(db: FakeDB):
    (p,) = validate_deck(deck("4 Lightning Bolt\n55 Mountain\n"), db=db)
    assert (p.rule, p.code, p.severity) == ("100.2a", "deck-size", "error")
    assert p.message == "the deck has 59 cards; a constructed deck has at least 60"


def test_100_2a_at_most_four_copies(db: FakeDB):
    (p,) = validate_deck(deck("56 Mountain\n3 Shock\n2 Shock\n"), db=db)
    assert (p.rule, p.card, p.line, p.code) == ("100.2a", "Shock", 2, "copies")
    assert p.message == "5 copies of Shock: at most four of a card other than basic lands"


def test_100_4a_four_copies_count_deck_and_sideboard_together(db: FakeDB):
    (p,) = validate_deck(deck("57 Mountain\n3 Shock\nSideboard\n2 Shock\n"), db=db)
    assert p.rule == "100.4a"
    assert p.message == ("5 copies of Shock (3 in the deck, 2 in the sideboard): at most four of "
                         "a card other than basic lands")


def test_100_4a_at_most_fifteen_sideboard_cards(db: FakeDB):
    (p,) = validate_deck(deck("60 Mountain\nSideboard\n4 Shock\n4 Duress\n4 Counterspell\n"
                              "4 Lightning Bolt\n"), db=db)
    assert (p.rule, p.code, p.line) == ("100.4a", "sideboard-size", 3)
    assert "the sideboard has 16 cards" in p.message


def test_basic_lands_and_snow_basics_are_exempt(db: FakeDB):
    assert validate_deck(deck("30 Mountain\n30 Snow-Covered Mountain\n"), db=db) == []


def test_101_1_card_text_overrides_the_four_copy_limit(db: FakeDB):
    assert validate_deck(deck("30 Relentless Rats\n23 Mountain\n7 Seven Dwarves\n"), db=db) == []
    (p,) = validate_deck(deck("52 Mountain\n8 Seven Dwarves\n"), db=db)
    assert p.message == "8 copies of Seven Dwarves: its text allows at most 7"
    assert copy_limit(db.get("Mountain"), 1) is None and copy_limit(db.get("Shock"), 1) == 1


def test_201_3_names_of_one_card_count_together(db: FakeDB):
    """A face name and the full name are one card (counted by the database's name)."""
    (p,) = validate_deck(deck("55 Mountain\n3 Fire\n2 Fire // Ice\n"), db=db)
    assert p.card == "Fire // Ice" and p.message.startswith("5 copies of Fire // Ice")


def test_companion_counts_as_a_sideboard_card_once(db: FakeDB):
    arena = deck("Companion\n1 Lurrus of the Dream-Den\nDeck\n60 Mountain\nSideboard\n"
                 "1 Lurrus of the Dream-Den\n14 Forest\n")
    assert validate_deck(arena, db=db) == []
    alone = deck("Companion\n1 Lurrus of the Dream-Den\nDeck\n60 Mountain\nSideboard\n15 Forest\n")
    assert errors(validate_deck(alone, db=db)) == [("100.4a", "sideboard-size")]


def test_unknown_cards_are_errors_with_suggestions_and_lines(db: FakeDB):
    problems = validate_deck(deck("56 Mountain\n1 Sol Rnig\n3 Lightning Bolt\n1 Sol Rnig\n"
                                  "1 Zzyzx\n"), db=db)
    unknown = [p for p in problems if p.code == "unknown-card"]
    assert [(p.rule, p.card, p.line) for p in unknown] == [("201.2", "Sol Rnig", 2),
                                                          ("201.2", "Zzyzx", 5)]
    assert unknown[0].message == "unknown card 'Sol Rnig' — did you mean 'Sol Ring'? (also line 4)"
    assert unknown[1].message == "unknown card 'Zzyzx' — no card has that English name"


def test_unknown_maybeboard_cards_are_only_warnings(db: FakeDB):
    (p,) = validate_deck(deck("60 Mountain\nMaybeboard\n1 Lotus Petl\n"), db=db)
    assert p.severity == "warning" and p.message.endswith("(in the maybeboard)")


def test_unchecked_sections_are_warnings_not_silence(db: FakeDB):
    problems = validate_deck(deck("Commander\n1 Atraxa, Praetors' Voice\nDeck\n60 Forest\n"
                                  "Planes\n1 Academy at Tolaria West\n"), db=db)
    unchecked = [p for p in problems if p.code == "unchecked-section"]
    assert [(p.severity, p.rule) for p in unchecked] == [("warning", "100.2c"),
                                                         ("warning", "100.2d")]
    assert "commanders section (1 card) is not checked" in unchecked[0].message
    assert "--variant commander" in unchecked[0].message
    assert errors(problems) == [("201.2", "unknown-card")]  # the plane isn't in the fake db


def test_limited_100_2b(db: FakeDB):
    assert validate_deck(deck("17 Mountain\n23 Shock\nSideboard\n40 Duress\n"), "limited",
                         db=db) == []
    (p,) = validate_deck(deck("39 Mountain\n"), "limited", db=db)
    assert (p.rule, p.message) == ("100.2b", "the deck has 39 cards; a limited deck has at least 40")


def test_engine_support_is_a_warning(db: FakeDB, engine_status: dict):
    engine_status["Shock"] = ("partial", ["ability 2"])
    engine_status["Lightning Bolt"] = ("not yet implemented", [])
    problems = validate_deck(deck("52 Mountain\n4 Shock\n4 Lightning Bolt\n"), db=db)
    assert [(p.card, p.severity, p.rule, p.code) for p in problems] == [
        ("Shock", "warning", "", "engine-support"),
        ("Lightning Bolt", "warning", "", "engine-support")]
    assert problems[0].message == ("Shock is partial in the engine (ability 2): the deck can be "
                                   "checked but not played yet")


def test_engine_support_is_skipped_without_card_definitions(db: FakeDB,
                                                           monkeypatch: pytest.MonkeyPatch):
    import sys

    monkeypatch.setitem(sys.modules, "casualmagic.cards.definitions", None)  # ImportError
    assert validate_deck(deck("52 Mountain\n4 Shock\n4 Lightning Bolt\n"), db=db) == []


@pytest.fixture
def planar_validator() -> Iterator[None]:
    def planar(d: DeckList, db: object) -> list[DeckProblem]:
        n = d.count("planar")
        return [] if n >= 10 else [DeckProblem("901.3", f"the planar deck has {n} cards")]

    register_validator("testplanes", planar, supplement=True, sections=("planar",))
    yield
    unregister_validator("testplanes")


@pytest.mark.usefixtures("planar_validator")
def test_supplement_validators_combine_with_construction_rules(db: FakeDB):
    d = deck("60 Mountain\nPlanes\n3 Shock\n")
    assert errors(validate_deck(d, "constructed+testplanes", db=db)) == [("901.3", "")]
    assert errors(validate_deck(d, "testplanes", db=db)) == [("901.3", "")]  # + constructed
    assert [v.name for v in resolve_variant("testplanes")] == ["constructed", "testplanes"]
    assert [v.name for v in resolve_variant("Limited + TestPlanes")] == ["limited", "testplanes"]
    unchecked = [p for p in validate_deck(d, db=db) if p.code == "unchecked-section"]
    assert len(unchecked) == 1 and "planar section (3 cards)" in unchecked[0].message


def test_two_construction_rules_do_not_combine():
    with pytest.raises(ValueError, match="constructed and limited are both deck-construction"):
        resolve_variant("constructed+limited")


def test_unknown_variant_lists_the_known_ones(db: FakeDB):
    with pytest.raises(UnknownVariantError, match=r"unknown variant 'nope'.*known: .*constructed"):
        validate_deck(deck("60 Mountain\n"), "nope", db=db)
    with pytest.raises(UnknownVariantError):
        resolve_variant(" + ")


def test_registry_refuses_silent_replacement():
    def mine(d: DeckList, db: object) -> list[DeckProblem]:
        return []

    with pytest.raises(ValueError, match="already registered"):
        register_validator("constructed", mine)
    with pytest.raises(ValueError, match="bad variant name"):
        register_validator("a+b", mine)
    register_validator("testmine", mine)
    assert register_validator("testmine", mine) is mine  # the same function again: fine
    register_validator("testmine", lambda d, db: [], replace=True)
    unregister_validator("testmine")
