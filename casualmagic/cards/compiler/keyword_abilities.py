"""Paragraphs that go with a keyword ability and are read without the grammar (one regex each,
cheaper than grammar alternatives): multikicker's "This artifact enters with a charge counter
on it for each time it was kicked" (702.33c-e, 614.1c).  The keyword lines themselves are read
by ``build._keyword_line`` against the vocabulary's keywords."""

from __future__ import annotations

import re
from typing import Any

_KICKED_COUNTERS = re.compile(
    r"^This (?:artifact|creature|enchantment|permanent|land) enters with an? (\+1/\+1|[a-z]+) "
    r"counter on it for each time it was kicked\.$")


def keyword_paragraph(para: str) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph read here, else None."""
    kicked = _KICKED_COUNTERS.match(para)
    if kicked:  # 702.33e: linked to the multikicker ability; "enters with" (614.1c)
        return "statics", [{"op": "enters_with_counters", "kind": kicked.group(1),
                            "amount": "times it was kicked", "text": para}]
    return None
