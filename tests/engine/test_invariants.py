"""Seeded random games: no exception, every card conserved, replays identical,
clone and pickle at decisions, views leak nothing (docs/architecture.md contracts)."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.decks.generate import random_pool_deck
from casualmagic.mechanics.phasing import phased_out_ids

DECKS = ("gruul-stompy", "dimir-control", "azorius-skies", "rakdos-fire")


def play_random(seed: int, players: int = 2, check_every: int = 0):
    decks = [DECKS[(seed + i) % len(DECKS)] for i in range(players)]
    game = casualmagic.new_game(decks=decks, seed=seed, players=players)
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    n = 0
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
        n += 1
        if check_every and n % check_every == 0:
            assert_conserved(game)
    return game


def play_random_pool(seed: int, players: int = 2):
    decks = [random_pool_deck(seed * 31 + i) for i in range(players)]
    game = casualmagic.new_game(decks=decks, seed=seed, players=players)
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_conserved(game) -> None:
    """Each physical card is in exactly one zone container, and the zones agree with objects."""
    where: Counter[int] = Counter()
    containers = [game.battlefield, phased_out_ids(game), game.all_stack_ids(), game.exile,
                  game.command]  # phased-out permanents are on the battlefield (702.26d)
    for p in game.players:
        containers += [p.library, p.hand, p.graveyard]
    seen_ids = [i for c in containers for i in c]
    assert len(seen_ids) == len(set(seen_ids)), "an object is in two zones"
    for oid in seen_ids:
        o = game.objects[oid]
        if o.card_id >= 0:
            where[o.card_id] += 1
    expected = sum(len(d) for d in game.vget("initial_decks"))
    left = {p.index for p in game.players if p.left}
    owned_by_leavers = sum(len(d) for i, d in enumerate(game.vget("initial_decks")) if i in left)
    assert all(n == 1 for n in where.values()), "a card is duplicated"
    assert len(where) >= expected - owned_by_leavers, "a card was lost"
    for oid, o in game.objects.items():
        if o.kind != "ability":
            assert oid in seen_ids, f"object {o} is in no zone"


def test_random_games_conserve_cards_and_end():
    for seed in range(40):
        game = play_random(seed, check_every=25)
        assert game.over and game.events[-1].kind == "game_over"
        assert_conserved(game)
        # a spell offered as castable can always be paid for (never reversed, 728.1)
        assert not any(e.kind == "reverse" for e in game.events)


@pytest.mark.slow
def test_1000_random_games_soak():
    for seed in range(1000):
        game = play_random(seed)
        assert_conserved(game)


@pytest.mark.slow
def test_1000_random_games_with_the_whole_pool_soak():
    """1,000 seeded games between random decks drawn from every card of the pool."""
    for seed in range(1000):
        game = play_random_pool(seed)
        assert_conserved(game)
        if seed % 100 == 0:
            assert game.replay().log_digest() == game.log_digest()


def test_ci_random_games_soak_short():
    """The short CI version of the soak: 1,000 seeded games run in the slow suite."""
    for seed in range(1000, 1150):
        assert_conserved(play_random(seed))


def test_ci_random_pool_games_short():
    """The short CI version of the whole-pool soak (the slow suite runs 1,000)."""
    for seed in range(2000, 2100):
        game = play_random_pool(seed)
        assert_conserved(game)
        assert game.over
    assert game.replay().log_jsonl() == game.log_jsonl()


def test_random_multiplayer_pool_games_conserve_cards():
    for seed in range(5):
        game = play_random_pool(seed, players=4)
        assert game.over
        assert_conserved(game)


def test_random_multiplayer_games_conserve_cards():
    for seed in range(10):
        game = play_random(seed, players=4, check_every=40)
        assert game.over
        assert_conserved(game)


def test_replay_reproduces_the_log():
    for seed in (1, 2, 3):
        game = play_random(seed)
        again = game.replay()
        assert again.log_jsonl() == game.log_jsonl()


def test_same_seed_same_game_different_seed_different_game():
    a, b, c = play_random(5), play_random(5), play_random(6)
    assert a.log_digest() == b.log_digest()
    assert a.log_digest() != c.log_digest()


def test_clone_is_independent_and_cheap():
    game = casualmagic.new_game(seed=11)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(150):
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    snapshot = game.log_digest()
    copy = game.clone()
    while not copy.over:
        d = copy.pending
        copy.choose(agents[d.player].choose(None, d))
    assert game.log_digest() == snapshot  # the original is untouched
    assert not game.over
    # and the original can still be played to the end independently
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))


def test_pickle_at_every_decision_kind():
    game = casualmagic.new_game(seed=4)
    agent = RandomAgent(9)
    kinds = set()
    while not game.over:
        d = game.pending
        if d.kind not in kinds:
            kinds.add(d.kind)
            restored = pickle.loads(pickle.dumps(game))
            assert restored.pending == d
            opt = agent.choose(None, d)
            restored.choose(opt)
            game.choose(opt)
            assert restored.log_digest() == game.log_digest()
        else:
            game.choose(agent.choose(None, d))
    assert {"priority", "mulligan"} <= kinds


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400))
def test_views_leak_no_hidden_information(seed, steps):
    game = casualmagic.new_game(seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(steps):
        if game.over:
            break
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    for viewer in (0, 1):
        other = 1 - viewer
        view = game.view(viewer)
        text = repr(view)
        hidden_ids = set(game.players[other].hand) | set(game.players[other].library) \
            | set(game.players[viewer].library)
        for oid in hidden_ids:
            assert f"'id': {oid}," not in text
        assert view["players"][other]["hand_size"] == len(game.players[other].hand)
        assert "hand" not in view["players"][other]
        for ev in game.events_for(viewer):
            if ev.kind == "draw" and ev.player == other:
                assert ev.data["card"] == "hidden"


def test_every_event_cites_a_rule_of_the_cr():
    """Every event cites a rule number of the shipped CR (see also tests/rules/test_citation_walk)."""
    import re

    from casualmagic.rules.text import exists

    pattern = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")
    for seed in range(5):
        game = play_random(seed, players=2 + seed % 3)
        for ev in game.events:
            assert pattern.match(ev.rule), f"{ev.kind} cites {ev.rule!r}"
            assert exists(ev.rule), f"{ev.kind} cites {ev.rule}, which is not in the CR"


def test_cached_priority_options_equal_fresh_ones():
    """The legal-action cache (keyed by board version) never serves stale options."""
    from casualmagic.engine.actions import _legal_actions, sorcery_timing

    for seed in range(30):
        game = casualmagic.new_game(seed=seed, players=2 + seed % 2)
        agents = [RandomAgent(seed + i) for i in range(game.n_players)]
        while not game.over:
            d = game.pending
            if d.kind == "priority":
                fresh = _legal_actions(game, d.player, sorcery_timing(game, d.player))
                assert list(d.options) == list(fresh), (seed, game.turn, game.step)
            game.choose(agents[d.player].choose(None, d))


def test_pickle_and_clone_at_every_decision_kind_with_the_whole_pool():
    """Every kind of decision the pool's cards raise (kicker, 'unless pays', replacement
    order, sacrifice costs, copies...) can be pickled and cloned, and play on identically."""
    kinds: set[str] = set()
    wanted = {"priority", "target", "kick", "pay_unless"}
    for seed in range(200):
        if seed >= 40 and wanted <= kinds:
            break  # at least 40 games; more only while the pool's random decks lack one
        decks = [random_pool_deck(seed * 31 + i) for i in range(2)]
        game = casualmagic.new_game(decks=decks, seed=seed)
        agent = RandomAgent(seed)
        while not game.over:
            d = game.pending
            opt = agent.choose(None, d)
            if d.kind not in kinds:
                kinds.add(d.kind)
                restored = pickle.loads(pickle.dumps(game))
                copy = game.clone()
                assert restored.pending == d
                restored.choose(opt)
                copy.choose(opt)
                game.choose(opt)
                assert restored.log_digest() == game.log_digest() == copy.log_digest()
            else:
                game.choose(opt)
    assert wanted <= kinds, kinds


def test_cached_characteristics_equal_a_fresh_computation():
    """The characteristics cache outlives events that can't change them (engine.continuous):
    at every decision of seeded pool games it agrees with a computation from scratch."""
    from casualmagic.engine import continuous as cont

    def snapshot(game):
        out = {}
        for oid in game.battlefield:
            ch = cont.characteristics(game, game.objects[oid])
            out[oid] = (ch.types, ch.subtypes, ch.colors, ch.keywords, ch.power, ch.toughness)
        return out

    for seed in range(12):
        decks = [random_pool_deck(seed * 31 + i) for i in range(2)]
        game = casualmagic.new_game(decks=decks, seed=seed)
        agents = [RandomAgent(seed * 7 + i) for i in range(2)]
        while not game.over:
            cached = snapshot(game)
            saved = game.chars_cache
            game.chars_cache = None
            assert snapshot(game) == cached, f"seed {seed}, turn {game.turn}"
            game.chars_cache = saved
            d = game.pending
            game.choose(agents[d.player].choose(None, d))
