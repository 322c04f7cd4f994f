"""Permissions to cast spells from a graveyard (601.3), read without the grammar (see
:mod:`.fixed_sentences`): "Once during each of your turns, you may cast a creature spell from
your graveyard." (Karador, Ghost Chieftain) — the casting rule
``cast_creature_from_graveyard_once_each_turn`` (engine.casting_rules: each object's
permission is used once per turn, during its controller's turn); and a casting rule of the
same family, "As an additional cost to cast creature spells, you may pay any amount of mana.
If you do, that creature enters with that many additional +1/+1 counters on it." (Chorus of
the Conclave) — ``creature_spells_extra_mana_for_counters`` (601.2b, 601.2f, 614.1c)."""

from __future__ import annotations

from typing import Any

_ONCE = "Once during each of your turns, you may cast a creature spell from your graveyard."
_EXTRA_MANA = ("As an additional cost to cast creature spells, you may pay any amount of mana. "
               "If you do, that creature enters with that many additional +1/+1 counters on it.")


def graveyard_permission_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for that permission of a permanent, else None."""
    if is_spell or para not in (_ONCE, _EXTRA_MANA):
        return None
    op = "cast_creature_from_graveyard_once_each_turn" if para == _ONCE \
        else "creature_spells_extra_mana_for_counters"
    return "statics", [{"op": op, "text": para}]
