"""Golden compiled records: the fields of a card's compiled definition that the oracle text
does not already hold, for comparison with a record checked by hand against the oracle text.

Each ``tests/cards/test_compiler_*.py`` file keeps a ``GOLDEN = {"Card Name": {field: value}}``
dict and compares it with ``compiled_fields(name)``."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.compiler import compiled

ORACLE = ("cost", "type", "text", "pt", "loyalty")
"""The oracle fields a compiled record repeats from the card database (left out of goldens)."""


def compiled_fields(name: str) -> dict[str, Any]:
    """The compiled record of ``name`` without its oracle fields; the card must compile in full
    (every paragraph to ops: the compiler's "implemented" status)."""
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    return {k: v for k, v in card.raw.items() if k not in ORACLE}
