"""Trigger heads read as a subject and an event (CR 603.1, compiler/triggers.py), the
intervening "if" clauses the engine reads (603.4), and what is refused with its reason (no
silent drops)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.compiler.triggers import condition, read_head


@pytest.mark.parametrize(
    "head, events, subject, whose",
    [
        ("When this creature enters", ("enters",), None, None),
        ("Whenever ~ attacks", ("attacks",), None, None),
        (
            "Whenever another creature you control enters",
            ("enters",),
            "another creature you control",
            "your",
        ),
        (
            "Whenever a nontoken creature you control dies",
            ("dies",),
            "nontoken creature you control",
            "your",
        ),
        (
            "Whenever a creature an opponent controls dies",
            ("dies",),
            "creature an opponent controls",
            "each",
        ),
        ("Whenever a Goblin you control attacks", ("attacks",), "Goblin you control", "your"),
        ("Whenever an artifact you control enters", ("enters",), "artifact you control", "your"),
        ("Whenever this creature enters or attacks", ("enters", "attacks"), None, None),
        ("Whenever this creature attacks or blocks", ("attacks", "blocks"), None, None),
        ("When this creature leaves the battlefield", ("leaves",), None, None),
        ("When this artifact is put into a graveyard from the battlefield",
     ("put_into_graveyard_from_battlefield",), None, None),
        ("Whenever equipped creature attacks", ("attacks",), "equipped creature", "each"),
        ("Whenever you cast a noncreature spell", ("you_cast",), "noncreature spell", None),
        (
            "Whenever an opponent casts a creature spell",
            ("cast",),
            "creature spell an opponent controls",
            None,
        ),
        ("Whenever a player casts a spell", ("cast",), "spell", None),
        ("Whenever you gain life", ("gain_life",), None, "you"),
        ("Whenever an opponent draws a card", ("draw",), None, "opponent"),
        ("Whenever you draw your second card each turn", ("second_draw_each_turn",), None, "you"),
        ("Whenever you attack", ("you_attack",), None, "you"),
        ("When you cycle this card", ("cycled",), None, "you"),
        (
            "Whenever one or more creatures you control deal combat damage to a player",
            ("creatures_deal_combat_damage_to_player",),
            None,
            None,
        ),
        ("At the beginning of your upkeep", ("upkeep",), None, "your"),
        ("At the beginning of each opponent's upkeep", ("upkeep",), None, "opponent"),
        ("At the beginning of the end step", ("end_step",), None, "each"),
        ("At the beginning of combat on your turn", ("beginning_of_combat",), None, "your"),
        (
            "At the beginning of each of your postcombat main phases",
            ("postcombat_main",),
            None,
            "your",
        ),
        ("At the beginning of your draw step", ("draw_step",), None, "your"),
    ],
)
def test_603_1_trigger_head_is_a_subject_and_an_event(head, events, subject, whose) -> None:
    heads = read_head(head)
    assert heads is not None and heads[-1].events == events
    assert heads[-1].subject == subject and heads[-1].whose == whose


def test_603_2_this_creature_or_another_is_two_abilities() -> None:
    """ "Whenever this creature or another creature you control dies": the object itself
    (which is no longer on the battlefield to watch the others, 603.10a) and the others."""
    heads = read_head("Whenever this creature or another creature you control dies")
    assert [(h.events, h.subject) for h in heads] == [
        (("dies",), None),
        (("dies",), "another creature you control"),
    ]


@pytest.mark.parametrize(
    "head",
    [
        "Whenever a Plain you control enters",  # not a subtype (205.3)
        "Whenever another creature you control becomes blocked",  # watched only on itself
        "Whenever you cast a spell that targets a creature you control",  # only this one
        "At the beginning of your postcombat main phases",
    ],
)
def test_603_1_heads_not_read_are_left_to_the_grammar(head: str) -> None:
    assert read_head(head) is None


@pytest.mark.parametrize(
    "text, want",
    [
        ("you control an artifact", "you control an artifact"),
        ("you control six or more lands", "you control six or more lands"),
        ("you control no creatures", "you control no creatures"),
        ("you control fewer than ten lands", "you control fewer than ten lands"),
        ("your life total is 10 or less", "your life total is 10 or less"),
        ("It's your turn", "it's your turn"),
        ("you control seven or more Plains", None),  # read as "Plain" by the engine: refused
        ("a creature died this turn", "a creature died this turn"),  # engine.turn_history
        ("an opponent cast two spells this turn", None),
    ],
)
def test_603_4_intervening_if_clauses_the_engine_reads(text: str, want: str | None) -> None:
    assert condition(text) == want


@pytest.mark.parametrize(
    "para, why",
    [
        (
            "Whenever a creature you control dies, return it to its owner's hand.",
            "'it' meaning an object that left the battlefield",
        ),
        (
            "At the beginning of your upkeep, this creature deals 1 damage to that player.",
            "'that player' with no player",
        ),
        (
            "At the beginning of your upkeep, if an opponent cast two spells this turn, draw a "
            "card.",
            "intervening 'if' clause",
        ),
        (
            "Whenever a creature an opponent controls enters, sacrifice it.",
            "'sacrifice it' outside",
        ),
        ("Whenever this creature attacks, destroy that creature.", "'that creature'"),
    ],
)
def test_603_1_what_is_not_read_says_why(para: str, why: str) -> None:
    with pytest.raises(CompileError, match=why):
        compile_paragraph(para, False)


def test_603_7c_it_is_the_object_the_event_was_about() -> None:
    """In "Whenever a creature you control attacks, it gets +1/+0", "it" is the attacker
    (``"it"``); in the object's own trigger, the object itself (``"self"``)."""
    _, other = compile_paragraph(
        "Whenever a creature you control attacks, it gets +1/+0 until end of turn.", False
    )
    _, own = compile_paragraph(
        "Whenever this creature attacks, it gets +1/+0 until end of turn.", False
    )
    assert other[0]["effects"][0]["what"] == "it"
    assert own[0]["effects"][0]["what"] == "self"


def test_603_2b_it_in_a_step_or_player_event_ability_is_the_object_itself() -> None:
    """"At the beginning of your upkeep, put a +1/+1 counter on it": the object whose
    ability it is, as the grammar's own step heads read it."""
    for para in ("At the beginning of each upkeep, put a +1/+1 counter on it.",
                 "Whenever you gain life, put a +1/+1 counter on it."):
        _, triggers = compile_paragraph(para, False)
        assert triggers[0]["effects"][0]["what"] == "self"


def test_118_12_you_may_pay_only_as_the_last_sentence() -> None:
    """Declining the payment skips the rest of the ability: "you may pay" must be the last
    instruction but its "If you do" one (608.2d)."""
    with pytest.raises(CompileError):
        compile_paragraph(
            "Whenever you cast a creature spell, you may pay {1}. If you do, draw "
            "a card. You gain 1 life.",
            False,
        )
