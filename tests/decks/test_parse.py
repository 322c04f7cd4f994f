"""Reading deck lists: text, Arena, MTGO .txt and .dek, Cockatrice, Forge; errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from casualmagic.decks.model import DeckEntry, DeckList
from casualmagic.decks.parse import DeckParseError, load_deck, parse_deck_text


def rows(entries: tuple[DeckEntry, ...]) -> list[tuple[int, str]]:
    return [(e.count, e.name) for e in entries]


def test_plain_list_counts_bare_names_comments_and_sideboard_header(fixtures: Path):
    deck = load_deck(fixtures / "plain.txt")
    assert rows(deck.main) == [(4, "Lightning Bolt"), (4, "Shock"), (51, "Mountain"),
                               (1, "Sol Ring")]
    assert rows(deck.sideboard) == [(3, "Duress")]
    assert [e.line for e in deck.main] == [2, 3, 5, 6]
    assert deck.name == "plain" and deck.source_path == fixtures / "plain.txt"
    assert deck.format == "text" and deck.notes == ()
    assert deck.total == 60 and deck.count("sideboard") == 3


def test_arena_commander_export(fixtures: Path):
    deck = load_deck(fixtures / "arena-commander.txt")
    assert deck.name == "Atraxa Superfriends" and deck.format == "arena"
    assert rows(deck.commanders) == [(1, "Atraxa, Praetors' Voice")]
    (atraxa,) = deck.commanders
    assert (atraxa.set_code, atraxa.collector_number, atraxa.line) == ("C16", "28", 5)
    assert rows(deck.main)[:2] == [(1, "Sol Ring"), (1, "Fire // Ice")]
    assert deck.total == 99 and deck.sideboard == ()


def test_mtgo_text_blank_line_sideboard_is_noted(fixtures: Path):
    deck = load_deck(fixtures / "mtgo.txt")
    assert rows(deck.main) == [(4, "Lightning Bolt"), (4, "Shock"), (52, "Mountain")]
    assert rows(deck.sideboard) == [(3, "Duress"), (2, "Counterspell")]
    assert deck.format == "mtgo-txt"
    assert deck.notes == ("the 5 cards after the blank line before line 5 were read as the "
                          "sideboard (MTGO layout); write a 'Sideboard' line before them to say so",)


def test_blank_lines_in_a_commented_list_are_just_groups():
    deck = parse_deck_text("# creatures\n4 Grizzly Bears\n\n# lands\n20 Forest\n")
    assert deck.total == 24 and deck.sideboard == () and deck.notes == ()


def test_more_than_two_groups_stay_in_the_deck():
    deck = parse_deck_text("4 Grizzly Bears\n\n4 Shock\n\n20 Forest\n")
    assert deck.total == 28 and deck.sideboard == ()


def test_old_arena_export_deck_header_then_blank_line_sideboard():
    deck = parse_deck_text("Deck\n4 Lightning Bolt (M10) 146\n56 Mountain (M10) 242\n\n"
                           "2 Shock (M19) 156\n")
    assert rows(deck.sideboard) == [(2, "Shock")] and deck.format == "arena" and deck.notes


def test_sb_prefix_and_leading_set_code():
    deck = parse_deck_text("4 Lightning Bolt\nSB: 2 [M10] Duress\nSB:1 Shock\n")
    assert rows(deck.sideboard) == [(2, "Duress"), (1, "Shock")]
    assert deck.sideboard[0].set_code == "M10" and deck.format == "mtgo-txt"


@pytest.mark.parametrize("line", ["1 Sol Ring", "1x Sol Ring", "1 x Sol Ring", "1X Sol Ring",
                                  "Sol Ring", "  1   Sol  Ring  ", "1 Sol Ring (CMR) 472",
                                  "1 Sol Ring (cmr) 472 *F*", "1 Sol Ring [CMR]",
                                  "1 Sol Ring|CMR", "1 Sol Ring # the best"])
def test_card_line_spellings(line: str):
    deck = parse_deck_text(line)
    assert rows(deck.main) == [(1, "Sol Ring")]


def test_printing_and_markers_are_kept():
    (e,) = parse_deck_text("1 Sol Ring (cmr) 472 *F*").main
    assert (e.set_code, e.collector_number, e.flags) == ("CMR", "472", ("F",))


def test_commander_markers_of_various_sites():
    tapped = parse_deck_text("1x Atraxa, Praetors' Voice *CMDR*\n1x Sol Ring\n")
    deckstats = parse_deck_text("//Main\n1 Atraxa, Praetors' Voice # !Commander\n1 Sol Ring\n")
    inline = parse_deck_text("Commander: Atraxa, Praetors' Voice\n1 Sol Ring\n")
    archidekt = parse_deck_text("1x Atraxa, Praetors' Voice (c16) 28 [Commander{top}]\n"
                                "1x Sol Ring (cmr) 472 [Ramp,Artifact]\n"
                                "1x Lotus Petal [Maybeboard{noDeck}{noPrice},Ramp]\n")
    for deck in (tapped, deckstats, inline, archidekt):
        assert rows(deck.commanders) == [(1, "Atraxa, Praetors' Voice")]
        assert rows(deck.main) == [(1, "Sol Ring")]
    assert archidekt.main[0].tags == ("Ramp", "Artifact")
    assert rows(archidekt.section("maybeboard")) == [(1, "Lotus Petal")]


def test_headers_with_colons_counts_brackets_and_comment_style():
    text = ("COMMANDER:\n1 Atraxa, Praetors' Voice\nCompanion (1)\n1 Lurrus of the Dream-Den\n"
            "Main deck:\n98 Forest\n// Sideboard\n1 Duress\n[Maybeboard]\n1 Lotus Petal\n")
    deck = parse_deck_text(text)
    assert [name for name, _ in deck.sections()] == ["main", "sideboard", "commanders",
                                                     "companions", "maybeboard"]
    assert deck.total == 98


def test_type_groups_are_not_sections():
    deck = parse_deck_text("Commander\n1 Atraxa, Praetors' Voice\nCreatures (2)\n2 Grizzly Bears"
                           "\nLands (3)\n3 Forest\nSideboard (1)\n1 Naturalize\n")
    assert rows(deck.main) == [(2, "Grizzly Bears"), (3, "Forest")]
    assert rows(deck.sideboard) == [(1, "Naturalize")]


def test_supplementary_decks_and_the_card_named_conspiracy():
    deck = parse_deck_text("Deck\n60 Forest\nConspiracy\nPlanes\n1 Academy at Tolaria West\n"
                           "Schemes:\n2 Your Fate Is Thrice Sealed\nVanguard\n1 Sisay\n"
                           "Conspiracies\n1 Brago's Favor\n")
    assert rows(deck.main) == [(60, "Forest"), (1, "Conspiracy")]  # a card, not a header
    assert rows(deck.section("planar")) == [(1, "Academy at Tolaria West")]
    assert rows(deck.section("scheme")) == [(2, "Your Fate Is Thrice Sealed")]
    assert rows(deck.section("vanguard")) == [(1, "Sisay")]
    assert rows(deck.section("conspiracy")) == [(1, "Brago's Favor")]
    assert deck.expanded("scheme") == ["Your Fate Is Thrice Sealed"] * 2


def test_names_are_normalised_split_cards_and_apostrophes():
    deck = parse_deck_text("2 Fire/Ice\n1 Fire //Ice\n1 Atraxa, Praetors’ Voice\n")
    assert rows(deck.main) == [(2, "Fire // Ice"), (1, "Fire // Ice"),
                               (1, "Atraxa, Praetors' Voice")]


def test_mtgo_dek(fixtures: Path):
    deck = load_deck(fixtures / "mtgo.dek")
    assert deck.format == "mtgo-dek" and deck.name == "mtgo"
    assert rows(deck.main) == [(4, "Lightning Bolt"), (52, "Mountain"), (4, "Fire // Ice")]
    assert rows(deck.sideboard) == [(3, "Duress")]
    assert deck.main[0].line == 5 and deck.main[0].flags == ("CatID=53",)


def test_mtgo_dek_commander_in_the_sideboard(fixtures: Path):
    deck = load_deck(fixtures / "mtgo-commander.dek")
    assert rows(deck.sideboard) == [(1, "Atraxa, Praetors' Voice")] and deck.commanders == ()
    moved = deck.with_sideboard_as_commanders()
    assert rows(moved.commanders) == [(1, "Atraxa, Praetors' Voice")] and moved.sideboard == ()
    assert "MTGO keeps the commander in the sideboard" in moved.notes[-1]
    assert moved.with_sideboard_as_commanders() is moved
    big = load_deck(fixtures / "mtgo.dek")
    assert big.with_sideboard_as_commanders() is big  # three cards: a real sideboard


def test_cockatrice_and_forge(fixtures: Path):
    cod = load_deck(fixtures / "cockatrice.cod")
    assert cod.format == "cockatrice-cod" and cod.name == "Burn"
    assert rows(cod.main) == [(4, "Lightning Bolt"), (56, "Mountain")]
    assert rows(cod.sideboard) == [(2, "Duress")]
    dck = load_deck(fixtures / "forge.dck")
    assert dck.format == "forge-dck" and dck.name == "Forge Burn"
    assert rows(dck.main) == [(4, "Lightning Bolt"), (56, "Mountain")]
    assert (dck.main[1].set_code, dck.main[1].collector_number) == ("M10", "2")
    assert rows(dck.sideboard) == [(2, "Duress")]


def test_text_errors_name_file_line_and_problem_all_at_once(fixtures: Path):
    with pytest.raises(DeckParseError) as info:
        load_deck(fixtures / "broken.txt")
    path = fixtures / "broken.txt"
    lines = str(info.value).splitlines()
    assert lines[0] == f"{path}:2: cannot read '1x' — no card name"
    assert lines[1] == f"{path}:3: cannot read '0 Shock' — the count must be at least 1"
    assert lines[2].startswith(f"{path}:4: unknown section 'Ramp:' (known sections: Commander")
    assert len(lines) == 3 and info.value.line == 2
    assert isinstance(info.value, ValueError)


def test_deck_txt_line_12_message_shape():
    text = "1 Sol Ring\n" * 11 + "1x\n"
    with pytest.raises(DeckParseError, match=r"^deck\.txt:12: cannot read '1x' — no card name$"):
        parse_deck_text(text, filename="deck.txt")


def test_xml_errors(fixtures: Path):
    with pytest.raises(DeckParseError, match=r"broken\.dek:4: not a readable XML deck file"):
        load_deck(fixtures / "broken.dek")
    with pytest.raises(DeckParseError, match=r"x\.dek:1: not a deck file: the XML root is <html>"):
        parse_deck_text("<html><body/></html>", filename="x.dek")
    with pytest.raises(DeckParseError, match="cannot read the quantity 'four'"):
        parse_deck_text('<Deck>\n<Cards Quantity="four" Name="Shock"/></Deck>')
    with pytest.raises(DeckParseError, match="Sideboard='maybe'"):
        parse_deck_text('<Deck><Cards Quantity="1" Sideboard="maybe" Name="Shock"/></Deck>')
    with pytest.raises(DeckParseError, match="DTDs and entities are not allowed"):
        parse_deck_text('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]>\n'
                        '<Deck><Cards Quantity="1" Name="&a;"/></Deck>')


def test_empty_and_binary_files(tmp_path: Path):
    (tmp_path / "empty.txt").write_text("# nothing\n\n")
    with pytest.raises(DeckParseError, match=r"empty\.txt: no cards found"):
        load_deck(tmp_path / "empty.txt")
    (tmp_path / "bin.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe\xfd")
    with pytest.raises(DeckParseError, match="binary"):
        load_deck(tmp_path / "bin.txt")
    with pytest.raises(FileNotFoundError):
        load_deck(tmp_path / "missing.txt")


def test_encodings(tmp_path: Path):
    (tmp_path / "bom.txt").write_bytes("\ufeff4 Lightning Bolt\n".encode())
    assert rows(load_deck(tmp_path / "bom.txt").main) == [(4, "Lightning Bolt")]
    (tmp_path / "utf16.txt").write_text("1 Lim-Dûl's Vault\n", encoding="utf-16")
    assert rows(load_deck(tmp_path / "utf16.txt").main) == [(1, "Lim-Dûl's Vault")]
    (tmp_path / "cp1252.txt").write_bytes("1 Lim-Dûl's Vault\n".encode("cp1252"))
    deck = load_deck(tmp_path / "cp1252.txt")
    assert rows(deck.main) == [(1, "Lim-Dûl's Vault")]
    assert deck.notes == ("read as Windows-1252 text (the file is not UTF-8)",)


def test_about_metadata_is_kept_as_notes():
    deck = parse_deck_text("About\nName Burn\nAuthor me\n\nDeck\n4 Lightning Bolt\n")
    assert deck.name == "Burn" and deck.notes == ("line 3: ignored deck information 'Author me'",)
    assert parse_deck_text("Name: Burn\n4 Shock\n").name == "Burn"


def test_model_helpers():
    deck = parse_deck_text("2 Shock\n1 Lightning Bolt\n1 Shock\nSideboard\n1 Duress\n")
    assert deck.total == 4 and deck.names() == ["Shock", "Lightning Bolt"]
    assert deck.expanded() == ["Shock", "Shock", "Lightning Bolt", "Shock"]
    assert deck.expanded("sideboard") == ["Duress"] and deck.section("planar") == ()
    assert [(s, e.name) for s, e in deck.entries()][-1] == ("sideboard", "Duress")
    assert isinstance(deck, DeckList) and hash(deck.main[0]) == hash(DeckEntry(2, "Shock", 1))


def test_round_trip_of_generated_lists():
    hypothesis = pytest.importorskip("hypothesis")
    st = hypothesis.strategies
    word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz'-,", min_size=1, max_size=8).filter(
        lambda w: w[0].isalpha())
    name = st.lists(word, min_size=1, max_size=4).map(lambda ws: " ".join(ws).title())
    entry = st.tuples(st.integers(1, 99), name)

    @hypothesis.settings(max_examples=100, deadline=None)
    @hypothesis.given(st.lists(entry, min_size=1, max_size=20))
    def check(entries: list[tuple[int, str]]) -> None:
        text = "Deck\n" + "".join(f"{n}x {card}\n" for n, card in entries)
        deck = parse_deck_text(text)
        assert rows(deck.main) == entries and deck.notes == ()

    check()


def test_a_blank_line_ends_the_commander_section():
    deck = parse_deck_text("Commander\n1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n98 Forest\n")
    assert rows(deck.commanders) == [(1, "Atraxa, Praetors' Voice")]
    assert rows(deck.main) == [(1, "Sol Ring"), (98, "Forest")]
    assert deck.notes == ("line 4: the cards after the blank line that ends the commanders "
                          "section are read as the deck",)
    arena = parse_deck_text("Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sol Ring\n")
    assert arena.notes == () and rows(arena.main) == [(1, "Sol Ring")]


def test_a_card_name_ending_in_a_parenthesis_is_not_a_set_code():
    """201.2: "Artist Alley (Plane)" is a plane's whole name; "(M10)" after a name is a set."""
    deck = parse_deck_text("1 Artist Alley (Plane)\n4 Lightning Bolt (M10)\n")
    (_, plane), (_, bolt) = list(deck.entries())
    assert (plane.name, plane.set_code) == ("Artist Alley (Plane)", None)
    assert (bolt.name, bolt.set_code) == ("Lightning Bolt", "M10")
