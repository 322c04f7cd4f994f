"""Commander and Brawl deck construction (CR 903.3–903.5, 903.12c–e, 702.124, 201.2–201.3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from casualmagic.cli import app
from casualmagic.decks.parse import load_deck, parse_deck_text
from casualmagic.decks.validate import validate_deck
from casualmagic.variants.commander.decks import BRAWL_DECKS, COMMANDER_DECKS, deck_path

FIXTURES = Path(__file__).parents[2] / "decks" / "fixtures"


def problems(text: str, variant: str = "commander") -> list:
    return [p for p in validate_deck(parse_deck_text(text), variant) if p.is_error]


def rules(text: str, variant: str = "commander") -> list[str]:
    return sorted(p.rule for p in problems(text, variant))


def commander_deck(commander: str, *cards: str, basics: str = "Forest") -> str:
    """A 100-card deck: ``commander``, ``cards`` and enough ``basics``."""
    n = 99 - len(cards)
    return "Commander\n1 " + commander + "\n\nDeck\n" + "".join(
        f"1 {c}\n" for c in cards) + f"{n} {basics}\n"


@pytest.mark.parametrize("name", COMMANDER_DECKS)
def test_shipped_commander_decks_are_legal(name):
    deck = load_deck(deck_path(name))
    assert [p for p in validate_deck(deck, "commander") if p.is_error] == []
    assert not [p for p in validate_deck(deck, "commander") if p.code == "engine-support"]


@pytest.mark.parametrize("name", BRAWL_DECKS)
def test_shipped_brawl_decks_are_legal(name):
    deck = load_deck(deck_path(name))
    assert [p for p in validate_deck(deck, "brawl") if p.is_error] == []


def test_903_5a_exactly_100_cards_including_the_commander():
    assert rules(commander_deck("Jerrard of the Closed Fist")) == []
    assert rules(commander_deck("Jerrard of the Closed Fist").replace("99 Forest", "98 Forest")) \
        == ["903.5a"]
    assert rules(commander_deck("Jerrard of the Closed Fist").replace("99 Forest", "100 Forest")) \
        == ["903.5a"]


def test_903_5b_singleton_except_basic_lands():
    assert rules(commander_deck("Jerrard of the Closed Fist", "Sol Ring", "Sol Ring")) == ["903.5b"]
    assert rules(commander_deck("Jerrard of the Closed Fist", "Relentless Rats",
                                "Relentless Rats")) == ["903.5c"]  # any number allowed; but black


def test_903_5b_201_3_interchangeable_names_are_the_same_name():
    deck = commander_deck("Jenara, Asura of War", "Fire", "Fire // Ice", basics="Island")
    found = problems(deck.replace("Jenara, Asura of War", "Kraum, Ludevic's Opus"))
    assert [p.rule for p in found] == ["903.5b"] and found[0].card == "Fire // Ice"


def test_903_5c_colour_identity_within_the_commanders():
    """The Wort, the Raidmother example of 903.5c: red and green only, or no colour."""
    wort = "Wort, the Raidmother"
    assert rules(commander_deck(wort, "Lightning Bolt", "Llanowar Elves", "Sol Ring",
                                "Boros Charm".replace("Boros Charm", "Gruul Charm"))) == []
    found = problems(commander_deck(wort, "Counterspell", "Lightning Helix"))
    assert [p.rule for p in found] == ["903.5c", "903.5c"]
    assert "Counterspell" in found[0].message and "U" in found[0].message


def test_903_5d_basic_land_types_only_of_the_commanders_colours():
    """The Wort example of 903.5d: Mountain and Forest types, not Plains, Island, Swamp."""
    wort = "Wort, the Raidmother"
    assert rules(commander_deck(wort, "Taiga", "Stomping Ground", basics="Mountain")) == []
    found = problems(commander_deck(wort, "Tropical Island", "Plains", basics="Mountain"))
    assert [p.rule for p in found] == ["903.5d", "903.5d"]
    assert {p.card for p in found} == {"Tropical Island", "Plains"}


def test_903_3_commander_must_be_a_legendary_creature():
    found = problems(commander_deck("Grizzly Bears"))
    assert [p.rule for p in found] == ["903.3"] and found[0].card == "Grizzly Bears"
    assert rules("Deck\n99 Forest\n1 Llanowar Elves\n") == ["903.3"]  # no commander at all


def test_903_3a_a_card_that_says_it_can_be_your_commander():
    assert rules(commander_deck("Teferi, Temporal Archmage", basics="Island")) == []
    assert rules(commander_deck("Jace Beleren", basics="Island")) == ["903.3a"]


def test_702_124_partners_may_be_two_commanders():
    two = "Commander\n1 Rograkh, Son of Rohgahh\n1 Ishai, Ojutai Dragonspeaker\n\nDeck\n98 Island\n"
    assert rules(two) == []
    with_ = "Commander\n1 Sylvia Brightspear\n1 Khorvath Brightflame\n\nDeck\n98 Plains\n"
    assert rules(with_) == []  # "partner with" each other (702.124j)
    mixed = "Commander\n1 Sylvia Brightspear\n1 Rograkh, Son of Rohgahh\n\nDeck\n98 Plains\n"
    assert rules(mixed) == ["702.124h"]  # 702.124f: different partner abilities
    none = "Commander\n1 Jerrard of the Closed Fist\n1 Wort, the Raidmother\n\nDeck\n98 Forest\n"
    assert rules(none) == ["702.124h"]


def test_903_12c_brawl_commander_may_be_a_legendary_planeswalker():
    deck = "Commander\n1 Jace Beleren\n\nDeck\n59 Island\n"
    assert rules(deck, "brawl") == []
    assert rules(deck.replace("Jace Beleren", "Divination"), "brawl") == ["903.12c"]


def test_903_12d_brawl_decks_have_exactly_60_cards():
    deck = "Commander\n1 Jace Beleren\n\nDeck\n58 Island\n"
    assert rules(deck, "brawl") == ["903.12d"]
    assert rules(deck.replace("58", "99"), "brawl") == ["903.12d"]


def test_903_12e_colourless_brawl_commander_may_have_basics_of_one_type():
    one = "Commander\n1 Karn, Silver Golem\n\nDeck\n59 Mountain\n"
    assert rules(one, "brawl") == []
    assert rules(one.replace("59 Mountain", "99 Mountain"), "commander") == ["903.5d"]
    two = "Commander\n1 Karn, Silver Golem\n\nDeck\n30 Mountain\n29 Forest\n"
    assert rules(two, "brawl") == ["903.12e"]


def test_201_2_unknown_card_is_named_with_a_suggestion():
    found = problems(commander_deck("Jerrard of the Closed Fist", "Llanowar Elvs"))
    assert [p.rule for p in found] == ["201.2"]
    assert "Llanowar Elvs" in found[0].message and "Llanowar Elves" in found[0].message


def test_known_but_unimplemented_card_is_a_separate_warning():
    deck = parse_deck_text(commander_deck("Wort, the Raidmother"))
    found = validate_deck(deck, "commander")
    assert [p.rule for p in found if p.is_error] == []
    warn = [p for p in found if p.code == "engine-support"]
    assert warn and warn[0].card == "Wort, the Raidmother" and warn[0].severity == "warning"


TEN_ERRORS = """Commander
1 Jerrard of the Closed Fist
1 Grizzly Bears

Deck
1 Sol Ring
1 Sol Ring
1 Lim-Dul's Vault
1 Lim-Dûl's Vault
1 Counterspell
1 Island
1 Tropical Island
1 Llanowar Elvs
80 Forest
"""


def test_ten_seeded_errors_are_all_listed_each_with_its_rule():
    found = problems(TEN_ERRORS)
    assert sorted(p.rule for p in found) == sorted([
        "903.3", "702.124h", "903.5b", "903.5b", "903.5c", "903.5c", "903.5d", "903.5d",
        "201.2", "903.5a"])
    assert {p.card for p in found if p.card} >= {"Grizzly Bears", "Sol Ring", "Lim-Dûl's Vault",
                                                 "Counterspell", "Island", "Tropical Island",
                                                 "Llanowar Elvs"}


def test_cli_validate_variant_commander_exit_codes(tmp_path: Path):
    runner = CliRunner()
    bad = tmp_path / "bad.txt"
    bad.write_text(TEN_ERRORS, encoding="utf-8")
    out = runner.invoke(app, ["validate", "--variant", "commander", str(bad)])
    assert out.exit_code == 1
    for rule in ("903.3", "702.124h", "903.5a", "903.5b", "903.5c", "903.5d", "201.2"):
        assert rule in out.stdout
    good = runner.invoke(app, ["validate", "--variant", "commander",
                               str(deck_path("commander-jerrard"))])
    assert good.exit_code == 0, good.stdout
    brawl = runner.invoke(app, ["validate", "--variant", "brawl", str(deck_path("brawl-jace"))])
    assert brawl.exit_code == 0, brawl.stdout


def test_mtgo_dek_keeps_the_commander_in_the_sideboard():
    deck = load_deck(FIXTURES / "mtgo-commander.dek")
    found = [p for p in validate_deck(deck, "commander") if p.is_error]
    assert not any(p.rule.startswith("903.3") for p in found)  # Atraxa read as the commander
    assert not any(p.rule == "903.5a" for p in found)  # 1 + 98 + 1 = 100


def test_arena_export_with_commander_section():
    deck = load_deck(FIXTURES / "arena-commander.txt")
    found = [p for p in validate_deck(deck, "commander") if p.is_error]
    assert not any(p.rule.startswith("903.3") for p in found)
    assert not any(p.code == "unchecked-section" for p in validate_deck(deck, "commander"))
