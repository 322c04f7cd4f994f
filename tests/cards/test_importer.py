"""Importing MTGJSON and Scryfall files into the local database (atomic, clear errors)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from casualmagic.cards.database import get_database
from casualmagic.cards.importer import CardImportError, import_file, rows_from_file
from casualmagic.cli import app

FIX = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def packed(tmp_path_factory) -> Path:
    """The AtomicCards fixture compressed (.gz, .xz) and truncated, made at test time."""
    import gzip
    import lzma

    out = tmp_path_factory.mktemp("packed")
    raw = (FIX / "AtomicCards.json").read_bytes()
    (out / "AtomicCards.json").write_bytes(raw)
    (out / "AtomicCards.json.gz").write_bytes(gzip.compress(raw, mtime=0))
    (out / "AtomicCards.json.xz").write_bytes(lzma.compress(raw))
    (out / "truncated.json.gz").write_bytes(gzip.compress(raw, mtime=0)[:300])
    for name in ("AllPrintings.json", "oracle-cards.json", "not-cards.json"):
        (out / name).write_bytes((FIX / name).read_bytes())
    return out


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path))
    get_database.cache_clear()
    yield tmp_path
    get_database.cache_clear()


@pytest.mark.parametrize("name", ["AtomicCards.json", "AtomicCards.json.gz", "AtomicCards.json.xz"])
def test_mtgjson_atomic_every_layout_and_special_type(name, packed):
    rows = {r["n"]: r for r in rows_from_file(packed / name)}
    assert rows["Fire // Ice"]["y"] == "split" and "Tap target permanent" in rows["Fire // Ice"]["x"]
    assert rows["Civilized Scholar // Homicidal Brute"]["bk"] == "Homicidal Brute"
    assert rows["Homicidal Brute"]["fr"] == "Civilized Scholar"
    assert rows["Bonecrusher Giant // Stomp"]["y"] == "adventure"
    assert rows["Serra Angel Avatar"]["h"] == 0 and rows["Serra Angel Avatar"]["lf"] == -1
    assert rows["Academy at Tolaria West"]["t"].startswith("Plane")
    assert rows["Backup Plan"]["t"] == "Conspiracy"
    assert rows["A Display of My Dark Power"]["t"] == "Scheme"
    assert rows["Chaotic Aether"]["t"] == "Phenomenon"
    assert rows["Valki, God of Lies // Tibalt, Cosmic Impostor"]["y"] == "modal_dfc"
    assert rows["Tibalt, Cosmic Impostor"]["l"] == "5"
    assert rows["Akki Lavarunner // Tok-Tok, Volcano Born"]["y"] == "flip"
    assert rows["Gisela, the Broken Blade"]["y"] == "meld"
    assert rows["Start // Finish"]["y"] == "aftermath" and "{2}{B}" in rows["Start // Finish"]["c"]


def test_mtgjson_all_printings_and_scryfall():
    names = {r["n"] for r in rows_from_file(FIX / "AllPrintings.json")}
    assert names == {"Sol Ring", "Shivan Dragon"}
    rows = {r["n"]: r for r in rows_from_file(FIX / "oracle-cards.json")}
    assert rows["Jace, the Mind Sculptor"]["l"] == "3"
    assert rows["Delver of Secrets // Insectile Aberration"]["y"] == "transform"
    assert rows["Serra Angel Avatar"]["lf"] == -1


def test_imported_database_takes_precedence(data_dir):
    n = import_file(FIX / "AtomicCards.json")
    assert n >= 12 and (data_dir / "cards.sqlite").exists()
    db = get_database()
    assert str(data_dir) in db.source
    # the imported split card now has both halves: identity counts Ice's {U} (903.4e)
    assert db.get("Fire // Ice").color_identity == ("U", "R")
    assert db.get("Ice").name == "Fire // Ice"
    # imported records replace shipped ones of the same name; new names (back faces) add
    assert 35033 <= len(db) <= 35033 + n
    # 903.4d: a modal double-faced card's back face counts
    assert db.get("Valki, God of Lies // Tibalt, Cosmic Impostor").color_identity == ("B", "R")
    assert db.get("Finish").color_identity == ("W", "B")  # both halves of an aftermath card


def test_903_4d_identity_of_imported_double_faced_card(data_dir):
    import_file(FIX / "oracle-cards.json")
    db = get_database()
    assert db.get("Delver of Secrets // Insectile Aberration").color_identity == ("U",)


@pytest.mark.parametrize("bad, message", [
    ("truncated.json.gz", "corrupt or truncated"),
    ("not-cards.json", "an MTGJSON file has a 'data' object"),
    ("missing.json", "no such file"),
])
def test_corrupt_import_is_a_clear_error_and_keeps_previous_database(data_dir, packed, bad, message):
    import_file(packed / "AllPrintings.json")
    before = (data_dir / "cards.sqlite").read_bytes()
    with pytest.raises(CardImportError, match=message):
        import_file(packed / bad)
    assert (data_dir / "cards.sqlite").read_bytes() == before
    assert not [p for p in data_dir.iterdir() if p.name.startswith(".cards-")]
    out = CliRunner().invoke(app, ["cards", "import", str(packed / bad)])
    assert out.exit_code == 1 and "previous card database is unchanged" in out.output
    assert "Traceback" not in out.output


def test_cards_cli_show_search_coverage(tmp_path):
    runner = CliRunner()
    out = runner.invoke(app, ["cards", "show", "lightning  BOLT"])
    assert out.exit_code == 0 and "any target" in out.output and "implemented" in out.output
    out = runner.invoke(app, ["cards", "show", "Lightnig Bolt"])
    assert out.exit_code == 1 and "did you mean 'Lightning Bolt'" in out.output
    out = runner.invoke(app, ["cards", "search", "t:phenomenon"])
    assert out.exit_code == 0 and "21 card(s)" in out.output
    out = runner.invoke(app, ["cards", "search", "bogus:1"])
    assert out.exit_code == 1 and "unknown search term" in out.output
    target = tmp_path / "cov.json"
    out = runner.invoke(app, ["cards", "coverage", "--json", str(target)])
    assert out.exit_code == 0 and "Planechase: planes" in out.output and target.exists()
    out = runner.invoke(app, ["cards", "list", "--type", "plane"])
    assert out.exit_code == 0 and "Academy at Tolaria West" in out.output
