"""Targets chosen per player: "for each opponent, up to one target creature card from that
player's graveyard" (Orzhova).  One target requirement stands for one target per opponent
(115.1, 601.2c); each chosen target must belong to a different opponent, and none need be
chosen ("up to one", 115.1 / 601.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.model import TargetSpec

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

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
    "for each opponent" requirement, none belonging to a player already targeted; for
    "targets that share a card type", only those sharing one with every target chosen
    (and, while more are to come, with some other choosable one)."""
    if spec.share_type:
        return _sharing_a_type(game, spec, refs, chosen)
    if not spec.for_each_opponent:
        return refs
    taken = {_whose(game, r) for r in chosen if r[0] == "player" or r[1] in game.objects}
    return [r for r in refs if _whose(game, r) not in taken]


def _card_types(game: GameState, ref: Ref) -> frozenset[str]:
    import casualmagic.engine.continuous as cont

    o = game.objects.get(ref[1]) if ref[0] == "object" else None
    if o is None:
        return frozenset()
    return frozenset(cont.characteristics(game, o).types if o.zone == "battlefield"
                     else o.card.types)


def _sharing_a_type(game: GameState, spec: TargetSpec, refs: list[Ref],
                    chosen: tuple[Ref, ...]) -> list[Ref]:
    """"Two target permanents that share a card type" (Cliffside Market): a choice shares a
    card type with each chosen target (601.2c: checked as targets are chosen, again on
    resolution, 608.2b); a first choice needs a partner among the other candidates."""
    types = {r: _card_types(game, r) for r in (*refs, *chosen)}
    out = [r for r in refs if all(types[r] & types[c] for c in chosen)]
    if len(chosen) + 1 < spec.count:
        out = [r for r in out if any(types[r] & types[q] for q in out if q != r)]
    return out
