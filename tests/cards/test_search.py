"""The card query language (Scryfall-like) over the shipped database."""

from __future__ import annotations

import re

import pytest

from casualmagic.cards.search import QueryError, compile_query


def names(db, query: str) -> set[str]:
    return {r.name for r in db.search(query)}


def test_type_word_311_to_314(db):
    planes = db.search("t:plane")
    assert {r.special_type for r in planes} <= {"Plane", None}  # + one joke "pLAnE"
    assert sum(r.special_type == "Plane" for r in planes) == 184
    assert not any("Planeswalker" in r.types for r in planes)  # a whole word, not a prefix
    assert len(db.search("t:phenomenon")) == 21
    assert len(db.search("t:scheme")) == 102
    assert len(db.search("t:conspiracy")) == 29
    assert len(db.search("t:vanguard")) == 107
    assert "Academy at Tolaria West" in names(db, 't:"plane — dominaria"')


def test_903_4_identity_terms(db):
    found = names(db, 'id:rg mv<=1 o:"damage to any target"')
    assert {"Lightning Bolt", "Shock"} <= found
    assert all(set(r.color_identity) <= {"R", "G"} for r in db.search("id:rg t:legendary"))
    assert all(r.color_identity == ("R", "G") for r in db.search("id=rg t:legendary"))
    assert all({"R", "G"} <= set(r.color_identity) for r in db.search("id>=rg t:dragon"))
    assert "Sol Ring" in names(db, "id:c t:artifact n:ring")
    assert names(db, "id:gruul t:legendary") == names(db, "id:rg t:legendary")


def test_colour_terms_105_2(db):
    assert "Transguild Courier" in names(db, "c=wubrg t:golem")  # 604.3: all colours
    assert "Sol Ring" in names(db, "c:c n:sol")
    assert "Fire // Ice" in names(db, "c:r n:fire") and "Fire // Ice" in names(db, "c:u n:fire")
    assert "Ghostfire" in names(db, "c:c n:ghostfire")  # 604.3 "Ghostfire is colorless."
    assert "Ghostfire" in names(db, "id:r n:ghostfire")  # 903.4: but its identity is red
    assert "Forerunner of Slaughter" in names(db, "c:c id=br n:forerunner")  # devoid


def test_oracle_text_covers_every_face(db):
    assert "Civilized Scholar // Homicidal Brute" in names(db, 'o:"didn\'t attack this turn"')


def test_numbers(db):
    assert all(r.mana_value == 3 for r in db.search("mv=3 t:instant")[:50])
    assert "Serra Angel" in names(db, "pow=4 tou=4 c:w t:angel mv=5")
    assert "Jace, the Mind Sculptor" in names(db, "loy=3 n:jace")
    hands = db.search("t:vanguard hand>=3")
    assert hands and all(r.hand_modifier >= 3 for r in hands)
    assert "Serra Angel Avatar" in names(db, "t:vanguard life<0")


def test_or_negation_and_parentheses(db):
    both = names(db, "t:plane or t:phenomenon")
    assert len(both) == 185 + 21
    assert names(db, "(t:plane or t:phenomenon) -o:chaos") < both
    assert names(db, "t:scheme -t:ongoing") | names(db, "t:scheme t:ongoing") == \
        names(db, "t:scheme")
    assert names(db, "-(t:scheme or t:plane) t:phenomenon") == names(db, "t:phenomenon")


def test_is_and_layout_and_keyword(db):
    assert "Akki Lavarunner // Tok-Tok, Volcano Born" in names(db, "is:flip")
    assert len(db.search("layout:meld")) == 21  # 14 meld cards + 7 meld results
    assert "Who // What // When // Where // Why" in names(db, "is:split is:incomplete")
    assert "Fire // Ice" not in names(db, "is:split is:incomplete")
    commanders = db.search("is:commander id=wubrg")
    assert commanders and all(r.color_identity == tuple("WUBRG") for r in commanders)
    assert "Serra Angel" in names(db, "k:flying k:vigilance n:serra")
    assert "Plains" in names(db, "is:basic")


def test_plain_words_are_name_searches(db):
    assert "Lightning Bolt" in names(db, "lightning bolt")
    assert "Lightning Bolt" in names(db, '"lightning bolt"')
    assert "Lim-Dûl the Necromancer" in names(db, "lim-dul")


def test_status_term(db):
    from casualmagic.cards.coverage import status_map

    implemented = {n for n, (s, _) in status_map().items() if s == "implemented"}
    assert names(db, "status:implemented") == implemented & set(db.names())


@pytest.mark.parametrize("query, message", [
    ("bogus:1", "unknown search term 'bogus:1'"),
    ("mv<=two", "'two' is not a number"),
    ("id:xyz", "colours are letters from wubrg"),
    ("(t:plane", "missing ')'"),
    ("t:plane)", "unbalanced ')'"),
    ("", "empty query"),
    ("t:plane or", "'or' needs a term"),
    ("is:shiny", "is: takes one of"),
    ("status:done", "status is implemented, partial or not"),
    ("t:", "nothing after"),
])
def test_bad_queries_are_clear_errors(query, message):
    with pytest.raises(QueryError, match=re.escape(message)):
        compile_query(query)
