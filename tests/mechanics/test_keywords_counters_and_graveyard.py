"""Keyword abilities with +1/+1 counters and the graveyard (CR 702): soulshift (702.46),
renown (702.112), modular (702.43), evolve (702.100), devoid (702.114) — with real cards
compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import compile_paragraphs
from casualmagic.cards.definitions import compile_card
from casualmagic.core.state import ATTACKERS, MAIN2
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, pass_until, settle


@pytest.mark.parametrize("name,keywords", [
    ("Kami of Empty Graves", ["Soulshift 3"]), ("Knight of the Pilgrim's Road", ["Renown 1"]),
    ("Arcbound Worker", ["Modular 1"]), ("Arcbound Bruiser", ["Modular 3"]),
    ("Adaptive Snapjaw", ["Evolve"]),
])
def test_702_compiled_counter_keyword_cards_are_implemented(name, keywords):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == keywords


def test_702_46b_two_instances_stay_missing_rather_than_one():
    """Forked-Branch Garami's "Soulshift 4, soulshift 4": a keyword set would hold one
    instance, so the card is not implemented (no silent drop)."""
    assert compiled("Forked-Branch Garami").status != "implemented"
    fields, missing = compile_paragraphs("X", "Bushido 1\nBushido 1", ("Creature",))
    assert missing and fields["keywords"] == ["Bushido 1"]


def _counters(s, oid):
    return dict(s.game.objects[oid].counters).get("+1/+1", 0)


def test_702_46a_soulshift_returns_a_spirit_with_low_enough_mana_value():
    s = Scenario()
    kami = s.add(0, "Kami of Empty Graves")  # soulshift 3
    s.add(0, "Kami of Ancient Law", "graveyard")  # Spirit, mana value 2
    s.add(0, "Thousand-legged Kami", "graveyard")  # Spirit, mana value 8: not a legal target
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", kami)
    settle(s.game)  # the one legal target is chosen; "you may": yes (608.2d)
    s.assert_count(0, "Kami of Ancient Law", 1, "hand")
    s.assert_count(0, "Thousand-legged Kami", 1, "graveyard")
    assert any(e.rule == "608.2d" for e in s.game.events)


def test_702_46a_soulshift_may_be_declined():
    s = Scenario()
    kami = s.add(0, "Kami of Empty Graves")
    s.add(0, "Kami of Ancient Law", "graveyard")
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", kami)
    settle(s.game, ("no",))
    s.assert_count(0, "Kami of Ancient Law", 1, "graveyard")


def test_702_112a_renown_once():
    s = Scenario()
    knight = s.add(0, "Knight of the Pilgrim's Road")  # 3/2, renown 1
    game = s.game
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", knight, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    settle(game)
    assert _counters(s, knight) == 1
    assert game.objects[knight].get_info("renowned")
    assert any(e.kind == "renowned" and e.rule == "702.112b" for e in game.events)


def test_702_43a_modular_enters_with_counters_and_moves_them_when_it_dies():
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Arcbound Bruiser")
    s.cast(0, "Arcbound Bruiser")
    s.resolve()
    bruiser = s.in_zone(0, "Arcbound Bruiser", "battlefield")
    assert _counters(s, bruiser) == 3
    # an artifact creature to receive them (a fixture: put with its modular counter)
    worker = s.add(0, "Arcbound Worker", counters=(("+1/+1", 1),))
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", bruiser)
    settle(s.game, ("target", "object", worker))
    assert bruiser not in s.game.battlefield
    assert _counters(s, worker) == 4


def test_702_100a_evolve_when_a_bigger_creature_enters():
    s = Scenario()
    snapjaw = s.add(0, "Adaptive Snapjaw")  # 6/2, evolve
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears", "Centaur Courser")
    s.cast(0, "Grizzly Bears")  # 2/2: toughness equal, no trigger
    settle(s.game)
    assert _counters(s, snapjaw) == 0
    s.lands(0, "Forest", "Forest", "Forest")
    s.cast(0, "Centaur Courser")  # 3/3: greater toughness
    settle(s.game)
    assert _counters(s, snapjaw) == 1


def test_702_114a_devoid_is_colorless():
    fields, missing = compile_paragraphs("X", "Devoid\nFlying", ("Creature",))
    assert not missing and fields["keywords"] == ["Devoid", "Flying"]
    card = compile_card("Red Eldrazi", {"cost": "{1}{R}", "type": "Creature — Eldrazi",
                                        "pt": "2/2", "text": "Devoid\nFlying", **fields})
    assert card.colors == ()
    s = Scenario()
    oid = s.add(0, card)
    assert cont.colors_of(s.game, s.game.objects[oid]) == ()
    # a red creature can't block a red creature with intimidate; a devoid one isn't red
    boar = s.add(1, "Bladetusk Boar")
    from casualmagic.engine.combat import can_block_attacker
    assert not can_block_attacker(s.game, s.game.objects[oid], s.game.objects[boar])
