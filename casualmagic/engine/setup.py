"""Starting the game (CR 103): libraries, who goes first, opening hands, mulligans.

The order is that of CR 103: a randomly chosen player decides who takes the
first turn (103.1), variants take their additional steps (103.2: commanders
go to the command zone, 103.2c), decks are shuffled (103.3), life totals are
set (103.4), everyone draws an opening hand and may mulligan (103.5, London
mulligan with the free first mulligan of 103.5c as an option), then the
starting player takes the first turn (103.8).

Libraries are put in random order when the players are created, so that
object ids say nothing about a card's place in the deck list; that is the
103.3 shuffle, logged once the starting player is known and the variants'
103.2 steps are done (a variant that shuffles again logs its own).
"""

from __future__ import annotations

from casualmagic.cards.model import CardDef
from casualmagic.core import rng
from casualmagic.core.flow import ask, handler, push_in_order
from casualmagic.core.objects import Player
from casualmagic.core.state import GameState
from casualmagic.engine.turn import draw_cards, start_first_turn


def build_players(game: GameState, decks: list[list[CardDef]]) -> None:
    """Create the players and their libraries, shuffled (CR 103.3; logged by
    :func:`_opening_hands`, after 103.1–103.2).

    Cards are shuffled *before* objects are created so that object ids say
    nothing about a card's place in the deck list.
    """
    opts = game.options
    players = []
    for seat in range(opts.n_players):
        p = Player(game._tok, seat, opts.name_of(seat), opts.starting_life, opts.team_of(seat))
        p.max_hand_size = opts.max_hand_size
        players.append(p)
    game.players = tuple(players)
    card_id = 0
    for seat, deck in enumerate(decks):
        ids = []
        for card in deck:
            ids.append((card_id, card))
            card_id += 1
        order, game.rng = rng.shuffled(game.rng, tuple(ids))
        library = []
        for cid, card in order:
            obj = game.new_object(card, cid, seat, "library")
            library.append(obj.id)
        game.player_w(seat).library = tuple(library)


def start(game: GameState) -> None:
    """Queue the whole start-of-game procedure as tasks."""
    push_in_order(game, ("choose_first",), ("opening_hands",), ("mulligan_round", (), 0, ()),
                  ("first_turn",))


@handler("choose_first")
def _choose_first(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 103.1: a randomly determined player chooses who takes the first turn."""
    if answer is None:
        for hook in game.hooks:  # a variant's own way (808.4, 809.4, 805.3)
            first = hook.choose_starting_player(game)  # type: ignore[arg-type]
            if first is not None:
                game.starting_player = first
                game.emit("starting_player", first, {"player": game.players[first].name},
                          "103.1")
                return
        chooser = game.random_below(game.n_players)
        game.vset("first_chooser", chooser)
        game.emit("random_chooser", chooser, {"player": game.players[chooser].name}, "103.1")
        options = [("first", p) for p in game.in_turn_order(chooser)]
        ask(game, chooser, "first_player", options, "103.1", ("choose_first",),
            "Choose who takes the first turn")
        return
    game.starting_player = answer[1]
    game.emit("starting_player", answer[1], {"player": game.players[answer[1]].name}, "103.1")


@handler("opening_hands")
def _opening_hands(game: GameState, task: tuple, answer: object) -> None:
    """CR 103.2 (variants' additional steps), 103.3 (shuffles), 103.5: each player draws
    their starting hand."""
    for hook in game.hooks:
        hook.setup(game)  # type: ignore[arg-type]
    shuffled = {e.player for e in game.events if e.kind == "shuffle"}
    for p in range(game.n_players):
        if p not in shuffled:
            game.emit("shuffle", p, {"cards": len(game.players[p].library)}, "103.3")
    for p in game.in_turn_order(game.starting_player):
        draw_cards(game, p, hand_size(game, p), "103.5")


def hand_size(game: GameState, player: int) -> int:
    size = game.options.starting_hand_size
    mod = game.players[player].get_extra("hand_size_modifier", 0)
    return max(size + mod, 0)


def counted_mulligans(game: GameState, player: int) -> int:
    """Mulligans that count (CR 103.5c: the first is free in multiplayer/Brawl)."""
    n = game.players[player].mulligans
    if game.options.uses_free_mulligan and n > 0:
        n -= 1
    return n


@handler("mulligan_round")
def _mulligan_round(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 103.5: in turn order from the starting player, each declares keep or mulligan."""
    _, order, idx, takers = task
    if not order:
        order = tuple(p for p in game.in_turn_order(game.starting_player)
                      if not game.players[p].kept)
    if answer is not None:
        player = order[idx]
        if answer[0] == "mulligan":
            takers = (*takers, player)
        else:
            game.player_w(player).kept = True
            game.emit("keep", player, {"cards": len(game.players[player].hand)}, "103.5")
        idx += 1
    if idx < len(order):
        player = order[idx]
        options: list[tuple] = [("keep",)]
        if counted_mulligans(game, player) < hand_size(game, player):
            options.append(("mulligan",))
        ask(game, player, "mulligan", options, "103.5", ("mulligan_round", order, idx, takers),
            f"Keep this hand of {len(game.players[player].hand)} or take a mulligan?")
        return
    if not takers:
        return
    tasks: list[tuple] = []
    for player in takers:  # all at the same time, in turn order for the choices
        _take_mulligan(game, player)
        n = counted_mulligans(game, player)
        if n:
            tasks.append(("bottom", player, n))
    tasks.append(("mulligan_round", (), 0, ()))
    push_in_order(game, *tasks)


def _take_mulligan(game: GameState, player: int) -> None:
    p = game.player_w(player)
    p.mulligans += 1
    for oid in p.hand:
        game.move(oid, "library")
    game.shuffle_library(player)
    free = game.options.uses_free_mulligan and game.players[player].mulligans == 1
    game.emit("mulligan", player, {"mulligans": game.players[player].mulligans, "free": free},
              "103.5c" if free else "103.5")
    draw_cards(game, player, hand_size(game, player), "103.5")


@handler("bottom")
def _bottom(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 103.5: put cards equal to the mulligans taken on the bottom, in any order."""
    _, player, n = task
    if answer is not None:
        name = game.objects[answer[1]].card.name
        game.move(answer[1], "library", position="bottom")
        game.emit("bottom", player, {"card": name}, "103.5", private_to=player, hidden=("card",))
        n -= 1
    hand = game.players[player].hand
    if n <= 0 or not hand:
        return
    options = game.distinct_card_options(hand, "bottom")
    ask(game, player, "bottom", options, "103.5", ("bottom", player, n),
        f"Put {n} card{'s' if n > 1 else ''} on the bottom of your library")


@handler("first_turn")
def _first_turn(game: GameState, task: tuple, answer: object) -> None:
    """CR 103.6–103.8: opening-hand actions (variants), then the first turn."""
    for hook in game.hooks:
        hook.before_first_turn(game)  # type: ignore[arg-type]
    start_first_turn(game)
