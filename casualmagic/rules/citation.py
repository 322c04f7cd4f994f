"""The ``Rule`` citation type: a reference to a numbered rule of the CR.

Events carry the rule number as a string (``event.rule == "903.8"``); errors
and deck problems carry a :class:`Rule`, which compares equal to its number
and can print its own text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from casualmagic.rules.text import UnknownRuleError, exists, lookup

_FORMAT = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


@dataclass(frozen=True, slots=True)
class Rule:
    """A citation of rule ``number`` (e.g. ``Rule("704.5a")``)."""

    number: str

    def __post_init__(self) -> None:
        if not _FORMAT.match(self.number):
            raise UnknownRuleError(f"{self.number!r} is not a rule number (like 903.8 or 704.5a)")

    @classmethod
    def parse(cls, text: str) -> Rule:
        """A checked citation: raises :class:`UnknownRuleError` if the CR has no such rule."""
        rule = cls(text.strip().rstrip("."))
        if not exists(rule.number):
            lookup(rule.number)  # raises with the right message
        return rule

    def text(self) -> str:
        return lookup(self.number).text

    def __str__(self) -> str:
        return self.number

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rule):
            return self.number == other.number
        if isinstance(other, str):
            return self.number == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.number)
