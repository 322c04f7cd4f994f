"""A blocked creature whose controller may have it assign its combat damage as though it
weren't blocked (510.1b-c: a choice as damage is assigned), with compiled real cards
(engine/combat_unblocked.py, compiler/combat_restrictions.py)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_blockers, settle, to_blocks

UNBLOCKED = "May assign combat damage as though it weren't blocked"
GOLDEN: dict[str, dict] = {
    # "You may have this creature assign its combat damage as though it weren't blocked."
    "Thorn Elemental": {"keywords": [UNBLOCKED]},
    # "Flash / Enchant creature / Enchanted creature gets +3/+3. / Enchanted creature's
    # controller may have it assign its combat damage as though it weren't blocked."
    "Indomitable Might": {
        "enchant": "creature", "keywords": ["Flash"],
        "statics": [{"op": "pump_attached", "power": 3, "toughness": 3},
                    {"op": "grant_attached", "keywords": [UNBLOCKED],
                     "text": "Enchanted creature's controller may have it assign its combat "
                             "damage as though it weren't blocked."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_510_1_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _blocked(attacker: str, *blockers: str) -> tuple[Scenario, int, list[int]]:
    s = Scenario()
    a = s.add(0, attacker)
    bs = [s.add(1, b) for b in blockers]
    to_blocks(s.game, [a])
    declare_blockers(s.game, [(b, a) for b in bs])
    return s, a, bs


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_510_1b_thorn_elemental_may_assign_its_damage_to_the_player(answer: str) -> None:
    s, _, (bears,) = _blocked("Thorn Elemental", "Grizzly Bears")
    game = s.game
    while game.pending.kind == "priority":
        game.choose(("pass",))
    assert game.pending.kind == "may" and game.pending.rule == "510.1b"
    game.choose((answer,))
    settle(game)
    if answer == "yes":  # all 7 to the player; the Bears is dealt none (but deals its 2)
        s.assert_life(1, 13)
        assert bears in game.battlefield
    else:  # 510.1c: all of it to its one blocker
        s.assert_life(1, 20)
        assert bears not in game.battlefield


def test_510_1c_declining_divides_the_damage_among_the_blockers() -> None:
    s, _, (bears, elves) = _blocked("Thorn Elemental", "Grizzly Bears", "Llanowar Elves")
    game = s.game
    while game.pending.kind == "priority":
        game.choose(("pass",))
    game.choose(("no",))
    assert game.pending.kind == "assign"  # 510.1c: divided as its controller chooses
    settle(game, ("assign", 2, "object", bears), ("assign", 5, "object", elves))
    s.assert_life(1, 20)
    assert bears not in game.battlefield and elves not in game.battlefield


def test_510_1b_an_auras_grant_is_its_creatures_controllers_choice() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Indomitable Might")
    s.cast(0, "Indomitable Might")  # the Bears: its only legal target
    s.resolve()
    wall = s.add(1, "Wall of Stone")  # 0/8
    to_blocks(s.game, [bears])
    declare_blockers(s.game, [(wall, bears)])
    game = s.game
    while game.pending.kind == "priority":
        game.choose(("pass",))
    assert game.pending.kind == "may" and game.pending.player == 0
    game.choose(("yes",))
    settle(game)
    s.assert_life(1, 15)  # 5 damage: 2/2 with +3/+3
