"""Test fixtures: build small games and put cards exactly where a test needs them."""

from __future__ import annotations

from casualmagic.cards.definitions import card_by_name
from casualmagic.cards.model import CardDef
from casualmagic.core.options import GameOptions
from casualmagic.core.state import MAIN1
from casualmagic.engine.game import Game


def duel(library0: list[str] | None = None, library1: list[str] | None = None, *, seed: int = 0,
         first: int = 0, players: int = 2, **opts) -> Game:
    """A game past the mulligans: seat ``first`` starts, everyone keeps."""
    libs = [library0 or ["Forest"] * 20, library1 or ["Island"] * 20]
    while len(libs) < players:
        libs.append(["Mountain"] * 20)
    decks = [[card_by_name(n) for n in lib] for lib in libs]
    game = Game.create(decks, seed=seed, options=GameOptions(n_players=players, **opts))
    game.choose(("first", first))
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def put(game: Game, player: int, name: str | CardDef, zone: str = "battlefield", *,
        sick: bool = False, counters: tuple[tuple[str, int], ...] = ()) -> int:
    """Create a card object for ``player`` directly in ``zone`` (a test fixture, not a rule),
    with ``counters`` on it from the start (e.g. a planeswalker's loyalty); ``name`` may be
    a definition the test made (e.g. compiled from an imported card file)."""
    card = name if isinstance(name, CardDef) else card_by_name(name)
    obj = game.new_object(card, 10_000 + game.next_id, player, zone,
                          "permanent" if zone == "battlefield" else "card")
    obj.since_turn = game.turn if sick else -10
    obj.counters = counters
    if zone in ("hand", "library", "graveyard"):
        p = game.player_w(player)
        setattr(p, zone, (*getattr(p, zone), obj.id))
    else:
        setattr(game, zone, (*getattr(game, zone), obj.id))
    game.sba_dirty = True
    refresh(game)
    return obj.id


def refresh(game: Game) -> None:
    """Recompute a pending priority decision after a fixture changed the board."""
    from casualmagic.core.flow import run

    game.board_version += 1  # fixtures change the board without events
    game.chars_cache = None
    if game.pending is not None and game.pending.kind == "priority":
        from casualmagic.engine.turn import offer_priority

        game.pending = None
        if not game.tasks:
            offer_priority(game)  # the same turn's priority again (several turns: 807.4)
        run(game)


def clear_hand(game: Game, player: int) -> None:
    for oid in game.players[player].hand:
        game.cease_to_exist(oid)
    refresh(game)


def pass_until(game: Game, step: int, active: int | None = None, limit: int = 400) -> None:
    """Pass priority (keeping no cards back) until the game reaches ``step`` of ``active``."""
    for _ in range(limit):
        if game.stage == "priority" and game.step == step and (active is None or game.active == active) \
                and game.pending and game.pending.kind == "priority":
            return
        d = game.pending
        if d is None:  # the game ended
            return
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        else:
            game.choose(0)
    raise AssertionError("step not reached")


def to_main(game: Game, active: int = 0) -> None:
    pass_until(game, MAIN1, active)


def option(game: Game, kind: str, *rest) -> tuple:
    """The pending option that starts with ``kind`` and ``rest``."""
    for o in game.pending.options:
        if o[0] == kind and o[1:1 + len(rest)] == rest:
            return o
    raise AssertionError(f"no option {kind} {rest} in {game.pending.options}")


def has_option(game: Game, kind: str, *rest) -> bool:
    return any(o[0] == kind and o[1:1 + len(rest)] == rest for o in game.pending.options)


def done(game: Game) -> None:
    """Finish a declaration, unless "done" was the only option and was taken already."""
    if game.pending is not None and game.pending.kind in ("attack", "block"):
        game.choose(("done",))
