"""A trap's alternative cost under a condition (118.9, 601.2b) and a token copy of the target
until the next end step (707.2, 603.7a) — compiled definition checked by hand against the
oracle text, then played (compiler/trap_costs.py, compiler/token_copies.py,
effects/token_creation.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.core.state import BEGIN_COMBAT, END
from tests.scenario import Scenario, done, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_TRAPS: dict[str, dict] = {
    # "If a white creature is attacking, you may pay {B}{B} rather than pay this spell's mana
    # cost. / Exile target attacking creature. Create a token that's a copy of that creature.
    # Exile it at the beginning of the next end step."
    "Nemesis Trap": {
        "trap": {"cost": "{B}{B}", "if": "a white creature is attacking"},
        "spell": [{"do": "exile", "what": 0},
                  {"do": "token_copy_exiled_at_end_step", "what": 0}],
        "targets": ["attacking creature"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_TRAPS))
def test_precon_trap_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_TRAPS[name]


def _attacked_by(attacker: str) -> tuple[Scenario, int, int]:
    s = Scenario(first=1)
    lion = s.add(1, attacker)
    s.lands(0, "Swamp", "Swamp")
    trap = s.hand(0, "Nemesis Trap")[0]
    game = s.game
    pass_until(game, BEGIN_COMBAT, 1)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", lion, "player", 0))
    done(game)
    while game.pending.player != 0 or game.pending.kind != "priority":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    return s, lion, trap


def test_118_9_nemesis_trap_costs_bb_while_a_white_creature_attacks() -> None:
    s, lion, trap = _attacked_by("Savannah Lions")
    game = s.game
    assert ("cast", trap, "trap") in game.pending.options
    game.choose(("cast", trap, "trap"))
    settle(game, ("target", "object", lion))
    assert not s.named(1, "Savannah Lions")
    copies = [o for o in game.permanents(0) if o.card.name == "Savannah Lions"]
    assert len(copies) == 1 and copies[0].card.is_token
    pass_until(game, END, 1)
    settle(game)
    assert not [o for o in game.permanents(0) if o.card.name == "Savannah Lions"]


def test_118_9_no_trap_cost_without_a_white_attacker() -> None:
    s, _, trap = _attacked_by("Grizzly Bears")
    assert ("cast", trap, "trap") not in s.game.pending.options


def test_precon_cobra_trap_golden_card_compiles_as_checked_by_hand() -> None:
    """"If a noncreature permanent under your control was destroyed this turn by a spell or
    ability an opponent controlled, you may pay {G} rather than pay this spell's mana cost. /
    Create four 1/1 green Snake creature tokens.\""""
    card = compiled("Cobra Trap")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == {
        "trap": {"cost": "{G}", "if": "a noncreature permanent under your control was "
                                      "destroyed this turn by a spell or ability an opponent "
                                      "controlled"},
        "spell": [{"do": "create_token", "name": "Snake", "types": "Creature — Snake",
                   "colors": "G", "power": 1, "toughness": 1, "amount": 4}]}


@pytest.mark.parametrize("by_opponent", [True, False])
def test_118_9_cobra_trap_after_an_opponent_destroys_your_artifact(by_opponent: bool) -> None:
    s = Scenario()
    ring = s.add(0, "Sol Ring")
    destroyer = 1 if by_opponent else 0
    s.lands(destroyer, "Plains", "Plains")
    s.lands(0, "Forest")
    s.hand(destroyer, "Disenchant")
    trap = s.hand(0, "Cobra Trap")[0]
    game = s.game
    if by_opponent:
        game.choose(("pass",))  # seat 1 gets priority in seat 0's main phase
    s.cast(destroyer, "Disenchant")  # its only legal target: the Sol Ring
    s.resolve()
    assert ring not in game.battlefield
    while game.pending.player != 0:
        game.choose(("pass",))
    assert (("cast", trap, "trap") in game.pending.options) == by_opponent
    if by_opponent:
        game.choose(("cast", trap, "trap"))
        settle(game)
        s.assert_count(0, "Snake", 4)
