"""Instructions that depend on an earlier one being done ("If you do", 608.2c), the grammar
section "if you do, granted and counted" of ``oracle.lark`` turned into vocabulary ops
(mixed into the compiler's transformer, see :mod:`casualmagic.cards.compiler.build`):

* "Sacrifice this enchantment. If you do, destroy that creature." (Grave Peril): the
  ``sacrifice_self_if_you_do`` op sacrifices the ability's source (701.17a) and, if it could
  not (it left the battlefield or changed controller), the rest of the ability is not done.
"""

from __future__ import annotations

from typing import Any


class IfYouDoOps:
    """Transformer methods of the "if you do" rules (see the module docstring)."""

    def sacrifice_self_if_you_do(self, items: list) -> list[dict[str, Any]]:  # 608.2c
        effect = items[-1]
        return [{"do": "sacrifice_self_if_you_do"},
                *(effect if isinstance(effect, list) else [effect])]
