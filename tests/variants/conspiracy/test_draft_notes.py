"""905.2b: what players noted during the draft is referred to by abilities during the game
(Lurking Automaton, Pyretic Hunter, Garbage Fire), and any player may look at it."""

from __future__ import annotations

import pytest

from casualmagic.engine.draft_notes import highest_noted_number, noted_players
from tests.cards.test_card_behaviour import cast
from tests.engine.helpers import put, to_main
from tests.variants.conspiracy.helpers import cn_game

NOTES = [
    {"seat": 0, "card": "Lurking Automaton", "number": 3},
    {"seat": 0, "card": "Lurking Automaton", "number": 5},
    {"seat": 1, "card": "Lurking Automaton", "number": 9},
    {"seat": 0, "card": "Pyretic Hunter", "number": 4},
    {"seat": 0, "card": "Garbage Fire", "number": 2},
    {"seat": 0, "card": "Garbage Fire", "number": 3},
    {"seat": 1, "card": "Cogwork Tracker", "noted_seat": 0},
]


def _game(notes=NOTES, lands=("Mountain",) * 5):
    game = cn_game([], [], notes=notes)
    to_main(game)
    for land in lands:
        put(game, 0, land)
    return game


def _mine(game, name):
    return next(i for i in game.battlefield if game.objects[i].card.name == name)


def test_905_2b_the_game_keeps_each_players_notes():
    game = _game()
    assert highest_noted_number(game, 0, "Lurking Automaton") == 5
    assert highest_noted_number(game, 1, "Lurking Automaton") == 9
    assert highest_noted_number(game, 1, "Garbage Fire") == 0  # nothing noted: 0
    assert noted_players(game, 1, "Cogwork Tracker") == (0,)
    assert noted_players(game, 0, "Cogwork Tracker") == ()


def test_905_2b_notes_are_public_in_every_players_view():
    game = _game()
    for seat in (0, 1):
        notes = game.view(seat)["draft_notes"]
        assert {"seat": 1, "card": "Lurking Automaton", "number": 9} in notes
        assert {"seat": 1, "card": "Cogwork Tracker", "player": 0} in notes
        assert len(notes) == len(NOTES)


def test_905_2b_a_game_without_a_draft_has_no_notes_in_its_view():
    game = _game(notes=[])
    assert "draft_notes" not in game.view(0)


def test_905_2b_lurking_automaton_enters_with_the_highest_noted_number():
    """"This creature enters with X +1/+1 counters on it, where X is the highest number you
    noted for cards named Lurking Automaton" -- its controller's notes, not another's."""
    game = _game()
    cast(game, "Lurking Automaton")
    auto = _mine(game, "Lurking Automaton")
    assert game.objects[auto].counter("+1/+1") == 5


def test_905_2b_pyretic_hunter_enters_with_the_highest_noted_number_and_menace():
    game = _game()
    cast(game, "Pyretic Hunter")
    hunter = game.objects[_mine(game, "Pyretic Hunter")]
    assert hunter.counter("+1/+1") == 4 and "Menace" in hunter.card.keywords


def test_905_2b_lurking_automaton_with_nothing_noted_is_a_0_0_and_dies():
    """Put into a deck without being drafted (or noted for another player): X is 0."""
    game = _game(notes=[{"seat": 1, "card": "Lurking Automaton", "number": 9}])
    cast(game, "Lurking Automaton")
    assert "Lurking Automaton" in [game.objects[i].card.name for i in game.players[0].graveyard]


@pytest.mark.parametrize("toughness, dies", [(3, True), (4, False)])
def test_905_2b_garbage_fire_deals_the_highest_noted_number_of_damage(toughness, dies):
    game = _game()
    target = put(game, 1, "Hill Giant" if toughness == 3 else "Grizzly Bears")
    if toughness == 4:
        game.obj_w(target).counters = (("+1/+1", 2),)
    cast(game, "Garbage Fire", ("target", "object", target))
    if dies:
        assert target not in game.battlefield
    else:
        assert game.objects[target].damage == 3


def test_905_2b_a_note_for_a_seat_the_game_lacks_is_a_setup_error():
    from casualmagic import SetupError

    with pytest.raises(SetupError, match="905.2b"):
        cn_game([], [], notes=[{"seat": 5, "card": "Garbage Fire", "number": 1}])
    with pytest.raises(SetupError, match="905.2b"):
        cn_game([], [], notes=[{"seat": 0, "card": "Garbage Fire"}])
