"""Connive (CR 701.47): real cards compiled from their oracle text, played in games."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine.primitives import sacrifice
from tests.scenario import Scenario, option, settle

GOLDEN = {
    "Hypnotic Grifter": {"abilities": [{"cost": "{3}", "text": (
        "{3}: This creature connives."), "effects": [{"do": "connive", "what": "self"}]}]},
    "Raffine's Informant": {"triggers": [{"when": "enters", "text": (
        "When this creature enters, it connives."), "effects": [
        {"do": "connive", "what": "self"}]}]},
}


def test_701_47a_connive_compiles_as_written():
    for name, fields in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", card.missing
        for field, value in fields.items():
            assert card.raw[field] == value, (name, field, card.raw[field])


def _grifter(library: list[str]) -> tuple[Scenario, int]:
    s = Scenario()
    game = s.game
    grifter = s.add(0, "Hypnotic Grifter")
    s.lands(0, *["Island"] * 3)
    lib = game.player_w(0)
    ids = [s.add(0, n, "library") for n in library]
    lib.library = (*ids, *(i for i in game.players[0].library if i not in ids))
    return s, grifter


def test_701_47a_connive_discarding_a_nonland_card_puts_a_counter():
    s, grifter = _grifter(["Lightning Bolt"])
    game = s.game
    s.hand(0, "Forest")
    game.choose(option(game, "activate", grifter))
    asked = []

    def discard_bolt(d):
        if d.kind == "discard":
            asked.append(d.rule)
            return next(o for o in d.options if game.objects[o[1]].card.name == "Lightning Bolt")
        return None

    settle(game, pick=discard_bolt)
    assert asked == ["701.47a"]  # the controller chose the discard
    assert game.objects[grifter].counter("+1/+1") == 1
    assert s.named(0, "Forest", "hand") and s.named(0, "Lightning Bolt", "graveyard")
    assert any(e.kind == "connive" and e.rule == "701.47b" for e in game.events)


def test_701_47a_connive_discarding_a_land_puts_no_counter():
    s, grifter = _grifter(["Lightning Bolt"])
    game = s.game
    s.hand(0, "Forest")
    game.choose(option(game, "activate", grifter))
    settle(game, pick=lambda d: next(
        (o for o in d.options if game.objects[o[1]].card.name == "Forest"), None)
        if d.kind == "discard" else None)
    assert game.objects[grifter].counter("+1/+1") == 0
    assert s.named(0, "Lightning Bolt", "hand")


def test_701_47a_it_connives_as_the_creature_enters():
    s = Scenario()
    game = s.game
    s.lands(0, "Plains", "Plains")
    s.hand(0, "Raffine's Informant", "Lightning Bolt")
    s.cast(0, "Raffine's Informant")
    settle(game, pick=lambda d: next((o for o in d.options if d.kind == "discard"
                                      and game.objects[o[1]].card.name == "Lightning Bolt"),
                                     None))
    informant = s.in_zone(0, "Raffine's Informant", "battlefield")
    assert game.objects[informant].counter("+1/+1") == 1  # a nonland card was discarded
    assert [e.data["object"] for e in game.events if e.kind == "connive"] == [informant]


def test_701_47c_a_conniving_permanent_that_left_still_connives_without_a_counter():
    s, grifter = _grifter(["Lightning Bolt"])
    game = s.game
    s.hand(0, "Shock")
    hand_before = len(game.players[0].hand)
    game.choose(option(game, "activate", grifter))
    sacrifice(game, grifter)  # gone before the ability resolves: its last known information
    settle(game)
    assert len(game.players[0].hand) == hand_before  # drew one, discarded one (701.47c)
    assert [e for e in game.events if e.kind == "connive"][-1].data == {
        "object": grifter, "nonland discarded": 1}
    assert grifter not in game.battlefield  # and no counter was put on anything
