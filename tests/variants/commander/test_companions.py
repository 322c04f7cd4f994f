"""Companions in Commander (702.139, 903.11) and what validation says it doesn't check."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from casualmagic.cli import app
from casualmagic.decks.parse import parse_deck_text
from casualmagic.decks.validate import validate_deck, verdict


def deck(commander: str, companion: str, basics: str, *cards: str) -> str:
    return (f"Commander\n1 {commander}\n\nCompanion\n1 {companion}\n\nDeck\n"
            + "".join(f"1 {c}\n" for c in cards) + f"{99 - len(cards)} {basics}\n")


def found(text: str) -> list:
    return validate_deck(parse_deck_text(text), "commander")


def rules(text: str) -> list[str]:
    return sorted(p.rule for p in found(text) if p.is_error)


def test_702_139b_the_companion_condition_counts_the_commander():
    """Keruga: "only cards with mana value 3 or greater and land cards" — every card of the
    99 fits, but the commander (mana value 2) is part of the starting deck too."""
    text = deck("Kinnan, Bonder Prodigy", "Keruga, the Macrosage", "Forest")
    assert rules(text) == ["702.139a"]
    assert "not fulfilled" in next(p.message for p in found(text) if p.rule == "702.139a")
    fits = deck("Tatyova, Benthic Druid", "Keruga, the Macrosage", "Forest")
    assert rules(fits) == []


def test_702_139a_the_condition_is_checked_against_the_99_as_well():
    text = deck("Tatyova, Benthic Druid", "Keruga, the Macrosage", "Forest", "Llanowar Elves")
    assert rules(text) == ["702.139a"]


def test_903_11_a_companion_outside_the_commanders_colour_identity_cant_be_brought_in():
    text = deck("Isamaru, Hound of Konda", "Lurrus of the Dream-Den", "Plains")
    assert rules(text) == ["903.11"]  # its condition is met: only Isamaru (1) and Plains
    assert "outside the commander's (W)" in next(p.message for p in found(text)
                                                  if p.rule == "903.11")


def test_702_139a_a_card_without_companion_is_not_a_companion():
    text = deck("Tatyova, Benthic Druid", "Llanowar Elves", "Forest")
    assert rules(text) == ["702.139a"]


def test_no_deck_is_called_legal_while_a_companion_condition_is_not_checked():
    """A companion whose condition validation doesn't know (an unofficial card) leaves the
    deck not fully checked: not legal, not illegal."""
    text = deck("Isamaru, Hound of Konda", "Treizeci, Sun of Serra", "Plains")
    said = verdict(found(text))
    assert not said.legal and said.word == "not fully checked"
    assert any("not checked" in m for m in said.not_checked)


def test_commanders_banned_list_is_outside_the_cr_and_said_to_be_not_checked(tmp_path: Path):
    text = "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Black Lotus\n98 Plains\n"
    problems = found(text)
    assert not any(p.is_error for p in problems)
    said = verdict(problems)
    assert said.legal and any("banned list" in n and "not checked" in n for n in said.notes)
    path = tmp_path / "lotus.txt"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(app, ["validate", "--variant", "commander", str(path)])
    assert "legal as commander by the Comprehensive Rules; its banned list is not checked" \
        in out.stdout
    assert "banned list is not part of the Comprehensive Rules" in out.stdout


def test_903_5b_seven_dwarves_message_reads_as_a_sentence():
    text = "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n8 Seven Dwarves\n91 Mountain\n"
    (p,) = [p for p in found(text) if p.rule == "903.5b"]
    assert p.message == "8 copies of Seven Dwarves: its text allows at most 7 in a deck"
