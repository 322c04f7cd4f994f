"""Overload (CR 702.96a-b): compiled real cards cast for their overload cost."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle

GOLDEN = {
    "Vandalblast": {"overload": "{4}{R}", "spell": [{"do": "destroy", "what": 0}],
                    "targets": ["artifact you don't control"],
                    "overload_spell": [{"do": "destroy_all",
                                        "filter": "artifact you don't control"}]},
    "Mizzium Skin": {"overload": "{1}{U}", "overload_spell": [
        {"do": "pump_all", "filter": "creature you control", "power": 0, "toughness": 1,
         "keywords": ["Hexproof"]}]},
    "Street Spasm": {"overload": "{X}{X}{R}{R}", "overload_spell": [
        {"do": "damage_each", "amount": "X",
         "filter": "creature without flying you don't control"}]},
}


def test_702_96b_overload_compiles_the_text_with_each_for_target():
    for name, fields in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", card.missing
        for field, value in fields.items():
            assert card.raw[field] == value, (name, field, card.raw[field])


def test_702_96b_an_overload_whose_each_text_does_not_compile_stays_missing():
    card = compiled("Counterflux")
    assert any(m.startswith("Overload {1}{U}{U}{R}: the overloaded text") for m in card.missing)


def test_702_96a_vandalblast_overloaded_destroys_each_artifact_you_dont_control():
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 5)
    s.hand(0, "Vandalblast")
    mine = s.add(0, "Darksteel Relic")
    theirs = [s.add(1, "Ornithopter"), s.add(1, "Memnite")]
    game.choose(option(game, "cast", s.in_zone(0, "Vandalblast", "hand"), "overload"))
    settle(game)
    assert all(game.objects.get(i) is None or game.objects[i].zone != "battlefield"
               for i in theirs)
    assert mine in game.battlefield
    assert all(l_.tapped for l_ in game.permanents(0) if l_.card.name == "Mountain")


def test_702_96a_street_spasm_overloaded_reads_x():
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 6)
    s.hand(0, "Street Spasm")
    giant, bird = s.add(1, "Hill Giant"), s.add(1, "Ornithopter")
    bears = s.add(0, "Grizzly Bears")
    game.choose(option(game, "cast", s.in_zone(0, "Street Spasm", "hand"), "overload"))
    settle(game, pick=lambda d: ("x", 2) if d.kind == "x" else None)
    assert game.objects[giant].damage == 2 and game.objects[bird].damage == 0  # flying
    assert game.objects[bears].damage == 0  # yours
    assert cont.is_type(game, game.objects[giant], "Creature")
