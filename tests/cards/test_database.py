"""The shipped card database: every real card offline, lookup by any of its names."""

from __future__ import annotations

import subprocess
import sys

import pytest

from casualmagic.cards.database import UnknownCardError, shipped_payload
from casualmagic.cards.oracle import INTERCHANGEABLE_NAMES


def test_every_card_is_known_offline(db):
    # 35,033 source records: 34,632 cards + 401 back faces merged into their cards (712)
    assert len(db) == 34632
    assert shipped_payload()["records"] == 35033
    assert "Sol Ring" in db and "sol ring" in db and "Lim-Dul the Necromancer" in db
    assert "Not A Real Card" not in db


def test_the_package_does_not_read_the_reference_data_at_run_time():
    code = ("import builtins, casualmagic.cards.database as d\n"
            "real = builtins.open\n"
            "def guard(f, *a, **k):\n"
            "    assert 'shared/reference' not in str(f), f\n"
            "    return real(f, *a, **k)\n"
            "builtins.open = guard\n"
            "db = d.get_database(); assert db.get('Sol Ring'); print(len(db))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "34632"


def test_shipped_data_keeps_its_notice():
    notice = shipped_payload()["notice"]
    assert "MTGJSON" in notice and "MIT" in notice and "Wizards of the Coast" in notice


def test_lookup_is_case_and_accent_insensitive(db):
    assert db.get("LIM-DÛL THE NECROMANCER").name == "Lim-Dûl the Necromancer"
    assert db.get("lim-dul the necromancer").name == "Lim-Dûl the Necromancer"
    assert db.get("  sol   RING ").name == "Sol Ring"
    assert db.get("Aether Vial").name == db.get("Æther Vial").name


def test_face_names_find_their_card_709_4a_712_19(db):
    assert db.get("Fire").name == "Fire // Ice"
    assert db.get("ice").name == "Fire // Ice"
    assert db.get("Fire/Ice").name == db.get("fire // ice").name == "Fire // Ice"
    assert db.get("Homicidal Brute").name == "Civilized Scholar // Homicidal Brute"
    assert db.get("Stomp").name == "Bonecrusher Giant // Stomp"
    assert db.get("Gisela, the Broken Blade").name == \
        "Gisela, the Broken Blade // Brisela, Voice of Nightmares"


def test_a_card_s_own_name_wins_over_another_card_s_face_name(db):
    # "Lightning Bolt" is also the spell face of "Emeritus of Conflict // Lightning Bolt"
    assert db.get("Lightning Bolt").name == "Lightning Bolt"
    assert db.get("Emeritus of Conflict").name == "Emeritus of Conflict // Lightning Bolt"
    assert db.get("Sol Ring").name == "Sol Ring"  # not "Sol Ring // Sol Ring"


def test_201_3_interchangeable_names_find_the_same_card(db):
    for alias, real in INTERCHANGEABLE_NAMES.items():
        rec = db.get(alias)
        assert rec is not None and rec.name == db.get(real).name, alias
        assert alias in rec.interchangeable_names and alias in rec.names
    assert db.get("rick, steadfast leader").name == "Greymond, Avacyn's Stalwart"


def test_back_face_record_merged_into_its_card_712(db):
    rec = db.get("Civilized Scholar")
    assert rec.face_names == ("Civilized Scholar", "Homicidal Brute")
    assert rec.faces[1].power == "5" and rec.faces[1].mana_cost == ""
    assert rec.color_identity == ("U", "R")  # 903.4d, Homicidal Brute's red indicator


def test_unknown_card_suggests_close_names(db):
    with pytest.raises(UnknownCardError, match="unknown card 'Sol Rnig' — did you mean "
                                               "'Sol Ring'"):
        db.lookup("Sol Rnig")
    assert issubclass(UnknownCardError, ValueError)
    assert db.suggest("Lightnig Bolt")[0] == "Lightning Bolt"
    assert db.suggest("Bosh")[0] == "Bosh, Iron Golem"
    assert db.suggest("zzzzqqqq") == []
    try:
        db.lookup("Acadmy at Tolaria Wset")
    except UnknownCardError as e:
        assert e.suggestions[0] == "Academy at Tolaria West"


def test_special_types_and_variant_cards(db):
    counts = {t: 0 for t in ("Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy")}
    for rec in db:
        if rec.special_type:
            counts[rec.special_type] += 1
    assert counts == {"Plane": 184, "Phenomenon": 21, "Scheme": 102, "Vanguard": 107,
                      "Conspiracy": 29}
    assert db.get("Academy at Tolaria West").subtypes == ("Dominaria",)
    assert "Ongoing" in db.get("Nothing Can Stop Me Now").supertypes


def test_313_6_vanguard_hand_and_life_modifiers(db):
    avatar = db.get("Serra Angel Avatar")
    assert (avatar.hand_modifier, avatar.life_modifier) == (0, -1)
    assert "VAN" in avatar.sets
    ral = db.get("Ral's Vanguard")  # modifiers written in its text, not in variant-cards.json
    assert (ral.hand_modifier, ral.life_modifier) == (1, -5)
    vanguards = [r for r in db if r.special_type == "Vanguard"]
    assert all(r.hand_modifier is not None and r.life_modifier is not None for r in vanguards)


def test_layouts(db):
    layouts = {r.layout for r in db}
    assert {"split", "aftermath", "adventure", "transform", "modal_dfc", "meld", "flip",
            "planar", "scheme", "vanguard"} <= layouts
    assert db.get("Akki Lavarunner").layout == "flip"
    assert db.get("Tok-Tok, Volcano Born").name == "Akki Lavarunner // Tok-Tok, Volcano Born"
    brisela = db.get("Brisela, Voice of Nightmares")
    assert brisela.meld_result_of == ("Bruna, the Fading Light", "Gisela, the Broken Blade")
    gisela = db.get("Gisela, the Broken Blade")
    assert gisela.faces[1].meld_back and gisela.faces[1].power == "9"


def test_faces_the_data_lacks_are_named_and_marked(db):
    who = db.get("Who // What // When // Where // Why")  # an Un-card: one half known
    assert not who.is_complete and not who.faces[1].known
    assert who.color_identity == ("W", "U", "B", "R", "G")  # 903.4d/e: the source fills the gap
    assert who.computed_color_identity == ("W",)
    assert "lacks 'What'" in who.identity_note


def test_903_4c_basic_lands_have_colourless_identity_903_5d_restricts_them(db):
    plains = db.get("Plains")
    assert plains.is_basic_land and plains.color_identity == ()
    assert plains.land_type_colors == ("W",)
    assert db.get("Breeding Pool").land_type_colors == ("U", "G")


def test_deck_name_of_reversible_cards_201_2a(db):
    assert db.get("Sol Ring // Sol Ring").deck_name == "Sol Ring"
    assert db.get("Fire // Ice").deck_name == "Fire // Ice"


def test_implementation_status(db):
    assert db.status("lightning bolt") == ("implemented", [])
    status, missing = db.status("Academy at Tolaria West")
    assert status in ("implemented", "partial", "not yet implemented")
    with pytest.raises(UnknownCardError):
        db.status("Not A Card At All")
