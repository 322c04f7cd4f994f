"""Seeded 4-player Planechase games: no exception, every card conserved (planar cards
included), identical replays; the log shows die rolls, planeswalks and chaos with rules."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.agents import RandomAgent
from casualmagic.variants.planechase import rules
from tests.engine.test_invariants import assert_conserved


def play(seed: int, players: int = 4):
    game = casualmagic.new_game("planechase", players=players, seed=seed,
                                options={"max_turns": 60})
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_planar_conserved(game) -> None:
    """Every planar card of a player still in the game is in the command zone exactly once:
    in its owner's planar deck or face up (901.4)."""
    initial = game.vget("pc.initial_planar_decks")
    decks = game.vget("pc.decks")
    up = {oid for oid, _ in rules.all_face_up(game)}  # every turn marker's (901.14)
    for seat, deck in enumerate(initial):
        if game.players[seat].left:
            continue
        ids = [*decks[seat], *(i for i in up if game.objects[i].owner == seat)]
        assert sorted(game.objects[i].card_id for i in ids) == sorted(
            1_000_000 + seat * 1_000 + k for k in range(len(deck)))
        assert all(i in game.command for i in ids)


def _check(seed: int) -> None:
    game = play(seed)
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(6))
def test_901_seeded_four_player_games_finish_conserve_and_replay(seed):
    _check(seed)


@pytest.mark.slow
def test_901_seeded_four_player_games_500_seeds():
    for seed in range(500):
        _check(seed)


def test_901_log_shows_die_cost_and_face_planeswalks_and_chaos_with_rules():
    kinds = {}
    for seed in range(4):
        for e in play(seed).events:
            kinds.setdefault(e.kind, e)
    die = kinds["planar_die"]
    assert die.rule == "901.9" and "cost" in die.data and die.data["face"] in rules.DIE_FACES
    walk = kinds["planeswalk"]
    assert {"from", "to", "player", "why"} <= set(walk.data) and walk.rule
    assert kinds["chaos_ensues"].rule in ("901.9b", "311.7")


# -- Two-Headed Giant Planechase (901.12) and the single planar deck option (901.15) ----------

def play_variant(seed: int, variant: str = "planechase", players: int = 4, **kw):
    game = casualmagic.new_game(variant, players=players, seed=seed,
                                options={"max_turns": 60, **kw.pop("options", {})}, **kw)
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    return game


def assert_communal_conserved(game) -> None:
    """Every card of the communal planar deck is still in the game, whoever left (901.15b),
    in the command zone exactly once: in the planar deck or face up (901.4)."""
    [deck] = game.vget("pc.initial_planar_decks")
    ids = rules.communal_cards(game)
    assert len(ids) == len(set(ids)) == len(deck)
    assert sorted(game.objects[i].card_id for i in ids) == [1_000_000 + k for k in range(len(deck))]
    assert all(i in game.command for i in ids)
    if not game.over or len(game.living()) >= 1:
        owners = {game.objects[i].owner for i in ids}
        assert owners == {rules.planar_controller(game)}  # 901.15b


def _check_2hg(seed: int) -> None:
    game = play_variant(seed, format="2hg")
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


def _check_single(seed: int) -> None:
    game = play_variant(seed, players=2 + seed % 3, options={"single_planar_deck": True})
    assert_conserved(game)
    assert_communal_conserved(game)
    assert game.replay().log_digest() == game.log_digest()


@pytest.mark.parametrize("seed", range(3))
def test_901_12_seeded_two_headed_giant_planechase_games(seed):
    _check_2hg(seed)


@pytest.mark.parametrize("seed", range(3))
def test_901_15_seeded_single_planar_deck_games(seed):
    _check_single(seed)


@pytest.mark.slow
def test_901_12_200_two_headed_giant_planechase_games():
    for seed in range(200):
        _check_2hg(seed)


@pytest.mark.slow
def test_901_15_200_single_planar_deck_games():
    for seed in range(200):
        _check_single(seed)


def test_901_12_log_shows_die_cost_and_face_planeswalks_and_chaos_in_two_headed_giant():
    kinds: dict = {}
    rollers = set()
    for seed in range(4):
        game = play_variant(seed, format="2hg")
        for e in game.events:
            kinds.setdefault((e.kind, e.rule), e)
            if e.kind == "planar_die" and "cost" in e.data:
                rollers.add((game.players[e.player].team, e.player))
    die = next(e for (k, _), e in kinds.items() if k == "planar_die")
    assert die.rule == "901.9" and "cost" in die.data and die.data["face"] in rules.DIE_FACES
    walk = next(e for (k, _), e in kinds.items() if k == "planeswalk")
    assert {"from", "to", "player", "why"} <= set(walk.data) and walk.rule
    assert {r for k, r in kinds if k == "chaos_ensues"} <= {"901.9b", "311.7"}
    assert any(k == "chaos_ensues" for k, _ in kinds)
    assert ("planar_controller", "901.12b") in kinds  # the primary player of the active team
    assert len({p for _, p in rollers}) > len({t for t, _ in rollers})  # both members rolled


# -- Planechase with Commander decks (composition of two variants) --------------------------

def _check_commander(seed: int, variant: str) -> None:
    game = play_variant(seed, variant, options={"max_turns": 30})
    assert_conserved(game)
    assert_planar_conserved(game)
    assert game.replay().log_digest() == game.log_digest()
    kinds = {e.kind for e in game.events}
    assert {"starting_plane", "planar_die"} <= kinds  # Planechase's hooks
    assert any(e.rule.startswith("903") for e in game.events)  # Commander's hooks


@pytest.mark.parametrize("seed", range(3))
def test_901_planechase_with_commander_seeded_games(seed):
    _check_commander(seed, "planechase+commander" if seed % 2 == 0 else "commander+planechase")


@pytest.mark.slow
def test_901_planechase_with_commander_50_seeded_games():
    for seed in range(50):
        _check_commander(seed, "planechase+commander")
