"""CR 903.9b over every way an effect moves cards: "If a commander would be put into its
owner's hand or library from anywhere, its owner may put it into the command zone instead."

The replacement is looked for where every zone change happens (``GameState.move``), so a
draw, a card put back, a library shuffled together or a card returned to hand all offer the
owner the choice in the middle of the effect, not only the moves some effects route through
the replacement rules.
"""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from casualmagic.engine.triggers import _put_on_stack
from tests.variants.commander.helpers import (
    JENARA,
    JERRARD,
    clear_hand,
    commander_game,
    commander_of,
    deck,
    onto_battlefield,
    put,
    refresh,
    to_main,
)

LANDS = ("Island",) * 4 + ("Swamp",) * 3 + ("Forest",) * 2


def _game():
    game = commander_game(deck(JERRARD, "Island"), deck(JENARA, "Island"))
    to_main(game, 0)
    clear_hand(game, 0)
    for land in LANDS:
        put(game, 0, land)
    return game


def _place(game, where: str) -> None:
    """Put player 1's commander where the effect will find it (a fixture, not a rule)."""
    cmd = commander_of(game, 0)
    if where == "battlefield":
        onto_battlefield(game, cmd)
        return
    if where == "graveyard":
        game.move(cmd, "graveyard")
    elif where == "library_bottom":
        game.move(cmd, "library", position="bottom")
    else:
        game.move(cmd, where, position="top")
    game.sba_dirty = True
    refresh(game)
    d = game.pending
    if d.kind == "commander":  # 903.9a: its owner leaves it in the graveyard
        game.choose(next(o for o in d.options if o[0] == "leave"))


def _settle(game, take: bool = True, limit: int = 300) -> list:
    """Pass and answer option 0 until the stack is empty; the 903.9b choices are answered
    with ``take`` and returned."""
    asked = []
    for _ in range(limit):
        d = game.pending
        if d is None or (d.kind == "priority" and not game.stack):
            return asked
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind == "replacement":
            asked.append(d)
            game.choose(next(o for o in d.options if o[0] == ("replacement" if take else "decline")))
        elif d.kind == "commander":  # 903.9a: leave it in the graveyard for the test
            game.choose(next(o for o in d.options if o[0] == "leave"))
        else:
            game.choose(0)
    raise AssertionError("the stack did not settle")


def _cast(game, name: str) -> list:
    oid = put(game, 0, name, "hand")
    game.choose(("cast", oid))
    return _settle(game)


def _trigger(game, plane: str, op: str) -> list:
    """A plane's triggered ability with the instruction ``op``, of player 1, put on the
    stack and resolved."""
    card = card_by_name(plane)
    src = put(game, 0, plane, "command")
    ability = next(t for t in card.triggered if any(e.op == op for e in t.effects))
    _put_on_stack(game, (src, card, ability, 0, None))
    refresh(game)
    return _settle(game)


# (op, how a real card uses it, where the commander is, how it is started)
MOVES = [
    ("draw", "Divination", "library", "cast"),
    ("draw", "Night's Whisper", "library", "cast"),
    ("scry+draw", "Opt", "library", "cast"),
    ("scry+draw", "Preordain", "library", "cast"),
    ("scry+draw", "Read the Bones", "library", "cast"),
    ("reorder_top+draw", "Ponder", "library", "cast"),
    ("look_at_top", "Impulse", "library", "cast"),
    ("search_library", "Demonic Tutor", "library", "cast"),
    ("put_from_hand", "Brainstorm", "hand", "cast"),
    ("shuffle_into_library", "Timetwister", "hand", "cast"),
    ("bounce", "Unsummon", "battlefield", "cast"),
    ("bounce_all", "Evacuation", "battlefield", "cast"),
    ("return_from_graveyard", "Regrowth", "graveyard", "cast"),
    ("hand_to_bottom_then_draw", "Pools of Becoming", "hand", "trigger"),
    ("draw_from_bottom", "Finally! Left-Handed Magic Cards", "library_bottom", "trigger"),
    ("shuffle_permanents_then_reveal", "Morphic Tide", "battlefield", "trigger"),
]


@pytest.mark.parametrize(("op", "card", "where", "how"), MOVES,
                         ids=[f"{op}-{card}" for op, card, _w, _h in MOVES])
def test_903_9b_every_move_to_hand_or_library_offers_the_command_zone(op, card, where, how):
    game = _game()
    _place(game, where)
    asked = _cast(game, card) if how == "cast" else _trigger(game, card, op)
    assert asked, f"{card} ({op}) moved the commander without its owner's 903.9b choice"
    assert asked[0].player == 0 and asked[0].rule == "903.9b"
    assert game.objects[commander_of(game, 0)].zone == "command"
    replaced = [e for e in game.events if e.kind == "zone_replaced"]
    assert replaced and replaced[-1].rule == "903.9b"
    assert not any(e.kind == "draw" and e.data.get("card") == JERRARD for e in game.events)


def test_903_9b_declined_the_commander_is_drawn_like_any_card():
    game = _game()
    _place(game, "library")
    oid = put(game, 0, "Divination", "hand")
    game.choose(("cast", oid))
    asked = _settle(game, take=False)
    assert [d.rule for d in asked] == ["903.9b"]
    assert game.objects[commander_of(game, 0)].zone == "hand"


def _brainstorm(game, answers: list) -> list:
    """Cast Brainstorm; ``answers`` pick the cards put back (by name) and the 903.9b choices."""
    oid = put(game, 0, "Brainstorm", "hand")
    game.choose(("cast", oid))
    seen = []
    for _ in range(100):
        d = game.pending
        if d.kind == "priority":
            if not game.stack:
                return seen
            game.choose(("pass",))
            continue
        seen.append(d)
        want = answers.pop(0)
        if d.kind == "replacement":
            game.choose(next(o for o in d.options if o[0] == want))
        else:
            game.choose(next(o for o in d.options if game.objects[o[1]].card.name == want))
    raise AssertionError("Brainstorm did not finish")


def test_401_4_903_9b_brainstorm_with_the_commander_in_hand_chooses_it_once():
    """The commander put back goes to the command zone at once (or on top): it can't be
    chosen again, and nothing moves twice (the old KeyError)."""
    game = _game()
    for name in ("Craw Wurm", "Lightning Bolt", "Sol Ring"):
        put(game, 0, name, "library")
        p = game.player_w(0)
        p.library = (p.library[-1], *p.library[:-1])
    _place(game, "hand")
    seen = _brainstorm(game, [JERRARD, "replacement", "Craw Wurm"])
    assert [d.kind for d in seen] == ["choose", "replacement", "choose"]
    second = seen[2]
    assert all(game.objects.get(o[1]) is None or game.objects[o[1]].card.name != JERRARD
               for o in second.options if len(o) > 1 and isinstance(o[1], int))
    assert game.objects[commander_of(game, 0)].zone == "command"
    top = [game.objects[i].card.name for i in game.players[0].library[:1]]
    assert top == ["Craw Wurm"]


def test_401_4_brainstorm_first_card_chosen_ends_second_from_the_top():
    game = _game()
    for name in ("Craw Wurm", "Lightning Bolt", "Sol Ring"):
        put(game, 0, name, "library")
        p = game.player_w(0)
        p.library = (p.library[-1], *p.library[:-1])
    _place(game, "hand")
    _brainstorm(game, [JERRARD, "decline", "Craw Wurm"])
    top = [game.objects[i].card.name for i in game.players[0].library[:2]]
    assert top == ["Craw Wurm", JERRARD]
    kinds = [e.kind for e in game.events]
    last_put = max(i for i, k in enumerate(kinds) if k == "put_from_hand")
    resolve_at = max(i for i, e in enumerate(game.events)
                     if e.kind == "resolve" and e.data.get("card") == "Brainstorm")
    assert last_put < resolve_at  # the spell resolves after its moves (608.2)


BOUNCE_AND_DRAW = ["Unsummon", "Boomerang", "Evacuation", "Brainstorm", "Timetwister",
                   "Divination", "Ponder", "Preordain", "Into the Roil", "Regrowth",
                   "Demonic Tutor", "Impulse", "Opt"]


def test_903_9b_seeded_games_full_of_moves_ask_the_owner_and_replay_identically():
    """Seeded games of decks full of draws, put-backs, shuffles and bounces: each 903.9b
    choice is its owner's, asked where the move happens (the step is undone and run again
    with the answer), and the replay from the recorded choices is the same game."""
    asked = [_moves_game(seed) for seed in range(6)]
    assert sum(asked) >= 6 and sum(n > 0 for n in asked) >= 5  # it comes up in most games


def _moves_game(seed: int) -> int:
    """One such game; how many 903.9b choices it asked."""
    import casualmagic
    from casualmagic.agents.heuristic import HeuristicAgent
    from casualmagic.agents.random_agent import RandomAgent

    cards = [JENARA] + [s for s in BOUNCE_AND_DRAW for _ in range(4)] + \
        ["Island"] * 20 + ["Forest"] * 14 + ["Plains"] * 14
    players = 2 + seed % 2
    game = casualmagic.new_game("commander", decks=[cards] * players, seed=seed,
                                options={"max_turns": 14})
    agents = [(RandomAgent if seed % 2 else HeuristicAgent)(seed * 7 + i)
              for i in range(players)]
    asked = 0
    while not game.over:
        d = game.pending
        if d.kind == "replacement" and d.rule == "903.9b":
            asked += 1
            oid = d.options[0][1][1]
            assert game.objects[oid].owner == d.player
        agent = agents[d.player]
        game.choose(agent.choose(game.view(d.player) if agent.needs_view else None, d))
    assert asked >= sum(e.kind == "zone_replaced" for e in game.events)
    assert game.replay().log_digest() == game.log_digest()
    return asked


def test_616_1e_a_choice_found_mid_step_is_asked_with_the_options_it_had():
    """Found by the Brawl soak (seed 5, four players): a replacement choice that comes up in
    the middle of a step is asked after the step is undone, where the effect or the object
    may not exist yet; its options are the ones it had when it came up, never none."""
    import casualmagic
    from casualmagic.agents import HeuristicAgent

    game = casualmagic.new_game("brawl", seed=5, players=4, options={"max_turns": 60})
    agents = [HeuristicAgent(35 + i) for i in range(4)]
    while not game.over:
        d = game.pending
        assert d.options, (d.kind, d.rule, d.prompt)  # turn 45 asked with none before
        game.choose(agents[d.player].choose(game.view(d.player), d))
    assert game.replay().log_digest() == game.log_digest()
