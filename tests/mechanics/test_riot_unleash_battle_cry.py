"""Riot (702.136a) and unleash (702.98a): a choice made as the permanent enters (614.1c,
614.12), unleash's "can't block" while it has a +1/+1 counter (509.1b); battle cry (702.91a):
the other attackers get +1/+0 — each with a real card compiled from its oracle text (Frenzied
Arynx, Uncivil Unrest, Dead Reveler, Goblin Wardriver)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, BLOCKERS
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, has_option, pass_until, settle


@pytest.mark.parametrize("name,keyword", [("Frenzied Arynx", "Riot"), ("Dead Reveler", "Unleash"),
                                          ("Goblin Wardriver", "Battle cry")])
def test_702_136a_702_98a_702_91a_cards_compile(name, keyword):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert keyword in card.raw["keywords"]


def _cast(s, name, *lands, choice):
    s.lands(0, *lands)
    s.hand(0, name)
    s.cast(0, name)
    seen = []

    def pick(d):
        if d.rule in ("702.136a", "702.98a"):
            seen.append(d.options)
            return choice
        return None

    settle(s.game, pick=pick)
    assert seen, "no choice was asked as it entered"
    return s.in_zone(0, name, "battlefield")


def test_702_136a_riot_counter():
    s = Scenario()
    arynx = _cast(s, "Frenzied Arynx", "Mountain", "Mountain", "Forest", "Forest",
                  choice=("counter",))
    o = s.game.objects[arynx]
    assert o.counter("+1/+1") == 1 and not cont.has_keyword(s.game, o, "Haste")


def test_702_136a_riot_haste():
    s = Scenario()
    arynx = _cast(s, "Frenzied Arynx", "Mountain", "Mountain", "Forest", "Forest",
                  choice=("haste",))
    o = s.game.objects[arynx]
    assert o.counter("+1/+1") == 0 and cont.has_keyword(s.game, o, "Haste")


def test_702_136a_riot_granted_by_another_permanent():
    s = Scenario()
    s.add(0, "Uncivil Unrest")
    bears = _cast(s, "Grizzly Bears", "Forest", "Forest", choice=("counter",))
    assert s.game.objects[bears].counter("+1/+1") == 1


def _block_options(s, attacker_name, blocker):
    game = s.game
    attacker = s.add(1, attacker_name)
    pass_until(game, ATTACKERS - 1, 1)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    game.choose(("attack", attacker, "player", 0))
    done(game)
    while game.pending.kind == "priority" and game.step <= BLOCKERS:
        game.choose(("pass",))
    if game.pending.kind != "block":  # no creature could block: nothing was asked (509.1a)
        return False
    return has_option(game, "block", blocker, attacker)


def test_702_98a_unleashed_with_a_counter_it_cant_block():
    s = Scenario()
    reveler = _cast(s, "Dead Reveler", "Swamp", "Swamp", "Swamp", choice=("yes",))
    assert s.game.objects[reveler].counter("+1/+1") == 1
    assert not _block_options(s, "Grizzly Bears", reveler)


def test_702_98a_not_unleashed_it_can_block():
    s = Scenario()
    reveler = _cast(s, "Dead Reveler", "Swamp", "Swamp", "Swamp", choice=("no",))
    assert s.game.objects[reveler].counter("+1/+1") == 0
    assert _block_options(s, "Grizzly Bears", reveler)


def test_702_91a_battle_cry_pumps_the_other_attackers():
    s = Scenario()
    game = s.game
    cry = s.add(0, "Goblin Wardriver")
    bears = s.add(0, "Grizzly Bears")
    idle = s.add(0, "Grizzly Bears")
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    game.choose(("attack", cry, "player", 1))
    game.choose(("attack", bears, "player", 1))
    done(game)
    settle(game)
    ch = cont.characteristics
    assert (ch(game, game.objects[bears]).power, ch(game, game.objects[bears]).toughness) == (3, 2)
    assert ch(game, game.objects[cry]).power == 2  # "each other attacking creature"
    assert ch(game, game.objects[idle]).power == 2  # not attacking
    assert any(e.kind == "trigger" and "Battle cry" in e.data.get("ability", "")
               for e in game.events)
