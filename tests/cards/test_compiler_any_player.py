"""An activated ability any player may activate (602.2) and damage to each creature of a kind
and each player (120.3) — compiled definition checked by hand against the oracle text, then
played (compiler/any_player.py, compiler/target_words.py, engine/actions.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN1
from tests.scenario import Scenario, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_ANY_PLAYER: dict[str, dict] = {
    # "{2}: This creature deals 1 damage to each creature with flying and each player. Any
    # player may activate this ability."
    "Squallmonger": {
        "abilities": [{"cost": "{2}", "any_player": True, "effects": [
            {"do": "damage_each", "amount": 1, "filter": "creature with flying"},
            {"do": "damage_each_opponent", "amount": 1, "who": "each player"}],
            "text": "{2}: This creature deals 1 damage to each creature with flying and each "
                    "player. Any player may activate this ability."}]},
}


def test_precon_any_player_golden_card_compiles_as_checked_by_hand() -> None:
    card = compiled("Squallmonger")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_ANY_PLAYER["Squallmonger"]


def test_602_2_an_opponent_activates_squallmonger_and_controls_the_ability() -> None:
    s = Scenario()
    monger = s.add(0, "Squallmonger")
    bird = s.add(0, "Suntail Hawk")  # 1/1 flying
    bears = s.add(1, "Grizzly Bears")
    s.lands(1, "Island", "Island")
    game = s.game
    pass_until(game, MAIN1, 1)  # seat 1's turn: seat 1 may activate seat 0's Squallmonger
    assert ("activate", monger, 0) in game.pending.options
    game.choose(("activate", monger, 0))
    stack = game.stack[-1]
    assert game.objects[stack].controller == 1  # 602.2: the activating player controls it
    settle(game)
    s.assert_life(0, 19)
    s.assert_life(1, 19)
    assert bird not in game.battlefield and bears in game.battlefield
    assert sum(1 for o in game.permanents(1) if o.card.name == "Island" and o.tapped) == 2
