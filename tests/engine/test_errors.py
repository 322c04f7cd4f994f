"""Bad input gets a clear error naming the problem, never a traceback."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.cards.definitions import CardDefinitionError, load_file
from casualmagic.core.decisions import GameOverError, IllegalChoiceError


def test_illegal_choice_names_decision_rule_and_options():
    game = casualmagic.new_game(seed=1)
    with pytest.raises(IllegalChoiceError) as e:
        game.choose(("cast", 999))
    msg = str(e.value)
    assert "first_player" in msg and "103.1" in msg and "('first', 0)" in msg
    with pytest.raises(IllegalChoiceError):
        game.choose(7)
    # nothing was lost: the decision is still pending and can be answered
    game.choose(0)
    assert game.pending.kind == "mulligan"


def test_choice_after_game_over():
    game = casualmagic.new_game(seed=1)
    game.player_w(1).life = 0
    game.over = True
    with pytest.raises(GameOverError):
        game.choose(0)


def test_unknown_card_in_deck_is_named_with_suggestion():
    with pytest.raises(casualmagic.DeckError) as e:
        casualmagic.new_game(decks=[["Lightning Blot"] * 40, ["Island"] * 40])
    assert "Lightning Blot" in str(e.value) and "Lightning Bolt" in str(e.value)
    assert "seat 1" in str(e.value)


def test_play_refuses_unimplemented_cards_listing_them_all():
    deck = ["Chaos Orb", "Shahrazad", "Lightning Bolt", "Nonexistent Card"] + ["Mountain"] * 36
    with pytest.raises(casualmagic.DeckError) as e:
        casualmagic.new_game(decks=[deck, ["Island"] * 40])
    msg = str(e.value)
    assert "3 card(s)" in msg
    assert "Chaos Orb: a real card, not yet implemented" in msg and "Shahrazad" in msg
    assert "Nonexistent Card: unknown card" in msg


def test_allow_partial_plays_partly_implemented_cards():
    from casualmagic.cards.definitions import compile_card, load_definitions

    load_definitions()["Half Bear"] = compile_card("Half Bear", {
        "cost": "{1}{G}", "type": "Creature — Bear", "pt": "2/2", "text": "Ward {1}",
        "missing": ["Ward {1} (702.21)"]})
    try:
        deck = ["Half Bear"] * 4 + ["Forest"] * 36
        with pytest.raises(casualmagic.DeckError, match="--allow-partial"):
            casualmagic.new_game(decks=[deck, deck])
        assert casualmagic.new_game(decks=[deck, deck], allow_partial=True).pending is not None
    finally:
        del load_definitions()["Half Bear"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('["Bad"]\ntype = "Instant"\ntext = ""\nspell = [{do = "damag", amount = 3}]',
         "card 'Bad': field 'spell'[0]: unknown effect 'damag'"),
        ('["Bad"]\ncost = "{Q/Z}"\ntype = "Instant"\ntext = ""', "card 'Bad': field 'cost'"),
        ('["Bad"]\ntype = "Creature"\ntext = ""\npt = "2"', "field 'pt'"),
        ('["Bad"]\ntext = ""', "missing field 'type'"),
        ('["Bad"\ntype = 1', "not valid TOML"),
        ('["Bad"]\ntype = "Instant"\ntext = ""\ntargets = ["blue flurble"]\nspell = []',
         "cannot read 'flurble'"),
        ('["Bad"]\ntype = "Creature"\ntext = ""\nkeywords = ["Flyng"]', "unknown keyword"),
        ('["Bad"]\ntype = "Instant"\ntext = ""\nspell = [{do = "draw"}]', "needs the argument 'amount'"),
    ],
)
def test_bad_card_file_names_file_card_and_field(text, expected):
    with pytest.raises(CardDefinitionError) as e:
        load_file("mycards.toml", text)
    assert "mycards.toml" in str(e.value)
    assert expected in str(e.value)


def test_wrong_number_of_decks():
    with pytest.raises(casualmagic.DeckError):
        casualmagic.new_game(decks=["gruul-stompy"], players=2)
