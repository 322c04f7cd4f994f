"""The oracle-text compiler and the engine, "This spell costs {N} less to cast if you control a
[permanent]" / "… if you've cast another spell this turn" (CR 601.2f: the condition is
checked as the total cost is determined): ``costs_less_if``.  GOLDEN holds real cards whose
compiled definitions were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option

GOLDEN: dict[str, dict] = {
    # "This spell costs {2} less to cast if you control a Wizard.\nWizard's Lightning deals 3
    # damage to any target."
    "Wizard's Lightning": {
        "statics": [{"op": "costs_less_if", "amount": 2, "control": "Wizard",
                     "text": "This spell costs {2} less to cast if you control a Wizard."}],
        "spell": [{"do": "damage", "amount": 3, "to": 0}],
        "targets": ["any"],
    },
    # "This spell costs {1} less to cast if you control a Wizard.\nWhen this creature enters,
    # return target creature an opponent controls to its owner's hand."
    "Academy Journeymage": {
        "statics": [{"op": "costs_less_if", "amount": 1, "control": "Wizard",
                     "text": "This spell costs {1} less to cast if you control a Wizard."}],
        "triggers": [{"when": "enters", "effects": [{"do": "bounce", "what": 0}],
                      "targets": ["creature an opponent controls"],
                      "text": "When this creature enters, return target creature an opponent "
                              "controls to its owner's hand."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_601_2f_wizards_lightning_costs_less_with_a_wizard() -> None:
    s = Scenario()
    s.lands(0, "Mountain")
    bolt = s.hand(0, "Wizard's Lightning")[0]
    game = s.game
    assert not has_option(game, "cast", bolt)  # {2}{R} with one Mountain
    s.add(0, "Prodigal Sorcerer")  # a Human Wizard
    assert has_option(game, "cast", bolt)  # {R} now
    s.cast(0, "Wizard's Lightning", s.player(1))
    s.resolve()
    s.assert_life(1, 17)
    assert not any(game.objects[i].tapped is False for i in s.named(0, "Mountain"))


def test_601_2f_another_spell_this_turn() -> None:
    kind, statics = compile_paragraph(
        "This spell costs {1} less to cast if you've cast another spell this turn.", True)
    assert statics[0] == {"op": "costs_less_if", "amount": 1, "another_spell": True,
                          "text": "This spell costs {1} less to cast if you've cast another "
                                  "spell this turn."}


def test_601_2f_unread_permanent_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("This spell costs {1} less to cast if you control another Wizard.",
                          True)


def test_601_2f_another_spell_this_turn_in_a_game() -> None:
    """A made-up instant "costs {1} less to cast if you've cast another spell this turn": with
    only an Island left after Giant Growth, its {1}{U} is {U}."""
    from casualmagic.cards.compiler.build import compile_paragraphs
    from casualmagic.cards.definitions import compile_card
    from tests.scenario import put

    text = ("This spell costs {1} less to cast if you've cast another spell this turn.\n"
            "Draw a card.")
    fields, missing = compile_paragraphs("Test Insight", text, ("Instant",))
    assert not missing, missing
    card = compile_card("Test Insight", {"cost": "{1}{U}", "type": "Instant", "text": text,
                                         **fields}, "compiled")
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Forest", "Island")
    insight = put(s.game, 0, card, "hand")
    s.hand(0, "Giant Growth")
    s.cast(0, "Giant Growth", bears)
    s.resolve()
    assert has_option(s.game, "cast", insight)  # {U} with the Island left
