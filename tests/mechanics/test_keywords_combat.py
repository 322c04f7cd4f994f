"""Keyword abilities of combat (CR 702): evasion that restricts blocks (509.1b) and abilities
that trigger as blockers are declared (509.1i, 509.3) — each with the real cards that have
only that keyword, compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN2
from casualmagic.engine import continuous as cont
from tests.scenario import done, duel, has_option, pass_until, put, settle, to_blocks


def _attack(game, attacker):
    to_blocks(game, [attacker])


def _pt(game, oid):
    ch = cont.characteristics(game, game.objects[oid])
    return ch.power, ch.toughness


@pytest.mark.parametrize("name,keywords", [
    ("Shu Cavalry", ["Horsemanship"]), ("Bladetusk Boar", ["Intimidate"]),
    ("Benalish Cavalry", ["Flanking"]), ("Devoted Retainer", ["Bushido 1"]),
    ("Wolverine Pack", ["Rampage 2"]),
])
def test_702_compiled_combat_keyword_cards_are_implemented(name, keywords):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == keywords


def test_702_31b_horsemanship_blocked_only_by_horsemanship():
    game = duel()
    rider = put(game, 0, "Shu Cavalry")
    bear = put(game, 1, "Grizzly Bears")
    other = put(game, 1, "Shu Elite Companions")
    _attack(game, rider)
    assert not has_option(game, "block", bear, rider)
    assert has_option(game, "block", other, rider)


def test_702_31b_horsemanship_can_block_creature_without_it():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    rider = put(game, 1, "Shu Cavalry")
    _attack(game, bear)
    assert has_option(game, "block", rider, bear)


def test_702_13b_intimidate_blocked_by_artifact_or_same_color_creatures():
    game = duel()
    boar = put(game, 0, "Bladetusk Boar")  # red
    bear = put(game, 1, "Grizzly Bears")  # green
    goblin = put(game, 1, "Raging Goblin")  # red
    golem = put(game, 1, "Yotian Soldier")  # colorless artifact creature
    _attack(game, boar)
    assert not has_option(game, "block", bear, boar)
    assert has_option(game, "block", goblin, boar)
    assert has_option(game, "block", golem, boar)


def test_702_45a_bushido_triggers_when_blocking():
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    retainer = put(game, 1, "Devoted Retainer")  # 1/1, bushido 1
    _attack(game, bear)
    game.choose(("block", retainer, bear))
    done(game)
    settle(game)
    assert _pt(game, retainer) == (2, 2)
    assert any(e.kind == "pump" and e.data["object"] == retainer for e in game.events)


def test_702_45a_bushido_triggers_when_blocked():
    game = duel()
    enforcers = put(game, 0, "Samurai Enforcers")  # 4/4, bushido 2
    bear = put(game, 1, "Grizzly Bears")
    _attack(game, enforcers)
    game.choose(("block", bear, enforcers))
    done(game)
    settle(game)
    assert _pt(game, enforcers) == (6, 6)
    pass_until(game, MAIN2, 0)
    assert _pt(game, enforcers) == (6, 6)  # until end of turn


def test_702_25a_flanking_weakens_a_blocker_without_flanking():
    game = duel()
    cavalry = put(game, 0, "Benalish Cavalry")  # 2/2 flanking
    goblin = put(game, 1, "Raging Goblin")  # 1/1
    _attack(game, cavalry)
    game.choose(("block", goblin, cavalry))
    done(game)
    settle(game)
    assert goblin not in game.battlefield  # 0/0: put into the graveyard (704.5f)
    assert game.players[1].graveyard


def test_702_25a_flanking_does_not_trigger_for_a_blocker_with_flanking():
    game = duel()
    cavalry = put(game, 0, "Benalish Cavalry")
    other = put(game, 1, "Mtenda Herder")  # 1/1 flanking
    _attack(game, cavalry)
    game.choose(("block", other, cavalry))
    done(game)
    assert not game.waiting_triggers and not game.stack
    assert _pt(game, other) == (1, 1)


def test_702_23a_rampage_counts_blockers_beyond_the_first():
    game = duel()
    pack = put(game, 0, "Wolverine Pack")  # 2/4, rampage 2
    b1 = put(game, 1, "Grizzly Bears")
    b2 = put(game, 1, "Raging Goblin")
    b3 = put(game, 1, "Llanowar Elves")
    _attack(game, pack)
    for b in (b1, b2, b3):
        game.choose(("block", b, pack))
    done(game)
    settle(game)
    assert _pt(game, pack) == (6, 8)  # two blockers beyond the first: +4/+4


def test_702_23b_rampage_with_one_blocker_gives_nothing():
    game = duel()
    pack = put(game, 0, "Wolverine Pack")
    bear = put(game, 1, "Grizzly Bears")
    _attack(game, pack)
    game.choose(("block", bear, pack))
    done(game)
    settle(game)
    assert _pt(game, pack) == (2, 4)
