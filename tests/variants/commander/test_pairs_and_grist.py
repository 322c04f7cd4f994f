"""Who may be a commander, and which two together: a card that is a creature in the
command zone (903.3: Grist, the Hunger Tide), "Choose a Background" (702.124k) and
"Doctor's companion" (702.124m) — in deck checks and in game setup."""

from __future__ import annotations

from pathlib import Path

import pytest

from casualmagic.cards.database import get_database
from casualmagic.cards.definitions import card_by_name, compile_card
from casualmagic.core.options import GameOptions
from casualmagic.decks.parse import load_deck, parse_deck_text
from casualmagic.decks.validate import validate_deck
from casualmagic.engine.game import Game
from casualmagic.variants.commander import CommanderVariant
from casualmagic.variants.commander import designation as des

FIXTURES = Path(__file__).parent / "fixtures"


def errors(text: str, variant: str = "commander") -> list:
    return [p for p in validate_deck(parse_deck_text(text), variant) if p.is_error]


def two(a: str, b: str, basic: str) -> str:
    return f"Commander\n1 {a}\n1 {b}\n\nDeck\n98 {basic}\n"


def body(name: str):
    """A card with its real characteristics and text from the card database, without
    abilities (a designation fixture: the engine doesn't play these cards yet)."""
    face = get_database().get(name).faces[0]
    raw = {"cost": face.mana_cost or "", "type": face.type_line, "text": face.text}
    if face.power is not None:
        raw["pt"] = f"{face.power}/{face.toughness}"
    return compile_card(name, raw)


def setup(first: list, names: tuple[str, ...] = ()) -> Game:
    filler = [card_by_name("Forest")] * 40
    decks = [list(first) + filler, [card_by_name("Jerrard of the Closed Fist")] + filler]
    hooks = [CommanderVariant(commanders=(names, ()) if names else ())]
    game = Game.create(decks, seed=1, options=GameOptions(n_players=2), hooks=hooks)
    game.choose(("first", 0))  # the command zone is filled once the game starts (103.2c)
    return game


def in_command_zone(game: Game, seat: int) -> list[str]:
    return [game.objects[i].card.name for i in game.command if game.objects[i].owner == seat]


# -- 903.3: the card's characteristics in the command zone -----------------------------------

def test_903_3_grist_is_a_creature_outside_the_battlefield_so_a_legal_commander():
    assert errors("Commander\n1 Grist, the Hunger Tide\n\nDeck\n99 Swamp\n") == []
    assert des.is_creature_in_command_zone(get_database().get("Grist, the Hunger Tide"))
    assert not des.eligible(get_database().get("Jace Beleren"))  # a planeswalker only


def test_903_3_grist_becomes_the_commander_in_game_setup():
    game = setup([body("Grist, the Hunger Tide")])
    assert in_command_zone(game, 0) == ["Grist, the Hunger Tide"]


# -- 702.124k: Choose a Background ------------------------------------------------------------

def test_702_124k_a_commander_that_chooses_a_background_and_a_background():
    assert errors(two("Wilson, Refined Grizzly", "Candlekeep Sage", "Forest").replace(
        "98 Forest", "49 Forest\n49 Island")) == []


def test_702_124k_a_background_alone_or_with_another_commander_is_not_legal():
    alone = errors("Commander\n1 Candlekeep Sage\n\nDeck\n99 Island\n")
    assert [p.rule for p in alone] == ["702.124k"]
    other = errors(two("Jerrard of the Closed Fist", "Candlekeep Sage", "Forest"))
    assert "702.124k" in [p.rule for p in other]
    chooser_alone = two("Wilson, Refined Grizzly", "Jerrard of the Closed Fist", "Forest")
    assert [p.rule for p in errors(chooser_alone)] == ["702.124h"]


def test_702_124k_designated_in_game_setup_from_the_list_and_by_name():
    pair = [body("Wilson, Refined Grizzly"), body("Candlekeep Sage")]
    assert in_command_zone(setup(pair), 0) == ["Wilson, Refined Grizzly", "Candlekeep Sage"]
    named = setup(pair, ("Wilson, Refined Grizzly", "Candlekeep Sage"))
    assert in_command_zone(named, 0) == ["Wilson, Refined Grizzly", "Candlekeep Sage"]


def test_702_124k_a_background_beside_a_commander_without_the_ability_is_refused_at_setup():
    with pytest.raises(ValueError, match="702.124"):
        setup([card_by_name("Jerrard of the Closed Fist"), body("Candlekeep Sage")],
              ("Jerrard of the Closed Fist", "Candlekeep Sage"))
    only_first = setup([card_by_name("Jerrard of the Closed Fist"), body("Candlekeep Sage")])
    assert in_command_zone(only_first, 0) == ["Jerrard of the Closed Fist"]


# -- 702.124m: Doctor's companion ---------------------------------------------------------------

def test_702_124m_a_doctors_companion_and_a_time_lord_doctor():
    assert errors(two("Amy Pond", "The Eleventh Doctor", "Island")) == []
    assert errors(two("The Eleventh Doctor", "Amy Pond", "Island")) == []


def test_702_124m_not_with_another_creature_or_two_companions():
    assert [p.rule for p in errors(two("Amy Pond", "Yasmin Khan", "Mountain"))] == ["702.124h"]
    assert "702.124h" in [p.rule for p in errors(two("Amy Pond", "Jerrard of the Closed Fist",
                                                     "Island"))]


def test_702_124m_designated_in_game_setup():
    pair = [body("Amy Pond"), body("The Eleventh Doctor")]
    assert in_command_zone(setup(pair), 0) == ["Amy Pond", "The Eleventh Doctor"]


@pytest.mark.parametrize("deck", ["timey-wimey--who-2023.txt", "paradox-power--who-2023.txt"])
def test_702_124m_the_doctor_who_precons_are_legal(deck):
    """Two official decklists (Doctor Who, 2023) led by a Doctor and a companion."""
    found = [p for p in validate_deck(load_deck(FIXTURES / deck), "commander") if p.is_error]
    assert found == []
