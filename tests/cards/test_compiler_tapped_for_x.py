"""Tapping any number of one's Myr as the X of an attack trigger, then +X/+0 and X damage to
what the creature attacks (107.3, 701.26a, 508.1) — compiled definition checked by hand
against the oracle text, then played (compiler/tapped_for_x.py, effects/tapped_for_x.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import BEGIN_COMBAT
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, pass_until

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_TAPPED_FOR_X = {
    # "When this creature enters, create four 1/1 colorless Myr artifact creature tokens. /
    # Whenever this creature attacks, you may tap X untapped Myr you control. If you do, this
    # creature gets +X/+0 until end of turn and deals X damage to the player or planeswalker
    # it's attacking."
    "Myr Battlesphere": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "create_token", "name": "Myr",
                                   "types": "Artifact Creature — Myr", "colors": "",
                                   "power": 1, "toughness": 1, "amount": 4}],
                      "text": "When this creature enters, create four 1/1 colorless Myr "
                              "artifact creature tokens."},
                     {"when": "attacks",
                      "effects": [{"do": "tap_any_number_for_x", "filter": "Myr you control"},
                                  {"do": "pump", "what": "self", "power": "X", "toughness": 0},
                                  {"do": "damage_what_it_attacks", "amount": "X"}],
                      "text": "Whenever this creature attacks, you may tap X untapped Myr you "
                              "control. If you do, this creature gets +X/+0 until end of turn "
                              "and deals X damage to the player or planeswalker it's "
                              "attacking."}]},
}


def test_107_3_golden_myr_battlesphere() -> None:
    card = compiled("Myr Battlesphere")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_TAPPED_FOR_X["Myr Battlesphere"]


def test_107_3_myr_battlesphere_taps_two_myr_for_two() -> None:
    """Three Myr tokens; the controller taps two of them and stops: Battlesphere gets +2/+0
    and deals 2 damage to the defending player; the third Myr stays untapped."""
    s = Scenario()
    game = s.game
    sphere = s.add(0, "Myr Battlesphere")
    myr = [s.add(0, "Myr Retriever") for _ in range(3)]
    before = game.players[1].life
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", sphere, "player", 1))
    game.choose(("done",))
    chosen = 0
    for _ in range(50):
        d = game.pending
        if d is None:
            break
        if d.kind == "choose" and any(o[0] == "tap" for o in d.options):
            game.choose(("tap", myr[chosen]) if chosen < 2 else ("done",))
            chosen += 1
            continue
        if d.kind == "priority" and not game.stack:
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    o = game.objects[sphere]
    assert cont.power(game, o) == 4 + 2
    assert game.players[1].life == before - 2
    assert [game.objects[m].tapped for m in myr] == [True, True, False]
