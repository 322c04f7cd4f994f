"""Objects the core grammar lacks: the object itself as what a token copies ("create a token
that's a copy of this creature", 707.2); damage to each creature of a kind and each player
(120.3). ("Another target creature", 115.10, is read by ``compiler.effect_shapes``.)"""

from __future__ import annotations

from typing import Any


class TargetWordOps:
    """Grammar methods of ``oracle.lark``'s "precon shapes" targets."""

    def token_copy_of_self(self, _: list) -> dict[str, Any]:
        """"Create a token that's a copy of this creature" (707.2, 111.1): the object
        itself, as it is or last existed (608.2h), copied by its controller."""
        return {"do": "create_token_copy", "what": "self", "who": "you"}

    def damage_each_and_players(self, items: list) -> list[dict[str, Any]]:
        """"~ deals 1 damage to each creature with flying and each player" (120.3): the
        creatures the phrase names, then every player, in one instruction (608.2c)."""
        from casualmagic.cards.compiler.build import _check_target, _singular

        return [{"do": "damage_each", "amount": items[1],
                 "filter": _check_target(_singular(str(items[2]).strip()))},
                {"do": "damage_each_opponent", "amount": items[1], "who": "each player"}]
