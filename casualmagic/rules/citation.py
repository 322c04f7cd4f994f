"""The ``Rule`` citation type: a reference to a numbered rule of the CR.

Events carry the rule number as a string (``event.rule == "903.8"``); engine
errors and deck problems may carry either a string or a :class:`Rule`.  A
``Rule`` compares and hashes equal to its number, so both work alike::

    Rule("903.8") == "903.8"          # True
    {"903.8": 1}[Rule("903.8")]       # 1
    f"see rule {Rule('903.8')}"       # 'see rule 903.8'
    Rule("903.8").text()              # 'A player may cast a commander …'
    Rule("704.5a").title              # 'State-Based Actions'

Constructing a ``Rule`` checks only the shape of the number (cheap: it
never loads the rules text), so engine code can build citations freely;
:meth:`Rule.parse` also checks that the shipped CR has the rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from casualmagic.rules.text import RuleEntry, UnknownRuleError

_FORMAT = re.compile(r"^\d(?:\d\d(?:\.\d+[a-z]?)?)?$")


@dataclass(frozen=True, slots=True)
class Rule:
    """A citation of rule ``number``: ``"9"`` (a section), ``"903"`` (a chapter),
    ``"903.8"`` (a rule) or ``"704.5a"`` (a subrule)."""

    number: str

    def __post_init__(self) -> None:
        if not isinstance(self.number, str) or not _FORMAT.match(self.number):
            raise UnknownRuleError(f"{self.number!r} is not a rule number "
                                   "(rule numbers look like 903.8, 704.5a, 903 or 9)")

    @classmethod
    def parse(cls, text: str | Rule) -> Rule:
        """A checked citation from text such as ``"903.8"``, ``"704.5A."`` or ``"CR 903.8"``.

        Raises :class:`UnknownRuleError` (a ``ValueError``) if the CR has no
        such rule, or :class:`~casualmagic.rules.text.MissingRuleError` if it
        is one the shipped text lost.
        """
        from casualmagic.rules.text import lookup

        if isinstance(text, Rule):
            text = text.number
        return cls(lookup(text).number)

    def entry(self) -> RuleEntry:
        """The rule's :class:`~casualmagic.rules.text.RuleEntry` (text, examples, subrules)."""
        from casualmagic.rules.text import lookup

        return lookup(self.number)

    def text(self) -> str:
        """The rule's text (a heading's title for ``"9"`` or ``"903"``)."""
        return self.entry().text

    @property
    def title(self) -> str:
        """The heading the rule is under: ``Rule("903.8").title == "Commander"``,
        ``Rule("903").title == "Commander"``, ``Rule("9").title == "Casual Variants"``."""
        from casualmagic.rules.text import lookup

        return lookup(self.number.partition(".")[0]).text

    @property
    def parent(self) -> Rule | None:
        """``704.5a`` → ``704.5`` → ``704`` → ``7`` → None."""
        from casualmagic.rules.text import parent_of

        p = parent_of(self.number)
        return Rule(p) if p is not None else None

    def sort_key(self) -> tuple[int, int, int]:
        """Orders citations as the CR does (``704.5`` before ``704.10``)."""
        from casualmagic.rules.text import rule_sort_key

        return rule_sort_key(self.number)

    def __str__(self) -> str:
        return self.number

    def __repr__(self) -> str:
        return f"Rule({self.number!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rule):
            return self.number == other.number
        if isinstance(other, str):
            return self.number == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.number)
