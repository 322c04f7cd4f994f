"""Hidden information (CR 400.2, 401.2, 402.3, 406.3, 701.16, 701.19, 708.5): no seat's
log or view ever names an object that seat may not see at that moment.

The oracle here is independent of the engine's visibility module: it judges each object
from the game state just before and just after the decision whose events it checks --
a seat sees face-up cards in the public zones (400.2), its own hand (402.3), face-down
permanents and spells it controls (708.5), the cards it foretold (702.143a) and the cards
its own "look" events name (701.16e).  A card moving between a public and a hidden zone
is seen at the public end, so an event naming it is fine if one of its objects (before or
after the move) is seen.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.cli.render import full_log_lines
from casualmagic.core.events import Event
from casualmagic.decks.generate import random_pool_deck
from tests.cards.test_card_behaviour import board
from tests.cards.test_pool_staples import hand, on_top, play
from tests.engine.helpers import put

PUBLIC = ("battlefield", "graveyard", "stack", "exile", "command")


def seen(state: Any, oid: Any, seat: int) -> bool | None:
    """May ``seat`` see object ``oid`` in ``state``?  ``None``: no such object there."""
    if not isinstance(oid, int):
        return None
    o = state.objects.get(oid)
    if o is None:
        return None
    if o.face_down:
        if o.zone in ("battlefield", "stack"):  # 708.5
            return o.controller == seat
        return o.zone == "exile" and o.owner == seat  # 702.143a (foretold)
    if o.zone in PUBLIC:  # 400.2
        return True
    return o.zone == "hand" and o.owner == seat  # 402.3


def hidden_face(state: Any, oid: Any, seat: int) -> str | None:
    """The name of the face ``seat`` may not see of a face-down spell or permanent in
    ``state`` (708.5: another player's), else None.  The object itself is public -- the
    views show it by id as "face-down card" (708.2) --, only its face is hidden."""
    o = state.objects.get(oid) if isinstance(oid, int) else None
    if o is None or not o.face_down or o.zone not in ("battlefield", "stack") \
            or o.controller == seat:
        return None
    return o.get_info("printed", o.card).name  # the card it is (cast face down, manifested)


def _strings(data: dict[str, Any]) -> set[str]:
    out: set[str] = set()
    for value in data.values():
        for v in value if isinstance(value, list) else (value,):
            if isinstance(v, str):
                out.add(v)
    return out


def named_objects(ev: Event) -> list[Any]:
    d = ev.data
    return [d[k] for k in ("object", "new_object") if k in d]


def leaks(before: Any, after: Any, seat: int, looked: set[int]) -> Iterator[str]:
    """The events since ``before`` that show ``seat`` a card it may not see (cards
    revealed to all by a "reveal" event of the same decision are seen, 701.16a)."""
    new = after.events[before.seq:]
    revealed = {name for e in new if e.kind == "reveal" and e.visible_to is None
                for name in e.data.get("cards", ())}
    for full in new:
        ev = full.seen_by(seat)
        ids = named_objects(ev)
        if ids and ids[0] != "hidden" and ev.data.get("card") not in revealed:
            verdicts = [v for i in ids for v in (seen(before, i, seat), seen(after, i, seat))]
            if not any(verdicts) and not any(i in looked for i in ids) \
                    and any(v is not None for v in verdicts):
                faces = {hidden_face(st, i, seat) for i in ids for st in (before, after)
                         if seen(st, i, seat) is False}
                if None in faces or faces & _strings(ev.data):  # 708.5: a face named
                    yield f"{ev.kind} {ev.data} ({ev.rule})"
        if ev.kind == "look" and ev.player != seat and \
                any(ev.data.get(k) not in (None, "hidden") for k in ("cards", "objects")):
            yield f"{ev.kind} {ev.data} ({ev.rule})"  # 701.16e: shown to the looker only


def view_leaks(game: Any, seat: int) -> Iterator[str]:
    """The cards ``seat``'s view names that it may not see (the top of a library is shown
    only when it is revealed or playable, and is left out here)."""
    view = game.view(seat)
    for entry in _cards_of(view, skip=("library_top",)):
        if entry.get("name") in ("face-down card", "hidden") or entry.get("face_down"):
            continue
        if seen(game, entry["id"], seat) is False:
            yield f"view names {entry}"


def _cards_of(node: Any, skip: tuple[str, ...]) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if "id" in node and "name" in node:
            yield node
        for key, value in node.items():
            if key not in skip:
                yield from _cards_of(value, skip)
    elif isinstance(node, list):
        for value in node:
            yield from _cards_of(value, skip)


def check_game(game: Any, seed: int, max_decisions: int, view_every: int = 7) -> int:
    """Play ``game`` with random agents, checking every seat's log after every decision
    and every seat's view every ``view_every`` decisions; returns the decisions made."""
    agents = [RandomAgent(seed * 7 + i) for i in range(game.n_players)]
    looked: list[set[int]] = [set() for _ in range(game.n_players)]
    n = 0
    while not game.over and n < max_decisions:
        before = game.clone()
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
        n += 1
        for ev in game.events[before.seq:]:
            if ev.kind == "look" and ev.player is not None:
                looked[ev.player].update(ev.data.get("objects", ()))
            if ev.kind == "reveal" and ev.visible_to is None:  # 701.16a: shown to all
                for seat_looked in looked:
                    seat_looked.update(ev.data.get("objects", ()))
        for seat in range(game.n_players):
            found = list(leaks(before, game, seat, looked[seat]))
            assert not found, (seat, found)
            if n % view_every == 0:
                found = list(view_leaks(game, seat))
                assert not found, (seat, found)
    return n


VARIANTS = ("duel", "commander", "planechase", "planechase+commander", "vanguard")
FORMATS: tuple[tuple[str | None, int], ...] = (
    (None, 2), ("ffa", 4), ("2hg", 4), ("grand-melee", 5), ("emperor", 6),
    ("team-vs-team", 4), ("alternating-teams", 4))
CASES = [(v, f, n, {}) for v in VARIANTS for f, n in FORMATS] + [
    # Archenemy brings its own format (904.2, 904.12a)
    ("archenemy", None, 4, {}), ("archenemy", None, 4, {"rumble": True})]


@pytest.mark.parametrize("variant,fmt,players,options", CASES,
                         ids=[f"{v}-{f or 'own-format'}{'-rumble' if o else ''}"
                              for v, f, _, o in CASES])
def test_400_2_no_seat_sees_a_hidden_card_in_any_variant_and_format(variant, fmt, players,
                                                                     options):
    """Every variant x format pair: a seeded random game, every seat's log checked after
    every decision and its view every few decisions."""
    seed = (len(variant) * 31 + players) % 97
    game = casualmagic.new_game(variant, seed=seed, players=players, format=fmt,
                                options=options)
    assert check_game(game, seed, max_decisions=300 if players > 4 else 500) > 0


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_400_2_no_seat_sees_a_hidden_card_with_decks_from_the_whole_pool(seed):
    """Random decks from the whole card pool bring tutors, looks, face-down cards..."""
    decks = [random_pool_deck(seed * 31 + i) for i in range(2)]
    game = casualmagic.new_game(decks=decks, seed=seed)
    check_game(game, seed, max_decisions=1000, view_every=13)


# -- the leaks of issue 19, one test each -------------------------------------------------------

def _lines(game: Any, seat: int) -> str:
    return "\n".join(full_log_lines(game, seat))


def _names_in(ev: Event) -> str:
    return repr(ev.data)


def test_701_19a_a_tutor_finds_a_card_only_its_searcher_sees():
    """Diabolic Tutor: "Search your library for a card, put that card into your hand" --
    the card is never revealed, so only the searcher learns it (701.19a, 402.3)."""
    game, _, _ = board(["Swamp"] * 4)
    on_top(game, 0, ["Island", "Grave Titan"])
    start = game.seq
    play(game, "Diabolic Tutor", ("card", "find", "Grave Titan"))
    assert hand(game) == ["Grave Titan"]
    found = [e for e in game.events[start:] if e.kind == "search" and e.data.get("to") == "hand"]
    assert found and found[0].data["card"] == "Grave Titan"
    assert found[0].seen_by(0).data["card"] == "Grave Titan"
    assert found[0].seen_by(1).data["card"] == "hidden"
    assert found[0].seen_by(1).data["to"] == "hand"  # a card moved, not which
    assert "Grave Titan" in _lines(game, 0) and "Grave Titan" not in _lines(game, 1)
    assert b"Grave Titan" not in game.log_jsonl(1)
    assert b"Grave Titan" in game.log_jsonl()  # the full log keeps everything


def test_701_19a_a_search_that_reveals_shows_the_card_to_all():
    """Sylvan Scrying: "Search your library for a land card, reveal it, put it into your
    hand": the found card is public (701.16a)."""
    game, _, _ = board(["Forest"] * 2)
    on_top(game, 0, ["Island", "Mountain"])
    start = game.seq
    play(game, "Sylvan Scrying", ("card", "find", "Mountain"))
    moved = [e for e in game.events[start:] if e.kind == "search"]
    assert moved and [e.seen_by(1).data["card"] for e in moved] == ["Mountain"]
    assert moved[0].visible_to is None


def test_401_4_brainstorm_puts_back_cards_only_their_owner_sees():
    """Brainstorm: the two cards put back from hand on top of the library stay hidden
    from everyone else (402.3, 401.2)."""
    game, _, _ = board(["Island"])
    put(game, 0, "Colossal Dreadmaw", "hand")
    put(game, 0, "Grave Titan", "hand")
    start = game.seq
    play(game, "Brainstorm", ("card", "put", "Colossal Dreadmaw"), ("card", "put", "Grave Titan"))
    back = [e for e in game.events[start:] if e.kind == "put_from_hand"]
    assert {e.data["card"] for e in back} == {"Colossal Dreadmaw", "Grave Titan"}
    assert all(e.seen_by(1).data["card"] == "hidden" for e in back)
    assert all(e.seen_by(0).data["card"] != "hidden" for e in back)
    theirs = _lines(game, 1)
    assert "Colossal Dreadmaw" not in theirs and "Grave Titan" not in theirs
    assert "Colossal Dreadmaw" in _lines(game, 0)


def test_701_16e_sleight_of_hand_shows_the_look_to_its_caster_only():
    """Sleight of Hand: the two cards looked at, the one taken and the one put on the
    bottom are seen by the caster alone (701.16e)."""
    game, _, _ = board(["Island"])
    on_top(game, 0, ["Grave Titan", "Colossal Dreadmaw"])
    start = game.seq
    play(game, "Sleight of Hand", ("card", "take", "Grave Titan"))
    assert hand(game) == ["Grave Titan"]
    new = game.events[start:]
    assert any(e.kind == "look" for e in new)
    mine, theirs = _lines(game, 0), _lines(game, 1)
    assert "Grave Titan" in mine and "Colossal Dreadmaw" in mine
    assert "Grave Titan" not in theirs and "Colossal Dreadmaw" not in theirs
    for ev in new:
        assert "Grave Titan" not in _names_in(ev.seen_by(1))
        assert "Colossal Dreadmaw" not in _names_in(ev.seen_by(1))


@pytest.mark.parametrize("card", ["Commune with Nature", "Adventurous Impulse"])
def test_701_16e_cards_looked_at_and_put_on_the_bottom_stay_hidden(card):
    """Commune with Nature / Adventurous Impulse: the creature taken is revealed (701.16a);
    the rest go to the bottom unrevealed, seen by the caster only."""
    top = ["Grave Titan", "Sol Ring", "Lightning Bolt", "Counterspell", "Brainstorm"]
    n = 5 if card == "Commune with Nature" else 3
    game, _, _ = board(["Forest"])
    on_top(game, 0, top)
    start = game.seq
    play(game, card, ("card", "take", "Grave Titan"))
    assert hand(game) == ["Grave Titan"]
    new = game.events[start:]
    bottom = [e for e in new if e.data.get("to") == "library"]
    assert len(bottom) == n - 1
    assert all(e.seen_by(1).data["card"] == "hidden" for e in bottom)
    assert all(e.seen_by(0).data["card"] != "hidden" for e in bottom)
    taken = [e for e in new if e.data.get("to") == "hand"]
    assert [e.seen_by(1).data["card"] for e in taken] == ["Grave Titan"]  # revealed
    theirs = _lines(game, 1)
    assert "Grave Titan" in theirs
    assert not any(name in theirs for name in top[1:n])
    assert all(name in _lines(game, 0) for name in top[:n])


def test_400_2_a_redacted_event_says_a_card_moved_not_which():
    """The one filter keeps the event's kind, player, zones and rule; only the card keys
    read "hidden", and the all-seeing log (viewer None) is untouched."""
    from casualmagic.core.events import redact

    ev = Event(1, 1, "precombat_main", "main", "search", 0,
               {"object": 5, "card": "Grave Titan", "to": "hand", "new_object": 9}, "701.19a",
               frozenset({0}))
    other = redact(ev, 1)
    assert other.data == {"object": "hidden", "card": "hidden", "to": "hand",
                          "new_object": "hidden"}
    assert (other.kind, other.player, other.rule) == ("search", 0, "701.19a")
    assert redact(ev, 0) is ev and redact(ev, None) is ev
    assert redact(ev._replace(visible_to=frozenset()), 0).data["card"] == "hidden"
    public = ev._replace(visible_to=None)
    assert redact(public, 1) is public


def test_708_5_the_text_log_never_names_a_face_down_permanent():
    """A face-down permanent is seen by its controller only (708.5): an event about it
    (counters put on it) reads "face-down card" on the shared text log."""
    from casualmagic.engine.primitives import add_counters

    game, (oid,), _ = board([], mine=["Grave Titan"])
    game.obj_w(oid).face_down = True
    add_counters(game, oid, "+1/+1", 1, sync=True)
    assert "Grave Titan" not in _lines(game, 1)
    assert "face-down card" in _lines(game, 1)
    assert game.view(0)["battlefield"][-1]["name"] == "Grave Titan"  # its controller sees it
    assert game.view(1)["battlefield"][-1]["name"] == "face-down card"
