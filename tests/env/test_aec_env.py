"""The PettingZoo AEC environment: PettingZoo's API test, masks, rewards, no hidden cards."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from casualmagic.engine.determinize import determinize  # noqa: E402
from casualmagic.env import env, raw_env  # noqa: E402


@pytest.mark.parametrize(("variant", "players"), [("duel", 2), ("commander", 4)])
def test_pettingzoo_api_test_passes(variant: str, players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice on Dict observation spaces
        api_test(env(variant=variant, players=players), num_cycles=200)


def _play_out(e, seed: int, rng: random.Random, check=None) -> dict[str, float]:
    e.reset(seed=seed)
    totals: dict[str, float] = {}
    for agent in e.agent_iter(max_iter=20_000):
        obs, reward, term, trunc, info = e.last()
        totals[agent] = totals.get(agent, 0.0) + reward
        if term or trunc:
            e.step(None)
            continue
        if check is not None:
            check(e, agent, obs, info)
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(info["options"]) > 0
        e.step(int(rng.choice(list(legal))))
    return totals


def test_a_whole_game_ends_with_one_winner_rewarded() -> None:
    e = env(max_turns=None)
    totals = _play_out(e, 3, random.Random(3))
    game = e.unwrapped.game
    assert game.over and not e.agents
    winners = {f"player_{s}" for s in game.winners}
    assert winners and all(totals[a] == (1.0 if a in winners else -1.0) for a in totals)


def test_800_4_a_seat_that_loses_in_multiplayer_is_terminated_with_minus_one() -> None:
    e = env(variant="duel", players=3, max_turns=None)
    totals = _play_out(e, 5, random.Random(5))
    game = e.unwrapped.game
    assert game.over and sum(1 for v in totals.values() if v == -1.0) == 2


def test_the_mask_marks_exactly_the_pending_options() -> None:
    e = raw_env()
    e.reset(seed=1)
    game = e.game
    for agent in e.possible_agents:
        mask = e.observe(agent)["action_mask"]
        mine = game.pending.player == e.possible_agents.index(agent)
        assert mask.sum() == (len(game.pending.options) if mine else 0)


def test_400_2_no_observation_holds_another_seats_hidden_cards() -> None:
    """Each seat's observation is unchanged when the cards it can't see are dealt anew,
    and its view names no card of another's hand or of any library."""
    e = raw_env(variant="commander", players=4, max_turns=12)
    rng = random.Random(11)
    checked = []

    def check(e, agent, obs, info) -> None:
        game = e.game
        if game.n_choices % 40:
            return
        checked.append(game.n_choices)
        for seat, name in enumerate(e.possible_agents):
            world = determinize(game.clone(), seat, random.Random(game.n_choices))
            e.game = world
            try:
                other = e.observe(name)
                view = e.view(name)
            finally:
                e.game = game
            mine = e.observe(name)
            assert np.array_equal(other["observation"], mine["observation"])
            assert np.array_equal(other["action_mask"], mine["action_mask"])
            hidden = {i for p in game.players for i in p.library}
            hidden |= {i for p in game.players if p.index != seat for i in p.hand}
            seen = {c["id"] for zone in ("hand", "battlefield", "stack", "exile", "command")
                    for c in view[zone]}
            assert not (seen & hidden)

    _play_out(e, 2, rng, check)
    assert len(checked) >= 3
