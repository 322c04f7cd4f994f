"""Creatures that can't attack or block alone (506.5, 508.1c, 509.1b): "This creature can't
attack alone." / "… can't block alone." / "… can't attack or block alone." (Mogg Flunkies,
Loyal Pegasus, Wojek Bodyguard).

506.5: a creature attacks alone if it's the only creature declared as an attacker during the
declare attackers step, and blocks alone if it's the only creature declared as a blocker
during the declare blockers step.  Such a restriction is checked on the whole declaration
(508.1c, 509.1b): ``engine.combat`` declares one creature at a time, so these functions (a)
withhold "done" while the declaration would have such a creature alone and (b) offer such a
creature only when another creature could still be declared with it, so a declaration that
has begun can always be finished legally.

Blockers are declared by one defending player after another (``engine.combat``): a creature
that can't block alone counts the blockers already declared, this player's and the earlier
defending players'; a later defending player's blockers are not yet known when it is
declared, so they are not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.vocabulary import (
    CANT_ATTACK_ALONE,
    CANT_ATTACK_OR_BLOCK_ALONE,
    CANT_BLOCK_ALONE,
)
from casualmagic.engine import attack_costs
from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


def cant_attack_alone(game: GameState, o: GameObject) -> bool:
    """Has ``o`` "can't attack alone" or "can't attack or block alone" (506.5)?"""
    if cont.is_plain(game, o) and not o.card.keywords:
        return False
    return cont.has_keyword(game, o, CANT_ATTACK_ALONE) \
        or cont.has_keyword(game, o, CANT_ATTACK_OR_BLOCK_ALONE)


def cant_block_alone(game: GameState, o: GameObject) -> bool:
    """Has ``o`` "can't block alone" or "can't attack or block alone" (506.5)?"""
    if cont.is_plain(game, o) and not o.card.keywords:
        return False
    return cont.has_keyword(game, o, CANT_BLOCK_ALONE) \
        or cont.has_keyword(game, o, CANT_ATTACK_OR_BLOCK_ALONE)


# -- attackers (508.1c) --------------------------------------------------------------------------

def attacks_alone(game: GameState, chosen: tuple) -> bool:
    """Would the attack declared so far (``(attacker, ref)`` pairs) have a creature that can't
    attack alone attacking alone (506.5)?  Then "done" is not offered (508.1c)."""
    return len(chosen) == 1 and cant_attack_alone(game, game.objects[chosen[0][0]])


def attack_options(game: GameState, chosen: tuple, options: list[tuple], limit: int | None,
                   so_far: int) -> list[tuple]:
    """``options`` (``("attack", oid, kind, ident)``) without the attacks of creatures that
    can't attack alone when no other creature could be declared with them (506.5): none
    chosen yet and no other creature's attack could follow (no other creature able, a limit
    of one attacker, or attack costs the player couldn't pay for both, 508.1d, 118.3)."""
    if chosen:
        return options  # another creature is already declared (or this is the second)
    objs = game.objects
    lonely = {o[1] for o in options if o[0] == "attack" and cant_attack_alone(game, objs[o[1]])}
    if not lonely:
        return options
    if limit is not None and limit < 2:
        return [o for o in options if o[0] != "attack" or o[1] not in lonely]
    taxed = attack_costs.any_tax(game)
    out = []
    for o in options:
        if o[0] == "attack" and o[1] in lonely and not any(
                p[0] == "attack" and p[1] != o[1] and (not taxed or attack_costs.affordable(
                    game, game.active, so_far + attack_costs.tax_for(game, o[2:4])
                    + attack_costs.tax_for(game, p[2:4])))
                for p in options):
            continue
        out.append(o)
    return out


# -- blockers (509.1b) ---------------------------------------------------------------------------

def lonely_blockers(game: GameState, blockers: tuple[int, ...]) -> frozenset[int]:
    """The creatures among ``blockers`` that can't block alone (506.5)."""
    objs = game.objects
    return frozenset(b for b in blockers if cant_block_alone(game, objs[b]))


def block_moves(lonely: frozenset[int], companions: int, blocks: tuple, moves: list[tuple],
                room: int | None) -> list[tuple]:
    """``moves`` (``("block", b, a)`` / ``("block_pair", b1, b2, a)``) without the block of a
    creature that can't block alone when no other creature blocks or could still block
    (506.5, 509.1b): ``companions`` blockers the earlier defending players declared, the
    blockers in ``blocks``, another blocker's move, and room under a limit on blockers."""
    if companions or len({b for b, _ in blocks}) >= 1:
        return moves  # another creature blocks already (or this one is one of two)
    out = []
    for m in moves:
        if m[0] == "block" and m[1] in lonely and (
                (room is not None and room < 2)
                or not any(n[1] != m[1] or n[0] == "block_pair" for n in moves)):
            continue
        out.append(m)
    return out


def blocks_alone(lonely: frozenset[int], companions: int, blocks: tuple) -> bool:
    """Would ``blocks`` have a creature that can't block alone blocking alone (506.5)?"""
    used = {b for b, _ in blocks}
    return not companions and len(used) == 1 and next(iter(used)) in lonely
