"""The oracle-text compiler and the engine, triggers of one blocker and one attacker: "Whenever
this creature blocks a creature [with flying]" (CR 509.3b) and "Whenever this creature
becomes blocked by a creature" (509.3d) trigger once for each such creature, "that creature"
being the other one; the filter is judged as blockers are declared (509.3f).  GOLDEN holds
real cards whose compiled definitions were checked by hand against their oracle text (shown
above each)."""

from __future__ import annotations

from typing import Any

import pytest

from casualmagic.core.state import BEGIN_COMBAT, BLOCKERS
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_blockers, done, pass_until, settle, to_blocks

GOLDEN: dict[str, dict] = {
    # "Reach\nWhenever this creature blocks a creature with flying, this creature gets +3/+0
    # until end of turn."
    "Ezuri's Archers": {
        "keywords": ["Reach"],
        "triggers": [{"when": "blocks_creature",
                      "effects": [{"do": "pump", "what": "self", "power": 3, "toughness": 0}],
                      "subject": "creature with flying",
                      "text": "Whenever this creature blocks a creature with flying, this "
                              "creature gets +3/+0 until end of turn."}],
    },
    # "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end
    # of turn."
    "Cave Tiger": {
        "triggers": [{"when": "becomes_blocked_by_creature",
                      "effects": [{"do": "pump", "what": "self", "power": 1, "toughness": 1}],
                      "text": "Whenever this creature becomes blocked by a creature, this "
                              "creature gets +1/+1 until end of turn."}],
    },
    # "Whenever this creature blocks or becomes blocked by a creature, this creature deals 1
    # damage to that creature."
    "Ashmouth Hound": {
        "triggers": [
            {"when": "blocks_creature", "effects": [{"do": "damage", "amount": 1, "to": "it"}],
             "text": "Whenever this creature blocks or becomes blocked by a creature, this "
                     "creature deals 1 damage to that creature."},
            {"when": "becomes_blocked_by_creature",
             "effects": [{"do": "damage", "amount": 1, "to": "it"}],
             "text": "Whenever this creature blocks or becomes blocked by a creature, this "
                     "creature deals 1 damage to that creature."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _declare(s: Scenario, attackers: list[int], blocks: list[tuple[int, int]]) -> Any:
    """Seat 0 attacks seat 1 with ``attackers``; seat 1 blocks (blocker, attacker)."""
    to_blocks(s.game, attackers)
    declare_blockers(s.game, blocks)
    return s.game


def test_509_3d_cave_tiger_gets_the_bonus_once_for_each_blocker() -> None:
    s = Scenario()
    tiger = s.add(0, "Cave Tiger")  # 2/2
    b1 = s.add(1, "Grizzly Bears")
    b2 = s.add(1, "Grizzly Bears")
    game = _declare(s, [tiger], [(b1, tiger), (b2, tiger)])
    settle(game)
    assert cont.power(game, game.objects[tiger]) == 4


def test_509_3b_ezuris_archers_only_for_a_creature_with_flying() -> None:
    s = Scenario(first=1)
    archers = s.add(0, "Ezuri's Archers")  # 1/2 reach
    game = s.game
    flyer = s.add(1, "Wind Drake")  # 2/2 flying
    pass_until(game, BEGIN_COMBAT, 1)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", flyer, "player", 0))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", archers, flyer))
    done(game)
    assert game.waiting_triggers or game.stack
    settle(game)
    assert cont.power(game, game.objects[archers]) == 4


def test_509_3b_ezuris_archers_blocking_a_ground_creature_does_not_trigger() -> None:
    s = Scenario(first=1)
    archers = s.add(0, "Ezuri's Archers")
    game = s.game
    bears = s.add(1, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 1)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bears, "player", 0))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("block", archers, bears))
    done(game)
    assert not game.waiting_triggers and not game.stack
    assert cont.power(game, game.objects[archers]) == 1


def test_509_3d_ashmouth_hound_damages_the_creature_blocking_it() -> None:
    s = Scenario()
    hound = s.add(0, "Ashmouth Hound")  # 2/1
    bears = s.add(1, "Grizzly Bears")
    game = _declare(s, [hound], [(bears, hound)])
    settle(game)
    assert game.objects[bears].damage == 1


# -- block requirements of an attacking creature (509.1c) ------------------------------------

LURE_GOLDEN: dict[str, dict] = {
    # "All creatures able to block this creature do so."
    "Elvish Bard": {"keywords": ["All creatures able to block it do so"]},
    # "This creature must be blocked if able."
    "Gaea's Protector": {"keywords": ["Must be blocked if able"]},
    # "Enchant creature\nAll creatures able to block enchanted creature do so."
    "Lure": {"enchant": "creature",
             "statics": [{"op": "grant_attached", "keywords": ["All creatures able to block it do so"],
                          "text": "All creatures able to block enchanted creature do so."}]},
}


@pytest.mark.parametrize("name", sorted(LURE_GOLDEN))
def test_golden_lure_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == LURE_GOLDEN[name]


def _to_blocks(s: Scenario, attacker: int) -> Any:
    to_blocks(s.game, [attacker])
    return s.game


def test_509_1c_all_creatures_able_to_block_it_must() -> None:
    """Elvish Bard attacks: each untapped creature of the defender must block it; one that
    can't (tapped) is not required to (509.1c asks only what is possible)."""
    s = Scenario()
    bard = s.add(0, "Elvish Bard")
    b1 = s.add(1, "Grizzly Bears")
    b2 = s.add(1, "Grizzly Bears")
    tapped = s.add(1, "Hill Giant")
    s.game.obj_w(tapped).tapped = True
    game = _to_blocks(s, bard)
    assert ("done",) not in game.pending.options
    assert ("block", tapped, bard) not in game.pending.options
    game.choose(("block", b1, bard))
    if game.pending.kind == "block":  # (with one legal addition left it is made for them)
        assert ("done",) not in game.pending.options
        game.choose(("block", b2, bard))
        done(game)
    assert sorted(game.combat.blocks) == sorted([(b1, bard), (b2, bard)])


def test_509_1c_must_be_blocked_if_able_needs_one_blocker() -> None:
    s = Scenario()
    protector = s.add(0, "Gaea's Protector")
    b1 = s.add(1, "Grizzly Bears")
    s.add(1, "Grizzly Bears")
    game = _to_blocks(s, protector)
    assert ("done",) not in game.pending.options
    game.choose(("block", b1, protector))
    assert ("done",) in game.pending.options  # one blocker is enough


def test_509_1c_must_be_blocked_with_no_able_blocker_is_no_requirement() -> None:
    s = Scenario()
    protector = s.add(0, "Gaea's Protector")
    tapped = s.add(1, "Grizzly Bears")
    s.game.obj_w(tapped).tapped = True
    game = s.game
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", protector, "player", 1))
    done(game)
    settle(game)
    assert game.step != BLOCKERS or game.pending.kind != "block" \
        or ("done",) in game.pending.options
