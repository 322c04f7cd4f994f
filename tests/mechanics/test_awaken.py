"""Awaken (CR 702.113a-b): compiled real cards cast for their awaken cost."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle

GOLDEN = {"Clutch of Currents": {"awaken": {"cost": "{4}{U}", "amount": 3},
                                 "spell": [{"do": "bounce", "what": 0}],
                                 "targets": ["creature"]}}


def test_702_113a_awaken_compiles_as_written():
    card = compiled("Clutch of Currents")
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN["Clutch of Currents"].items():
        assert card.raw[field] == value


def test_702_113a_awakened_land_becomes_a_0_0_elemental_creature_with_haste_and_counters():
    s = Scenario()
    game = s.game
    islands = s.lands(0, *["Island"] * 5)
    s.hand(0, "Clutch of Currents")
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")  # two creatures: the spell's target is asked
    land = islands[0]
    game.choose(option(game, "cast", s.in_zone(0, "Clutch of Currents", "hand"), "awaken"))
    targets = []

    def pick(d):
        if d.kind == "target":
            targets.append(d.options)
            want = ("target", "object", giant if len(targets) == 1 else land)
            return want if want in d.options else None
        return None

    settle(game, pick=pick)
    assert len(targets) == 2  # the spell's target, then the land (702.113b)
    assert s.named(1, "Hill Giant", "hand")
    o = game.objects[land]
    assert cont.is_type(game, o, "Creature") and cont.is_type(game, o, "Land")
    assert "Elemental" in cont.characteristics(game, o).subtypes
    assert cont.has_keyword(game, o, "Haste")
    assert (cont.power(game, o), cont.toughness(game, o)) == (3, 3)


def test_702_113b_cast_normally_no_land_is_targeted():
    s = Scenario()
    game = s.game
    s.lands(0, "Island")
    s.hand(0, "Clutch of Currents")
    s.add(1, "Hill Giant")
    s.cast(0, "Clutch of Currents")  # its only legal target, chosen (601.2c)
    s.resolve()
    assert s.named(1, "Hill Giant", "hand")
    assert not any(e.kind == "awaken" for e in game.events)
