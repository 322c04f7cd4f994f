"""The Comprehensive Rules: the shipped text, lookup, search and the ``Rule`` citation type.

>>> from casualmagic.rules import Rule, lookup, search
>>> lookup("704.5a").text
'If a player has 0 or less life, that player loses the game.'
>>> Rule("903.8") == "903.8"
True
>>> [e.number for e in search("commander tax")]
['Commander Tax', '903.8']
"""

from casualmagic.rules.citation import Rule
from casualmagic.rules.text import (
    EFFECTIVE,
    MissingRuleError,
    RuleEntry,
    UnknownRuleError,
    glossary,
    lookup,
    search,
    subrules,
)

__all__ = [
    "EFFECTIVE",
    "MissingRuleError",
    "Rule",
    "RuleEntry",
    "UnknownRuleError",
    "glossary",
    "lookup",
    "search",
    "subrules",
]
