"""Cost reductions of a spell read without the grammar (a Python pre-match on the whole
paragraph): "This spell costs {3} less to cast if it targets a tapped creature." (601.2f:
the targets are chosen first, 601.2c, so the cost is determined from them) — the
``costs_less_if`` static with ``targets``, a filter the vocabulary reads, checked by
engine.cost_changes.targets_fit."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import VocabularyError, parse_filter

_IF_TARGETS = re.compile(r"^This spell costs \{(\d+)\} less to cast if it targets (?:a|an) "
                         r"([a-zA-Z][a-zA-Z ,/+-]*?)\.$")


def cost_shape_line(para: str) -> tuple[str, Any] | None:
    """``("statics", [...])`` for "This spell costs {N} less to cast if it targets a
    [filter]", else None."""
    m = _IF_TARGETS.match(para)
    if not m:
        return None
    phrase = m.group(2)
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    return "statics", [{"op": "costs_less_if", "amount": int(m.group(1)), "targets": phrase,
                        "text": para}]
