"""Building test games, in one module: a game past its mulligans (:func:`duel`, :func:`format_game`),
cards put exactly where a test needs them (:func:`put`), passing and resolving (:func:`pass_until`,
:func:`resolve`, :func:`settle`), combat (:func:`declare_attackers`, :func:`to_blocks`,
:func:`declare_blockers`), and :class:`Scenario`, a card's test in a few lines (in the spirit
of XMage's ``addCard`` / ``castSpell`` / ``assertLife``)::

    s = Scenario()
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.assert_life(1, 17)

The variants' own builders (``tests/variants/*/helpers.py``: a Planechase game with its planar
deck, a Commander game with its commanders, ...) build on these; ``tests/engine/helpers.py``
and ``tests/formats/helpers.py`` re-export them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import casualmagic
from casualmagic.cards.definitions import card_by_name
from casualmagic.cards.model import CardDef
from casualmagic.core.options import GameOptions
from casualmagic.core.state import BEGIN_COMBAT, BLOCKERS, MAIN1
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


def declare_attackers(game: Game, attackers: list[int] | tuple[int, ...], seat: int = 0,
                      defender: int = 1) -> None:
    """Pass to ``seat``'s beginning of combat, then declare ``attackers`` attacking player
    ``defender`` (508.1)."""
    pass_until(game, BEGIN_COMBAT, seat)
    game.choose(("pass",))
    game.choose(("pass",))
    for a in attackers:
        game.choose(("attack", a, "player", defender))
    done(game)


def to_blocks(game: Game, attackers: list[int] | tuple[int, ...], seat: int = 0,
              defender: int = 1) -> None:
    """:func:`declare_attackers`, then pass to the declare blockers step, where the defender
    is asked to block (509.1)."""
    declare_attackers(game, attackers, seat, defender)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.step == BLOCKERS and game.pending.kind == "block", game.pending


def declare_blockers(game: Game, blocks: list[tuple[int, int]]) -> None:
    """Declare each ``(blocker, attacker)`` block (509.1a)."""
    for blocker, attacker in blocks:
        game.choose(("block", blocker, attacker))
    done(game)


def format_game(fmt: str, players: int, *, seed: int = 0, first: int = 0,
                libs: list[list[str]] | None = None, **format_options: object) -> Game:
    """A game of format ``fmt``: seat ``first`` starts if the format lets a player choose
    (103.1), everyone keeps.  Libraries are twenty basic lands unless ``libs`` says."""
    lands = ["Forest", "Island", "Mountain", "Swamp", "Plains"]
    decks = libs or [[lands[i % 5]] * 20 for i in range(players)]
    game = casualmagic.new_game(decks=decks, seed=seed, players=players, format=fmt,
                                format_options=format_options)
    while game.pending is not None and game.pending.kind in ("first_player", "mulligan"):
        game.choose(("first", first) if game.pending.kind == "first_player" else ("keep",))
    return game


def resolve(game: Game) -> None:
    """Pass priority until the stack is empty, answering other decisions with option 0."""
    for _ in range(200):
        d = game.pending
        if d is None or (d.kind == "priority" and not game.stack):
            return
        game.choose(("pass",) if d.kind == "priority" else 0)
    raise AssertionError("the stack did not empty")


def settle(game: Game, *prefer: tuple, pick: Callable[[Any], Any] | None = None,
           limit: int = 60) -> None:
    """Let every trigger and the stack resolve: take the first of ``prefer`` a decision
    offers (or the option ``pick(decision)`` names), pass priority, say ``yes`` to "you may",
    and otherwise take the first option."""
    for _ in range(limit):
        if not (game.stack or game.waiting_triggers) and game.pending.kind == "priority":
            return
        d = game.pending
        choice = next((p for p in prefer if p in d.options), None)
        if choice is None and pick is not None:
            choice = pick(d)
        if choice is not None:
            game.choose(choice)
        elif d.kind == "priority":
            game.choose(("pass",))
        elif ("yes",) in d.options:
            game.choose(("yes",))
        else:
            game.choose(0)


class Scenario:
    """A two-player (or ``players``) game at seat ``first``'s precombat main phase with every
    hand empty: a test adds the cards it needs, casts, resolves and checks the result, each in
    one line.  Seats are 0, 1, ...; cards are named by their real names."""

    def __init__(self, players: int = 2, *, seed: int = 0, first: int = 0, **options: Any):
        self.game = duel(seed=seed, first=first, players=players, **options)
        to_main(self.game, first)
        for seat in range(players):
            clear_hand(self.game, seat)

    # -- putting cards where the test needs them (fixtures, not rules) --------------------

    def add(self, seat: int, name: str, zone: str = "battlefield", *, sick: bool = False,
            counters: tuple[tuple[str, int], ...] = ()) -> int:
        """Put the card ``name`` into ``seat``'s ``zone``; returns its object id."""
        return put(self.game, seat, name, zone, sick=sick, counters=counters)

    def hand(self, seat: int, *names: str) -> list[int]:
        return [self.add(seat, n, "hand") for n in names]

    def lands(self, seat: int, *names: str) -> list[int]:
        return [self.add(seat, n) for n in names]

    @staticmethod
    def player(seat: int) -> tuple[str, int]:
        """A player as a target: ``s.cast(0, "Lightning Bolt", s.player(1))``."""
        return ("player", seat)

    # -- playing ---------------------------------------------------------------------------

    def cast(self, seat: int, name: str, *targets: int | tuple[str, int], x: int | None = None,
             ) -> int:
        """``seat`` casts the card ``name`` from their hand (601.2) with ``targets`` (object
        ids, or :meth:`player`), announcing ``x``; any other choice takes the first option.
        Returns the spell's object id; the spell waits on the stack."""
        game = self.game
        card = self.in_zone(seat, name, "hand")
        d = game.pending
        if d is None or d.kind != "priority" or d.player != seat:
            raise AssertionError(f"seat {seat} does not have priority: {d}")
        game.choose(option(game, "cast", card))
        wanted = [("target", *t) if isinstance(t, tuple) else ("target", "object", t)
                  for t in targets]
        while game.pending is not None and game.pending.kind != "priority":
            d = game.pending
            if d.kind == "x" and x is not None:
                game.choose(("x", x))
            elif d.kind == "target" and wanted:
                game.choose(wanted.pop(0))
            else:
                game.choose(0)
        if wanted:
            raise AssertionError(f"{name}: targets {wanted} were not asked for")
        return game.stack[-1]

    def resolve(self) -> None:
        """Pass priority until the stack is empty (608), answering any other decision with
        its first option."""
        resolve(self.game)

    # -- checking ----------------------------------------------------------------------------

    def in_zone(self, seat: int, name: str, zone: str) -> int:
        """The id of a card named ``name`` in ``seat``'s ``zone`` (the battlefield: one they
        control)."""
        ids = self.named(seat, name, zone)
        if not ids:
            raise AssertionError(f"no {name} in seat {seat}'s {zone}")
        return ids[0]

    def named(self, seat: int, name: str, zone: str = "battlefield") -> list[int]:
        game = self.game
        if zone == "battlefield":
            ids = [o.id for o in game.permanents(seat)]
        else:
            ids = list(getattr(game.players[seat], zone))
        return [i for i in ids if game.objects[i].card.name == name]

    def assert_life(self, seat: int, life: int) -> None:
        assert self.game.players[seat].life == life, \
            f"seat {seat} has {self.game.players[seat].life} life, not {life}"

    def assert_count(self, seat: int, name: str, count: int, zone: str = "battlefield") -> None:
        n = len(self.named(seat, name, zone))
        assert n == count, f"seat {seat} has {n} {name} in {zone}, not {count}"
