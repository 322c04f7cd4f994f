"""Proliferate (701.27a) as an instruction wherever an effect may stand: a spell's, a
trigger's, an activated ability's, and "[instruction], then proliferate." — compiled
definitions checked by hand against the oracle text, then played (compiler/proliferate.py,
the ``proliferate`` op of effects/counters.py)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN: dict[str, dict] = {
    # "Put a -1/-1 counter on target creature, then proliferate."
    "Grim Affliction": {"spell": [{"do": "add_counters", "what": 0, "kind": "-1/-1", "amount": 1},
                                  {"do": "proliferate"}],
                        "targets": ["creature"]},
    # "Proliferate. / Draw a card."
    "Steady Progress": {"spell": [{"do": "proliferate"}, {"do": "draw", "amount": 1}]},
    # "Flying / Whenever this creature deals combat damage to a player, proliferate."
    "Thrummingbird": {"keywords": ["Flying"],
                      "triggers": [{"when": "deals_combat_damage_to_player",
                                    "effects": [{"do": "proliferate"}],
                                    "text": "Whenever this creature deals combat damage to a "
                                            "player, proliferate."}]},
    # "When this artifact enters, put a -1/-1 counter on target creature. / {4}, {T}:
    # Proliferate."
    "Contagion Clasp": {
        "triggers": [{"when": "enters", "effects": [{"do": "add_counters", "what": 0,
                                                      "kind": "-1/-1", "amount": 1}],
                      "targets": ["creature"],
                      "text": "When this artifact enters, put a -1/-1 counter on target "
                              "creature."}],
        "abilities": [{"cost": "{4}, {T}", "effects": [{"do": "proliferate"}],
                       "text": "{4}, {T}: Proliferate."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_701_27_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_701_27a_grim_affliction_puts_a_counter_then_proliferates_the_chosen_ones() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp", "Swamp")
    ox = s.add(1, "Hill Giant")  # 3/3
    mine = s.add(0, "Grizzly Bears", counters=(("+1/+1", 1),))
    s.hand(0, "Grim Affliction")
    s.cast(0, "Grim Affliction", ox)
    # proliferate asks about each permanent with counters in turn: the Giant yes, mine no
    settle(game, pick=lambda d: None if d.rule != "701.27a" else
           ("yes",) if "Hill Giant" in d.prompt else ("no",))
    assert game.objects[ox].counter("-1/-1") == 2
    assert game.objects[mine].counter("+1/+1") == 1


def test_701_27a_steady_progress_may_choose_none() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    mine = s.add(0, "Grizzly Bears", counters=(("+1/+1", 2),))
    s.hand(0, "Steady Progress")
    s.cast(0, "Steady Progress")
    settle(game, pick=lambda d: ("no",) if d.rule == "701.27a" else None)
    assert game.objects[mine].counter("+1/+1") == 2
    assert len(game.players[0].hand) == 1  # and draws a card
