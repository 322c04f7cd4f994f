"""Grammar rules of keyword mechanics (the ``keywords (mechanics/*)`` section at the end of
``oracle.lark``): a hideaway permanent's "Then if [condition], you may play the exiled card
without paying its mana cost." (702.75a, 607.2a: the card its hideaway exiled)."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.keyword_abilities import hideaway_condition_known

_THEN_PLAY = re.compile(r"^then if (.+?), you may play the exiled card", re.IGNORECASE)


class KeywordOps:
    """Transformer methods for the keyword mechanics' sentences."""

    def hideaway_then_play(self, items: list) -> list[dict[str, Any]]:
        m = _THEN_PLAY.match(str(items[0]))
        condition = m.group(1) if m else ""
        if not hideaway_condition_known(condition):
            from casualmagic.cards.compiler.build import CompileError  # build imports this

            raise CompileError(f"the hideaway condition {condition!r} is not read yet")
        return [{"do": "play_hideaway_card", "condition": condition}]
