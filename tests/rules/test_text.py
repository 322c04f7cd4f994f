"""The shipped Comprehensive Rules: parsing, lookup, subrules, glossary, search."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from casualmagic.rules import (
    EFFECTIVE,
    MissingRuleError,
    UnknownRuleError,
    glossary,
    lookup,
    search,
    subrules,
)
from casualmagic.rules.text import exists, missing_subrules, parse, raw_text

DATASET = Path(__file__).parent / "data" / "rules-dataset-excerpt.txt"


def _dataset_rows() -> list[tuple[str, str, list[str]]]:
    """Rows (number, text, examples) of the rules dataset excerpt (903.4f–905.6)."""
    lines = DATASET.read_text(encoding="utf-8").splitlines()
    body = lines[lines.index("__index_level_0__") + 4:]
    return [(body[i], body[i + 1], json.loads(body[i + 2])) for i in range(0, len(body) - 3, 4)]


def test_903_8_commander_tax_rule_text():
    entry = lookup("903.8")
    assert entry.kind == "rule" and entry.subrules == () and entry.examples == ()
    assert entry.text.startswith("A player may cast a commander they own from the command zone.")
    assert "commander tax" in entry.text


def test_704_5a_text():
    assert lookup("704.5a").text == "If a player has 0 or less life, that player loses the game."
    assert lookup("704.5a").kind == "subrule"


@pytest.mark.parametrize(("number", "text", "examples"), _dataset_rows())
def test_every_rule_of_the_dataset_excerpt_reads_the_same(number, text, examples):
    entry = lookup(number)
    assert entry.text == text
    assert list(entry.examples) == examples


def test_headings_sections_and_subrules():
    assert lookup("903").text == "Commander" and lookup("903").kind == "chapter"
    assert lookup("9").text == "Casual Variants" and lookup("9").kind == "section"
    assert lookup("9").subrules == ("900", "901", "902", "903", "904", "905")
    assert lookup("903.9").subrules == ("903.9a", "903.9b", "903.9c")
    deep = [e.number for e in subrules("903")]
    assert deep[:3] == ["903.1", "903.2", "903.3"] and "903.9c" in deep and deep[-1] == "903.13g"
    assert [e.number for e in subrules("903", deep=False)][-1] == "903.13"
    assert subrules("903.8") == []


def test_examples_stay_under_their_rule_without_their_label():
    (example,) = lookup("903.5c").examples
    assert example.startswith("Wort, the Raidmother is a legendary creature")
    assert all(not ex.startswith("Example") for ex in lookup("101.2").examples)


def test_901_4_is_read_although_its_number_runs_into_its_text():
    """The published text has ``901.4.All plane…``; the build script repairs it."""
    assert lookup("901.4").text.startswith("All plane and phenomenon cards remain in the command zone")
    assert "901.4" in lookup("901").subrules


def test_indented_continuation_lines_stay_with_their_rule():
    assert "Cards printed in sets prior to the Eighth Edition" in lookup("205.4c").text
    assert "A restriction may be created by an evasion ability" in lookup("509.1b").text
    assert lookup("509.1b").examples[0].startswith("An attacking creature with flying and shadow")


def test_510_1c_is_the_2025_text_without_damage_assignment_order():
    assert lookup("510.1c").text.endswith(
        "it assigns its combat damage to those creatures divided as its controller chooses among them.")
    (obsolete,) = search("damage assignment order", limit=None)
    assert obsolete.number == "Damage Assignment Order (Obsolete)"


def test_the_2025_text_has_no_lost_rules_and_gaps_still_say_so():
    from casualmagic.rules.text import load

    assert load().missing == frozenset()
    assert missing_subrules("702.11") == [] and missing_subrules("903.8") == []
    with pytest.raises(MissingRuleError, match="rule 100.1b .*not in the shipped text"):
        raise MissingRuleError("100.1b")


def test_unknown_numbers_are_clear_errors():
    with pytest.raises(UnknownRuleError, match="no rule 999.9 in the Comprehensive Rules"):
        lookup("999.9")
    with pytest.raises(UnknownRuleError, match="rule 903 has 903.1 to 903.13"):
        lookup("903.99")
    with pytest.raises(UnknownRuleError, match="not a rule number"):
        lookup("commander")
    assert issubclass(UnknownRuleError, ValueError) and issubclass(MissingRuleError, UnknownRuleError)


def test_numbers_are_normalised():
    assert lookup(" 704.5A. ").number == "704.5a"
    assert lookup("CR 903.8").number == "903.8" and lookup("rule 903.8").number == "903.8"
    assert exists("903.8") and not exists("903.99")


def test_glossary_terms_and_aliases():
    assert glossary("planeswalk") is not None and glossary("planeswalk").is_glossary
    assert "903.8" in glossary("Commander Tax").text
    assert glossary("your").number == "You, Your"  # "You, Your" is found by either word
    ability = glossary("ability")
    assert ability.text.splitlines()[0].startswith("1. Text on an object")
    assert glossary("no such term") is None


def test_search_finds_commander_tax_rule_and_glossary_entry_first():
    found = [e.number for e in search("commander tax")]
    assert found == ["Commander Tax", "903.8"]


def test_search_needs_every_word_ignores_case_and_quote_style():
    assert all("planar" in e.text.lower() and "die" in e.text.lower()
               for e in search("PLANAR DIE", limit=None) if not e.is_glossary)
    assert "901.9" in [e.number for e in search("planar die", limit=None)]
    curly = [e.number for e in search("commander’s color identity", limit=None)]
    straight = [e.number for e in search("commander's color identity", limit=None)]
    assert curly == straight and "702.124c" in curly
    assert search("commander zzqqxx") == []
    assert search("   ") == []


def test_search_limit_and_phrase_ranking():
    assert len(search("creature", limit=5)) == 5
    found = search("state-based actions", limit=None)
    assert found[0].number == "State-Based Actions"  # glossary entry named by the query
    assert found[1].number == "704"  # then the chapter of that title


def test_search_finds_glossary_only_terms():
    assert [e.number for e in search("wizardcycling")] == ["Wizardcycling"]


def test_parse_repeated_headings_keep_the_first_and_gaps_are_found():
    text = "1. Game Concepts\n\n100. General\n100.1. A.\n100.1a x\n100.1c z\nExample: e\n" \
           "100. General\n100.3. C.\n\nGlossary\n\nTerm\nDefinition.\n"
    parsed = parse(text)
    assert list(parsed.rules) == ["1", "100", "100.1", "100.1a", "100.1c", "100.3"]
    assert parsed.rules["100.1c"].examples == ("e",)
    assert parsed.missing == {"100.1b", "100.2"}
    assert parsed.glossary["term"].text == "Definition."


def test_the_text_is_package_data():
    text = raw_text()
    assert text.startswith("Magic: The Gathering Comprehensive Rules")
    assert text.splitlines()[1] == "These rules are effective as of February 7, 2025."
    assert EFFECTIVE == "2025-02-07"
    assert "Credits" not in text.splitlines() and "Contents" not in text.splitlines()


def test_shipped_copy_is_up_to_date_with_the_reference_texts():
    """``scripts/build_rules_data.py --check`` against the reference texts named by
    CASUALMAGIC_REFERENCE; skipped where that is not set."""
    import importlib.util
    import os

    reference = os.environ.get("CASUALMAGIC_REFERENCE")
    if not reference or not (Path(reference) / "MagicCompRules-2025-02-07.txt").exists():
        pytest.skip("reference texts not present (set CASUALMAGIC_REFERENCE)")

    root = Path(__file__).resolve().parents[2]
    script = root / "scripts" / "build_rules_data.py"
    spec = importlib.util.spec_from_file_location("build_rules_data", script)
    if spec is None or spec.loader is None:
        pytest.skip("no build script")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check", "--reference", reference]) == 0
