"""Counters removed from every permanent as a permanent enters, read without the grammar
(see :mod:`.fixed_sentences`): "As this creature enters, remove all counters from all
permanents. This creature enters with a +1/+1 counter on it for each counter removed this
way." (Thief of Blood; 614.1c, 122.1) — the ``remove_all_counters_as_enters`` replacement
of :mod:`casualmagic.mechanics.counters_removed`."""

from __future__ import annotations

from typing import Any

_THIEF = ("As this creature enters, remove all counters from all permanents. This creature "
          "enters with a +1/+1 counter on it for each counter removed this way.")


def counters_removed_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for the paragraph above, else None."""
    if is_spell or para != _THIEF:
        return None
    return "statics", [{"op": "remove_all_counters_as_enters", "text": para}]
