"""What a permanent gives its controller, read without the grammar (see
:mod:`.fixed_sentences`): "You have hexproof." (702.11c: the player can't be the target of
spells or abilities their opponents control) — the ``you_have_hexproof`` static that
``engine.targets`` reads from the permanents its controller controls (and from a face-up
scheme, 904.8)."""

from __future__ import annotations

from typing import Any


def player_protection_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for "You have hexproof.", else None."""
    if para == "You have hexproof." and not is_spell:
        return "statics", [{"op": "you_have_hexproof", "text": para}]
    return None
