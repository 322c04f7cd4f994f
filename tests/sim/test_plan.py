"""Seeds, seat rotation and run ids (casualmagic.sim.plan)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from casualmagic.sim.plan import game_job, game_seed, missing_indices, rotation, run_id

from .helpers import spec


def test_game_seeds_derive_from_the_master_seed_and_index_alone():
    assert game_seed(1, 7) == game_seed(1, 7)
    seeds = {game_seed(1, i) for i in range(1000)}
    assert len(seeds) == 1000  # no two games of a run share a seed
    assert game_seed(2, 7) != game_seed(1, 7)
    assert all(0 <= s < 2 ** 63 for s in seeds)


def test_rotation_seats_each_entrant_once_in_every_seat_over_n_games():
    n = 4
    seats = Counter((seat, e) for i in range(n) for seat, e in enumerate(rotation(i, n)))
    assert seats == Counter({(s, e): 1 for s in range(n) for e in range(n)})
    assert rotation(0, n) == (0, 1, 2, 3) and rotation(1, n) == (1, 2, 3, 0)


def test_a_game_job_gives_each_seat_the_rotated_deck_and_its_agent():
    s = spec()
    s = replace(s, entrants=(s.entrants[0], replace(s.entrants[1], agent="heuristic")))
    job = game_job(s, 1)
    assert job.given == (1, 0)
    assert job.decks == (s.entrants[1].cards, s.entrants[0].cards)
    assert job.agents == ("heuristic", "random")
    assert job.seed == game_seed(s.master_seed, 1)


def test_run_id_names_the_parameters_that_decide_the_games():
    s = spec()
    assert run_id(s) == run_id(spec())
    assert run_id(replace(s, master_seed=2)) != run_id(s)
    assert run_id(replace(s, options={"max_turns": 5})) != run_id(s)
    changed = replace(s.entrants[0], cards=s.entrants[0].cards[:-1])
    assert run_id(replace(s, entrants=(changed, s.entrants[1]))) != run_id(s)
    swapped = (replace(s.entrants[0], agent="heuristic"), s.entrants[1])
    assert run_id(replace(s, entrants=swapped)) != run_id(s)


def test_missing_indices_are_the_games_not_yet_played_in_order():
    assert missing_indices(6, {0, 2, 3}) == [1, 4, 5]
    assert missing_indices(3, {0, 1, 2, 7}) == []
