"""Amounts read from a permanent a cost sacrificed ("equal to the sacrificed artifact's mana
value", 608.2h) and from an earlier target of another card type ("where X is that artifact's
mana value") — compiled definitions checked by hand against the oracle text, then played
(compiler/sacrificed_amounts.py, compiler/effects.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_SACRIFICED_AMOUNTS: dict[str, dict] = {
    # "Trample / {3}{R}, Sacrifice an artifact: Bosh deals damage equal to the sacrificed
    # artifact's mana value to any target."
    "Bosh, Iron Golem": {
        "keywords": ["Trample"],
        "abilities": [{"cost": "{3}{R}, Sacrifice an artifact",
                       "effects": [{"do": "damage", "amount": "mana value of sacrificed artifact",
                                    "to": 0}],
                       "targets": ["any"],
                       "text": "{3}{R}, Sacrifice an artifact: ~ deals damage equal to the "
                               "sacrificed artifact's mana value to any target."}]},
    # "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness."
    "Diamond Valley": {
        "abilities": [{"cost": "{T}, Sacrifice a creature",
                       "effects": [{"do": "gain_life",
                                    "amount": "toughness of sacrificed creature"}],
                       "text": "{T}, Sacrifice a creature: You gain life equal to the sacrificed "
                               "creature's toughness."}]},
    # "Flying / {3}{R}: Destroy target artifact. This creature gets +X/+0 until end of turn,
    # where X is that artifact's mana value."
    "Hoard-Smelter Dragon": {
        "keywords": ["Flying"],
        "abilities": [{"cost": "{3}{R}",
                       "effects": [{"do": "destroy", "what": 0},
                                   {"do": "pump", "what": "self",
                                    "power": "mana value of target", "toughness": 0}],
                       "targets": ["artifact"],
                       "text": "{3}{R}: Destroy target artifact. This creature gets +X/+0 until "
                               "end of turn, where X is that artifact's mana value."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_SACRIFICED_AMOUNTS))
def test_608_2h_golden_sacrificed_amounts(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_SACRIFICED_AMOUNTS[name]


@pytest.mark.parametrize("para", [
    # the cost sacrifices no artifact: "the sacrificed artifact" names nothing
    "{3}{R}, Sacrifice a creature: ~ deals damage equal to the sacrificed artifact's mana "
    "value to any target.",
    "{T}: ~ deals damage equal to the sacrificed creature's power to any target.",
])
def test_608_2h_sacrificed_amount_needs_the_sacrifice(para: str) -> None:
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    with pytest.raises(CompileError):
        compile_paragraph(para, False)


def test_608_2h_bosh_deals_the_sacrificed_artifacts_mana_value() -> None:
    """Bosh sacrifices Wurmcoil Engine (mana value 6) and deals 6 damage to the opponent."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 4)
    bosh = s.add(0, "Bosh, Iron Golem")
    wurm = s.add(0, "Wurmcoil Engine")
    before = game.players[1].life
    game.choose(option(game, "activate", bosh, 0))
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        if d.kind == "target":
            game.choose(("target", "player", 1))
        elif any(o == ("sacrifice", wurm) for o in d.options):
            game.choose(("sacrifice", wurm))
        else:
            game.choose(0)
    s.resolve()
    settle(game)
    s.assert_life(1, before - 6)
    assert wurm not in game.battlefield


def test_608_2h_hoard_smelter_dragon_gets_the_destroyed_artifacts_mana_value() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 4)
    dragon = s.add(0, "Hoard-Smelter Dragon")
    coating = s.add(1, "Liquimetal Coating")  # mana value 2
    game.choose(option(game, "activate", dragon, 0))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(("target", "object", coating) if game.pending.kind == "target" else 0)
    s.resolve()
    assert coating not in game.battlefield
    assert cont.power(game, game.objects[dragon]) == 5 + 2
