"""CR 901.14: Grand Melee Planechase — several face-up planes, one for each turn marker.

Grand Melee plays several turns at once (807.4, :mod:`casualmagic.engine.simultaneous`).
Here each turn marker keeps its own planar controller, face-up planes and planar
die rolls: the keys of :data:`TURN_KEYS` are *turn state*, swapped in with the turn
being played.  So the rules of :mod:`.rules` (planeswalking, chaos, the planar die)
work on the current turn marker's planes, while the static and triggered abilities
of every face-up plane function (901.7) through :func:`.rules.all_face_up`.

Where 901.14 is silent this module follows 901.14b by analogy: a turn marker that is
removed (807.4g) takes its planes to the bottom of their owners' planar decks, and a
turn marker left without a face-up plane has one set, as a starting plane is (901.5),
when its next turn begins.  Nobody planeswalks either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.engine import simultaneous

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.state import GameState

TURN_KEYS = ("pc.controller", "pc.face_up", "pc.rolls")
"""The Planechase state of one turn marker (901.14a: each starting player is a planar
controller)."""


def several_planes(game: GameState) -> bool:
    """Is this a Grand Melee Planechase game with turn markers (901.14)?"""
    return bool(game.parallel) or game.turn_marker > 0


def starting_players(game: GameState) -> tuple[int, ...]:
    """The players other than the starting player who begin the game with a turn marker."""
    starting = game.starting_player
    return tuple(p for h in game.hooks for p in h.first_simultaneous_turns(game, starting))


def set_starting_planes(game: GameState) -> None:
    """901.14a: before the first turn, each player who will start with a turn marker sets a
    starting plane (901.5); each of them is a planar controller.  The other markers' planes
    wait as :data:`TURN_KEYS` state until their turns are created (``initial_turn_state``)."""
    from casualmagic.variants.planechase.rules import set_starting_plane

    stash = []
    for p in starting_players(game):
        set_starting_plane(game, p, "901.14a")
        stash.append((p, (("pc.controller", p), ("pc.face_up", game.vget("pc.face_up", ())))))
        game.vset("pc.face_up", ())
    game.vset("pc.starting", tuple(stash))
    set_starting_plane(game, game.starting_player, "901.14a" if stash else "901.5")


def initial_state(game: GameState, player: int) -> tuple[tuple[str, Any], ...]:
    """The starting plane of ``player``'s turn marker (901.14a)."""
    return dict(game.vget("pc.starting", ())).get(player, ())


def to_the_bottom(game: GameState, planes: tuple[tuple[int, CardDef], ...], rule: str) -> None:
    """Put face-up planar cards on the bottom of their owners' planar decks face down,
    without anyone planeswalking (901.14b)."""
    from casualmagic.variants.planechase.rules import planar_deck, set_planar_deck

    names = []
    for oid, card in planes:
        if oid not in game.objects:
            continue
        owner = game.objects[oid].owner
        new = game.move(oid, "command")
        o = game.obj_w(new)
        o.face_down = True
        o.controller = -1
        set_planar_deck(game, owner, (*planar_deck(game, owner), new))
        names.append(card.name)
    if names:
        game.emit("planes_to_bottom", None, {"planes": names}, rule)


def marker_removed(game: GameState, state: dict[str, Any]) -> None:
    """A turn marker is removed (807.4g): its planes go to the bottom (by analogy, 901.14b)."""
    to_the_bottom(game, state.get("pc.face_up") or (), "901.14b")


def controller_leaves(game: GameState, player: int) -> bool:
    """901.14b: if ``player`` leaving reduces the number of turn markers, they first cease to
    be a planar controller (no one else becomes one) and the planes they controlled go to
    the bottom of their owners' planar decks; nobody planeswalks.  True if that happened."""
    if not any(h.reduces_simultaneous_turns(game, player) for h in game.hooks):
        return False
    for marker in simultaneous.markers(game):
        state = simultaneous.turn_state(game, marker)
        if state.get("pc.controller") != player:
            continue
        to_the_bottom(game, state.get("pc.face_up") or (), "901.14b")
        simultaneous.set_turn_state(game, marker, "pc.face_up", ())
        game.emit("planar_controller_ceases", player,
                  {"player": game.players[player].name}, "901.14b")
    return True


def for_each_marker(game: GameState, fn: Any) -> None:
    """Run ``fn()`` once for each turn marker's Planechase state (901.14)."""
    for marker in simultaneous.markers(game):
        simultaneous.run_in_turn(game, marker, fn)


def plane_for_empty_marker(game: GameState, player: int) -> None:
    """A turn marker with no face-up plane (its planes went away, 901.14b) gets one as its
    next turn begins: ``player`` sets it like a starting plane (901.5, 901.14a)."""
    from casualmagic.variants.planechase.rules import set_starting_plane

    if several_planes(game) and not game.vget("pc.face_up", ()):
        set_starting_plane(game, player, "901.14a")
