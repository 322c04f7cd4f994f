"""The agent interface: ``choose(view, decision) -> option``."""

from __future__ import annotations

from typing import Any, Protocol

from casualmagic.core.decisions import Decision, Option


class Agent(Protocol):
    """Anything with ``choose``; it sees only ``view`` (its player's view)."""

    def choose(self, view: dict[str, Any], decision: Decision) -> Option: ...
