"""Cards whose abilities act during the draft (CR 905.2): the draft engine carries them out.
Each test names its card."""

from __future__ import annotations

from casualmagic.draft.build import DraftAgent
from casualmagic.draft.draft import COMMANDER_DRAFT, CONSPIRACY_DRAFT, Draft


def _take(draft: Draft, card: str) -> None:
    draft.choose(("pick", card) if ("pick", card) in draft.pending.options else 0)


def test_cogwork_librarian_drafts_an_additional_card_and_goes_into_the_pack():
    packs = [[["Cogwork Librarian", "Forest", "Island"], ["Swamp", "Mountain", "Plains"]],
             [["Grizzly Bears", "Shock", "Opt"], ["Forest", "Forest", "Forest"]]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=1)
    while draft.round == 0:
        _take(draft, "Cogwork Librarian")
    owner = next(s for s, p in enumerate(draft.pools) if "Cogwork Librarian" in p)
    assert draft.face_up[owner] == ["Cogwork Librarian"]
    while draft.pending.player != owner:
        _take(draft, "Forest")
    _take(draft, "Grizzly Bears") if owner == 0 else _take(draft, "Forest")
    d = draft.pending
    assert d.kind == "draft_ability" and d.rule == "905.2" and d.player == owner
    assert ("use", "Cogwork Librarian") in d.options
    drafted = len(draft.pools[owner])
    draft.choose(("use", "Cogwork Librarian"))
    assert draft.pending.player == owner and draft.pending.kind == "draft_pick"
    draft.choose(0)  # the additional card
    assert "Cogwork Librarian" not in draft.pools[owner]
    assert len(draft.pools[owner]) == drafted  # one more card, the Librarian gone
    assert any("Cogwork Librarian" in p for p in draft.packs)  # put into that booster pack
    assert any(e.kind == "draft_ability" and e.data["card"] == "Cogwork Librarian"
               for e in draft.events)
    while not draft.over:
        d = draft.pending
        draft.choose(("decline",) if d.kind == "draft_ability" else 0)
    assert sum(len(p) for p in draft.pools) == 12  # every card in exactly one pool


def test_leovolds_operative_drafts_an_additional_card_then_skips_a_pack():
    packs = [[["Leovold's Operative", "Forest", "Island", "Swamp"],
              ["Mountain", "Plains", "Forest", "Forest"]]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=2)
    while not any("Leovold's Operative" in p for p in draft.pools):
        _take(draft, "Leovold's Operative")
    owner = next(s for s, p in enumerate(draft.pools) if "Leovold's Operative" in p)
    while draft.pending.kind != "draft_ability":
        draft.choose(0)
    assert draft.pending.player == owner
    draft.choose(("use", "Leovold's Operative"))
    draft.choose(0)
    assert "Leovold's Operative" not in draft.face_up[owner]  # turned face down
    while not draft.over:
        d = draft.pending
        draft.choose(("decline",) if d.kind == "draft_ability" else 0)
    assert any(e.kind == "draft_skip" and e.player == owner for e in draft.events)
    assert sorted(len(p) for p in draft.pools) == [4, 4]
    assert len(draft.pools[owner]) == 4


def test_cogwork_spy_looks_at_the_next_card_drafted_from_its_pack():
    packs = [[["Cogwork Spy", "Shock", "Opt"], ["Forest", "Island", "Swamp"]]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=3)
    while not any("Cogwork Spy" in p for p in draft.pools):
        _take(draft, "Cogwork Spy")
    spy = next(s for s, p in enumerate(draft.pools) if "Cogwork Spy" in p)
    assert any(e.kind == "draft_reveal" and e.data["card"] == "Cogwork Spy" for e in draft.events)
    while not draft.over:
        draft.choose(0)
    look = next(e for e in draft.events if e.kind == "draft_look")
    assert look.data["player"] == f"Player {spy + 1}" and look.data["card"] in ("Shock", "Opt")
    assert spy in look.seen_by and look.seen_by == tuple(sorted({spy, look.player}))


def test_archdemon_of_paliano_makes_its_drafter_draft_three_cards_at_random():
    packs = [[["Archdemon of Paliano"] + ["Forest"] * 5, ["Island"] * 6]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=4)
    while not any("Archdemon of Paliano" in p for p in draft.pools):
        _take(draft, "Archdemon of Paliano")
    owner = next(s for s, p in enumerate(draft.pools) if "Archdemon of Paliano" in p)
    assert draft.face_up[owner] == ["Archdemon of Paliano"]
    random_picks = 0
    while not draft.over:
        d = draft.pending
        if d.player == owner and "Archdemon" in d.prompt:
            assert len(d.options) == 1  # no choosing: at random
            assert draft.view(owner)["pack"] == []  # can't look at booster packs
            random_picks += 1
        draft.choose(0)
    assert random_picks == 3
    assert draft.face_up[owner] == []  # turned face down after three
    assert any(e.kind == "draft_face_down" and e.rule == "905.2c" for e in draft.events)


def test_agents_draft_with_draft_matters_cards_and_conserve_every_card():
    packs = [[["Cogwork Librarian", "Leovold's Operative", "Cogwork Spy", "Archdemon of Paliano",
               "Lightning Bolt", "Grizzly Bears"] for _ in range(4)] for _ in range(3)]
    for rules in (CONSPIRACY_DRAFT, COMMANDER_DRAFT):
        draft = Draft([[list(p) for p in rnd] for rnd in packs], rules, seed=5)
        agents = [DraftAgent(s) for s in range(4)]
        while not draft.over:
            s = draft.pending.player
            draft.choose(agents[s].choose(draft.view(s), draft.pending))
        assert sorted(c for p in draft.pools for c in p) == sorted(
            c for rnd in packs for p in rnd for c in p)


def test_905_2b_the_drafts_notes_go_into_the_game():
    """Lurking Automaton drafted second in a round: "note how many cards you've drafted this
    draft round"; the game after the draft reads it ("the highest number you noted")."""
    from casualmagic.draft.build import BuiltDeck
    from casualmagic.draft.run import game_setup, start_game
    from casualmagic.engine.draft_notes import highest_noted_number, noted_players

    packs = [[["Forest", "Lurking Automaton"], ["Forest", "Cogwork Tracker"], ["Forest"] * 2]]
    draft = Draft(packs, CONSPIRACY_DRAFT, seed=1)
    while not draft.over:
        _take(draft, "Forest")
    owner = draft.pools.index(["Forest", "Lurking Automaton"])  # seat 2: passed it by seat 1
    tracker = draft.pools.index(["Forest", "Cogwork Tracker"])
    decks = [BuiltDeck(["Forest"] * 40, []) for _ in range(3)]
    setup = game_setup("conspiracy", decks, draft.pools, 50, notes=draft.notes)
    game = start_game(setup, 1)
    while game.pending.kind in ("first_player", "mulligan"):  # notes kept as the game starts
        game.choose(0)
    assert highest_noted_number(game, owner, "Lurking Automaton") == 2
    assert highest_noted_number(game, tracker, "Lurking Automaton") == 0
    assert noted_players(game, tracker, "Cogwork Tracker") == (owner,)  # who passed it
    assert game.view(owner)["draft_notes"] == game.view(tracker)["draft_notes"]


NOTING_CARDS = ("Lurking Automaton", "Pyretic Hunter", "Garbage Fire", "Custodi Peacekeeper",
                "Cogwork Tracker")


def test_905_2b_cards_that_read_notes_are_implemented_and_enter_boosters():
    """The booster builder uses only implemented cards: the cards whose game side reads a
    note (905.2b) are now among them, in the CNS and CN2 boosters of a seeded draft."""
    from casualmagic.cards.coverage import status_map
    from casualmagic.draft.run import plan_boosters

    status = status_map()
    assert all(status[c][0] == "implemented" for c in NOTING_CARDS)
    plan = plan_boosters("conspiracy", 8, 4)
    drafted = {c for rnd in plan.boosters for pack in rnd for c in pack}
    assert {"Lurking Automaton", "Pyretic Hunter", "Garbage Fire",
            "Custodi Peacekeeper"} <= drafted
    assert not any(c in note for note in plan.notes for c in NOTING_CARDS)  # none left out
