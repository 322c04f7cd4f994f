"""CR 801.7, 801.10, 801.11: effects and triggers only reach within range of influence."""

from __future__ import annotations

from tests.engine.helpers import put
from tests.formats.helpers import format_game, to_main_of


def _six_range_one():
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    return game


def _cast_and_resolve(game, player: int, name: str, mana: str = "Mountain", lands: int = 2):
    for _ in range(lands):
        put(game, player, mana)
    spell = put(game, player, name, "hand")
    game.choose(("cast", spell))
    for _ in range(30):
        if spell not in game.stack and not any(game.objects[i].card.name == name
                                               for i in game.stack):
            return
        game.choose(("pass",) if ("pass",) in game.pending.options else game.pending.options[0])
    raise AssertionError(f"{name} never resolved")


def test_801_10_each_creature_means_each_creature_within_range():
    """The CR's own example: Pyroclasm deals 2 damage only to creatures of Alex and the
    players to either side of him."""
    game = _six_range_one()
    bears = {seat: put(game, seat, "Grizzly Bears") for seat in range(6)}
    _cast_and_resolve(game, 0, "Pyroclasm")
    dead = {seat for seat, oid in bears.items() if oid not in game.objects
            or game.objects[oid].zone != "battlefield"}
    assert dead == {0, 1, 5}


def test_801_7_a_trigger_event_outside_the_range_does_not_trigger():
    """Seat 0's Pyroclasm kills the bears of seats 0 and 1; seat 3's Blood Artist (range 1:
    seats 2-4) doesn't see those deaths."""
    game = _six_range_one()
    for seat in (0, 1):
        put(game, seat, "Grizzly Bears")
    artist = put(game, 3, "Blood Artist")
    before = len(game.events)
    _cast_and_resolve(game, 0, "Pyroclasm")
    assert artist in game.objects
    trig = [e for e in game.events[before:] if e.kind == "trigger"
            and e.data["card"] == "Blood Artist"]
    assert trig == []  # seats 0 and 1 are outside seat 3's range of influence


def test_801_7_a_trigger_event_within_the_range_triggers():
    game = _six_range_one()
    put(game, 1, "Grizzly Bears")
    put(game, 2, "Blood Artist")  # seat 2 (range: 1-3) is out of seat 0's reach
    before = len(game.events)
    _cast_and_resolve(game, 0, "Pyroclasm")
    trig = [e for e in game.events[before:] if e.kind == "trigger"
            and e.data["card"] == "Blood Artist"]
    assert len(trig) == 1 and trig[0].player == 2


def test_801_10_without_limited_range_each_creature_is_every_creature():
    game = format_game("ffa", 6)
    to_main_of(game, 0)
    bears = [put(game, seat, "Grizzly Bears") for seat in range(6)]
    _cast_and_resolve(game, 0, "Pyroclasm")
    assert all(b not in game.objects or game.objects[b].zone != "battlefield" for b in bears)
