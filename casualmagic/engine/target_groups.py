"""Targets chosen per player: "for each opponent, up to one target creature card from that
player's graveyard" (Orzhova).  One target requirement stands for one target per opponent
(115.1, 601.2c); each chosen target must belong to a different opponent, and none need be
chosen ("up to one", 115.1 / 601.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.model import TargetSpec

if TYPE_CHECKING:
    from casualmagic.engine.state import GameState

Ref = tuple[str, int]


def target_count(game: GameState, spec: TargetSpec, player: int) -> int:
    """How many targets ``spec`` asks ``player`` for: one per opponent for a "for each
    opponent" requirement, otherwise its printed count (115.1)."""
    if spec.for_each_opponent:
        return max(1, len(game.opponents(player)))
    return spec.count


def _whose(game: GameState, ref: Ref) -> int:
    """The player a target belongs to: a player, or an object's owner (a card in a
    graveyard) or controller (an object on the battlefield or stack)."""
    kind, ident = ref
    if kind == "player":
        return ident
    o = game.objects[ident]
    return o.controller if o.zone in ("battlefield", "stack") else o.owner


def open_targets(game: GameState, spec: TargetSpec, refs: list[Ref],
                 chosen: tuple[Ref, ...]) -> list[Ref]:
    """The ``refs`` still choosable for ``spec`` given the targets already ``chosen``: for a
    "for each opponent" requirement, none belonging to a player already targeted."""
    if not spec.for_each_opponent:
        return refs
    taken = {_whose(game, r) for r in chosen if r[0] == "player" or r[1] in game.objects}
    return [r for r in refs if _whose(game, r) not in taken]
