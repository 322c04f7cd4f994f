"""Join forces (207.2c): each player, starting with you, may pay any amount of mana, the
total being X (608.2d, 107.3) — compiled definition checked by hand against the oracle text,
then played (compiler/join_forces.py, effects/join_forces.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_JOIN_FORCES: dict[str, dict] = {
    # "Join forces — Starting with you, each player may pay any amount of mana. Each player
    # creates X 1/1 white Soldier creature tokens, where X is the total amount of mana paid
    # this way."
    "Alliance of Arms": {
        "spell": [{"do": "join_forces"},
                  {"do": "create_token", "name": "Soldier", "types": "Creature — Soldier",
                   "colors": "W", "power": 1, "toughness": 1, "amount": "X",
                   "who": "each player"}]},
}


def test_precon_join_forces_golden_card_compiles_as_checked_by_hand() -> None:
    card = compiled("Alliance of Arms")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_JOIN_FORCES["Alliance of Arms"]


def test_608_2d_alliance_of_arms_each_player_pays_and_everyone_gets_the_total() -> None:
    s = Scenario(players=3)
    s.lands(0, "Plains", "Plains")
    s.lands(1, "Island", "Island")
    s.lands(2, "Mountain")
    s.hand(0, "Alliance of Arms")
    s.cast(0, "Alliance of Arms")
    game = s.game
    asked = []
    while game.pending.kind != "priority" or game.stack:
        d = game.pending
        if d.kind == "x":
            asked.append((d.player, d.options))
            game.choose(("decline",) if d.player == 2 else d.options[0])  # the most they can
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert [p for p, _ in asked] == [0, 1, 2]  # starting with you, in turn order (101.4)
    assert asked[0][1][0] == ("x", 1) and asked[1][1][0] == ("x", 2)
    for seat in range(3):
        s.assert_count(seat, "Soldier", 3)  # 1 + 2 + 0
