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


def _attack(notes, left=()):
    """Seat 0's Cogwork Tracker at its declare attackers step of a three-player game: the
    attack decision, or None when its one legal attack was declared without asking."""
    from casualmagic.core.state import ATTACKERS
    from tests.engine.helpers import pass_until

    game = cn_game([], [], [], notes=notes)
    to_main(game)
    tracker = put(game, 0, "Cogwork Tracker")
    for seat in left:
        game.player_w(seat).left = True
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority" and game.step < ATTACKERS:
        game.choose(("pass",))
    d = game.pending if game.pending.kind == "attack" else None
    return game, tracker, d


def test_905_2b_cogwork_tracker_attacks_a_player_you_noted_each_combat_if_able():
    """"This creature attacks a player you noted for cards named Cogwork Tracker each combat
    if able" (508.1d): the noted player is the only attack, and it is made."""
    game, tracker, d = _attack([{"seat": 0, "card": "Cogwork Tracker", "noted_seat": 2}])
    assert d is None and game.combat.attackers == ((tracker, ("player", 2)),)


def test_905_2b_cogwork_tracker_with_no_attackable_noted_player_attacks_anyone():
    """Another player's note, or a noted player who has left: it still "attacks each combat
    if able", any opponent."""
    game, tracker, d = _attack([{"seat": 1, "card": "Cogwork Tracker", "noted_seat": 2}])
    assert d.rule == "508.1d" and ("done",) not in d.options
    assert [o[3] for o in d.options if o[1] == tracker] == [1, 2]
    game, tracker, d = _attack([{"seat": 0, "card": "Cogwork Tracker", "noted_seat": 2}],
                               left=(2,))
    assert d is None and game.combat.attackers == ((tracker, ("player", 1)),)


def _peacekeeper(notes):
    game = cn_game([], [], notes=notes)
    to_main(game)
    put(game, 0, "Plains")
    keeper = put(game, 0, "Custodi Peacekeeper")
    return game, keeper, [put(game, 1, n) for n in ("Grizzly Bears", "Hill Giant",
                                                     "Cogwork Tracker")]


def test_905_2b_custodi_peacekeeper_taps_a_creature_with_power_up_to_the_noted_number():
    """"{W}, {T}: Tap target creature with power less than or equal to the highest number
    you noted for cards named Custodi Peacekeeper": noted 3, a 4/4 can't be targeted."""
    game, keeper, (bears, giant, tracker) = _peacekeeper(
        [{"seat": 0, "card": "Custodi Peacekeeper", "number": 3},
         {"seat": 1, "card": "Custodi Peacekeeper", "number": 8}])
    game.choose(("activate", keeper, 0))
    d = game.pending
    assert d.rule == "601.2c"
    assert {o[2] for o in d.options} == {keeper, bears, giant}  # not the 4/4 Tracker
    game.choose(("target", "object", giant))
    while game.stack or game.pending.kind != "priority":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert game.objects[giant].tapped and not game.objects[tracker].tapped


def test_905_2b_custodi_peacekeeper_with_no_creature_small_enough_cant_be_activated():
    """Nothing noted (0): no creature has power 0 or less, so no legal target (602.2b)."""
    game, keeper, _ = _peacekeeper([])
    assert not any(o[0] == "activate" and o[1] == keeper for o in game.pending.options)
