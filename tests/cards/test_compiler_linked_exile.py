"""Linked abilities of exile and return (607.2a) and "another target" (115.1, 109.4):
Oblivion Ring's two triggered abilities — compiled definition checked by hand against the
oracle text, then played (compiler/linked_exile.py, compiler/target_words.py,
effects/linked_exile.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import card_by_name
from casualmagic.engine.primitives import move_object
from tests.scenario import Scenario, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_LINKED_EXILE: dict[str, dict] = {
    # "When this enchantment enters, exile another target nonland permanent. / When this
    # enchantment leaves the battlefield, return the exiled card to the battlefield under
    # its owner's control."
    "Oblivion Ring": {
        "triggers": [
            {"when": "enters", "effects": [{"do": "exile", "what": 0}],
             "targets": ["another nonland permanent"],
             "text": "When this enchantment enters, exile another target nonland permanent."},
            {"when": "leaves", "effects": [{"do": "return_exiled_with_this"}],
             "text": "When this enchantment leaves the battlefield, return the exiled card to "
                     "the battlefield under its owner's control."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_LINKED_EXILE))
def test_precon_linked_exile_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_LINKED_EXILE[name]


def test_607_2a_the_exiled_card_only_in_a_leaves_the_battlefield_trigger() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("{T}: Return the exiled card to the battlefield under its owner's "
                          "control.", False)


def _exiled(s: Scenario, name: str) -> int:
    return sum(1 for i in s.game.exile if s.game.objects[i].card.name == name)


def _ring_exiles_bears() -> tuple[Scenario, int]:
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains")
    s.add(1, "Grizzly Bears")
    s.hand(0, "Oblivion Ring")
    s.cast(0, "Oblivion Ring")
    settle(s.game)  # the only other nonland permanent: the Bears (109.4: not the Ring)
    assert _exiled(s, "Grizzly Bears") == 1
    return s, s.in_zone(0, "Oblivion Ring", "battlefield")


def test_607_2a_oblivion_ring_returns_the_card_it_exiled_when_it_leaves() -> None:
    s, ring = _ring_exiles_bears()
    s.lands(0, "Plains", "Plains")
    s.hand(0, "Disenchant")
    s.cast(0, "Disenchant")  # its only legal target: the Ring
    settle(s.game)
    s.assert_count(0, "Oblivion Ring", 1, "graveyard")
    assert _exiled(s, "Grizzly Bears") == 0
    s.assert_count(1, "Grizzly Bears", 1)
    assert s.game.objects[s.in_zone(1, "Grizzly Bears", "battlefield")].controller == 1


def test_607_2a_the_ring_leaving_first_leaves_the_card_exiled() -> None:
    """If the Ring leaves before its enters trigger resolves, its leaves trigger finds no
    exiled card, and the card exiled afterwards stays in exile (607.2a)."""
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains")
    s.add(1, "Grizzly Bears")
    s.hand(0, "Oblivion Ring")
    s.cast(0, "Oblivion Ring")
    game = s.game
    for _ in range(10):  # resolve the Ring itself; stop with its enters trigger waiting
        if any(game.objects[i].card.name != "Oblivion Ring" or game.objects[i].kind != "spell"
               for i in game.stack) or game.waiting_triggers:
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    ring = s.in_zone(0, "Oblivion Ring", "battlefield")
    move_object(game, ring, "graveyard", "destroy", "701.8a")  # a fixture: the Ring leaves
    settle(game)
    assert _exiled(s, "Grizzly Bears") == 1
    s.assert_count(1, "Grizzly Bears", 0)
