"""CR 801: the limited range of influence option.

A player's range of influence is the number of seats from them they can
affect (801.2); who is within it is fixed as each turn begins (801.2c), so
players who become neighbours because someone between them left enter each
other's range only at the next turn (807.4h).  The engine asks
:meth:`RangeOfInfluence.within_influence` for targets (801.4), for "each
opponent" and "target opponent" (801.10, through ``GameState.opponents``)
and, through that, for what creatures may attack (801.3).

The engine applies the other parts of 801 through the same question
(``core.hooks.within_influence``): choices of players (801.5a, 801.5c in
``engine.left_choices``), what effects affect and see (801.10, 801.11 in
``engine.effect_refs``), triggers (801.7), replacement and prevention effects
(801.13a–b in ``engine.replacement``), the world rule (801.12 in ``engine.sba``)
and winning or drawing by an effect (801.14–801.16 in ``engine.ending``).  This
hook adds the state-based actions of 801.8 (Auras) and 801.9 (Equipment and
Fortifications).  801.6 holds by construction: a player activates only
abilities of objects they control or own, always within their range (801.2b, 801.2d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant
from casualmagic.core.state import UNTAP

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

SEATS_KEY = "influence_seats"
"""Variant state: the seats still in the game as the current turn began (801.2c)."""


def seat_distance(seats: tuple[int, ...], a: int, b: int) -> int | None:
    """Seats between ``a`` and ``b`` around the table of ``seats`` (None: one is absent)."""
    if a not in seats or b not in seats:
        return None
    n = len(seats)
    i, j = seats.index(a), seats.index(b)
    return min((j - i) % n, (i - j) % n)


def ref_player(game: Game, ref: tuple[str, int]) -> int | None:
    """The player a reference stands for: a player, or an object's controller (801.2d);
    a card in a hand, library or graveyard counts as its owner's."""
    kind, ident = ref
    if kind == "player":
        return ident
    o = game.objects.get(ident)
    if o is None:
        o = game.last_known_object(ident)
    if o is None:
        return None
    return o.controller if o.zone in ("battlefield", "stack") else o.owner


class RangeOfInfluence(Variant):
    """CR 801: ``ranges[seat]`` is that player's range of influence (801.2a: may differ)."""

    name = "range_of_influence"
    limits_influence = True
    caches_actions = True

    def __init__(self, ranges: tuple[int, ...]) -> None:
        self.ranges = ranges

    def seats(self, game: Game) -> tuple[int, ...]:
        return game.vget(SEATS_KEY) or tuple(game.living())

    def within_influence(self, game: Game, player: int, ref: tuple[str, int]) -> bool:
        """CR 801.2, 801.2b (always oneself), 801.2d (objects by their controller)."""
        other = ref_player(game, ref)
        if other is None:
            return False
        if other == player:
            return True
        d = seat_distance(self.seats(game), player, other)
        return d is not None and d <= self.ranges[player]

    def state_based_actions(self, game: Game) -> bool:
        """CR 801.8: an Aura attached to an object outside its controller's range of
        influence is put into its owner's graveyard; 801.9: an Equipment or Fortification
        attached to one becomes unattached but stays on the battlefield (704.5m, 704.5n).
        Attaching them there is already impossible: the permanent isn't a legal target or
        choice (801.4, 801.5a)."""
        from casualmagic.engine.primitives import put_in_graveyard

        auras: list[int] = []
        loose: list[int] = []
        for oid in game.battlefield:
            o = game.objects[oid]
            if o.attached_to is None or o.attached_to not in game.objects:
                continue
            if self.within_influence(game, o.controller, ("object", o.attached_to)):
                continue
            if "Aura" in o.card.subtypes:
                auras.append(oid)
            elif {"Equipment", "Fortification"} & set(o.card.subtypes):
                loose.append(oid)
        for oid in loose:
            game.obj_w(oid).attached_to = None
            game.emit("unattach", game.objects[oid].controller,
                      {"object": oid, "card": game.objects[oid].card.name}, "801.9")
        for oid in auras:
            put_in_graveyard(game, oid, "sba", "801.8")
        return bool(auras or loose)

    def turn_based_actions(self, game: Game, step: int) -> None:
        """CR 801.2c: the players within each range are determined as each turn begins."""
        if step == UNTAP:
            living = tuple(game.living())
            if game.vget(SEATS_KEY) != living:
                game.vset(SEATS_KEY, living)

    def view(self, game: Game, viewer: int) -> dict:
        return {"range_of_influence": self.ranges[viewer]}
