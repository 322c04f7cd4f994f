"""The ``Rule`` citation type."""

from __future__ import annotations

import pickle

import pytest

from casualmagic.rules import Rule, UnknownRuleError


def test_rule_compares_and_hashes_like_its_number():
    rule = Rule("903.8")
    assert rule == "903.8" and "903.8" == rule and rule != "903.9"
    assert rule == Rule("903.8") and rule != Rule("903.9")
    assert {"903.8": "tax"}[rule] == "tax" and {rule: 1}["903.8"] == 1
    assert str(rule) == "903.8" and f"see rule {rule}" == "see rule 903.8"
    assert repr(rule) == "Rule('903.8')"
    assert rule != 903.8


def test_rule_text_title_and_parent():
    assert Rule("704.5a").text() == "If a player has 0 or less life, that player loses the game."
    assert Rule("704.5a").title == "State-Based Actions"
    assert Rule("903").title == "Commander" and Rule("903").text() == "Commander"
    assert Rule("9").title == "Casual Variants"
    assert Rule("704.5a").parent == "704.5" and Rule("704").parent == "7" and Rule("7").parent is None
    assert Rule("903.8").entry().number == "903.8"


def test_rule_is_frozen_small_and_picklable():
    rule = Rule("903.8")
    with pytest.raises(AttributeError):
        rule.number = "903.9"  # type: ignore[misc]
    assert not hasattr(rule, "__dict__")
    assert pickle.loads(pickle.dumps(rule)) == rule


def test_constructor_checks_the_shape_only():
    assert Rule("903.99").number == "903.99"  # well-formed; parse() checks existence
    for bad in ["hello", "903.8.", "90", "903.8A", " 903.8", "", "903.8ab"]:
        with pytest.raises(UnknownRuleError, match="not a rule number"):
            Rule(bad)


def test_parse_checks_the_rule_exists_and_normalises():
    assert Rule.parse("704.5A.") == "704.5a" and Rule.parse("CR 903.8") == "903.8"
    assert Rule.parse(Rule("903.8")) == "903.8"
    with pytest.raises(UnknownRuleError, match="no rule 903.99"):
        Rule.parse("903.99")
    assert Rule.parse("614.17a") == "614.17a"  # lost from the 2024 text, back in 2025
    with pytest.raises(ValueError):
        Rule.parse("hello")


def test_rules_sort_in_cr_order():
    numbers = ["704.10", "9", "704.5a", "704.5", "903", "100.1", "1", "704"]
    ordered = sorted((Rule(n) for n in numbers), key=Rule.sort_key)
    assert [str(r) for r in ordered] == ["1", "100.1", "704", "704.5", "704.5a", "704.10", "9",
                                         "903"]
