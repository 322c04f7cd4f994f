"""Combat restrictions of one fixed shape, read without the grammar (see
:mod:`.fixed_sentences`): "Creatures with power less than this creature's power can't block
it." (509.1b: a restriction on each block, judged on the blocker's and the attacker's power
as blockers are declared; ``engine.combat``); "You may have this creature assign its combat
damage as though it weren't blocked." (510.1b-c: its controller's choice as combat damage is
assigned, ``engine.combat_unblocked``), also an Aura's "Enchanted creature's controller may
have it …".  The restrictions on a whole declaration —
"This creature can't attack alone", "… can't block alone", "… can't attack or block alone"
(506.5) — are read as ability flags by :mod:`.statics` (``FLAG_PHRASES``) and checked by
``engine.combat_alone``."""

from __future__ import annotations

import re
from typing import Any

_UNBLOCKED = re.compile(r"^(?:You may have (?:this creature|~)|(Enchanted|Equipped) creature's "
                        r"controller may have it) assign its combat damage as though it "
                        r"weren't blocked\.$")
_LESS_POWER = re.compile(r"^Creatures with power less than (?:this creature|~)'s power "
                         r"can't block it\.$")


def combat_restriction_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("keywords", [flag])`` for a combat restriction of a fixed shape, else None."""
    from casualmagic.cards.vocabulary import CANT_BE_BLOCKED_BY_LESS_POWER, UNBLOCKED_DAMAGE

    if is_spell:
        return None
    if _LESS_POWER.match(para):
        return "keywords", [CANT_BE_BLOCKED_BY_LESS_POWER]
    m = _UNBLOCKED.match(para)
    if m and m.group(1):  # an Aura's or Equipment's (303.4, 301.5): the creature's controller
        return "statics", [{"op": "grant_attached", "keywords": [UNBLOCKED_DAMAGE], "text": para}]
    if m:
        return "keywords", [UNBLOCKED_DAMAGE]
    return None
