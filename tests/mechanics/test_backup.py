"""Backup (CR 702.165a): counters on the target, and the abilities printed below granted to
another creature until end of turn, with real cards compiled from their oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, pass_until, settle


def test_702_165a_backup_cards_are_implemented():
    for name in ("Boon-Bringer Valkyrie", "Bola Slinger", "Scorn-Blade Berserker"):
        card = compiled(name)
        assert card.status == "implemented", (name, card.missing)
        assert "Backup 1" in card.raw["keywords"]


def test_702_165a_a_static_ability_below_is_named_missing():
    card = compiled("Chomping Kavu")
    assert card.status == "partial"
    assert "backup grants only" in card.missing[0]


def _cast(s, name, lands, target):
    game = s.game
    s.lands(0, *lands)
    s.hand(0, name)
    s.cast(0, name)
    settle(game, pick=lambda d: ("target", "object", target) if d.kind == "target" else None)


def test_702_165a_backup_on_another_creature_grants_the_abilities_below():
    s = Scenario()
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    _cast(s, "Boon-Bringer Valkyrie", ["Plains"] * 5, bears)
    b = game.objects[bears]
    assert b.counter("+1/+1") == 1
    kws = cont.characteristics(game, b).keywords
    assert {"Flying", "First strike", "Lifelink"} <= kws
    valkyrie = s.in_zone(0, "Boon-Bringer Valkyrie", "battlefield")
    assert game.objects[valkyrie].counter("+1/+1") == 0
    assert any(e.kind == "backup" and e.rule == "702.165a" for e in game.events)


def test_702_165a_backup_on_itself_puts_only_counters():
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 5)
    s.hand(0, "Boon-Bringer Valkyrie")
    s.cast(0, "Boon-Bringer Valkyrie")
    settle(game)  # its only legal target: itself
    valkyrie = s.in_zone(0, "Boon-Bringer Valkyrie", "battlefield")
    assert game.objects[valkyrie].counter("+1/+1") == 1
    assert not any(e.kind == "backup" for e in game.events)


def test_702_165a_granted_attack_trigger_fires_for_the_target():
    s = Scenario()
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    foe = s.add(1, "Savannah Lions")
    _cast(s, "Bola Slinger", ["Plains"] * 4, bears)
    assert game.objects[bears].counter("+1/+1") == 1
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bears, "player", 1))
    done(game)
    settle(game, pick=lambda d: ("target", "object", foe) if d.kind == "target" else None)
    assert game.objects[foe].tapped  # "tap target artifact or creature an opponent controls"
