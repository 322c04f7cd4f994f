"""Permissions to cast spells from a graveyard (601.3), read without the grammar (see
:mod:`.fixed_sentences`): "Once during each of your turns, you may cast a creature spell from
your graveyard." (Karador, Ghost Chieftain) — the casting rule
``cast_creature_from_graveyard_once_each_turn`` (engine.casting_rules: each object's
permission is used once per turn, during its controller's turn)."""

from __future__ import annotations

from typing import Any

_ONCE = "Once during each of your turns, you may cast a creature spell from your graveyard."


def graveyard_permission_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for that permission of a permanent, else None."""
    if para != _ONCE or is_spell:
        return None
    return "statics", [{"op": "cast_creature_from_graveyard_once_each_turn", "text": para}]
