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
