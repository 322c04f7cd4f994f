"""Colour identity, CR 903.4, with the examples of the rules text and of the rules dataset.

The rules dataset (``rules-dataset-excerpt.txt`` of the reference data, CASUALMAGIC_REFERENCE) gives examples for
903.5c and 903.5d (Wort, the Raidmother); the CR text gives those of 903.4 (Bosh, Iron
Golem) and 903.4d (Civilized Scholar).  Each has a test named after its rule.
"""

from __future__ import annotations

import re

import pytest

from casualmagic.cards.identity import (
    cda_colors,
    color_identity,
    record_identity,
    strip_reminder_text,
)
from casualmagic.cards.oracle import CardFace, CardRecord, record_from_row

from .conftest import REFERENCE


def test_903_4_mana_symbols_in_rules_text_count():
    # 903.4 example: Bosh, Iron Golem ({8}; "{3}{R}, Sacrifice an artifact: ...") is red
    bosh = ("{8}", "Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage "
                   "equal to the sacrificed artifact's mana value to any target.", ())
    assert color_identity([bosh]) == ("R",)
    assert color_identity(bosh) == ("R",)  # one face given on its own


def test_903_4_identity_is_in_wubrg_order():
    assert color_identity([("{G}{W}{U}", "{R}: Regenerate. {B}: Draw.", ())]) == tuple("WUBRG")


def test_903_4a_identity_is_a_property_of_the_card_before_the_game():
    # established from the card alone (903.4a): a record carries it, computed once
    rec = record_from_row({"n": "Shock", "c": "{R}", "t": "Instant",
                           "x": "Shock deals 2 damage to any target.", "i": "R"})
    assert rec.color_identity == rec.computed_color_identity == ("R",)


def test_903_4c_reminder_text_ignored():
    # basic lands: "({T}: Add {G}.)" is reminder text, so the identity is colourless
    assert color_identity([(None, "({T}: Add {G}.)", ())]) == ()
    assert strip_reminder_text("Flying (This (nested) creature can't.)") == "Flying "
    # extort's reminder mentions {W/B}; the card's identity does not include it
    assert color_identity([("{1}{B}", "Extort (Whenever you cast a spell, you may pay {W/B}.)",
                            ())]) == ("B",)


def test_903_4c_symbols_outside_the_parentheses_still_count():
    # Murmuring Bosk: "({T}: Add {G}.)" is reminder text, "{T}: Add {W} or {B}." is not
    bosk = ("", "({T}: Add {G}.)\nAs this land enters, you may reveal a Treefolk card from "
                "your hand. If you don't, this land enters tapped.\n{T}: Add {W} or {B}. This "
                "land deals 1 damage to you.", ())
    assert color_identity([bosk]) == ("W", "B")


def test_903_4d_back_face_included():
    # 903.4d example: Civilized Scholar ({2}{U}) // Homicidal Brute (red colour indicator)
    scholar = CardFace("Civilized Scholar", "{2}{U}", text="{T}: Draw a card, then discard a "
                       "card.", color_indicator=())
    brute = CardFace("Homicidal Brute", "", text="At the beginning of your end step, if this "
                     "creature didn't attack this turn, tap this creature, then transform it.",
                     color_indicator=("R",))
    assert color_identity([scholar, brute]) == ("U", "R")
    rec = CardRecord("Civilized Scholar // Homicidal Brute", "transform", (scholar, brute))
    assert color_identity(rec) == ("U", "R")


def test_903_4d_meld_back_face_determines_nothing_712_4b():
    # 712.4b: the back face of a meld card, not melded, fails to determine characteristics
    dragon = CardFace("Phyrexian Dragon Engine", "{3}", text="Double strike", color_indicator=())
    mishra = CardFace("Mishra, Lost to Phyrexia", "", color_indicator=("B", "R"),
                      meld_back=True)
    rec = CardRecord("Phyrexian Dragon Engine // Mishra, Lost to Phyrexia", "meld",
                     (dragon, mishra))
    assert color_identity(rec) == ()


def test_903_4e_adventure_characteristics_included():
    # an adventurer card's Adventure is alternative characteristics (715.2)
    giant = CardFace("Beanstalk Giant", "{6}{G}", text="", color_indicator=())
    fertile = CardFace("Fertile Footsteps", "{2}{G}", text="Search your library for a basic "
                       "land card.", color_indicator=())
    assert color_identity([giant, fertile]) == ("G",)
    # a made-up blue Adventure shows that the alternative characteristics count
    assert color_identity([("{2}{R}", "", ()), ("{1}{U}", "Draw a card.", ())]) == ("U", "R")


def test_903_4e_flip_card_alternative_characteristics_included():
    # 710.1b: the flipped half's text is alternative characteristics
    assert color_identity([("{2}{B}", "", ()), (None, "{B}, {T}: Regenerate.", ()),
                           (None, "{G}: Untap.", ())]) == ("B", "G")


def test_709_4b_split_card_halves_both_count():
    fire = CardFace("Fire", "{1}{R}", type_line="Instant", types=("Instant",))
    ice = CardFace("Ice", "{1}{U}", type_line="Instant", types=("Instant",))
    rec = CardRecord("Fire // Ice", "split", (fire, ice))
    assert color_identity(rec) == ("U", "R")
    assert rec.mana_cost == "{1}{R} // {1}{U}" and rec.mana_value == 4  # 709.4b


def test_903_4_color_indicator_counts_204():
    assert color_identity([(None, "Suspend 4—{U}", ("U",))]) == ("U",)  # Ancestral Vision
    assert color_identity([("{0}", "First strike, menace, trample", ("R",))]) == ("R",)  # Rograkh


def test_903_4_characteristic_defining_ability_604_3():
    assert color_identity([("{4}", "Transguild Courier is all colors.", ())],
                          "Transguild Courier") == tuple("WUBRG")
    assert color_identity([(None, "This creature is blue and red.", ())]) == ("U", "R")
    # 201.5c: a legendary card may call itself by the part of its name before the comma
    assert cda_colors("Alrund is all colors.", ["Alrund, God of the Cosmos"]) == set("WUBRG")


def test_903_4_statements_about_other_objects_are_not_cdas_604_3a():
    assert color_identity([("{W}", "If that creature is black, exile it.", ())]) == ("W",)
    assert color_identity([("{B}", "All creatures are black.", ())]) == ("B",)
    assert color_identity([("{1}{G}", "Enchanted creature gets +3/+1 and is black.", ())]) \
        == ("G",)


def test_903_4_colourless_cda_does_not_remove_mana_symbols_702_114a():
    # Devoid (702.114a) and "Ghostfire is colorless." make the card colourless, but
    # 903.4 counts mana symbols, not colour
    assert color_identity([("{2}{R}", "Ghostfire is colorless.\nGhostfire deals 3 damage to "
                                      "any target.", ())], "Ghostfire") == ("R",)
    assert color_identity([("{3}{C}{B}", "Devoid (This card has no color.)", ())]) == ("B",)


def test_903_4_a_card_that_excludes_its_own_cda_from_its_identity():
    wayfarer = ("{3}{G}", "Fallaji Wayfarer is all colors. This ability doesn't affect its "
                          "color identity. (It can be in any deck whose commander's color "
                          "identity includes green.)", ())
    assert color_identity([wayfarer], "Fallaji Wayfarer") == ("G",)


def test_903_4_hybrid_and_phyrexian_symbols_count_all_their_colors():
    assert color_identity([("{2/W}", "", ())]) == ("W",)
    assert color_identity([("{B/P}", "", ())]) == ("B",)
    assert color_identity([("{G/U/P}", "", ())]) == ("U", "G")
    assert color_identity([("{1}", "{T}: Add {C}. {W/U}: Untap.", ())]) == ("W", "U")


def test_903_4_quoted_abilities_are_rules_text():
    # Peel Out: the Banana token's quoted ability is part of the card's rules text
    peel = ("{1}{G}", "Create a colorless artifact token named Banana with \"{T}, Sacrifice "
                      "this token: Add {R} or {G}. You gain 2 life.\"", ())
    assert color_identity([peel]) == ("R", "G")


def test_903_5c_wort_hybrid_identity():
    # 903.5c example: Wort, the Raidmother {4}{R/G}{R/G} has a red-green colour identity
    assert color_identity([("{4}{R/G}{R/G}", "", ())], "Wort, the Raidmother") == ("R", "G")


def test_903_5d_basic_land_types_restrict_beyond_identity():
    # 903.5d example: a Wort (RG) deck may include lands with the types Mountain and/or
    # Forest, not Plains, Island or Swamp.  Their identity is colourless (903.4c); the
    # record exposes the mana their land types produce (305.6) for 903.5d.
    taiga = record_from_row({"n": "Taiga", "t": "Land — Mountain Forest",
                             "x": "({T}: Add {R} or {G}.)", "i": "RG"})
    tundra = record_from_row({"n": "Tundra", "t": "Land — Plains Island",
                              "x": "({T}: Add {W} or {U}.)", "i": "WU"})
    assert taiga.color_identity == tundra.color_identity == ()
    assert set(taiga.land_type_colors) <= {"R", "G"}
    assert not set(tundra.land_type_colors) <= {"R", "G"}


def test_missing_face_uses_the_source_colours_903_4d():
    fire = CardFace("Fire", "{1}{R}", color_indicator=None)
    ice = CardFace("Ice", known=False)
    computed, used, note = record_identity((fire, ice), ("U", "R"), "Fire // Ice")
    assert computed == ("R",) and used == ("U", "R") and "lacks 'Ice'" in note


def test_unrecorded_colour_indicator_uses_the_source_colours_204():
    kobolds = CardFace("Crimson Kobolds", "{0}", types=("Creature",), color_indicator=None)
    assert record_identity((kobolds,), ("R",))[1:] == (
        ("R",), "204: the card data does not record colour indicators; the source's colours "
                "(R) are taken for 'Crimson Kobolds'")
    # with indicators known (an imported MTGJSON file) the computed identity stands
    known = CardFace("Crimson Kobolds", "{0}", types=("Creature",), color_indicator=())
    assert record_identity((known,), ("R",)) == ((), (), None)
    # a land has no hidden indicator to blame: 903.4c stands, 903.5d restricts it
    plains = CardFace("Plains", "", types=("Land",), subtypes=("Plains",),
                      text="({T}: Add {W}.)", color_indicator=None)
    assert record_identity((plains,), ("W",)) == ((), (), None)


def test_every_903_4_and_903_5_example_of_the_rules_dataset_has_a_test():
    excerpt = REFERENCE / "rules-dataset-excerpt.txt"
    if not excerpt.exists():
        pytest.skip("rules dataset excerpt not present")
    lines = excerpt.read_text(encoding="utf-8").splitlines()
    with_examples = []
    for i, line in enumerate(lines):
        if re.fullmatch(r"903\.[45][a-z]?", line.strip()) and i + 2 < len(lines):
            if lines[i + 2].strip().startswith('[ "'):
                with_examples.append(line.strip())
    assert with_examples, "the excerpt's layout changed"
    tests = {name for name in globals() if name.startswith("test_")}
    for rule in with_examples:
        prefix = "test_" + rule.replace(".", "_")
        assert any(t.startswith(prefix) for t in tests), f"no test for the example of {rule}"


def test_903_4_204_dryad_arbor_a_land_creature_is_green_by_its_colour_indicator():
    """The shipped data has no colour indicators: a land creature may have one (Dryad Arbor
    is green, 204), so the source's colour is taken; a land that isn't a creature gets no
    colour from its land type's reminder text (903.4c; 903.5d restricts it instead)."""
    from casualmagic.cards.database import get_database

    db = get_database()
    arbor = db.get("Dryad Arbor")
    assert arbor.color_identity == ("G",) and arbor.identity_note.startswith("204")
    assert db.get("Breeding Pool").color_identity == ()
    assert db.get("Forest").color_identity == ()


def test_204_the_build_takes_colour_indicators_from_the_source_where_present():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[2] / "scripts" / "build_card_db.py"
    spec = importlib.util.spec_from_file_location("build_card_db", path)
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    mtgjson = {"name": "Dryad Arbor", "type": "Land Creature — Forest Dryad",
               "colorIndicator": ["G"], "layout": "normal"}
    assert build.face(mtgjson)["ci"] == "G"
    assert build.face({"name": "Ancestral Vision", "color_indicator": ["U"]})["ci"] == "U"
    assert "ci" not in build.face({"name": "Forest", "type": "Basic Land — Forest"})
    assert build.has_indicators([mtgjson]) and not build.has_indicators([{"name": "Forest"}])
