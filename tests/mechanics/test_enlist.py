"""Enlist (CR 702.154a-c): as the creature attacks, its controller may tap a nonattacking
creature they have controlled since the turn began; the reflexive trigger gives +X/+0, X the
tapped creature's power — with a real card compiled from its oracle text (Balduvian
Berserker)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, MAIN2
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, pass_until, settle


def test_702_154a_enlist_cards_compile():
    card = compiled("Balduvian Berserker")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Enlist"]


def _attack(s, *attackers):
    game = s.game
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    for a in attackers:
        game.choose(("attack", a, "player", 1))
    done(game)


def test_702_154a_enlist_taps_a_creature_and_adds_its_power():
    s = Scenario()
    game = s.game
    berserker = s.add(0, "Balduvian Berserker")  # 1/3
    ogre = s.add(0, "Gray Ogre")  # 2/2
    fresh = s.add(0, "Hill Giant", sick=True)  # came this turn: can't be enlisted
    bears = s.add(0, "Grizzly Bears")  # attacks too: can't be enlisted
    _attack(s, berserker, bears)
    d = game.pending
    assert d.rule == "702.154a"
    assert set(d.options) == {("enlist", ogre), ("no",)}
    assert fresh and ("enlist", berserker) not in d.options  # 702.154c
    game.choose(("enlist", ogre))
    assert game.objects[ogre].tapped
    settle(game)
    assert cont.characteristics(game, game.objects[berserker]).power == 3
    pass_until(game, MAIN2, 0)
    s.assert_life(1, 15)  # 3 + 2


def test_702_154a_enlist_declined_nothing_taps():
    s = Scenario()
    game = s.game
    berserker = s.add(0, "Balduvian Berserker")
    ogre = s.add(0, "Gray Ogre")
    _attack(s, berserker)
    game.choose(("no",))
    settle(game)
    assert not game.objects[ogre].tapped
    assert cont.characteristics(game, game.objects[berserker]).power == 1
