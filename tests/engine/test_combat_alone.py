"""Creatures that can't attack or block alone (506.5, 508.1c, 509.1b) and "Creatures with
power less than this creature's power can't block it" (509.1b), with compiled real cards
(engine/combat_alone.py, compiler/combat_restrictions.py)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import BEGIN_COMBAT, BLOCKERS
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_attackers, done, pass_until, to_blocks

GOLDEN: dict[str, dict] = {
    "Mogg Flunkies": {"keywords": ["Can't attack or block alone"]},  # "This creature can't
    # attack or block alone."
    "Raging Kronch": {"keywords": ["Can't attack alone"]},  # "This creature can't attack alone."
    "Craven Hulk": {"keywords": ["Can't block alone"]},  # "This creature can't block alone."
    # "Creatures with power less than this creature's power can't block it. / Undying"
    "Howlgeist": {"keywords": ["Can't be blocked by creatures with less power", "Undying"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_506_5_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _to_attacks(s: Scenario) -> None:
    pass_until(s.game, BEGIN_COMBAT, 0)
    s.game.choose(("pass",))
    s.game.choose(("pass",))
    assert s.game.pending.kind == "attack"


def _attackers(s: Scenario) -> set[int]:
    return {o[1] for o in s.game.pending.options if o[0] == "attack"}


def test_506_5_a_creature_that_cant_attack_alone_is_not_offered_alone() -> None:
    s = Scenario()
    s.add(0, "Mogg Flunkies")
    s.add(0, "Raging Kronch")
    pass_until(s.game, BEGIN_COMBAT, 0)
    s.game.choose(("pass",))
    s.game.choose(("pass",))
    # two creatures that each can't attack alone may attack together (506.5)
    assert s.game.pending.kind == "attack"
    assert len(_attackers(s)) == 2


def test_506_5_the_only_creature_that_could_attack_cant_attack_alone() -> None:
    s = Scenario()
    s.add(0, "Mogg Flunkies")
    s.add(0, "Grizzly Bears", sick=True)  # can't attack this turn (302.6): no partner
    pass_until(s.game, BEGIN_COMBAT, 0)
    s.game.choose(("pass",))
    s.game.choose(("pass",))
    assert s.game.pending is None or s.game.pending.kind != "attack"  # no attack to declare
    assert not s.game.combat.attackers


def test_508_1c_done_waits_for_a_partner_of_a_creature_that_cant_attack_alone() -> None:
    s = Scenario()
    flunkies = s.add(0, "Mogg Flunkies")
    bears = s.add(0, "Grizzly Bears")
    elves = s.add(0, "Llanowar Elves")
    _to_attacks(s)
    assert _attackers(s) == {flunkies, bears, elves} and ("done",) in s.game.pending.options
    s.game.choose(("attack", flunkies, "player", 1))
    assert ("done",) not in s.game.pending.options  # it would attack alone (506.5)
    assert _attackers(s) == {bears, elves}
    s.game.choose(("attack", bears, "player", 1))
    assert ("done",) in s.game.pending.options
    done(s.game)
    assert {a for a, _ in s.game.combat.attackers} == {flunkies, bears}


def test_508_1c_with_one_partner_declaring_the_creature_declares_the_partner_too() -> None:
    s = Scenario()
    flunkies = s.add(0, "Mogg Flunkies")
    bears = s.add(0, "Grizzly Bears")
    _to_attacks(s)
    s.game.choose(("attack", flunkies, "player", 1))  # then the Bears is the one legal way on
    assert {a for a, _ in s.game.combat.attackers} == {flunkies, bears}


def test_508_1c_the_partner_may_attack_alone() -> None:
    s = Scenario()
    s.add(0, "Raging Kronch")
    bears = s.add(0, "Grizzly Bears")
    _to_attacks(s)
    s.game.choose(("attack", bears, "player", 1))
    done(s.game)
    assert [a for a, _ in s.game.combat.attackers] == [bears]


def test_509_1b_a_creature_that_cant_block_alone_needs_another_blocker() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(1, "Craven Hulk")
    declare_attackers(s.game, [bears])
    s.game.choose(("pass",))
    s.game.choose(("pass",))
    # the Hulk is the defending player's only creature: it can't block (506.5), and "done"
    # is the one option (taken without asking)
    assert s.game.step == BLOCKERS and s.game.pending.kind == "priority"
    assert not s.game.combat.blocks
    s2 = Scenario()
    bears = s2.add(0, "Grizzly Bears")
    hulk = s2.add(1, "Craven Hulk")
    elves = s2.add(1, "Llanowar Elves")
    s2.add(1, "Savannah Lions")
    to_blocks(s2.game, [bears])
    s2.game.choose(("block", hulk, bears))
    assert ("done",) not in s2.game.pending.options  # the Hulk would block alone
    s2.game.choose(("block", elves, bears))
    done(s2.game)
    assert set(s2.game.combat.blocks) == {(hulk, bears), (elves, bears)}


def test_509_1b_creatures_with_less_power_cant_block_it() -> None:
    s = Scenario()
    geist = s.add(0, "Howlgeist")  # 4/2
    s.add(1, "Grizzly Bears")  # power 2 < 4: can't block it
    ogre = s.add(1, "Craw Wurm")  # power 6
    to_blocks(s.game, [geist])
    blockers = {o[1] for o in s.game.pending.options if o[0] == "block"}
    assert blockers == {ogre}
