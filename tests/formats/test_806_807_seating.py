"""CR 806.3, 807.3: the players are seated at random (``seating="random"``)."""

from __future__ import annotations

from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from tests.formats.helpers import format_game

LANDS = ["Forest", "Island", "Mountain", "Swamp", "Plains", "Forest"]


def seated(seed: int, fmt: str = "ffa", n: int = 6):
    return format_game(fmt, n, seed=seed, libs=[[LANDS[i]] * 20 for i in range(n)],
                       seating="random")


def test_806_3_players_are_seated_at_random_with_their_decks_and_logged():
    orders = set()
    for seed in range(8):
        game = seated(seed)
        names = tuple(p.name for p in game.players)
        orders.add(names)
        assert sorted(names) == sorted(f"Player {i + 1}" for i in range(6))
        for p in game.players:  # each player keeps their own deck
            given = int(p.name.split()[1]) - 1
            cards = {game.objects[o].card.name for o in (*p.hand, *p.library)}
            assert cards == {LANDS[given]}
        ev = [e for e in game.events if e.kind == "seating"]
        assert len(ev) == 1 and ev[0].rule == "806.3" and ev[0].data["seats"] == list(names)
    assert len(orders) > 1  # not always the given order
    assert tuple(p.name for p in seated(3).players) == tuple(p.name for p in seated(3).players)


def test_807_3_grand_melee_random_seating_cites_807_3():
    game = format_game("grand-melee", 10, seed=1, seating="random")
    assert [e.rule for e in game.events if e.kind == "seating"] == ["807.3"]


def test_800_5_without_the_option_players_sit_in_the_given_order():
    game = format_game("ffa", 4, seed=1)
    assert [p.name for p in game.players] == [f"Player {i + 1}" for i in range(4)]
    assert not [e for e in game.events if e.kind == "seating"]


def test_806_3_random_seating_replays():
    game = casualmagic.new_game(decks=[["Forest"] * 20] * 5, seed=4, format="ffa",
                                format_options={"seating": "random"})
    game.choose(game.legal_options[0])
    assert game.replay().log_digest() == game.log_digest()


def test_806_3_cli_random_seating_flag_prints_the_shuffled_seats():
    r = CliRunner().invoke(app, ["play", "--format", "ffa", "-n", "5", "--random-seating",
                                 "--seed", "3", "--agent", "random", "--max-turns", "2"])
    assert r.exit_code == 0, r.output
    seats = [ln for ln in r.output.splitlines() if ln.startswith("  seat ")]
    assert len(seats) == 5 and seats != [f"  seat {i}: Player {i}" for i in range(1, 6)]
    assert "seated at random" in r.output


def test_807_3_grand_melee_seats_players_at_random_by_default_reproducibly():
    def names(seed, **opts):
        game = format_game("grand-melee", 10, seed=seed, **opts)
        return tuple(p.name for p in game.players), game

    orders = set()
    for seed in range(4):
        order, game = names(seed)
        orders.add(order)
        assert [e.rule for e in game.events if e.kind == "seating"] == ["807.3"]
        assert names(seed)[0] == order  # the seating follows from the seed
    assert len(orders) > 1
    given, game = names(0, seating="given")
    assert given == tuple(f"Player {i + 1}" for i in range(10))
    assert not [e for e in game.events if e.kind == "seating"]


def test_807_3_cli_seating_given_keeps_the_order_given():
    base = ["play", "--format", "grand-melee", "--seed", "3", "--agent", "random",
            "--max-turns", "1"]
    r = CliRunner().invoke(app, [*base, "--seating", "given"])
    assert r.exit_code == 0, r.output
    seats = [ln for ln in r.output.splitlines() if ln.startswith("  seat ")]
    assert [s.split(",")[0] for s in seats[:3]] == [f"  seat {i}: Player {i}" for i in range(1, 4)]
    assert "seated at random" not in r.output
    r = CliRunner().invoke(app, base)
    assert r.exit_code == 0 and "seated at random" in r.output
    r = CliRunner().invoke(app, [*base, "--seating", "sideways"])
    assert r.exit_code != 0 and "--seating sideways" in r.output
