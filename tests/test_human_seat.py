"""The human seat: not asked without a choice, stops like other clients, concede (104.3a),
help, card text, the table drawn from the player's view only, prompts off stdout with
JSON Lines, a readable log in the game's words, NO_COLOR and the game summary."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator

import pytest

import casualmagic
from casualmagic.agents.human import HumanAgent, answer
from casualmagic.agents.table import table_lines
from casualmagic.cli.render import WHEN_WIDTH, full_log_lines, summary_lines
from casualmagic.engine.game import Game
from tests.engine.helpers import clear_hand, duel, put, refresh, to_main

PLAY = [sys.executable, "-m", "casualmagic", "play"]


def _run(args: list[str], text: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*PLAY, *args], input=text.encode(), capture_output=True, timeout=180,
                          env={**os.environ, **(env or {})})


class _Bot:
    """An opponent that casts what it can, else passes, else takes the first option."""

    def choose(self, view, d):
        casts = [o for o in d.options if o[0] == "cast"]
        if casts:
            return casts[0]
        return ("pass",) if ("pass",) in d.options else d.options[0]


def _human(game: Game, lines: Iterable[str]) -> tuple[HumanAgent, list[str], list[tuple]]:
    """A human seat 0 reading ``lines``; also returns what it printed and where it was asked
    (turn, phase, step, decision kind)."""
    it: Iterator[str] = iter(lines)
    out: list[str] = []
    asked: list[tuple] = []

    def read(prompt: str) -> str:
        v = game.view(0)
        asked.append((v["turn"], v["phase"], v["step"], game.pending.kind))
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    return HumanAgent(game, 0, input_fn=read, output_fn=out.append), out, asked


def _play(game: Game, human: HumanAgent, turns: int) -> None:
    bot = _Bot()
    while not game.over and game.turn <= turns:
        d = game.pending
        agent = human if d.player == 0 else bot
        answer(game, d.player, agent.choose(game.view(d.player), d))


def _bolt_in_hand() -> Game:
    """Seat 0 in its first main phase with an untapped Mountain and Lightning Bolt in hand,
    so it has something to do with priority in every step (117.1a)."""
    game = duel(["Mountain"] * 20, ["Forest"] * 20)
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    put(game, 0, "Lightning Bolt", "hand")
    return game


# -- not asked when there is nothing to choose; stops -----------------------------------------

def test_one_legal_option_is_not_asked():
    game = duel(["Grizzly Bears"] * 20)  # no land: seat 0 can only ever pass
    priorities = []
    human, out, asked = _human(game, [])
    choose = human.choose
    human.choose = lambda view, d: (priorities.append(d.kind), choose(view, d))[1]
    _play(game, human, 2)
    assert priorities.count("priority") > 10
    assert asked == [] and human.prompts == 0


def test_pass_until_my_next_turn_asks_again_at_my_next_turn():
    game = _bolt_in_hand()
    human, out, asked = _human(game, ["n", "n"])
    _play(game, human, 3)
    assert [a[0] for a in asked] == [1, 3]
    assert asked[1][1:3] == ("beginning", "upkeep")  # the first priority of turn 3 (503.1)
    assert any("Passing until your next turn" in line for line in out)


def test_pass_until_end_of_turn_stops_when_the_next_turn_begins():
    game = _bolt_in_hand()
    human, out, asked = _human(game, ["e", "e", "e"])
    _play(game, human, 3)
    assert [a[0] for a in asked] == [1, 2, 3]


def test_stop_at_a_chosen_step_interrupts_passing():
    game = _bolt_in_hand()
    human, out, asked = _human(game, ["stop theirs end", "stops", "n", "n", "n"])
    _play(game, human, 3)
    assert asked[0][0] == 1
    assert (2, "ending", "end", "priority") in asked  # the opponent's end step (513.1)
    assert asked[-1][:3] == (3, "beginning", "upkeep")
    assert any("Stop set: end (theirs)" in line for line in out)


def test_pass_until_something_goes_on_the_stack():
    game = _bolt_in_hand()
    put(game, 1, "Forest")
    put(game, 1, "Forest")
    put(game, 1, "Grizzly Bears", "hand")
    human, out, asked = _human(game, ["s", "p", "n"])
    _play(game, human, 2)
    assert [a[:3] for a in asked] == [(1, "precombat_main", "main"),
                                      (2, "precombat_main", "main"),  # Grizzly Bears cast (601.2a)
                                      (2, "precombat_main", "main")]  # no mode: asked again
    assert any("Stack (top first):" in line for line in out)


def test_bad_input_is_refused_with_a_message():
    game = _bolt_in_hand()
    human, out, asked = _human(game, ["²", "", "99", "frobnicate", "stop nowhere", "p", "n"])
    _play(game, human, 2)
    text = "\n".join(out)
    assert "'²' is not an option" in text and "99 is not an option" in text
    assert "'frobnicate' is not an option" in text and "stop needs one step" in text


def test_help_lists_the_keys():
    game = _bolt_in_hand()
    human, out, _ = _human(game, ["h", "n"])
    _play(game, human, 1)
    text = "\n".join(out)
    for key in ("pass until your next turn", "until something new goes on the stack", "concede",
                "stop [mine|theirs] STEP", "show a card's text"):
        assert key in text


# -- conceding (104.3a) ------------------------------------------------------------------------

def test_104_3a_the_human_seat_concedes_through_game_concede_and_the_replay_reproduces_it():
    game = _bolt_in_hand()
    human, out, _ = _human(game, ["concede"])
    _play(game, human, 3)
    assert game.over and game.winners == (1,)
    lose = [e for e in game.events if e.kind == "lose"]
    assert lose[0].rule == "104.3a" and lose[0].data["reason"] == "conceded"
    assert ("concede", 0) in game.choice_list()
    assert game.replay().log_digest() == game.log_digest()


def test_104_3a_concede_on_the_command_line():
    result = _run(["duel", "--human", "1", "--seed", "3"], "concede\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "Player 1 loses the game: conceded" in out
    assert re.search(r"Player 1 +-?\d+ life +lost: conceded \(104\.3a\)", out)


# -- the table: only the player's view -----------------------------------------------------------

def test_table_shows_attachments_and_counters_under_their_controller():
    game = _bolt_in_hand()
    bears = put(game, 1, "Grizzly Bears", counters=(("+1/+1", 1),))
    sword = put(game, 1, "Bonesplitter")
    game.obj_w(sword).attached_to = bears
    refresh(game)
    lines = table_lines(game.view(0))
    text = "\n".join(lines)
    at = next(i for i, line in enumerate(lines) if f"Grizzly Bears #{bears}" in line)
    assert "5/3" in lines[at] and "1 +1/+1 counter" in lines[at]  # 2/2, +1/+1, +2/+0
    assert f"└ Bonesplitter #{sword}" in lines[at + 1]
    owner_line = max(i for i, line in enumerate(lines[:at]) if not line.startswith(" "))
    assert lines[owner_line].startswith("Player 2:")
    assert "Turn 1, Player 1 (you)'s turn: precombat main phase; priority: Player 1 (you)" in text
    assert f"Your hand: Lightning Bolt #{game.players[0].hand[-1]}" in text


def test_table_shows_commanders_tax_and_damage_and_never_an_opponents_hand():
    from casualmagic.agents import HeuristicAgent

    game = casualmagic.new_game("commander", seed=1, players=4)
    agents = [HeuristicAgent(i) for i in range(4)]
    seen_damage = False
    while not game.over and not seen_damage:
        d = game.pending
        game.choose(agents[d.player].choose(game.view(d.player), d))
        view = game.view(0)
        text = "\n".join(table_lines(view))
        public = json.dumps({k: v for k, v in view.items() if k != "hand"})
        for seat in (1, 2, 3):
            for oid in game.players[seat].hand:
                name = game.objects[oid].card.name
                if name not in public and name not in json.dumps(view["hand"]):
                    assert name not in text
        seen_damage = "commander damage dealt to" in text
    assert seen_damage
    assert re.search(r"Commander .+: tax \{\d+\}", text)


def test_table_shows_the_plane():
    game = casualmagic.new_game("planechase", seed=2, players=3)
    while game.pending.kind != "priority":
        game.choose(0)
    view = game.view(0)
    plane = view["planechase"]["planes"][0]
    text = "\n".join(table_lines(view))
    assert f"Plane: {plane}" in text and "face-down cards" in text


def test_card_text_on_request_only_for_cards_the_player_can_see():
    game = _bolt_in_hand()
    bolt = game.players[0].hand[-1]
    hidden = put(game, 1, "Grizzly Bears", "hand")
    human, out, _ = _human(game, [f"c #{bolt}", f"c {hidden}", "c grizzly", "n"])
    _play(game, human, 1)
    text = "\n".join(out)
    assert "Lightning Bolt deals 3 damage to any target." in text
    assert f"no card '{hidden}' that you can see" in text and "no card 'grizzly'" in text


# -- the command line ---------------------------------------------------------------------------

def test_scripted_four_player_commander_game_to_the_end_with_fewer_than_60_prompts():
    """Piped input: 'n' (pass until my next turn) and '1' (the first option, for the
    decisions that must be answered: mulligan, discard, blocks) until the game ends."""
    result = _run(["commander", "--players", "4", "--human", "1", "--seed", "1"], "n\n1\n" * 200)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    out = result.stdout.decode()
    prompts = out.count("(h for help): ")
    assert 0 < prompts < 60, prompts
    assert "Game over after" in out and "Traceback" not in out + result.stderr.decode()
    assert re.search(r"Game over after \d+ turns: Player \d wins", out)


def test_jsonl_keeps_the_prompts_and_table_off_stdout():
    result = _run(["commander", "--players", "4", "--human", "1", "--seed", "2",
                   "--log-format", "jsonl"], "n\n1\n" * 200)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    lines = result.stdout.decode().splitlines()
    assert lines and all(json.loads(line)["rule"] for line in lines)
    err = result.stderr.decode()
    assert "(h for help): " in err and "Your hand:" in err and "Game over after" in err


def test_unicode_digit_and_end_of_input_give_a_message_not_a_traceback():
    result = _run(["duel", "--human", "1"], "²\n")
    both = result.stdout.decode() + result.stderr.decode()
    assert result.returncode == 1
    assert "'²' is not an option" in both and "input closed" in both and "Traceback" not in both


def test_no_color_is_honoured_even_on_a_forced_terminal():
    coloured = _run(["duel", "--seed", "3"], "", {"FORCE_COLOR": "1", "NO_COLOR": ""})
    assert b"\x1b[" in coloured.stdout
    plain = _run(["duel", "--seed", "3"], "", {"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert b"\x1b[" not in plain.stdout and b"Game over" in plain.stdout


# -- the readable log ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant, players, fmt, seed", [
    ("commander", 4, None, 1), ("commander", 4, None, 2), ("planechase", 3, None, 1),
    ("duel", 4, "ffa", 1), ("duel", 6, "emperor", 1), ("duel", 4, "2hg", 2),
    ("commander", 6, "grand-melee", 1),
])
def test_log_speaks_the_games_language_in_aligned_columns(variant, players, fmt, seed):
    from casualmagic.agents import HeuristicAgent, RandomAgent

    game = casualmagic.new_game(variant, seed=seed, players=players, format=fmt)
    agents = [(HeuristicAgent if seed == 1 else RandomAgent)(i) for i in range(players)]
    for _ in range(5000):
        if game.over:
            break
        d = game.pending
        game.choose(agents[d.player].choose(game.view(d.player), d))
    for line in full_log_lines(game, 0):
        assert not re.search(r"\b[a-z_]+=|\['|None|True|False", line), line  # no internal dumps
        for dump in ("turn not begun", "leave game", "crime (", "cleanup (", "object"):
            assert dump not in line, line
        assert not re.search(r"(Player \d+|The game): [a-z ]+( \(|  \(\d)", line), line  # 'Player 1: kind (…)'
        if not line.startswith("— Turn"):
            assert line[WHEN_WIDTH] == " " and line[WHEN_WIDTH + 1] != " ", line


def test_701_23d_a_clash_is_told_in_words():
    from casualmagic.core.events import Event
    from casualmagic.engine.describe import describe_event

    game = duel()
    ev = Event(1, 1, "precombat_main", "main", "clash", None, {"players": [0, 1], "winner": 1}, "701.23d")
    assert describe_event(game, ev) == "Player 1 and Player 2 clash: Player 2 wins"


def test_608_2_an_ability_resolving_is_named_as_the_ability():
    game, = [duel()]
    to_main(game, 0)
    put(game, 0, "Mountain")
    put(game, 0, "Grizzly Bears")
    sword = put(game, 0, "Bonesplitter")
    game.choose(("activate", sword, 0))
    game.choose(("pass",))
    game.choose(("pass",))
    lines = full_log_lines(game)
    assert any("Bonesplitter's ability resolves" in line for line in lines)
    assert not any(line.endswith("Bonesplitter resolves  (608.2)") for line in lines)


def test_704_5a_life_shown_as_it_is_and_the_summary_says_how_each_player_lost():
    game = _bolt_in_hand()
    game.player_w(1).life = 2
    bolt = game.players[0].hand[-1]
    game.choose(("cast", bolt))
    while game.pending.kind != "priority" or game.stack:
        d = game.pending
        game.choose(("target", "player", 1) if ("target", "player", 1) in d.options
                    else ("pass",) if ("pass",) in d.options else d.options[0])
        if game.over:
            break
    lines = full_log_lines(game, 1)
    assert any("Lightning Bolt deals 3 damage to Player 2 (now at -1 life)" in line for line in lines)
    summary = summary_lines(game, 1)
    assert summary[0] == "Game over after 1 turn: Player 1 wins"
    assert re.fullmatch(r" +Player 2 +-1 life +lost: 0 or less life \(704\.5a\)", summary[2])
    assert re.fullmatch(r" +Player 1 +20 life +won", summary[1])
