"""Combat restrictions of one fixed shape, read without the grammar (see
:mod:`.fixed_sentences`): "Creatures with power less than this creature's power can't block
it." (509.1b: a restriction on each block, judged on the blocker's and the attacker's power
as blockers are declared; ``engine.combat``).  The restrictions on a whole declaration —
"This creature can't attack alone", "… can't block alone", "… can't attack or block alone"
(506.5) — are read as ability flags by :mod:`.statics` (``FLAG_PHRASES``) and checked by
``engine.combat_alone``."""

from __future__ import annotations

import re
from typing import Any

_LESS_POWER = re.compile(r"^Creatures with power less than (?:this creature|~)'s power "
                         r"can't block it\.$")


def combat_restriction_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("keywords", [flag])`` for a combat restriction of a fixed shape, else None."""
    from casualmagic.cards.vocabulary import CANT_BE_BLOCKED_BY_LESS_POWER

    if not is_spell and _LESS_POWER.match(para):
        return "keywords", [CANT_BE_BLOCKED_BY_LESS_POWER]
    return None
