"""A spell's additional cost of any shape the casting rules pay (601.2f, 601.2h, 118.8):
sacrificing a permanent of a kind (701.17a), several of them, or paying life —
compiled definitions checked by hand against the oracle text, then played
(compiler/additional_costs.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.additional_costs import additional_cost_line
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option, option

GOLDEN: dict[str, dict] = {
    # "As an additional cost to cast this spell, sacrifice an artifact or creature. /
    # Artillerize deals 5 damage to any target."
    "Artillerize": {"additional_cost": "Sacrifice an artifact or creature",
                    "spell": [{"do": "damage", "amount": 5, "to": 0}], "targets": ["any"]},
    # "As an additional cost to cast this spell, sacrifice an artifact or creature. / Draw
    # two cards. / Flashback {4}{B}"
    "Eviscerator's Insight": {"additional_cost": "Sacrifice an artifact or creature",
                              "flashback": "{4}{B}", "spell": [{"do": "draw", "amount": 2}]},
    # "As an additional cost to cast this spell, sacrifice two creatures. / Destroy target
    # artifact."
    "Phyrexian Tribute": {"additional_cost": "Sacrifice two creatures",
                          "spell": [{"do": "destroy", "what": 0}], "targets": ["artifact"]},
    # "As an additional cost to cast this spell, sacrifice a permanent. / Exile target
    # artifact, creature, or enchantment."
    "Angelic Purge": {"additional_cost": "Sacrifice a permanent",
                      "spell": [{"do": "exile", "what": 0}],
                      "targets": ["artifact, creature, or enchantment"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_601_2f_additional_cost_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


@pytest.mark.parametrize("para", [
    "As an additional cost to cast this spell, discard a card at random.",  # no random discard
    "As an additional cost to cast this spell, sacrifice a creature or pay {3}.",  # a choice
    "As an additional cost to cast this spell, exile a creature card from your graveyard.",
    "As an additional cost to cast this spell, discard X cards.",
    "As an additional cost to cast this spell, sacrifice an artifact or creature with mana "
    "value X.",
])
def test_601_2f_a_cost_the_casting_rules_do_not_pay_is_not_read(para: str) -> None:
    assert additional_cost_line(para, True) is None


def test_601_2h_artillerize_sacrifices_an_artifact_or_creature_of_the_players_choice() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    ring = s.add(0, "Sol Ring")
    bears = s.add(0, "Grizzly Bears")
    s.add(0, "Forest")  # a land is neither: not a choice
    s.hand(0, "Artillerize")
    card = s.in_zone(0, "Artillerize", "hand")
    game.choose(option(game, "cast", card))
    while game.pending.kind != "sacrifice":
        d = game.pending
        game.choose(("target", "player", 1) if d.kind == "target" else 0)
    assert set(game.pending.options) == {("sacrifice", ring), ("sacrifice", bears)}
    game.choose(("sacrifice", bears))
    while game.pending.kind != "priority":
        game.choose(0)
    assert bears not in game.battlefield and ring in game.battlefield
    s.resolve()
    s.assert_life(1, 15)


def test_601_2h_no_artifact_or_creature_to_sacrifice_no_cast() -> None:
    s = Scenario()
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    card = s.hand(0, "Artillerize")[0]
    assert not has_option(s.game, "cast", card)  # 601.2h: the cost can't be paid
    s.add(0, "Ornithopter")
    assert has_option(s.game, "cast", card)


def test_601_2h_phyrexian_tribute_needs_two_creatures_and_takes_both() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp", "Swamp")
    first = s.add(0, "Grizzly Bears")
    s.add(1, "Sol Ring")
    card = s.hand(0, "Phyrexian Tribute")[0]
    assert not has_option(game, "cast", card)  # one creature: two must be sacrificed
    second = s.add(0, "Llanowar Elves")
    s.cast(0, "Phyrexian Tribute")  # the Sol Ring: its only legal target
    assert first not in game.battlefield and second not in game.battlefield
    s.resolve()
    s.assert_count(1, "Sol Ring", 0)
