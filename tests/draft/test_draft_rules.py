"""The draft (CR 905.1–905.2, 903.13b–d): rounds, picks, passing, what each seat may see,
draft-matters abilities, and the card pool.  Tests are named after their rule."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from casualmagic.core.decisions import IllegalChoiceError
from casualmagic.decks.model import DeckEntry, DeckList
from casualmagic.draft.build import DraftAgent
from casualmagic.draft.draft import COMMANDER_DRAFT, CONSPIRACY_DRAFT, Draft
from casualmagic.draft.pool import check_conspiracy_deck
from casualmagic.draft.run import drafters_for, plan_boosters, run_draft
from casualmagic.draft.sets import DraftSetupError, cube_boosters, load_set, set_boosters

BEARS = ["Grizzly Bears", "Llanowar Elves", "Lightning Bolt", "Giant Growth", "Shock"]


def _packs(players: int, size: int, rounds: int = 3) -> list[list[list[str]]]:
    """Boosters whose every card is told apart by where it started (the draft moves names
    and needs no card data for them)."""
    names = [f"Forest|{r}|{s}|{c}" for r in range(rounds) for s in range(players)
             for c in range(size)]
    return [[names[(r * players + s) * size:(r * players + s + 1) * size]
             for s in range(players)] for r in range(rounds)]


def _first(draft: Draft) -> None:
    draft.choose(0)


def _all(draft: Draft) -> None:
    while not draft.over:
        _first(draft)


def test_905_1a_each_player_drafts_one_card_per_pick_until_the_round_is_drafted():
    draft = Draft(_packs(4, 5), CONSPIRACY_DRAFT, seed=1)
    assert draft.pending.rule == "905.1a" and draft.pending.kind == "draft_pick"
    seen = set()
    for _ in range(4):  # one pick per seat, then the packs pass
        seen.add(draft.pending.player)
        _first(draft)
    assert seen == {0, 1, 2, 3} and all(len(p) == 1 for p in draft.pools)
    assert {len(p) for p in draft.packs} == {4}
    _all(draft)
    assert [len(p) for p in draft.pools] == [15] * 4


def test_905_1b_packs_pass_left_then_right_then_left():
    draft = Draft(_packs(3, 3), CONSPIRACY_DRAFT, seed=2)
    directions = []
    while not draft.over:
        r = draft.round
        before = [list(p) for p in draft.packs]
        for _ in range(3):
            _first(draft)
        if draft.over or draft.round != r:
            continue
        left = [p[:] for p in before]
        # the pack seat s held (less its pick) is now in front of seat s+1 (left) or s-1
        directions.append("left" if all(set(draft.packs[(s + 1) % 3]) <= set(left[s])
                                        for s in range(3)) else "right")
        assert all(e.rule == "905.1b" for e in draft.events if e.kind == "pass_packs")
        assert directions[-1] == ("right" if r == 1 else "left")
    assert {"left", "right"} == set(directions)


def test_905_1c_a_seat_sees_only_its_pack_its_drafted_cards_and_public_information():
    draft = Draft(_packs(3, 4), CONSPIRACY_DRAFT, seed=3)
    seat = draft.pending.player
    view = draft.view(seat)
    assert view["pack"] == draft.packs[seat]
    assert set(view) == {"seat", "rule", "round", "pick", "passing", "pack", "drafted",
                         "face_up", "notes", "pack_sizes"}
    assert view["rule"] == "905.1c"
    others = [c for s, p in enumerate(draft.packs) if s != seat for c in p]
    text = repr(view)
    assert not any(c in text for c in others)


def test_905_1d_the_drafted_cards_are_the_pool_and_a_deck_comes_from_it_and_basic_lands():
    pool = ["Grizzly Bears"] * 2 + ["Lightning Bolt"] * 20
    ok = DeckList(main=(DeckEntry(2, "Grizzly Bears"), DeckEntry(20, "Lightning Bolt"),
                        DeckEntry(18, "Forest")))
    assert check_conspiracy_deck(ok, pool) == []
    bad = DeckList(main=(DeckEntry(3, "Grizzly Bears"), DeckEntry(20, "Lightning Bolt"),
                         DeckEntry(1, "Shock"), DeckEntry(16, "Forest")))
    problems = check_conspiracy_deck(bad, pool)
    assert {(p.rule, p.card) for p in problems} == {("905.1d", "Grizzly Bears"),
                                                   ("905.1d", "Shock")}
    assert "holds 2" in next(p.message for p in problems if p.card == "Grizzly Bears")
    draft = Draft(_packs(2, 2, 1), CONSPIRACY_DRAFT, seed=1)
    _all(draft)
    pools = [e for e in draft.events if e.kind == "card_pool"]
    assert [e.rule for e in pools] == ["905.1d", "905.1d"]
    assert [e.seen_by for e in pools] == [(0,), (1,)]


def test_100_2b_a_limited_deck_has_at_least_40_cards():
    deck = DeckList(main=(DeckEntry(39, "Forest"),))
    assert [p.rule for p in check_conspiracy_deck(deck, [])] == ["100.2b"]


def test_315_3_a_conspiracy_cant_be_in_the_deck():
    deck = DeckList(main=(DeckEntry(40, "Forest"), DeckEntry(1, "Power Play")))
    assert [p.rule for p in check_conspiracy_deck(deck, ["Power Play"])] == ["315.3"]


def test_905_2a_no_active_player_seats_pick_at_once_in_a_random_order():
    orders = set()
    draft = Draft(_packs(4, 6, 1), CONSPIRACY_DRAFT, seed=5)
    while not draft.over:
        step = []
        for _ in range(4):
            step.append(draft.pending.player)
            _first(draft)
        assert sorted(step) == [0, 1, 2, 3]  # each seat once per pick
        orders.add(tuple(step))
    assert len(orders) > 1  # the order is random, not a turn order
    assert not any(e.kind in ("turn", "priority") for e in draft.events)


def test_905_2b_revealed_cards_and_their_notes_are_public():
    """Lurking Automaton: "Reveal this card as you draft it and note how many cards you've
    drafted this draft round, including this card."  Cogwork Tracker: "... note the player
    who passed it to you"."""
    packs = [[["Forest", "Lurking Automaton"], ["Forest", "Cogwork Tracker"]]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=1)
    while not draft.over:
        d = draft.pending
        want = ("pick", "Forest") if draft.pick_number == 0 else d.options[0]
        draft.choose(want if want in d.options else d.options[0])
    reveals = [e for e in draft.events if e.kind == "draft_reveal"]
    assert {e.data["card"] for e in reveals} == {"Lurking Automaton", "Cogwork Tracker"}
    assert all(e.seen_by is None and e.rule == "905.2b" for e in reveals)
    notes = {n["card"]: n for n in draft.notes}
    assert notes["Lurking Automaton"]["number"] == 2  # its second pick this round
    tracker = notes["Cogwork Tracker"]  # the seat who drafted it first passed it on
    assert tracker["noted_player"] == draft.names[tracker["noted_seat"]] != tracker["player"]
    for seat in (0, 1):
        assert draft.view(seat)["notes"] == draft.notes


def test_905_2c_cards_drafted_face_up_are_seen_by_every_player():
    """Cogwork Librarian: "Draft this card face up." """
    packs = [[["Cogwork Librarian", "Forest"], ["Forest", "Forest"]]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=1)
    while not draft.over:
        d = draft.pending
        draft.choose(("pick", "Cogwork Librarian") if ("pick", "Cogwork Librarian") in
                     d.options else d.options[0])
    owner = next(s for s, p in enumerate(draft.pools) if "Cogwork Librarian" in p)
    for seat in (0, 1):
        assert draft.view(seat)["face_up"] == {owner: ["Cogwork Librarian"]}
    pick = next(e for e in draft.events if e.kind == "draft_pick"
                and e.data["card"] == "Cogwork Librarian")
    assert pick.seen_by is None and pick.data["face_up"]
    assert any(e.kind == "drafted_face_up" and e.rule == "905.2c" for e in draft.events)
    hidden = next(e for e in draft.events if e.kind == "draft_pick"
                  and e.data["card"] == "Forest")
    assert hidden.seen_by == (hidden.player,)


def test_903_13b_commander_draft_picks_two_cards_from_each_pack():
    draft = Draft(_packs(4, 20), COMMANDER_DRAFT, seed=1)
    assert draft.pending.rule == "903.13b"
    seat = draft.pending.player
    _first(draft)
    assert draft.pending.player == seat  # the second card of the same pick
    _first(draft)
    assert len(draft.pools[seat]) == 2
    _all(draft)
    assert [len(p) for p in draft.pools] == [60] * 4


def test_903_13c_commander_draft_passes_left_right_left():
    draft = Draft(_packs(4, 4), COMMANDER_DRAFT, seed=1)
    passes = []
    while not draft.over:
        _first(draft)
        if draft.events[-1].kind == "pass_packs":
            passes.append((draft.round, draft.events[-1].data["passing"]))
    assert {(r, d) for r, d in passes} == {(0, "left"), (1, "right"), (2, "left")}
    assert all(e.rule == "903.13c" for e in draft.events if e.kind == "pass_packs")


def test_903_13d_commander_draft_seat_sees_only_its_pack_and_drafted_cards():
    draft = Draft(_packs(4, 4), COMMANDER_DRAFT, seed=1)
    _first(draft)
    seat = draft.pending.player
    view = draft.view(seat)
    assert view["pack"] == draft.packs[seat] and view["drafted"] == draft.pools[seat]
    assert all(e.rule == "903.13b" and e.seen_by == (e.player,) for e in draft.events
               if e.kind == "draft_pick")


def test_illegal_pick_names_the_decision_and_rule():
    draft = Draft(_packs(2, 2, 1), CONSPIRACY_DRAFT)
    with pytest.raises(IllegalChoiceError, match="905.1a"):
        draft.choose(("pick", "Black Lotus"))
    with pytest.raises(IllegalChoiceError, match="905.1a"):
        draft.choose(7)


def test_boosters_follow_the_collation_and_only_hold_implemented_cards():
    from casualmagic.draft.sets import implemented

    plan = set_boosters(["CNS"], 8, random.Random(1))
    cns = {c.name: c for c in load_set("CNS").cards}
    for pack in plan.boosters[0]:
        assert len(pack) == 15
        assert all(implemented(n) for n in pack)
        assert cns[pack[-1]].flag == "*"  # the conspiracy / draft-matters slot
        assert [cns[n].rarity for n in pack[10:13]] == ["U"] * 3
    assert "left out" in plan.notes[0]  # no silent drops
    rares = [n for n, c in cns.items() if c.rarity in ("R", "M") and c.flag != "*"
             and implemented(n)]
    if rares:  # the rare slot holds a rare the engine plays
        assert all(cns[p[13]].rarity in ("R", "M") for p in plan.boosters[0])
    else:  # nor silent substitutions: the rare slot's commons are named in a note
        assert any("rare slot" in n and "commons" in n for n in plan.notes)
    cmr = set_boosters(["CMR"], 4, random.Random(1), {"L": ["Isamaru, Hound of Konda"]})
    assert all(len(p) == 20 for p in cmr.boosters[0])
    assert any("Isamaru" in n for n in cmr.notes)


def test_cube_boosters_deal_the_cube_and_name_what_they_leave_out(tmp_path):
    cube = tmp_path / "cube.txt"
    cube.write_text("# a cube\n40 Grizzly Bears\n20 Lightning Bolt\nAether Searcher\n")
    from casualmagic.draft.sets import read_cube

    plan = cube_boosters(read_cube(cube), 2, 3, 10, random.Random(2))
    assert sum(len(p) for r in plan.boosters for p in r) == 60
    assert "Aether Searcher" in plan.notes[0]
    with pytest.raises(DraftSetupError, match="need"):
        cube_boosters(read_cube(cube), 4, 3, 10, random.Random(2))
    (tmp_path / "bad.txt").write_text("Grizly Bears\n")
    with pytest.raises(DraftSetupError, match="unknown cards"):
        cube_boosters(read_cube(tmp_path / "bad.txt"), 2, 1, 1, random.Random(2))


def test_every_booster_card_ends_in_exactly_one_pool():
    for kind, n in (("conspiracy", 8), ("commander", 4)):
        plan = plan_boosters(kind, n, 7)
        draft = Draft(plan.boosters, CONSPIRACY_DRAFT if kind == "conspiracy"
                      else COMMANDER_DRAFT, seed=7)
        run_draft(draft, drafters_for(kind, n, 7))
        assert Counter(plan.all_cards()) == Counter(c for p in draft.pools for c in p)


def test_no_seat_ever_sees_another_seats_face_down_picks_or_pack():
    plan = plan_boosters("conspiracy", 4, 3)
    draft = Draft(plan.boosters, CONSPIRACY_DRAFT, seed=3)
    agents = [DraftAgent(s) for s in range(4)]
    while not draft.over:
        seat = draft.pending.player
        view = draft.view(seat)
        blind = bool(draft._random_left.get(seat))  # Archdemon of Paliano: can't look
        assert view["pack"] == ([] if blind else draft.packs[seat])
        assert view["drafted"] == draft.pools[seat]
        public = {c for cards in view["face_up"].values() for c in cards}
        for other in range(4):
            if other == seat:
                continue
            assert isinstance(view["pack_sizes"][other], int)  # a count, not the cards
            hidden_picks = [c for c in draft.pools[other] if c not in public]
            shown = view["face_up"].get(other, [])
            assert not set(hidden_picks) & set(shown)
        for e in draft.events_for(seat):
            if e.kind in ("draft_pick", "open_booster", "card_pool") and e.seen_by is not None:
                assert e.player == seat
        draft.choose(agents[seat].choose(view, draft.pending))
