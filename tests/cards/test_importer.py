"""Importing MTGJSON and Scryfall files into the local database (atomic, clear errors).

The fixtures are made by ``fixtures/make_fixtures.py``: one small card list in the real
MTGJSON AtomicCards / AllPrintings and Scryfall oracle-cards formats, covering every
layout and special type.  Compressed and corrupt copies are made here.
"""

from __future__ import annotations

import gzip
import lzma
import sqlite3
from pathlib import Path

import pytest

from casualmagic.cards.database import get_database, reset_database
from casualmagic.cards.importer import CardImportError, import_file, rows_from_file

FIX = Path(__file__).parent / "fixtures"
FORMATS = ["AtomicCards.json", "AllPrintings.json", "oracle-cards.json"]


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path / "data"))
    reset_database()
    yield tmp_path / "data"
    reset_database()


def compressed(tmp_path: Path, name: str, kind: str) -> Path:
    raw = (FIX / name).read_bytes()
    target = tmp_path / f"{name}.{kind}"
    target.write_bytes(gzip.compress(raw) if kind == "gz" else lzma.compress(raw))
    return target


def by_name(path: Path) -> dict[str, dict]:
    return {r["n"]: r for r in rows_from_file(path)}


@pytest.mark.parametrize("kind", ["json", "gz", "xz"])
def test_mtgjson_atomic_plain_gz_xz(tmp_path, kind):
    path = FIX / "AtomicCards.json" if kind == "json" else compressed(tmp_path, "AtomicCards.json",
                                                                      kind)
    rows = by_name(path)
    assert len(rows) == 22 and rows["Sol Ring"]["c"] == "{1}"


@pytest.mark.parametrize("name", FORMATS)
def test_every_layout_709_710_712_715(name):
    rows = by_name(FIX / name)
    fire = rows["Fire // Ice"]
    assert fire["y"] == "split" and [f["n"] for f in fire["F"]] == ["Fire", "Ice"]
    assert fire["F"][1]["c"] == "{1}{U}" and "Draw a card" in fire["F"][1]["x"]
    assert rows["Start // Finish"]["y"] == "aftermath"
    assert rows["Bonecrusher Giant // Stomp"]["F"][1]["t"] == "Instant — Adventure"
    scholar = rows["Civilized Scholar // Homicidal Brute"]
    assert scholar["y"] == "transform" and scholar["F"][1]["ci"] == "R"  # 204
    valki = rows["Valki, God of Lies // Tibalt, Cosmic Impostor"]
    assert valki["y"] == "modal_dfc" and valki["F"][1]["l"] == "5"
    flip = rows["Akki Lavarunner // Tok-Tok, Volcano Born"]
    assert flip["y"] == "flip" and flip["F"][1]["n"] == "Tok-Tok, Volcano Born"
    gisela = rows["Gisela, the Broken Blade // Brisela, Voice of Nightmares"]
    assert gisela["y"] == "meld" and gisela["F"][1]["m"] == 1  # 712.4b
    assert "F" not in rows["Propaganda // Propaganda"]  # reversible: the same card twice


@pytest.mark.parametrize("name", FORMATS)
def test_every_special_type_311_to_314(name):
    rows = by_name(FIX / name)
    assert rows["Academy at Tolaria West"]["t"] == "Plane — Dominaria"
    assert rows["Chaotic Aether"]["t"] == "Phenomenon"
    assert rows["A Display of My Dark Power"]["t"] == "Scheme"
    assert rows["Nothing Can Stop Me Now"]["t"] == "Ongoing Scheme"
    assert rows["Backup Plan"]["t"] == "Conspiracy"
    avatar = rows["Serra Angel Avatar"]
    assert (avatar["t"], avatar["h"], avatar["lf"]) == ("Vanguard", 0, -1)  # 313.6, 313.7
    assert rows["Elvish Champion Avatar"]["h"] == 1


def test_mtgjson_printings_give_the_early_variant_products():
    rows = by_name(FIX / "AtomicCards.json")
    assert rows["Academy at Tolaria West"]["s"] == ["HOP"] and "s" not in rows["Sol Ring"]
    assert by_name(FIX / "AllPrintings.json")["Serra Angel Avatar"]["s"] == ["VAN"]


def test_scryfall_skips_tokens_and_art_cards_and_keeps_meld_results():
    rows = by_name(FIX / "oracle-cards.json")
    assert "Warrior" not in rows and "Sol Ring // Sol Ring" not in rows
    assert rows["Brisela, Voice of Nightmares"]["ci"] == "W"


def test_imported_database_takes_precedence(data_dir):
    n = import_file(FIX / "AtomicCards.json")
    assert n == 22 and (data_dir / "cards.sqlite").exists()
    db = get_database()
    assert "AtomicCards.json" in db.source and "MTGJSON AtomicCards" in db.source
    assert len(db) == 34632  # same names replace shipped cards
    fire = db.get("Ice")
    assert fire.name == "Fire // Ice" and fire.is_complete
    # with both halves and the colour indicators known, 903.4 needs no help from the source
    assert fire.computed_color_identity == fire.color_identity == ("U", "R")
    assert fire.identity_note is None and fire.mana_value == 4  # 709.4b
    brute = db.get("Homicidal Brute")
    assert brute.faces[1].color_indicator == ("R",) and brute.color_identity == ("U", "R")
    assert db.get("Dryad Arbor").computed_color_identity == ("G",)  # 204
    assert db.get("Finish").color_identity == ("W", "B")
    assert db.get("Valki, God of Lies").color_identity == ("B", "R")  # 903.4d
    assert db.get("Gisela, the Broken Blade").color_identity == ("W",)
    assert db.get("Transguild Courier").color_identity == tuple("WUBRG")  # 604.3
    # a card the import doesn't have still comes from the shipped data
    assert db.get("Lightning Bolt").color_identity == ("R",)


def test_903_4d_identity_of_imported_scryfall_double_faced_card(data_dir):
    import_file(FIX / "oracle-cards.json")
    db = get_database()
    rec = db.get("Civilized Scholar")
    assert rec.color_identity == rec.computed_color_identity == ("U", "R")
    assert "Scryfall" in db.source


def test_a_new_import_replaces_the_previous_one(data_dir):
    import_file(FIX / "AtomicCards.json")
    import_file(FIX / "AllPrintings.json")
    con = sqlite3.connect(data_dir / "cards.sqlite")
    meta = dict(con.execute("SELECT key, value FROM meta"))
    con.close()
    assert meta["format"] == "MTGJSON AllPrintings" and meta["count"] == "22"


def _truncated(tmp_path: Path) -> Path:
    raw = gzip.compress((FIX / "AtomicCards.json").read_bytes())
    path = tmp_path / "truncated.json.gz"
    path.write_bytes(raw[: len(raw) // 2])
    return path


def _cut_json(tmp_path: Path) -> Path:
    raw = (FIX / "AtomicCards.json").read_bytes()
    path = tmp_path / "cut.json"
    path.write_bytes(raw[: len(raw) * 2 // 3])
    return path


def _cut_xz(tmp_path: Path) -> Path:
    raw = lzma.compress((FIX / "AtomicCards.json").read_bytes())
    path = tmp_path / "cut.json.xz"
    path.write_bytes(raw[:-40])
    return path


def _write(name: str, content: bytes):
    def make(tmp_path: Path) -> Path:
        path = tmp_path / name
        path.write_bytes(content)
        return path
    return make


BAD_FILES = [
    (_truncated, "corrupt or truncated"),
    (_cut_xz, "corrupt or truncated"),
    (_cut_json, "not valid JSON — truncated or corrupt"),
    (_write("empty.json", b""), "the file is empty"),
    (_write("not-cards.json", b'{"hello": 1}'), "an MTGJSON file has a 'data' object"),
    (_write("number.json", b"42"), "not an MTGJSON or Scryfall card file"),
    (_write("faceless.json", b'{"data": {"Sol Ring": []}}'), "card 'Sol Ring' has no faces"),
    (_write("untyped.json", b'{"data": {"Sol Ring": [{"name": "Sol Ring"}]}}'),
     "card 'Sol Ring' has no 'type'"),
    (_write("fake.json.gz", b'{"data": {}}'), "named .gz but not .gz-compressed"),
    (_write("nameless.json", b'[{"object": "card"}]'), "without a 'name'"),
    (_write("no-cards.json", b"[]"), "holds no cards"),
    (lambda tmp_path: tmp_path / "missing.json", "no such file"),
]


@pytest.mark.parametrize("make, message", BAD_FILES)
def test_corrupt_import_is_a_clear_error_and_keeps_previous_database(data_dir, tmp_path, make,
                                                                     message):
    from typer.testing import CliRunner

    from casualmagic.cli import app

    import_file(FIX / "AllPrintings.json")
    before = (data_dir / "cards.sqlite").read_bytes()
    bad = make(tmp_path)
    with pytest.raises(CardImportError, match=message) as info:
        import_file(bad)
    assert bad.name in str(info.value)  # the message names the file
    assert (data_dir / "cards.sqlite").read_bytes() == before
    assert [p.name for p in data_dir.iterdir()] == ["cards.sqlite"]  # no temp file left
    out = CliRunner().invoke(app, ["cards", "import", str(bad)])
    assert out.exit_code == 1 and "previous card database is unchanged" in out.output
    assert "Traceback" not in out.output


def test_an_import_interrupted_while_writing_keeps_the_previous_database(data_dir, monkeypatch):
    import casualmagic.cards.importer as importer

    import_file(FIX / "AllPrintings.json")
    before = (data_dir / "cards.sqlite").read_bytes()

    def boom(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(importer.os, "replace", boom)
    with pytest.raises(KeyboardInterrupt):
        import_file(FIX / "AtomicCards.json")
    assert (data_dir / "cards.sqlite").read_bytes() == before
    assert [p.name for p in data_dir.iterdir()] == ["cards.sqlite"]


def test_an_unreadable_local_database_is_ignored_with_a_warning(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "cards.sqlite").write_bytes(b"this is not sqlite")
    db = get_database()
    assert db.get("Sol Ring") is not None and db.source == "shipped"
    assert "unreadable" in db.problems[0] and "cards import" in db.problems[0]
