"""Card definition files: oracle fields match the real card data; abilities load."""

from __future__ import annotations

import json
import lzma

import pytest

from casualmagic.cards.compiler.build import ABILITY_WORDS
from casualmagic.cards.definitions import compile_card, load_definitions

from .conftest import REFERENCE as REFERENCE_DIR

REFERENCE = REFERENCE_DIR / "cards/oracle-cards.json.xz"


@pytest.fixture(scope="module")
def oracle() -> dict[str, dict]:
    if not REFERENCE.exists():
        pytest.skip("reference card data not present")
    return {r["name"]: r for r in json.load(lzma.open(REFERENCE))}


def test_starter_pool_has_at_least_40_distinct_real_cards():
    assert len(load_definitions()) >= 40


def test_every_definition_matches_its_oracle_record(oracle):
    for name, card in load_definitions().items():
        rec = oracle.get(name)
        assert rec is not None, f"{name} is not a real card"
        assert card.text == (rec["text"] or ""), name
        assert str(card.mana_cost) == (rec["manaCost"] or ""), name
        assert card.type_line == rec["type"], name
        if rec["power"] is not None and rec["power"].isdigit():
            assert (card.power, card.toughness) == (int(rec["power"]), int(rec["toughness"])), name
        kws = {k for k in (rec["keywords"] or []) if k not in ("Scry", "Surveil", "Enchant", "Equip", "Mill",
                                                                 "Double",
                                                                 # keyword actions / predefined tokens,
                                                                 # effect ops
                                                                 "Food", "Treasure", "Investigate",
                                                                 "Explore",
                                                                 # keyword actions, effect ops
                                                                 # (planes: casting, 701.55, 701.29)
                                                                 "Discover", "Detain",
                                                                 # read from the oracle text by the
                                                                 # conspiracy variant (702.106)
                                                                 "Hidden agenda", "Double agenda")
                and k.lower() not in ABILITY_WORDS}  # 207.2c: no rules meaning
        if {"Plane", "Phenomenon"} & set(card.types):  # a plane has no keyword
            # of its own; the data lists ability words (207.2c, "Byzantium Radiation —") and
            # keywords of the tokens it creates ("tokens with first strike, vigilance")
            kws = set()
        # keywords with a parameter or a cost are written out, or are card fields
        have = set(card.keywords)
        have |= {k.split(" from ")[0] for k in card.keywords if k.startswith("Protection from")}
        have |= {"Ward" for k in card.keywords if k.startswith("Ward")}
        # keyword actions (701) are instructions: goad (701.38) is there if an ability goads
        have |= {"Goad" for ab in (*card.triggered, *card.activated) for e in ab.effects
                 if e.op == "goad"}
        have |= {k for k, present in (("Kicker", card.kicker is not None),
                                      ("Flashback", any(a.name == "flashback" for a in card.alt_costs)),
                                      ("Overload", any(a.name == "overload" for a in card.alt_costs)),
                                      ("Cycling", bool(card.hand_abilities))) if present}
        if "Enchant" in (rec["keywords"] or []):
            assert card.enchant is not None, f"{name}: enchant ability missing (702.5)"
        if "Equip" in (rec["keywords"] or []):
            assert any(a.text.startswith("Equip") for a in card.activated), f"{name}: equip (702.6)"
        assert kws <= have, f"{name}: keywords {kws - have} missing"


def test_faces_of_multi_faced_cards_load():
    card = compile_card("Fire // Ice", {
        "cost": "{1}{R}", "type": "Instant", "text": "", "layout": "split",
        "faces": [{"name": "Fire", "cost": "{1}{R}", "type": "Instant", "text": "x"},
                  {"name": "Ice", "cost": "{1}{U}", "type": "Instant", "text": "y"}]})
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert card.faces[1].mana_cost.colors == ("U",)


def test_shipped_decks_are_40_cards_of_implemented_cards():
    from casualmagic.cards.definitions import pool_definitions
    from casualmagic.decks.parse import parse_deck_text
    from casualmagic.decks.shipped import DECKS, shipped_deck_text

    defs = pool_definitions()  # hand-written, and compiled where equivalent
    for name in DECKS:
        cards = list(parse_deck_text(shipped_deck_text(name)).expanded())
        assert len(cards) == 40
        assert all(c in defs and not defs[c].missing for c in cards)
