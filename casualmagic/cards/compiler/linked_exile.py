"""Linked abilities of exile and return (607.2a): "When this enchantment enters, exile another
target nonland permanent." and "When this enchantment leaves the battlefield, return the
exiled card to the battlefield under its owner's control." (Oblivion Ring). The exile is the
plain ``exile`` op, which remembers what an object's abilities exiled; "the exiled card" is
read as the cards this object exiled (``return_exiled_with_this``), in the object's own leaves-the-battlefield trigger only (603.6c, 603.10a)."""

from __future__ import annotations

from typing import Any


class LinkedExileOps:
    """Grammar methods of ``oracle.lark``'s "precon shapes" linked exile."""

    def return_exiled_card(self, _: list) -> dict[str, Any]:
        from casualmagic.cards.compiler.build import CompileError

        if tuple(getattr(self, "events", None) or ()) != ("leaves",):  # 603.6c
            raise CompileError("'the exiled card' outside a leaves-the-battlefield trigger")
        return {"do": "return_exiled_with_this"}
