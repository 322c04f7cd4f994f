"""Fixtures for Archenemy tests: a game past the mulligans with a chosen scheme on top."""

from __future__ import annotations

from typing import Any

import casualmagic
from casualmagic.engine.game import Game
from casualmagic.variants.archenemy import rules
from tests.engine.helpers import pass_until, refresh
from tests.variants.planechase.helpers import settle

FILLER = ["Roots of All Evil", "Look Skyward and Despair", "The Iron Guardian Stirs",
          "Realms Befitting My Majesty", "Your Puny Minds Cannot Fathom",
          "Every Hope Shall Vanish", "Tooth, Claw, and Tail", "Into the Earthen Maw",
          "Your Fate Is Thrice Sealed", "Embrace My Diabolical Vision"] * 2
"""A legal scheme deck of twenty cards (904.3): two of each of ten schemes."""


def deck_with(*names: str) -> list[str]:
    """A legal scheme deck (904.3) holding two of each of ``names``, filled up to twenty."""
    out = [n for n in names for _ in range(2)]
    out += [n for n in FILLER if n not in names][: max(0, 20 - len(out))]
    return out


def ae_game(players: int = 4, schemes: list[str] | None = None, *, libs: list[list[str]] | None
            = None, seed: int = 0, variant: str = "archenemy", **opts: Any) -> Game:
    """An Archenemy game (seat 0 the archenemy unless ``archenemy=``) past the mulligans."""
    libs = libs or [["Forest"] * 40 for _ in range(players)]
    villain = opts.get("archenemy", 0)
    decks: list[Any] = [None] * players
    for seat in range(players) if opts.get("rumble") else [villain]:
        decks[seat] = list(schemes or FILLER)
    options = {"scheme_decks": decks, **opts}
    game = casualmagic.new_game(variant, decks=libs, seed=seed, players=players, options=options)
    if game.pending.kind == "first_player":  # 904.12c: a random player chooses (103.1)
        game.choose(0)
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def on_top(game: Game, seat: int, *names: str) -> None:
    """Put schemes named ``names`` on top of ``seat``'s scheme deck, in that order."""
    deck = list(rules.scheme_deck(game, seat))
    picked = []
    for name in names:
        oid = next(i for i in deck if game.objects[i].card.name == name and i not in picked)
        picked.append(oid)
    rules._set_deck(game, seat, (*picked, *(i for i in deck if i not in picked)))
    refresh(game)


def scheme_in_motion(game: Game, name: str, *prefer: tuple, seat: int = 0, pick: Any = None
                     ) -> None:
    """Make ``name`` the next scheme of ``seat`` (the archenemy), go to their precombat main
    phase — it is set in motion (904.9) — and let its abilities resolve."""
    from casualmagic.core.state import MAIN1

    on_top(game, seat, name)
    pass_until_set_in_motion(game, seat)
    settle(game, *prefer, pick=pick)
    assert game.step == MAIN1


def pass_until_set_in_motion(game: Game, seat: int) -> None:
    """Pass priority until ``seat`` has set a scheme in motion (904.9)."""
    before = sum(1 for e in game.events if e.kind == "set_in_motion")
    for _ in range(600):
        if sum(1 for e in game.events if e.kind == "set_in_motion") > before:
            return
        d = game.pending
        if d.kind == "priority":
            game.choose(("pass",))
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        else:
            game.choose(0)
    raise AssertionError("no scheme set in motion")


def next_turn(game: Game, step: int, seat: int) -> None:
    """Pass priority until ``step`` of a later turn of ``seat``'s."""
    turn = game.turn
    for _ in range(2000):
        d = game.pending
        if game.turn != turn and game.active == seat and game.step == step \
                and d.kind == "priority":
            return
        game.choose(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options
                    else 0)
    raise AssertionError("no later turn")


def names_on(game: Game, seat: int, kind: str = "Creature") -> list[str]:
    from casualmagic.engine import continuous as cont

    return sorted(game.objects[i].card.name for i in game.battlefield
                  if game.objects[i].controller == seat and cont.is_type(game, game.objects[i], kind))


__all__ = ["FILLER", "ae_game", "deck_with", "next_turn", "names_on", "on_top", "pass_until", "pass_until_set_in_motion",
           "scheme_in_motion", "settle"]
