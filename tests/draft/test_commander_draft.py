"""Commander Draft (CR 903.13): the pool, deck construction and the game.  Tests are named
after their rule (the draft itself: tests/draft/test_draft_rules.py)."""

from __future__ import annotations

from casualmagic.decks.model import DeckEntry, DeckList
from casualmagic.draft.build import build_commander_draft
from casualmagic.draft.commander_decks import check_commander_draft
from casualmagic.draft.run import game_setup, start_game

LEGEND = "Isamaru, Hound of Konda"  # legendary 2/2 for {W}


def _deck(commanders, main):
    return DeckList(main=tuple(DeckEntry(n, c) for c, n in main),
                    commanders=tuple(DeckEntry(1, c) for c in commanders))


def _rules(problems):
    return sorted(p.rule for p in problems if p.is_error)


def test_903_13a_commander_draft_is_a_draft_then_a_commander_game():
    from casualmagic.draft.run import plan_boosters

    plan = plan_boosters("commander", 4, 1)
    assert plan.source == "CMR+CMR+CMR" and all(len(p) == 20 for p in plan.boosters[0])


def test_903_13e_up_to_two_prismatic_pipers_only_as_commanders():
    pool = ["Savannah Lions"] * 30
    ok = _deck(["The Prismatic Piper"], [("Savannah Lions", 30), ("Plains", 29)])
    assert "903.13e" not in _rules(check_commander_draft(ok, pool))
    in_deck = _deck([LEGEND], [("Savannah Lions", 30), ("The Prismatic Piper", 1),
                               ("Plains", 28)])
    assert "903.13e" in _rules(check_commander_draft(in_deck, pool + [LEGEND]))
    not_cmr = check_commander_draft(ok, pool, sets=("CNS",))
    assert "903.13f" in _rules(not_cmr)  # no Piper outside CMR / CMM drafts: not in the pool


def test_903_13e_faceless_one_after_a_baldurs_gate_draft():
    pool = ["Savannah Lions"] * 30
    deck = _deck(["Faceless One"], [("Savannah Lions", 30), ("Plains", 29)])
    assert "903.13f" not in _rules(check_commander_draft(deck, pool, sets=("CLB",)))
    assert "903.13f" in _rules(check_commander_draft(deck, pool, sets=("CMR",)))


def test_903_13f_at_least_60_cards_and_no_maximum():
    pool = [LEGEND] + ["Savannah Lions"] * 80
    assert _rules(check_commander_draft(_deck([LEGEND], [("Savannah Lions", 40),
                                                         ("Plains", 19)]), pool)) == []
    assert _rules(check_commander_draft(_deck([LEGEND], [("Savannah Lions", 40),
                                                         ("Plains", 18)]), pool)) == ["903.13f"]
    assert _rules(check_commander_draft(_deck([LEGEND], [("Savannah Lions", 80),
                                                         ("Plains", 40)]), pool)) == []


def test_903_13f_duplicates_only_as_many_as_the_pool_holds():
    pool = [LEGEND] + ["Savannah Lions"] * 3
    deck = _deck([LEGEND], [("Savannah Lions", 3), ("Plains", 56)])
    assert _rules(check_commander_draft(deck, pool)) == []
    deck = _deck([LEGEND], [("Savannah Lions", 4), ("Plains", 55)])
    problems = check_commander_draft(deck, pool)
    assert _rules(problems) == ["903.13f"] and "holds 3" in problems[0].message


def test_903_13f_commander_masters_single_colour_commanders_count_as_partners():
    second = "Jacques le Vert"  # three colours: no
    one = "Kaysa"  # mono-green legendary creature
    pool = [LEGEND, one, second] + ["Savannah Lions"] * 60
    pair = _deck([LEGEND, one], [("Savannah Lions", 30), ("Plains", 14), ("Forest", 14)])
    assert "702.124h" in _rules(check_commander_draft(pair, pool))
    assert _rules(check_commander_draft(pair, pool, sets=("CMM",))) == []
    big = _deck([LEGEND, second], [("Savannah Lions", 58)])
    assert "702.124h" in _rules(check_commander_draft(big, pool, sets=("CMM",)))


def test_903_13f_otherwise_the_commander_rules_903_5c_colour_identity():
    pool = [LEGEND] + ["Grizzly Bears"] * 40
    deck = _deck([LEGEND], [("Grizzly Bears", 40), ("Plains", 19)])
    assert "903.5c" in _rules(check_commander_draft(deck, pool))


def test_903_13g_the_game_is_a_commander_game_after_the_draft():
    pools = [[LEGEND] + ["Savannah Lions"] * 40 + ["Glorious Anthem"] * 19 for _ in range(4)]
    decks = [build_commander_draft(p) for p in pools]
    assert decks[0].commanders == [LEGEND]
    assert len(decks[0].main) + 1 == 60
    game = start_game(game_setup("commander", decks, pools, 50), 3)
    game.choose(game.pending.options[0])  # the starting player (103.1)
    assert all(p.life == 40 for p in game.players)  # 903.7
    assert len(game.command) == 4
    assert any(e.kind == "commander_to_command_zone" for e in game.events)
    for deck, pool in zip(decks, pools, strict=True):
        from casualmagic.draft.commander_decks import deck_list

        assert _rules(check_commander_draft(deck_list(deck.commanders, deck.main), pool)) == []
