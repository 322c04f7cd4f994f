"""The record model: type lines (CR 205), faces, names (201.3, 709.4a), mana value (202.3)."""

from __future__ import annotations

import dataclasses
import json
import lzma

import pytest

from casualmagic.cards.oracle import (
    CardFace,
    CardRecord,
    fold,
    is_basic_land,
    mana_value,
    parse_type_line,
    record_from_row,
)

from .conftest import REFERENCE


def test_205_type_line_parsing():
    assert parse_type_line("Legendary Creature — Elf Druid") == (
        ("Legendary",), ("Creature",), ("Elf", "Druid"))
    assert parse_type_line("Basic Snow Land — Forest") == (("Basic", "Snow"), ("Land",),
                                                          ("Forest",))
    assert parse_type_line("Kindred Instant — Elf") == ((), ("Kindred", "Instant"), ("Elf",))
    assert parse_type_line("Ongoing Scheme") == (("Ongoing",), ("Scheme",), ())


def test_311_3_a_planar_type_is_one_subtype_of_several_words():
    assert parse_type_line("Plane — Serra's Realm") == ((), ("Plane",), ("Serra's Realm",))


def test_205_type_lines_agree_with_the_source_lists():
    src = REFERENCE / "cards/oracle-cards.json.xz"
    if not src.exists():
        pytest.skip("reference card data not present")
    wrong = []
    for rec in json.load(lzma.open(src)):
        got = parse_type_line(rec["type"])
        want = (tuple(rec["supertypes"]), tuple(rec["types"]), tuple(rec["subtypes"]))
        if "Plane" in rec["types"]:
            want = (want[0], want[1], (" ".join(rec["subtypes"]),) if rec["subtypes"] else ())
        if got != want:
            wrong.append((rec["name"], rec["type"], got, want))
    assert not wrong, wrong[:10]


def test_records_are_frozen():
    rec = record_from_row({"n": "Sol Ring", "c": "{1}", "t": "Artifact", "x": "{T}: Add {C}{C}."})
    with pytest.raises(dataclasses.FrozenInstanceError):
        rec.name = "Sol Rings"  # type: ignore[misc]
    assert isinstance(rec.faces[0], CardFace)


def test_single_faced_record_fields():
    rec = record_from_row({"n": "Serra Angel", "c": "{3}{W}{W}", "t": "Creature — Angel",
                           "x": "Flying, vigilance", "p": "4", "d": "4", "i": "W",
                           "k": ["Flying", "Vigilance"]})
    assert (rec.mana_cost, rec.type_line, rec.types, rec.subtypes) == (
        "{3}{W}{W}", "Creature — Angel", ("Creature",), ("Angel",))
    assert (rec.power, rec.toughness, rec.mana_value, rec.keywords) == (
        "4", "4", 5, ("Flying", "Vigilance"))
    assert rec.face_names == () and rec.names == ("Serra Angel",)
    assert not rec.is_basic_land and rec.special_type is None


def test_205_4c_basic_lands():
    plains = record_from_row({"n": "Plains", "t": "Basic Land — Plains", "x": "({T}: Add {W}.)"})
    assert plains.is_basic_land and is_basic_land(plains)
    assert plains.land_type_colors == ("W",)  # 305.6


def test_multi_faced_record_and_face_names_709_4a():
    rec = record_from_row({"n": "Fire // Ice", "y": "split", "i": "UR", "F": [
        {"n": "Fire", "c": "{1}{R}", "t": "Instant", "x": "Fire deals 2 damage."},
        {"n": "Ice", "c": "{1}{U}", "t": "Instant", "x": "Tap target permanent.\nDraw a card."}]})
    assert rec.face_names == ("Fire", "Ice") and rec.names == ("Fire // Ice", "Fire", "Ice")
    assert rec.mana_value == 4 and rec.color_identity == ("U", "R")  # 709.4b
    assert "Draw a card" in rec.oracle_text and rec.is_complete


def test_712_8a_a_double_faced_card_has_its_front_face_mana_value():
    rec = record_from_row({"n": "A // B", "y": "modal_dfc", "F": [
        {"n": "A", "c": "{1}{B}", "t": "Creature — God"},
        {"n": "B", "c": "{5}{B}{R}", "t": "Legendary Planeswalker — Tibalt", "l": "5"}]})
    assert rec.mana_value == 2 and rec.faces[1].loyalty == "5"


def test_202_3_mana_value_helper():
    assert mana_value("{X}{R}") == 1 and mana_value("{2/W}{2/W}") == 4 and mana_value("") == 0
    assert mana_value("{Bacon}") == 0  # a joke symbol the parser can't read


def test_vanguard_modifiers_313_6_313_7():
    rec = record_from_row({"n": "Serra Angel Avatar", "y": "vanguard", "t": "Vanguard",
                           "x": "Whenever you cast a spell, you gain 2 life.", "h": 0, "lf": -1})
    assert (rec.hand_modifier, rec.life_modifier, rec.special_type) == (0, -1, "Vanguard")


def test_201_2a_reversible_card_has_the_name_of_its_faces():
    rec = record_from_row({"n": "Sol Ring // Sol Ring", "y": "reversible_card", "c": "{1}",
                           "t": "Artifact", "x": "{T}: Add {C}{C}."})
    assert rec.deck_name == "Sol Ring"


def test_fold_ignores_case_accents_quotes_and_spaces():
    assert fold("Lim-Dûl  the Necromancer") == "lim-dul the necromancer"
    assert fold("Æther Vial") == "aether vial" and fold("Urza’s Saga") == "urza's saga"


def test_unknown_face_is_marked():
    rec = CardRecord("Fire // Ice", "split", (CardFace("Fire", "{1}{R}"), CardFace("Ice", known=False)))
    assert not rec.is_complete and rec.mana_cost == "{1}{R} // ?"
